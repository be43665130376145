/**
 * Turns a finished `ParserState` into a `UccaGraph` (docs/parser.md, "Transition system" and "Punctuation"):
 * units without a primary parent go under the root as `H`, stray tokens get a fresh pre-terminal under the
 * root, punctuation is attached by the anchor rule, IDs are `0.i` for terminals, `1.1` for the root and
 * `1.2…` for units in creation order.
 */
import { TERMINAL, UccaGraph } from '../graph.js';
import { attachPunctuation } from './punctuation.js';
import { KIND_TOKEN, KIND_UNIT, type ParserState } from './transition/state.js';

export interface SentenceTokens {
  id: string;
  /** All tokens, punctuation included, as they should appear as terminals. */
  words: string[];
  punct: boolean[];
  /** Terminal index of each parser token (the non-punctuation words). */
  tokenTerminal: number[];
  /** Character offsets of each word in the input text, when known. */
  offsets?: Array<[number, number]>;
}

export interface BuildReport {
  /** Units and tokens that had to be attached to the root by the repair step. */
  repaired: number;
}

export function buildGraph(state: ParserState, sentence: SentenceTokens, report?: BuildReport): UccaGraph {
  const graph = new UccaGraph({ id: sentence.id });
  sentence.words.forEach((word, i) => {
    const offsets = sentence.offsets?.[i];
    graph.addTerminal(word, { punct: sentence.punct[i]!, ...(offsets ? { start: offsets[0], end: offsets[1] } : {}) });
  });
  const rootNode = graph.addRoot();
  const idOf: string[] = new Array<string>(state.nodeCount);
  for (let t = 0; t < state.tokenCount; t++) idOf[t] = graph.terminals[sentence.tokenTerminal[t]!]!.id;
  idOf[state.root] = rootNode.id;
  for (let node = state.root + 1; node < state.nodeCount; node++) idOf[node] = graph.addNode('unit').id;
  for (const e of state.edges) {
    const toToken = state.kind[e.child] === KIND_TOKEN;
    graph.addEdge(idOf[e.parent]!, idOf[e.child]!, toToken ? TERMINAL : e.label, { remote: e.remote });
  }
  let repaired = 0;
  for (let node = state.root + 1; node < state.nodeCount; node++) {
    if (state.kind[node] === KIND_UNIT && state.parent[node]! < 0) {
      graph.addEdge(rootNode.id, idOf[node]!, 'H');
      repaired++;
    }
  }
  for (let t = 0; t < state.tokenCount; t++) {
    if (state.parent[t]! < 0) {
      const unit = graph.addUnit(rootNode.id, 'H');
      graph.addEdge(unit.id, idOf[t]!, TERMINAL);
      repaired++;
    }
  }
  if (report) report.repaired += repaired;
  attachPunctuation(graph);
  return graph;
}
