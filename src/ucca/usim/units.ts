/**
 * The units USIM and DISTSIM compare (docs/ucca-usim.md#units): foundational units with a primary parent whose
 * yield, punctuation included, has at least two terminals. Each is precomputed once per graph: its sorted
 * paragraph positions (the reference uses paragraph positions here) and its expanded incoming labels.
 */
import type { UccaGraph } from '../graph.js';

export const EQUIVALENT_CATEGORIES: ReadonlyMap<string, string> = new Map([
  ['P', 'S'],
  ['S', 'P'],
  ['H', 'C'],
  ['C', 'H'],
  ['N', 'L'],
  ['L', 'N'],
  ['F', 'R'],
  ['R', 'F'],
]);

/** Adds the partner of every category that has one (P~S, H~C, N~L, F~R). */
export function expandEquivalents(categories: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const c of categories) {
    out.add(c);
    const partner = EQUIVALENT_CATEGORIES.get(c);
    if (partner) out.add(partner);
  }
  return out;
}

export interface ComparableUnit {
  readonly id: string;
  /** Paragraph positions of its terminals (with punctuation), ascending. */
  readonly positions: Int32Array;
  readonly positionSet: Set<number>;
  /** Expanded first categories of all incoming edges (primary, remote, linkage). */
  readonly labels: Set<string>;
  /** Category of the primary incoming edge (`ftag`). */
  readonly primaryCategory: string;
}

const cache = new WeakMap<UccaGraph, ComparableUnit[]>();

/** Comparable units in node order (cached per graph object; do not mutate a graph after scoring it). */
export function comparableUnits(graph: UccaGraph): ComparableUnit[] {
  const cached = cache.get(graph);
  if (cached) return cached;
  const units: ComparableUnit[] = [];
  const yields = primaryYields(graph);
  for (const node of graph.nodes) {
    if (node.type !== 'unit') continue;
    const primary = graph.primaryParentEdge(node.id);
    if (!primary) continue;
    const positions = yields.get(node.id);
    if (!positions || positions.length < 2) continue;
    units.push({
      id: node.id,
      positions,
      positionSet: new Set(positions),
      labels: expandEquivalents(graph.incomingCategories(node.id)),
      primaryCategory: primary.categories[0]!,
    });
  }
  cache.set(graph, units);
  return units;
}

/**
 * Paragraph positions under every layer-1 node through primary edges (punctuation included), ascending, in
 * one memoised pass — the same sets as `graph.yield`, computed once per graph instead of once per unit.
 */
function primaryYields(graph: UccaGraph): Map<string, Int32Array> {
  const memo = new Map<string, Int32Array>();
  const active = new Set<string>();
  const visit = (id: string): Int32Array => {
    const known = memo.get(id);
    if (known) return known;
    const terminal = graph.terminal(id);
    if (terminal) return Int32Array.of(terminal.paragraphPosition);
    if (active.has(id)) return new Int32Array(0); // cycle guard (readers reject cycles)
    active.add(id);
    const parts: Int32Array[] = [];
    for (const e of graph.outgoing(id)) if (!e.remote) parts.push(visit(e.to));
    active.delete(id);
    let merged: Int32Array;
    if (parts.length === 1) merged = parts[0]!;
    else {
      const all = new Set<number>();
      for (const part of parts) for (const p of part) all.add(p);
      merged = Int32Array.from(all).sort();
    }
    memo.set(id, merged);
    return merged;
  };
  for (const node of graph.nodes) visit(node.id);
  return memo;
}
