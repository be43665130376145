import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { aggregateSystems, expectedWinsFromComparisons, pairwiseComparisons, trueSkillFromComparisons } from '../../../src/analyses/meta-eval/aggregate.js';
import { runHumanMetaEval, type MetaEvalRow } from '../../../src/analyses/meta-eval/run.js';
import { dataPath, repoRoot } from '../../helpers/shared.js';

test('TrueSkill and Expected Wins of sentence-level comparisons equal gec-metrics (trueskill package) on a worked example', () => {
  // Three systems, four sentences; ties on sentences 1 and 4 (draws). Numbers: fixtures README, tiny.py.
  const scores = [[0.5, 0.2, 0.9, 0.1], [0.5, 0.3, 0.1, 0.1], [0.4, 0.3, 0.9, 0.0]];
  const comparisons = pairwiseComparisons(scores, true);
  const ts = trueSkillFromComparisons(comparisons, 3);
  [0.05953125159910272, -0.004188486007216778, -0.09875052936087418].forEach((x, i) => assert.ok(Math.abs(ts[i]! - x) < 1e-15, `${ts[i]} vs ${x}`));
  assert.deepEqual(expectedWinsFromComparisons(comparisons, 3).map((x) => x.toFixed(12)), [0.5833333333333333, 0.5833333333333333, 0.3333333333333333].map((x) => x.toFixed(12)));
  // Lower-is-better flips every comparison; a pair that never has a winner counts 0.5 (gec-metrics divides by zero).
  assert.deepEqual(pairwiseComparisons(scores, false)[0]![0]![2], -1);
  assert.deepEqual(expectedWinsFromComparisons(pairwiseComparisons([[1, 1], [1, 1]], true), 2), [0.5, 0.5]);
  // An ensemble's comparison is its members' majority vote.
  const members = [[[1], [0]], [[0], [1]], [[1], [0]]];
  assert.equal(pairwiseComparisons([[0], [0]], true, members)[0]![0]![1], 1);
  assert.equal(pairwiseComparisons([[0], [0]], true, members.slice(0, 2))[0]![0]![1], 0);
  const agg = aggregateSystems('expected-wins', ['A', 'B'], new Map([['A', [1, 0]], ['B', [0, 0]]]), true);
  assert.deepEqual(agg, [1, 0]);
});

interface Reference {
  sets: Record<string, { systems: string[]; metrics: Record<string, Record<string, { scores: Record<string, number>; corr: Record<string, [number, number]>; window4: Record<string, [number, number][]> }>> }>;
}
const YARDSTICK: Record<string, string> = { EW_edit: 'SEEDA-E/ExpectedWins', EW_sent: 'SEEDA-S/ExpectedWins', TS_edit: 'SEEDA-E/TrueSkill', TS_sent: 'SEEDA-S/TrueSkill' };
const SET: Record<string, string> = { base: 'base', '+INPUT': '+INPUT', '+fluency': '+REF-F_GPT-3.5', all: 'all' };

