import { defineMetric, type MaegePreset, type MetricConfig, type MetricEntry, type OptionsOf, type ReportPreset } from './metric-entry.js';
import type { Metric, Segment } from './metric.js';
import { readSegments, scoreSegments } from './segment-scoring.js';

/** The files a metric on (source, references, hypothesis) reads; reference-less ones read source and hypothesis. */
export const REFERENCE_BASED = { required: ['source', 'references', 'hypothesis'] } as const;
export const SOURCE_BASED = { required: ['source', 'hypothesis'] } as const;

export interface SegmentEntrySpec<Config extends MetricConfig> {
  readonly name: string;
  readonly description: string;
  readonly config: Config;
  /** Builds the metric, importing its implementation on first use. */
  readonly create: (options: OptionsOf<Config>) => Promise<Metric<Segment, unknown>>;
  readonly needsReferences?: boolean;
  readonly maege?: readonly MaegePreset<OptionsOf<Config>>[];
  readonly report?: ReportPreset;
}

/** An entry for a metric that scores `Segment`s synchronously: `scoreFiles` reads the files and scores with `create`. */
export function segmentEntry<const Config extends MetricConfig>(spec: SegmentEntrySpec<Config>): MetricEntry<OptionsOf<Config>> {
  const needsReferences = spec.needsReferences ?? true;
  return defineMetric({
    name: spec.name,
    description: spec.description,
    reads: needsReferences ? REFERENCE_BASED : SOURCE_BASED,
    config: spec.config,
    higherIsBetter: true,
    scoreFiles: async (request, opts, context) => {
      const metric = await spec.create(opts);
      return scoreSegments(metric, readSegments(request, { needsReferences }), context.progress);
    },
    create: (opts) => spec.create(opts),
    ...(spec.maege ? { maege: spec.maege } : {}),
    ...(spec.report ? { report: spec.report } : {}),
  });
}
