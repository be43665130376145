/**
 * The statistics of meta-evaluation: system-level Pearson/Spearman with bootstrap intervals (resampling systems),
 * window analysis, sentence-level pairwise accuracy and Kendall τ against human rankings (SEEDA's protocol, with
 * bootstrap intervals resampling rankings), and tests of whether two metrics' correlations differ (Williams' test
 * and a paired bootstrap).
 */
import { SeededRandom } from '../../core/random.js';
import type { SentenceRanking } from '../../formats/appraise.js';
import { pearson, spearmanRho } from '../stats/correlation.js';
import { resampleIndices, roundHalfEven } from '../stats/bootstrap.js';

import { studentTUpper } from '../stats/tails.js';

export interface Interval {
  readonly value: number;
  readonly low: number;
  readonly high: number;
  /** Resamples on which the statistic was defined (a resample of identical systems has no correlation). */
  readonly resamples: number;
}

export interface BootstrapSettings {
  readonly resamples: number;
  readonly seed: number;
  readonly alpha: number;
}

export const DEFAULT_BOOTSTRAP: BootstrapSettings = { resamples: 1000, seed: 1, alpha: 0.05 };

/** Percentile interval of the defined (finite) replicates. */
function percentile(value: number, replicates: readonly number[], alpha: number): Interval {
  const finite = replicates.filter(Number.isFinite).sort((a, b) => a - b);
  const B = finite.length;
  if (B === 0) return { value, low: Number.NaN, high: Number.NaN, resamples: 0 };
  return { value, low: finite[roundHalfEven((B - 1) * (alpha / 2))]!, high: finite[roundHalfEven((B - 1) * (1 - alpha / 2))]!, resamples: B };
}

const pick = (xs: readonly number[], idx: Int32Array) => Array.from(idx, (i) => xs[i]!);

export type CorrelationKind = 'pearson' | 'spearman';
export const correlate = (kind: CorrelationKind, x: readonly number[], y: readonly number[]) => (kind === 'pearson' ? pearson(x, y).value : spearmanRho(x, y));

/** Correlation of metric with human system scores, with a percentile bootstrap interval over systems. */
export function systemCorrelation(kind: CorrelationKind, human: readonly number[], metric: readonly number[], settings: BootstrapSettings = DEFAULT_BOOTSTRAP): Interval {
  const value = correlate(kind, human, metric);
  const random = new SeededRandom(settings.seed);
  const replicates = resampleIndices(human.length, settings.resamples, random).map((idx) => correlate(kind, pick(human, idx), pick(metric, idx)));
  return percentile(value, replicates, settings.alpha);
}

export interface WindowResult {
  /** 1-based human ranks covered, best first. */
  readonly from: number;
  readonly to: number;
  /** Correlations over the window's systems, each with a bootstrap interval resampling those systems. */
  readonly pearson: Interval;
  readonly spearman: Interval;
}

/**
 * SEEDA's window analysis (also gec-metrics' `window_analysis_system`): systems sorted by human score, best first
 * (a stable sort: equal scores keep their order), correlations over each run of `size` systems, each with a
 * percentile bootstrap interval over the window's systems.
 */
export function windowAnalysis(human: readonly number[], metric: readonly number[], size: number, settings: BootstrapSettings = DEFAULT_BOOTSTRAP): WindowResult[] {
  const order = human.map((h, i) => [h, i] as const).sort((a, b) => b[0] - a[0]).map(([, i]) => i);
  const out: WindowResult[] = [];
  for (let start = 0; start + size <= order.length; start++) {
    const idx = order.slice(start, start + size);
    const h = idx.map((i) => human[i]!);
    const m = idx.map((i) => metric[i]!);
    out.push({ from: start + 1, to: start + size, pearson: systemCorrelation('pearson', h, m, settings), spearman: systemCorrelation('spearman', h, m, settings) });
  }
  return out;
}

/**
 * System-level pairwise accuracy (Kocmi et al. 2021): of the pairs of systems the humans order (human ties
 * skipped), the share the metric orders the same way (a metric tie disagrees). The interval resamples systems;
 * a resample's pairs are its pairs of distinct systems.
 */
export function systemPairwiseAccuracy(human: readonly number[], metric: readonly number[], settings: BootstrapSettings = DEFAULT_BOOTSTRAP): Interval {
  const accuracy = (idx: readonly number[]) => {
    let pairs = 0;
    let agree = 0;
    for (let a = 0; a < idx.length; a++) {
      for (let b = a + 1; b < idx.length; b++) {
        const i = idx[a]!;
        const j = idx[b]!;
        if (i === j || human[i] === human[j]) continue;
        pairs++;
        if (Math.sign(human[i]! - human[j]!) === Math.sign(metric[i]! - metric[j]!)) agree++;
      }
    }
    return pairs === 0 ? Number.NaN : agree / pairs;
  };
  const value = accuracy(human.map((_, i) => i));
  const random = new SeededRandom(settings.seed);
  const replicates = resampleIndices(human.length, settings.resamples, random).map((idx) => accuracy(Array.from(idx)));
  return percentile(value, replicates, settings.alpha);
}

/** Per ranking: pairs the human ordered (ties skipped) and pairs on which the metric agrees. */
export interface PairCounts {
  readonly pairs: Int32Array;
  readonly agree: Int32Array;
}

/**
 * SEEDA's sentence-level comparison. For each ranking and each pair of systems of `systems` (in that order) that
 * the human ranked differently, the metric agrees when it orders the pair the same way. A metric tie counts as
 * "the later system is better" for higher-is-better metrics and "the earlier is better" otherwise — exactly
 * SEEDA's `corr_sentence.py` (and gec-metrics), so the numbers are comparable with theirs.
 */
