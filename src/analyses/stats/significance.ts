/**
 * The one significance engine (sacrebleu's shape): per-sentence sufficient statistics are computed once, then
 * sentence indices are resampled (bootstrap) or systems' statistics swapped per sentence (approximate
 * randomization) and the corpus score is recomputed from the cached statistics. Bootstrap confidence intervals
 * (percentile and BCa, src/analyses/stats/bootstrap.ts), the paired bootstrap test and the paired approximate
 * randomization test all live here; the report's leaderboard, `gecval significance` and meta-evaluation use them.
 *
 * Every random step takes a seed. Resamples are drawn once (`sharedResamples`) and shared by all systems and
 * metrics (a paired design): the same seed gives the same draws in the same order, hence the same numbers.
 */
import { SeededRandom } from '../../core/random.js';
import { bcaFromReplicates, jackknifeValues, percentileFromReplicates, resampleIndices, roundHalfEven, type BootstrapInterval } from './bootstrap.js';

export { bcaFromReplicates, jackknifeValues, percentileFromReplicates, resampleIndices, type BootstrapInterval } from './bootstrap.js';

/** A corpus score recomputed from the statistics of the chosen sentences (indices into the cached statistics). */
export type ReplicateScore<S, R = number> = (stats: readonly S[], indices: ArrayLike<number>) => R;

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
  /** Two-sided paired p-value of the difference. */
  readonly pValue: number;
}

/** B resamples of n sentence indices from a seed, drawn once and shared by every system and metric. */
export function sharedResamples(n: number, resamples: number, seed: number): Int32Array[] {
  return resampleIndices(n, resamples, new SeededRandom(seed));
}

/** The statistics of the chosen sentences, in the order chosen (order matters for M²'s sequential annotator choice). */
export function pick<S>(stats: readonly S[], indices: ArrayLike<number>): S[] {
  const out: S[] = new Array(indices.length);
  for (let k = 0; k < indices.length; k++) out[k] = stats[indices[k]!]!;
  return out;
}

/** The identity index set 0..n−1 (the full data). */
export function allIndices(n: number): Int32Array {
  return Int32Array.from({ length: n }, (_, i) => i);
}

/**
 * The corpus score on every resample, from cached statistics. `onReplicate` (optional) is called after each one, so
 * that a caller can report progress through a long bootstrap.
 */
export function bootstrapReplicates<S, R>(stats: readonly S[], resamples: readonly Int32Array[], score: ReplicateScore<S, R>, onReplicate?: () => void): R[] {
  return resamples.map((idx) => {
    const r = score(stats, idx);
    onReplicate?.();
    return r;
  });
}

/**
 * The paired bootstrap test of one observed difference against its replicate differences: two-sided p-value =
 * 2·(#replicates whose difference has the opposite sign of, or equals zero against, the observed one + 1)/(B + 1),
 * capped at 1, and the 95% percentile interval of the difference. NaN replicates are left out; with none left
 * (or a NaN observation) everything is NaN.
 */
export function pairedBootstrapDifference(observed: number, replicateDifferences: readonly number[]): Omit<PairTest, 'a' | 'b'> {
  const diffs = replicateDifferences.filter((d) => !Number.isNaN(d)).sort((x, y) => x - y);
  const B = diffs.length;
  if (B === 0 || Number.isNaN(observed)) return { difference: observed, low: Number.NaN, high: Number.NaN, pValue: Number.NaN };
  const opposite = diffs.filter((d) => (observed >= 0 ? d <= 0 : d >= 0)).length;
  return {
    difference: observed,
    low: diffs[roundHalfEven((B - 1) * 0.025)]!,
    high: diffs[roundHalfEven((B - 1) * 0.975)]!,
    pValue: Math.min(1, (2 * (opposite + 1)) / (B + 1)),
  };
}

/** Paired bootstrap tests of every pair of systems from full-data estimates and aligned replicates (same resample per index). */
export function pairTests(names: readonly string[], estimates: readonly number[], replicates: readonly (readonly number[])[]): PairTest[] {
  const pairs: PairTest[] = [];
  for (let a = 0; a < names.length; a++) {
    for (let b = a + 1; b < names.length; b++) {
      const differences = replicates[a]!.map((r, i) => r - replicates[b]![i]!);
      pairs.push({ a: names[a]!, b: names[b]!, ...pairedBootstrapDifference(estimates[a]! - estimates[b]!, differences) });
    }
  }
  return pairs;
}

/**
 * Percentile intervals and paired bootstrap tests for systems whose corpus score is a function of per-sentence
 * statistics, over shared resamples. `replicateScore` may be a cheaper stand-in for the corpus score on replicates
 * (GLEU's reference-averaged statistics). `onReplicate` is called after every system's every replicate (progress).
 */
