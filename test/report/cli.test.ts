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
import { parseReportConfig } from '../../src/report/config.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

const S = samplesDir('conll14');

test('gecval report: missing inputs and bad files are user errors (exit 2, file and line)', () => {
  const none = runCli(['report']);
  assert.equal(none.status, 2);
  assert.match(none.stderr, /^gecval: error: no dataset: give --source FILE and --systems FILE/mu);

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

test('gecval report: the configuration says what is wrong with it; metric names are checked; code needs --allow-code', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-report-cli-'));
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const array = write('array.json', '[{"dataset": {}}]');
  const a = runCli(['report', '--config', array]);
  assert.equal(a.status, 2);
  assert.equal(a.stderr, `gecval: error: ${array}: the report configuration must be a JSON object ({"dataset": {...}, ...}; see docs/report.md), not an array\n`);

  const noDataset = write('nodataset.json', '{"title": "t"}');
  const n = runCli(['report', '--config', noDataset]);
  assert.equal(n.status, 2);
  assert.match(n.stderr, /the configuration has no "dataset" object/u);
  assert.doesNotMatch(n.stderr, /give --config/u);

  // A byte-order mark is fine; a syntax error names its line and column.
  const bom = write('bom.json', `\ufeff{"dataset": {"source": "${S}/source.txt", "systems": ["${S}/systems/AMU.txt"]}, "metrics": ["gleu", "bogus"]}`);
  const b = runCli(['report', '--config', bom]);
  assert.equal(b.status, 2);
  // The name came from the configuration, so the error names that file (#34).
  assert.match(b.stderr, /^gecval: error: .*bom\.json: unknown leaderboard metric 'bogus' \(known: m2, errant, gleu/mu);
  const broken = write('broken.json', '{"dataset": {\n  "source": "x",\n}');
  const k = runCli(['report', '--config', broken]);
  assert.equal(k.status, 2);
  assert.match(k.stderr, /line 3, column 1/u);

  const flag = runCli(['report', '--source', `${S}/source.txt`, '--systems', `${S}/systems/AMU.txt`, '--metrics', 'gleu,bleux']);
  assert.equal(flag.status, 2);
  assert.match(flag.stderr, /unknown leaderboard metric 'bleux'/u);
  const maege = runCli(['report', '--source', `${S}/source.txt`, '--systems', `${S}/systems/AMU.txt`, '--maege-metrics', 'gleu,nope']);
  assert.equal(maege.status, 2);
  assert.match(maege.stderr, /unknown MAEGE metric 'nope'/u);

  const code = write('code.json', `{"dataset": {"source": "${S}/source.txt", "systems": ["${S}/systems/AMU.txt"]}, "maege": {"metrics": ["cmd:len=wc -w"]}}`);
  const c = runCli(['report', '--config', code]);
  assert.equal(c.status, 2);
  assert.match(c.stderr, /runs code .* pass --allow-code/u);
});

test('help texts: the default parser is v3; MAEGE says code metrics execute code; report documents --crowd and --allow-code', async () => {
  const { DEFAULT_PARSER_MODEL } = await import('../../src/ucca/parser/catalogue.js');
  for (const command of ['parse', 'usim']) {
    const help = runCli([command, '--help']).stdout.replace(/\s+/gu, ' ');
    assert.match(help, new RegExp(`'?${DEFAULT_PARSER_MODEL}'? \\(BiLSTM[^)]*the default\\)`, 'u'), command);
    assert.doesNotMatch(help, /v1[^,]*the default|v1 \(default\)/u, command);
  }
  const maege = runCli(['maege', '--help']).stdout.replace(/\s+/gu, ' ');
  assert.match(maege, /EXECUTES that module's code/u);
  assert.match(maege, /EXECUTES that shell command/u);
  const report = runCli(['report', '--help']).stdout.replace(/\s+/gu, ' ');
  assert.match(report, /--crowd <file>/u);
  assert.match(report, /--allow-code/u);
  assert.match(report, /--maege-metrics <list>/u);
});

test('gecval report from flags writes the page and prints a leaderboard with signatures', { timeout: HANG_TIMEOUT_MS }, () => {
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

test('gecval report --jobs: a positive integer that sets the parser and MAEGE threads', () => {
  const bad = runCli(['report', '--source', `${S}/source.txt`, '--systems', `${S}/systems/AMU.txt`, '--jobs', '0']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /^gecval: error: option --jobs must be >= 1/u);
  const c = parseReportConfig({ dataset: { source: 's', systems: ['a'] }, parser: { threads: 3 }, maege: { threads: 2 } }, '/d');
  assert.equal(c.parser.threads, 3);
  assert.equal(c.maege.threads, 2);
  assert.throws(() => parseReportConfig({ dataset: { source: 's', systems: ['a'] }, parser: { threads: 0 } }, '/d'), /parser\.threads/u);
});

test('gecval report: a leaderboard without a USIM column parses nothing (no parse written to the cache)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-report-nousim-'));
  const cache = join(dir, 'parses');
  const systems = [`${S}/systems/AMU.txt`].filter((p) => existsSync(p));
  assert.equal(systems.length, 1);
  const r = runCli(['report', '-q', '--source', `${S}/source.txt`, '--systems', ...systems, '--sections', 'leaderboard', '--metrics', 'bleu', '--resamples', '10', '--cache', cache, '--out', join(dir, 'out')]);
  assert.equal(r.status, 0, r.stderr);
  assert.ok(!existsSync(cache), 'the parse cache was created: sentences were parsed for a BLEU-only leaderboard');
  // With USIM asked for, the same run parses and fills the cache.
  const u = runCli(['report', '-q', '--source', `${S}/source.txt`, '--systems', ...systems, '--sections', 'leaderboard', '--metrics', 'bleu,usim', '--resamples', '10', '--cache', cache, '--out', join(dir, 'out2')]);
  assert.equal(u.status, 0, u.stderr);
  assert.ok(existsSync(cache), 'no parse cache after a leaderboard with USIM');
});
