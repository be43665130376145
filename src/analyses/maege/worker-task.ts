/**
 * MAEGE's worker task (run by core/workers.ts `mapInWorkers`): rebuilds the scorer from its spec once per thread
 * and scores chunks of items.
 */
import { defineWorkerTask } from '../../core/workers.js';
import type { Segment } from '../../metrics/metric.js';
import type { MaegeScorer } from './metrics.js';
import { createScorer, specKey, type ScorerSpec } from './scorer-spec.js';

const scorers = new Map<string, Promise<MaegeScorer>>();

export interface WorkerTask {
  readonly spec: ScorerSpec;
  readonly items: readonly Segment[];
}

export async function scoreChunk(task: WorkerTask): Promise<number[]> {
  const key = specKey(task.spec);
  let scorer = scorers.get(key);
  if (!scorer) {
    scorer = createScorer(task.spec);
    scorers.set(key, scorer);
  }
  return (await scorer).score(task.items);
}

export const MAEGE_CHUNK_TASK = defineWorkerTask('analyses/maege/worker-task', 'scoreChunk', scoreChunk);
