// Regression for the shipped v2 models (docs/parser-v2.md): parsing a test set reproduces the evaluator counts
// recorded in the model header exactly (decoding is deterministic); the EWT model beats v1 M-ewt on EWT test, and
// the Wiki+EWT model beats v1 Wiki+EWT on every test set, and v3 beats v2 on every test set (the condition for it to be the default).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { evaluationInput, readSplit, type CorpusSplit } from '../../../../src/ucca/parser/corpus.js';
import { BUNDLED_PARSER_MODELS, DEFAULT_PARSER_MODEL } from '../../../../src/ucca/parser/catalogue.js';
import { scoreGraphs, type ParseScores } from '../../../../src/ucca/parser/evaluation.js';
import { readContainer } from '../../../../src/ucca/parser/model-file.js';
import { UccaParser } from '../../../../src/ucca/parser/parser.js';
import { dataPath } from '../../../helpers/shared.js';
import { assertCountsEqualHeader } from '../../../helpers/parse-scores.js';
import { FULL_TESTS } from '../../../helpers/timeouts.js';

const model = (name: string): string => fileURLToPath(new URL(`../../../../models/${name}`, import.meta.url));

function parseAndCheckHeader(parser: UccaParser, split: CorpusSplit): ParseScores {
  const gold = readSplit(dataPath(), split);
  const scores = scoreGraphs(gold.map((g) => [parser.parseInput(evaluationInput(g)), g]));
  assertCountsEqualHeader(scores, parser.header, split);
  return scores;
}

const v1Scores = (file: string): Record<string, ParseScores> => readContainer(model(file)).header.scores as Record<string, ParseScores>;

test('v2 EWT model: EWT test counts equal its header (reparsed in test:full) and beat v1 M-ewt', () => {
  const parser = UccaParser.load({ model: model('ucca-parser-v2-ewt.ucca.bin.gz') });
  assert.equal(parser.header.kind, 'bilstm');
  assert.equal((parser.header.training as { recipe: string }).recipe, 'ewt');
  // Parsing the test set again is test:full only (v2 is not the default; v3's reproduction below runs in npm test).
  const scores = FULL_TESTS ? parseAndCheckHeader(parser, 'ewt-test') : (parser.header.scores as Record<string, ParseScores>)['ewt-test']!;
  const v1 = v1Scores('ucca-parser-v1-ewt.ucca.bin.gz')['ewt-test']!;
  assert.ok(scores.primary.labeled.f > v1.primary.labeled.f, `v2 ${scores.primary.labeled.f} vs v1 ${v1.primary.labeled.f}`);
  assert.ok(scores.remote.labeled.f > v1.remote.labeled.f, `v2 remote ${scores.remote.labeled.f} vs v1 ${v1.remote.labeled.f}`);
});

test('v2 Wiki+EWT model: its header beats v1 Wiki+EWT on every test set; EWT and Wiki test counts reproduce (test:full)', () => {
  const parser = UccaParser.load({ model: model('ucca-parser-v2.ucca.bin.gz') });
  assert.equal((parser.header.training as { recipe: string }).recipe, 'wiki+ewt');
  const recorded = parser.header.scores as Record<string, ParseScores>;
  const v1 = v1Scores('ucca-parser-v1.ucca.bin.gz');
  for (const split of ['ewt-test', '20k', 'wiki-test']) {
    assert.ok(recorded[split]!.primary.labeled.f > v1[split]!.primary.labeled.f, `${split}: v2 ${recorded[split]!.primary.labeled.f} vs v1 ${v1[split]!.primary.labeled.f}`);
  }
  // The counts reproduce: test:full only (v2 is not the default; v3's reproduction below runs in npm test).
  if (FULL_TESTS) for (const split of ['ewt-test', 'wiki-test'] as const) parseAndCheckHeader(parser, split);
});

test('v3 (the default): its header beats v2 on every test set and v2-ewt on 20K; EWT test and Wiki test (both guidelines) counts reproduce', () => {
  const parser = UccaParser.load({ model: model('ucca-parser-v3.ucca.bin.gz') });
  assert.equal(BUNDLED_PARSER_MODELS[DEFAULT_PARSER_MODEL], model('ucca-parser-v3.ucca.bin.gz'));
  assert.equal((parser.header.training as { recipe: string }).recipe, 'wiki+ewt');
  const recorded = parser.header.scores as Record<string, ParseScores>;
  const v2 = v1Scores('ucca-parser-v2.ucca.bin.gz');
  for (const split of ['ewt-test', '20k', 'wiki-test']) {
    assert.ok(recorded[split]!.primary.labeled.f > v2[split]!.primary.labeled.f, `${split}: v3 ${recorded[split]!.primary.labeled.f} vs v2 ${v2[split]!.primary.labeled.f}`);
  }
  assert.ok(recorded['20k']!.primary.labeled.f > v1Scores('ucca-parser-v2-ewt.ucca.bin.gz')['20k']!.primary.labeled.f, '20K: the default must not lose to the EWT-only model');
  parseAndCheckHeader(parser, 'ewt-test');
  // Wiki test is annotated under the older guidelines: `wiki-test` is scored under them, and
  // `wiki-test/current-guidelines` is what `gecval parse` (guideline 0) gives. wink's tags depend only on the
  // sentence (src/text/wink.ts), so the counts reproduce exactly in any process, whatever it parsed before.
  const gold = readSplit(dataPath(), 'wiki-test');
  for (const [key, guideline] of [['wiki-test', 1], ['wiki-test/current-guidelines', 0]] as const) {
    const scores = scoreGraphs(gold.map((g) => [parser.parseInput({ ...evaluationInput(g), guideline }), g]));
    assertCountsEqualHeader(scores, parser.header, key);
  }
});
