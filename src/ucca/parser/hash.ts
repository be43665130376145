/** 32-bit hashing for feature strings (MurmurHash3-style mixing of integers; FNV-1a for strings: src/core/hash.ts). */

export { fnv1a32 as hashString } from '../../core/hash.js';

export function mix(h: number, v: number): number {
  let k = Math.imul(v | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

export function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hash1(seed: number, t: number, a: number): number {
  return finish(mix(mix(seed, t), a));
}
export function hash2(seed: number, t: number, a: number, b: number): number {
  return finish(mix(mix(mix(seed, t), a), b));
}
export function hash3(seed: number, t: number, a: number, b: number, c: number): number {
  return finish(mix(mix(mix(mix(seed, t), a), b), c));
}
