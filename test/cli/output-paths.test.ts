/**
 * Output paths a user can get wrong (issue 17): every command that writes reports them in one line naming the path,
 * with exit 2 and no stack trace; a single output file in a missing folder gets the folder created.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, repoRoot, runCli, type CliResult } from '../helpers/shared.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-out-'));
const aFile = join(dir, 'a-file.txt');
writeFileSync(aFile, 'not a folder\n');
const aFolder = join(dir, 'a-folder');
mkdirSync(aFolder);
const samples = join(repoRoot, 'samples', 'conll14');
const m2 = join(samples, 'official-2014.combined.m2');
const amu = join(samples, 'systems', 'AMU.txt');

function assertOneLineError(r: CliResult, path: string, message: RegExp): void {
  assert.equal(r.status, 2, `exit 2 expected, got ${r.status}: ${r.stderr}`);
  const lines = r.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, `one line expected:\n${r.stderr}`);
  assert.ok(lines[0]!.startsWith(`gecval: error: ${path}: `), lines[0]);
  assert.match(lines[0]!, message);
  assert.doesNotMatch(r.stderr, /internal error|\n\s+at /u);
}

test('-o in a folder that does not exist: the folders are created (m2-merge, draw, edits, unseenest)', () => {
  const merged = join(dir, 'new', 'deeper', 'merged.m2');
  const a1 = join(samples, 'bn10-A1.m2');
  let r = runCli(['m2-merge', a1, join(samples, 'bn10-A2.m2'), '-o', merged]);
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(merged, 'utf8'), /^S /u);
  const svg = join(dir, 'drawings', 'tree.svg');
  r = runCli(['draw', dataPath('ucca', 'nucle-annotations', 'tree1197.xml'), '-o', svg]);
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(svg, 'utf8'), /^<svg/u);
  const edits = join(dir, 'edits-out', 'amu.m2');
  r = runCli(['edits', '--source', join(samples, 'source.txt'), '--target', amu, '-o', edits, '--no-progress']);
  assert.equal(r.status, 0, r.stderr);
  assert.ok(existsSync(edits));
  const histogram = join(dir, 'hist', 'actual.txt');
  r = runCli(['unseenest', dataPath('crowd', 'unseenest', 'Actual_exact_input_hist.txt'), '--out', histogram]);
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(histogram, 'utf8'), /^frequency\t# of variants\n/u);
});

test('-o naming an existing folder, or a path through a file, is one line with exit 2', () => {
  assertOneLineError(runCli(['m2-merge', join(samples, 'bn10-A1.m2'), '-o', aFolder]), aFolder, /-o expects a file name, but this is a folder/);
  const throughFile = join(aFile, 'x.svg');
  assertOneLineError(runCli(['draw', dataPath('ucca', 'nucle-annotations', 'tree1197.xml'), '-o', throughFile]), throughFile, /is a file, not a folder/);
  assertOneLineError(runCli(['edits', '--source', join(samples, 'source.txt'), '--target', amu, '-o', aFolder]), aFolder, /expects a file name/);
});

test('--out pointing at an existing file where a folder is expected is one line with exit 2', () => {
  const expected = /--out expects a folder, but this is a file/;
  assertOneLineError(runCli(['conservatism', '--source', join(samples, 'source.txt'), amu, '--out', aFile]), aFile, expected);
  assertOneLineError(runCli(['coverage', '--crowd', join(repoRoot, 'samples', 'crowd', 'corrections.tsv'), '--out', aFile]), aFile, expected);
  assertOneLineError(runCli(['significance', '--m2', m2, amu, '--out', aFile]), aFile, expected);
  assertOneLineError(runCli(['maege', '--m2', m2, '--refs', join(samples, 'bn10-A1.m2'), '--metrics', 'bleu', '--out', aFile]), aFile, expected);
  assertOneLineError(runCli(['report', '--source', join(samples, 'source.txt'), '--systems', amu, '--out', aFile]), aFile, /the report folder \(--out\) expects a folder/);
});

test('a missing --out folder is created with its parents (conservatism)', () => {
  const out = join(dir, 'cons', 'nested');
  const r = runCli(['conservatism', '--source', join(samples, 'source.txt'), amu, '--out', out, '--no-plots']);
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(join(out, 'sentences.csv'), 'utf8'), /^output,line,wordChange,rho,kind,splits,merges\n/u);
  assert.ok(!existsSync(join(out, 'rho-ecdf.svg')), '--no-plots writes no figures');
});

test('--cache that is a file is one line with exit 2', () => {
  const src = join(samples, 'source.txt');
  assertOneLineError(runCli(['usim', '--source', src, amu, '--cache', aFile]), aFile, /--cache expects a folder, but this is a file/);
});

test('coverage --fingerprints naming a folder that does not exist is one line with exit 2', () => {
  const missing = join(dir, 'no-such-folder');
  assertOneLineError(runCli(['coverage', '--fingerprints', missing]), missing, /no such folder/);
  assertOneLineError(runCli(['coverage', '--fingerprints', aFile]), aFile, /expects a folder/);
});
