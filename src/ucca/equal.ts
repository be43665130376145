import type { UccaGraph } from './graph.js';

/**
 * Semantic equality of two graphs: same terminals (ID, text, punctuation, paragraph, paragraph position), same
 * layer-1 nodes (ID, type, implicit) in the same order, same edges per parent in the same order (target,
 * categories, remote). Returns null when equal, else a description of the first difference.
 */
export function graphDifference(a: UccaGraph, b: UccaGraph): string | null {
  if (a.terminals.length !== b.terminals.length) return `terminal count ${a.terminals.length} vs ${b.terminals.length}`;
  for (let i = 0; i < a.terminals.length; i++) {
    const x = a.terminals[i]!;
    const y = b.terminals[i]!;
    if (x.id !== y.id || x.text !== y.text || x.punct !== y.punct || x.paragraph !== y.paragraph || x.paragraphPosition !== y.paragraphPosition) {
      return `terminal ${x.id} differs: ${JSON.stringify(x)} vs ${JSON.stringify(y)}`;
    }
  }
  if (a.nodes.length !== b.nodes.length) return `node count ${a.nodes.length} vs ${b.nodes.length}`;
  for (let i = 0; i < a.nodes.length; i++) {
    const x = a.nodes[i]!;
    const y = b.nodes[i]!;
    if (x.id !== y.id || x.type !== y.type || Boolean(x.implicit) !== Boolean(y.implicit)) return `node ${x.id} differs from ${y.id}`;
    const ex = a.outgoing(x.id);
    const ey = b.outgoing(y.id);
    if (ex.length !== ey.length) return `node ${x.id}: ${ex.length} vs ${ey.length} edges`;
    for (let k = 0; k < ex.length; k++) {
      const e = ex[k]!;
      const f = ey[k]!;
      if (e.to !== f.to || Boolean(e.remote) !== Boolean(f.remote) || e.categories.join('|') !== f.categories.join('|')) {
        return `edge ${e.from} -> ${e.to} (${e.categories.join('|')}${e.remote ? ', remote' : ''}) vs ${f.from} -> ${f.to} (${f.categories.join('|')}${f.remote ? ', remote' : ''})`;
      }
    }
  }
  if (a.edges.length !== b.edges.length) return `edge count ${a.edges.length} vs ${b.edges.length}`;
  return null;
}
