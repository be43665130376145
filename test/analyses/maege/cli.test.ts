import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot, runCli } from '../../helpers/shared.js';

const fixture = (name: string) => resolve(repoRoot, 'test/fixtures/maege', name);

test('gecval maege on a small M2 with a module metric and a command metric writes tables, chains and figures', () => {
  const out = mkdtempSync(join(tmpdir(), 'gecval-maege-cli-'));
  try {
    const result = runCli([
      'maege', '--m2', fixture('small.m2'), '--refs', fixture('ref1.txt'), fixture('ref2.txt'), fixture('ref3.m2'),
      '--metrics', `module:${fixture('ld-metric.mjs')},cmd:len=sh ${fixture('length-command.sh')}`,
      '--both-sources', '--seeds', '3', '--delta', 'both', '--jobs', '1', '--out', out,
    ]);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /MAEGE: 2 sentences, 4 chains, 13 nodes, 15 pairs; 3 corpus-level sentences/);
    assert.match(result.stdout, /Signature: maege\|seed:1\|/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    assert.deepEqual(
      [summary.counts.sentences, summary.counts.chains, summary.counts.nodes, summary.counts.pairs, summary.counts.corpusSentences],
      [2, 4, 13, 15, 3],
    );
    assert.equal(summary.seed, 1);
    assert.match(summary.signature, /corpusSeeds:3/);
    const ld = summary.settings.origin['user-ld'];
    // Origin as source: LD to the original falls with every edit, so every within-chain pair is discordant.
    assert.equal(ld.tau.value, -1);
    assert.equal(ld.tau.pairs, 15);
    assert.equal(ld.rho.draws.length, 3);
    for (const key of ['rho', 'r', 'tau']) assert.equal(typeof summary.metrics['user-ld'][key].p, 'number');
    const table2 = readFileSync(join(out, 'table2.csv'), 'utf8').trim().split('\n');
    assert.equal(table2[0], 'metric,paper_name,rho,rho_p,rho_std,r,r_p,tau,tau_p,pairs,discordant,nan_scores');
    assert.equal(table2.length, 3);
    assert.ok(existsSync(join(out, 'table4.csv')));
    const table3 = readFileSync(join(out, 'table3.csv'), 'utf8').trim().split('\n');
    assert.equal(table3[0], 'type,count,user-ld,len');
    assert.equal(table3[1]!.split(',').slice(0, 2).join(','), 'SVA,3');
    assert.ok(existsSync(join(out, 'table3-compat.csv')));
    assert.equal(readFileSync(join(out, 'chains.jsonl'), 'utf8').trim().split('\n').length, 4);
    assert.equal(readFileSync(join(out, 'corpora', 'M0.txt'), 'utf8'), 'She go to school every days .\nHe like apple .\nThey was happy yesterday .\n');
    for (const figure of ['figure5-user-ld-by-errors', 'delta-heatmap']) {
      assert.ok(existsSync(join(out, 'figures', `${figure}.svg`)) && existsSync(join(out, 'figures', `${figure}.png`)), figure);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('gecval maege reports NaN scores instead of hiding them', () => {
  const out = mkdtempSync(join(tmpdir(), 'gecval-maege-nan-'));
  try {
    const result = runCli(['maege', '--m2', fixture('small.m2'), '--refs', fixture('ref1.txt'), '--metrics', fixture('nan-metric.mjs'), '--jobs', '1', '--no-plots', '--json', '--out', out]);
    assert.equal(result.status, 0, result.stderr);
    const summary = JSON.parse(result.stdout);
    const metric = summary.metrics['nan-on-the'];
    assert.ok(metric.nanScores > 0);
    assert.equal(metric.r.value, 'NaN');
    const dropped = runCli(['maege', '--m2', fixture('small.m2'), '--refs', fixture('ref1.txt'), '--metrics', fixture('nan-metric.mjs'), '--nan', 'drop', '--jobs', '1', '--no-plots', '--json', '--out', out]);
    assert.equal(typeof JSON.parse(dropped.stdout).metrics['nan-on-the'].r.value, 'number');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('gecval maege bad input: collisions with file and line, misaligned references, bad options', () => {
  const out = join(tmpdir(), 'gecval-maege-never-written');
  const collision = runCli(['maege', '--m2', fixture('collision.m2'), '--refs', fixture('collision.m2'), '--metrics', 'ld', '--out', out]);
  assert.equal(collision.status, 2);
  assert.match(collision.stderr, /^gecval: error: .*collision\.m2:3: edit 3 5 of annotator 0 overlaps edit 2 4/m);
  const merged = runCli(['maege', '--m2', fixture('collision.m2'), '--refs', fixture('collision.m2'), '--metrics', 'ld', '--collisions', 'merge', '--ref-collisions', 'merge', '--no-plots', '--jobs', '1', '--out', out]);
  assert.equal(merged.status, 0, merged.stderr);
  // warnings go through the CLI's one warning writer: prefix, file and line, one line each
  assert.match(merged.stderr, /^gecval: warning: \S*collision\.m2:3: overlapping edits resolved by --collisions merge$/m);
  assert.match(merged.stderr, /^gecval: warning: \S*collision\.m2:3: \d+ overlapping edit\(s\) resolved by --ref-collisions merge \(lines [\d, ]+\)$/m);
  rmSync(out, { recursive: true, force: true });
  const short = runCli(['maege', '--m2', fixture('small.m2'), '--refs', fixture('ref1.txt'), fixture('collision.m2'), '--metrics', 'ld', '--out', out]);
  assert.equal(short.status, 2);
  assert.match(short.stderr, /collision\.m2:\d+: has 1 sentences but the gold M2 file has 4/);
  const unknown = runCli(['maege', '--m2', fixture('small.m2'), '--refs', fixture('ref1.txt'), '--metrics', 'nope', '--out', out]);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /unknown MAEGE metric 'nope'/);
  const badSeed = runCli(['maege', '--m2', fixture('small.m2'), '--refs', fixture('ref1.txt'), '--seed', 'x', '--out', out]);
  assert.equal(badSeed.status, 2);
  assert.match(badSeed.stderr, /--seed expects an integer/);
  const badTies = runCli(['maege', '--m2', fixture('small.m2'), '--refs', fixture('ref1.txt'), '--ties', 'random', '--out', out]);
  assert.match(badTies.stderr, /--ties expects one of concordant, excluded, half/);
  assert.ok(!existsSync(out));
});

test('gecval maege writes the same files and prints the same text with --jobs 1 and --jobs 2 (504 items: worker chunks); --threads is the deprecated spelling', () => {
  const S = resolve(repoRoot, 'samples/conll14');
  const args = (out: string, ...jobs: string[]) => [
    'maege', '--m2', `${S}/official-2014.combined.m2`, '--refs', `${S}/bn10-A1.m2`, `${S}/bn10-A2.m2`,
    '--metrics', 'bleu', '--seed', '2', '--no-plots', '--json', ...jobs, '--out', out,
  ];
  const dirs = [1, 2, 3].map(() => mkdtempSync(join(tmpdir(), 'gecval-maege-jobs-')));
  try {
    const one = runCli(args(dirs[0]!, '--jobs', '1'));
    const two = runCli(args(dirs[1]!, '--jobs', '2'));
    const old = runCli(args(dirs[2]!, '--threads', '2'));
    for (const run of [one, two, old]) assert.equal(run.status, 0, run.stderr);
    assert.equal(old.stderr.split('\n')[0], 'gecval: warning: --threads is deprecated; use --jobs (the same meaning)');
    const strip = (text: string) => text.replace(/"(seconds|elapsed\w*)": [0-9.e-]+/g, '"$1": 0').replaceAll(dirs[0]!, '<out>').replaceAll(dirs[1]!, '<out>').replaceAll(dirs[2]!, '<out>');
    assert.equal(strip(two.stdout), strip(one.stdout));
    assert.equal(strip(old.stdout), strip(one.stdout));
    const files = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).sort().filter((f) => statSync(join(dir, f)).isFile()).map((f) => [f, strip(readFileSync(join(dir, f), 'utf8'))]);
    assert.deepEqual(files(dirs[1]!), files(dirs[0]!));
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
});
