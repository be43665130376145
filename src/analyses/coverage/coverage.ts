/**
 * Reference coverage (docs/conservatism.md#coverage): the probability that a perfect corrector's output — a draw from the human
 * distribution of corrections — is among M references drawn from the same distribution.
 * With replacement there is a closed form; without replacement we simulate the original's Monte Carlo (seeded).
 */
import type { SeededRandom } from '../../core/random.js';
import type { Histogram } from './histogram.js';

/** coverage_M = Σ_j h_j·x_j·(1 − (1 − x_j)^M), for M = 1..maxM (index 0 is M = 1). */
export function coverageWithReplacement(hist: Histogram, maxM: number): number[] {
  const out = new Array<number>(maxM).fill(0);
  hist.x.forEach((x, j) => {
    const h = hist.h[j]!;
    if (h <= 0) return;
    let miss = 1;
    for (let M = 1; M <= maxM; M++) {
      miss *= 1 - x;
      out[M - 1]! += h * x * (1 - miss);
    }
  });
  return out;
}

/** Exact coverage of a small explicit distribution without replacement (successive sampling ∝ p), for tests. */
export function coverageWithoutReplacementExact(probabilities: readonly number[], M: number): number {
  const recurse = (remaining: number[], picksLeft: number, covered: number): number => {
    if (picksLeft === 0 || remaining.length === 0) return covered;
    const total = remaining.reduce((a, b) => a + b, 0);
    let expected = 0;
    remaining.forEach((p, k) => {
      const rest = remaining.filter((_, i) => i !== k);
      expected += (p / total) * recurse(rest, picksLeft - 1, covered + p);
    });
    return expected;
  };
  return recurse([...probabilities], M, 0);
}

export type Sampling = 'with' | 'without';

interface Entry {
  readonly x: number;
  readonly h: number;
}

/**
 * Below this many classes an entry is solver noise (interior-point solutions put ~1e−7 classes on every grid
 * point). The original drew such entries by weight x like any other, wasting most draws on them while they add
 * ≈ 0 coverage and ≈ 0 budget; we drop them, which changes the estimate by less than 1e−5 and makes it ~10× faster.
 */
export const NEGLIGIBLE_CLASSES = 1e-6;

/** The original's expansion: every entry with h > 1 becomes unit entries plus the fractional remainder. */
function expand(hist: Histogram): Entry[] {
  const out: Entry[] = [];
  hist.x.forEach((x, j) => {
    let h = hist.h[j]!;
    if (h < NEGLIGIBLE_CLASSES) return;
    while (h > 1) {
      out.push({ x, h: 1 });
      h -= 1;
    }
    out.push({ x, h });
  });
  return out;
}

/**
 * Monte Carlo coverage as coded (docs/conservatism.md#coverage), for M = 1..maxM from the same draw sequences: draw entries ∝ x,
 * add min(unused h, M − used)·x to the coverage, consume h (with replacement: the entry's full h even when
 * re-drawn; without: only the unused part, and the entry leaves the pool).
 */
export function coverageMonteCarlo(hist: Histogram, maxM: number, repetitions: number, sampling: Sampling, random: SeededRandom): number[] {
  const entries = expand(hist);
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach((e, k) => (cumulative[k] = total += e.x));
  const used = new Uint8Array(entries.length);
  const sums = new Array<number>(maxM).fill(0);
  const draws: number[] = [];
  for (let r = 0; r < repetitions; r++) {
    used.fill(0);
    draws.length = 0;
    let budget = 0;
    let covered = 0;
    let unusedWeight = total;
    while (budget < maxM && !(Math.abs(covered - 1) <= 1e-9)) {
      let k: number;
      do {
        k = pick(cumulative, random.float() * total);
        // Without replacement: rejection from the full pool = a draw from the remaining entries.
      } while (sampling === 'without' && used[k] === 1 && unusedWeight > total * 1e-12);
      if (sampling === 'without' && used[k] === 1) break;
      const e = entries[k]!;
      const fresh = used[k] === 1 ? 0 : e.h;
      draws.push(k, fresh);
      covered += fresh * e.x;
      budget += sampling === 'with' ? e.h : fresh;
      if (used[k] === 0) unusedWeight -= e.x;
      used[k] = 1;
    }
    // Replay the draw sequence with each budget M (the truncation of the last draw depends on M).
    for (let M = 1; M <= maxM; M++) {
      let usedM = 0;
      let coveredM = 0;
      for (let d = 0; d < draws.length && usedM < M; d += 2) {
        const e = entries[draws[d]!]!;
        const fresh = draws[d + 1]!;
        coveredM += Math.min(fresh, M - usedM) * e.x;
        usedM += sampling === 'with' ? e.h : fresh;
      }
      sums[M - 1]! += coveredM;
    }
  }
  return sums.map((s) => s / repetitions);
}

function pick(cumulative: Float64Array, target: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
