/** Half-open index ranges of a flat parameter array that training updates (frozen tables are left out). */
export type IndexRanges = ReadonlyArray<readonly [number, number]>;

/** Adam (Kingma & Ba) over a flat parameter array; its moments are flat arrays too, so checkpoints are three blobs. */
export class Adam {
  readonly m: Float32Array;
  readonly v: Float32Array;
  step = 0;

  constructor(
    size: number,
    readonly lr: number,
    readonly beta1: number,
    readonly beta2: number,
    readonly eps = 1e-8,
  ) {
    this.m = new Float32Array(size);
    this.v = new Float32Array(size);
  }

  /** One update of `values` with `grads` (bias-corrected), on `ranges` only (default: everything). */
  update(values: Float32Array, grads: Float32Array, ranges: IndexRanges = [[0, values.length]]): void {
    this.step++;
    const { beta1: b1, beta2: b2, m, v } = this;
    const c1 = 1 - Math.pow(b1, this.step);
    const c2 = 1 - Math.pow(b2, this.step);
    const lr = this.lr;
    for (const [from, to] of ranges) for (let i = from; i < to; i++) {
      const g = grads[i]!;
      if (g === 0 && m[i] === 0 && v[i] === 0) continue;
      const mi = (m[i] = b1 * m[i]! + (1 - b1) * g);
      const vi = (v[i] = b2 * v[i]! + (1 - b2) * g * g);
      values[i] = values[i]! - (lr * (mi / c1)) / (Math.sqrt(vi / c2) + this.eps);
    }
  }
}

/**
 * Exponential moving average of the weights (Polyak-style averaging): the average of the last ~1/(1 − decay)
 * steps generalises better than the last step's weights. The decay ramps up as min(decay, (1 + t)/(10 + t)) so
 * that the early, random weights are forgotten quickly.
 */
export class WeightAverage {
  constructor(
    readonly values: Float32Array,
    readonly decay: number,
  ) {}

  update(current: Float32Array, step: number, ranges: IndexRanges = [[0, current.length]]): void {
    const d = Math.min(this.decay, (1 + step) / (10 + step));
    const { values } = this;
    for (const [from, to] of ranges) for (let i = from; i < to; i++) values[i] = d * values[i]! + (1 - d) * current[i]!;
  }
}
