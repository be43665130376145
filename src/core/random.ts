import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';

type Generator = ReturnType<typeof xoroshiro128plus>;

/**
 * Seeded randomness for every random step in gecval. One generator per analysis; callers record the seed
 * in the signature. xoroshiro128+ is fast and its streams are identical on every platform.
 */
export class SeededRandom {
  readonly seed: number;
  private readonly generator: Generator;

  constructor(seed: number) {
    if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
    this.seed = seed;
    this.generator = xoroshiro128plus(seed);
  }

  /** Uniform integer in [min, max], both inclusive. */
  integer(min: number, max: number): number {
    return uniformInt(this.generator, min, max);
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return uniformFloat64(this.generator);
  }

  /** Fisher–Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.integer(0, i);
      const tmp = out[i]!;
      out[i] = out[j]!;
      out[j] = tmp;
    }
    return out;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[this.integer(0, items.length - 1)]!;
  }

  /** An independent generator derived from this one (for per-worker or per-item streams). */
  fork(): SeededRandom {
    return new SeededRandom(this.integer(0, 0x7fffffff));
  }
}
