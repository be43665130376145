import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { runHumanMetaEval, type MetaEvalRow } from '../../../src/analyses/meta-eval/run.js';
import { dataPath, repoRoot } from '../../helpers/shared.js';

const fixture = JSON.parse(readFileSync(`${repoRoot}/test/fixtures/meta-eval/seeda-corr-sentence.json`, 'utf8')) as Record<string, Record<string, Record<string, [number, number]>>>;

const find = (rows: readonly MetaEvalRow[], metric: string, yardstick: string, set: string, level: string, statistic: string) => {
  const row = rows.find((r) => r.metric === metric && r.yardstick === yardstick && r.systemSet === set && r.level === level && r.statistic === statistic);
  assert.ok(row, `no row ${metric} ${yardstick} ${set} ${level} ${statistic}`);
  return row;
};

test('SEEDA with GLEU and M²: the published system-level correlations and SEEDA\'s own sentence-level numbers', async () => {
  const result = await runHumanMetaEval('seeda', [{ spec: 'gleu' }, { spec: 'm2' }], { data: dataPath(), bootstrap: { resamples: 200, seed: 3 } });
  const close = (row: MetaEvalRow, expected: number, tol: number) => assert.ok(Math.abs(row.value - expected) <= tol, `${row.metric} ${row.yardstick} ${row.statistic}: ${row.value} vs ${expected}`);
  close(find(result.rows, 'gleu', 'SEEDA-E/TrueSkill', 'base', 'system', 'pearson'), 0.91, 0.0015);
  close(find(result.rows, 'gleu', 'SEEDA-E/TrueSkill', 'base', 'system', 'spearman'), 0.93, 0.0015);
  close(find(result.rows, 'm2', 'SEEDA-E/TrueSkill', 'base', 'system', 'pearson'), 0.767, 0.0015);
  close(find(result.rows, 'm2', 'SEEDA-E/TrueSkill', 'base', 'system', 'spearman'), 0.755, 0.0015);
  for (const [metric, byYardstick] of Object.entries(fixture)) {
    for (const [yardstick, bySet] of Object.entries(byYardstick)) {
      for (const [set, [accuracy, kendall]] of Object.entries(bySet)) {
        close(find(result.rows, metric, yardstick, set, 'sentence', 'accuracy'), accuracy, 1e-12);
        close(find(result.rows, metric, yardstick, set, 'sentence', 'kendall'), kendall, 1e-12);
      }
    }
  }
  // Every interval contains its estimate; every set has its size.
  for (const r of result.rows.filter((x) => x.level !== 'window')) assert.ok(r.low <= r.value + 1e-12 && r.value <= r.high + 1e-12, JSON.stringify(r));
  assert.deepEqual([...new Set(result.rows.filter((r) => r.level === 'system').map((r) => `${r.systemSet}:${r.n}`))].sort(), ['+INPUT:13', '+REF-F_GPT-3.5:14', 'all:15', 'base:12']);
  // Window analysis over the base set (12 systems, window 8): 5 windows × 2 statistics × 4 yardsticks per metric.
  assert.equal(result.rows.filter((r) => r.metric === 'gleu' && r.level === 'window').length, 40);
  // The metric comparison: GLEU vs M² on SEEDA-E/TrueSkill, base, with Williams' test.
  const cmp = result.comparisons.find((c) => c.yardstick === 'SEEDA-E/TrueSkill' && c.systemSet === 'base' && c.statistic === 'pearson');
  assert.ok(cmp && cmp.williams && Math.abs(cmp.difference - (0.9105 - 0.7670)) < 0.01 && cmp.williams.p > 0 && cmp.williams.p < 0.5);
  // Same seed, same intervals.
  const again = await runHumanMetaEval('seeda', [{ spec: 'gleu' }], { data: dataPath(), bootstrap: { resamples: 200, seed: 3 }, systemSets: ['base'] });
  const a = find(again.rows, 'gleu', 'SEEDA-E/TrueSkill', 'base', 'system', 'pearson');
  const b = find(result.rows, 'gleu', 'SEEDA-E/TrueSkill', 'base', 'system', 'pearson');
  assert.deepEqual([a.low, a.high], [b.low, b.high]);
});
