import { test } from 'node:test';
import assert from 'node:assert/strict';
import { averageRanks, partialOrderKendall, pearson, spearman } from '../../../src/analyses/stats/correlation.js';

const close = (actual: number, expected: number, tolerance = 1e-6) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `expected ${expected}, got ${actual}`);

test('docs/maege.md#maege-worked-examples: partial-order Kendall with a tie counted as concordant', () => {
  const result = partialOrderKendall([
    [0.5, 0.4, 0.4, 0.9],
    [0.2, 0.6],
  ]);
  assert.equal(result.pairs, 7);
  assert.equal(result.discordant, 2);
  assert.equal(result.ties, 1);
  close(result.tau, 0.428571);
  close(result.z, -1.133893);
  close(result.p, 0.256839);
  const chainA = partialOrderKendall([[0.5, 0.4, 0.4, 0.9]]);
  close(chainA.tau, 0.333333);
  close(chainA.z, -0.816497);
  close(chainA.p, 0.414216);
});

test('Kendall tie variants: excluded drops the tied pair, half counts it as half discordant', () => {
  const excluded = partialOrderKendall([[0.5, 0.4, 0.4, 0.9]], 'excluded');
  assert.equal(excluded.pairs, 5);
  assert.equal(excluded.discordant, 2);
  const half = partialOrderKendall([[0.5, 0.4, 0.4, 0.9]], 'half');
  assert.equal(half.pairs, 6);
  assert.equal(half.discordant, 2.5);
});

test('docs/maege.md#maege-worked-examples: LD along a chain gives τ = −1/3 (ND = 4 of 6)', () => {
  const result = partialOrderKendall([[0.814815, 1.0, 0.851852, 0.703704]]);
  assert.equal(result.discordant, 4);
  assert.equal(result.pairs, 6);
  close(result.tau, -1 / 3);
});

test('Kendall: a metric that agrees with every chain has τ = 1; reversed τ = −1; NaN propagates', () => {
  assert.equal(partialOrderKendall([[1, 2, 3], [0, 5]]).tau, 1);
  assert.equal(partialOrderKendall([[3, 2, 1], [5, 0]]).tau, -1);
  assert.ok(Number.isNaN(partialOrderKendall([[1, Number.NaN, 3]]).tau));
  // Pairs across chains are never formed: a high first chain and a low second chain do not interact.
  assert.equal(partialOrderKendall([[10, 11], [0, 1]]).pairs, 2);
});

test('docs/maege.md#maege-worked-examples: Pearson r and its p-value', () => {
  const result = pearson([0.8, 0.9, 1.0, 0.8, 1.0], [0.5, 0.7, 0.6, 0.4, 0.9]);
  close(result.value, 0.779813);
  close(result.p, 0.119848);
  assert.equal(result.n, 5);
});

test('docs/maege.md#maege-worked-examples: Spearman over five models and the 11-model grid', () => {
  const result = spearman([0, 1, 2, 3, 4], [0.1, 0.3, 0.2, 0.4, 0.5]);
  close(result.value, 0.9);
  // Exact permutation p: |ρ| ≥ 0.9 for 5 of 120 pairings and their 5 mirrors (Student t would give 0.037386).
  close(result.p, 10 / 120);
  // Σd² = 6 over 11 untied ranks gives LT's 0.972727.
  const models = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const swapped = spearman(models, [1, 0, 2, 3, 4, 6, 5, 7, 8, 10, 9]);
  close(swapped.value, 1 - (6 * 6) / 1320);
  close(swapped.value, 0.972727);
  // Its exact p: 242 of the 11! pairings have |ρ| ≥ 0.9727 (scipy-side count, test/fixtures/stats/README.md); t says 5.1e-7.
  close(swapped.p, 242 / 39916800);
  close(spearman(models, models.map((m) => -m)).value, -1);
});

test('average ranks share ties; constant vectors give NaN rather than a number', () => {
  assert.deepEqual(averageRanks([10, 20, 20, 5]), [2, 3.5, 3.5, 1]);
  assert.ok(Number.isNaN(pearson([1, 2, 3], [4, 4, 4]).value));
  assert.ok(Number.isNaN(spearman([1, 2, 3], [1, Number.NaN, 2]).value));
  close(pearson([1, 2, 3, 4], [2, 4, 6, 8]).value, 1);
  assert.throws(() => pearson([1, 2], [1]), /equal length/);
});
