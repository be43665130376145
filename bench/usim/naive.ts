/**
 * Baseline for the benchmark: USIM computed the way the reference code does it, without the toolkit's
 * shortcuts — the literal Munkres transcription (full scans), comparable units and yields recomputed for
 * every pair, and the word alignment scanned in sorted order per unit pair (`_count_mapping`).
 */
import type { UccaGraph } from '../../src/ucca/graph.js';
import { commonChunkEnds } from '../../src/ucca/usim/chunks.js';
import { levenshtein } from '../../src/ucca/usim/align-words.js';
import { expandEquivalents } from '../../src/ucca/usim/units.js';
import { twoSidedF } from '../../src/ucca/usim/usim.js';
import { munkresAssignmentNaive } from './munkres-literal.js';

interface Unit {
  positions: number[];
  labels: Set<string>;
}

function units(g: UccaGraph): Unit[] {
  return g.nodes
    .filter((n) => n.type === 'unit' && g.primaryParentEdge(n.id) && g.yield(n.id).length >= 2)
    .map((n) => ({ positions: g.yield(n.id).map((t) => t.paragraphPosition), labels: expandEquivalents(g.incomingCategories(n.id)) }));
}

function align(g1: UccaGraph, g2: UccaGraph): Array<[number, number]> {
  const [e1, e2] = commonChunkEnds(g1, g2)!;
  const out: Array<[number, number]> = [];
  let s1 = 0;
  let s2 = 0;
  e1.forEach((end1, k) => {
    const a = g1.terminals.slice(s1, end1).map((t) => t.text.trim().toLowerCase());
    const b = g2.terminals.slice(s2, e2[k]).map((t) => t.text.trim().toLowerCase());
    const swapped = !(a.length > b.length);
    const [long, short] = swapped ? [b, a] : [a, b];
    const n = long.length;
    const cost = new Float64Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < short.length; j++) cost[i * n + j] = levenshtein(long[i]!, short[j]!) + Math.abs(i - j) / n;
    munkresAssignmentNaive(cost, n).forEach((j, i) => {
      const x = i + 1 + (swapped ? s2 : s1);
      const y = j >= short.length ? -1 : j + 1 + (swapped ? s1 : s2);
      out.push(swapped ? [y, x] : [x, y]);
    });
    s1 = end1;
    s2 = e2[k]!;
  });
  return out;
}

function countMapping(from: number[], to: number[], w: Array<[number, number]>, key: 0 | 1): number {
  const sorted = [...w].sort((p, q) => p[key] - q[key]);
  const positions = [...from].sort((a, b) => a - b);
  let index = 0;
  let count = 0;
  for (const pair of sorted) {
    if (index === positions.length) break;
    if (positions[index] === pair[key]) {
      index++;
      if (to.includes(pair[1 - key]!)) count++;
    }
  }
  return count;
}

function matched(from: Unit[], to: Unit[], w: Array<[number, number]>, key: 0 | 1): number {
  let count = 0;
  for (const u of from) {
    let best = 0;
    let partner: Unit | null = null;
    for (const v of to) {
      const s = twoSidedF(countMapping(u.positions, v.positions, w, key), countMapping(v.positions, u.positions, w, key === 0 ? 1 : 0), u.positions.length, v.positions.length);
      const ok = [...u.labels].some((l) => v.labels.has(l));
      if (s && (!partner || s > best || (s === best && ok))) {
        best = s;
        partner = v;
      }
    }
    if (partner && [...u.labels].some((l) => partner!.labels.has(l))) count++;
  }
  return count;
}

export function naiveUsim(g1: UccaGraph, g2: UccaGraph): number {
  const n1 = units(g1);
  const n2 = units(g2);
  if (n1.length === 0 || n2.length === 0) return 0;
  const w = align(g1, g2);
  return twoSidedF(matched(n1, n2, w, 0), matched(n2, n1, w, 1), n1.length, n2.length);
}
