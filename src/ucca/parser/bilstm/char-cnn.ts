/**
 * Character-level word encoder for unknown and misspelled words (learner text is full of them): character
 * embeddings, one convolution of width `width` over the word framed by begin/end markers, max-pooling over
 * positions, tanh. Gives every word a vector even when its form is out of the vocabulary.
 */
import type { Param } from './tensor.js';

export const CHAR_BOW = 1;
export const CHAR_EOW = 2;
/** Characters kept per word: the first and last halves of longer words. */
export const MAX_WORD_CHARS = 24;

export interface CharTrace {
  ids: Int32Array;
  /** Per filter: the window start that won the max-pool. */
  argmax: Int32Array;
  out: Float32Array;
}

export class CharEncoder {
  constructor(
    readonly embed: Param,
    readonly W: Param,
    readonly b: Param,
    readonly charDim: number,
    readonly filters: number,
    readonly width: number,
  ) {}

  /** Encodes one word given its character ids framed by BOW/EOW; writes `filters` values into out[outOff..]. */
  forward(ids: Int32Array, out: Float32Array, outOff: number): CharTrace {
    const { charDim: E, filters: F, width: K } = this;
    const windows = Math.max(1, ids.length - K + 1);
    const trace: CharTrace = { ids, argmax: new Int32Array(F), out: new Float32Array(F) };
    const emb = this.embed.value;
    const W = this.W.value;
    for (let f = 0; f < F; f++) {
      let best = -Infinity;
      let bestAt = 0;
      for (let p = 0; p < windows; p++) {
        let z = this.b.value[f]!;
        for (let k = 0; k < K; k++) {
          const at = p + k;
          if (at >= ids.length) break;
          const row = ids[at]! * E;
          const wBase = f * K * E + k * E;
          for (let e = 0; e < E; e++) z += W[wBase + e]! * emb[row + e]!;
        }
        if (z > best) {
          best = z;
          bestAt = p;
        }
      }
      trace.argmax[f] = bestAt;
      const v = Math.tanh(best);
      trace.out[f] = v;
      out[outOff + f] = v;
    }
    return trace;
  }

  backward(trace: CharTrace, dOut: Float32Array, dOff: number): void {
    const { charDim: E, filters: F, width: K } = this;
    const emb = this.embed.value;
    const gEmb = this.embed.grad;
    const W = this.W.value;
    const gW = this.W.grad;
    const ids = trace.ids;
    for (let f = 0; f < F; f++) {
      const v = trace.out[f]!;
      const dz = dOut[dOff + f]! * (1 - v * v);
      if (dz === 0) continue;
      this.b.grad[f] += dz;
      const p = trace.argmax[f]!;
      for (let k = 0; k < K; k++) {
        const at = p + k;
        if (at >= ids.length) break;
        const row = ids[at]! * E;
        const wBase = f * K * E + k * E;
        for (let e = 0; e < E; e++) {
          gW[wBase + e] += dz * emb[row + e]!;
          gEmb[row + e] += dz * W[wBase + e]!;
        }
      }
    }
  }
}
