/**
 * Scores many items with worker threads (piscina). Items are cut into chunks; each thread builds its scorer once.
 * `threads: 1` scores in the calling thread, which is also what the benchmark's baseline uses.
 */
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { packagePath } from '../../core/package-root.js';
import type { Progress } from '../../core/progress.js';
import { silentProgress } from '../../core/progress.js';
import type { Segment } from '../../metrics/metric.js';
import type { MaegeScorer } from './metrics.js';
import { createScorer, parallelisable, type ScorerSpec } from './scorer-spec.js';
import { maegeMetricEntry, readsKey } from './registry-adapter.js';

export interface PoolOptions {
  /** Worker threads; default: available cores. 1 = no workers. */
  readonly threads?: number;
  readonly chunkSize?: number;
  readonly progress?: Progress;
  readonly label?: string;
}

/** The worker module next to this file: `.ts` when running from source (tsx), `.js` when built. */
function workerFile(): string {
  const ts = fileURLToPath(new URL('./worker.ts', import.meta.url));
  const js = fileURLToPath(new URL('./worker.js', import.meta.url));
  if (import.meta.url.endsWith('.ts') && existsSync(ts)) return ts;
  // The bundled CLI (dist/bin/chunks) has no worker.js beside it: use the unbundled one in dist/.
  return existsSync(js) ? js : packagePath('dist', 'analyses', 'maege', 'worker.js');
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
  const threads = Math.max(1, options.threads ?? availableParallelism());
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
    const { Piscina } = await import('piscina');
    const pool = new Piscina({ filename: workerFile(), minThreads: threads, maxThreads: threads, execArgv: process.execArgv });
    try {
      const results = await Promise.all(
        parts.map(async (part) => {
          const scores = (await pool.run({ spec, items: part })) as number[];
          progress.increment(part.length);
          return scores;
        }),
      );
      return { scores: results.flat(), scorer };
    } finally {
      await pool.destroy();
    }
  } finally {
    progress.stop();
    await scorer.close?.();
  }
}
