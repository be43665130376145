import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/shared.js';

const sources = ['He go to school every days .', 'I like dogs .', 'This is fine .'];
const corrections = ['He goes to school every day .', 'I like dogs .', 'This is fine .'];

test('gecval usim --source SRC HYP parses both sides, caches parses and scores identical sentences 1', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-usim-'));
  writeFileSync(join(dir, 'src.txt'), `${sources.join('\n')}\n`);
  writeFileSync(join(dir, 'hyp.txt'), `${corrections.join('\n')}\n`);
  const cache = join(dir, 'cache');
  const first = runCli(['usim', '--source', join(dir, 'src.txt'), join(dir, 'hyp.txt'), '--cache', cache, '--json']);
  assert.equal(first.status, 0, first.stderr);
  const result = JSON.parse(first.stdout) as { mean: number; sentences: { usim: number }[]; parsed: number; reused: number; signature: string };
  assert.equal(result.sentences.length, 3);
  assert.equal(result.sentences[1]!.usim, 1);
  assert.equal(result.sentences[2]!.usim, 1);
  assert.ok(result.sentences[0]!.usim > 0 && result.sentences[0]!.usim <= 1);
  // One signature for USIM from text: the same string as `gecval score --metric usim`, MAEGE and the report.
  assert.match(result.signature, /^usim\|variant:code\|.*\|graphs:ucca-parse;model:/);
  // Identical lines share a cache entry, so fewer files than sentences are parsed.
  assert.ok(readdirSync(cache).length >= 4);
  const second = runCli(['usim', '--source', join(dir, 'src.txt'), join(dir, 'hyp.txt'), '--cache', cache, '--json']);
  const again = JSON.parse(second.stdout) as { mean: number; parsed: number };
  assert.equal(again.parsed, 0);
  assert.equal(again.mean, result.mean);
});

test('gecval usim text mode rejects a hypothesis with the wrong line count, naming file and line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-usim-'));
  writeFileSync(join(dir, 'src.txt'), `${sources.join('\n')}\n`);
  writeFileSync(join(dir, 'hyp.txt'), `${corrections[0]}\n`);
  const result = runCli(['usim', '--source', join(dir, 'src.txt'), join(dir, 'hyp.txt')]);
  assert.equal(result.status, 2);
  assert.match(result.stderr, /hyp\.txt:2: has 1 lines but .*src\.txt has 3/);
  assert.doesNotMatch(result.stderr, /at .*\.ts:\d+/);
});
