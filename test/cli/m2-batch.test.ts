import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../helpers/shared.js';

const systems = ['AMU', 'UFC', 'IITB'].map((s) => dataPath('conll14', 'systems', `${s}.txt`));
const golds = [dataPath('conll14', 'official-2014.combined.m2'), dataPath('conll14', 'bn10-combined.m2')];

interface BatchJson {
  results: { system: string; gold: string; precision: number; recall: number; f: number; correct: number; proposed: number; goldEdits: number }[];
  signature: string;
}

test('gecval m2 --gold … SYS…: every system × gold in one process, equal to the two-argument form', () => {
  const out = runCli(['m2', '--json', '--jobs', '2', ...golds.flatMap((g) => ['--gold', g]), ...systems]);
  assert.equal(out.status, 0, out.stderr);
  const batch = JSON.parse(out.stdout) as BatchJson;
  assert.equal(batch.results.length, 6);
  assert.deepEqual(batch.results.map((r) => r.system), ['AMU', 'UFC', 'IITB', 'AMU', 'UFC', 'IITB']);
  for (const r of batch.results.filter((_, i) => i % 2 === 0)) {
    const single = runCli(['m2', '--json', systems[['AMU', 'UFC', 'IITB'].indexOf(r.system)]!, r.gold]);
    const one = JSON.parse(single.stdout) as { precision: number; recall: number; f: number; correct: number; proposed: number; gold: number; signature: string };
    assert.deepEqual([r.precision, r.recall, r.f, r.correct, r.proposed, r.goldEdits], [one.precision, one.recall, one.f, one.correct, one.proposed, one.gold]);
    assert.equal(batch.signature, one.signature);
  }
  // m2scorer 3.2 on AMU vs the official gold (test/fixtures/m2): 509 correct, 1223 proposed, 2378 gold.
  assert.deepEqual([batch.results[0]!.correct, batch.results[0]!.proposed, batch.results[0]!.goldEdits], [509, 1223, 2378]);
});

test('gecval m2 --gold --tsv prints a header, one row per system and gold, and the signature', () => {
  const out = runCli(['m2', '--tsv', '--jobs', '1', '--gold', golds[0]!, systems[0]!, systems[1]!]);
  assert.equal(out.status, 0, out.stderr);
  const lines = out.stdout.trim().split('\n');
  assert.equal(lines[0], 'system\tgold\tP\tR\tF0.5\tcorrect\tproposed\tgold_edits');
  assert.match(lines[1]!, /^AMU\tofficial-2014\.combined\.m2\t0\.4162\t0\.2140\t0\.3501\t509\t1223\t2378$/);
  assert.match(lines[3]!, /^# m2\|beta:0\.5/);
});

test('a bad system file in a batch is one clear line and exit 2, from a worker thread too', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-m2batch-'));
  writeFileSync(join(dir, 'short.txt'), 'one line only\n');
  for (const jobs of ['1', '2']) {
    const out = runCli(['m2', '--jobs', jobs, '--gold', golds[0]!, systems[0]!, join(dir, 'short.txt')]);
    assert.equal(out.status, 2, out.stderr);
    assert.equal(out.stderr.trim().split('\n').length, 1, out.stderr);
    assert.match(out.stderr, /short\.txt.*has 1 lines but .*official-2014\.combined\.m2 \(sentences\) has 1312/);
  }
});

test('three positional files without --gold is an error that says to use --gold', () => {
  const out = runCli(['m2', ...systems]);
  assert.equal(out.status, 2);
  assert.match(out.stderr, /give the gold with --gold/);
});
