/**
 * The parse cache cannot give a wrong number: a cache file is checked against its sentence, and a file holding
 * another sentence's parse, a truncated file or an empty file is parsed again with a warning (never used, never fatal).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCacheKey } from '../../src/ucca/parser/service.js';
import { dataPath, runCli } from '../helpers/shared.js';

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

// Issue #33: `usim --jobs 2` had its own copy of the cache lookup, without the check above, and used a swapped cache
// file silently (mean USIM 0.6997 on this set instead of 0.7452). Both thread counts now go through the one parse
// service: the same warnings, the same re-parses, the same number.
test('first 20 JFLEG dev pairs with two cache files swapped: --jobs 1 and --jobs 2 both warn, reparse and give 0.7452', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-usim-swap-'));
  const src = join(dir, 'src.txt');
  const hyp = join(dir, 'hyp.txt');
  const head20 = (file: string) => `${readFileSync(file, 'utf8').split('\n').slice(0, 20).join('\n')}\n`;
  writeFileSync(src, head20(dataPath('jfleg', 'dev.src')));
  writeFileSync(hyp, head20(dataPath('jfleg', 'systems', 'mle_1.txt')));
  const hypotheses = readFileSync(hyp, 'utf8').split('\n');
  const fresh = runCli(['usim', '--source', src, hyp, '--cache', join(dir, 'cache'), '--json']);
  assert.equal(fresh.status, 0, fresh.stderr);
  assert.equal((JSON.parse(fresh.stdout) as UsimJson).mean.toFixed(4), '0.7452');
  const [a, b] = [join(dir, 'cache', parseCacheKey(hypotheses[0]!)), join(dir, 'cache', parseCacheKey(hypotheses[1]!))];
  const [textA, textB] = [readFileSync(a), readFileSync(b)];
  const outputs = ['1', '2'].map((jobs) => {
    writeFileSync(a, textB);
    writeFileSync(b, textA);
    const run = runCli(['usim', '--source', src, hyp, '--cache', join(dir, 'cache'), '--jobs', jobs]);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^USIM 0\.7452 \(mean of 20 pairs; 2 parsed, 38 from cache\)\n/u);
    const warnings = run.stderr.trim().split('\n');
    assert.equal(warnings.length, 2, run.stderr);
    for (const line of warnings) assert.match(line, /^gecval: warning: .*\.xml: cached parse holds the parse of another sentence/u);
    // the bad files were replaced by the right parses
    assert.deepEqual([readFileSync(a), readFileSync(b)], [textA, textB]);
    return run.stdout;
  });
  assert.equal(outputs[0], outputs[1]);
});

test('usim text mode prints the same bytes and writes the same cache with --jobs 1 and --jobs 2 (workers parse 40 sentences)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-usim-jobs-'));
  const src = join(dir, 'src.txt');
  const hyp = join(dir, 'hyp.txt');
  const head20 = (file: string) => `${readFileSync(file, 'utf8').split('\n').slice(20, 40).join('\n')}\n`;
  writeFileSync(src, head20(dataPath('jfleg', 'dev.src')));
  writeFileSync(hyp, head20(dataPath('jfleg', 'systems', 'mle_3.txt')));
  const runs = ['1', '2'].map((jobs) => runCli(['usim', '--source', src, hyp, '--cache', join(dir, `cache${jobs}`), '--jobs', jobs, '--json']));
  for (const run of runs) assert.equal(run.status, 0, run.stderr);
  assert.equal(runs[0]!.stdout, runs[1]!.stdout);
  const files = (jobs: string) => readdirSync(join(dir, `cache${jobs}`)).sort().map((f) => [f, readFileSync(join(dir, `cache${jobs}`, f), 'utf8')]);
  assert.deepEqual(files('1'), files('2'));
});

test('usim --no-cache writes no cache; GECVAL_CACHE moves the default cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-usim-root-'));
  writeFileSync(join(dir, 'src.txt'), `${sources.join('\n')}\n`);
  writeFileSync(join(dir, 'hyp.txt'), `${corrections.join('\n')}\n`);
  const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '3600', GECVAL_CACHE: join(dir, 'root') };
  const none = runCli(['usim', '--source', join(dir, 'src.txt'), join(dir, 'hyp.txt'), '--no-cache', '--json'], { env });
  assert.equal(none.status, 0, none.stderr);
  assert.equal(existsSync(join(dir, 'root')), false);
  const cached = runCli(['usim', '--source', join(dir, 'src.txt'), join(dir, 'hyp.txt'), '--json'], { env });
  assert.equal(cached.status, 0, cached.stderr);
  assert.equal(readdirSync(join(dir, 'root', 'ucca-parses')).length, 4);
  const info = runCli(['cache', 'info', '--json'], { env });
  assert.equal(info.status, 0, info.stderr);
  const usage = JSON.parse(info.stdout) as { root: string; files: number };
  assert.equal(usage.root, join(dir, 'root'));
  assert.equal(usage.files, 4);
  const clear = runCli(['cache', 'clear'], { env });
  assert.equal(clear.status, 0, clear.stderr);
  assert.deepEqual(readdirSync(join(dir, 'root')), []);
});
