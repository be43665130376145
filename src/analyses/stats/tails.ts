/**
 * Tail probabilities without cancellation (docs/maege.md#maege-correlations). Every p-value in gecval that comes from
 * a distribution goes through here: the normal tail by the regularised upper incomplete gamma (erfc(x) = Q(½, x²)),
 * Student's t by the regularised incomplete beta with x and 1 − x passed separately, both evaluated in log space so
 * that a p far below the smallest double still has a known size (`log10`). `1 − cdf` is never formed for a small tail.
 */

/** A tail probability: `p` as a double (0 only when it underflows) and its base-10 logarithm, finite whenever p > 0. */
export interface TailProbability {
  readonly p: number;
  readonly log10: number;
}

import { exp, log, log1p } from '../../metrics/numerics/exact-math.js';

// log, exp and log1p are the correctly rounded ones of the metrics' numerics, not Math's: V8's differ in the last bit
// between Node and a browser, and the browser app's report must print the CLI's p-values digit for digit.
const LN10 = Math.LN10;
const EPS = 1e-16;
const TINY = 1e-300;
const MAX_ITERATIONS = 100_000;

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7; relative error about 1e-15). */
export function logGamma(x: number): number {
  if (!(x > 0)) return Number.NaN;
  if (x === 0.5) return 0.5 * log(Math.PI);
  if (x === 1 || x === 2) return 0;
  if (x < 0.5) return log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = LANCZOS[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i]! / (z + i);
  return 0.5 * log(2 * Math.PI) + (z + 0.5) * log(t) - t + log(a);
}

function fromLog(logP: number): TailProbability {
  const p = logP >= 0 ? 1 : exp(logP);
  return { p, log10: Math.min(0, logP / LN10) };
}

/** ln P(a, x), the regularised lower incomplete gamma, by its series (x < a + 1). */
function logLowerGammaSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return log(sum) - x + a * log(x) - logGamma(a);
}

/** ln Q(a, x), the regularised upper incomplete gamma, by Lentz's continued fraction (x ≥ a + 1). */
function logUpperGammaFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return log(h) - x + a * log(x) - logGamma(a);
}

/** ln Q(a, x) = ln(Γ(a, x)/Γ(a)). */
export function logUpperGamma(a: number, x: number): number {
  if (x <= 0) return 0;
  if (x < a + 1) return log1p(-exp(logLowerGammaSeries(a, x)));
  return logUpperGammaFraction(a, x);
}

/** P(Z > z) for a standard normal Z, accurate in relative terms on both sides (erfc(x) = Q(½, x²)). */
export function normalUpperTail(z: number): TailProbability {
  if (Number.isNaN(z)) return { p: Number.NaN, log10: Number.NaN };
  if (z === Infinity) return { p: 0, log10: -Infinity };
  if (z === -Infinity) return { p: 1, log10: 0 };
  if (z >= 0) return fromLog(log(0.5) + logUpperGamma(0.5, (z * z) / 2));
  return fromLog(log1p(-0.5 * exp(logUpperGamma(0.5, (z * z) / 2))));
}

/** Φ(x), accurate in the lower tail (where jStat's `0.5·(1 + erf)` cancels to 0 beyond x ≈ −8.3). */
export function normalCdfAccurate(x: number): number {
  return normalUpperTail(-x).p;
}

/** Two-sided normal p-value 2·P(Z > |z|). */
export function normalTwoSided(z: number): TailProbability {
  const tail = normalUpperTail(Math.abs(z));
  return fromLog(log(2) + tail.log10 * LN10);
}

/** Lentz's continued fraction of the incomplete beta (Numerical Recipes' betacf). */
function betaFraction(a: number, b: number, x: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return h;
}

/**
 * ln I_x(a, b), the regularised incomplete beta, with `y = 1 − x` given separately so that neither is formed by a
 * subtraction that loses digits.
 */
export function logIncompleteBeta(a: number, b: number, x: number, y: number): number {
  if (x <= 0) return -Infinity;
  if (y <= 0) return 0;
  const logFront = a * log(x) + b * log(y) - (logGamma(a) + logGamma(b) - logGamma(a + b));
  if (x < (a + 1) / (a + b + 2)) return logFront + log(betaFraction(a, b, x) / a);
  // I_x(a, b) = 1 − I_y(b, a): the complement is small here, so this side is not a small tail.
  return log1p(-exp(logFront + log(betaFraction(b, a, y) / b)));
}

/** Two-sided Student-t p-value 2·P(T > |t|) with `dof` degrees of freedom: I_{dof/(dof+t²)}(dof/2, ½). */
export function studentTTwoSided(t: number, dof: number): TailProbability {
  if (Number.isNaN(t) || !(dof > 0)) return { p: Number.NaN, log10: Number.NaN };
  if (!Number.isFinite(t)) return { p: 0, log10: -Infinity };
  const t2 = t * t;
  return fromLog(logIncompleteBeta(dof / 2, 0.5, dof / (dof + t2), t2 / (dof + t2)));
}

