/**
 * The reference implementation for the streaming scorer: m2scorer's edit graph materialised arc by arc
 * (closure.ts), its weights (weights.ts) and its Bellman-Ford tie-breaks (path.ts). This is the code gecval used
 * before the streaming version; it matched m2scorer on all 30 parity runs but needs memory for every arc.
 */
import type { GoldEdit } from '../../../../src/metrics/m2/gold.js';
import type { BasicLattice } from '../../../../src/metrics/m2/lattice.js';
import type { PathEdit } from '../../../../src/metrics/m2/streaming.js';
import { buildEditGraph } from './closure.js';
import { incomingIndex, proposedEditKeys, shortestPathKeys } from './path.js';
import { annotatorWeights, baseWeights, EdgeText, occurrencesBySpan } from './weights.js';

export function referenceBestPaths(source: readonly string[], hypothesis: readonly string[], lattice: BasicLattice, annotators: readonly { edits: readonly GoldEdit[] }[], maxUnchangedWords: number): PathEdit[][] {
  const graph = buildEditGraph(lattice, maxUnchangedWords, { maxArcs: Infinity, maxExactVertices: Infinity, targetArcs: Infinity });
  const text = new EdgeText(graph, source, hypothesis);
  const base = baseWeights(graph);
  const incoming = incomingIndex(graph);
  const goldSpans = new Set(annotators.flatMap((a) => a.edits.map((e) => text.spanId(e.start, e.end))));
  const bySpan = occurrencesBySpan(graph, text, goldSpans);
  const width = hypothesis.length + 1;
  return annotators.map(({ edits }) => {
    const weights = edits.length === 0 ? base : annotatorWeights(graph, text, base, bySpan, edits);
    return proposedEditKeys(graph, shortestPathKeys(graph, incoming, weights)).map((key) => ({
      start: text.start(key),
      end: text.end(key),
      hypothesisStart: lattice.cellOf[graph.keyFrom[key]!]! % width,
      hypothesisEnd: lattice.cellOf[graph.keyTo[key]!]! % width,
    }));
  });
}
