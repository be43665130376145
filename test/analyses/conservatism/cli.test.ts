import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../helpers/shared.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-cons-'));
const source = join(dir, 'source.txt');
const system = join(dir, 'sys.txt');
const ref = join(dir, 'ref.txt');
const short = join(dir, 'short.txt');
writeFileSync(source, 'He go to the school yesterday .\nyesterday i went home\nI went home and I slept .\n');
writeFileSync(system, 'He goes to the school yesterday .\nyesterday i went home\nI went home and I slept .\n');
writeFileSync(ref, 'He went to school yesterday .\ni went home yesterday\nI went home . I slept .\n');
writeFileSync(short, 'He goes to school .\n');

test('gecval conservatism --json: per-sentence records and summary', () => {
  const r = runCli(['conservatism', '--source', source, '--ref', ref, `SYS=${system}`, '--json', '--out', join(dir, 'out')]);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.match(doc.signature, /^conservatism\|/);
  const [sys, gold] = doc.outputs;
  assert.equal(sys.name, 'SYS');
  assert.equal(sys.heatMap['0'], 3, 'goes/go is within the tolerance');
  assert.equal(gold.isReference, true);
  assert.deepEqual(doc.sentences.ref.map((s: { wordChange: number }) => s.wordChange), [2, 0, 1], '"and" deleted in line 3');
  assert.equal(doc.sentences.ref[1].rho, -0.2);
  assert.equal(gold.splits, 1);
  for (const name of ['wordchange-heatmap', 'rho-ecdf', 'split-merge']) {
    assert.ok(existsSync(join(dir, 'out', `${name}.png`)) && existsSync(join(dir, 'out', `${name}.svg`)), name);
  }
  assert.match(readFileSync(join(dir, 'out', 'sentences.csv'), 'utf8'), /^output,line,wordChange,rho,kind,splits,merges\nSYS,1,0,1,same,0,0\n/);
});

test('a system file with the wrong line count is a clear error with file and line', () => {
  const r = runCli(['conservatism', '--source', source, short, '--csv']);
  assert.equal(r.status, 2);
  assert.match(r.stderr, new RegExp(`gecval: error: ${short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: has 1 lines but the source has 3`));
});

test('no outputs at all is an error, not an empty table', () => {
  const r = runCli(['conservatism', '--source', source]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /at least one system output file or --ref/);
});
