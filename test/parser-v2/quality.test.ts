// Regression for the shipped v2 model (ucca-parser spec §4.5): parsing EWT test reproduces the evaluator counts
// recorded in the model header exactly (decoding is deterministic), and the model beats v1 M-ewt's recorded
// EWT-test scores (the condition under which v2 weights may ship).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { evaluationInput, readSplit } from '../../src/ucca/parser/corpus.js';
import { scoreGraphs, type ParseScores } from '../../src/ucca/parser/evaluation.js';
import { loadModel } from '../../src/ucca/parser/model-file.js';
import { V2Parser } from '../../src/ucca/parser/v2/parser.js';
import { dataPath } from '../helpers/shared.js';

const model = (name: string): string => fileURLToPath(new URL(`../../models/${name}`, import.meta.url));

test('v2 EWT model: EWT test counts equal its header and beat v1 M-ewt', () => {
  const parser = V2Parser.load(model('ucca-parser-v2-ewt.ucca.bin.gz'));
  assert.equal(parser.header.kind, 'bilstm');
  assert.equal((parser.header.training as { recipe: string }).recipe, 'ewt');
  const gold = readSplit(dataPath(), 'ewt-test');
  const scores = scoreGraphs(gold.map((g) => [parser.parseInput(evaluationInput(g)), g]));
  const recorded = (parser.header.scores as Record<string, ParseScores>)['ewt-test']!;
  for (const cls of ['primary', 'remote'] as const) {
    for (const type of ['labeled', 'unlabeled'] as const) {
      const { matched, guessed, ref } = scores[cls][type];
      const r = recorded[cls][type];
      assert.deepEqual({ matched, guessed, ref }, { matched: r.matched, guessed: r.guessed, ref: r.ref }, `${type} ${cls}`);
    }
  }
  const v1 = (loadModel(model('ucca-parser-v1-ewt.ucca.bin.gz')).header.scores as Record<string, ParseScores>)['ewt-test']!;
  assert.ok(scores.primary.labeled.f > v1.primary.labeled.f, `v2 ${scores.primary.labeled.f} vs v1 ${v1.primary.labeled.f}`);
  assert.ok(scores.remote.labeled.f > v1.remote.labeled.f, `v2 remote ${scores.remote.labeled.f} vs v1 ${v1.remote.labeled.f}`);
});
