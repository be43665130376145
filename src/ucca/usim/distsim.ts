/**
 * DISTSIM (docs/ucca-usim.md#distsim). `fscore` (default) is what the reference code computes and what reproduces
 * the paper's Table 1: per label, counts of comparable units by primary category, s = Σ min, P = s/f, R = s/e,
 * F = 2PR/(P+R), null where a denominator is 0 (the reference raises). `mad` is the paper's written definition:
 * the mean over pairs of |c_i(l) − d_i(l)| (a distance: 0 = identical counts).
 */
import type { UccaGraph } from '../graph.js';
import { comparableUnits } from './units.js';

export type DistsimDefinition = 'fscore' | 'mad';
export const DISTSIM_LABELS = ['H', 'A', 'D', 'A+D'] as const;
export type DistsimLabel = (typeof DISTSIM_LABELS)[number];

export type LabelCounts = Record<'H' | 'A' | 'D', number>;

export function labelCounts(graph: UccaGraph): LabelCounts {
  const counts: LabelCounts = { H: 0, A: 0, D: 0 };
  for (const u of comparableUnits(graph)) if (u.primaryCategory === 'H' || u.primaryCategory === 'A' || u.primaryCategory === 'D') counts[u.primaryCategory]++;
  return counts;
}

const parts = (label: DistsimLabel): Array<'H' | 'A' | 'D'> => (label === 'A+D' ? ['A', 'D'] : [label]);

/** DISTSIM over a list of (source, correction) pairs, summing counts over the pairs given. */
export function distsim(pairs: ReadonlyArray<readonly [UccaGraph, UccaGraph]>, definition: DistsimDefinition = 'fscore'): Record<DistsimLabel, number | null> {
  const counted = pairs.map(([a, b]) => [labelCounts(a), labelCounts(b)] as const);
  const out = {} as Record<DistsimLabel, number | null>;
  for (const label of DISTSIM_LABELS) {
    if (definition === 'mad') {
      if (counted.length === 0) {
        out[label] = null;
        continue;
      }
      let total = 0;
      for (const [c, d] of counted) total += Math.abs(parts(label).reduce((s, l) => s + c[l], 0) - parts(label).reduce((s, l) => s + d[l], 0));
      out[label] = total / counted.length;
      continue;
    }
    let s = 0;
    let f = 0;
    let e = 0;
    for (const [c, d] of counted) {
      for (const l of parts(label)) {
        f += c[l];
        e += d[l];
        s += Math.min(c[l], d[l]);
      }
    }
    if (f === 0 || e === 0) {
      out[label] = null;
      continue;
    }
    const p = s / f;
    const r = s / e;
    out[label] = p + r === 0 ? null : (2 * (p * r)) / (p + r);
  }
  return out;
}
