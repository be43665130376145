import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runHumanMetaEval, type MetaEvalRow } from '../../../src/analyses/meta-eval/run.js';
import { runMaegeMetaEval } from '../../../src/analyses/meta-eval/maege.js';
import { dataPath, runCli } from '../../helpers/shared.js';

const pick = (rows: readonly MetaEvalRow[], metric: string, yardstick: string, set: string, level: string, statistic: string) => {
  const row = rows.find((r) => r.metric === metric && r.yardstick === yardstick && r.systemSet === set && r.level === level && r.statistic === statistic);
  assert.ok(row, `no row ${metric} ${yardstick} ${set} ${level} ${statistic}`);
  return row;
};

test('GJG15 and NSPT15 with user metrics: every yardstick, both system sets, and a metric and its negation correlate with opposite signs', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-meta-eval-datasets-'));
  try {
    // Two user modules: the candidate's length in tokens, and its negation.
    const write = (name: string, sign: string) => {
      const file = join(dir, `${name}.mjs`);
      writeFileSync(file, `export const name = '${name}';\nexport function score(source, references, candidates) {\n  globalThis.metaEvalCalls = (globalThis.metaEvalCalls ?? 0) + 1;\n  return candidates.map((c) => ${sign}c.split(' ').length);\n}\n`);
      return `module:${file}`;
    };
    const metrics = [{ spec: write('len', '') }, { spec: write('neglen', '-') }];
    const calls: number[] = [];
    for (const dataset of ['gjg15', 'nspt15'] as const) {
      const result = await runHumanMetaEval(dataset, metrics, { data: dataPath(), bootstrap: { resamples: 50, seed: 2 } });
      const label = dataset.toUpperCase();
      const yardsticks = dataset === 'gjg15' ? ['GJG15/ExpectedWins', 'GJG15/TrueSkill'] : ['NSPT15/ExpectedWins'];
      for (const y of yardsticks) {
        for (const [set, n] of [['all', 13], ['teams', 12]] as const) {
          for (const kind of ['pearson', 'spearman']) {
            const a = pick(result.rows, 'len', y, set, 'system', kind);
            const b = pick(result.rows, 'neglen', y, set, 'system', kind);
            assert.equal(a.n, n);
            assert.ok(Math.abs(a.value + b.value) < 1e-12, `${y} ${set} ${kind}: ${a.value} vs ${b.value}`);
            assert.ok(a.low <= a.value + 1e-12 && a.value <= a.high + 1e-12);
          }
        }
      }
      const sentence = pick(result.rows, 'len', dataset === 'gjg15' ? 'GJG15/rankings' : 'NSPT15/judgments', 'teams', 'sentence', 'accuracy');
      assert.ok(sentence.n > 1000 && sentence.value > 0 && sentence.value < 1, JSON.stringify(sentence));
      assert.ok(result.rows.every((r) => r.dataset === label));
      assert.equal(result.comparisons.filter((c) => c.statistic === 'pearson').every((c) => c.williams !== undefined), true);
      calls.push((globalThis as { metaEvalCalls?: number }).metaEvalCalls ?? 0);
    }
    // Both score the same CoNLL-2014 outputs: NSPT15 reuses GJG15's system scores instead of scoring again.
    assert.ok(calls[0]! > 0 && calls[1] === calls[0], JSON.stringify(calls));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('MAEGE under meta-eval: corpus and sentence rows over the paper\'s lattices, and -O options reach the MAEGE scorer', async () => {
  const result = await runMaegeMetaEval([{ spec: 'ld-so' }, { spec: 'ld-so', options: { normalization: 'paper' } }], { data: dataPath(), seed: 1, threads: 1 });
  assert.equal(result.rows.length, 8);
  // The paper's counts: 7,936 lattice nodes, 19,822 Kendall pairs.
  const sentence = result.rows.filter((r) => r.level === 'sentence');
  assert.deepEqual(sentence.map((r) => r.n), [7936, 19822, 7936, 19822]);
  assert.ok(result.rows.every((r) => Number.isFinite(r.value) && r.yardstick === 'MAEGE/lattice'));
  // Rows carry the registry's name, as the human datasets' rows do (MAEGE calls it `ld`).
  assert.ok(result.rows.every((r) => r.metric === 'ld-so'));
  // MAEGE's preset divides by the source (the original code); the option switches to the paper's |O|.
  assert.deepEqual(result.metrics.map((m) => /norm:(\w+)/u.exec(m.signature)?.[1]), ['source', 'output']);
  assert.notEqual(sentence[1]!.value, sentence[3]!.value);
  const bad = runCli(['meta-eval', '--dataset', 'maege', '--metric', 'ld-so', '-O', 'normalization=sideways', '--data', dataPath()]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /normalization/);
});
