import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dataPath } from '../../helpers/shared.js';
import { readCrowd } from '../../../src/analyses/coverage/crowd.js';
import { compatEdits } from '../../../src/analyses/coverage/compat-edits.js';
import { correctionEdits } from '../../../src/analyses/coverage/edits.js';
import { tokenize } from '../../../src/text/tokens.js';
import { corpusScore, type EditCounts } from '../../../src/analyses/coverage/m2-counts.js';
import { perfectCorrectorF } from '../../../src/analyses/coverage/perfect-corrector.js';
import { m2CorpusScore, m2ReferenceCounts, perfectM2Options, referencesBlock } from '../../../src/analyses/coverage/perfect-m2.js';
import { goldFromM2 } from '../../../src/metrics/m2/index.js';
import { SeededRandom } from '../../../src/core/random.js';
import { readM2 } from '../../../src/formats/m2.js';

const options = perfectM2Options(0.5);

test('the references of one sampled sentence become one M2 annotator each (noop for an unchanged reference)', () => {
  const source = tokenize('He go to school yesterday .');
  const block = referencesBlock(source, [correctionEdits('He go to school yesterday .', 'He went to school yesterday .'), []]);
  const gold = goldFromM2(block);
  assert.deepEqual(gold.annotations.map((a) => a.annotator), [0, 1]);
  assert.deepEqual(gold.annotations[0]!.edits.map((e) => [e.start, e.end, e.original, e.corrections]), [[1, 2, 'go', ['went']]]);
  assert.equal(gold.annotations[1]!.edits.length, 0);
});

test('MaxMatch counts of an output against its own reference, another reference and "no change"', () => {
  const src = 'He go to school yesterday .';
  const source = tokenize(src);
  const refs = [correctionEdits(src, 'He went to school yesterday .'), correctionEdits(src, 'He goes to the school yesterday .'), []];
  const counts = m2ReferenceCounts(source, 'He went to school yesterday .', refs, options);
  assert.deepEqual(counts.map((c) => [c.correct, c.proposed, c.gold]), [[1, 1, 1], [0, 1, 2], [0, 1, 0]]);
  // The scorer ignores case: a capitalised copy of the source proposes nothing.
  assert.deepEqual(m2ReferenceCounts(source, 'HE GO TO SCHOOL YESTERDAY .', refs, options).map((c) => c.proposed), [0, 0, 0]);
});

test('the cumulative annotator choice agrees with the older replay on the same counts', () => {
  const random = new SeededRandom(3);
  const sentences: EditCounts[][] = Array.from({ length: 60 }, () =>
    Array.from({ length: random.integer(1, 3) }, () => {
      const gold = random.integer(0, 4);
      return [random.integer(0, gold), random.integer(gold > 0 ? 1 : 0, 5), gold] as EditCounts;
    }).map((c) => [Math.min(c[0], c[1]), c[1], c[2]] as EditCounts));
  const annotators = sentences.map((s) => s.map(([correct, proposed, gold], annotator) => ({ annotator, correct, proposed, gold })));
  const idx = Int32Array.from({ length: 200 }, () => random.integer(0, 59));
  const a = m2CorpusScore(annotators, idx, 0.5);
  const b = corpusScore(sentences, idx, 0.5);
  for (let d = 0; d < 3; d++) assert.ok(Math.abs(a[d]! - b[d]!) < 1e-12, `${a} vs ${b}`);
});

test('compat edit extraction: the original heuristic on sentences without index drift', () => {
  assert.deepEqual(compatEdits('He go to school .', 'He goes to school .'), [{ start: 1, end: 2, correction: 'goes' }]);
  assert.deepEqual(compatEdits('He go to school .', 'He go to school .'), []);
  // Glued punctuation is split off first; the drift between alignment and whitespace tokens is uniform here.
  assert.deepEqual(compatEdits('However , there are both sides of stories .', 'However, there are two sides to stories.'), [
    { start: 4, end: 5, correction: 'two' },
    { start: 6, end: 7, correction: 'to' },
  ]);
});

test('perfect corrector with the real scorer and the compat extractor reproduces the paper (seed 1, measured)', () => {
  const m2 = readM2(dataPath('conll14', 'official-2014.combined.m2'));
  const crowd = readCrowd(dataPath('crowd', 'corrections.tsv'));
  const r = perfectCorrectorF(m2, crowd, { extractor: 'compat', maxM: 10, resamples: 20, seed: 1 });
  assert.match(r.signature, /edits:compat\|scorer:m2scorer-3\.2/);
  const f = r.points.map((p) => p.fullData[2]!);
  // Paper / stored results: 0.417 at M = 2, ≈ 0.60 at M = 9–10; measured here 0.444 and 0.591.
  assert.ok(Math.abs(f[1]! - 0.42) <= 0.03, `M = 2: ${f[1]}`);
  assert.ok(Math.abs(f[9]! - 0.604) <= 0.03, `M = 10: ${f[9]}`);
  // Rising, with small dips of one random corpus per M (measured: −0.011 at M = 6), and a plateau after M = 8.
  for (let k = 1; k < f.length; k++) assert.ok(f[k]! >= f[k - 1]! - 0.02, `M = ${k + 1}: ${f[k]} after ${f[k - 1]}`);
  assert.ok(f[9]! - f[7]! < 0.03, `plateau: ${f[7]} → ${f[9]}`);
  // As in the paper, precision exceeds recall (the drifting reference edits are hard to match).
  const [p, rec] = r.points[1]!.fullData;
  assert.ok(p! > rec! + 0.1, `P ${p} R ${rec}`);
});
