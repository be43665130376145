/**
 * The Poisson-binomial distribution (number of successes of independent trials with probabilities p_i), used for
 * the number of sentences a perfect corrector gets right (docs/conservatism.md#poisson-binomial). Two exact methods: a dynamic programme
 * (default; O(N²), no cancellation) and Hong's DFT-CF as coded for the paper.
 */
import { normalCdf } from './bootstrap.js';

function checkProbabilities(p: readonly number[]): void {
  p.forEach((v, i) => {
    if (!(v >= 0 && v <= 1)) throw new RangeError(`success probability ${i} is ${v}, outside [0, 1]`);
  });
}

/** PMF over 0..N by the recursion P_k(j) = P_{k−1}(j)(1 − p_k) + P_{k−1}(j − 1)p_k. */
export function poissonBinomialPmf(p: readonly number[]): number[] {
  checkProbabilities(p);
  const pmf = new Float64Array(p.length + 1);
  pmf[0] = 1;
  p.forEach((q, k) => {
    for (let j = k + 1; j >= 1; j--) pmf[j] = pmf[j]! * (1 - q) + pmf[j - 1]! * q;
    pmf[0] = pmf[0]! * (1 - q);
  });
  return [...pmf];
}

/**
 * Hong (2013) DFT-CF: characteristic function at ω·l from the moduli and arguments of 1 − p + p·e^{iωl}, then an
 * inverse DFT. Raw values (tiny negatives possible) are returned; clip for display.
 */
export function poissonBinomialPmfDft(p: readonly number[]): number[] {
  checkProbabilities(p);
  const N = p.length;
  const size = N + 1;
  const omega = (2 * Math.PI) / size;
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  re[0] = 1;
  const half = Math.ceil(N / 2);
  for (let l = 1; l <= half; l++) {
    let logModulus = 0;
    let argument = 0;
    for (const q of p) {
      const zr = 1 - q + q * Math.cos(omega * l);
      const zi = q * Math.sin(omega * l);
      logModulus += Math.log(Math.hypot(zr, zi));
      argument += Math.atan2(zi, zr);
    }
    const d = Math.exp(logModulus);
    re[l] = d * Math.cos(argument);
    im[l] = d * Math.sin(argument);
  }
  for (let l = half + 1; l < size; l++) {
    re[l] = re[size - l]!;
    im[l] = -im[size - l]!;
  }
  const pmf: number[] = [];
  for (let k = 0; k < size; k++) {
    let sum = 0;
    for (let l = 0; l < size; l++) {
      const angle = -omega * l * k;
      sum += re[l]! * Math.cos(angle) - im[l]! * Math.sin(angle);
    }
    pmf.push(sum / size);
  }
  return pmf;
}

/** P(X ≤ k) for every k (the code's "all" mode; its single-point helper returned P(X < k)). */
export function cumulative(pmf: readonly number[]): number[] {
  let acc = 0;
  return pmf.map((v) => Math.min(1, (acc += Math.max(0, v))));
}

export function poissonBinomialMoments(p: readonly number[]): { mean: number; variance: number } {
  return { mean: p.reduce((a, q) => a + q, 0), variance: p.reduce((a, q) => a + q * (1 - q), 0) };
}

/** Lower-tail p-value P(X ≤ k): how surprising an observed count this low is under the success probabilities. */
export function lowerTail(pmf: readonly number[], k: number): number {
  if (k < 0) return 0;
  let tail = 0;
  for (let j = 0; j <= Math.min(k, pmf.length - 1); j++) tail += Math.max(0, pmf[j]!);
  return Math.min(1, tail);
}

/** Upper-tail p-value P(X ≥ k). */
export function upperTail(pmf: readonly number[], k: number): number {
  if (k <= 0) return 1;
  if (k >= pmf.length) return 0;
  // Summed from the top, not 1 − P(X ≤ k − 1), so a small upper tail keeps its digits.
  let tail = 0;
  for (let j = pmf.length - 1; j >= k; j--) tail += Math.max(0, pmf[j]!);
  return Math.min(1, tail);
}

/** Smallest interval [lo, hi] of counts holding at least 1 − α of the mass, split evenly between the tails. */
export function centralInterval(pmf: readonly number[], alpha = 0.05): [number, number] {
  const cdf = cumulative(pmf);
  const lo = cdf.findIndex((c) => c >= alpha / 2);
  const hi = cdf.findIndex((c) => c >= 1 - alpha / 2);
  return [lo, hi < 0 ? pmf.length - 1 : hi];
}

/** Refined normal approximation (Neammanee 2005) of P(X ≤ k), kept by the original code. */
export function refinedNormalCdf(p: readonly number[], k: number): number {
  const { mean, variance } = poissonBinomialMoments(p);
  const sd = Math.sqrt(variance);
  const gamma = p.reduce((a, q) => a + q * (1 - q) * (1 - 2 * q), 0) / sd ** 3;
  const x = (k + 0.5 - mean) / sd;
  const phi = Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
  return Math.min(1, Math.max(0, normalCdf(x) + (gamma * (1 - x * x) * phi) / 6));
}
