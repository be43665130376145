import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../../helpers/shared.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-cov-'));

test('gecval unseenest writes the paper\'s two-column histogram', () => {
  const fp = join(dir, 'fp.txt');
  writeFileSync(fp, '2\n0\n1\n');
  const r = runCli(['unseenest', fp, '--solver', 'simplex']);
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.trim().split('\n');
  assert.equal(lines[0], 'frequency\t# of variants');
  assert.equal(lines.length, 119);
  assert.equal(lines[1]!.split('\t')[0], '0.002');
  const mass = lines.slice(1).reduce((a, l) => a + Number(l.split('\t')[0]) * Number(l.split('\t')[1]), 0);
  assert.ok(Math.abs(mass - 1) < 1e-6);
  assert.match(r.stderr, /unseenest\|algorithm:paper/);
  const json = runCli(['unseenest', dataPath('crowd', 'unseenest', 'Actual_exact_input_hist.txt'), '--json', '--algorithm', 'valiant']);
  assert.equal(json.status, 0, json.stderr);
  const doc = JSON.parse(json.stdout);
  assert.equal(doc.sampleSize, 50);
  assert.ok(Math.abs(doc.summary['0'].mass - 1) < 1e-6);
});

test('a fingerprint with zero counts is a clear error', () => {
  const fp = join(dir, 'zero.txt');
  writeFileSync(fp, '0\n0\n');
  const r = runCli(['unseenest', fp]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /gecval: error: .*zero\.txt: the fingerprint has no observations/);
});

test('gecval coverage --crowd --json: summary keyed by γ and accuracy curves', () => {
  const crowd = join(dir, 'crowd.tsv');
  const rows = ['sentence_id\tsource\tcorrection\tstatus'];
  const variants = ['He goes to school .', 'He went to school .', 'He goes to the school .', 'He goes to school .'];
  for (let i = 0; i < 12; i++) rows.push(`s1\tHe go to school .\t${variants[i % 4]}\tApproved`);
  for (let i = 0; i < 10; i++) rows.push(`s2\tShe like cats .\t${i % 2 ? 'She likes cats .' : `She likes cat number ${i} .`}\tApproved`);
  writeFileSync(crowd, `${rows.join('\n')}\n`);
  const r = runCli(['coverage', '--crowd', crowd, '--json', '--max-m', '5', '--reps', '200', '--bootstrap', '100', '--out', join(dir, 'cov')]);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.deepEqual(Object.keys(doc.summary), ['0', '0.001', '0.01', '0.1']);
  for (const g of Object.values(doc.summary) as Array<{ variants: number; mass: number }>) assert.ok(g.variants > 0 && g.mass <= 1 + 1e-9);
  assert.equal(doc.sentences, 2);
  const curve = doc.accuracy.exact['with-exact'];
  assert.equal(curve.length, 5);
  for (let k = 1; k < 5; k++) assert.ok(curve[k].accuracy >= curve[k - 1].accuracy, 'coverage grows with M');
  assert.match(doc.signature, /seed:1/);
  for (const f of ['accuracy-vs-m.png', 'accuracy-vs-m.svg', 'summary.csv', 'accuracy.csv', 'coverage.csv', 'accuracy_pmf.json']) assert.ok(existsSync(join(dir, 'cov', f)), f);
});

test('empty corrections file and conflicting inputs are errors', () => {
  const empty = join(dir, 'empty.tsv');
  writeFileSync(empty, 'sentence_id\tsource\tcorrection\tstatus\n');
  const r = runCli(['coverage', '--crowd', empty]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /empty\.tsv: no corrections/);
  const both = runCli(['coverage']);
  assert.equal(both.status, 2);
  assert.match(both.stderr, /exactly one of --crowd FILE or --fingerprints DIR/);
});

test('gecval significance: a system with the wrong line count names file and line', () => {
  const sys = join(dir, 'sys.txt');
  writeFileSync(sys, 'one line\n');
  const r = runCli(['significance', '--m2', dataPath('conll14', 'official-2014.combined.m2'), sys]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /sys\.txt:2: has 1 lines but the M2 file \(.*official-2014\.combined\.m2\) has 1312 sentences/);
});

test('gecval significance --crowd: the scorer and extractor are in the signature; unknown names are errors', () => {
  const m2 = join(dir, 'tiny.m2');
  writeFileSync(m2, 'S He go to school .\nA 1 2|||Vform|||goes|||REQUIRED|||-NONE-|||0\n\nS She like cats .\nA 1 2|||Vform|||likes|||REQUIRED|||-NONE-|||0\n\nS All good .\n\n');
  const crowd = join(dir, 'tiny-crowd.tsv');
  const rows = ['sentence_id\tsource\tcorrection\tstatus'];
  for (const c of ['He goes to school .', 'He went to school.', 'He goes to the school .']) rows.push(`s1\tHe go to school .\t${c}\tApproved`);
  writeFileSync(crowd, `${rows.join('\n')}\n`);
  const ok = runCli(['significance', '--m2', m2, '--crowd', crowd, '--max-m', '2', '--resamples', '20', '--extractor', 'compat', '--json']);
  assert.equal(ok.status, 0, ok.stderr);
  const doc = JSON.parse(ok.stdout);
  assert.match(doc.perfectCorrector.signature, /edits:compat\|scorer:m2scorer-3\.2/);
  assert.equal(doc.perfectCorrector.points.length, 2);
  for (const p of doc.perfectCorrector.points) assert.ok(p.fullDataF >= 0 && p.fullDataF <= 1);
  const bad = runCli(['significance', '--m2', m2, '--crowd', crowd, '--scorer', 'bleu']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /gecval: error: --scorer must be m2 or lattice-approx, got 'bleu'/);
  const badExtractor = runCli(['significance', '--m2', m2, '--crowd', crowd, '--extractor', 'magic']);
  assert.equal(badExtractor.status, 2);
  assert.match(badExtractor.stderr, /--extractor must be aligned or compat/);
});