test("SEEDA: aggregated system scores, their correlations and window-4 analysis equal gec-metrics' on gecval's sentence scores (1e-9)", async () => {
  const ref = JSON.parse(readFileSync(`${repoRoot}/test/fixtures/meta-eval/aggregation/seeda-gec-metrics.json`, 'utf8')) as Reference;
  const metrics = [{ spec: 'gleu' }, { spec: 'm2' }, { spec: 'green' }, { spec: 'sari' }, { spec: 'ensemble', options: { metrics: 'gleu,green,sari' } }];
  const result = await runHumanMetaEval('seeda', metrics, { data: dataPath(), bootstrap: { resamples: 20, seed: 1 }, aggregate: ['corpus', 'trueskill', 'expected-wins'], window: 4 });
  assert.match(result.signature, /aggregate:corpus\+trueskill\+expected-wins\|trueskill:mu=0,sigma=0.5,beta=0.25,tau=0,draw=0.25,order=alphabetical\|seeda-lm-critic:2024-12/);
  const close = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) <= 1e-9, `${what}: ${a} vs ${b}`);
  let checked = 0;
  for (const [refSet, { systems, metrics: byMetric }] of Object.entries(ref.sets)) {
    const set = SET[refSet]!;
    for (const [metric, byAggregation] of Object.entries(byMetric)) {
      const mine = result.metrics.find((m) => m.metric === metric)!;
      for (const [aggregation, r] of Object.entries(byAggregation)) {
        if (aggregation !== 'corpus') for (const s of systems) close(mine.aggregated![aggregation as 'trueskill']![set]![s]!, r.scores[s]!, `${metric} ${aggregation} ${set} ${s}`);
        for (const [key, [pearson, spearman]] of Object.entries(r.corr)) {
          const row = (statistic: string, level = 'system') =>
            result.rows.find((x: MetaEvalRow) => x.metric === metric && x.yardstick === YARDSTICK[key] && x.systemSet === set && x.level === level && x.statistic === statistic && x.aggregation === aggregation)!;
          close(row('pearson').value, pearson, `${metric} ${aggregation} ${set} ${key} r`);
          close(row('spearman').value, spearman, `${metric} ${aggregation} ${set} ${key} ρ`);
          checked++;
          if (set !== 'base') continue;
          r.window4[key]!.forEach(([wp, ws], i) => {
            const p = row(`pearson@${i + 1}-${i + 4}`, 'window').value;
            const s = row(`spearman@${i + 1}-${i + 4}`, 'window').value;
            // scipy gives NaN where a window's scores are constant; so does gecval.
            if (Number.isNaN(wp)) assert.ok(Number.isNaN(p));
            else close(p, wp, `${metric} ${aggregation} window ${i + 1} r`);
            if (Number.isNaN(ws)) assert.ok(Number.isNaN(s));
            else close(s, ws, `${metric} ${aggregation} window ${i + 1} ρ`);
          });
        }
      }
    }
  }
  assert.equal(checked, 4 * 5 * 3 * 4);
  // Sentence level: gec-metrics' MetaEvalSEEDA.corr_sentence (the ensemble by its members' majority vote) exactly.
  const sentence = JSON.parse(readFileSync(`${repoRoot}/test/fixtures/meta-eval/aggregation/seeda-sentence-gec-metrics.json`, 'utf8')) as Record<string, Record<string, Record<'edit' | 'sent', [number, number]>>>;
  for (const [set, byMetric] of Object.entries(sentence)) {
    for (const [metric, byKind] of Object.entries(byMetric)) {
      for (const [kind, [accuracy, kendall]] of Object.entries(byKind)) {
        const yardstick = kind === 'edit' ? 'SEEDA-E/rankings' : 'SEEDA-S/rankings';
        const row = (statistic: string) => result.rows.find((x) => x.metric === metric && x.yardstick === yardstick && x.systemSet === set && x.level === 'sentence' && x.statistic === statistic)!;
        close(row('accuracy').value, accuracy, `${metric} ${set} ${kind} accuracy`);
        close(row('kendall').value, kendall, `${metric} ${set} ${kind} kendall`);
      }
    }
  }
});

test("GJG15 (12 teams + INPUT, rated in gec-metrics' order): aggregated scores and correlations equal gec-metrics' (1e-9)", async () => {
  const ref = JSON.parse(readFileSync(`${repoRoot}/test/fixtures/meta-eval/aggregation/gjg15-gec-metrics.json`, 'utf8')) as Reference;
  const metrics = [{ spec: 'gleu' }, { spec: 'green' }, { spec: 'ensemble', options: { metrics: 'gleu,green' } }];
  const result = await runHumanMetaEval('gjg15', metrics, { data: dataPath(), bootstrap: { resamples: 10, seed: 1 }, aggregate: ['trueskill', 'expected-wins'], systemSets: ['all'] });
  assert.match(result.signature, /order=gec-metrics/);
  const close = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) <= 1e-9, `${what}: ${a} vs ${b}`);
  for (const [metric, byAggregation] of Object.entries(ref.sets['all']!.metrics)) {
    const mine = result.metrics.find((m) => m.metric === metric)!;
    for (const aggregation of ['trueskill', 'expected-wins'] as const) {
      const r = byAggregation[aggregation]!;
      for (const [s, v] of Object.entries(r.scores)) close(mine.aggregated![aggregation]!['all']![s]!, v, `${metric} ${aggregation} ${s}`);
      for (const [key, [pearson, spearman]] of Object.entries(r.corr)) {
        const yardstick = key === 'ew' ? 'GJG15/ExpectedWins' : 'GJG15/TrueSkill';
        const row = (statistic: string) => result.rows.find((x) => x.metric === metric && x.yardstick === yardstick && x.systemSet === 'all' && x.level === 'system' && x.statistic === statistic && x.aggregation === aggregation)!;
        close(row('pearson').value, pearson, `${metric} ${aggregation} ${key} r`);
        close(row('spearman').value, spearman, `${metric} ${aggregation} ${key} ρ`);
      }
    }
  }
});
