/**
 * The numeric core of the v2 parser: parameters as views into one flat Float32Array (so that optimiser state,
 * checkpoints and the buffers shared with worker threads are single arrays) and the dense kernels the model is
 * built from. Gradients are hand-derived per kernel (no tape: the network's shape is fixed) and checked against
 * finite differences in test/training/parser/bilstm/gradients.test.ts. No dependencies; plain loops over typed arrays.
 */
import type { SeededRandom } from '../../../core/random.js';

export interface ParamSpec {
  name: string;
  rows: number;
  cols: number;
  /** 'uniform' = Glorot-uniform, 'zero', or 'embed' (uniform ±0.1). */
  init: 'uniform' | 'zero' | 'embed' | 'one';
}

export interface Param {
  readonly name: string;
  readonly rows: number;
  readonly cols: number;
  readonly offset: number;
  value: Float32Array;
  grad: Float32Array;
}

/** Every parameter of a model, laid out back to back in `values` (and `grads`, same layout). */
export class ParamSet {
  readonly params: Param[] = [];
  readonly byName = new Map<string, Param>();
  readonly size: number;
  values: Float32Array;
  grads: Float32Array;

  constructor(specs: readonly ParamSpec[], buffers?: { values?: Float32Array; grads?: Float32Array }) {
    let offset = 0;
    const layout = specs.map((s) => {
      const at = offset;
      offset += s.rows * s.cols;
      return at;
    });
    this.size = offset;
    this.values = buffers?.values ?? new Float32Array(offset);
    this.grads = buffers?.grads ?? new Float32Array(offset);
    if (this.values.length !== offset || this.grads.length !== offset) throw new Error(`parameter buffers hold ${this.values.length}, model needs ${offset}`);
    specs.forEach((s, i) => {
      const at = layout[i]!;
      const n = s.rows * s.cols;
      const p: Param = { name: s.name, rows: s.rows, cols: s.cols, offset: at, value: this.values.subarray(at, at + n), grad: this.grads.subarray(at, at + n) };
      this.params.push(p);
      this.byName.set(s.name, p);
    });
    this.specs = specs;
  }

  readonly specs: readonly ParamSpec[];

  get(name: string): Param {
    const p = this.byName.get(name);
    if (!p) throw new Error(`no parameter ${name}`);
    return p;
  }

  /** Seeded initialisation, parameter by parameter in declaration order. */
  initialise(random: SeededRandom): void {
    this.params.forEach((p, i) => {
      const kind = this.specs[i]!.init;
      const limit = kind === 'uniform' ? Math.sqrt(6 / (p.rows + p.cols)) : kind === 'embed' ? 0.1 : 0;
      for (let k = 0; k < p.value.length; k++) p.value[k] = kind === 'one' ? 1 : limit === 0 ? 0 : (2 * random.float() - 1) * limit;
    });
  }

  zeroGrad(): void {
    this.grads.fill(0);
  }
}

/**
 * W[row]·x for one row of a row-major matrix with `cols` columns. Four independent accumulators break the add
 * dependency chain (≈ 1.7× faster in V8); the order is fixed, so results are deterministic and equal wherever
 * the row is computed (full product, masked rows, one slot's block).
 */
export function dotRow(W: Float32Array, base: number, cols: number, x: Float32Array, xOff: number): number {
  const c4 = cols & ~3;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let c = 0;
  for (; c < c4; c += 4) {
    s0 += W[base + c]! * x[xOff + c]!;
    s1 += W[base + c + 1]! * x[xOff + c + 1]!;
    s2 += W[base + c + 2]! * x[xOff + c + 2]!;
    s3 += W[base + c + 3]! * x[xOff + c + 3]!;
  }
  let sum = s0 + s1 + (s2 + s3);
  for (; c < cols; c++) sum += W[base + c]! * x[xOff + c]!;
  return sum;
}

/** out = W·x (+ out when `accumulate`); W is rows×cols row-major, x has `cols` entries starting at xOff. */
export function matVec(W: Float32Array, rows: number, cols: number, x: Float32Array, xOff: number, out: Float32Array, outOff: number, accumulate: boolean): void {
  for (let r = 0; r < rows; r++) {
    const sum = dotRow(W, r * cols, cols, x, xOff);
    out[outOff + r] = accumulate ? out[outOff + r]! + sum : sum;
  }
}

/**
 * out[r] += W[r]·x for the rows with mask[r] = 1 only; the other entries of `out` are left as they are. Each
 * computed entry equals what `matVec(…, true)` gives (same row kernel).
 */
export function matVecAddMasked(W: Float32Array, rows: number, cols: number, x: Float32Array, xOff: number, out: Float32Array, outOff: number, mask: Uint8Array): void {
  for (let r = 0; r < rows; r++) {
    if (mask[r] !== 1) continue;
    out[outOff + r] = out[outOff + r]! + dotRow(W, r * cols, cols, x, xOff);
  }
}

/** out += Wᵀ·d (the gradient w.r.t. the input of `matVec`). */
export function matTVecAdd(W: Float32Array, rows: number, cols: number, d: Float32Array, dOff: number, out: Float32Array, outOff: number): void {
  for (let r = 0; r < rows; r++) {
    const dr = d[dOff + r]!;
    if (dr === 0) continue;
    const base = r * cols;
    for (let c = 0; c < cols; c++) out[outOff + c] += W[base + c]! * dr;
  }
}

/** G += d ⊗ x (the gradient w.r.t. W of `matVec`). */
export function outerAdd(G: Float32Array, rows: number, cols: number, d: Float32Array, dOff: number, x: Float32Array, xOff: number): void {
  for (let r = 0; r < rows; r++) {
    const dr = d[dOff + r]!;
    if (dr === 0) continue;
    const base = r * cols;
    for (let c = 0; c < cols; c++) G[base + c] += dr * x[xOff + c]!;
  }
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
