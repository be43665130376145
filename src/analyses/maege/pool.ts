/**
 * Scores many items with worker threads (core/workers.ts, task `MAEGE_CHUNK_TASK`). Items are cut into chunks; each
 * thread builds its scorer once. `threads: 1` scores in the calling thread, which is also what the benchmark's
 * baseline uses.
 */
import type { Progress } from '../../core/progress.js';
import { mapInWorkers, resolveJobs } from '../../core/workers.js';
import { silentProgress } from '../../core/progress.js';
import type { Segment } from '../../metrics/metric.js';
import type { MaegeScorer } from './metrics.js';
import { createScorer, parallelisable, type ScorerSpec } from './scorer-spec.js';
import { maegeMetricEntry, readsKey } from './registry-adapter.js';
import { MAEGE_CHUNK_TASK } from './worker-task.js';

export interface PoolOptions {
  /** Worker threads; default: `resolveJobs` (the available cores). 1 = no workers. */
  readonly threads?: number;
  readonly chunkSize?: number;
  readonly progress?: Progress;
  readonly label?: string;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ScoredItems {
  readonly scores: number[];
  readonly scorer: MaegeScorer;
  /** Items actually scored after merging items the metric cannot tell apart. */
  readonly distinct: number;
}

/**
 * Scores `items` with the scorer `spec` describes; returns scores in item order. Items that agree on everything the
 * metric reads (e.g. the candidate alone for grammaticality) are scored once.
 */
export async function scoreItems(spec: ScorerSpec, items: readonly Segment[], options: PoolOptions = {}): Promise<ScoredItems> {
  const reads = spec.kind === 'registry' ? (maegeMetricEntry(spec.name)?.reads ?? 'all') : 'all';
  const firstOf = new Map<string, number>();
  const slot = items.map((item) => {
    const key = readsKey(reads, item);
    let index = firstOf.get(key);
    if (index === undefined) {
      index = firstOf.size;
      firstOf.set(key, index);
    }
    return index;
  });
  const distinctItems = new Array<Segment>(firstOf.size);
  slot.forEach((s, i) => {
    distinctItems[s] ??= items[i]!;
  });
  const inThread = spec.kind === 'registry' && maegeMetricEntry(spec.name)?.inThread === true;
  const { scores, scorer } = await scoreDistinct(spec, distinctItems, inThread ? { ...options, threads: 1 } : options);
  return { scores: slot.map((s) => scores[s]!), scorer, distinct: distinctItems.length };
}

async function scoreDistinct(spec: ScorerSpec, items: readonly Segment[], options: PoolOptions): Promise<{ scores: number[]; scorer: MaegeScorer }> {
  const progress = options.progress ?? silentProgress;
  const threads = resolveJobs(options.threads);
  const chunkSize = options.chunkSize ?? 200;
  const scorer = await createScorer(spec); // also validates the spec in this thread before workers start
  const parts = chunks(items, chunkSize);
  progress.start(items.length, options.label ?? scorer.name);
  try {
    if (threads === 1 || !parallelisable(spec) || parts.length <= 1) {
      const scores: number[] = [];
      for (const part of parts) {
        scores.push(...(await scorer.score(part)));
        progress.increment(part.length);
      }
      return { scores, scorer };
    }
    const results = await mapInWorkers(
      MAEGE_CHUNK_TASK,
      parts.map((part) => ({ spec, items: part })),
      { threads, progress: silentProgress, onDone: (task) => progress.increment(task.items.length) },
    );
    return { scores: results.flat(), scorer };
  } finally {
    progress.stop();
    await scorer.close?.();
  }
}
