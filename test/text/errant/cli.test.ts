import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseM2, applyEdits, editsOf } from '../../../src/formats/m2.js';
import { repoRoot, runCli } from '../../helpers/shared.js';

const fixture = (name: string) => resolve(repoRoot, 'test/fixtures/errant', name);

test('gecval edits writes M2 with one annotator per target, noop for unchanged lines, and a signature', () => {
  const result = runCli(['edits', '--source', fixture('source.txt'), '--target', fixture('target-a.txt'), '--target', fixture('target-b.txt')]);
  assert.equal(result.status, 0, result.stderr);
  const sentences = parseM2(result.stdout);
  assert.equal(sentences.length, 3);
  assert.deepEqual(
    sentences[0]!.edits.filter((e) => e.annotator === 0).map((e) => `${e.start} ${e.end}|${e.type}|${e.correction}`),
    ['1 2|R:VERB:SVA|goes', '5 6|R:NOUN:NUM|day'],
  );
  assert.deepEqual(sentences[1]!.edits.filter((e) => e.annotator === 0).map((e) => `${e.start} ${e.end}|${e.type}|${e.correction}`), ['2 2|M:DET|the']);
  assert.deepEqual(sentences[2]!.edits.filter((e) => e.annotator === 0).map((e) => e.type), ['noop']);
  // Every annotator's edits rebuild its target.
  const targets = [readFileSync(fixture('target-a.txt'), 'utf8'), readFileSync(fixture('target-b.txt'), 'utf8')].map((t) => t.trimEnd().split('\n'));
  sentences.forEach((s, i) => [0, 1].forEach((a) => assert.equal(applyEdits(s.tokens, editsOf(s, a)).join(' '), targets[a]![i])));
  assert.match(result.stderr, /errant-edits\|align:linguistic\|merge:rules\|types:yes\|/u);
});

test('gecval edits -o writes a file; --no-types gives NA types; --merge picks the strategy', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'gecval-edits-')), 'out.m2');
  const result = runCli(['edits', '--source', fixture('source.txt'), '--target', fixture('target-b.txt'), '--no-types', '--merge', 'all-merge', '-o', out]);
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.stdout, '');
  const sentences = parseM2(readFileSync(out, 'utf8'));
  assert.deepEqual([...new Set(sentences.flatMap((s) => s.edits.map((e) => e.type)))], ['NA']);
});

test('gecval edits reports line-count mismatches and bad options as user errors', () => {
  const mismatch = runCli(['edits', '--source', fixture('source.txt'), '--target', fixture('target-short.txt')]);
  assert.equal(mismatch.status, 2);
  assert.match(mismatch.stderr, /^gecval: error: .*target-short\.txt:3: has 2 lines but .*source\.txt has 3/mu);
  const badMerge = runCli(['edits', '--source', fixture('source.txt'), '--target', fixture('target-a.txt'), '--merge', 'greedy']);
  assert.equal(badMerge.status, 2);
  assert.match(badMerge.stderr, /--merge must be one of rules, all-split, all-merge, all-equal/u);
  const noTarget = runCli(['edits', '--source', fixture('source.txt')]);
  assert.equal(noTarget.status, 2);
  assert.match(noTarget.stderr, /at least one --target/u);
  const missing = runCli(['edits', '--source', fixture('nope.txt'), '--target', fixture('target-a.txt')]);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /nope\.txt/u);
});

test('gecval edits: the learned disambiguator re-chooses an inflection type by default; --rule-types keeps the rules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-edits-'));
  const source = join(dir, 'orig.txt');
  const target = join(dir, 'cor.txt');
  writeFileSync(source, 'platforms to prevent these hoaxes spreading around .\n');
  writeFileSync(target, 'platforms to prevent these hoaxes spread around .\n');
  const learned = runCli(['edits', '--source', source, '--target', target]);
  assert.equal(learned.status, 0, learned.stderr);
  assert.deepEqual(parseM2(learned.stdout)[0]!.edits.map((e) => `${e.start} ${e.end}|${e.type}|${e.correction}`), ['5 6|R:VERB:FORM|spread']);
  assert.match(learned.stderr, /\|typing:rules\+disambiguator-3\|/u);
  const rules = runCli(['edits', '--source', source, '--target', target, '--rule-types']);
  assert.equal(rules.status, 0, rules.stderr);
  assert.deepEqual(parseM2(rules.stdout)[0]!.edits.map((e) => `${e.start} ${e.end}|${e.type}|${e.correction}`), ['5 6|R:MORPH|spread']);
  assert.match(rules.stderr, /\|typing:rules\|/u);
});
