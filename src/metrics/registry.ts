import { GecvalInputError } from '../core/errors.js';
import type { Metric, MetricResult, Segment } from './metric.js';
import { BUILTIN_METRICS } from './builtin-metrics.js';
import { checkRequest, resolveOptions, type AnyMetricEntry, type ScoreContext, type ScoreRequest } from './metric-entry.js';

export * from './metric-entry.js';

/**
 * The one metric registry: name → entry (typed options and defaults, scorer of files, factory of the `Segment`
 * metric, MAEGE presets, report column; see metric-entry.ts). `gecval score`, MAEGE (src/analyses/maege/
 * registry-adapter.ts), the report's leaderboard, significance and meta-evaluation all look metrics up here.
 * The entries are the list in builtin-metrics.ts; a library user can add one with `registerMetric`, after which
 * every consumer finds it (docs/architecture.md).
 */
const entries = new Map<string, AnyMetricEntry>();
const aliases = new Map<string, string>();

/**
 * Every other name of an entry: its aliases, then the names and aliases of its presets (MAEGE's `ld`, `minld`,
 * `lt`, …), so that one name means one metric wherever a user types it (`score --metric ld` is `ld-so`, as in MAEGE).
 */
function otherNames(entry: AnyMetricEntry): string[] {
  return [...(entry.aliases ?? []), ...(entry.maege ?? []).flatMap((preset) => [preset.name, ...(preset.aliases ?? [])])];
}

export function registerMetric(entry: AnyMetricEntry): void {
  if (entries.has(entry.name)) throw new Error(`metric '${entry.name}' is registered twice`);
  entries.set(entry.name, entry);
  for (const alias of otherNames(entry)) if (alias !== entry.name && !aliases.has(alias)) aliases.set(alias, entry.name);
}

/** The one name resolver: a registry name, alias or preset name (any case) → the registry name; undefined if unknown. */
export function resolveMetricName(name: string): string | undefined {
  const key = name.toLowerCase();
  return entries.has(key) ? key : aliases.get(key);
}

for (const entry of BUILTIN_METRICS) registerMetric(entry);

export function listMetrics(): AnyMetricEntry[] {
  return [...entries.values()];
}

export function findMetric(name: string): AnyMetricEntry {
  const resolved = resolveMetricName(name);
  const entry = resolved === undefined ? undefined : entries.get(resolved);
  if (entry === undefined) {
    throw new GecvalInputError(`unknown metric '${name}'; known metrics: ${[...entries.keys()].join(', ')} (see gecval score --list)`);
  }
  return entry;
}

/** Scores files with a registered metric by name; options are `key=value` strings or already-typed values. */
export async function scoreFiles(name: string, request: ScoreRequest, options: Readonly<Record<string, string>> = {}, context: ScoreContext = {}): Promise<MetricResult> {
  const entry = findMetric(name);
  checkRequest(entry, request);
  return entry.scoreFiles(request, resolveOptions(entry, options), context);
}

/**
 * The `Segment` metric of a registered entry, its defaults filled in under `options` (typed values). Throws for
 * entries that only score files (the M2-gold metrics). Call `prepare` before `statistics` and `close` when done.
 */
export async function createMetric(name: string, options: Readonly<Record<string, unknown>> = {}, context: ScoreContext = {}): Promise<Metric<Segment, unknown>> {
  const entry = findMetric(name);
  if (entry.create === undefined) throw new GecvalInputError(`metric '${entry.name}' scores files only (it reads ${entry.reads.required.join(', ')}); it has no per-segment form`);
  return entry.create({ ...entry.defaults, ...options }, context);
}
