/**
 * LSTM layers with hand-written back-propagation through time. One direction runs over a sequence of input
 * rows (left to right, or right to left); a bidirectional layer concatenates the two directions' states per
 * position. Gate order in the weight rows: input, forget, cell, output. Weights: `W` is 4D × (in + D) applied to
 * [x_t; h_prev], `b` is 4D (the forget bias is initialised to 1 by the model).
 */
import { matTVecAdd, matVec, outerAdd, sigmoid, type Param } from './tensor.js';

/** Activations of one direction over one sequence, kept for the backward pass. */
export interface LstmTrace {
  steps: number;
  /** [x_t; h_prev] per processing step, (in + D) each. */
  xh: Float32Array;
  /** Post-activation gates per step, 4D each. */
  gates: Float32Array;
  /** Cell states per step, D each. */
  cells: Float32Array;
}

export class LstmDirection {
  constructor(
    readonly W: Param,
    readonly b: Param,
    readonly inDim: number,
    readonly dim: number,
    readonly reverse: boolean,
  ) {}

  /**
   * Runs over `steps` rows of `input` (row stride `inStride`, row offset `inOff`) and writes h_t into `out`
   * (row stride `outStride`, offset `outOff`) at the row of the position (not of the processing step).
   */
  forward(input: Float32Array, inStride: number, inOff: number, steps: number, out: Float32Array, outStride: number, outOff: number): LstmTrace {
    const D = this.dim;
    const I = this.inDim;
    const XH = I + D;
    const trace: LstmTrace = { steps, xh: new Float32Array(steps * XH), gates: new Float32Array(steps * 4 * D), cells: new Float32Array(steps * D) };
    const z = new Float32Array(4 * D);
    const W = this.W.value;
    const b = this.b.value;
    for (let k = 0; k < steps; k++) {
      const pos = this.reverse ? steps - 1 - k : k;
      const xh = trace.xh;
      const base = k * XH;
      for (let j = 0; j < I; j++) xh[base + j] = input[pos * inStride + inOff + j]!;
      if (k > 0) {
        const prevPos = this.reverse ? pos + 1 : pos - 1;
        for (let j = 0; j < D; j++) xh[base + I + j] = out[prevPos * outStride + outOff + j]!;
      }
      for (let r = 0; r < 4 * D; r++) z[r] = b[r]!;
      matVec(W, 4 * D, XH, xh, base, z, 0, true);
      const g = trace.gates;
      const gb = k * 4 * D;
      for (let j = 0; j < D; j++) {
        const ig = sigmoid(z[j]!);
        const fg = sigmoid(z[D + j]!);
        const cg = Math.tanh(z[2 * D + j]!);
        const og = sigmoid(z[3 * D + j]!);
        g[gb + j] = ig;
        g[gb + D + j] = fg;
        g[gb + 2 * D + j] = cg;
        g[gb + 3 * D + j] = og;
        const cPrev = k > 0 ? trace.cells[(k - 1) * D + j]! : 0;
        const c = fg * cPrev + ig * cg;
        trace.cells[k * D + j] = c;
        out[pos * outStride + outOff + j] = og * Math.tanh(c);
      }
    }
    return trace;
  }

  /**
   * Back-propagates `dOut` (same layout as `out`) through the sequence; adds to the weight gradients and to
   * `dInput` (same layout as `input`).
   */
  backward(trace: LstmTrace, dOut: Float32Array, outStride: number, outOff: number, dInput: Float32Array, inStride: number, inOff: number): void {
    const D = this.dim;
    const I = this.inDim;
    const XH = I + D;
    const dz = new Float32Array(4 * D);
    const dxh = new Float32Array(XH);
    const dhNext = new Float32Array(D);
    const dcNext = new Float32Array(D);
    const gW = this.W.grad;
    const gb = this.b.grad;
    for (let k = trace.steps - 1; k >= 0; k--) {
      const pos = this.reverse ? trace.steps - 1 - k : k;
      const gBase = k * 4 * D;
      for (let j = 0; j < D; j++) {
        const ig = trace.gates[gBase + j]!;
        const fg = trace.gates[gBase + D + j]!;
        const cg = trace.gates[gBase + 2 * D + j]!;
        const og = trace.gates[gBase + 3 * D + j]!;
        const c = trace.cells[k * D + j]!;
        const cPrev = k > 0 ? trace.cells[(k - 1) * D + j]! : 0;
        const tc = Math.tanh(c);
        const dh = dOut[pos * outStride + outOff + j]! + dhNext[j]!;
        const dc = dcNext[j]! + dh * og * (1 - tc * tc);
        dz[j] = dc * cg * ig * (1 - ig);
        dz[D + j] = dc * cPrev * fg * (1 - fg);
        dz[2 * D + j] = dc * ig * (1 - cg * cg);
        dz[3 * D + j] = dh * tc * og * (1 - og);
        dcNext[j] = dc * fg;
      }
      for (let r = 0; r < 4 * D; r++) gb[r] += dz[r]!;
      outerAdd(gW, 4 * D, XH, dz, 0, trace.xh, k * XH);
      dxh.fill(0);
      matTVecAdd(this.W.value, 4 * D, XH, dz, 0, dxh, 0);
      for (let j = 0; j < I; j++) dInput[pos * inStride + inOff + j] += dxh[j]!;
      for (let j = 0; j < D; j++) dhNext[j] = dxh[I + j]!;
    }
  }
}

/** A bidirectional layer: output row t = [forward h_t; backward h_t] (2D wide). */
export class BiLstmLayer {
  readonly forwardDir: LstmDirection;
  readonly backwardDir: LstmDirection;

  constructor(params: { Wf: Param; bf: Param; Wb: Param; bb: Param }, readonly inDim: number, readonly dim: number) {
    this.forwardDir = new LstmDirection(params.Wf, params.bf, inDim, dim, false);
    this.backwardDir = new LstmDirection(params.Wb, params.bb, inDim, dim, true);
  }

  forward(input: Float32Array, steps: number): { out: Float32Array; traces: [LstmTrace, LstmTrace] } {
    const out = new Float32Array(steps * 2 * this.dim);
    const tf = this.forwardDir.forward(input, this.inDim, 0, steps, out, 2 * this.dim, 0);
    const tb = this.backwardDir.forward(input, this.inDim, 0, steps, out, 2 * this.dim, this.dim);
    return { out, traces: [tf, tb] };
  }

  /** Returns d loss / d input for the layer's `steps` input rows. */
  backward(traces: [LstmTrace, LstmTrace], dOut: Float32Array): Float32Array {
    const steps = traces[0].steps;
    const dInput = new Float32Array(steps * this.inDim);
    this.forwardDir.backward(traces[0], dOut, 2 * this.dim, 0, dInput, this.inDim, 0);
    this.backwardDir.backward(traces[1], dOut, 2 * this.dim, this.dim, dInput, this.inDim, 0);
    return dInput;
  }
}