export function pairCounts(
  rankings: readonly SentenceRanking[],
  systems: readonly string[],
  scores: ReadonlyMap<string, readonly number[]>,
  higherIsBetter: boolean,
  /** An ensemble's member scores (system → member → sentence scores): the metric's verdict is their majority vote. */
  members?: ReadonlyMap<string, readonly (readonly number[])[]>,
): PairCounts {
  const pairs = new Int32Array(rankings.length);
  const agree = new Int32Array(rankings.length);
  rankings.forEach((r, k) => {
    for (let i = 0; i < systems.length; i++) {
      const ri = r.ranks.get(systems[i]!);
      if (ri === undefined) continue;
      for (let j = i + 1; j < systems.length; j++) {
        const rj = r.ranks.get(systems[j]!);
        if (rj === undefined || ri === rj) continue;
        const humanFirstBetter = ri < rj;
        let si = scores.get(systems[i]!)![r.sentence]!;
        let sj = scores.get(systems[j]!)![r.sentence]!;
        if (members !== undefined) {
          // Majority vote: +1/−1 per member, a tie of the vote is a metric tie (gec-metrics MetricEnsemble).
          const mi = members.get(systems[i]!)!;
          const mj = members.get(systems[j]!)!;
          si = mi.reduce((votes, m, k) => votes + Math.sign(m[r.sentence]! - mj[k]![r.sentence]!), 0);
          sj = 0;
        }
        const metricFirstBetter = higherIsBetter ? si > sj : !(si > sj);
        pairs[k]!++;
        if (metricFirstBetter === humanFirstBetter) agree[k]!++;
      }
    }
  });
  return { pairs, agree };
}

function sums(counts: PairCounts, idx: Int32Array | null): [number, number] {
  let p = 0;
  let a = 0;
  const n = counts.pairs.length;
  for (let t = 0; t < (idx === null ? n : idx.length); t++) {
    const k = idx === null ? t : idx[t]!;
    p += counts.pairs[k]!;
    a += counts.agree[k]!;
  }
  return [p, a];
}

export interface SentenceLevel {
  readonly accuracy: Interval;
  readonly kendall: Interval;
  readonly pairs: number;
}

/** Pairwise accuracy and Kendall τ (= (agree − disagree)/pairs), bootstrap over rankings. */
export function sentenceLevel(counts: PairCounts, settings: BootstrapSettings = DEFAULT_BOOTSTRAP): SentenceLevel {
  const [p, a] = sums(counts, null);
  const random = new SeededRandom(settings.seed);
  const accReps: number[] = [];
  const kenReps: number[] = [];
  for (const idx of resampleIndices(counts.pairs.length, settings.resamples, random)) {
    const [rp, ra] = sums(counts, idx);
    accReps.push(rp === 0 ? Number.NaN : ra / rp);
    kenReps.push(rp === 0 ? Number.NaN : (2 * ra - rp) / rp);
  }
  return {
    accuracy: percentile(p === 0 ? Number.NaN : a / p, accReps, settings.alpha),
    kendall: percentile(p === 0 ? Number.NaN : (2 * a - p) / p, kenReps, settings.alpha),
    pairs: p,
  };
}

export interface WilliamsTest {
  readonly t: number;
  readonly dof: number;
  /** One-sided p of "the first metric correlates better", as WMT reports it. */
  readonly p: number;
}

/**
 * Williams' test (Williams 1959, as used for metrics by Graham & Baldwin 2014) of r12 > r13, where r12 and r13 are
 * the two metrics' correlations with the human scores and r23 the metrics' correlation with each other, over n.
 */
export function williamsTest(r12: number, r13: number, r23: number, n: number): WilliamsTest {
  const dof = n - 3;
  if (n <= 3 || ![r12, r13, r23].every(Number.isFinite)) return { t: Number.NaN, dof, p: Number.NaN };
  const K = 1 - r12 * r12 - r13 * r13 - r23 * r23 + 2 * r12 * r13 * r23;
  const denominator = Math.sqrt((2 * K * (n - 1)) / (n - 3) + ((r12 + r13) ** 2 / 4) * (1 - r23) ** 3);
  const t = ((r12 - r13) * Math.sqrt((n - 1) * (1 + r23))) / denominator;
  return { t, dof, p: studentTUpper(t, dof).p };
}

export interface PairedDifference {
  readonly difference: number;
  readonly low: number;
  readonly high: number;
  /** Two-sided: share of resamples whose difference has the other sign (or is zero), doubled. */
  readonly p: number;
}

/** Paired bootstrap over systems of corr(human, A) − corr(human, B). */
export function pairedCorrelationBootstrap(kind: CorrelationKind, human: readonly number[], a: readonly number[], b: readonly number[], settings: BootstrapSettings = DEFAULT_BOOTSTRAP): PairedDifference {
  const difference = correlate(kind, human, a) - correlate(kind, human, b);
  const random = new SeededRandom(settings.seed);
  const diffs = resampleIndices(human.length, settings.resamples, random)
    .map((idx) => correlate(kind, pick(human, idx), pick(a, idx)) - correlate(kind, pick(human, idx), pick(b, idx)))
    .filter(Number.isFinite);
  const interval = percentile(difference, diffs, settings.alpha);
  const opposite = diffs.filter((d) => (difference >= 0 ? d <= 0 : d >= 0)).length;
  return { difference, low: interval.low, high: interval.high, p: Math.min(1, (2 * (opposite + 1)) / (diffs.length + 1)) };
}
