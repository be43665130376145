import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../../helpers/shared.js';
import { TSV_COLUMNS } from '../../../src/analyses/meta-eval/format.js';

test('meta-eval --tsv: one row per dataset, metric, yardstick, set, level and statistic, for a user module metric too', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-meta-eval-cli-'));
  try {
    // A user metric: fewer tokens changed from the source is "better" (a toy), as a module.
    const module = join(dir, 'overlap.mjs');
    writeFileSync(module, "export const name = 'overlap';\nexport function score(source, references, candidates) {\n  const s = new Set(source.split(' '));\n  return candidates.map((c) => c.split(' ').filter((t) => s.has(t)).length / Math.max(1, c.split(' ').length));\n}\n");
    const result = runCli(['meta-eval', '--dataset', 'seeda', '--metric', `bleu,module:${module}`, '--data', dataPath(), '--set', 'base', '--resamples', '50', '--aggregate', 'corpus,trueskill', '--tsv']);
    assert.equal(result.status, 0, result.stderr);
    const lines = result.stdout.trim().split('\n');
    assert.equal(lines[0], TSV_COLUMNS.join('\t'));
    const rows = lines.slice(1).map((l) => l.split('\t'));
    assert.ok(rows.every((r) => r.length === TSV_COLUMNS.length));
    const overlap = rows.filter((r) => r[1] === 'overlap');
    // Per aggregation: 4 yardsticks × (2 correlations + pairwise accuracy) + 40 window rows; 2 sentence yardsticks × 2 statistics.
    assert.equal(overlap.length, 2 * (12 + 40) + 4);
    const row = overlap.find((r) => r[2] === 'SEEDA-E/TrueSkill' && r[4] === 'system' && r[5] === 'pearson' && r[10] === 'corpus')!;
    assert.ok(Number(row[7]) <= Number(row[6]) && Number(row[6]) <= Number(row[8]) && row[9] === '12');
    assert.ok(overlap.some((r) => r[4] === 'system' && r[5] === 'accuracy' && r[10] === 'trueskill'));
    assert.ok(overlap.filter((r) => r[4] === 'sentence').every((r) => r[10] === 'NA'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('meta-eval: bad input gets one clear line and exit status 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-meta-eval-cli-'));
  try {
    const bad = join(dir, 'bad.mjs');
    // Fails (NaN) on one sentence of one system only.
    writeFileSync(bad, "export const name = 'flaky';\nexport function score(source, references, candidates) {\n  return candidates.map((c) => (source.startsWith('In retrospect , its is also ones duty to') ? NaN : c.length));\n}\n");
    const failing = runCli(['meta-eval', '--dataset', 'seeda', '--metric', `module:${bad}`, '--data', dataPath(), '--resamples', '20']);
    assert.equal(failing.status, 2);
    assert.match(failing.stderr, /metric 'flaky' failed on system 'BART', sentence 5: score NaN/);
    const badAggregate = runCli(['meta-eval', '--dataset', 'seeda', '--metric', 'gleu', '--data', dataPath(), '--aggregate', 'corpus,elo']);
    assert.equal(badAggregate.status, 2);
    assert.match(badAggregate.stderr, /unknown aggregation 'elo' \(known: corpus, trueskill, expected-wins\)/);
    const unknown = runCli(['meta-eval', '--dataset', 'wmt', '--metric', 'gleu', '--data', dataPath()]);
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /unknown dataset 'wmt'/);
    const noMetric = runCli(['meta-eval', '--dataset', 'seeda', '--metric', 'nosuchmetric', '--data', dataPath()]);
    assert.equal(noMetric.status, 2);
    assert.match(noMetric.stderr, /unknown metric 'nosuchmetric'/);
    const noData = runCli(['meta-eval', '--dataset', 'seeda', '--metric', 'gleu', '--data', join(dir, 'missing')]);
    assert.equal(noData.status, 2);
    assert.ok(!/\n\s+at /.test(noData.stderr), noData.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
