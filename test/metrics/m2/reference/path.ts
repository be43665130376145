import type { EditGraph } from './closure.js';
import { EditKind } from '../../../../src/metrics/m2/lattice.js';

/** Incoming occurrences per vertex (CSR), built once per sentence and reused for every annotator. */
export interface IncomingIndex {
  readonly start: Int32Array;
  readonly occurrences: Int32Array;
}

export function incomingIndex(graph: EditGraph): IncomingIndex {
  const start = new Int32Array(graph.vertexCount + 1);
  for (const key of graph.occurrenceKey) start[graph.keyTo[key]! + 1]!++;
  for (let v = 0; v < graph.vertexCount; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, graph.vertexCount);
  const occurrences = new Int32Array(graph.occurrenceKey.length);
  for (let o = 0; o < graph.occurrenceKey.length; o++) occurrences[fill[graph.keyTo[graph.occurrenceKey[o]!]!]!++] = o;
  return { start, occurrences };
}

/**
 * Shortest path from (0, 0) to (n, m) in topological order: O(E), where m2scorer runs Bellman-Ford for
 * |V| - 1 full passes (O(V E), hours on long repetitive hypotheses).
 *
 * Equal-cost paths are common (and costs are floats with epsilons, so "equal" means bitwise equal, as in
 * Python). Bellman-Ford keeps the first edge that reached a vertex's final distance; that edge is the one
 * scanned earliest after its source vertex became final, i.e. the smallest (pass, position in E). Tracking
 * the pass and position at which each vertex became final reproduces the official choice exactly.
 *
 * Returns the keys of the path's edges from the end back to the start (the official `editSeq` order).
 */
export function shortestPathKeys(graph: EditGraph, incoming: IncomingIndex, weights: Float64Array): number[] {
  const n = graph.vertexCount;
  const distance = new Float64Array(n).fill(Infinity);
  const finalPass = new Int32Array(n);
  const finalPosition = new Int32Array(n);
  const viaKey = new Int32Array(n).fill(-1);
  distance[0] = 0;
  finalPass[0] = 1;
  finalPosition[0] = -1;
  for (let w = 1; w < n; w++) {
    let best = Infinity;
    let bestPass = 0x7fffffff;
    let bestPosition = 0x7fffffff;
    let bestKey = -1;
    for (let x = incoming.start[w]!; x < incoming.start[w + 1]!; x++) {
      const o = incoming.occurrences[x]!;
      const key = graph.occurrenceKey[o]!;
      const v = graph.keyFrom[key]!;
      const cost = distance[v]! + weights[key]!;
      const position = graph.occurrencePosition[o]!;
      const pass = position > finalPosition[v]! ? finalPass[v]! : finalPass[v]! + 1;
      if (cost < best || (cost === best && (pass < bestPass || (pass === bestPass && position < bestPosition)))) {
        best = cost;
        bestPass = pass;
        bestPosition = position;
        bestKey = key;
      }
    }
    distance[w] = best;
    finalPass[w] = bestPass;
    finalPosition[w] = bestPosition;
    viaKey[w] = bestKey;
  }
  const keys: number[] = [];
  for (let v = n - 1; viaKey[v]! >= 0; v = graph.keyFrom[viaKey[v]!]!) keys.push(viaKey[v]!);
  return keys;
}

/** The path's edits without the unchanged (noop) stretches, still from the end back to the start. */
export function proposedEditKeys(graph: EditGraph, pathKeys: readonly number[]): number[] {
  return pathKeys.filter((key) => graph.keyKind[key] !== EditKind.Noop);
}
