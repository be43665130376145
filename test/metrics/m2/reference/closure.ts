import { type BasicLattice, EditKind } from '../../../../src/metrics/m2/lattice.js';

/**
 * The transitive arcs of m2scorer: a system edit may span several lattice edges (e.g. "a b" -> "the c") as
 * long as it contains at most `maxUnchangedWords` unchanged tokens. The official code runs a Floyd-Warshall
 * style triple loop over all vertex triples (O(V^3) in Python). Because vertex ids are in topological order,
 * when vertex k is the intermediate, every arc into k is already final and the only arcs out of k are basic
 * ones; so the same arcs, in the same order, come from extending each arc (i, k) by each basic edge (k, j),
 * which costs O(arcs) instead of O(V^3).
 *
 * A merged edit's text needs no storage: its source span is [i of from, i of to) and its correction is
 * hypothesis[j of from, j of to), whatever path it was built from. Its kind and its count of unchanged tokens
 * do depend on the path, and so does the "distance" (number of basic edges) used as its weight.
 */
export interface EditGraph {
  readonly lattice: BasicLattice;
  readonly vertexCount: number;
  /** Per key (a distinct vertex pair with an edit): endpoints, path length in basic edges, unchanged tokens. */
  readonly keyFrom: readonly number[];
  readonly keyTo: readonly number[];
  readonly keyDistance: readonly number[];
  readonly keyUnchanged: readonly number[];
  /**
   * The official edge list E after closure and noop-arc removal, one entry per occurrence (a key can occur
   * more than once), as (key, position in the list before removal) — positions keep the list's order.
   */
  readonly occurrenceKey: Int32Array;
  readonly occurrencePosition: Int32Array;
  /** Per key: kind and source token span [start, end) of its edit (precomputed: every stage reads them). */
  readonly keyKind: Uint8Array;
  readonly keyStart: Int32Array;
  readonly keyEnd: Int32Array;
  /** len(E): gold-matching edges weigh -len(E). */
  readonly edgeListLength: number;
  /** Set when the lattice was too large for the exact closure: merged edits span at most this many basic edges. */
  readonly spanLimit?: number;
}

/**
 * Limits that keep a pathological hypothesis (e.g. one word repeated 200 times) from taking minutes: the
 * closure of a lattice with no unchanged tokens has an arc between almost every pair of vertices. The largest
 * closure on the 15 CoNLL-2014 outputs has 69k arcs (NTHU line 41); past `maxArcs` the graph is rebuilt with
 * merged edits limited to `spanLimit` basic edges, chosen so that the graph stays near `targetArcs`.
 */
export interface ClosureLimits {
  readonly maxArcs: number;
  readonly maxExactVertices: number;
  readonly targetArcs: number;
}

export const DEFAULT_CLOSURE_LIMITS: ClosureLimits = Object.freeze({ maxArcs: 250_000, maxExactVertices: 2_000, targetArcs: 60_000 });

function kindOf(lattice: BasicLattice, from: number, to: number, distance: number, unchanged: number): EditKind {
  const width = lattice.hypothesisLength + 1;
  const fromCell = lattice.cellOf[from]!;
  const toCell = lattice.cellOf[to]!;
  const i1 = Math.floor(fromCell / width);
  const i2 = Math.floor(toCell / width);
  if (i1 === i2) return EditKind.Insert;
  if (fromCell - i1 * width === toCell - i2 * width) return EditKind.Delete;
  return unchanged === distance ? EditKind.Noop : EditKind.Substitute;
}

