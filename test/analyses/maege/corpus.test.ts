import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SeededRandom } from '../../../src/core/random.js';
import { parseM2 } from '../../../src/formats/m2.js';
import { binomialParameters, binomialPmf, drawBinomial, drawCorpusModels, drawCorpusSource } from '../../../src/analyses/maege/corpus.js';
import { buildLattice } from '../../../src/analyses/maege/lattice.js';
import { typeDeltas } from '../../../src/analyses/maege/delta.js';
import type { Chain } from '../../../src/analyses/maege/chains.js';
import { stageRandom } from '../../../src/analyses/maege/plan.js';

const close = (actual: number, expected: number, tolerance = 1e-6) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `expected ${expected}, got ${actual}`);

test('docs/maege.md#maege-corpus-models: binomial parameters of the corpus models (trial count truncated, as the code)', () => {
  const table: [number, number, number][] = [
    [0, 1, 0], [1, 10, 0.1], [2, 3, 0.55], [3, 4, 0.7], [4, 5, 0.775], [5, 6, 0.82],
    [6, 7, 0.85], [7, 8, 0.871429], [8, 9, 0.8875], [9, 10, 0.9], [10, 10, 0.91],
  ];
  for (const [model, trials, p] of table) {
    const params = binomialParameters(model);
    assert.equal(params.trials, trials, `trials of M=${model}`);
    close(params.p, p);
  }
  // The paper's reading: n rounded, p re-solved so the mean is exactly M.
  const paper = binomialParameters(2, 0.9, 'paper');
  assert.equal(paper.trials, 4);
  close(paper.p * paper.trials, 2);
});

test('docs/maege.md#maege-worked-examples: M = 2 probabilities and the clipped count for an annotation with 2 edits', () => {
  const pmf = binomialPmf(3, 0.55);
  [0.091125, 0.334125, 0.408375, 0.166375].forEach((p, k) => close(pmf[k]!, p));
  const clipped = [pmf[0]!, pmf[1]!, pmf[2]! + pmf[3]!];
  close(clipped[2]!, 0.57475);
  close(clipped[1]! + 2 * clipped[2]!, 1.483625);
  // Draws follow the distribution: the empirical mean of 20,000 draws is within 0.02 of n·p.
  const random = new SeededRandom(7);
  let sum = 0;
  for (let i = 0; i < 20000; i++) sum += drawBinomial(3, 0.55, random);
  assert.ok(Math.abs(sum / 20000 - 1.65) < 0.02);
});

test('corpus models: M = 0 is the originals, edits never exceed the annotation, seeded streams reproduce', () => {
  const m2 = parseM2(
    'S a b c d\nA 0 1|||X|||A|||REQUIRED|||-NONE-|||0\nA 2 3|||Y|||C|||REQUIRED|||-NONE-|||0\nA 3 4|||Z|||D|||REQUIRED|||-NONE-|||1\n\nS e f\nA 1 2|||X|||F|||REQUIRED|||-NONE-|||0\n\n',
  );
  const sentences = buildLattice(m2).sentences;
  const models = drawCorpusModels(sentences, stageRandom(1, 'corpusModels'));
  assert.equal(models.length, 11);
  assert.deepEqual(models[0]!.lines.map((l) => l.text), ['a b c d', 'e f']);
  for (const model of models) {
    for (const line of model.lines) {
      const annotation = sentences[line.sentence]!.annotations.find((a) => a.annotator === line.annotator)!;
      assert.ok(line.applied.length <= annotation.edits.length);
    }
  }
  // M = 10 applies every edit of the chosen annotation unless the binomial draw falls under the count.
  assert.ok(models[10]!.lines.every((l) => l.applied.length === sentences[l.sentence]!.annotations.find((a) => a.annotator === l.annotator)!.edits.length));
  assert.deepEqual(drawCorpusModels(sentences, stageRandom(1, 'corpusModels')), models);
  const origin = drawCorpusSource(sentences, models, 'origin', new SeededRandom(1));
  assert.deepEqual(origin, ['a b c d', 'e f']);
  const random = drawCorpusSource(sentences, models, 'random', new SeededRandom(1));
  random.forEach((text, i) => assert.ok(models.some((m) => m.lines[i]!.text === text)));
});

test('docs/maege.md#maege-worked-examples: Δ in paper mode (consecutive nodes) and compat mode (vs the first node)', () => {
  const chain = {
    id: 0,
    sentence: 0,
    annotator: 0,
    order: [0, 1],
    edits: [
      { start: 0, end: 1, type: 'Nn', correction: 'x', annotator: 0, line: 0 },
      { start: 1, end: 2, type: 'SVA', correction: 'y', annotator: 0, line: 0 },
    ],
    nodes: ['a b', 'x b', 'x y'],
  } satisfies Chain;
  const paper = typeDeltas([chain], [[0.5, 0.7, 0.6]], 'paper');
  const compat = typeDeltas([chain], [[0.5, 0.7, 0.6]], 'compat');
  const get = (ds: typeof paper, type: string) => ds.find((d) => d.type === type)!;
  close(get(paper, 'Nn').delta, 0.2);
  close(get(paper, 'SVA').delta, -0.1);
  close(get(compat, 'Nn').delta, 0.2);
  close(get(compat, 'SVA').delta, 0.1);
  assert.equal(get(paper, 'SVA').count, 1);
});

test('stage streams differ per stage and per seed, and are stable', () => {
  const a = stageRandom(1, 'chains').integer(0, 1e9);
  assert.equal(stageRandom(1, 'chains').integer(0, 1e9), a);
  assert.notEqual(stageRandom(1, 'corpusModels').integer(0, 1e9), a);
  assert.notEqual(stageRandom(2, 'chains').integer(0, 1e9), a);
});
