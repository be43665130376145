// Parse-quality regression with the shipped model (ucca-parser spec §4.5): parsing EWT test and a 20K slice
// reproduces the evaluator counts recorded in the model header exactly (decoding is deterministic), and stays
// above the floors (the B1a baseline + 8 points; the v1 gates of spec §1.3 for EWT test).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dataPath } from '../helpers/shared.js';
import { readSplit, evaluationInput } from '../../src/ucca/parser/corpus.js';
import { getParser } from '../../src/ucca/parser/parser.js';
import { scoreGraphs, type ParseScores } from '../../src/ucca/parser/evaluation.js';
import { baselineB1a } from '../../src/ucca/parser/baselines.js';

const dataDir = dataPath('..', 'data');

test('EWT test: counts equal the model header, F1 above the gates', () => {
  const parser = getParser();
  const gold = readSplit(dataDir, 'ewt-test');
  const parses = gold.map((g) => parser.parseTokens(g.terminals.map((t) => t.text), { id: g.id }));
  const scores = scoreGraphs(parses.map((p, i) => [p, gold[i]!]));
  const recorded = (parser.header.scores as Record<string, ParseScores>)['ewt-test']!;
  for (const cls of ['primary', 'remote'] as const) {
    for (const type of ['labeled', 'unlabeled'] as const) {
      const { matched, guessed, ref } = scores[cls][type];
      const r = recorded[cls][type];
      assert.deepEqual({ matched, guessed, ref }, { matched: r.matched, guessed: r.guessed, ref: r.ref }, `${type} ${cls}`);
    }
  }
  assert.ok(scores.primary.labeled.f >= 0.64, `labeled primary F1 ${scores.primary.labeled.f}`);
  assert.ok(scores.remote.labeled.f >= 0.25, `labeled remote F1 ${scores.remote.labeled.f}`);
  const b1a = scoreGraphs(gold.map((g) => [baselineB1a(evaluationInput(g)), g]));
  assert.ok(Math.abs(b1a.primary.labeled.f - 0.537) < 0.001, `B1a ${b1a.primary.labeled.f}`);
  assert.ok(scores.primary.labeled.f >= b1a.primary.labeled.f + 0.08);
});

test('20K (out of domain, first 120 sentences): above the B1a floor', () => {
  const parser = getParser();
  const gold = readSplit(dataDir, '20k').slice(0, 120);
  const parsed = scoreGraphs(gold.map((g) => [parser.parseTokens(g.terminals.map((t) => t.text), { id: g.id }), g]));
  const b1a = scoreGraphs(gold.map((g) => [baselineB1a(evaluationInput(g)), g]));
  assert.ok(parsed.primary.labeled.f > b1a.primary.labeled.f + 0.02, `${parsed.primary.labeled.f} vs B1a ${b1a.primary.labeled.f}`);
});
