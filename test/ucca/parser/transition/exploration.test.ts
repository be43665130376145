// Exploration (docs/parser-v3.md, "Exploration"): the oracle follows only those wrong actions after which the gold
// primary structure is still reachable. A walk that takes random wrong actions on real EWT and Wiki sentences must
// still finish and rebuild every gold primary edge (unlabeled), while really containing the explored mistakes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dataPath } from '../../../helpers/shared.js';
import { SeededRandom } from '../../../../src/core/random.js';
import { readSplit } from '../../../../src/ucca/parser/corpus.js';
import { buildGraph } from '../../../../src/ucca/parser/build.js';
import { collectLabels, restrictLabels } from '../../../../training/parser/labels.js';
import { ActionClasses } from '../../../../src/ucca/parser/transition/classes.js';
import { goldTree, type GoldTree } from '../../../../src/ucca/parser/transition/gold.js';
import { Oracle } from '../../../../src/ucca/parser/transition/oracle.js';
import { Move } from '../../../../src/ucca/parser/transition/state.js';
import { graphProblems } from '../../../../src/ucca/validate.js';
import { tokenYields } from '../../../helpers/ucca-tree-yields.js';

const dataDir = dataPath('..', 'data');

/** Edges by the token yields of their ends (no node mapping needed), primary or remote, with or without labels. */
function edgeKeys(tree: GoldTree, remote: boolean, labeled: boolean): string[] {
  const yieldOf = tokenYields(tree);
  return tree.edges.filter((e) => e.remote === remote).map((e) => `${yieldOf(e.parent)}>${yieldOf(e.child)}${labeled ? `:${e.label}` : ''}`).sort();
}

interface WalkStats {
  sentences: number;
  unfinished: string[];
  problems: string[];
  structureDiffers: number;
  followed: number;
  shifts: number;
  wrongLabels: number;
  spuriousRemotes: number;
  lostRemotes: number;
  reduces: number;
  /** Gold primary edges given up after premature REDUCEs, and walks whose state holds other than the rest. */
  lostPrimary: number;
  addedUnits: number;
  /** Primary edge moves followed, and primary edges given up with nodes that could no longer be created. */
  primaryEdges: number;
  dropped: number;
  spuriousNodes: number;
  primaryCountDiffers: string[];
}

/** Oracle walks over the first 400 sentences of a split that try a random valid action half of the time. */
function randomWalks(split: 'ewt-train' | 'wiki-train', options: { shift?: boolean; reduce?: boolean; attach?: boolean }): WalkStats {
  const golds = readSplit(dataDir, split).slice(0, 400).map((g) => goldTree(g));
  const labels = collectLabels(golds, 1);
  const classes = new ActionClasses(labels);
  const random = new SeededRandom(11);
  const mask = new Uint8Array(classes.size);
  const stats: WalkStats = { sentences: golds.length, unfinished: [], problems: [], structureDiffers: 0, followed: 0, shifts: 0, wrongLabels: 0, spuriousRemotes: 0, lostRemotes: 0, reduces: 0, lostPrimary: 0, addedUnits: 0, primaryEdges: 0, dropped: 0, spuriousNodes: 0, primaryCountDiffers: [] };
  for (const [i, original] of golds.entries()) {
    const gold = restrictLabels(original, labels);
    const oracle = new Oracle(gold);
    const limit = 200 * (gold.root + 1) + 100;
    let steps = 0;
    while (!oracle.state.finished && steps++ < limit) {
      const expected = oracle.nextAllowed();
      if (!expected) break;
      classes.validMask(oracle.state, mask);
      const valid = [...mask.keys()].filter((c) => mask[c]);
      const wrong = classes.action(valid[random.integer(0, valid.length - 1)]!);
      if (classes.classOf(wrong) !== classes.classOf(expected) && random.float() < 0.5 && oracle.explore(wrong, expected, options)) {
        stats.followed++;
        if (wrong.move === Move.Shift) stats.shifts++;
        if (wrong.move === Move.Reduce) stats.reduces++;
        if (wrong.move === Move.LeftEdge || wrong.move === Move.RightEdge) stats.primaryEdges++;
        if (wrong.move === Move.Node && expected.move !== Move.Node) stats.spuriousNodes++;
      } else oracle.apply(expected);
    }
    if (!oracle.state.finished) {
      stats.unfinished.push(`sentence ${i}: unfinished after ${steps} steps`);
      continue;
    }
    // a premature REDUCE moves the reduced unit's missing children up to an ancestor (tokens under the root into
    // one new unit): every node still gets its parent
    stats.lostPrimary += [...oracle.lostEdges()].filter((e) => !e.remote).length;
    stats.addedUnits += oracle.addedUnits();
    const builtPrimary = oracle.state.parent.filter((p) => p >= 0).length;
    const goldPrimary = gold.edges.filter((e) => !e.remote).length + oracle.addedUnits() - oracle.droppedPrimaryEdges();
    stats.dropped += oracle.droppedPrimaryEdges();
    if (builtPrimary !== goldPrimary && !options.shift) stats.primaryCountDiffers.push(`sentence ${i}: ${builtPrimary} primary edges built, ${goldPrimary} wanted`);
    const rebuilt = buildGraph(oracle.state, { id: String(i), words: gold.words, punct: gold.punct, tokenTerminal: gold.tokenTerminal });
    if (graphProblems(rebuilt).length > 0) {
      stats.problems.push(`sentence ${i}: ${JSON.stringify(graphProblems(rebuilt)[0])}`);
      continue;
    }
    const got = goldTree(rebuilt);
    if (edgeKeys(got, false, false).join('\n') !== edgeKeys(gold, false, false).join('\n')) stats.structureDiffers++;
    const goldLabeled = new Set(edgeKeys(gold, false, true));
    stats.wrongLabels += edgeKeys(got, false, true).filter((k) => !goldLabeled.has(k)).length;
    const goldRemotes = new Set(edgeKeys(gold, true, false));
    const gotRemotes = new Set(edgeKeys(got, true, false));
    stats.spuriousRemotes += [...gotRemotes].filter((k) => !goldRemotes.has(k)).length;
    stats.lostRemotes += [...goldRemotes].filter((k) => !gotRemotes.has(k)).length;
  }
  return stats;
}

