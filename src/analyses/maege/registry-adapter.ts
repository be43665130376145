/**
 * MAEGE's metric set, read from the metric registry (src/metrics/registry.ts): every entry with a `maege` preset
 * (the variant options the paper's code used, its Table 2 label and position, what the score depends on) is a
 * MAEGE metric, in Table 2 order. This module only turns presets into scorers; it keeps no list of its own.
 * Metrics load lazily, so a run only pays for the metrics it asks for.
 */
import { GecvalInputError } from '../../core/errors.js';
import type { Metric, Segment } from '../../metrics/metric.js';
import { listMetrics, resolveMetricName, type AnyMetricEntry, type MaegePreset, type SegmentReads } from '../../metrics/registry.js';
import { scorerFromMetric, type MaegeScorer } from './metrics.js';

/** What a metric reads; items that agree on these share one score (e.g. grammaticality reads the candidate only). */
export type MetricReads = SegmentReads;

export interface MaegeMetricEntry {
  /** Name used on the command line and in tables. */
  readonly name: string;
  /** Label in the paper's tables. */
  readonly paperName: string;
  readonly reads: MetricReads;
  /** Left out of `--metrics all` (run only when named): the I-measure mixing annotators' edits (too slow for the paper) and USIM (parsing). */
  readonly optIn?: boolean;
  /** Cheaper than handing items to a worker thread (character Levenshtein): score in the calling thread. */
  readonly inThread?: boolean;
  /** Builds the metric with MAEGE's variant options merged under the user's `options`. */
  create(options: Record<string, unknown>): Promise<Metric<Segment, unknown>>;
  /** The variant options MAEGE uses (recorded in docs and signatures). */
  readonly variant: Record<string, unknown>;
  /** The registry entry the preset belongs to. */
  readonly metric: string;
  readonly aliases: readonly string[];
}

function fromPreset(entry: AnyMetricEntry, preset: MaegePreset): MaegeMetricEntry {
  const variant = preset.options as Record<string, unknown>;
  return {
    name: preset.name,
    paperName: preset.paperName,
    reads: preset.reads,
    ...(preset.optIn ? { optIn: true } : {}),
    ...(preset.inThread ? { inThread: true } : {}),
    variant,
    metric: entry.name,
    aliases: preset.aliases ?? [],
    async create(options) {
      if (preset.create) return preset.create({ ...variant, ...options });
      if (entry.create === undefined) throw new Error(`metric '${entry.name}' has a MAEGE preset but no segment form`);
      return entry.create({ ...entry.defaults, ...variant, ...options }, {});
    },
  };
}

/** Every MAEGE metric, in the paper's Table 2 order: read from the registry on each call, so a metric registered later (`registerMetric`) is one too. */
export function maegeMetrics(): readonly MaegeMetricEntry[] {
  return listMetrics()
    .flatMap((entry) => (entry.maege ?? []).map((preset: MaegePreset) => ({ preset, metric: fromPreset(entry, preset) })))
    .sort((a, b) => a.preset.table2 - b.preset.table2)
    .map((m) => m.metric);
}

/** The MAEGE metrics of the built-in registry, as they were when this module loaded (`maegeMetrics()` also has those registered since). */
export const MAEGE_METRICS: readonly MaegeMetricEntry[] = maegeMetrics();

/** The metrics `--metrics all` runs: the paper's Table 2 set. */
export function defaultMetricNames(): string[] {
  return maegeMetrics().filter((m) => !m.optIn).map((m) => m.name);
}

/**
 * A MAEGE metric by name: a preset's own name or alias first (`imeasure-mix` is a preset of `imeasure`), else any
 * name the registry's one resolver knows (`resolveMetricName`), which means that entry's first preset.
 */
export function maegeMetricEntry(name: string): MaegeMetricEntry | undefined {
  const key = name.toLowerCase();
  const preset = maegeMetrics().find((m) => m.name === key) ?? maegeMetrics().find((m) => m.aliases.includes(key));
  if (preset !== undefined) return preset;
  const registryName = resolveMetricName(key);
  return registryName === undefined ? undefined : maegeMetrics().find((m) => m.metric === registryName);
}

export async function registryScorer(name: string, options: Record<string, unknown> = {}): Promise<MaegeScorer> {
  const entry = maegeMetricEntry(name);
  if (!entry) throw new GecvalInputError(`unknown MAEGE metric '${name}'; known: ${maegeMetrics().map((m) => m.name).join(', ')}`);
  return scorerFromMetric(await entry.create(options));
}

/** The key under which an item's score can be shared with other items (same metric inputs ⇒ same score). */
export function readsKey(reads: MetricReads, item: Segment): string {
  switch (reads) {
    case 'hypothesis':
      return item.hypothesis;
    case 'source+hypothesis':
      return `${item.source}\u001f${item.hypothesis}`;
    case 'hypothesis+references':
      return [item.hypothesis, ...item.references].join('\u001f');
    default:
      return [item.source, item.hypothesis, ...item.references].join('\u001f');
  }
}
