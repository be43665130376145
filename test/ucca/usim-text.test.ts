// Automatic USIM: parses both sides, caches parses by sentence hash, reuses them, and behaves as a similarity
// (a sentence against itself scores 1; every pair is USIM of the two parses).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autoUsim } from '../../src/ucca/usim/text.js';
import { createHash } from 'node:crypto';
import { parseCacheKey, PARSER_CODE_VERSION } from '../../src/ucca/parser/service.js';
import { resolveModel } from '../../src/ucca/parser/catalogue.js';
import { GecvalInputError } from '../../src/core/errors.js';
import { parse } from '../../src/ucca/parser/parser.js';
import { usimCode } from '../../src/ucca/usim/usim.js';

const source = ['I has a apple .', 'He go to school every days .', 'This is fine .'];
const hypothesis = ['I have an apple .', 'He goes to school every day .', 'Completely different words here !'];

test('identical sides score 1; each pair is USIM of the two parses', () => {
  const same = autoUsim(source, source);
  assert.deepEqual(same.sentences.map((s) => s.usim), [1, 1, 1]);
  const edited = autoUsim(source, hypothesis);
  const [src, hyp] = [parse(source, { tokenized: true }), parse(hypothesis, { tokenized: true })];
  assert.deepEqual(edited.sentences, src.map((g, i) => usimCode(g, hyp[i]!)));
  assert.ok(edited.sentences.every((s) => s.usim >= 0 && s.usim <= 1));
  assert.equal(edited.mean, edited.sentences.reduce((a, s) => a + s.usim, 0) / 3);
  // One signature for USIM from text wherever it is printed: USIM's fields, the parser's signature nested in `graphs`.
  assert.match(edited.signature, /^usim\|variant:code\|align:[^|]+\|units:fn>=2tok\|graphs:ucca-parse;model:ucca-parser-v3;recipe:[^;|]+;seed:\d+;sha:[0-9a-f]{8};kernel:f32;tok:given\|version:[^|]+$/);
  assert.equal(autoUsim(source, hypothesis, { tokenized: false }).signature.includes(';tok:wink|'), true);
});

test('the parse cache is written once and reused', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'gecval-usim-cache-'));
  const first = autoUsim(source, hypothesis, { cacheDir });
  assert.equal(first.parsed, 6);
  assert.equal(readdirSync(cacheDir).length, 6);
  assert.ok(readdirSync(cacheDir).includes(parseCacheKey(' I has a apple . ')));
  const second = autoUsim(source, hypothesis, { parsesDir: cacheDir });
  assert.equal(second.parsed, 0);
  assert.equal(second.reused, 6);
  assert.deepEqual(second.sentences.map((s) => s.usim), first.sentences.map((s) => s.usim));
});

test('line-count mismatch is a user error', () => {
  assert.throws(() => autoUsim(source, hypothesis.slice(1)), GecvalInputError);
});

test('the parse cache key holds the parser code version, the model digest, the mode and the sentence', () => {
  const key = (version: number, model: string, mode: string, text: string): string => createHash('sha256').update(`parser-code:${version}\n${resolveModel(model).digest}\n${mode}\n${text}`).digest('hex') + '.xml';
  assert.equal(PARSER_CODE_VERSION, 1);
  assert.equal(parseCacheKey(' I has a apple . '), key(PARSER_CODE_VERSION, 'v3', 'tok', 'I has a apple .'));
  assert.equal(parseCacheKey('I has a apple.', { tokenized: false, model: 'v1' }), key(PARSER_CODE_VERSION, 'v1', 'raw', 'I has a apple.'));
  assert.equal(parseCacheKey('I has a apple .', { model: 'v3', guideline: 1 }), key(PARSER_CODE_VERSION, 'v3', 'tok+g1', 'I has a apple .'));
  // a parse cached by another code version is never found under this version's key
  assert.notEqual(parseCacheKey('I has a apple .'), key(PARSER_CODE_VERSION + 1, 'v3', 'tok', 'I has a apple .'));
});
