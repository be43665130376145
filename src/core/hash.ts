/**
 * 32-bit FNV-1a over a string's UTF-16 code units: the one non-cryptographic string hash of the project (temporary
 * file names, the UCCA parser's feature strings, MAEGE's stage streams, GoToScorer's signature of its compared
 * outputs). Plain arithmetic, no crypto module: it runs in the browser bundle and in modules every command loads.
 */
export function fnv1a32(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** fnv1a32 as 8 hex digits. */
export function fnv1a32Hex(text: string): string {
  return fnv1a32(text).toString(16).padStart(8, '0');
}