/** One-sided upper Student-t p-value P(T > t). */
export function studentTUpper(t: number, dof: number): TailProbability {
  const two = studentTTwoSided(t, dof);
  if (Number.isNaN(two.p)) return two;
  if (t >= 0) return fromLog(two.log10 * LN10 - log(2));
  return fromLog(log1p(-two.p / 2));
}

/**
 * Two-sided p-value of a correlation coefficient r over n points by the t transform t = r·√((n−2)/(1−r²)); computed
 * as I_{1−r²}((n−2)/2, ½) with 1 − r² = (1 − |r|)(1 + |r|), so r near ±1 keeps its digits. |r| = 1 gives p = 0
 * (the t model's value, not an underflow).
 */
export function correlationTwoSided(r: number, n: number): TailProbability {
  if (!Number.isFinite(r) || n < 3) return { p: Number.NaN, log10: Number.NaN };
  const a = Math.abs(r);
  if (a >= 1) return { p: 0, log10: -Infinity };
  return fromLog(logIncompleteBeta((n - 2) / 2, 0.5, (1 - a) * (1 + a), a * a));
}

/**
 * The exact permutation distribution of Spearman's ρ: every pairing of the y ranks with the x ranks equally likely
 * (ties keep their average ranks). Returns P(|ρ_π| ≥ |ρ|) two-sided, counted exactly by a dynamic programme over
 * the subsets of y (2ⁿ·n·range steps), so it is limited to n ≤ SPEARMAN_EXACT_MAX_N.
 */
export const SPEARMAN_EXACT_MAX_N = 12;

interface PermutationDistribution {
  /** counts[s] = permutations with Σ x_i·y_π(i) = s (doubled ranks). */
  readonly counts: Float64Array;
  readonly total: number;
}

/** The distribution depends only on x and the multiset of y, so MAEGE's repeated 11-model calls share one. */
const distributions = new Map<string, PermutationDistribution>();

function permutationDistribution(x: readonly number[], y: readonly number[]): PermutationDistribution {
  const key = `${x.join(',')}|${[...y].sort((a, b) => a - b).join(',')}`;
  const known = distributions.get(key);
  if (known) return known;
  const n = x.length;
  const maxY = Math.max(...y);
  const maxSum = x.reduce((s, v) => s + v * maxY, 0) + 1;
  let layer = new Map<number, Float64Array>([[0, Float64Array.from({ length: maxSum }, (_, i) => (i === 0 ? 1 : 0))]]);
  for (let k = 0; k < n; k++) {
    const next = new Map<number, Float64Array>();
    for (const [mask, counts] of layer) {
      for (let j = 0; j < n; j++) {
        if (mask & (1 << j)) continue;
        const add = x[k]! * y[j]!;
        const target = mask | (1 << j);
        let out = next.get(target);
        if (!out) next.set(target, (out = new Float64Array(maxSum)));
        for (let s = 0; s + add < maxSum; s++) if (counts[s]! !== 0) out[s + add]! += counts[s]!;
      }
    }
    layer = next;
  }
  const counts = layer.get((1 << n) - 1)!;
  const result = { counts, total: counts.reduce((a, b) => a + b, 0) };
  if (distributions.size > 64) distributions.clear();
  distributions.set(key, result);
  return result;
}

export function spearmanExactTwoSided(xRanks: readonly number[], yRanks: readonly number[], rho: number): TailProbability {
  const n = xRanks.length;
  if (n !== yRanks.length || n < 2 || n > SPEARMAN_EXACT_MAX_N || Number.isNaN(rho)) return { p: Number.NaN, log10: Number.NaN };
  // Doubled ranks are integers (average ranks are multiples of ½), so the sums Σ x·y_π are exact integers.
  const x = xRanks.map((v) => Math.round(2 * v));
  const y = yRanks.map((v) => Math.round(2 * v));
  const { counts, total } = permutationDistribution(x, y);
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  const sxx = x.reduce((a, v) => a + (v - mx) ** 2, 0);
  const syy = y.reduce((a, v) => a + (v - my) ** 2, 0);
  if (sxx === 0 || syy === 0) return { p: Number.NaN, log10: Number.NaN };
  const threshold = Math.abs(rho) - 1e-12;
  let extreme = 0;
  counts.forEach((c, s) => {
    if (c === 0) return;
    const r = (s - n * mx * my) / Math.sqrt(sxx * syy);
    if (Math.abs(r) >= threshold) extreme += c;
  });
  const p = Math.min(1, extreme / total);
  return { p, log10: log(p) / LN10 };
}
