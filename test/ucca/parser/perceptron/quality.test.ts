// Parse-quality regression with the shipped models (docs/parser.md, "Accuracy"): parsing EWT test reproduces the
// evaluator counts recorded in each model header exactly (decoding is deterministic), and scores stay above the
// floors — B1a + 7 points for the v1 Wiki+EWT model, the v1 gates (docs/parser.md, "Accuracy") for the M-ewt model.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { dataPath } from '../../../helpers/shared.js';
import { readSplit, evaluationInput } from '../../../../src/ucca/parser/corpus.js';
import { BUNDLED_PARSER_MODELS, getParser, type SentenceParser } from '../../../../src/ucca/parser/parser.js';
import { scoreGraphs, type ParseScores } from '../../../../src/ucca/parser/evaluation.js';
import { baselineB1a } from '../../../../src/ucca/parser/baselines.js';
import type { UccaGraph } from '../../../../src/ucca/graph.js';
import { assertCountsEqualHeader } from '../../../helpers/parse-scores.js';

const dataDir = dataPath('..', 'data');
const EWT_MODEL = fileURLToPath(new URL('../../../../models/ucca-parser-v1-ewt.ucca.bin.gz', import.meta.url));
const ewtTest = readSplit(dataDir, 'ewt-test');
const b1a = scoreGraphs(ewtTest.map((g) => [baselineB1a(evaluationInput(g)), g]));

function parseAndCheckHeader(parser: SentenceParser, split: string, gold: UccaGraph[]): ParseScores {
  const parses = gold.map((g) => parser.parseTokens(g.terminals.map((t) => t.text), { id: g.id }));
  const scores = scoreGraphs(parses.map((p, i) => [p, gold[i]!]));
  assertCountsEqualHeader(scores, parser.header, split);
  return scores;
}

test('B1a floor on EWT test is 53.7 (the Python prototype\'s number)', () => {
  assert.ok(Math.abs(b1a.primary.labeled.f - 0.537) < 0.001, `B1a ${b1a.primary.labeled.f}`);
});

const V1_MODEL = BUNDLED_PARSER_MODELS.v1!;

test('v1 Wiki+EWT model: EWT test counts equal its header, well above B1a', () => {
  const parser = getParser(V1_MODEL);
  assert.equal((parser.header.training as { recipe: string }).recipe, 'wiki+ewt');
  const scores = parseAndCheckHeader(parser, 'ewt-test', ewtTest);
  assert.ok(scores.primary.labeled.f >= b1a.primary.labeled.f + 0.07, `labeled primary F1 ${scores.primary.labeled.f}`);
  assert.ok(scores.remote.labeled.f >= 0.2, `labeled remote F1 ${scores.remote.labeled.f}`);
});

test('M-ewt model: EWT test counts equal its header and meet the v1 gates', () => {
  const parser = getParser(EWT_MODEL);
  assert.equal((parser.header.training as { recipe: string }).recipe, 'ewt');
  const scores = parseAndCheckHeader(parser, 'ewt-test', ewtTest);
  assert.ok(scores.primary.labeled.f >= 0.64, `labeled primary F1 ${scores.primary.labeled.f}`);
  assert.ok(scores.remote.labeled.f >= 0.28, `labeled remote F1 ${scores.remote.labeled.f}`);
});

test('20K (out of domain, first 120 sentences): both models above the B1a floor', () => {
  const gold = readSplit(dataDir, '20k').slice(0, 120);
  const floor = scoreGraphs(gold.map((g) => [baselineB1a(evaluationInput(g)), g])).primary.labeled.f;
  for (const parser of [getParser(V1_MODEL), getParser(EWT_MODEL)]) {
    const f = scoreGraphs(gold.map((g) => [parser.parseTokens(g.terminals.map((t) => t.text), { id: g.id }), g])).primary.labeled.f;
    assert.ok(f > floor + 0.01, `${f} vs B1a ${floor}`);
  }
});
