/**
 * The part of the WebAssembly JavaScript API gecval's hand-written kernels use (the parser's matrix–vector kernels,
 * SARI's counting): the project's TypeScript libs (ES2022, no DOM) do not declare `WebAssembly`.
 */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

export interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => WasmMemory;
}

/** The runtime's WebAssembly object (absent or unusable under `node --jitless`: compiling then throws). */
export const wasmApi = (): WasmApi => (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** Bytes in a WebAssembly memory page. */
export const WASM_PAGE = 65536;
