/**
 * Faithfulness on several threads (`gecval faithfulness --jobs N`) with the result of one thread: every sentence
 * pair is scored on its own (no corpus statistics), so chunks of pairs are scored in worker threads and joined in
 * line order, and the mean is summed in line order as `scoreFaithfulness` sums it.
 */
import { silentProgress, type Progress } from '../../core/progress.js';
import { chunksOf, defineWorkerTask, mapInWorkers } from '../../core/workers.js';
import { scoreFaithfulness, type FaithfulnessOptions, type FaithfulnessResult } from './scorer.js';

export interface FaithfulnessChunkTask {
  readonly sources: readonly string[];
  readonly hypotheses: readonly string[];
  readonly options: Omit<FaithfulnessOptions, 'model'>;
}

/** Worker entry: the per-sentence results of one chunk. */
export function scoreFaithfulnessChunk(task: FaithfulnessChunkTask): FaithfulnessResult['sentences'] {
  return scoreFaithfulness(task.sources, task.hypotheses, task.options).sentences;
}

export const FAITHFULNESS_CHUNK_TASK = defineWorkerTask('metrics/faithfulness/batch', 'scoreFaithfulnessChunk', scoreFaithfulnessChunk);

/**
 * The fewest sentence pairs worth a worker thread: a worker loads its own parser model and word vectors (about a
 * second) before it scores anything.
 */
export const MIN_PAIRS_PER_THREAD = 50;

/** `progress` counts pairs on one thread and chunks (about 4 per thread) on several. */
export async function scoreFaithfulnessParallel(
  sources: readonly string[],
  hypotheses: readonly string[],
  options: Omit<FaithfulnessOptions, 'model'>,
  jobs: number,
  progress: Progress = silentProgress,
): Promise<FaithfulnessResult> {
  const single = scoreFaithfulness([], [], options);
  jobs = Math.min(jobs, Math.ceil(sources.length / MIN_PAIRS_PER_THREAD));
  if (jobs <= 1) return scoreFaithfulness(sources, hypotheses, options, progress);
  const chunks = chunksOf(
    sources.map((_, i) => i),
    jobs,
  );
  const tasks: FaithfulnessChunkTask[] = chunks.map((chunk) => ({ sources: chunk.map((i) => sources[i]!), hypotheses: chunk.map((i) => hypotheses[i]!), options }));
  const parts = await mapInWorkers(FAITHFULNESS_CHUNK_TASK, tasks, { threads: jobs, progress, label: 'scoring sentence pairs (chunks)' });
  const sentences = parts.flat();
  const mean = sentences.length === 0 ? 0 : sentences.reduce((sum, x) => sum + x.score, 0) / sentences.length;
  return { mean, sentences, signature: single.signature };
}
