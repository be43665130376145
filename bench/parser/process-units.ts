/**
 * The Process (P) units of a gold tree with the labels of their children, for the bench scripts that ask how a
 * corpus builds its Processes (process-structure.ts, wiki-convention.ts). A P unit whose children are all tokens
 * is "plain"; one with unit children (a Center plus F/R/E/D units) is "structured".
 */
import type { GoldTree } from '../../src/ucca/parser/transition/gold.js';
import { TERM_LABEL } from '../../src/ucca/parser/transition/state.js';

/** The primary-edge labels below each P unit, one list per unit (tokens appear as `TERM_LABEL`). */
export function processChildLabels(tree: GoldTree): string[][] {
  const children = new Map<number, string[]>();
  const labelOf = new Map<number, string>();
  for (const e of tree.edges) {
    if (e.remote) continue;
    children.set(e.parent, [...(children.get(e.parent) ?? []), e.label]);
    labelOf.set(e.child, e.label);
  }
  return [...children].filter(([node]) => labelOf.get(node) === 'P').map(([, labels]) => labels);
}

/** Whether a P unit (given by its child labels) has inner structure. */
export function isStructured(labels: readonly string[]): boolean {
  return labels.some((l) => l !== TERM_LABEL);
}
