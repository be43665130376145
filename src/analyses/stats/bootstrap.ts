/**
 * Bootstrap confidence intervals with the semantics of scikits.bootstrap 0.3.3 (docs/conservatism.md#bca-bootstrap): B resamples of the
 * item indices, per-component sorting of the replicates, bias correction z0 from the strict share below the
 * estimate, jackknife acceleration, interval indices `round_half_even((B − 1)·α')`. Also the plain percentile
 * interval. Statistics are functions of an index array so that callers can resample cached per-item statistics
 * instead of recomputing anything per replicate. Paired tests over these resamples are in significance.ts.
 */
import { createRequire } from 'node:module';
import type { SeededRandom } from '../../core/random.js';

import { normalCdfAccurate } from './tails.js';

interface JStatNormal {
  inv(p: number, mean: number, sd: number): number;
}
const { jStat } = createRequire(import.meta.url)('jstat') as { jStat: { normal: JStatNormal } };

/** Φ(x), accurate in relative terms in the lower tail (./tails.ts; jStat's erf-based cdf cancels to 0 below −8.3). */
export const normalCdf = (x: number): number => normalCdfAccurate(x);
/** Φ^{-1}; ±Infinity at 0 and 1 like scipy's ppf. */
export const normalPpf = (p: number): number => (p <= 0 ? -Infinity : p >= 1 ? Infinity : jStat.normal.inv(p, 0, 1));

/** A statistic evaluated on a resample, given as the list of chosen item indices (original order preserved). */
export type IndexStatistic = (indices: Int32Array) => readonly number[];

export type BootstrapMethod = 'bca' | 'percentile';

export interface BootstrapOptions {
  readonly alpha?: number;
  readonly resamples?: number;
  readonly method?: BootstrapMethod;
}

export const BOOTSTRAP_DEFAULTS = { alpha: 0.05, resamples: 1000, method: 'bca' as BootstrapMethod };

export interface BootstrapInterval {
  readonly estimate: readonly number[];
  readonly low: readonly number[];
  readonly high: readonly number[];
  /** (low + high) / 2 — the value the paper plots. */
  readonly midpoint: readonly number[];
  readonly warnings: readonly string[];
}

/** numpy's round (half to even). */
export function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** B resamples of n indices, uniform with replacement, drawn in the order scikits draws them (row by row). */
export function resampleIndices(n: number, resamples: number, random: SeededRandom): Int32Array[] {
  const out: Int32Array[] = [];
  for (let b = 0; b < resamples; b++) {
    const idx = new Int32Array(n);
    for (let k = 0; k < n; k++) idx[k] = random.integer(0, n - 1);
    out.push(idx);
  }
  return out;
}

/** The n leave-one-out index sets, each in original order. */
export function jackknifeValues(n: number, statistic: IndexStatistic): number[][] {
  const values: number[][] = [];
  const idx = new Int32Array(n - 1);
  for (let left = 0; left < n; left++) {
    let k = 0;
    for (let i = 0; i < n; i++) if (i !== left) idx[k++] = i;
    values.push([...statistic(idx)]);
  }
  return values;
}

/**
 * The BCa interval from replicates already computed (one array of replicate vectors), the full-data estimate and
 * the jackknife values. Pure, so the worked example of docs/conservatism.md#bca-bootstrap with fixed replicates can be checked directly.
 */
export function bcaFromReplicates(
  replicates: readonly (readonly number[])[],
  estimate: readonly number[],
  jackknife: readonly (readonly number[])[],
  alpha = BOOTSTRAP_DEFAULTS.alpha,
): BootstrapInterval {
  const B = replicates.length;
  const dims = estimate.length;
  const warnings: string[] = [];
  const low: number[] = [];
  const high: number[] = [];
  for (let d = 0; d < dims; d++) {
    const sorted = replicates.map((r) => r[d]!).sort((a, b) => a - b);
    const below = sorted.filter((v) => v < estimate[d]!).length;
    const z0 = normalPpf(below / B);
    const jack = jackknife.map((j) => j[d]!);
    const mean = jack.reduce((a, b) => a + b, 0) / jack.length;
    let num = 0;
    let den = 0;
    for (const v of jack) {
      num += (mean - v) ** 3;
      den += (mean - v) ** 2;
    }
    let a = num / (6 * den ** 1.5);
    if (!Number.isFinite(a)) {
      warnings.push(`component ${d}: jackknife values all equal, acceleration undefined (taken as 0)`);
      a = 0;
    }
    const bounds = [alpha / 2, 1 - alpha / 2].map((level) => {
      const z = z0 + normalPpf(level);
      const adjusted = normalCdf(z0 + z / (1 - a * z));
      let index = roundHalfEven((B - 1) * adjusted);
      if (Number.isNaN(index)) index = 0;
      index = Math.min(Math.max(index, 0), B - 1);
      if (index === 0 || index === B - 1) warnings.push(`component ${d}: extremal sample used for a bound (index ${index}); the interval may be unstable`);
      else if (index < 10 || index >= B - 10) warnings.push(`component ${d}: fewer than 10 samples beyond a bound (index ${index})`);
      return sorted[index]!;
    });
    low.push(bounds[0]!);
    high.push(bounds[1]!);
  }
  return { estimate, low, high, midpoint: low.map((l, d) => (l + high[d]!) / 2), warnings };
}

export function percentileFromReplicates(replicates: readonly (readonly number[])[], estimate: readonly number[], alpha = BOOTSTRAP_DEFAULTS.alpha): BootstrapInterval {
  const B = replicates.length;
  const low: number[] = [];
  const high: number[] = [];
  for (let d = 0; d < estimate.length; d++) {
    const sorted = replicates.map((r) => r[d]!).sort((a, b) => a - b);
    low.push(sorted[roundHalfEven((B - 1) * (alpha / 2))]!);
    high.push(sorted[roundHalfEven((B - 1) * (1 - alpha / 2))]!);
  }
  return { estimate, low, high, midpoint: low.map((l, d) => (l + high[d]!) / 2), warnings: [] };
}

/** Bootstrap interval of a statistic over n items. */
export function bootstrapInterval(n: number, statistic: IndexStatistic, random: SeededRandom, options: BootstrapOptions = {}): BootstrapInterval {
  if (n < 2) throw new RangeError(`the bootstrap needs at least 2 items, got ${n}`);
  const { alpha, resamples, method } = { ...BOOTSTRAP_DEFAULTS, ...options };
  const all = new Int32Array(n).map((_, i) => i);
  const estimate = [...statistic(all)];
  const replicates = resampleIndices(n, resamples, random).map((idx) => [...statistic(idx)]);
  if (method === 'percentile') return percentileFromReplicates(replicates, estimate, alpha);
  return bcaFromReplicates(replicates, estimate, jackknifeValues(n, statistic), alpha);
}
