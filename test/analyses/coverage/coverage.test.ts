import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coverageMonteCarlo, coverageWithoutReplacementExact, coverageWithReplacement } from '../../../src/analyses/coverage/coverage.js';
import { exactKey, fingerprintOf, indexKey } from '../../../src/analyses/coverage/classes.js';
import { dropUnchanged, normalizeSentence, parseCrowd } from '../../../src/analyses/coverage/crowd.js';
import { corpusScore, latticeCounts, prf } from '../../../src/analyses/coverage/m2-counts.js';
import { alignOutput, correctionEdits, extractEdits } from '../../../src/analyses/coverage/edits.js';
import { analyseCoverage } from '../../../src/analyses/coverage/pipeline.js';
import { SeededRandom } from '../../../src/core/random.js';
import { GecvalInputError } from '../../../src/core/errors.js';

const close = (a: number, b: number, tol: number, what = '') => assert.ok(Math.abs(a - b) <= tol, `${what} ${a} vs ${b}`);

test('docs/conservatism.md#conservatism-worked-examples coverage with replacement (closed form) and without (exact recursion)', () => {
  const d = { x: [0.5, 0.3, 0.2], h: [1, 1, 1] };
  const c = coverageWithReplacement(d, 3);
  close(c[0]!, 0.38, 1e-12);
  close(c[1]!, 0.6, 1e-12);
  close(c[2]!, 0.7322, 1e-12);
  close(coverageWithoutReplacementExact([0.5, 0.3, 0.2], 2), 0.719286, 1e-6);
  close(coverageWithoutReplacementExact([0.5, 0.3, 0.2], 3), 1, 1e-12);
  const e = coverageWithReplacement({ x: [0.9, 0.1], h: [1, 1] }, 2);
  close(e[0]!, 0.82, 1e-12);
  close(e[1]!, 0.91, 1e-12);
  close((c[0]! + e[0]!) / 2, 0.6, 1e-12, 'expected accuracy over the two sentences');
});

test('Monte Carlo coverage matches the exact values within Monte Carlo error, and is seeded', () => {
  const d = { x: [0.5, 0.3, 0.2], h: [1, 1, 1] };
  const withR = coverageMonteCarlo(d, 3, 20000, 'with', new SeededRandom(3));
  [0.38, 0.6, 0.7322].forEach((v, k) => close(withR[k]!, v, 0.01, `with M=${k + 1}`));
  const without = coverageMonteCarlo(d, 3, 20000, 'without', new SeededRandom(3));
  [0.38, 0.719286, 1].forEach((v, k) => close(without[k]!, v, 0.01, `without M=${k + 1}`));
  assert.deepEqual(coverageMonteCarlo(d, 3, 100, 'without', new SeededRandom(9)), coverageMonteCarlo(d, 3, 100, 'without', new SeededRandom(9)));
  // Many small classes: with-replacement Monte Carlo tracks the closed form.
  const flat = { x: [0.002, 0.1, 0.3], h: [250, 2, 1] }; // total mass 1
  const exact = coverageWithReplacement(flat, 10);
  const mc = coverageMonteCarlo(flat, 10, 5000, 'with', new SeededRandom(1));
  close(mc[9]!, exact[9]!, 0.01);
});

test('docs/conservatism.md#conservatism-worked-examples Exact Index Match keys, code and paper variants', () => {
  const src = 'he go to school';
  const rows: Array<[string, string, string]> = [
    ['he goes to school', '1', '1'],
    ['he went to school', '1', '1'],
    ['he goes to the school', '1,3', '1'],
    ['he goes to schools', '1,3', '1,3'],
    ['he go to school', '', ''],
    ['he goes to the big school', '1,3,4', '1'],
  ];
  for (const [c, code, paper] of rows) {
    assert.equal(indexKey(src, c, 'compat'), code, `compat ${c}`);
    assert.equal(indexKey(src, c, 'paper'), paper, `paper ${c}`);
  }
});

test('docs/conservatism.md#conservatism-worked-examples fingerprint of A, A, A, B, C and exact-match normalisation', () => {
  assert.deepEqual(fingerprintOf(['A', 'A', 'A', 'B', 'C']), [2, 0, 1]);
  assert.deepEqual(fingerprintOf([]), []);
  assert.equal(normalizeSentence('However, there are two sides to a story.'), 'however there are two sides to a story');
  assert.equal(exactKey('It is U S A.'), exactKey('it is US-A'));
  assert.equal(normalizeSentence("don't  STOP!!"), 'don t stop');
});

