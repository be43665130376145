import { GecvalInputError } from '../core/errors.js';
import type { MetricResult } from './metric.js';
import { BUILTIN_METRICS } from './builtin-metrics.js';
import { checkRequest, resolveOptions, type AnyMetricEntry, type ScoreContext, type ScoreRequest } from './metric-entry.js';

export * from './metric-entry.js';

/**
 * The metric registry: name → entry (options, defaults, scorer; see metric-entry.ts). Built-in entries come
 * from builtin-metrics.ts; other areas (M2 scorer, I-measure, USIM) add theirs with `registerMetric`, and
 * `gecval score` finds them here without further changes.
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
