// v2 decoding always yields a well-formed graph over exactly the given tokens, and model files round-trip.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { GecvalInputError } from '../../../../src/core/errors.js';
import { evaluationInput } from '../../../../src/ucca/parser/corpus.js';
import { toUccaJson as toJson } from '../../../../src/ucca/json.js';
import { BiLstmClassifier } from '../../../../src/ucca/parser/bilstm/classifier.js';
import { saveBiLstmModel } from '../../../../src/ucca/parser/bilstm/model.js';
import { PerceptronClassifier } from '../../../../src/ucca/parser/perceptron/classifier.js';
import { UccaParser } from '../../../../src/ucca/parser/parser.js';
import { trainBiLstm } from '../../../../training/parser/bilstm/trainer.js';
import { assertWellFormed } from '../well-formed.js';
import { ewtTrainItems, TINY_CONFIG } from './tiny.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-v2-dec-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const items = ewtTrainItems(16);
let parser: UccaParser;
let save: (path: string) => void;
before(async () => {
  const result = await trainBiLstm(items, { seed: 2, epochs: 2, workers: 1, config: TINY_CONFIG });
  parser = UccaParser.fromClassifier(result.header, result.model.classifier);
  save = (path) => saveBiLstmModel(path, result.header, result.model.net.params.values);
});

const ODD_INPUTS: string[][] = [
  [],
  ['.'],
  ['!', '?', '...'],
  ['Hello'],
  ['I', 'has', 'a', 'apple', '.'],
  ['Thsi', 'sentnce', 'is', 'ful', 'of', 'speling', 'erors', '!!'],
  ['東京', 'は', '大きい', '。'],
  ['<b>', 'bold', '</b>', '😀', '😀', '&', '%', '+++'],
  ['http://example.com/a?b=c', 'email@example.org', '$', '3.50'],
  Array.from({ length: 150 }, (_, i) => (i % 7 === 6 ? ',' : `w${i % 13}`)),
];

test('odd and long inputs parse into well-formed graphs over exactly the given tokens', () => {
  for (const tokens of ODD_INPUTS) assertWellFormed(parser.parseTokens(tokens), tokens);
});

test('every training sentence (gold tokens) parses into a well-formed graph', () => {
  for (const item of items) assertWellFormed(parser.parseInput(evaluationInput(item.graph)), item.words);
});

test('decoding is deterministic and a saved model parses identically after loading', () => {
  const path = join(dir, 'tiny.ucca.bin.gz');
  save(path);
  const loaded = UccaParser.load({ model: path });
  for (const item of items.slice(0, 8)) {
    const a = JSON.stringify(toJson(parser.parseInput(evaluationInput(item.graph))));
    const b = JSON.stringify(toJson(parser.parseInput(evaluationInput(item.graph))));
    const c = JSON.stringify(toJson(loaded.parseInput(evaluationInput(item.graph))));
    assert.equal(a, b);
    assert.equal(a, c);
  }
});

test('a file that is not a v2 model is a user error naming the file', () => {
  const bad = join(dir, 'bad.bin');
  writeFileSync(bad, 'not a model at all');
  assert.throws(() => UccaParser.load({ model: bad }), (e: unknown) => e instanceof GecvalInputError && /magic/.test(e.message));
  assert.throws(() => UccaParser.load({ model: join(dir, 'missing.bin') }), GecvalInputError);
});

test('getParser tells v1 and v2 model files apart by their header; parse() works with either, raw text included', async () => {
  const { getParser, parse, BUNDLED_PARSER_MODELS } = await import('../../../../src/ucca/parser/parser.js');
  const v2 = BUNDLED_PARSER_MODELS['v2-ewt']!;
  assert.ok(getParser(v2).classifier instanceof BiLstmClassifier);
  assert.ok(getParser(BUNDLED_PARSER_MODELS['v1-ewt']!).classifier instanceof PerceptronClassifier);
  const [raw] = parse(['He go to school every days.'], { model: v2 });
  // wink tokenises raw text the same way for both parsers; the terminals are those tokens.
  const [v1Raw] = parse(['He go to school every days.'], { model: BUNDLED_PARSER_MODELS.v1 });
  assert.deepEqual(raw!.terminals.map((t) => t.text), v1Raw!.terminals.map((t) => t.text));
  assertWellFormed(raw!, raw!.terminals.map((t) => t.text));
});
