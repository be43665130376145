/**
 * M² F0.5 intervals from the per-sentence, per-annotator counts that `scoreM2` already computed (m2scorer's
 * default settings, so the interval belongs to the printed score). Replicates replay m2scorer's sequential
 * annotator choice over the resampled sentence order (src/analyses/stats/m2-replay.ts, as `gecval significance`
 * does); BCa intervals with jackknife acceleration; paired p-values over the shared resamples.
 */
import { m2Replay } from '../../analyses/stats/m2-replay.js';
import { bootstrapVector, pairTests, type IntervalEstimate, type PairTest } from '../../analyses/stats/significance.js';
import type { M2Result } from '../../metrics/m2/corpus.js';

export function m2Bootstrap(results: readonly { name: string; result: M2Result }[], resamples: readonly Int32Array[]): { intervals: IntervalEstimate[]; pairs: PairTest[] } {
  const boots = results.map(({ result }) =>
    bootstrapVector(
      result.sentences.map((s) => s.annotators),
      (counts, idx) => [m2Replay(counts, idx, result.beta).f],
      resamples,
      'bca',
    ),
  );
  const intervals = boots.map((b) => ({ estimate: b.estimate[0]!, low: b.interval.low[0]!, high: b.interval.high[0]! }));
  return { intervals, pairs: pairTests(results.map((r) => r.name), intervals.map((i) => i.estimate), boots.map((b) => b.replicates.map((r) => r[0]!))) };
}
