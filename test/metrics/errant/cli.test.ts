import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dataPath, repoRoot, runCli } from '../../helpers/shared.js';

const fixture = JSON.parse(gunzipSync(readFileSync(`${repoRoot}test/fixtures/errant-compare/AMU-vs-gold.json.gz`)).toString('utf8')) as { outputs: Record<string, string> };
const hyp = dataPath('errant/conll14-AMU.errant');
const ref = dataPath('errant/conll14.errant');

test('gecval errant-compare: ERRANT\'s own command line works unchanged and prints ERRANT\'s bytes', () => {
  const r = runCli(['errant-compare', '-hyp', hyp, '-ref', ref, '-cse', '-cat', '2', '-b', '1']);
  assert.equal(r.status, 0, r.stderr);
  const expected = runCli(['errant-compare', '--hyp', hyp, '--ref', ref, '--cse', '--cat', '2', '--beta', '1']);
  assert.equal(r.stdout, expected.stdout);
  assert.equal(runCli(['errant-compare', '-hyp', hyp, '-ref', ref, '-cat', '3', '-multi']).stdout, fixture.outputs['-cat 3 -multi']);
  assert.equal(runCli(['errant-compare', '-hyp', hyp, '-ref', ref, '-filt', 'R:OTHER', 'M:PUNCT', 'noop']).stdout, fixture.outputs['-filt R:OTHER M:PUNCT noop']);
  assert.match(r.stderr, /^errant\|mode:cse\|beta:1\|/mu);
});

test('gecval errant-compare --json and the one-step workflow from corrected text', () => {
  const json = JSON.parse(runCli(['errant-compare', '--hyp', hyp, '--ref', ref, '--json', '--cat', '1']).stdout) as Record<string, unknown>;
  assert.deepEqual([json.tp, json.fp, json.fn], [483, 795, 1934]);
  // Full precision from the counts (as m2 --json); ERRANT's printed 4-decimal values under `printed`.
  const p = 483 / (483 + 795);
  const r = 483 / (483 + 1934);
  assert.deepEqual([json.precision, json.recall, json.f], [p, r, (1.25 * p * r) / (0.25 * p + r)]);
  assert.deepEqual(json.printed, { precision: 0.3779, recall: 0.1998, f: 0.3208 });
  assert.deepEqual(Object.keys(json.categories as object), ['M', 'R', 'U']);
  const dir = mkdtempSync(join(tmpdir(), 'gecval-errant-'));
  const oneStep = runCli(['errant-compare', '--source', dataPath('conll14/source.txt'), '--hyp-text', dataPath('conll14/systems/AMU.txt'), '--ref', ref, '--write-hyp', join(dir, 'hyp.m2')]);
  assert.equal(oneStep.status, 0, oneStep.stderr);
  assert.equal(oneStep.stdout, fixture.outputs['']);
  assert.match(oneStep.stderr, /hyp_edits:errant-edits;align:linguistic/u);
  assert.equal(readFileSync(join(dir, 'hyp.m2'), 'utf8').split('\n\n').length - 1, 1312);
});

test('gecval errant-compare: bad input is one line and exit status 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-errant-'));
  writeFileSync(join(dir, 'short.m2'), 'S a b\nA 0 1|||R:X|||c|||REQUIRED|||-NONE-|||0\n');
  writeFileSync(join(dir, 'bad.m2'), 'S a b\nA zero 1|||R:X|||c|||REQUIRED|||-NONE-|||0\n\nS c\n');
  const cases: [string[], RegExp][] = [
    [['errant-compare', '--hyp', join(dir, 'short.m2'), '--ref', ref], /short\.m2: has 1 sentences but .* has 1312/u],
    [['errant-compare', '--hyp', join(dir, 'bad.m2'), '--ref', join(dir, 'bad.m2')], /bad\.m2:2: edit span 'A zero 1'|bad\.m2:2: edit span/u],
    [['errant-compare', '--hyp', hyp, '--ref', ref, '--ds', '--dt'], /cannot be combined/u],
    [['errant-compare', '--hyp', hyp, '--ref', ref, '--cat', '4'], /--cat must be 1, 2 or 3/u],
    [['errant-compare', '--hyp', hyp, '--ref', ref, '-b', 'x'], /invalid float value: 'x'/u],
    [['errant-compare', '--hyp-text', hyp, '--ref', ref], /--hyp-text needs --source/u],
    [['errant-compare', '--hyp', join(dir, 'missing.m2'), '--ref', ref], /missing\.m2: no such file/u],
  ];
  for (const [args, message] of cases) {
    const r = runCli(args);
    assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
  }
});

test('gecval edits: a whitespace-only extra last line is ignored with a note (ERRANT\'s demo orig.txt has one)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-errant-'));
  writeFileSync(join(dir, 'orig.txt'), 'He go to school .\nShe like it .\n \t\n');
  writeFileSync(join(dir, 'cor.txt'), 'He goes to school .\nShe likes it .\n');
  const r = runCli(['edits', '--source', join(dir, 'orig.txt'), '--target', join(dir, 'cor.txt')]);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout.split('\n\n').length - 1, 2);
  assert.match(r.stderr, /note: ignored the whitespace-only last line 3 of .*orig\.txt/u);
  writeFileSync(join(dir, 'cor3.txt'), 'He goes to school .\n');
  const bad = runCli(['edits', '--source', join(dir, 'orig.txt'), '--target', join(dir, 'cor3.txt')]);
  assert.equal(bad.status, 2);
});
