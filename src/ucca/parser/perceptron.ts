/**
 * Averaged perceptron weights (ucca-parser spec §3.2). Training keeps an exact `Map<hash, row>` of dense rows
 * over the classes with the "u += t·δ" averaging trick (averaged = w − u/t, no per-weight timestamps); `compact`
 * turns it into the sparse int16 layout that is shipped and scored at parse time.
 */

export class TrainingWeights {
  readonly classes: number;
  private readonly rows = new Map<number, number>();
  private w: Float32Array;
  private u: Float32Array;
  private updates: Uint32Array;
  private capacity: number;
  /** Instance counter for averaging. */
  time = 1;

  constructor(classes: number) {
    this.classes = classes;
    this.capacity = 1 << 14;
    this.w = new Float32Array(this.capacity * classes);
    this.u = new Float32Array(this.capacity * classes);
    this.updates = new Uint32Array(this.capacity);
  }

  get rowCount(): number {
    return this.rows.size;
  }

  /** Raw (non-averaged) scores of the features, added into `scores`. */
  score(features: Uint32Array, count: number, scores: Float32Array): void {
    scores.fill(0);
    const C = this.classes;
    const w = this.w;
    for (let i = 0; i < count; i++) {
      const row = this.rows.get(features[i]!);
      if (row === undefined) continue;
      const base = row * C;
      for (let c = 0; c < C; c++) scores[c]! += w[base + c]!;
    }
  }

  update(features: Uint32Array, count: number, cls: number, delta: number): void {
    const C = this.classes;
    const t = this.time;
    for (let i = 0; i < count; i++) {
      const key = features[i]!;
      let row = this.rows.get(key);
      if (row === undefined) {
        row = this.rows.size;
        if (row >= this.capacity) this.grow();
        this.rows.set(key, row);
      }
      const at = row * C + cls;
      this.w[at]! += delta;
      this.u[at]! += t * delta;
      this.updates[row]!++;
    }
  }

  private grow(): void {
    this.capacity *= 2;
    const C = this.classes;
    const w = new Float32Array(this.capacity * C);
    w.set(this.w);
    const u = new Float32Array(this.capacity * C);
    u.set(this.u);
    const updates = new Uint32Array(this.capacity);
    updates.set(this.updates);
    this.w = w;
    this.u = u;
    this.updates = updates;
  }

  /** Averaged weights in the shipped sparse layout; rows updated fewer than `minUpdates` times are dropped. */
  compact(minUpdates: number): SparseWeights {
    const C = this.classes;
    const t = this.time;
    const keys = [...this.rows.entries()].filter(([, row]) => this.updates[row]! >= minUpdates).sort((a, b) => a[0] - b[0]);
    let maxAbs = 0;
    const averaged = (at: number): number => this.w[at]! - this.u[at]! / t;
    for (const [, row] of keys) for (let c = 0; c < C; c++) maxAbs = Math.max(maxAbs, Math.abs(averaged(row * C + c)));
    const scale = maxAbs > 0 ? 32767 / maxAbs : 1;
    const featureKeys = new Uint32Array(keys.length);
    const offsets = new Uint32Array(keys.length + 1);
    const classIds: number[] = [];
    const weights: number[] = [];
    keys.forEach(([key, row], r) => {
      featureKeys[r] = key;
      for (let c = 0; c < C; c++) {
        const q = Math.round(averaged(row * C + c) * scale);
        if (q !== 0) {
          classIds.push(c);
          weights.push(q);
        }
      }
      offsets[r + 1] = classIds.length;
    });
    return new SparseWeights(featureKeys, offsets, Uint8Array.from(classIds), Int16Array.from(weights), C);
  }
}

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

/** Index of the highest-scoring valid class (ties: lowest index); -1 when none is valid. */
export function bestValid(scores: Float32Array, mask: Uint8Array, classes: number): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let c = 0; c < classes; c++) {
    if (mask[c] === 1 && scores[c]! > bestScore) {
      bestScore = scores[c]!;
      best = c;
    }
  }
  return best;
}
