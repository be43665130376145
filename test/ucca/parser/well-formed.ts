// Shared check: a parser output is a well-formed UCCA graph over exactly the given tokens.
import assert from 'node:assert/strict';
import type { UccaGraph } from '../../../src/ucca/graph.js';
import { graphProblems } from '../../../src/ucca/validate.js';

export function assertWellFormed(graph: UccaGraph, tokens: readonly string[]): void {
  assert.deepEqual(graphProblems(graph), []);
  assert.deepEqual(graph.terminals.map((t) => t.text), [...tokens]);
  const root = graph.root().id;
  for (const t of graph.terminals) assert.equal(graph.incoming(t.id).length, 1, `terminal ${t.id} '${t.text}' must have one parent`);
  for (const n of graph.nodes) {
    if (n.id === root) continue;
    assert.ok(graph.primaryParentEdge(n.id), `node ${n.id} has no primary parent`);
    assert.ok(graph.outgoing(n.id, { remote: false }).length > 0, `node ${n.id} has no children`);
  }
  assert.equal(graph.incoming(root).length, 0);
}