test('crowd input: header TSV, plain TSV, rejected rows, multi-line answers, bad input', () => {
  const header = 'sentence_id\tsource\tcorrection\tstatus';
  const rows = parseCrowd([header, 's1\tA b .\tA b.\tApproved', 's1\tA b .\tA c.\tRejected', 's2\tC d .\tC d!\\nC e.\tApproved', ''], 'c.tsv');
  assert.deepEqual(rows.map((r) => [r.id, r.corrections.map((c) => c.text)]), [['s1', ['A b.']], ['s2', ['C e.']]]);
  assert.equal(parseCrowd(['x y .\tx y.', 'x y .\tx z.'])[0]!.corrections.length, 2);
  assert.throws(() => parseCrowd([], 'e.tsv'), (e: unknown) => e instanceof GecvalInputError && /no corrections/.test(e.message));
  assert.throws(() => parseCrowd([header], 'e.tsv'), /no corrections/);
  assert.throws(() => parseCrowd([header, 's1\tA b .\t\tApproved'], 'e.tsv'), (e: unknown) => e instanceof GecvalInputError && e.line === 2 && /empty correction/.test(e.message));
  assert.throws(() => parseCrowd(['only one field'], 'e.tsv'), (e: unknown) => e instanceof GecvalInputError && e.line === 1);
  // The ≥ 8-unchanged filter drops a sentence that needs no correction.
  const same = parseCrowd(Array.from({ length: 9 }, () => 'Good text .\tGood text.'));
  assert.equal(dropUnchanged(same).length, 0);
});

test('corrections identical to the source: one class, coverage 1, a warning about the clamped grid', async () => {
  const crowd = parseCrowd(Array.from({ length: 10 }, () => 'Good text .\tGood text .'));
  const { fingerprintsFromCrowd } = await import('../../../src/analyses/coverage/pipeline.js');
  const fps = fingerprintsFromCrowd(crowd);
  assert.deepEqual(fps[0]!.fingerprints.exact, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  const r = await analyseCoverage(fps, { maxM: 3, repetitions: 50, bootstrap: 0 });
  for (const c of r.classes) {
    close(c.curves['with-exact']![0]!.accuracy, 1, 1e-6, c.classType);
    close(c.curves['without-mc']![2]!.accuracy, 1, 1e-6, c.classType);
  }
  assert.ok(r.warnings.some((w) => /clamped/.test(w)));
});

test('docs/conservatism.md#conservatism-worked-examples M² corpus F with edit sets given directly', () => {
  // Sentence 1: system {e1}; annotators {e1} → (1,1,1) and {e2,e3} → (0,1,2).
  // Sentence 2: system {e4,e5}; annotators {e4} → (1,2,1) and {e6} → (0,2,1). Sentence 3: nothing.
  const s1 = [[1, 1, 1], [0, 1, 2]] as const;
  const s2 = [[1, 2, 1], [0, 2, 1]] as const;
  const s3 = [[0, 0, 0]] as const;
  const [p, r, f] = corpusScore([s1, s2, s3], [0, 1, 2]);
  close(p, 0.666667, 1e-6);
  close(r, 1, 1e-12);
  close(f, 0.714286, 1e-6);
  const spurious = corpusScore([s1, s2, [[0, 1, 0]]], [0, 1, 2]);
  close(spurious[0], 0.5, 1e-12);
  close(spurious[2], 0.555556, 1e-6);
  assert.deepEqual(prf(0, 0, 0), [1, 1, 1]);
});

test('edit extraction and lattice-style matching of a correction against a reference', () => {
  assert.deepEqual(extractEdits('he go to school'.split(' '), 'he goes to the school'.split(' ')), [
    { start: 1, end: 2, correction: 'goes' },
    { start: 3, end: 3, correction: 'the' },
  ]);
  assert.deepEqual(correctionEdits('However , there are both sides .', 'However, there are two sides.'), [{ start: 4, end: 5, correction: 'two' }]);
  const out = alignOutput('a b c d'.split(' '), 'x b y d'.split(' '));
  // Identical output and reference: everything matches.
  assert.deepEqual(latticeCounts(out, out.edits), [2, 2, 2]);
  // A reference that rewrites the whole span "a b c" as one edit is matched by the two system edits together.
  assert.deepEqual(latticeCounts(out, [{ start: 0, end: 3, correction: 'x b y' }]), [1, 1, 1]);
  // A different reference: no match, and the two nearby system edits count as one proposed edit (≤ 2 unchanged words).
  assert.deepEqual(latticeCounts(out, [{ start: 3, end: 4, correction: 'e' }]), [0, 1, 1]);
});
