import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../helpers/shared.js';
import { correlationTwoSided, normalTwoSided, normalUpperTail, spearmanExactTwoSided, studentTUpper, logGamma } from '../../../src/analyses/stats/tails.js';
import { spearman, pearson, averageRanks, partialOrderKendall, spearmanPValueOf } from '../../../src/analyses/stats/correlation.js';
import { csvPValue, formatPValue } from '../../../src/analyses/stats/p-format.js';
import { lowerTail, poissonBinomialPmf, upperTail } from '../../../src/analyses/stats/poisson-binomial.js';

interface Case {
  input: string;
  kind: 'kendall-normal' | 'pearson-t' | 'spearman' | 'normal-tail' | 't-upper';
  p: number;
  log10p?: number;
  [key: string]: unknown;
}
const cases = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/stats/pvalues-scipy.json'), 'utf8')) as Case[];

function close(actual: number, expected: number, rel: number, what: string): void {
  if (expected === 0) return assert.equal(actual, 0, what);
  assert.ok(Math.abs(actual - expected) <= rel * Math.abs(expected), `${what}: ${actual} vs ${expected}`);
}

test('p-values match scipy/mpmath on the MAEGE tables\' real inputs (demo and CoNLL-2014) and edge cases', () => {
  assert.ok(cases.length >= 50);
  for (const c of cases) {
    let got: { p: number; log10: number };
    if (c.kind === 'kendall-normal') {
      const tail = normalTwoSided(c['z'] as number);
      got = tail;
    } else if (c.kind === 'pearson-t') got = correlationTwoSided(c['r'] as number, c['n'] as number);
    else if (c.kind === 'spearman') {
      const s = spearman(c['x'] as number[], c['y'] as number[]);
      close(s.value, c['rho'] as number, 1e-12, `${c.input} rho`);
      assert.equal(s.pMethod, 'exact');
      got = { p: s.p, log10: s.log10P };
      // The count is exact: p·permutations is the integer the reference counted.
      assert.equal(Math.round(s.p * (c['permutations'] as number)), c['extreme']);
    } else if (c.kind === 'normal-tail') got = normalUpperTail(c['z'] as number);
    else got = { ...studentTUpper(c['t'] as number, c['dof'] as number), log10: Number.NaN };
    close(got.p, c.p, 1e-9, `${c.input} p`);
    if (c.log10p !== undefined) close(got.log10, c.log10p, 1e-10, `${c.input} log10 p`);
  }
});

test('the demo\'s τ 0.3005 over 812 pairs has a p (1.1e-17), not "<1e-300"; ρ = 1 over 11 models has the exact 2/11!', () => {
  const maxSari = cases.find((c) => c.input === 'demo/max-sari/tau')!;
  const k = normalTwoSided(maxSari['z'] as number);
  assert.equal(formatPValue(k.p, k.log10), '1.1e-17');
  const one = spearman([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  assert.equal(one.value, 1);
  close(one.p, 2 / 39916800, 1e-12, 'rho = 1');
  assert.equal(formatPValue(one.p, one.log10P), '5.0e-8');
  // Above n = 12 Spearman falls back to Student t, which says exactly 0 at |ρ| = 1.
  const long = spearman(Array.from({ length: 13 }, (_, i) => i), Array.from({ length: 13 }, (_, i) => i));
  assert.equal(long.pMethod, 't');
  assert.equal(formatPValue(long.p, long.log10P), '0');
});

test('p below the smallest double is written from its log10, in the table and in CSV', () => {
  const c = cases.find((x) => x.input === 'edge/tau paper-size extreme')!;
  const k = normalTwoSided(c['z'] as number);
  assert.equal(k.p, 0);
  assert.equal(formatPValue(k.p, k.log10), '1.0e-2095');
  assert.equal(csvPValue(k.p, k.log10), '1.0214e-2095');
  assert.equal(csvPValue(0.25, -0.6), '0.25');
  assert.equal(formatPValue(0.0123), '0.0123');
  assert.equal(formatPValue(Number.NaN), 'nan');
  // The partial-order τ carries the same log10.
  const chain = Array.from({ length: 200 }, (_, i) => i);
  const tau = partialOrderKendall([chain]);
  assert.equal(tau.tau, 1);
  close(tau.log10P, normalTwoSided(tau.z).log10, 1e-12, 'tau log10');
});

test('exact Spearman: worked n = 4 distribution and the mean-ρ p of several draws', () => {
  // n = 4: 24 permutations; ρ ∈ {1, 0.8, 0.6, 0.4, 0.2, 0, …}; |ρ| ≥ 0.8 holds for 1 + 3 (ρ = 0.8) + their mirrors = 8/24.
  const r = spearmanExactTwoSided([1, 2, 3, 4], [1, 2, 3, 4], 0.8);
  close(r.p, 8 / 24, 1e-15, 'n=4');
  // The mean ρ of several draws (not on the grid) takes the next grid value's tail.
  close(spearmanPValueOf(0.79, 4).p, 8 / 24, 1e-15, 'mean rho');
  assert.deepEqual(averageRanks([3, 1, 3]), [2.5, 1, 2.5]);
  assert.ok(Number.isNaN(spearman([1, 2, 3], [1, 1, 1]).p));
  assert.ok(Number.isNaN(pearson([1, 2], [1, 2]).p));
});

test('lnΓ and the Poisson-binomial tails keep small values', () => {
  close(logGamma(10), Math.log(362880), 1e-14, 'lgamma 10');
  close(logGamma(0.25), 1.2880225246980774, 1e-13, 'lgamma 0.25');
  // 40 trials of p = 0.01: P(X ≥ 20) = 1.138397833862598e-29 (scipy.stats.binom.sf(19, 40, 0.01)); 1 − cdf gave 0.
  const pmf = poissonBinomialPmf(Array.from({ length: 40 }, () => 0.01));
  close(upperTail(pmf, 20), 1.138397833862598e-29, 1e-9, 'upper tail');
  close(lowerTail(pmf, 40), 1, 1e-12, 'lower all');
});
