/**
 * Correlation coefficients with their two-sided p-values: Pearson r (Student t with n − 2 d.f.), Spearman ρ (exact
 * permutation distribution for n ≤ 12, Student t above) and MAEGE's Kendall τ over a partial order (chains of
 * comparable items, normal approximation of a sign test). Tails come from ./tails.ts, in log space, so a tiny p is
 * a number (with its log10), never a 0 from cancellation.
 */
import { correlationTwoSided, normalTwoSided, SPEARMAN_EXACT_MAX_N, spearmanExactTwoSided } from './tails.js';

export interface Correlation {
  /** The coefficient; NaN when undefined (fewer than 3 points, or a constant vector). */
  readonly value: number;
  /** Two-sided p-value; NaN when the coefficient is NaN (0 only where the double underflows or |r| = 1 under t). */
  readonly p: number;
  /** log10 of p, finite wherever p > 0 is known even if the double underflowed; −Infinity for an exact 0. */
  readonly log10P: number;
  /** How p was computed: Student t, or the exact permutation distribution (Spearman, n ≤ 12). */
  readonly pMethod: 't' | 'exact';
  readonly n: number;
}


/** Two-sided p-value of a correlation coefficient by the t transform `t = r·sqrt((n−2)/(1−r²))`. */
export function correlationPValue(r: number, n: number): number {
  return correlationTwoSided(r, n).p;
}

/** A coefficient with its t-test p-value (and log10 p). */
export function tCorrelation(value: number, n: number): Correlation {
  const tail = correlationTwoSided(value, n);
  return { value, p: tail.p, log10P: tail.log10, pMethod: 't', n };
}

function checkLengths(x: readonly number[], y: readonly number[]): void {
  if (x.length !== y.length) throw new RangeError(`correlation needs vectors of equal length, got ${x.length} and ${y.length}`);
}

/** Pearson's r (NaN if either vector is constant or any value is NaN). */
export function pearson(x: readonly number[], y: readonly number[]): Correlation {
  checkLengths(x, y);
  const n = x.length;
  if (n < 2) return tCorrelation(Number.NaN, n);
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  const r = sxx === 0 || syy === 0 ? Number.NaN : Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
  return tCorrelation(r, n);
}

/** 1-based ranks with ties sharing their average rank (as scipy's `rankdata`). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(values.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[order[k]![1]] = rank;
    i = j + 1;
  }
  return ranks;
}

/**
 * Spearman's ρ = Pearson of average ranks. p: for n ≤ 12 the exact permutation p (every pairing of the ranks equally
 * likely, ties kept), where Student t is poorest and says 0 at |ρ| = 1; above, Student t with n − 2 d.f. (scipy's
 * `spearmanr`).
 */
/** Spearman's ρ alone (no p-value): for resampling loops that only need the coefficient. */
export function spearmanRho(x: readonly number[], y: readonly number[]): number {
  checkLengths(x, y);
  if (x.some(Number.isNaN) || y.some(Number.isNaN)) return Number.NaN;
  return pearson(averageRanks(x), averageRanks(y)).value;
}

export function spearman(x: readonly number[], y: readonly number[]): Correlation {
  checkLengths(x, y);
  if (x.some(Number.isNaN) || y.some(Number.isNaN)) return tCorrelation(Number.NaN, x.length);
  const rx = averageRanks(x);
  const ry = averageRanks(y);
  const byT = pearson(rx, ry);
  return x.length > SPEARMAN_EXACT_MAX_N || x.length < 3 || Number.isNaN(byT.value) ? byT : exactSpearman(byT.value, rx, ry);
}

function exactSpearman(value: number, rx: readonly number[], ry: readonly number[]): Correlation {
  const tail = spearmanExactTwoSided(rx, ry, value);
  return { value, p: tail.p, log10P: tail.log10, pMethod: 'exact', n: rx.length };
}

/**
 * The p-value of a ρ that is not one draw's (MAEGE's mean over draws) at n untied ranks: exact permutation for
 * n ≤ 12, Student t above.
 */
export function spearmanPValueOf(value: number, n: number): Correlation {
  if (n > SPEARMAN_EXACT_MAX_N || n < 3 || Number.isNaN(value)) return tCorrelation(value, n);
  const ranks = Array.from({ length: n }, (_, i) => i + 1);
  return exactSpearman(value, ranks, ranks);
}

/** How pairs that the metric ties are counted (the paper's numbers need `concordant`). */
export type KendallTies = 'concordant' | 'excluded' | 'half';

export interface PartialOrderKendall {
  readonly tau: number;
  readonly p: number;
  /** log10 of p (finite where the double underflows). */
  readonly log10P: number;
  /** Comparable pairs counted. */
  readonly pairs: number;
  /** Pairs the metric orders against the partial order (half a pair each under `ties: half`). */
  readonly discordant: number;
  /** Pairs the metric ties. */
  readonly ties: number;
  readonly z: number;
}

/**
 * Kendall τ over a partial order given as chains: every item of a chain is "better" than the ones before it, and
 * items of different chains are never compared. Discordant = a later item scored strictly lower.
 * τ = 1 − 2·ND/N; z = (2·ND − N)/√N; p = 2Φ(−|z|) (docs/maege.md#maege-correlations). NaN scores make the whole result NaN.
 */
export function partialOrderKendall(chains: readonly (readonly number[])[], ties: KendallTies = 'concordant'): PartialOrderKendall {
  let pairs = 0;
  let discordant = 0;
  let tied = 0;
  let sawNaN = false;
  for (const chain of chains) {
    for (let i = 0; i < chain.length; i++) {
      const a = chain[i]!;
      if (Number.isNaN(a)) sawNaN = true;
      for (let j = i + 1; j < chain.length; j++) {
        const b = chain[j]!;
        if (b === a) {
          tied++;
          if (ties === 'excluded') continue;
          if (ties === 'half') discordant += 0.5;
        } else if (b < a) {
          discordant++;
        }
        pairs++;
      }
    }
  }
  if (sawNaN || pairs === 0) return { tau: Number.NaN, p: Number.NaN, log10P: Number.NaN, pairs, discordant, ties: tied, z: Number.NaN };
  const tau = 1 - (2 * discordant) / pairs;
  const z = (2 * discordant - pairs) / Math.sqrt(pairs);
  const tail = normalTwoSided(z);
  return { tau, p: tail.p, log10P: tail.log10, pairs, discordant, ties: tied, z };
}
