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

export function registerMetric(entry: AnyMetricEntry): void {
  if (entries.has(entry.name)) throw new Error(`metric '${entry.name}' is registered twice`);
  entries.set(entry.name, entry);
  for (const alias of entry.aliases ?? []) aliases.set(alias, entry.name);
}

for (const entry of BUILTIN_METRICS) registerMetric(entry);

export function listMetrics(): AnyMetricEntry[] {
  return [...entries.values()];
}

export function findMetric(name: string): AnyMetricEntry {
  const key = name.toLowerCase();
  const entry = entries.get(key) ?? entries.get(aliases.get(key) ?? '');
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