function grow(array: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** Vertex-pair -> key lookup: a dense table for ordinary sentences, a Map for huge lattices. */
function makeKeyTable(vertexCount: number) {
  if (vertexCount * vertexCount <= 1 << 24) {
    const table = new Int32Array(vertexCount * vertexCount).fill(-1);
    return {
      get: (a: number, b: number) => table[a * vertexCount + b]!,
      set: (a: number, b: number, key: number) => void (table[a * vertexCount + b] = key),
    };
  }
  const map = new Map<number, number>();
  return {
    get: (a: number, b: number) => map.get(a * vertexCount + b) ?? -1,
    set: (a: number, b: number, key: number) => void map.set(a * vertexCount + b, key),
  };
}

/** The official edit graph, or a span-limited one when the exact closure would exceed the limits. */
export function buildEditGraph(lattice: BasicLattice, maxUnchangedWords: number, limits: ClosureLimits = DEFAULT_CLOSURE_LIMITS): EditGraph {
  const vertexCount = lattice.cellOf.length;
  if (vertexCount <= limits.maxExactVertices) {
    const exact = closeGraph(lattice, maxUnchangedWords, Infinity, limits.maxArcs);
    if (exact) return exact;
  }
  const spanLimit = Math.max(maxUnchangedWords + 1, 2, Math.floor(Math.sqrt(limits.targetArcs / vertexCount)));
  return { ...closeGraph(lattice, maxUnchangedWords, spanLimit, Infinity)!, spanLimit };
}

function closeGraph(lattice: BasicLattice, maxUnchangedWords: number, spanLimit: number, maxArcs: number): EditGraph | undefined {
  const vertexCount = lattice.cellOf.length;
  const keys = makeKeyTable(vertexCount);
  const keyFrom: number[] = [];
  const keyTo: number[] = [];
  const keyDistance: number[] = [];
  const keyUnchanged: number[] = [];
  // Basic keys are 0..B-1 in (from, to) order, so the basic edges out of a vertex are one contiguous range.
  const basicCount = lattice.edgeFrom.length;
  const outStart = new Int32Array(vertexCount + 1);
  // Arcs into each vertex as a linked list of keys (head per vertex, next per key): no array per vertex.
  const incomingHead = new Int32Array(vertexCount).fill(-1);
  let nextIncoming = new Int32Array(Math.max(16, basicCount * 4));
  const positionKeys: number[] = [];
  for (let e = 0; e < basicCount; e++) {
    const from = lattice.edgeFrom[e]!;
    const to = lattice.edgeTo[e]!;
    keyFrom.push(from);
    keyTo.push(to);
    keyDistance.push(1);
    keyUnchanged.push(lattice.edgeKind[e] === EditKind.Noop ? 1 : 0);
    keys.set(from, to, e);
    nextIncoming[e] = incomingHead[to]!;
    incomingHead[to] = e;
    outStart[from + 1]!++;
    for (let c = 0; c < lattice.edgeCount[e]!; c++) positionKeys.push(e);
  }
  for (let v = 0; v < vertexCount; v++) outStart[v + 1]! += outStart[v]!;
  const basicPositions = positionKeys.length;

  let sources = new Int32Array(64);
  for (let k = 0; k < vertexCount; k++) {
    const outFirst = outStart[k]!;
    const outEnd = outStart[k + 1]!;
    if (outFirst === outEnd) continue;
    let sourceCount = 0;
    for (let key = incomingHead[k]!; key >= 0; key = nextIncoming[key]!) {
      if (sourceCount === sources.length) sources = grow(sources);
      sources[sourceCount++] = keyFrom[key]!;
    }
    const sorted = sources.subarray(0, sourceCount).sort();
    for (let s = 0; s < sourceCount; s++) {
      const i = sorted[s]!;
      const ik = keys.get(i, k);
      const distanceIK = keyDistance[ik]!;
      const unchangedIK = keyUnchanged[ik]!;
      for (let kj = outFirst; kj < outEnd; kj++) {
        const j = keyTo[kj]!;
        const candidate = distanceIK + keyDistance[kj]!;
        if (candidate > spanLimit) continue;
        let ij = keys.get(i, j);
        if (ij >= 0 && !(candidate < keyDistance[ij]!)) continue;
        const unchanged = unchangedIK + keyUnchanged[kj]!;
        if (unchanged > maxUnchangedWords) continue;
        if (ij < 0) {
          ij = keyFrom.length;
          if (ij >= maxArcs) return undefined;
          keyFrom.push(i);
          keyTo.push(j);
          keyDistance.push(0);
          keyUnchanged.push(0);
          keys.set(i, j, ij);
          if (ij >= nextIncoming.length) nextIncoming = grow(nextIncoming);
          nextIncoming[ij] = incomingHead[j]!;
          incomingHead[j] = ij;
        }
        keyDistance[ij] = candidate;
        keyUnchanged[ij] = unchanged;
        positionKeys.push(ij);
      }
    }
  }

  const width = lattice.hypothesisLength + 1;
  const keyCount = keyFrom.length;
  const kinds = new Uint8Array(keyCount);
  const keyStart = new Int32Array(keyCount);
  const keyEnd = new Int32Array(keyCount);
  for (let key = 0; key < keyCount; key++) {
    kinds[key] = kindOf(lattice, keyFrom[key]!, keyTo[key]!, keyDistance[key]!, keyUnchanged[key]!);
    keyStart[key] = Math.floor(lattice.cellOf[keyFrom[key]!]! / width);
    keyEnd[key] = Math.floor(lattice.cellOf[keyTo[key]!]! / width);
  }
  const graph: EditGraph = {
    lattice, vertexCount, keyFrom, keyTo, keyDistance, keyUnchanged, keyKind: kinds, keyStart, keyEnd,
    occurrenceKey: new Int32Array(0), occurrencePosition: new Int32Array(0), edgeListLength: 0,
  };
  return removeNoopArcs(graph, positionKeys, basicPositions);
}

/**
 * m2scorer then deletes merged noop arcs (`E.remove` while iterating over `E`). Removing from a list being
 * iterated skips the element after each removed one, so in a run of consecutive noop arcs every second one
 * survives. The survivors change len(E) and path tie-breaks, so the skip is reproduced here.
 */
function removeNoopArcs(graph: EditGraph, positionKeys: number[], basicPositions: number): EditGraph {
  const removedKey = new Uint8Array(graph.keyFrom.length);
  const alive = new Uint8Array(positionKeys.length).fill(1);
  for (let p = basicPositions; p < positionKeys.length; p++) {
    const key = positionKeys[p]!;
    if (removedKey[key]) continue; // the official code would fail with a KeyError here; it never happens on CoNLL data
    if (graph.keyKind[key] === EditKind.Noop && graph.keyDistance[key]! > 1) {
      removedKey[key] = 1;
      alive[p] = 0;
      p++; // the skipped neighbour stays in E whatever it is
    }
  }
  let count = 0;
  for (let p = 0; p < alive.length; p++) count += alive[p]!;
  const occurrenceKey = new Int32Array(count);
  const occurrencePosition = new Int32Array(count);
  for (let p = 0, o = 0; p < alive.length; p++) {
    if (!alive[p]) continue;
    occurrenceKey[o] = positionKeys[p]!;
    occurrencePosition[o++] = p;
  }
  return { ...graph, occurrenceKey, occurrencePosition, edgeListLength: count };
}
