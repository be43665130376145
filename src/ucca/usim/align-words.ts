/**
 * Word alignment between two passages (docs/ucca-usim.md#usim-word-alignment): per common chunk, a square cost matrix of
 * edit distance plus a positional term, solved with the exact Munkres port. The result `W` is kept as two
 * lookup tables, one per direction, holding the pair the reference's sorted scan would find first.
 */
import { distance } from 'fastest-levenshtein';
import { GecvalInputError } from '../../core/errors.js';
import type { UccaGraph } from '../graph.js';
import { commonChunkEnds } from './chunks.js';
import { munkresAssignment } from './munkres.js';

/** Pairs of 1-based positions (G1 position or −1, G2 position or −1). */
export type WordPair = readonly [number, number];

export interface WordAlignment {
  readonly pairs: WordPair[];
  /** G1 position → its G2 partner (−1 = aligned to padding); absent = position not in any chunk. */
  readonly forward: Map<number, number>;
  /** G2 position → its G1 partner. */
  readonly backward: Map<number, number>;
  /** Chunk ends used, for inspection. */
  readonly chunkEnds: [number[], number[]];
}

/** Unit-cost Levenshtein distance over code points (Python semantics). */
export function levenshtein(a: string, b: string): number {
  if (!hasSurrogates(a) && !hasSurrogates(b)) return distance(a, b);
  return codePointLevenshtein(a, b);
}

const SURROGATE = /[\uD800-\uDFFF]/;
function hasSurrogates(s: string): boolean {
  return SURROGATE.test(s);
}

function codePointLevenshtein(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[y.length]!;
}

function normalizeToken(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Most words on the longer side of one chunk. The assignment is solved on a square matrix of that size:
 * 8,000 words take 0.5 GB; a 1 MB line (100,000 words) would need 80 GB and end in an allocation failure.
 */
export const MAX_ALIGNMENT_WORDS = 8000;

/** Aligns two token lists; returns 1-based (s1 index or −1, s2 index or −1) pairs. */
export function alignChunk(s1: readonly string[], s2: readonly string[]): WordPair[] {
  const a = s1.map(normalizeToken);
  const b = s2.map(normalizeToken);
  const swapped = !(a.length > b.length);
  const long = swapped ? b : a;
  const short = swapped ? a : b;
  const n = long.length;
  const m = short.length;
  if (n === 0) return [];
  if (n > MAX_ALIGNMENT_WORDS) {
    throw new GecvalInputError(`a sentence of ${n} words is too long for USIM's word alignment (the limit is ${MAX_ALIGNMENT_WORDS}: it needs memory for words²); split the line`);
  }
  const cost = new Float64Array(n * n);
  const longWide = long.map(hasSurrogates);
  const shortWide = short.map(hasSurrogates);
  for (let i = 0; i < n; i++) {
    const li = long[i]!;
    for (let j = 0; j < m; j++) {
      const sj = short[j]!;
      const d = li === sj ? 0 : longWide[i] || shortWide[j] ? codePointLevenshtein(li, sj) : distance(li, sj);
      cost[i * n + j] = d + Math.abs(i - j) / n;
    }
  }
  const assignment = munkresAssignment(cost, n);
  const pairs: WordPair[] = [];
  for (let i = 0; i < n; i++) {
    const j = assignment[i]!;
    const inLong = i + 1;
    const inShort = j >= m ? -1 : j + 1;
    pairs.push(swapped ? [inShort, inLong] : [inLong, inShort]);
  }
  return pairs;
}

export interface AlignWordsOptions {
  /**
   * Also align the tokens after the last common chunk end (docs/ucca-usim.md#usim-identity). The original stops
   * every chunk before a final token that regularizes to nothing, so a sentence's final full stop is never aligned;
   * a unit that ends with it then cannot match even its own copy. Default false (the original).
   */
  readonly alignEnd?: boolean;
}

/** The word alignment `W` of two passages; null when one of them has no terminals. */
export function alignWords(g1: UccaGraph, g2: UccaGraph, options: AlignWordsOptions = {}): WordAlignment | null {
  const ends = commonChunkEnds(g1, g2);
  if (!ends) return null;
  const [e1, e2] = ends;
  const seen = new Set<number>();
  const pairs: WordPair[] = [];
  let start1 = 0;
  let start2 = 0;
  for (let k = 0; k < e1.length; k++) {
    const s1 = g1.terminals.slice(start1, e1[k]).map((t) => t.text);
    const s2 = g2.terminals.slice(start2, e2[k]).map((t) => t.text);
    for (const [x, y] of alignChunk(s1, s2)) {
      const pair: WordPair = [x === -1 ? -1 : x + start1, y === -1 ? -1 : y + start2];
      const key = (pair[0] + 1) * 4194304 + (pair[1] + 1);
      if (!seen.has(key)) {
        seen.add(key);
        pairs.push(pair);
      }
    }
    start1 = e1[k]!;
    start2 = e2[k]!;
  }
  if (options.alignEnd && (start1 < g1.terminals.length || start2 < g2.terminals.length)) {
    const s1 = g1.terminals.slice(start1).map((t) => t.text);
    const s2 = g2.terminals.slice(start2).map((t) => t.text);
    for (const [x, y] of alignChunk(s1, s2)) pairs.push([x === -1 ? -1 : x + start1, y === -1 ? -1 : y + start2]);
  }
  // The reference scans W sorted by one element (a stable sort of a set); for a position ≥ 1 at most one
  // pair per chunk holds it, and positions of different chunks do not overlap except through odd chunk
  // ends — keep the first after sorting, i.e. the first pair in chunk order.
  const forward = new Map<number, number>();
  const backward = new Map<number, number>();
  for (const [x, y] of pairs) {
    if (x !== -1 && !forward.has(x)) forward.set(x, y);
    if (y !== -1 && !backward.has(y)) backward.set(y, x);
  }
  return { pairs, forward, backward, chunkEnds: [e1, e2] };
}
