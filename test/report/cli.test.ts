/**
 * `gecval report` and `gecval demo` as a user runs them: user errors exit 2 with FILE:LINE, a flag-only report
 * builds and prints its leaderboard.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/shared.js';
import { samplesDir } from '../../src/report/paths.js';

const S = samplesDir('conll14');

test('gecval report: missing inputs and bad files are user errors (exit 2, file and line)', () => {
  const none = runCli(['report']);
  assert.equal(none.status, 2);
  assert.match(none.stderr, /^gecval: error: give --config FILE or at least --source and --systems/mu);

  const dir = mkdtempSync(join(tmpdir(), 'gecval-report-cli-'));
  const short = join(dir, 'short.txt');
  writeFileSync(short, 'one line\n');
  const r = runCli(['report', '--source', `${S}/source.txt`, '--systems', short, '--out', join(dir, 'out')]);
  assert.equal(r.status, 2);
  assert.equal(r.stderr, `gecval: error: ${short}:2: has 1 lines but the source ${S}/source.txt has 60\n`);

  const config = join(dir, 'report.json');
  writeFileSync(config, '{"dataset": {"source": "x.txt", "systems": ["a.txt"]}, "sectionz": {}}');
  const c = runCli(['report', '--config', config]);
  assert.equal(c.status, 2);
  assert.match(c.stderr, new RegExp(`^gecval: error: ${config}: unknown field 'sectionz'`, 'u'));

  const bad = runCli(['report', '--source', `${S}/source.txt`, '--systems', `${S}/systems/AMU.txt`, '--sections', 'leaderboard,plots']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /unknown section 'plots'/u);
});

test('gecval report from flags writes the page and prints a leaderboard with signatures', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-report-cli-'));
  const out = join(dir, 'out');
  const r = runCli([
    'report', '--source', `${S}/source.txt`, '--refs', `${S}/bn10-A1.m2`, `${S}/bn10-A2.m2`, '--m2', `${S}/official-2014.combined.m2`,
    '--systems', `${S}/systems/AMU.txt`, `UFC=${S}/systems/UFC.txt`, '--metrics', 'm2,bleu', '--sections', 'leaderboard,explorer',
    '--resamples', '50', '--out', out, '--title', 'CLI test',
  ]);
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.split('\n');
  assert.match(lines[0]!, /^system\s+M² F0\.5\s+BLEU$/u);
  assert.match(lines[1]!, /^AMU\s+0\.3875\s+0\.\d{4}$/u, 'AMU ranks first by M² with the sample score');
  assert.match(r.stdout, /signature: gecval-report-leaderboard\|boot:50\|/u);
  assert.match(r.stdout, /section usim: disabled/u);
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  assert.match(html, /<title>CLI test<\/title>/u);
  assert.ok(existsSync(join(out, 'leaderboard', 'leaderboard.csv')));
  const csv = readFileSync(join(out, 'leaderboard', 'leaderboard.csv'), 'utf8');
  assert.match(csv, /^metric,system,score,ci_low,ci_high,ci,signature\nm2,AMU,0\.387/u);
});

test('gecval demo --help names its default output folder', () => {
  const r = runCli(['demo', '--help']);
  assert.equal(r.status, 0);
  assert.match(r.stdout, /--out <dir>\s+output folder \(default: "gecval-demo"\)/u);
});
