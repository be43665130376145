/**
 * The part of a gold UCCA graph the parser builds (docs/parser.md, "What the parser builds"): the root, the non-punctuation
 * tokens, the non-implicit units that dominate at least one such token, primary edges between them and remote
 * edges between units. Edge labels are the sorted category sets joined by `|`; edges into tokens get `#term`.
 * Nodes are numbered like `ParserState` numbers them: tokens `0..n-1`, root `n`, units after.
 */
import type { UccaGraph } from '../../graph.js';
import { TERM_LABEL } from './state.js';

export interface GoldEdge {
  parent: number;
  child: number;
  label: string;
  /** The edge's first category as written in the file (used when `label` is too rare to be a class). */
  first: string;
  remote: boolean;
}

export interface GoldTree {
  /** Texts of all terminals, punctuation included. */
  words: string[];
  /** Per terminal: punctuation? */
  punct: boolean[];
  /** Terminal index (0-based, into `words`) of each parser token. */
  tokenTerminal: number[];
  nodeCount: number;
  root: number;
  edges: GoldEdge[];
}

/** Joins a category set into one atomic label (`['S','A']` → `A|S`). */
export function labelOf(categories: readonly string[]): string {
  return categories.length === 1 ? categories[0]! : [...new Set(categories)].sort().join('|');
}

export function goldTree(graph: UccaGraph): GoldTree {
  const words = graph.terminals.map((t) => t.text);
  const punct = graph.terminals.map((t) => graph.isPunctuation(t.id));
  const tokenTerminal: number[] = [];
  const index = new Map<string, number>();
  graph.terminals.forEach((t, i) => {
    if (!punct[i]) {
      index.set(t.id, tokenTerminal.length);
      tokenTerminal.push(i);
    }
  });
  const n = tokenTerminal.length;
  const root = graph.root().id;
  index.set(root, n);
  // units that (through primary edges) dominate a non-punctuation token
  const keep = new Set<string>();
  for (const unit of graph.nodes) {
    if (unit.type !== 'unit' || unit.implicit) continue;
    if (graph.yield(unit.id, { punct: false }).length > 0) keep.add(unit.id);
  }
  for (const unit of graph.nodes) if (keep.has(unit.id)) index.set(unit.id, index.size);
  const edges: GoldEdge[] = [];
  for (const e of graph.edges) {
    const parent = index.get(e.from);
    const child = index.get(e.to);
    if (parent === undefined || child === undefined || child === n) continue;
    const toToken = child < n;
    if (toToken && e.remote) continue;
    edges.push({ parent, child, label: toToken ? TERM_LABEL : labelOf(e.categories), first: toToken ? TERM_LABEL : e.categories[0]!, remote: Boolean(e.remote) });
  }
  return { words, punct, tokenTerminal, nodeCount: index.size, root: n, edges };
}
