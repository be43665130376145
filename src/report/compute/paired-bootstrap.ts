/**
 * Percentile bootstrap intervals and paired significance for any metric whose corpus score is a function of
 * per-sentence statistics. All systems are resampled with the SAME index sets (a paired design, as in
 * src/analyses/coverage/significance.ts for M²), so replicate differences give paired p-values.
 */
import { percentileFromReplicates, resampleIndices, roundHalfEven } from '../../analyses/stats/bootstrap.js';
import { SeededRandom } from '../../core/random.js';

export interface IntervalEstimate {
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
}

export interface PairTest {
  readonly a: string;
  readonly b: string;
  /** score(a) − score(b) on the full data. */
  readonly difference: number;
  readonly low: number;
  readonly high: number;
  /** Two-sided paired bootstrap p-value of the difference. */
  readonly pValue: number;
}

/** Draws the shared resamples once per report so that every metric's intervals use the same samples. */
export function sharedResamples(n: number, resamples: number, seed: number): Int32Array[] {
  return resampleIndices(n, resamples, new SeededRandom(seed));
}

export function pairedBootstrap<S>(
  systems: readonly { name: string; stats: readonly S[] }[],
  corpusScore: (stats: readonly S[]) => number,
  resamples: readonly Int32Array[],
  replicateScore: (stats: readonly S[]) => number = corpusScore,
): { intervals: IntervalEstimate[]; pairs: PairTest[] } {
  const replicates = systems.map((s) =>
    resamples.map((idx) => {
      const sample: S[] = new Array(idx.length);
      for (let k = 0; k < idx.length; k++) sample[k] = s.stats[idx[k]!]!;
      return replicateScore(sample);
    }),
  );
  const estimates = systems.map((s) => corpusScore(s.stats));
  const intervals = replicates.map((r, k) => {
    const ci = percentileFromReplicates(r.map((v) => [v]), [estimates[k]!]);
    return { estimate: estimates[k]!, low: ci.low[0]!, high: ci.high[0]! };
  });
  return { intervals, pairs: pairTests(systems.map((s) => s.name), estimates, replicates) };
}

/** Paired tests of every pair from full-data estimates and aligned replicates (same resample per index). */
export function pairTests(names: readonly string[], estimates: readonly number[], replicates: readonly (readonly number[])[]): PairTest[] {
  const pairs: PairTest[] = [];
  for (let a = 0; a < names.length; a++) {
    for (let b = a + 1; b < names.length; b++) {
      const observed = estimates[a]! - estimates[b]!;
      const diffs = replicates[a]!.map((r, i) => r - replicates[b]![i]!).filter((d) => !Number.isNaN(d)).sort((x, y) => x - y);
      const B = diffs.length;
      if (B === 0 || Number.isNaN(observed)) {
        pairs.push({ a: names[a]!, b: names[b]!, difference: observed, low: Number.NaN, high: Number.NaN, pValue: Number.NaN });
        continue;
      }
      const opposite = diffs.filter((d) => (observed >= 0 ? d <= 0 : d >= 0)).length;
      pairs.push({
        a: names[a]!,
        b: names[b]!,
        difference: observed,
        low: diffs[roundHalfEven((B - 1) * 0.025)]!,
        high: diffs[roundHalfEven((B - 1) * 0.975)]!,
        pValue: Math.min(1, (2 * (opposite + 1)) / (B + 1)),
      });
    }
  }
  return pairs;
}
