import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pairCounts, sentenceLevel, systemCorrelation, williamsTest, windowAnalysis, pairedCorrelationBootstrap } from '../../../src/analyses/meta-eval/stats.js';
import type { SentenceRanking } from '../../../src/formats/appraise.js';

const ranking = (sentence: number, ranks: Record<string, number>): SentenceRanking => ({ sentence, user: 'u', id: String(sentence), ranks: new Map(Object.entries(ranks)), line: 1 });

test('pairwise accuracy and Kendall: human ties skipped, metric ties counted as SEEDA does', () => {
  const rankings = [ranking(0, { A: 1, B: 2, C: 2 }), ranking(1, { A: 3, B: 1 })];
  // Sentence 0: A>B, A>C (B=C tie skipped). Sentence 1: B>A.
  const scores = new Map([
    ['A', [0.9, 0.5]],
    ['B', [0.9, 0.5]], // ties A on both sentences
    ['C', [0.1, 0]],
  ]);
  const higher = pairCounts(rankings, ['A', 'B', 'C'], scores, true);
  // Higher-is-better tie → "later system better": A–B on s0 disagrees (human A), on s1 agrees (human B). A–C agrees.
  assert.deepEqual([...higher.pairs], [2, 1]);
  assert.deepEqual([...higher.agree], [1, 1]);
  const lower = pairCounts(rankings, ['A', 'B', 'C'], scores, false);
  // Lower-is-better tie → "earlier better": A–B on s0 agrees, s1 disagrees; A(0.9) vs C(0.1) lower → C better: disagrees.
  assert.deepEqual([...lower.agree], [1, 0]);
  const s = sentenceLevel(higher, { resamples: 50, seed: 1, alpha: 0.05 });
  assert.equal(s.accuracy.value, 2 / 3);
  assert.ok(Math.abs(s.kendall.value - 1 / 3) < 1e-12);
});

test('system correlation intervals are seeded and contain the estimate; windows run best-first', () => {
  const human = [1, 2, 3, 4, 5, 6, 7, 8];
  const metric = [1.2, 1.9, 3.5, 3.9, 5.2, 5.8, 7.4, 7.9];
  const a = systemCorrelation('pearson', human, metric, { resamples: 300, seed: 7, alpha: 0.05 });
  const b = systemCorrelation('pearson', human, metric, { resamples: 300, seed: 7, alpha: 0.05 });
  assert.deepEqual(a, b);
  assert.ok(a.low <= a.value && a.value <= a.high && a.high <= 1);
  const w = windowAnalysis(human, [...metric].reverse(), 4);
  assert.deepEqual(w.map((x) => [x.from, x.to]), [[1, 4], [2, 5], [3, 6], [4, 7], [5, 8]]);
  assert.ok(w.every((x) => x.spearman.value === -1));
});

test("Williams' test: zero for equal correlations, antisymmetric, and the t distribution's tail (scipy)", () => {
  assert.equal(williamsTest(0.5, 0.5, 0.3, 12).t, 0);
  assert.ok(Math.abs(williamsTest(0.5, 0.5, 0.3, 12).p - 0.5) < 1e-8); // jStat's t CDF is good to ~1e-10
  const w = williamsTest(0.5, 0.3, 0.4, 20);
  // scipy.stats.t.sf(0.8654839279844518, 17) = 0.19941142806057754
  assert.ok(Math.abs(w.t - 0.8654839279844518) < 1e-12);
  assert.ok(Math.abs(w.p - 0.19941142806057754) < 1e-8);
  assert.ok(Math.abs(williamsTest(0.3, 0.5, 0.4, 20).t + w.t) < 1e-12);
  assert.ok(Number.isNaN(williamsTest(0.3, 0.5, 0.4, 3).p));
  const d = pairedCorrelationBootstrap('pearson', [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6.5], [6, 1, 4, 2, 5, 3], { resamples: 200, seed: 1, alpha: 0.05 });
  assert.ok(d.difference > 0.5 && d.p < 0.2 && d.low <= d.difference && d.difference <= d.high);
});
