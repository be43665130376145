/**
 * The WebAssembly kernels of the v2 parser at inference (matvec.wat: the matrix–vector product, bit-identical to
 * `matVec` in ../tensor.ts, and the MLP's hidden layer) and the linear memory it works in. Matrices and vectors the kernel reads or writes live in that
 * memory at byte offsets handed out by `reserve`; `floats()` is a Float32Array over all of it for the JavaScript
 * side (refreshed after the memory grows, which detaches earlier views).
 */
import { MATVEC_WASM_BASE64 } from './matvec-wasm.js';
import { WASM_PAGE, wasmApi, type WasmMemory } from '../../../../core/wasm.js';

type MatVecFn = (W: number, rows: number, cols: number, x: number, out: number, accumulate: number) => void;
type HiddenFn = (bias: number, rows: number, count: number, width: number, post: number) => void;

const wasm = wasmApi();

let compiled: object | null | undefined;

/** The compiled module, or null where this runtime has no WebAssembly SIMD (then the JavaScript kernels run). */
function kernelModule(): object | null {
  if (compiled === undefined) {
    try {
      compiled = new wasm.Module(Buffer.from(MATVEC_WASM_BASE64, 'base64'));
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

export function wasmKernelsAvailable(): boolean {
  return kernelModule() !== null;
}

const ALIGN = 16;

export class KernelMemory {
  private readonly memory: WasmMemory;
  private readonly matvecFn: MatVecFn;
  private readonly hiddenFn: HiddenFn;
  private readonly matvec32Fn: MatVecFn;
  private top = ALIGN;
  private view: Float32Array;
  private intView: Int32Array;

  constructor() {
    const module = kernelModule();
    if (!module) throw new Error('WebAssembly SIMD is not available');
    this.memory = new wasm.Memory({ initial: 16 });
    const instance = new wasm.Instance(module, { env: { memory: this.memory } });
    this.matvecFn = instance.exports.matvec as MatVecFn;
    this.hiddenFn = instance.exports.hidden as HiddenFn;
    this.matvec32Fn = instance.exports.matvec32 as MatVecFn;
    this.view = new Float32Array(this.memory.buffer);
    this.intView = new Int32Array(this.memory.buffer);
  }

  /** Byte offset of a fresh block of `count` floats (16-byte aligned); grows the memory when needed. */
  reserve(count: number): number {
    const at = this.top;
    this.top = Math.ceil((at + 4 * count) / ALIGN) * ALIGN;
    const needed = Math.ceil(this.top / WASM_PAGE) - this.memory.buffer.byteLength / WASM_PAGE;
    if (needed > 0) {
      this.memory.grow(needed);
      this.view = new Float32Array(this.memory.buffer);
      this.intView = new Int32Array(this.memory.buffer);
    }
    return at;
  }

  /** The current end of the reserved blocks; `release(mark)` frees everything reserved after it. */
  mark(): number {
    return this.top;
  }

  release(mark: number): void {
    this.top = mark;
  }

  /** All of the memory as floats (index = byte offset / 4); take it again after `reserve`. */
  floats(): Float32Array {
    return this.view;
  }

  /** All of the memory as 32-bit integers (for the row lists of `hidden`). */
  ints(): Int32Array {
    return this.intView;
  }

  /** Copies `values` into a fresh block and returns its byte offset. */
  store(values: Float32Array): number {
    const at = this.reserve(values.length);
    this.view.set(values, at >> 2);
    return at;
  }

  /** Copies a weight matrix, promoted to f64 as `matVec` reads it, into a fresh block; returns its byte offset. */
  storeMatrix(values: Float32Array): number {
    const at = this.reserve(2 * values.length);
    new Float64Array(this.memory.buffer, at, values.length).set(values);
    return at;
  }

  /** out[r] = (accumulate ? out[r] : 0) + W[r]·x for r < rows; all arguments are byte offsets, W from `storeMatrix`. */
  matVec(W: number, rows: number, cols: number, x: number, out: number, accumulate: boolean): void {
    this.matvecFn(W, rows, cols, x, out, accumulate ? 1 : 0);
  }

  /** Copies a weight matrix as f32 (what `matVec32` reads) into a fresh block; returns its byte offset. */
  storeMatrix32(values: Float32Array): number {
    return this.store(values);
  }

  /** `matVec` in single precision (products and sums in f32 lanes; matvec.wat, matvec32); W from `storeMatrix32`. */
  matVec32(W: number, rows: number, cols: number, x: number, out: number, accumulate: boolean): void {
    this.matvec32Fn(W, rows, cols, x, out, accumulate ? 1 : 0);
  }

  /** post = ReLU(bias + Σ rows), `rows` = byte offset of `count` i32 row offsets; `width` a multiple of 4. */
  hidden(bias: number, rows: number, count: number, width: number, post: number): void {
    this.hiddenFn(bias, rows, count, width, post);
  }
}
