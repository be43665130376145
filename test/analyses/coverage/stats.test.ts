import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bcaFromReplicates, bootstrapInterval, roundHalfEven } from '../../../src/analyses/stats/bootstrap.js';
import { cumulative, lowerTail, poissonBinomialMoments, poissonBinomialPmf, poissonBinomialPmfDft, refinedNormalCdf, upperTail } from '../../../src/analyses/stats/poisson-binomial.js';
import { SeededRandom } from '../../../src/core/random.js';

const close = (a: number, b: number, tol = 1e-6, what = '') => assert.ok(Math.abs(a - b) <= tol, `${what} ${a} vs ${b}`);

test('docs/conservatism.md#conservatism-worked-examples Poisson binomial: DP and DFT-CF agree with the worked examples', () => {
  for (const pmfOf of [poissonBinomialPmf, poissonBinomialPmfDft]) {
    pmfOf([0.2, 0.5, 0.9]).forEach((v, k) => close(v, [0.04, 0.41, 0.46, 0.09][k]!, 1e-12));
    pmfOf([0.5, 0.5]).forEach((v, k) => close(v, [0.25, 0.5, 0.25][k]!, 1e-12));
    pmfOf([0.3, 0.3, 0.3, 0.3]).forEach((v, k) => close(v, [0.2401, 0.4116, 0.2646, 0.0756, 0.0081][k]!, 1e-12));
  }
  const { mean, variance } = poissonBinomialMoments([0.2, 0.5, 0.9]);
  close(mean, 1.6, 1e-12);
  close(variance, 0.5, 1e-12);
  const pmf = poissonBinomialPmf([0.2, 0.5, 0.9]);
  close(cumulative(pmf)[1]!, 0.45, 1e-12, 'P(X ≤ 1), not the code helper\'s P(X < 1) = 0.04');
  close(lowerTail(pmf, 1), 0.45, 1e-12);
  close(upperTail(pmf, 3), 0.09, 1e-12);
  close(upperTail(pmf, 0), 1, 0);
  // A large case: the DP and the DFT agree and sum to 1; the refined normal approximation is close.
  const p = Array.from({ length: 200 }, (_, i) => ((i * 37) % 100) / 100);
  const a = poissonBinomialPmf(p);
  const b = poissonBinomialPmfDft(p);
  a.forEach((v, k) => close(v, b[k]!, 1e-10));
  close(a.reduce((s, v) => s + v, 0), 1, 1e-12);
  close(refinedNormalCdf(p, 100), cumulative(a)[100]!, 5e-3);
  assert.throws(() => poissonBinomialPmf([1.2]), /outside \[0, 1\]/);
});

test('docs/conservatism.md#conservatism-worked-examples Poisson binomial of covered sentences', () => {
  poissonBinomialPmf([0.38, 0.82]).forEach((v, k) => close(v, [0.1116, 0.5768, 0.3116][k]!, 1e-12));
});

test('docs/conservatism.md#conservatism-worked-examples BCa with fixed replicates (scikits.bootstrap 0.3.3 semantics)', () => {
  const data = [1, 1, 1, 5];
  const replicates = [1, 1, 1, 2, 2, 2, 2, 3, 3, 4].map((v) => [v]);
  const jack = data.map((_, left) => [data.filter((__, i) => i !== left).reduce((a, b) => a + b, 0) / 3]);
  const ci = bcaFromReplicates(replicates, [2], jack);
  assert.deepEqual([ci.low[0], ci.high[0]], [1, 3]);
  assert.equal(ci.midpoint[0], 2);
  assert.ok(ci.warnings.some((w) => /extremal/.test(w)), 'extremal sample warning');
  assert.equal(roundHalfEven(2.5), 2);
  assert.equal(roundHalfEven(3.5), 4);
  assert.equal(roundHalfEven(-0.5), -0);
});

test('bootstrap of a mean: seeded, reproducible, covers the estimate', () => {
  const values = Array.from({ length: 60 }, (_, i) => Math.sin(i) + i / 30);
  const mean = (idx: Int32Array) => [Array.from(idx).reduce((s, i) => s + values[i]!, 0) / idx.length];
  const a = bootstrapInterval(values.length, mean, new SeededRandom(7), { resamples: 500 });
  const b = bootstrapInterval(values.length, mean, new SeededRandom(7), { resamples: 500 });
  assert.deepEqual(a, b);
  assert.ok(a.low[0]! < a.estimate[0]! && a.estimate[0]! < a.high[0]!);
  const pct = bootstrapInterval(values.length, mean, new SeededRandom(7), { resamples: 500, method: 'percentile' });
  assert.ok(Math.abs(pct.low[0]! - a.low[0]!) < 0.1);
  assert.throws(() => bootstrapInterval(1, mean, new SeededRandom(1)), /at least 2 items/);
});
