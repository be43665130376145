/**
 * The floors a parser must clear (docs/parser.md, "Accuracy"). B0: root -H-> one scene, every non-punctuation token its own pre-terminal
 * labeled `A`. B1a: the same, each pre-terminal labeled with the most frequent incoming label of gold
 * pre-terminals whose token has the same wink UPOS in EWT train (the learned table is `B1A_TABLE`;
 * `learnUposTable` recomputes it). Punctuation by the anchor rule.
 */
import { TERMINAL, UccaGraph } from '../graph.js';
import type { GoldItem } from './corpus.js';
import type { DecodeInput } from './input.js';
import { attachPunctuation } from './punctuation.js';

/** B1a's table as learned from EWT train with wink-nlp 2.4.0 / lite model 1.8.1 (docs/parser.md, "Accuracy"). */
export const B1A_TABLE: Readonly<Record<string, string>> = {
  ADV: 'D', ADJ: 'S', NOUN: 'C', AUX: 'F', PART: 'D', VERB: 'P', ADP: 'R', DET: 'F', SCONJ: 'L', PRON: 'A', CCONJ: 'L', PROPN: 'C', NUM: 'Q', INTJ: 'G',
};
export const B1A_DEFAULT = 'C';

export function flatSceneGraph(input: DecodeInput, labelOf: (tokenIndex: number) => string): UccaGraph {
  const graph = new UccaGraph({ id: input.id });
  input.words.forEach((w, i) => graph.addTerminal(w, { punct: input.punct[i]! }));
  const root = graph.addRoot();
  if (input.tokenTerminal.length > 0) {
    const scene = graph.addUnit(root.id, 'H');
    input.tokenTerminal.forEach((w, k) => {
      const unit = graph.addUnit(scene.id, labelOf(k));
      graph.addEdge(unit.id, graph.terminals[w]!.id, TERMINAL);
    });
  }
  attachPunctuation(graph);
  return graph;
}

export function baselineB0(input: DecodeInput): UccaGraph {
  return flatSceneGraph(input, () => 'A');
}

export function baselineB1a(input: DecodeInput, table: Readonly<Record<string, string>> = B1A_TABLE): UccaGraph {
  return flatSceneGraph(input, (k) => table[input.attrs[input.tokenTerminal[k]!]!.upos] ?? B1A_DEFAULT);
}

/** Most frequent incoming label (first category) of each token's gold pre-terminal, per wink UPOS. */
export function learnUposTable(items: readonly GoldItem[]): Record<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const item of items) {
    for (const e of item.gold.edges) {
      if (e.remote || e.child >= item.gold.root) continue;
      const preterminal = e.parent;
      const incoming = item.gold.edges.find((p) => !p.remote && p.child === preterminal);
      if (!incoming) continue;
      const upos = item.attrs[item.tokenTerminal[e.child]!]!.upos;
      let m = counts.get(upos);
      if (!m) counts.set(upos, (m = new Map()));
      m.set(incoming.first, (m.get(incoming.first) ?? 0) + 1);
    }
  }
  const table: Record<string, string> = {};
  for (const [upos, m] of [...counts].sort()) table[upos] = [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  return table;
}
