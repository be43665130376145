import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as gecval from '../src/index.js';

const sentences = [
  'He go to school every days .',
  'The opposite is also true .',
  'This sentence is already correct .',
];

test('the package entry point exposes every area', () => {
  for (const name of ['readM2', 'scoreM2', 'scoreFiles', 'createBleu', 'createGleu', 'scoreIMeasure', 'extractEdits', 'parse', 'scoreUsim', 'runMaege', 'compareOutputs', 'unseenEst', 'buildReport', 'SeededRandom', 'runHumanMetaEval', 'runMaegeMetaEval'] as const) {
    assert.equal(typeof gecval[name], 'function', name);
  }
  for (const area of ['m2', 'imeasure', 'errant', 'ucca', 'parser', 'maege', 'conservatism', 'coverage', 'stats', 'report', 'metaEval'] as const) {
    assert.equal(typeof gecval[area], 'object', area);
  }
});

test('the meta-evaluation API: aggregation, correlations, windows and pairwise accuracy from the package entry', () => {
  for (const name of ['runHumanMetaEval', 'runMaegeMetaEval', 'prepareDataset', 'scoreSystems', 'aggregateSystems', 'humanTrueSkill', 'readSeeda', 'systemCorrelation', 'windowAnalysis', 'systemPairwiseAccuracy', 'sentenceLevel', 'formatTsv'] as const) {
    assert.equal(typeof gecval.metaEval[name], 'function', name);
  }
  assert.deepEqual(gecval.metaEval.AGGREGATIONS, ['corpus', 'trueskill', 'expected-wins']);
  // Three systems, two sentences: A beats B beats C on both; every aggregation keeps that order.
  const sentences = new Map([['A', [0.9, 0.8]], ['B', [0.5, 0.6]], ['C', [0.1, 0.2]]]);
  for (const aggregation of ['trueskill', 'expected-wins'] as const) {
    const scores = gecval.metaEval.aggregateSystems(aggregation, ['A', 'B', 'C'], sentences, true);
    assert.ok(scores[0]! > scores[1]! && scores[1]! > scores[2]!, `${aggregation}: ${scores}`);
  }
  const human = [3, 2, 1, 0];
  assert.equal(gecval.metaEval.systemCorrelation('spearman', human, [0.4, 0.3, 0.2, 0.1]).value, 1);
  assert.equal(gecval.metaEval.systemPairwiseAccuracy(human, [0.4, 0.3, 0.1, 0.2]).value, 5 / 6);
  assert.equal(gecval.metaEval.windowAnalysis(human, [0.4, 0.3, 0.2, 0.1], 3).length, 2);
});

test('property: a hypothesis identical to its single reference scores 1 under BLEU, GLEU and MinLD', () => {
  for (const metric of [gecval.createBleu(), gecval.createGleu(), gecval.createMinLd()]) {
    const result = gecval.scoreCorpus(metric as gecval.Metric<gecval.Segment, unknown>, sentences.map((s) => ({ source: 'x y z', hypothesis: s, references: [s] })));
    assert.ok(result.sentences.every((score) => Math.abs(score - 1) < 1e-12), `${result.metric}: ${result.sentences}`);
  }
});

test('property: USIM of a parse with itself is 1, and M2 of the source against gold with no edits is 0 proposed', () => {
  const graphs = gecval.parse(sentences, { tokenized: true });
  for (const graph of graphs) assert.equal(gecval.scoreUsim(graph, graph).usim, 1);
  const gold = gecval.parseM2(sentences.map((s) => `S ${s}\n\n`).join(''));
  const result = gecval.scoreM2(sentences, gold);
  assert.equal(result.proposed, 0);
  assert.equal(result.gold, 0);
});

test('determinism: the same seed gives the same stream, a different seed a different one', () => {
  const draw = (seed: number) => {
    const random = new gecval.SeededRandom(seed);
    return Array.from({ length: 8 }, () => random.integer(0, 1_000_000));
  };
  assert.deepEqual(draw(7), draw(7));
  assert.notDeepEqual(draw(7), draw(8));
});

test("the README's library example: scoreM2(text.split('\\n'), gold) accepts the trailing newline", async () => {
  const { readFileSync } = await import('node:fs');
  const { dataPath } = await import('./helpers/shared.js');
  const gold = gecval.readM2(dataPath('conll14', 'official-2014.combined.m2'));
  const text = readFileSync(dataPath('conll14', 'systems', 'AMU.txt'), 'utf8');
  assert.ok(text.endsWith('\n'));
  const result = gecval.scoreM2(text.split('\n'), gold);
  assert.equal(result.f.toFixed(4), '0.3501');
  assert.throws(() => gecval.scoreM2(text.split('\n').slice(0, 10), gold), /10 hypotheses for 1312 gold sentences/);
});
