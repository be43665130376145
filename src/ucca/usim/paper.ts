/**
 * USIM as the paper defines it (Choshen & Abend 2018, docs/ucca-usim.md#usim-definitions), offered as `--variant paper` beside the code's
 * version. Differences from the code (docs/ucca-usim.md#usim-code-vs-paper):
 * - units counted: every non-root foundational unit with a primary parent and a non-empty yield, single-word
 *   units included (the paper's "edges"; punctuation and implicit units excluded);
 * - node alignment A from V_s: each source unit v goes to the correction unit u maximising the one-sided weight
 *   w(v,u) = |A_l ∩ (yield(v) × yield(u))| / |yield(u)| (first maximum in node order; zero weights excluded);
 * - an edge matches when the aligned units carry the same primary category (exact label, no equivalences);
 * - recall = matched source units / source units; precision = correction units that are the target of a
 *   matched source unit / correction units; F = harmonic mean. The other direction (A from V_c) swaps roles.
 * A_l is the code's word alignment without the unaligned (−1) pairs. `usim` is the mean of the two directions'
 * F (the paper's "Avg" column); both directions are reported.
 */
import type { UccaGraph } from '../graph.js';
import { alignWords } from './align-words.js';

export interface DirectionScore {
  precision: number;
  recall: number;
  f: number;
}

export interface PaperUsimResult {
  usim: number;
  precision: number;
  recall: number;
  sourceToCorrection: DirectionScore;
  correctionToSource: DirectionScore;
}

interface PaperUnit {
  id: string;
  label: string;
  positions: Set<number>;
}

function paperUnits(graph: UccaGraph): PaperUnit[] {
  const out: PaperUnit[] = [];
  for (const node of graph.nodes) {
    if (node.type !== 'unit' || node.implicit) continue;
    const edge = graph.primaryParentEdge(node.id);
    if (!edge) continue;
    const positions = new Set(graph.yield(node.id).map((t) => t.index));
    if (positions.size === 0) continue;
    out.push({ id: node.id, label: edge.categories[0]!, positions });
  }
  return out;
}

function f1(p: number, r: number): number {
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

/** One direction: align every unit of `from` into `to`; count matches on both sides. */
function direction(from: PaperUnit[], to: PaperUnit[], pairs: ReadonlyArray<readonly [number, number]>): { matchedFrom: number; matchedTo: number } {
  const partners = new Map<number, number[]>();
  for (const [x, y] of pairs) {
    if (x === -1 || y === -1) continue;
    const list = partners.get(x);
    if (list) list.push(y);
    else partners.set(x, [y]);
  }
  let matchedFrom = 0;
  const matchedTargets = new Set<PaperUnit>();
  for (const v of from) {
    let best: PaperUnit | null = null;
    let bestWeight = 0;
    for (const u of to) {
      let overlap = 0;
      for (const p of v.positions) for (const q of partners.get(p) ?? []) if (u.positions.has(q)) overlap++;
      const weight = overlap / u.positions.size;
      if (weight > bestWeight) {
        bestWeight = weight;
        best = u;
      }
    }
    if (best && best.label === v.label) {
      matchedFrom++;
      matchedTargets.add(best);
    }
  }
  return { matchedFrom, matchedTo: matchedTargets.size };
}

export function usimPaper(source: UccaGraph, correction: UccaGraph): PaperUsimResult {
  const s = paperUnits(source);
  const c = paperUnits(correction);
  const w = alignWords(source, correction);
  const pairs = w?.pairs ?? [];
  const reversed = pairs.map(([x, y]) => [y, x] as const);
  const share = (k: number, n: number): number => (n === 0 ? 0 : k / n);
  const sc = direction(s, c, pairs);
  const cs = direction(c, s, reversed);
  const sourceToCorrection = { recall: share(sc.matchedFrom, s.length), precision: share(sc.matchedTo, c.length), f: 0 };
  sourceToCorrection.f = f1(sourceToCorrection.precision, sourceToCorrection.recall);
  const correctionToSource = { recall: share(cs.matchedTo, s.length), precision: share(cs.matchedFrom, c.length), f: 0 };
  correctionToSource.f = f1(correctionToSource.precision, correctionToSource.recall);
  return {
    usim: (sourceToCorrection.f + correctionToSource.f) / 2,
    precision: (sourceToCorrection.precision + correctionToSource.precision) / 2,
    recall: (sourceToCorrection.recall + correctionToSource.recall) / 2,
    sourceToCorrection,
    correctionToSource,
  };
}
