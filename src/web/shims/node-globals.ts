/**
 * The two Node globals that the parser's code names on the browser path, injected by the web build (esbuild
 * `inject`) where a module uses them as free identifiers: `Buffer.from(BASE64, 'base64')` (the WebAssembly kernels
 * embedded as base64) and `process.env` / `process.emitWarning` (a kernel switch, a model-version warning).
 * Anything else on them is absent, so a path that needs more fails loudly.
 */
export const Buffer = {
  from(text: string, encoding: string): Uint8Array {
    if (encoding !== 'base64') throw new Error(`not available in the browser: Buffer.from(…, '${encoding}')`);
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  },
};

export const process = {
  env: {} as Record<string, string | undefined>,
  emitWarning(message: string): void {
    console.warn(message);
  },
};
