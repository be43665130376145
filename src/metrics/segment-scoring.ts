import { checkParallel, readSentenceFile, type SentenceFile } from '../formats/parallel.js';
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
  const source = readShared(request.source);
  const hypothesis = readSentenceFile(request.hypothesis);
  const references = (request.references ?? []).map((path) => readShared(path));
  checkParallel([source, hypothesis, ...references], { count: source.lines.length, what: `the source ${source.path}` });
  if (options.needsReferences && references.length === 0) throw new RangeError('readSegments: this metric needs references');
  return source.lines.map((src, i) => ({ source: src, hypothesis: hypothesis.lines[i]!, references: references.map((r) => r.lines[i]!) }));
}

/** Source and reference files already read inside `withSharedReads` (undefined outside it). */
let sharedFiles: Map<string, SentenceFile> | undefined;

function readShared(path: string): SentenceFile {
  if (sharedFiles === undefined) return readSentenceFile(path);
  let file = sharedFiles.get(path);
  if (file === undefined) {
    file = readSentenceFile(path);
    sharedFiles.set(path, file);
  }
  return file;
}

/**
 * Runs `fn` with source and reference files read once and shared: scoring many systems against the same source
 * and references (`gecval score … SYS1 SYS2 …`) reads and splits those files once instead of once per system.
 * The files are not re-read inside `fn`, so they must not change while it runs. Calls do not nest.
 */
export async function withSharedReads<T>(fn: () => Promise<T>): Promise<T> {
  sharedFiles = new Map();
  try {
    return await fn();
  } finally {
    sharedFiles = undefined;
  }
}

/** `statisticsOfAll` in chunks of 1,000 items, so that progress still moves on a large corpus. */
function statisticsInChunks<Stats>(metric: Metric<Segment, Stats>, segments: readonly Segment[], progress?: Progress): Stats[] {
  const stats: Stats[] = [];
  for (let from = 0; from < segments.length; from += 1000) {
    const chunk = segments.slice(from, from + 1000);
    for (const s of metric.statisticsOfAll!(chunk)) stats.push(s);
    progress?.increment(chunk.length);
  }
  return stats;
}

/**
 * Runs `prepare` where a metric has one, then scores: statistics once per segment, sentence and corpus scores.
 * `progress` hears `prepare`'s stages and then one step per sentence (a reference-less semantic metric spends
 * seconds to minutes here; for n-gram metrics the steps cost nothing noticeable).
 */
export async function scoreSegments<Stats>(metric: Metric<Segment, Stats>, segments: readonly Segment[], progress?: Progress): Promise<MetricResult> {
  await metric.prepare?.(segments, progress);
  progress?.start(segments.length, `${metric.name}: scoring sentences`);
  const stats = metric.statisticsOfAll ? statisticsInChunks(metric, segments, progress) : segments.map((s) => {
    const statistics = metric.statistics(s);
    progress?.increment();
    return statistics;
  });
  progress?.stop();
  return {
    metric: metric.name,
    corpus: metric.corpusScore(stats),
    sentences: stats.map((s) => metric.sentenceScore(s)),
    signature: metric.signature(),
    ...(metric.corpusDetails ? { details: metric.corpusDetails(stats) } : {}),
  };
}
