import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SeededRandom } from '../../../src/core/random.js';
import { bootstrapInterval, roundHalfEven } from '../../../src/analyses/stats/bootstrap.js';
import {
  approximateRandomization,
  bootstrapVector,
  pairedBootstrap,
  pairedBootstrapDifference,
  pairedBootstrapTest,
  pairTests,
  sharedResamples,
} from '../../../src/analyses/stats/significance.js';
import { m2Replay } from '../../../src/analyses/stats/m2-replay.js';
import { chooseAnnotators, m2Scores } from '../../../src/metrics/m2/corpus.js';

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

test('paired bootstrap p-value: worked example', () => {
  // Observed +0.1; replicate differences: two at or below zero of 9 → p = 2·(2+1)/(9+1) = 0.6.
  const r = pairedBootstrapDifference(0.1, [0.3, -0.1, 0.2, 0, 0.1, 0.15, 0.05, 0.12, 0.2]);
  assert.equal(r.pValue, 0.6);
  assert.equal(r.low, -0.1);
  assert.equal(r.high, 0.3);
  // Negative observation counts replicates at or above zero; NaN replicates are left out.
  assert.equal(pairedBootstrapDifference(-0.1, [0.1, -0.2, Number.NaN, -0.3]).pValue, (2 * 2) / 4);
  assert.ok(Number.isNaN(pairedBootstrapDifference(Number.NaN, [1, 2]).pValue));
  assert.equal(pairedBootstrapDifference(0.5, [0.1, 0.2, 0.3]).pValue, 2 / 4);
});

test('pairedBootstrap = resample indices, recompute corpus score from cached statistics, percentile CI', () => {
  const a = Array.from({ length: 40 }, (_, i) => (i % 5) / 4);
  const b = a.map((x, i) => (i % 3 === 0 ? x - 0.3 : x));
  const resamples = sharedResamples(a.length, 200, 3);
  const { intervals, pairs } = pairedBootstrap([{ name: 'a', stats: a }, { name: 'b', stats: b }], mean, resamples);
  const reps = (xs: number[]) => resamples.map((idx) => mean(Array.from(idx, (i) => xs[i]!)));
  const ra = reps(a).sort((x, y) => x - y);
  assert.equal(intervals[0]!.estimate, mean(a));
  assert.equal(intervals[0]!.low, ra[roundHalfEven(199 * 0.025)]);
  assert.equal(intervals[0]!.high, ra[roundHalfEven(199 * 0.975)]);
  assert.deepEqual(pairs, pairTests(['a', 'b'], [mean(a), mean(b)], [reps(a), reps(b)]));
  assert.ok(pairs[0]!.pValue < 0.05, `a is clearly better: p = ${pairs[0]!.pValue}`);
  // Same seed, same draws.
  assert.deepEqual(pairedBootstrap([{ name: 'a', stats: a }], mean, sharedResamples(a.length, 200, 3)).intervals, [intervals[0]]);
  const test2 = pairedBootstrapTest(a.length, (idx) => mean(Array.from(idx, (i) => a[i]!)), (idx) => mean(Array.from(idx, (i) => b[i]!)), resamples);
  assert.equal(test2.pValue, pairs[0]!.pValue);
});

test('bootstrapVector (BCa) draws what bootstrapInterval draws for the same seed', () => {
  const values = Array.from({ length: 30 }, (_, i) => Math.sin(i) + i / 10);
  const statistic = (idx: ArrayLike<number>) => [mean(Array.from(idx as ArrayLike<number>, (i) => values[i]!))];
  const direct = bootstrapInterval(values.length, (idx) => statistic(idx), new SeededRandom(11), { resamples: 300 });
  const cached = bootstrapVector(values, (_stats, idx) => statistic(idx), sharedResamples(values.length, 300, 11), 'bca');
  assert.deepEqual(cached.interval.low, direct.low);
  assert.deepEqual(cached.interval.high, direct.high);
  const pct = bootstrapVector(values, (_stats, idx) => statistic(idx), sharedResamples(values.length, 300, 11), 'percentile');
  assert.deepEqual(pct.interval.low, bootstrapInterval(values.length, (idx) => statistic(idx), new SeededRandom(11), { resamples: 300, method: 'percentile' }).low);
});

test('approximate randomization: identical systems p = 1, a clear difference a small p, seeded', () => {
  const a = Array.from({ length: 50 }, (_, i) => (i % 4) / 3);
  assert.equal(approximateRandomization(a, a, mean, { trials: 200, seed: 1 }).pValue, 1);
  const b = a.map((x) => x - 0.4);
  const r = approximateRandomization(a, b, mean, { trials: 500, seed: 1 });
  assert.ok(Math.abs(r.difference - 0.4) < 1e-12);
  assert.equal(r.pValue, 1 / 501, '|difference| reaches 0.4 only when no sentence or every sentence is swapped (2 of 2^50 swap patterns)');
  assert.deepEqual(approximateRandomization(a, a.map((x, i) => (i % 2 ? x - 0.1 : x + 0.05)), mean, { trials: 300, seed: 9 }), approximateRandomization(a, a.map((x, i) => (i % 2 ? x - 0.1 : x + 0.05)), mean, { trials: 300, seed: 9 }));
  assert.throws(() => approximateRandomization(a, a.slice(1), mean), RangeError);
});

test("m2Replay replays m2scorer's sequential annotator choice over the resampled order", () => {
  const counts = [
    [{ annotator: 0, correct: 1, proposed: 2, gold: 1 }, { annotator: 1, correct: 0, proposed: 2, gold: 3 }],
    [{ annotator: 0, correct: 0, proposed: 1, gold: 2 }, { annotator: 1, correct: 1, proposed: 1, gold: 1 }],
    [{ annotator: 0, correct: 2, proposed: 2, gold: 2 }, { annotator: 1, correct: 1, proposed: 2, gold: 1 }],
  ];
  for (const idx of [[0, 1, 2], [2, 2, 0], [1, 0, 1]]) {
    const expected = m2Scores(chooseAnnotators(idx.map((i) => counts[i]!), 0.5).totals, 0.5);
    assert.deepEqual(m2Replay(counts, idx, 0.5), expected);
  }
  // Order matters: the choice depends on the counts accumulated before a sentence.
  assert.equal(m2Replay(counts, [0, 1, 2], 0.5).f, m2Scores(chooseAnnotators(counts, 0.5).totals, 0.5).f);
});
