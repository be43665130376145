/**
 * The perceptron's shipped weights (docs/parser.md, "How it works"): sorted 32-bit feature keys, row offsets, and
 * per row the classes with a non-zero int16 weight (in ascending class order). Scoring a state adds the rows of its
 * features; training (training/perceptron/) produces these from its averaged float weights.
 *
 * For scoring, loading builds a second layout made for the lookups (the four arrays above stay as they are, for
 * saving), described in kernel.wat: an open-addressing table whose slot holds the key and, beside it, where the
 * row is (one cache line per lookup); the short rows packed as one int32 per non-zero (weight << 8 | class), a row
 * one contiguous run in ascending class order; the long rows dense (int16 per class), added 8 classes at a time.
 * The WebAssembly kernel (kernel.wat, SIMD) scores over it; where WebAssembly SIMD is missing the same loops run
 * in JavaScript (`kernel: 'js'` picks them). A caller that needs only the classes up to some index (the decoder
 * reads the valid classes only) passes it: sparse rows stop at the first class above it, dense rows at its block.
 *
 * Exactness: a score is a sum of at most MAX_FEATURES (96) int16 weights, |sum| < 96 · 32768 < 2^24, so every
 * partial sum is an integer a float32 holds exactly: summing in int32 and converting once gives the very float32
 * that adding row by row into float32 scores gave, in any order (tested against that reference on real parses).
 */
import { WASM_PAGE, wasmApi, type WasmMemory } from '../../../core/wasm.js';
import { PERCEPTRON_WASM_BASE64 } from './kernel-wasm.js';
import { MAX_FEATURES } from './features.js';

/** Rows with at least this many non-zeros are stored dense (a block of 8 classes costs about one sparse entry). */
export const DENSE_ROW_MIN = 16;
/** Bits of a slot's meta word below the row index: 8 for length − 1, 1 for dense. */
const INDEX_SHIFT = 9;
const DENSE_FLAG = 256;

export type ScoringKernel = 'wasm' | 'js';

type ScoreFn = (features: number, count: number, sums: number, maxClass: number) => void;

let compiled: object | null | undefined;

