import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unseenEst, unseenGrid } from '../../../src/analyses/coverage/unseenest.js';
import { valiantUnseen } from '../../../src/analyses/coverage/valiant.js';
import { formatG12, formatHistogram, parseFingerprint, parseHistogram, summarizeHistogram, summaryTable } from '../../../src/analyses/coverage/histogram.js';
import { GecvalInputError } from '../../../src/core/errors.js';

const close = (a: number, b: number, tol: number, what = '') => assert.ok(Math.abs(a - b) <= tol, `${what} ${a} vs ${b}`);
const mass = (h: { x: readonly number[]; h: readonly number[] }) => h.x.reduce((s, x, j) => s + x * h.h[j]!, 0);

test('docs/conservatism.md#conservatism-worked-examples grid and LP optimum for fingerprint [2, 0, 1]', async () => {
  const { grid } = unseenGrid([2, 0, 1]);
  assert.equal(grid.length, 118);
  close(grid[0]!, 0.002, 1e-15);
  close(grid[117]!, 0.602807, 1e-6);
  for (const solver of ['ipm', 'simplex'] as const) {
    const r = await unseenEst([2, 0, 1], { solver });
    close(r.objective, 1.043299, 1e-6, solver);
    close(mass(r.histogram), 1, 1e-6, 'mass');
    assert.equal(r.sampleSize, 5);
    assert.match(r.signature, new RegExp(`^unseenest\\|algorithm:paper\\|grid:1.05\\|nmax:65000000\\|solver:highs-${solver}`));
  }
});

test('docs/conservatism.md#conservatism-worked-examples other fingerprints: [3, 1], [5], and the clamped [0, 1]', async () => {
  const a = await unseenEst([3, 1]);
  assert.equal(a.histogram.x.length, 110);
  close(a.objective, 0.248148, 1e-6);
  const b = await unseenEst([5], { solver: 'simplex' });
  assert.equal(b.histogram.x.length, 96);
  close(b.objective, 0.036161, 1e-6);
  close(summarizeHistogram(b.histogram, 0).variants, 500, 1e-6, 'all mass on the lowest grid point');
  const c = await unseenEst([0, 1]);
  assert.ok(c.histogram.x.every((x) => x <= 1));
  assert.ok(c.warnings.some((w) => /clamped/.test(w)));
  close(mass(c.histogram), 1, 1e-6);
});

test('fingerprints with zero counts or bad lines are clear errors', async () => {
  assert.throws(() => parseFingerprint(['0', '0'], 'f.txt'), (e: unknown) => e instanceof GecvalInputError && /no observations/.test(e.message) && e.file === 'f.txt');
  assert.throws(() => parseFingerprint(['2', '-1'], 'f.txt'), (e: unknown) => e instanceof GecvalInputError && e.line === 2);
  assert.throws(() => parseFingerprint(['2', '1.5'], 'f.txt'), (e: unknown) => e instanceof GecvalInputError && e.line === 2);
  assert.throws(() => parseFingerprint(['2', '', '1'], 'f.txt'), (e: unknown) => e instanceof GecvalInputError && e.line === 2);
  assert.deepEqual(parseFingerprint(['3', '0', '1', '']), [3, 0, 1]);
  await assert.rejects(() => unseenEst([0, 0, 0]), /no observations/);
});

test('docs/conservatism.md#conservatism-worked-examples summary table with strict thresholds', () => {
  const hist = { x: [0.001, 0.01, 0.1, 0.2], h: [300, 20, 3, 1] };
  const t = summaryTable([hist]);
  const expect: Record<string, [number, number]> = { '0': [324, 1], '0.001': [24, 0.7], '0.01': [4, 0.5], '0.1': [1, 0.2] };
  for (const [g, [v, m]] of Object.entries(expect)) {
    close(t[g]!.variants, v, 1e-9, `variants ${g}`);
    close(t[g]!.mass, m, 1e-9, `mass ${g}`);
  }
  // Non-positive entries are ignored.
  close(summarizeHistogram({ x: [0.5, 0.5], h: [1, -1e-10] }, 0).variants, 1, 0);
});

test('histogram files: Python 2 number format, header, round trip', () => {
  assert.equal(formatG12(0.002), '0.002');
  assert.equal(formatG12(191.37), '191.37');
  assert.equal(formatG12(-1e-10), '-1e-10');
  assert.equal(formatG12(2.5e-5), '2.5e-05');
  assert.equal(formatG12(1), '1.0');
  assert.equal(formatG12(0.602807356), '0.602807356');
  const text = formatHistogram({ x: [0.002, 0.574102], h: [191.37, -1e-10] });
  assert.equal(text, 'frequency\t# of variants\n0.002\t191.37\n0.574102\t-1e-10\n');
  assert.deepEqual(parseHistogram(text.trim().split('\n')), { x: [0.002, 0.574102], h: [191.37, -1e-10] });
  assert.throws(() => parseHistogram(['frequency\t# of variants', '1.5\t2'], 'h.txt'), (e: unknown) => e instanceof GecvalInputError && e.line === 2);
});

test('Valiant variant: empirical part kept, mass 1, no more classes than LP 1 needs', async () => {
  const r = await valiantUnseen([2, 0, 1]);
  close(mass(r.histogram), 1, 1e-6);
  assert.ok(r.histogram.x.includes(0.6), 'the class seen 3 times of 5 is sparse and taken empirically');
  const all = await valiantUnseen([0, 1]);
  assert.deepEqual(all.histogram, { x: [1], h: [1] });
  const spread = await valiantUnseen([20, 5, 2]);
  close(mass(spread.histogram), 1, 1e-6);
  assert.match(spread.signature, /algorithm:valiant/);
});