export function pairedBootstrap<S>(
  systems: readonly { name: string; stats: readonly S[] }[],
  corpusScore: (stats: readonly S[]) => number,
  resamples: readonly Int32Array[],
  replicateScore: (stats: readonly S[]) => number = corpusScore,
  onReplicate?: () => void,
): { intervals: IntervalEstimate[]; pairs: PairTest[] } {
  const replicates = systems.map((s) => bootstrapReplicates(s.stats, resamples, (stats, idx) => replicateScore(pick(stats, idx)), onReplicate));
  const estimates = systems.map((s) => corpusScore(s.stats));
  const intervals = replicates.map((r, k) => {
    const ci = percentileFromReplicates(r.map((v) => [v]), [estimates[k]!]);
    return { estimate: estimates[k]!, low: ci.low[0]!, high: ci.high[0]! };
  });
  return { intervals, pairs: pairTests(systems.map((s) => s.name), estimates, replicates) };
}

/**
 * A vector-valued corpus score (e.g. [P, R, F]) of one system: its full-data estimate, replicates over the shared
 * resamples, and the BCa (jackknife acceleration) or percentile interval of every component. `onReplicate` is called
 * after every replicate and, for BCa, every one of the n jackknife values (progress: resamples + n calls).
 */
export function bootstrapVector<S>(
  stats: readonly S[],
  score: ReplicateScore<S, readonly number[]>,
  resamples: readonly Int32Array[],
  method: 'bca' | 'percentile',
  onReplicate?: () => void,
): { estimate: readonly number[]; replicates: (readonly number[])[]; interval: BootstrapInterval } {
  const n = stats.length;
  const replicates = bootstrapReplicates(stats, resamples, score, onReplicate);
  const estimate = score(stats, allIndices(n));
  const jackknife = (idx: ArrayLike<number>) => {
    const r = score(stats, idx);
    onReplicate?.();
    return r;
  };
  const interval =
    method === 'percentile'
      ? percentileFromReplicates(replicates, estimate)
      : bcaFromReplicates(replicates, estimate, jackknifeValues(n, jackknife));
  return { estimate, replicates, interval };
}

export interface ApproximateRandomizationOptions {
  /** Number of random swaps (sacrebleu's default: 10 000). */
  readonly trials?: number;
  readonly seed?: number;
}

export const APPROXIMATE_RANDOMIZATION_DEFAULTS = { trials: 10000, seed: 12345 };

/**
 * Paired approximate randomization (sacrebleu's `paired-ar` shape; Riezler & Maxwell 2005): in each trial every
 * sentence's statistics are swapped between the two systems with probability ½, and the corpus scores are
 * recomputed from the cached statistics. p = (#trials with |difference| ≥ |observed difference| + 1)/(trials + 1).
 */
export function approximateRandomization<S>(
  statsA: readonly S[],
  statsB: readonly S[],
  corpusScore: (stats: readonly S[]) => number,
  options: ApproximateRandomizationOptions = {},
): { difference: number; pValue: number; trials: number; seed: number } {
  if (statsA.length !== statsB.length) throw new RangeError(`approximate randomization needs aligned statistics, got ${statsA.length} and ${statsB.length} sentences`);
  const { trials, seed } = { ...APPROXIMATE_RANDOMIZATION_DEFAULTS, ...options };
  const observed = corpusScore(statsA) - corpusScore(statsB);
  const random = new SeededRandom(seed);
  const n = statsA.length;
  const left: S[] = new Array(n);
  const right: S[] = new Array(n);
  let atLeast = 0;
  for (let t = 0; t < trials; t++) {
    for (let i = 0; i < n; i++) {
      const swap = random.integer(0, 1) === 1;
      left[i] = swap ? statsB[i]! : statsA[i]!;
      right[i] = swap ? statsA[i]! : statsB[i]!;
    }
    if (Math.abs(corpusScore(left) - corpusScore(right)) >= Math.abs(observed)) atLeast++;
  }
  return { difference: observed, pValue: (atLeast + 1) / (trials + 1), trials, seed };
}

/**
 * The paired bootstrap test of two statistics over the same n items, given as functions of an index array,
 * over the given resamples.
 */
export function pairedBootstrapTest(
  n: number,
  statisticA: (indices: Int32Array) => number,
  statisticB: (indices: Int32Array) => number,
  resampled: readonly Int32Array[],
): { difference: number; pValue: number; low: number; high: number } {
  const all = allIndices(n);
  return pairedBootstrapDifference(statisticA(all) - statisticB(all), resampled.map((idx) => statisticA(idx) - statisticB(idx)));
}
