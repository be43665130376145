/**
 * The perceptron's shipped weights (docs/parser.md, "How it works"): sorted 32-bit feature keys, row offsets, and
 * per row the classes with a non-zero int16 weight, plus an open-addressing table from key to row built on load.
 * Scoring a state adds the rows of its features; training (training/perceptron/) produces these from its
 * averaged float weights.
 */

/** Shipped weights: sorted feature keys, row offsets, class ids and int16 weights, with a lookup table. */
export class SparseWeights {
  private readonly table: Int32Array;
  private readonly mask: number;

  constructor(
    readonly keys: Uint32Array,
    readonly offsets: Uint32Array,
    readonly classIds: Uint8Array,
    readonly weights: Int16Array,
    readonly classes: number,
  ) {
    let size = 1;
    while (size < keys.length * 2 + 2) size <<= 1;
    this.table = new Int32Array(size);
    this.mask = size - 1;
    for (let r = 0; r < keys.length; r++) {
      let slot = keys[r]! & this.mask;
      while (this.table[slot] !== 0) slot = (slot + 1) & this.mask;
      this.table[slot] = r + 1;
    }
  }

  private row(key: number): number {
    let slot = key & this.mask;
    for (;;) {
      const r = this.table[slot]!;
      if (r === 0) return -1;
      if (this.keys[r - 1] === key) return r - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  score(features: Uint32Array, count: number, scores: Float32Array): void {
    scores.fill(0);
    for (let i = 0; i < count; i++) {
      const r = this.row(features[i]!);
      if (r < 0) continue;
      const end = this.offsets[r + 1]!;
      for (let j = this.offsets[r]!; j < end; j++) scores[this.classIds[j]!]! += this.weights[j]!;
    }
  }

  get nonZeros(): number {
    return this.weights.length;
  }
}
