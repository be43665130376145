/**
 * The label inventory of a model, learned from its training data, and the rewrite of gold labels outside it
 * (docs/parser.md, "Training"). Both trainers use them; the inventory is stored in the model header.
 */
import type { LabelSets } from '../../src/ucca/parser/transition/classes.js';
import type { GoldTree } from '../../src/ucca/parser/transition/gold.js';
import { TERM_LABEL } from '../../src/ucca/parser/transition/state.js';

/** Label sets from training data (docs/parser.md, "What the parser builds"): labels seen ≥ `minCount` times; root labels among them. */
export function collectLabels(golds: readonly GoldTree[], minCount: number): LabelSets {
  const primary = new Map<string, number>();
  const remote = new Map<string, number>();
  const root = new Set<string>();
  for (const g of golds) {
    for (const e of g.edges) {
      if (e.label === TERM_LABEL) continue;
      const map = e.remote ? remote : primary;
      map.set(e.label, (map.get(e.label) ?? 0) + 1);
      if (!e.remote && e.parent === g.root) root.add(e.label);
    }
  }
  const keep = (m: Map<string, number>): string[] => [...m].filter(([, c]) => c >= minCount).map(([l]) => l).sort();
  const prim = keep(primary);
  return { primary: prim, remote: keep(remote), root: prim.filter((l) => root.has(l)) };
}

/** Rewrites labels that are not classes: first category if it is one, else the most frequent label. */
export function restrictLabels(gold: GoldTree, sets: LabelSets): GoldTree {
  const primary = new Set(sets.primary);
  const remote = new Set(sets.remote);
  const edges = gold.edges.map((e) => {
    if (e.label === TERM_LABEL) return e;
    const allowed = e.remote ? remote : primary;
    if (allowed.has(e.label)) return e;
    const fallback = allowed.has(e.first) ? e.first : e.remote ? (sets.remote[0] ?? 'A') : e.parent === gold.root ? (sets.root[0] ?? 'H') : 'A';
    return { ...e, label: fallback };
  });
  return { ...gold, edges };
}
