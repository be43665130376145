/**
 * Correlation coefficients with their two-sided p-values: Pearson r and Spearman ρ (Student t with n − 2 d.f.)
 * and MAEGE's Kendall τ over a partial order (chains of comparable items, normal approximation of a sign test).
 * Distributions come from jStat; it ships no types, so it is loaded through `createRequire` behind a small typed view.
 */
import { createRequire } from 'node:module';
import { normalCdf } from './bootstrap.js';

interface JStatView {
  studentt: { cdf(x: number, dof: number): number };
}
const { jStat } = createRequire(import.meta.url)('jstat') as { jStat: JStatView };

export interface Correlation {
  /** The coefficient; NaN when undefined (fewer than 3 points, or a constant vector). */
  readonly value: number;
  /** Two-sided p-value; NaN when the coefficient is NaN. */
  readonly p: number;
  readonly n: number;
}


/** Two-sided p-value of a correlation coefficient by the t transform `t = r·sqrt((n−2)/(1−r²))`. */
export function correlationPValue(r: number, n: number): number {
  if (!Number.isFinite(r) || n < 3) return Number.NaN;
  if (Math.abs(r) >= 1) return 0;
  const dof = n - 2;
  const t = r * Math.sqrt(dof / (1 - r * r));
  return 2 * jStat.studentt.cdf(-Math.abs(t), dof);
}

function checkLengths(x: readonly number[], y: readonly number[]): void {
  if (x.length !== y.length) throw new RangeError(`correlation needs vectors of equal length, got ${x.length} and ${y.length}`);
}

/** Pearson's r (NaN if either vector is constant or any value is NaN). */
export function pearson(x: readonly number[], y: readonly number[]): Correlation {
  checkLengths(x, y);
  const n = x.length;
  if (n < 2) return { value: Number.NaN, p: Number.NaN, n };
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
  return { value: r, p: correlationPValue(r, n), n };
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

/** Spearman's ρ = Pearson of average ranks; p by Student t with n − 2 d.f. */
export function spearman(x: readonly number[], y: readonly number[]): Correlation {
  checkLengths(x, y);
  if (x.some(Number.isNaN) || y.some(Number.isNaN)) return { value: Number.NaN, p: Number.NaN, n: x.length };
  return pearson(averageRanks(x), averageRanks(y));
}

/** How pairs that the metric ties are counted (the paper's numbers need `concordant`). */
export type KendallTies = 'concordant' | 'excluded' | 'half';

export interface PartialOrderKendall {
  readonly tau: number;
  readonly p: number;
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
  if (sawNaN || pairs === 0) return { tau: Number.NaN, p: Number.NaN, pairs, discordant, ties: tied, z: Number.NaN };
  const tau = 1 - (2 * discordant) / pairs;
  const z = (2 * discordant - pairs) / Math.sqrt(pairs);
  return { tau, p: 2 * normalCdf(-Math.abs(z)), pairs, discordant, ties: tied, z };
}
