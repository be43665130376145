import { SeededRandom } from '../../core/random.js';
import { PythonRandom } from '../numerics/python-random.js';

export type GleuSampling = 'seeded' | 'python';

/**
 * Reference indices from SeededRandom with several draws per 53-bit float: `u ← u·k`, the draw is ⌊u⌋, the
 * fraction carries on. Each draw spends log2(k) bits; a fresh float is taken while fewer than 32 unused bits
 * remain, so the quantisation bias of a draw stays below k·2^-32. Drawing is the main cost of 500 sampling
 * iterations, and this makes it 6–10× cheaper than one float per draw, with the same seed → same draws.
 */
export class ReferenceDraws {
  private u = 0;
  private bits = 0;

  constructor(private readonly rng: SeededRandom) {}

  next(k: number): number {
    if (k <= 1) return 0;
    const cost = Math.log2(k);
    if (this.bits - cost < 32) {
      this.u = this.rng.float();
      this.bits = 53;
    }
    this.u *= k;
    const draw = Math.floor(this.u);
    this.u -= draw;
    this.bits -= cost;
    return draw;
  }
}

/**
 * Summed statistics of each sampling iteration: every sentence contributes the statistics of one randomly
 * drawn reference. Like the original, a single reference means a single iteration. Works on cached rows only
 * (copied once into one flat typed array), so 500 iterations cost 500 × sentences draws and vector additions.
 */
export function gleuCorpusSamples(
  stats: readonly (readonly (readonly number[])[])[],
  options: { iterations: number; seed: number; sampling: GleuSampling },
): number[][] {
  const width = stats[0]?.[0]?.length ?? 10;
  const maxRefs = stats.reduce((m, s) => Math.max(m, s.length), 0);
  const iterations = maxRefs <= 1 ? 1 : options.iterations;
  // Flat layout: the rows of sentence i start at offsets[i], one row of `width` numbers per reference.
  const offsets = new Int32Array(stats.length + 1);
  stats.forEach((s, i) => (offsets[i + 1] = offsets[i]! + s.length * width));
  const flat = new Float64Array(offsets[stats.length]!);
  stats.forEach((s, i) => s.forEach((row, r) => flat.set(row, offsets[i]! + r * width)));

  const seeded = options.sampling === 'seeded' ? new ReferenceDraws(new SeededRandom(options.seed)) : undefined;
  const sums: number[][] = [];
  const sum = new Float64Array(width);
  for (let j = 0; j < iterations; j++) {
    // The original reseeds with j*101 and draws one reference per sentence, in sentence order.
    const python = seeded === undefined ? new PythonRandom(j * 101) : undefined;
    sum.fill(0);
    for (let i = 0; i < stats.length; i++) {
      const k = stats[i]!.length;
      const pick = python ? python.randint(0, k - 1) : seeded!.next(k);
      const start = offsets[i]! + pick * width;
      for (let x = 0; x < width; x++) sum[x]! += flat[start + x]!;
    }
    sums.push(Array.from(sum));
  }
  return sums;
}
