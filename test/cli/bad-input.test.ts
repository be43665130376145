/**
 * Bad input a user meets on the command line: each case gives one `gecval: error:` line naming the file (and line
 * where there is one), exit 2 and no stack trace.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, type CliResult } from '../helpers/shared.js';

function workdir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-bad-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function assertOneLineError(result: CliResult, pattern: RegExp): void {
  assert.equal(result.status, 2, `exit ${result.status}: ${result.stderr}`);
  const lines = result.stderr.split('\n').filter((l) => l !== '');
  assert.equal(lines.length, 1, result.stderr);
  assert.match(lines[0]!, /^gecval: error: /u);
  assert.match(lines[0]!, pattern);
  assert.doesNotMatch(result.stderr, /\n\s+at /u);
}

const GOLD = 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||1\n\nS I like dog .\nA 3 4|||R:NOUN:NUM|||dogs|||REQUIRED|||-NONE-|||0\nA 3 4|||R:NOUN:NUM|||dogs|||REQUIRED|||-NONE-|||1\n\n';
const REF = 'He goes to school .\nI like dogs .\n';

test('usim on empty inputs is an error naming the source file, not a mean of 0 pairs', () => {
  const dir = workdir({ 'src.txt': '', 'hyp.txt': '' });
  const result = runCli(['usim', '--source', join(dir, 'src.txt'), join(dir, 'hyp.txt')]);
  assertOneLineError(result, /src\.txt: has no lines: no sentence pair to score$/u);
  assert.equal(result.stdout, '');
});

test('usim batch mode with empty graph lists is an error naming the list', () => {
  const dir = workdir({ 'src.lst': '', 'cor.lst': '' });
  const result = runCli(['usim', '--source-list', join(dir, 'src.lst'), '--correction-list', join(dir, 'cor.lst')]);
  assertOneLineError(result, /cor\.lst: lists no graph file: no pair to score$/u);
});

test('maege with an empty --m2 names the M2 file, not a reference', () => {
  const dir = workdir({ 'gold.m2': '', 'ref.txt': REF });
  const result = runCli(['maege', '--m2', join(dir, 'gold.m2'), '--refs', join(dir, 'ref.txt'), '--metrics', 'bleu', '--out', join(dir, 'out')]);
  assertOneLineError(result, /gold\.m2: the gold M2 file has no sentences$/u);
});

test('conservatism with an empty --source names it', () => {
  const dir = workdir({ 'src.txt': '', 'sys.txt': 'a b\n' });
  const result = runCli(['conservatism', '--source', join(dir, 'src.txt'), join(dir, 'sys.txt')]);
  assertOneLineError(result, /src\.txt: the source has no lines$/u);
});

test('conservatism with a short --source names both files and both line counts', () => {
  const dir = workdir({ 'src.txt': 'a b\n', 'sys.txt': 'a b\nc d\n' });
  const result = runCli(['conservatism', '--source', join(dir, 'src.txt'), join(dir, 'sys.txt')]);
  assertOneLineError(result, /sys\.txt:2: has 2 lines but the source has 1 \(.*src\.txt\); outputs must be line-aligned with the source$/u);
});

test('a failing cmd: metric names the metric and the first line of its stderr', () => {
  const dir = workdir({ 'gold.m2': GOLD, 'ref.txt': REF });
  const command = "cmd:mymetric=sh -c 'echo first reason >&2; echo second line >&2; exit 3'";
  const result = runCli(['maege', '--m2', join(dir, 'gold.m2'), '--refs', join(dir, 'ref.txt'), '--metrics', command, '--out', join(dir, 'out')]);
  assertOneLineError(result, /^gecval: error: metric 'mymetric': command exited with 3: first reason$/u);
});

test('a cmd: metric printing the wrong number of lines is named', () => {
  const dir = workdir({ 'gold.m2': GOLD, 'ref.txt': REF });
  const result = runCli(['maege', '--m2', join(dir, 'gold.m2'), '--refs', join(dir, 'ref.txt'), '--metrics', 'cmd:short=echo 1', '--out', join(dir, 'out')]);
  assertOneLineError(result, /^gecval: error: metric 'short': command printed 1 lines for \d+ sentences$/u);
});

test('a module metric whose score() throws is named', () => {
  const dir = workdir({ 'gold.m2': GOLD, 'ref.txt': REF, 'broken.mjs': "export function score() { throw new Error('my bug'); }\n" });
  const result = runCli(['maege', '--m2', join(dir, 'gold.m2'), '--refs', join(dir, 'ref.txt'), '--metrics', `module:${join(dir, 'broken.mjs')}`, '--jobs', '1', '--out', join(dir, 'out')]);
  assertOneLineError(result, /broken\.mjs: metric 'broken': score\(\) failed: my bug$/u);
});

test('maege --metrics with an unknown name is an error listing every accepted name', () => {
  const dir = workdir({ 'gold.m2': GOLD, 'ref.txt': REF });
  const result = runCli(['maege', '--m2', join(dir, 'gold.m2'), '--refs', join(dir, 'ref.txt'), '--metrics', 'bleu,nosuchmetric', '--out', join(dir, 'out')]);
  assertOneLineError(result, /unknown MAEGE metric 'nosuchmetric'; accepted: /u);
  // MAEGE names, their aliases and the registry's names and aliases.
  for (const name of ['bleu', 'gleu', 'm2', 'ld', 'imeasure', 'imeasure-mix', 'usim', 'minld-or', 'ld-so', 'maxmatch', 'lt', 'module:PATH', 'cmd:NAME=COMMAND']) {
    assert.match(result.stderr, new RegExp(`[ ,]${name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(,|$|\\s)`, 'u'), name);
  }
});

test('maege --metrics with a registry metric that has no MAEGE form says so', () => {
  const dir = workdir({ 'gold.m2': GOLD, 'ref.txt': REF });
  const result = runCli(['maege', '--m2', join(dir, 'gold.m2'), '--refs', join(dir, 'ref.txt'), '--metrics', 'green', '--out', join(dir, 'out')]);
  assertOneLineError(result, /metric 'green' has no MAEGE form; accepted: ibleu, /u);
});

test('maege accepts a registry alias of a MAEGE metric (maxmatch runs m2)', () => {
  const dir = workdir({ 'gold.m2': GOLD, 'ref.txt': REF });
  const result = runCli(['maege', '--m2', join(dir, 'gold.m2'), '--refs', join(dir, 'ref.txt'), '--metrics', 'MaxMatch', '--json', '--out', join(dir, 'out')]);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /"m2"/u);
});

test('distsim batch mode with empty graph lists is an error naming the list', () => {
  const dir = workdir({ 'src.lst': '', 'cor.lst': '' });
  const result = runCli(['distsim', '--source-list', join(dir, 'src.lst'), '--correction-list', join(dir, 'cor.lst')]);
  assertOneLineError(result, /cor\.lst: lists no graph file: no pair to score$/u);
});

test('imeasure on an empty gold and an empty hypothesis is an error, not 100% on nothing', () => {
  const dir = workdir({ 'gold.m2': '', 'hyp.txt': '' });
  const result = runCli(['imeasure', '--m2', join(dir, 'gold.m2'), join(dir, 'hyp.txt')]);
  assertOneLineError(result, /hyp\.txt: has no lines: no sentence to score$/u);
  assert.equal(result.stdout, '');
});

test('significance with an empty --m2 names the M2 file', () => {
  const dir = workdir({ 'gold.m2': '', 'sys.txt': '' });
  const result = runCli(['significance', '--m2', join(dir, 'gold.m2'), join(dir, 'sys.txt')]);
  assertOneLineError(result, /gold\.m2: has 0 sentences; the bootstrap needs at least 2$/u);
});
