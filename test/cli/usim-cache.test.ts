/**
 * The parse cache cannot give a wrong number: a cache file is checked against its sentence, and a file holding
 * another sentence's parse, a truncated file or an empty file is parsed again with a warning (never used, never fatal).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCacheKey } from '../../src/ucca/parser/auto-usim.js';
import { runCli } from '../helpers/shared.js';

const sources = ['He go to school every days .', 'She have two cat .'];
const corrections = ['He goes to school every day .', 'She has two cats .'];

interface UsimJson {
  mean: number;
  sentences: { usim: number }[];
  parsed: number;
  reused: number;
}

function setup(): { dir: string; cache: string; args: string[]; fresh: UsimJson } {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-usim-cache-'));
  writeFileSync(join(dir, 'src.txt'), `${sources.join('\n')}\n`);
  writeFileSync(join(dir, 'hyp.txt'), `${corrections.join('\n')}\n`);
  const cache = join(dir, 'cache');
  const args = ['usim', '--source', join(dir, 'src.txt'), join(dir, 'hyp.txt'), '--cache', cache, '--json'];
  const run = runCli(args);
  assert.equal(run.status, 0, run.stderr);
  const fresh = JSON.parse(run.stdout) as UsimJson;
  assert.equal(fresh.parsed, 4);
  return { dir, cache, args, fresh };
}

test('a cache file holding another sentence\'s valid parse is detected, reparsed with a warning and gives the fresh score', () => {
  const { cache, args, fresh } = setup();
  // The first correction's cache file now holds the second correction's (valid) parse.
  const victim = join(cache, parseCacheKey(corrections[0]!));
  copyFileSync(join(cache, parseCacheKey(corrections[1]!)), victim);
  const run = runCli(args);
  assert.equal(run.status, 0, run.stderr);
  const result = JSON.parse(run.stdout) as UsimJson;
  assert.deepEqual(result.sentences, fresh.sentences);
  assert.equal(result.mean, fresh.mean);
  assert.equal(result.parsed, 1);
  assert.equal(result.reused, 3);
  assert.match(run.stderr, /^gecval: warning: .*\.xml: cached parse holds the parse of another sentence \('She has two cats \.'\), parsing the sentence again\n$/u);
  // The bad file was replaced: the next run reuses everything, silently.
  const again = runCli(args);
  assert.equal(again.stderr, '');
  assert.equal((JSON.parse(again.stdout) as UsimJson).reused, 4);
  assert.match(readFileSync(victim, 'utf8'), /goes/u);
});

test('a truncated or empty cache file is reparsed with a warning, not a fatal error', () => {
  const { cache, args, fresh } = setup();
  const truncated = join(cache, parseCacheKey(sources[0]!));
  writeFileSync(truncated, readFileSync(truncated, 'utf8').slice(0, 150));
  writeFileSync(join(cache, parseCacheKey(corrections[1]!)), '');
  const run = runCli(args);
  assert.equal(run.status, 0, run.stderr);
  const result = JSON.parse(run.stdout) as UsimJson;
  assert.deepEqual(result.sentences, fresh.sentences);
  assert.equal(result.parsed, 2);
  const warnings = run.stderr.trim().split('\n');
  assert.equal(warnings.length, 2, run.stderr);
  for (const line of warnings) assert.match(line, /^gecval: warning: .*\.xml: unreadable cached parse, parsing the sentence again \(malformed XML: .*\)$/u);
});

test('usim --parses with a folder that does not exist is an error naming it', () => {
  const { dir } = setup();
  const run = runCli(['usim', '--source', join(dir, 'src.txt'), join(dir, 'hyp.txt'), '--parses', join(dir, 'nope')]);
  assert.equal(run.status, 2);
  assert.match(run.stderr, /^gecval: error: .*nope: parses folder does not exist\n$/u);
});