/** The compiled kernel, or null where this runtime has no WebAssembly SIMD (then the JavaScript loops run). */
function kernelModule(): object | null {
  if (compiled === undefined) {
    try {
      compiled = new (wasmApi().Module)(Buffer.from(PERCEPTRON_WASM_BASE64, 'base64'));
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/** Writes the rows into the table, the sparse entries and the dense rows (a function of its own: loading runs it once, hot). */
function fillLayout(keys: Uint32Array, offsets: Uint32Array, classIds: Uint8Array, weights: Int16Array, table: Uint32Array, mask: number, entries: Int32Array, dense: Int16Array, stride: number): void {
  let entry = 1;
  let denseRow = 0;
  for (let r = 0; r < keys.length; r++) {
    const from = offsets[r]!;
    const to = offsets[r + 1]!;
    // a row without non-zeros adds nothing: leaving it out is the same as a feature the model never saw
    if (to === from) continue;
    let meta: number;
    if (to - from >= DENSE_ROW_MIN) {
      const base = denseRow * stride;
      for (let j = from; j < to; j++) dense[base + classIds[j]!] = weights[j]!;
      meta = (denseRow << INDEX_SHIFT) | DENSE_FLAG | (to - from - 1);
      denseRow++;
    } else {
      meta = (entry << INDEX_SHIFT) | (to - from - 1);
      for (let j = from; j < to; j++) entries[entry++] = (weights[j]! << 8) | classIds[j]!;
    }
    const key = keys[r]!;
    let slot = key & mask;
    while (table[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
    table[2 * slot] = key;
    table[2 * slot + 1] = meta >>> 0;
  }
}

/** Shipped weights: sorted feature keys, row offsets, class ids and int16 weights, with the scoring layout. */
export class SparseWeights {
  /** Which loops score: the WebAssembly kernel, or the JavaScript ones. */
  readonly kernel: ScoringKernel;
  /** Classes rounded up to a multiple of 8: a dense row's length and the sums' length. */
  private readonly stride: number;
  private readonly mask: number;
  // views of one buffer (the kernel's memory, or a plain buffer for the JavaScript loops)
  private readonly table: Uint32Array;
  private readonly entries: Int32Array;
  private readonly dense: Int16Array;
  private readonly sums: Int32Array;
  private readonly featureBuffer: Uint32Array;
  private readonly scoreFn: ScoreFn | undefined;

  constructor(
    readonly keys: Uint32Array,
    readonly offsets: Uint32Array,
    readonly classIds: Uint8Array,
    readonly weights: Int16Array,
    readonly classes: number,
    options: { kernel?: ScoringKernel } = {},
  ) {
    if (classes > 256) throw new Error(`perceptron weights: ${classes} classes is more than a class id byte holds`);
    this.stride = Math.ceil(classes / 8) * 8;
    let size = 1;
    while (size < keys.length * 2 + 2) size <<= 1;
    this.mask = size - 1;
    let denseRows = 0;
    let sparseEntries = 1; // entry 0 is padding: no row starts at 0
    for (let r = 0; r < keys.length; r++) {
      const n = offsets[r + 1]! - offsets[r]!;
      if (n >= DENSE_ROW_MIN) denseRows++;
      else sparseEntries += n;
    }
    if (Math.max(denseRows, sparseEntries) >= 2 ** (32 - INDEX_SHIFT)) throw new Error(`perceptron weights: ${weights.length} non-zeros is more than the lookup table addresses`);
    // one buffer: features, sums, table, entries, dense rows (16-byte aligned blocks)
    const align = (n: number): number => Math.ceil(n / 16) * 16;
    const at = { features: 16, sums: 0, table: 0, entries: 0, dense: 0, end: 0 };
    at.sums = at.features + align(4 * MAX_FEATURES);
    at.table = at.sums + align(4 * this.stride);
    at.entries = at.table + 8 * size;
    at.dense = at.entries + align(4 * sparseEntries);
    at.end = at.dense + 2 * this.stride * denseRows;
    const module = options.kernel === 'js' ? null : kernelModule();
    let buffer: ArrayBuffer;
    if (module) {
      const memory: WasmMemory = new (wasmApi().Memory)({ initial: Math.ceil(at.end / WASM_PAGE) });
      const instance = new (wasmApi().Instance)(module, { env: { memory } });
      buffer = memory.buffer;
      (instance.exports.setup as (...args: number[]) => void)(at.table, this.mask, at.entries, at.dense, 2 * this.stride);
      this.scoreFn = instance.exports.score as ScoreFn;
      this.kernel = 'wasm';
    } else {
      buffer = new ArrayBuffer(at.end);
      this.kernel = 'js';
    }
    this.featureBuffer = new Uint32Array(buffer, at.features, MAX_FEATURES);
    this.sums = new Int32Array(buffer, at.sums, this.stride);
    this.table = new Uint32Array(buffer, at.table, 2 * size);
    this.entries = new Int32Array(buffer, at.entries, sparseEntries);
    this.dense = new Int16Array(buffer, at.dense, this.stride * denseRows);
    fillLayout(keys, offsets, classIds, weights, this.table, this.mask, this.entries, this.dense, this.stride);
  }

  /**
   * Writes the score of every class `c ≤ maxClass` into `scores` (default: every class); the entries above
   * `maxClass` are left as they were.
   */
  score(features: Uint32Array, count: number, scores: Float32Array, maxClass = this.classes - 1): void {
    if (count > MAX_FEATURES) throw new Error(`perceptron weights: ${count} features, at most ${MAX_FEATURES}`);
    const sums = this.sums;
    if (this.scoreFn) {
      this.featureBuffer.set(features.subarray(0, count));
      this.scoreFn(this.featureBuffer.byteOffset, count, sums.byteOffset, maxClass);
    } else {
      this.scoreJs(features, count, maxClass);
    }
    for (let c = 0; c <= maxClass; c++) scores[c] = sums[c]!;
  }

  /** kernel.wat's `score` in JavaScript: the same sums of the classes ≤ maxClass. */
  private scoreJs(features: Uint32Array, count: number, maxClass: number): void {
    const { table, entries, dense, sums, mask, stride } = this;
    sums.fill(0);
    const blocksEnd = ((maxClass >>> 3) + 1) * 8;
    for (let i = 0; i < count; i++) {
      const key = features[i]!;
      let slot = key & mask;
      let meta = 0;
      for (;;) {
        const m = table[2 * slot + 1]!;
        if (m === 0) break;
        if (table[2 * slot] === key) {
          meta = m;
          break;
        }
        slot = (slot + 1) & mask;
      }
      if (meta === 0) continue;
      const index = meta >>> INDEX_SHIFT;
      if (meta & DENSE_FLAG) {
        const base = index * stride;
        for (let c = 0; c < blocksEnd; c++) sums[c] += dense[base + c]!;
      } else {
        const end = index + (meta & 255) + 1;
        for (let j = index; j < end; j++) {
          const e = entries[j]!;
          const c = e & 255;
          if (c > maxClass) break;
          sums[c] += e >> 8;
        }
      }
    }
  }

  get nonZeros(): number {
    return this.weights.length;
  }
}
