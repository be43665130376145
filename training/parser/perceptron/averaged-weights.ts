/**
 * Averaged perceptron weights during training (docs/parser.md, "Training"): an exact `Map<hash, row>` of dense rows
 * over the classes with the "u += t·δ" averaging trick (averaged = w − u/t, no per-weight timestamps); `compact`
 * turns them into the sparse int16 layout that is shipped and scored at parse time.
 */
import { SparseWeights } from '../../../src/ucca/parser/perceptron/sparse-weights.js';

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
