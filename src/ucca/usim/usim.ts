/**
 * USIM as the reference code computes it (`align.fully_aligned_distance`; docs/ucca-usim.md#usim-definitions): comparable
 * units of both passages, each matched to its most similar unit on the other side under the word alignment,
 * counted when their (expanded) incoming categories intersect; the score is the F of the two matched shares.
 */
import type { UccaGraph } from '../graph.js';
import { alignWords, type AlignWordsOptions, type WordAlignment } from './align-words.js';
import { comparableUnits, type ComparableUnit } from './units.js';

export interface UsimResult {
  /** The F score (USIM). */
  usim: number;
  /** Share of the correction's comparable units matched. */
  precision: number;
  /** Share of the source's comparable units matched. */
  recall: number;
  /** Matched units of G1 (source) / of G2 (correction). */
  count1: number;
  count2: number;
  /** Comparable units of G1 / G2. */
  n1: number;
  n2: number;
}

/** The reference's `two_sided_f`, in the same operation order. */
export function twoSidedF(count1: number, count2: number, sum1: number, sum2: number): number {
  if (!(sum1 && sum2)) return 0;
  if (sum1 < count1 || sum2 < count2) return 0;
  const precision = count2 / sum2;
  const recall = count1 / sum1;
  if (precision + recall === 0) return 0;
  return (2 * (precision * recall)) / (precision + recall);
}

/** c1 of docs/ucca-usim.md#usim-node-similarity: walk `from` ascending, stop at the first position W does not cover. */
function countMapped(from: Int32Array, toSet: Set<number>, lookup: Map<number, number>): number {
  let count = 0;
  for (let k = 0; k < from.length; k++) {
    const partner = lookup.get(from[k]!);
    if (partner === undefined) break;
    if (toSet.has(partner)) count++;
  }
  return count;
}

/** sim(u, v): the F1 of the two yields' overlap under the alignment (docs/ucca-usim.md#usim-node-similarity). */
export function unitSimilarity(u: ComparableUnit, v: ComparableUnit, w: WordAlignment): number {
  if (u.positions.length === 0 || v.positions.length === 0) return 0;
  const c1 = countMapped(u.positions, v.positionSet, w.forward);
  const c2 = countMapped(v.positions, u.positionSet, w.backward);
  return twoSidedF(c1, c2, u.positions.length, v.positions.length);
}

function compatible(u: ComparableUnit, v: ComparableUnit): boolean {
  for (const label of u.labels) if (v.labels.has(label)) return true;
  return false;
}

export interface UnitMatch {
  readonly unit: ComparableUnit;
  /** The unit the reference's loop maps it to (null when no positive similarity). */
  readonly partner: ComparableUnit | null;
  readonly similarity: number;
  /** The partner passes the label test. */
  readonly matched: boolean;
}

/**
 * Each unit of `from` mapped to its most similar unit of `to`, with the reference loop's update rule: a higher
 * similarity replaces the partner, an equal one only when label-compatible; stop at a compatible perfect match.
 * A unit counts as matched when its final partner is label-compatible (docs/ucca-usim.md#usim-label-test).
 */
export function matchUnits(from: readonly ComparableUnit[], to: readonly ComparableUnit[], sim: (a: ComparableUnit, b: ComparableUnit) => number): UnitMatch[] {
  return from.map((u) => {
    let best = 0;
    let partner: ComparableUnit | null = null;
    for (const v of to) {
      const s = sim(u, v);
      if (s > 0 && (partner === null || s > best || (s === best && compatible(u, v)))) {
        best = s;
        partner = v;
        if (best === 1 && compatible(u, v)) break;
      }
    }
    return { unit: u, partner, similarity: best, matched: partner !== null && compatible(u, partner) };
  });
}

function countMatched(from: readonly ComparableUnit[], to: readonly ComparableUnit[], sim: (a: ComparableUnit, b: ComparableUnit) => number): number {
  return matchUnits(from, to, sim).filter((m) => m.matched).length;
}

/** Both directions' unit matches of USIM(G1, G2), with the word alignment (for drawing and inspection). */
export function usimAlignment(g1: UccaGraph, g2: UccaGraph, options: AlignWordsOptions = {}): { words: WordAlignment | null; forward: UnitMatch[]; backward: UnitMatch[] } {
  const n1 = comparableUnits(g1);
  const n2 = comparableUnits(g2);
  const w = alignWords(g1, g2, options);
  if (!w) return { words: null, forward: [], backward: [] };
  const reversed: WordAlignment = { ...w, forward: w.backward, backward: w.forward };
  return {
    words: w,
    forward: matchUnits(n1, n2, (u, v) => unitSimilarity(u, v, w)),
    backward: matchUnits(n2, n1, (u, v) => unitSimilarity(u, v, reversed)),
  };
}

const alnumCache = new WeakMap<UccaGraph, boolean>();

function hasAlphanumeric(graph: UccaGraph): boolean {
  let known = alnumCache.get(graph);
  if (known === undefined) alnumCache.set(graph, (known = graph.terminals.some((t) => alphanumeric(t.text) !== '')));
  return known;
}

/** Letters and digits of a raw sentence (the empty-text guard of docs/ucca-usim.md#usim-guard). */
export function alphanumeric(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * USIM(G1, G2) with G1 the source and G2 the correction. Defined scores: two passages without letters or
 * digits score 1, exactly one such passage 0 (docs/ucca-usim.md#usim-guard guard on the texts); a passage without comparable
 * units or without terminals scores 0 (docs/ucca-usim.md#usim-score). `alignEnd` (variant `code-aligned-end`) also
 * aligns the tokens after the last chunk end, so that identical graphs score 1 (docs/ucca-usim.md#usim-identity).
 */
export function usimCode(g1: UccaGraph, g2: UccaGraph, options: AlignWordsOptions = {}): UsimResult {
  const a1 = !hasAlphanumeric(g1);
  const a2 = !hasAlphanumeric(g2);
  const n1Units = comparableUnits(g1);
  const n2Units = comparableUnits(g2);
  const base = { n1: n1Units.length, n2: n2Units.length };
  if (a1 || a2) {
    const same = a1 && a2 ? 1 : 0;
    return { usim: same, precision: same, recall: same, count1: 0, count2: 0, ...base };
  }
  const w = alignWords(g1, g2, options);
  if (!w || n1Units.length === 0 || n2Units.length === 0) return { usim: 0, precision: 0, recall: 0, count1: 0, count2: 0, ...base };
  const count1 = countMatched(n1Units, n2Units, (u, v) => unitSimilarity(u, v, w));
  const reversed: WordAlignment = { ...w, forward: w.backward, backward: w.forward };
  const count2 = countMatched(n2Units, n1Units, (u, v) => unitSimilarity(u, v, reversed));
  return {
    usim: twoSidedF(count1, count2, n1Units.length, n2Units.length),
    precision: count2 / n2Units.length,
    recall: count1 / n1Units.length,
    count1,
    count2,
    ...base,
  };
}
