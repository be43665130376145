/**
 * SARI's counting and sums in WebAssembly (kernel.wat, compiled into kernel-wasm.ts by scripts/build-kernels.mjs).
 * The JavaScript side owns the memory layout: prepared pairs are laid one after another from the bottom of the
 * module's memory (an arena that `reset` empties), and each call's inputs and scratch space go just above the last
 * pair. Same numbers as the JavaScript engine, bit for bit (tested); where WebAssembly cannot run, ../sari.ts uses
 * that engine instead.
 */
import { SARI_WASM_BASE64 } from './kernel-wasm.js';
import type { SariMode } from './js-engine.js';
import { WASM_PAGE, wasmApi, type WasmMemory } from '../../core/wasm.js';


type PrepareFn = (ids: number, starts: number, lines: number, pair: number, scratch: number, scratchMask: number) => number;
type ScoreFn = (pair: number, ids: number, length: number, max: number, counts: number, novel: number, novelMask: number, sums: number) => number;

/** Byte address of the first pair (0 stays unused so that no pair sits at address 0). */
const FIRST_PAIR = 64;
/**
 * Beyond this many bytes of pairs the caller is told to start over (its cache of pairs is then cleared). A JFLEG
 * pair takes ≈ 8 KB and a CoNLL-2014 one (10 references) ≈ 25 KB; the caller also starts over every 10,000 pairs.
 */
const ARENA_LIMIT = 256 * 1024 * 1024;

function powerOfTwoAtLeast(n: number): number {
  let size = 16;
  while (size < n) size *= 2;
  return size;
}

const align8 = (n: number): number => (n + 7) & ~7;

export class WasmSariEngine {
  private readonly memory: WasmMemory;
  private readonly prepareFn: PrepareFn;
  private readonly scoreFn: ScoreFn;
  private ints: Int32Array;
  /** End of the last prepared pair. */
  private top = FIRST_PAIR;

  /** Throws where this runtime cannot compile or run WebAssembly. */
  constructor() {
    const wasm = wasmApi();
    const module = new wasm.Module(Buffer.from(SARI_WASM_BASE64, 'base64'));
    // 4 MB to start (pages are only touched as pairs fill them); grown by doubling, so a corpus costs few grows.
    this.memory = new wasm.Memory({ initial: 64 });
    const instance = new wasm.Instance(module, { env: { memory: this.memory } });
    this.prepareFn = instance.exports.prepare as PrepareFn;
    this.scoreFn = instance.exports.score as ScoreFn;
    this.ints = new Int32Array(this.memory.buffer);
  }

  /** True when the pairs prepared so far fill the arena: forget them (`reset`) before preparing more. */
  get full(): boolean {
    return this.top > ARENA_LIMIT;
  }

  /** Forgets every pair; their addresses may be reused. */
  reset(): void {
    this.top = FIRST_PAIR;
  }

  private ensure(bytes: number): void {
    const have = this.memory.buffer.byteLength;
    if (bytes <= have) return;
    this.memory.grow(Math.max(Math.ceil((bytes - have) / WASM_PAGE), have / WASM_PAGE));
    this.ints = new Int32Array(this.memory.buffer);
  }

  /**
   * Counts a pair (see js-engine.ts `prepareSari` for the arguments); returns its address, valid until `reset`.
   */
  prepare(all: Int32Array, lineStart: Int32Array, lines: number): number {
    const tokens = lineStart[lines]!;
    const maxSlots = 4 * tokens;
    const stride = 4 * (lines + 6);
    const pair = this.top;
    const pairBound = 80 + maxSlots * stride + 4 * powerOfTwoAtLeast(2 * maxSlots);
    const ids = pair + pairBound;
    const starts = ids + 4 * tokens;
    const scratch = starts + 4 * (lines + 1);
    const scratchSize = powerOfTwoAtLeast(2 * maxSlots);
    this.ensure(scratch + 4 * scratchSize);
    this.ints.set(all.subarray(0, tokens), ids >> 2);
    this.ints.set(lineStart.subarray(0, lines + 1), starts >> 2);
    const used = this.prepareFn(ids, starts, lines, pair, scratch, scratchSize - 1);
    this.top = align8(pair + used);
    return pair;
  }

  /** SARI (`sari`) or MAX-SARI (`max`) of `length` candidate token numbers against the pair at `pair`. */
  score(pair: number, ids: Int32Array, length: number, mode: SariMode): number {
    const numRefs = this.ints[pair >> 2]!;
    const slots = this.ints[(pair >> 2) + 2]!;
    const scored = mode === 'max' ? numRefs : 1;
    const idsAt = this.top;
    const counts = idsAt + 4 * length;
    const novelSize = powerOfTwoAtLeast(2 * length);
    const novel = counts + 4 * slots;
    const sums = align8(novel + 4 * novelSize);
    this.ensure(sums + 24 * scored);
    this.ints.set(ids.subarray(0, length), idsAt >> 2);
    return this.scoreFn(pair, idsAt, length, mode === 'max' ? 1 : 0, counts, novel, novelSize - 1, sums);
  }
}
