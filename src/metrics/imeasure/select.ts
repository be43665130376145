import type { IMeasureOptions } from './options.js';
import type { CountVector } from './scores.js';
import { addCounts, compareKeys, compareVectors, computeScores, rankingKey } from './scores.js';

/**
 * The reference ieval keeps for a sentence: the one whose ranking key (scores.ts) is highest, judged on the
 * sentence alone (`sentence`) or on the corpus totals it would produce (`corpus`). Among equal keys ieval keeps
 * the first candidate in Python's dict order; this keeps the smallest count vector instead, a choice that
 * does not depend on how candidates were generated (and so is the same for both methods).
 */
export function chooseReference(candidates: readonly CountVector[], options: IMeasureOptions, runningTotals: CountVector): CountVector {
  let best: CountVector | undefined;
  let bestKey: number[] = [];
  const seen = new Set<string>();
  for (const v of candidates) {
    // Equal vectors have equal keys; scoring each once changes nothing but the time.
    const id = v.join(',');
    if (seen.has(id)) continue;
    seen.add(id);
    const judged = options.optimise === 'corpus' ? addCounts(runningTotals, v) : v;
    const key = rankingKey(computeScores(judged, options.beta, options.weight), options.maximise.aspect, options.maximise.measure);
    const order = best === undefined ? 1 : compareKeys(key, bestKey);
    if (order > 0 || (order === 0 && compareVectors(v, best!) < 0)) {
      best = v;
      bestKey = key;
    }
  }
  if (!best) throw new Error('I-measure: a sentence has no reference candidate');
  return best;
}
