// Shared by the oracle tests: a node of a gold tree named by the tokens it spans through primary edges, so edges of
// two trees compare without a mapping between their nodes.
import type { GoldTree } from '../../src/ucca/parser/transition/gold.js';

/** The sorted token indices under each node, joined by commas (a token is its own index). */
export function tokenYields(tree: GoldTree): (node: number) => string {
  const kids = new Map<number, number[]>();
  for (const e of tree.edges) if (!e.remote) kids.set(e.parent, [...(kids.get(e.parent) ?? []), e.child]);
  const memo = new Map<number, string>();
  const yieldOf = (node: number): string => {
    if (node < tree.root) return String(node);
    let y = memo.get(node);
    if (y === undefined) {
      y = (kids.get(node) ?? []).flatMap((k) => yieldOf(k).split(',')).map(Number).sort((a, b) => a - b).join(',');
      memo.set(node, y);
    }
    return y;
  };
  return yieldOf;
}