for (const split of ['ewt-train', 'wiki-train'] as const) {
  test(`walks that follow random wrong actions still rebuild every gold primary edge of ${split}`, () => {
    const stats = randomWalks(split, {});
    assert.deepEqual([...stats.unfinished, ...stats.problems].slice(0, 5), []);
    assert.equal(stats.structureDiffers, 0);
    // the walks really went off the oracle's path, in each of the ways exploration allows
    assert.ok(stats.followed > 1000, `followed ${stats.followed}`);
    assert.ok(stats.wrongLabels > 500, `wrong labels ${stats.wrongLabels}`);
    assert.ok(stats.spuriousRemotes > 10, `spurious remotes ${stats.spuriousRemotes}`);
    assert.ok(stats.lostRemotes > 0, `lost remotes ${stats.lostRemotes}`);
  });

  test(`with premature SHIFTs too, walks of ${split} always finish as valid graphs and nearly always rebuild the gold structure`, () => {
    const stats = randomWalks(split, { shift: true });
    assert.deepEqual([...stats.unfinished, ...stats.problems].slice(0, 5), []);
    assert.ok(stats.shifts > 500, `premature shifts ${stats.shifts}`);
    // many premature SHIFTs per sentence: the swap rule recovers all but a few percent of sentences
    assert.ok(stats.structureDiffers <= 0.1 * stats.sentences, `structure differs in ${stats.structureDiffers} of ${stats.sentences}`);
  });

  test(`with premature REDUCEs, walks of ${split} finish as valid graphs holding every gold primary edge not given up`, () => {
    const stats = randomWalks(split, { reduce: true });
    assert.deepEqual([...stats.unfinished, ...stats.problems, ...stats.primaryCountDiffers].slice(0, 5), []);
    assert.ok(stats.reduces > 300, `premature reduces ${stats.reduces}`);
    assert.ok(stats.lostPrimary > 0 && stats.structureDiffers > 0, `lost ${stats.lostPrimary} primary edges in ${stats.structureDiffers} walks`);
    assert.ok(stats.addedUnits > 0 && stats.addedUnits < stats.lostPrimary, `${stats.addedUnits} units added`);
    // without REDUCEs nothing is given up (the two tests above: structure rebuilt)
    assert.equal(randomWalks(split, { shift: true }).lostPrimary, 0);
    // premature SHIFTs and REDUCEs together (what training with both follows): still valid graphs
    const both = randomWalks(split, { shift: true, reduce: true });
    assert.deepEqual([...both.unfinished, ...both.problems].slice(0, 5), []);
    assert.ok(both.shifts > 300 && both.reduces > 300, `${both.shifts} shifts, ${both.reduces} reduces`);
  });
}

for (const split of ['ewt-train', 'wiki-train'] as const) {
  test(`with misattached and spurious units, walks of ${split} finish as valid graphs holding every gold primary edge not given up`, () => {
    const plain = randomWalks(split, {});
    const stats = randomWalks(split, { attach: true });
    assert.deepEqual([...stats.unfinished, ...stats.problems, ...stats.primaryCountDiffers].slice(0, 5), []);
    // edges to a wrong parent are followed now, and some leave a gold unit with no way to be created
    assert.ok(stats.primaryEdges > plain.primaryEdges + 300, `${stats.primaryEdges} primary edge moves followed, ${plain.primaryEdges} without`);
    assert.ok(stats.dropped > 0 && stats.structureDiffers > 0, `dropped ${stats.dropped}`);
    // a NODE where gold has none puts a new unit in: each is one more primary edge (counted in the check above)
    assert.ok(stats.spuriousNodes > 100 && stats.addedUnits >= stats.spuriousNodes, `${stats.spuriousNodes} spurious nodes, ${stats.addedUnits} units added`);
    assert.equal(plain.spuriousNodes, 0);
    const all = randomWalks(split, { shift: true, reduce: true, attach: true });
    assert.deepEqual([...all.unfinished, ...all.problems].slice(0, 5), []);
  });
}

test('explore refuses what would lose primary structure and leaves the state as it was', () => {
  const gold = goldTree(readSplit(dataDir, 'ewt-dev')[0]!);
  const oracle = new Oracle(gold);
  const first = oracle.nextAllowed()!;
  assert.equal(first.move, 0); // SHIFT onto an empty stack
  oracle.apply(first);
  const expected = oracle.nextAllowed()!;
  const before = JSON.stringify([oracle.state.stack, oracle.state.buffer, oracle.state.edges]);
  // FINISH before the sentence is parsed would drop every remaining edge
  assert.equal(oracle.explore({ move: 9, label: '' }, expected), false);
  assert.equal(JSON.stringify([oracle.state.stack, oracle.state.buffer, oracle.state.edges]), before);
});
