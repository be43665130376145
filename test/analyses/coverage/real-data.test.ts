import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataPath } from '../../helpers/shared.js';
import { readCrowd } from '../../../src/analyses/coverage/crowd.js';
import { analyseCoverage, fingerprintsFromCrowd, fingerprintsFromDirectory } from '../../../src/analyses/coverage/pipeline.js';
import { readFingerprint } from '../../../src/analyses/coverage/histogram.js';
import { perfectCorrectorF } from '../../../src/analyses/coverage/perfect-corrector.js';
import { systemSignificance } from '../../../src/analyses/coverage/significance.js';
import { readM2 } from '../../../src/formats/m2.js';
import { readLines } from '../../../src/formats/text-file.js';

const close = (a: number, b: number, tol: number, what = '') => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} vs ${b} (±${tol})`);

test('fingerprints from corrections.tsv reproduce the paper\'s stored files (48/48 exact, ≥ 38/48 index)', () => {
  const fps = new Map(fingerprintsFromCrowd(readCrowd(dataPath('crowd', 'corrections.tsv'))).map((f) => [f.id, f.fingerprints]));
  assert.equal(fps.size, 52);
  const index = readFileSync(dataPath('crowd', 'unseenest', 'index.tsv'), 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'));
  const same = { exact: 0, index: 0 };
  for (const [file, variant, id] of index) {
    const stored = readFingerprint(dataPath('crowd', 'unseenest', file!));
    if (JSON.stringify(stored) === JSON.stringify(fps.get(id!)![variant as 'exact' | 'index'])) same[variant as 'exact' | 'index']++;
  }
  assert.equal(same.exact, 48);
  assert.ok(same.index >= 38, `index fingerprints reproduced: ${same.index}`);
});

test('distribution summary and expected accuracy on the 48 stored fingerprints (paper Table 1, Figure 2)', async () => {
  const r = await analyseCoverage(fingerprintsFromDirectory(dataPath('crowd', 'unseenest')), { bootstrap: 0, repetitions: 300 });
  const exact = r.classes.find((c) => c.classType === 'exact')!;
  const index = r.classes.find((c) => c.classType === 'index')!;
  assert.equal(exact.sentences.length, 48);
  // Paper: variants 1351.24 / 74.34 / 8.72 / 1.35, mass 1 / .75 / .58 / .37 (computed from older fingerprints
  // than the stored ones: docs/conservatism.md#numbers-side-by-side; tolerances: variants ±20%, mass ±0.02).
  const paper: Record<string, [number, number]> = { '0': [1351.24, 1], '0.001': [74.34, 0.75], '0.01': [8.72, 0.58], '0.1': [1.35, 0.37] };
  for (const [gamma, [variants, mass]] of Object.entries(paper)) {
    close(exact.summary[gamma]!.variants, variants, 0.2 * variants, `variants > ${gamma}`);
    close(exact.summary[gamma]!.mass, mass, 0.02, `mass > ${gamma}`);
  }
  // Closed-form accuracy (docs/conservatism.md#expected-accuracy: 0.141 / 0.225 / 0.487 on the stored outputs).
  const at = (c: typeof exact, kind: 'with-exact' | 'without-mc', M: number) => c.curves[kind]![M - 1]!.accuracy;
  close(at(exact, 'with-exact', 1), 0.141, 0.005, 'exact M=1');
  close(at(exact, 'with-exact', 2), 0.225, 0.005, 'exact M=2');
  close(at(exact, 'with-exact', 20), 0.487, 0.005, 'exact M=20');
  close(at(index, 'with-exact', 20), 0.619, 0.02, 'index M=20 (27 stored index outputs are stale)');
  close(at(exact, 'without-mc', 20), 0.54, 0.01, 'exact without replacement M=20');
  assert.ok(at(index, 'without-mc', 20) > 0.7, 'only the index curve passes 0.7 without replacement');
  // The Poisson-binomial mean is the expected number of covered sentences.
  const d20 = exact.coveredDistribution[19]!;
  close(d20.mean / 48, at(exact, 'with-exact', 20), 1e-9);
  close(d20.pmf.reduce((a, b) => a + b, 0), 1, 1e-9);
});

test('perfect corrector F0.5 at M = 2 is far below 1 (default: MaxMatch scorer, aligned reference edits)', () => {
  const m2 = readM2(dataPath('conll14', 'official-2014.combined.m2'));
  const crowd = readCrowd(dataPath('crowd', 'corrections.tsv'));
  // One sampled corpus varies by about ±0.03, so average three seeds. Measured full-data F0.5 at M = 2 for seeds
  // 1–3: 0.467 / 0.439 / 0.466 (the paper's 0.42 comes with the compat extractor, see perfect-m2.test.ts).
  const runs = [1, 2, 3].map((seed) => perfectCorrectorF(m2, crowd, { maxM: 2, resamples: 100, seed }));
  assert.equal(runs[0]!.sentences, 1312);
  assert.equal(runs[0]!.uncorrected, 136);
  assert.match(runs[0]!.signature, /edits:aligned\|scorer:m2scorer-3\.2/);
  const mid = runs.reduce((a, r) => a + r.points[1]!.interval.midpoint[2]!, 0) / runs.length;
  assert.ok(mid >= 0.42 && mid <= 0.49, `M=2 mean midpoint ${mid}`);
  for (const r of runs) {
    const [m1, m2p] = r.points;
    assert.ok(m1!.interval.midpoint[2]! < m2p!.interval.midpoint[2]!, 'more references, higher F');
    assert.ok(m2p!.interval.low[2]! < m2p!.fullData[2]! && m2p!.fullData[2]! < m2p!.interval.high[2]!);
  }
  const again = perfectCorrectorF(m2, crowd, { maxM: 2, resamples: 100, seed: 1 });
  assert.deepEqual(again.points, runs[0]!.points, 'seeded');
  // The older approximate matcher stays available and scores lower than the real scorer (measured 0.433 vs 0.467).
  const approx = perfectCorrectorF(m2, crowd, { maxM: 2, resamples: 100, seed: 1, scorer: 'lattice-approx' });
  assert.match(approx.signature, /scorer:lattice-approx/);
  assert.ok(approx.points[1]!.fullData[2]! < runs[0]!.points[1]!.fullData[2]!);
  assert.throws(() => perfectCorrectorF(m2, crowd, { scorer: 'bleu' as 'm2' }), /unknown perfect-corrector scorer 'bleu'/);
});

test('real correctors: BCa intervals of F0.5 match the stored significance results', () => {
  const dir = dataPath('conll14');
  const gold = readM2(join(dir, 'official-2014.combined.m2'));
  const systems = ['CAMB', 'AMU'].map((name) => ({ name, lines: readLines(join(dir, 'systems', `${name}.txt`)) }));
  const r = systemSignificance(gold, systems, { resamples: 300, seed: 5 });
  const stored: Record<string, [number, number]> = { CAMB: [0.354, 0.391], AMU: [0.327, 0.371] };
  for (const s of r.systems) {
    close(s.interval.low[2]!, stored[s.name]![0], 0.012, `${s.name} low`);
    close(s.interval.high[2]!, stored[s.name]![1], 0.012, `${s.name} high`);
  }
  assert.equal(r.pairs.length, 1);
  assert.ok(r.pairs[0]!.pValue > 0 && r.pairs[0]!.pValue <= 1);
  assert.throws(() => systemSignificance(gold, [{ name: 'bad', path: 'bad.txt', lines: ['x'] }]), /has 1 lines but the M2 file has 1312/);
});
