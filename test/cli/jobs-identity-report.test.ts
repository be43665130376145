/**
 * --jobs and the parse cache never change a byte of `gecval report` or `gecval meta-eval` output (#33 point 3): the
 * same small real inputs with --jobs 1 and --jobs 2, and for the report with no cache, a cold cache and a warm one.
 * The report prints how long each stage took (`(0.4 s)`, report.json's stage list): those are normalised away, as
 * scripts/snapshot-outputs.sh does; every other byte of every file must agree.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { samplesDir } from '../../src/report/paths.js';
import { PAPER_REFERENCE_FILES } from '../../src/analyses/maege/references.js';
import { runCli, sharedRoot } from '../helpers/shared.js';

/** Every file under a folder, by relative path; text files with their elapsed times normalised. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const bytes = readFileSync(path);
        const text = /\.(png|gz)$/u.test(name) ? bytes.toString('base64') : bytes.toString('utf8');
        out.set(relative(dir, path), name === 'report.json' ? withoutStages(text) : normaliseTimes(text));
      }
    }
  };
  walk(dir);
  return out;
}

/**
 * report.json without its record of where the time went (`seconds`, `stages`): which stages appear depends on the
 * work done (a warm cache has no parsing stage; stages under 0.5 ms are left out), not on the results.
 */
function withoutStages(text: string): string {
  const { stages: _stages, seconds: _seconds, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return normaliseTimes(JSON.stringify(rest, null, 2));
}

function normaliseTimes(text: string): string {
  return text
    .replace(/\bin [0-9]+(\.[0-9]+)? ?(ms|s|min|minutes?|seconds?)\b/gu, 'in <elapsed>')
    .replace(/\([0-9]+(\.[0-9]+)? ?(ms|s|min)\)/gu, '(<elapsed>)')
    .replace(/("(elapsedMs|elapsed|seconds|ms|durationMs|duration|wallMs|wallSeconds|timeMs|time)": ?)[0-9.eE+-]+/gu, '$10')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/gu, '<date>');
}

function assertSameFiles(actual: Map<string, string>, expected: Map<string, string>, what: string): void {
  assert.deepEqual([...actual.keys()], [...expected.keys()], `${what}: the same files`);
  for (const [file, text] of expected) assert.ok(actual.get(file) === text, `${what}: ${file} differs`);
}

test('report: the same files with --jobs 1 (no cache) and --jobs 2 (cold cache, then warm cache)', () => {
  const S = samplesDir('conll14');
  const dir = mkdtempSync(join(tmpdir(), 'gecval-report-jobs-'));
  try {
    // USIM parses 60 source and 2 × 60 system sentences (three chunks of ≥ 20 per worker), MAEGE scores lattices on
    // its pool; the leaderboard's bootstrap is the same code whatever the threads.
    const args = (out: string) => [
      'report', '--source', `${S}/source.txt`, '--m2', `${S}/official-2014.combined.m2`, '--refs', `${S}/bn10-A1.m2`, `${S}/bn10-A2.m2`,
      '--systems', `${S}/systems/AMU.txt`, `CAMB=${S}/systems/CAMB.txt`, '--metrics', 'm2,gleu', '--maege-metrics', 'bleu,sari',
      '--resamples', '50', '--seed', '3', '--sections', 'leaderboard,usim,maege', '--model', 'v1', '--title', 'jobs', '--out', join(dir, out),
    ];
    const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '3600', GECVAL_CACHE: join(dir, 'cache-root') };
    const cache = join(dir, 'parses');
    const runs = [
      { name: 'jobs 1, no cache', extra: ['--jobs', '1', '--no-cache'] },
      { name: 'jobs 2, cold cache', extra: ['--jobs', '2', '--cache', cache] },
      { name: 'jobs 2, warm cache', extra: ['--jobs', '2', '--cache', cache] },
    ];
    const outputs = runs.map((run, i) => {
      const r = runCli([...args(`out${i}`), ...run.extra], { env });
      assert.equal(r.status, 0, `${run.name}: ${r.stderr}`);
      return { name: run.name, stdout: normaliseTimes(r.stdout).replaceAll(join(dir, `out${i}`), '<out>'), files: snapshot(join(dir, `out${i}`)) };
    });
    // The cache was written and then read: the warm run found a parse for every sentence.
    assert.ok(readdirSync(cache).length > 0, 'the cold run filled the cache');
    for (const other of outputs.slice(1)) {
      assert.equal(other.stdout, outputs[0]!.stdout, `${other.name}: stdout`);
      assertSameFiles(other.files, outputs[0]!.files, other.name);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('meta-eval: the same MAEGE rows with --jobs 1 and --jobs 2', () => {
  // --jobs reaches meta-eval's MAEGE runs (the human datasets score in this thread). A data folder in the shared
  // layout with the first 60 sentences of the paper's gold and of its eight reference files keeps the run small.
  const dir = mkdtempSync(join(tmpdir(), 'gecval-meta-eval-jobs-'));
  try {
    const head = (file: string, blocks: number) => `${readFileSync(file, 'utf8').split(/\n\s*\n/u).slice(0, blocks).join('\n\n')}\n\n`;
    mkdirSync(join(dir, 'conll14', 'bn10'), { recursive: true });
    const conll = join(sharedRoot, 'data', 'conll14');
    writeFileSync(join(dir, 'conll14', 'official-2014.combined-withalt.m2'), head(join(conll, 'official-2014.combined-withalt.m2'), 60));
    for (const f of PAPER_REFERENCE_FILES) writeFileSync(join(dir, 'conll14', 'bn10', f), head(join(conll, 'bn10', f), 60));
    const run = (jobs: string) => runCli(['meta-eval', '--dataset', 'maege', '--metric', 'sari,gleu,ld-so', '--data', dir, '--seed', '5', '--json', '--jobs', jobs]);
    const one = run('1');
    const two = run('2');
    assert.equal(one.status, 0, one.stderr);
    assert.equal(two.status, 0, two.stderr);
    assert.equal(JSON.parse(one.stdout).rows.length, 12, one.stdout.slice(0, 400));
    // Each metric's seconds (`--json`) are timings; everything else must agree byte for byte.
    assert.equal(normaliseTimes(two.stdout), normaliseTimes(one.stdout));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
