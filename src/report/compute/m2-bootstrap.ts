/**
 * M² F0.5 intervals from the per-sentence, per-annotator counts that `scoreM2` already computed (m2scorer's
 * default settings, so the interval belongs to the printed score). On each resample m2scorer's sequential
 * annotator choice is replayed over the resampled sentence order (as src/analyses/coverage/significance.ts
 * does); BCa intervals with jackknife acceleration; paired p-values over the shared resamples.
 */
import { bcaFromReplicates, jackknifeValues } from '../../analyses/stats/bootstrap.js';
import { chooseAnnotators, m2Scores, type M2Result } from '../../metrics/m2/corpus.js';
import type { AnnotatorCounts } from '../../metrics/m2/sentence.js';
import { pairTests, type IntervalEstimate, type PairTest } from './paired-bootstrap.js';

function fOf(counts: readonly (readonly AnnotatorCounts[])[], idx: ArrayLike<number>, beta: number): number {
  const seq: (readonly AnnotatorCounts[])[] = new Array(idx.length);
  for (let k = 0; k < idx.length; k++) seq[k] = counts[idx[k]!]!;
  return m2Scores(chooseAnnotators(seq, beta).totals, beta).f;
}

export function m2Bootstrap(results: readonly { name: string; result: M2Result }[], resamples: readonly Int32Array[]): { intervals: IntervalEstimate[]; pairs: PairTest[] } {
  const replicates: number[][] = [];
  const intervals = results.map(({ result }) => {
    const counts = result.sentences.map((s) => s.annotators);
    const n = counts.length;
    const all = Int32Array.from({ length: n }, (_, i) => i);
    const estimate = fOf(counts, all, result.beta);
    const reps = resamples.map((idx) => fOf(counts, idx, result.beta));
    replicates.push(reps);
    const ci = bcaFromReplicates(reps.map((v) => [v]), [estimate], jackknifeValues(n, (idx) => [fOf(counts, idx, result.beta)]));
    return { estimate, low: ci.low[0]!, high: ci.high[0]! };
  });
  return { intervals, pairs: pairTests(results.map((r) => r.name), intervals.map((i) => i.estimate), replicates) };
}
