import { checkParallel, readSentenceFile } from '../formats/parallel.js';
import type { Progress } from '../core/progress.js';
import { type Metric, type MetricResult, type Segment } from './metric.js';
import type { ScoreRequest } from './metric-entry.js';

/**
 * Reads (source, references, hypothesis) files into segments. Every file must have the source's line count;
 * the error names the offending file and the line where it runs short or long. Empty lines are allowed (an
 * empty hypothesis is a legitimate, if poor, correction; docs/metrics.md says what each metric gives it).
 */
export function readSegments(request: ScoreRequest, options: { needsReferences: boolean }): Segment[] {
  if (request.source === undefined || request.hypothesis === undefined) throw new RangeError('readSegments needs source and hypothesis paths');
  const source = readSentenceFile(request.source);
  const hypothesis = readSentenceFile(request.hypothesis);
  const references = (request.references ?? []).map((path) => readSentenceFile(path));
  checkParallel([source, hypothesis, ...references], { count: source.lines.length, what: `the source ${source.path}` });
  if (options.needsReferences && references.length === 0) throw new RangeError('readSegments: this metric needs references');
  return source.lines.map((src, i) => ({ source: src, hypothesis: hypothesis.lines[i]!, references: references.map((r) => r.lines[i]!) }));
}

/** Runs `prepare` where a metric has one, then scores: statistics once per segment, sentence and corpus scores. */
export async function scoreSegments<Stats>(metric: Metric<Segment, Stats>, segments: readonly Segment[], progress?: Progress): Promise<MetricResult> {
  await metric.prepare?.(segments, progress);
  const stats = segments.map((s) => metric.statistics(s));
  return {
    metric: metric.name,
    corpus: metric.corpusScore(stats),
    sentences: stats.map((s) => metric.sentenceScore(s)),
    signature: metric.signature(),
    ...(metric.corpusDetails ? { details: metric.corpusDetails(stats) } : {}),
  };
}
