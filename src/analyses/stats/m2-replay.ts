/**
 * M² on a resample, from cached per-sentence, per-annotator counts: m2scorer chooses each sentence's annotator
 * by the counts accumulated so far, so the choice depends on the sentences before it and is replayed over the
 * resampled sentence order (nothing is rescored). The bootstrap of `gecval significance` and the report's M²
 * column both score replicates with this.
 */
import { chooseAnnotators, m2Scores, type M2Scores } from '../../metrics/m2/corpus.js';
import type { AnnotatorCounts } from '../../metrics/m2/sentence.js';
import { pick } from './significance.js';

export function m2Replay(counts: readonly (readonly AnnotatorCounts[])[], indices: ArrayLike<number>, beta: number): M2Scores {
  return m2Scores(chooseAnnotators(pick(counts, indices), beta).totals, beta);
}
