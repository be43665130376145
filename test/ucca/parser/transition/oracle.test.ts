// Oracle round trip (docs/parser.md, "Static oracle"): the static oracle's derivation rebuilds every gold graph of EWT,
// 20K and Wiki exactly (restricted to what the parser builds), and its transition counts equal the Python prototype's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dataPath } from '../../../helpers/shared.js';
import { readSplit, type CorpusSplit } from '../../../../src/ucca/parser/corpus.js';
import { goldTree, type GoldTree } from '../../../../src/ucca/parser/transition/gold.js';
import { oracleDerivation } from '../../../../src/ucca/parser/transition/oracle.js';
import { buildGraph } from '../../../../src/ucca/parser/build.js';
import { Move } from '../../../../src/ucca/parser/transition/state.js';
import { graphProblems } from '../../../../src/ucca/validate.js';
import { tokenYields } from '../../../helpers/ucca-tree-yields.js';

const dataDir = dataPath('..', 'data');

/** Edges described by the token yields of their ends, so two trees compare without a node mapping. */
function signature(tree: GoldTree): string[] {
  const yieldOf = tokenYields(tree);
  return tree.edges.map((e) => `${yieldOf(e.parent)}>${yieldOf(e.child)}:${e.label}:${e.remote}`).sort();
}

const expectedTransitions: Partial<Record<CorpusSplit, number>> = { 'ewt-train': 261386, 'ewt-dev': 31586, 'ewt-test': 31838, '20k': 69984 };

for (const split of ['ewt-train', 'ewt-dev', 'ewt-test', '20k', 'wiki-train', 'wiki-test'] as const) {
  test(`oracle rebuilds every gold graph of ${split}`, () => {
    const graphs = readSplit(dataDir, split);
    assert.ok(graphs.length > 400);
    let transitions = 0;
    let swaps = 0;
    const failures: string[] = [];
    for (const graph of graphs) {
      const gold = goldTree(graph);
      const derivation = oracleDerivation(gold);
      if (!derivation) {
        failures.push(`${graph.id}: stuck`);
        continue;
      }
      transitions += derivation.actions.length;
      swaps += derivation.actions.filter((a) => a.move === Move.Swap).length;
      const rebuilt = buildGraph(derivation.state, { id: graph.id, words: gold.words, punct: gold.punct, tokenTerminal: gold.tokenTerminal });
      if (graphProblems(rebuilt).length > 0) failures.push(`${graph.id}: ${JSON.stringify(graphProblems(rebuilt)[0])}`);
      else if (signature(goldTree(rebuilt)).join('\n') !== signature(gold).join('\n')) failures.push(`${graph.id}: rebuilt graph differs`);
    }
    assert.deepEqual(failures.slice(0, 5), []);
    const expected = expectedTransitions[split];
    if (expected !== undefined) assert.equal(transitions, expected);
    assert.ok(swaps > 0 && swaps < transitions * 0.05);
  });
}
