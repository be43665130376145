import type { EditGraph } from './closure.js';
import { EditKind } from '../../../../src/metrics/m2/lattice.js';
import type { GoldEdit } from '../../../../src/metrics/m2/gold.js';

/** m2scorer adds this to every edge that matches no gold edit, so that fewer, longer edits win ties. */
export const EPSILON = 0.001;

/** The span-and-text view of a graph edge, computed on demand (merged edits are never stored as text). */
export class EdgeText {
  private readonly width: number;
  constructor(
    private readonly graph: EditGraph,
    private readonly source: readonly string[],
    private readonly hypothesis: readonly string[],
  ) {
    this.width = graph.lattice.hypothesisLength + 1;
  }
  start(key: number): number {
    return this.graph.keyStart[key]!;
  }
  end(key: number): number {
    return this.graph.keyEnd[key]!;
  }
  /** A number naming the span, for grouping edges with gold edits. */
  spanId(start: number, end: number): number {
    return start * (this.source.length + 1) + end;
  }
  original(key: number): string {
    return this.source.slice(this.start(key), this.end(key)).join(' ');
  }
  correction(key: number): string {
    const from = this.graph.lattice.cellOf[this.graph.keyFrom[key]!]! % this.width;
    const to = this.graph.lattice.cellOf[this.graph.keyTo[key]!]! % this.width;
    return this.hypothesis.slice(from, to).join(' ');
  }
  matches(key: number, gold: GoldEdit): boolean {
    return this.start(key) === gold.start && this.end(key) === gold.end && this.original(key) === gold.original
      && gold.corrections.includes(this.correction(key));
  }
}

/** Weights with no gold edit in sight: path length, plus epsilon once per occurrence of a non-noop edge. */
export function baseWeights(graph: EditGraph): Float64Array {
  const weights = Float64Array.from(graph.keyDistance);
  for (const key of graph.occurrenceKey) {
    if (graph.keyKind[key] !== EditKind.Noop) weights[key] += EPSILON;
  }
  return weights;
}

/** Occurrences (keys, with repeats) per source span, sorted by (from, to) as m2scorer sorts them. */
export function occurrencesBySpan(graph: EditGraph, text: EdgeText, spans: ReadonlySet<number>): Map<number, number[]> {
  const bySpan = new Map<number, number[]>();
  for (const key of graph.occurrenceKey) {
    const span = text.spanId(graph.keyStart[key]!, graph.keyEnd[key]!);
    if (!spans.has(span)) continue;
    let list = bySpan.get(span);
    if (!list) bySpan.set(span, (list = []));
    list.push(key);
  }
  for (const list of bySpan.values()) list.sort((a, b) => graph.keyFrom[a]! - graph.keyFrom[b]! || graph.keyTo[a]! - graph.keyTo[b]!);
  return bySpan;
}

/**
 * m2scorer's `set_weights` for one annotator: an edge matching a gold edit weighs -len(E), which makes the
 * shortest path collect as many gold matches as possible. Insertions at one point are matched by a two-pointer
 * walk from both ends that also penalises the edges it jumps over; it is reproduced step by step because its
 * quirks decide which of several equal paths wins.
 */
export function annotatorWeights(graph: EditGraph, text: EdgeText, base: Float64Array, bySpan: Map<number, number[]>, gold: readonly GoldEdit[]): Float64Array {
  const weights = base.slice();
  const goldBySpan = new Map<number, GoldEdit[]>();
  for (const edit of gold) {
    const span = text.spanId(edit.start, edit.end);
    let list = goldBySpan.get(span);
    if (!list) goldBySpan.set(span, (list = []));
    list.push(edit);
  }
  const matched = -graph.edgeListLength;
  for (const [span, golds] of goldBySpan) {
    const edges = bySpan.get(span);
    if (!edges) continue;
    for (const key of edges) weights[key] = graph.keyDistance[key]!;
    if (text.start(edges[0]!) === text.end(edges[0]!)) {
      weighInsertions(graph, text, weights, edges, golds, matched);
      continue;
    }
    for (const key of edges) {
      if (golds.some((g) => text.matches(key, g))) weights[key] = matched;
      else if (graph.keyKind[key] !== EditKind.Noop) weights[key] += EPSILON;
    }
  }
  return weights;
}

function weighInsertions(graph: EditGraph, text: EdgeText, weights: Float64Array, edges: number[], golds: GoldEdit[], matched: number): void {
  let left = 0;
  let right = edges.length - 1;
  let cur = left;
  let goldLeft = 0;
  let goldRight = golds.length - 1;
  while (left <= right) {
    const key = edges[cur]!;
    const fromLeft = cur === left;
    let hit = false;
    if (fromLeft) {
      for (let g = goldLeft; g <= goldRight; g++) {
        if (text.matches(key, golds[g]!)) { hit = true; weights[key] = matched; goldLeft = g + 1; break; }
      }
    } else {
      for (let g = goldRight; g >= goldLeft; g--) {
        if (text.matches(key, golds[g]!)) { hit = true; weights[key] = matched; goldRight = g - 1; break; }
      }
    }
    if (!hit) weights[key] += EPSILON; // insertions are never noops
    if (hit && fromLeft) {
      left++;
      while (left < edges.length && graph.keyFrom[edges[left]!] !== graph.keyTo[edges[cur]!]) weights[edges[left++]!] += EPSILON;
      cur = left;
    } else if (hit) {
      right--;
      while (right >= 0 && graph.keyTo[edges[right]!] !== graph.keyFrom[edges[cur]!]) weights[edges[right--]!] += EPSILON;
      cur = right;
    } else if (fromLeft) {
      left++;
      cur = right;
    } else {
      right--;
      cur = left;
    }
  }
}
