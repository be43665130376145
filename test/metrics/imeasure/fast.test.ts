import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SeededRandom } from '../../../src/core/random.js';
import { enumeratedCountVectors } from '../../../src/metrics/imeasure/enumerate.js';
import { fastCountVectors } from '../../../src/metrics/imeasure/fast.js';
import { alignmentCounts } from '../../../src/metrics/imeasure/align.js';
import { scoreIMeasure } from '../../../src/metrics/imeasure/score.js';
import { readIevalXml } from '../../../src/formats/ieval-xml.js';
import { splitAsciiWhitespace } from '../../../src/formats/whitespace.js';
import { readLines } from '../../../src/formats/text-file.js';
import { combinationCount, errorChoices } from '../../../src/metrics/imeasure/candidates.js';
import { GecvalInputError } from '../../../src/core/errors.js';
import { dataPath } from '../../helpers/shared.js';
import { cpuSeconds } from '../../helpers/timeouts.js';
import { randomHypothesis, randomSentence } from './random-cases.js';

const keyOf = (vectors: readonly (readonly number[])[]): string => [...new Set(vectors.map((v) => v.join(',')))].sort().join(' ');

test('fast method (edit groups cut at two-word anchor runs) gives exactly the count vectors of enumeration on random sentences', () => {
  const random = new SeededRandom(20150601);
  let decomposed = 0;
  for (let i = 0; i < 3000; i++) {
    const sentence = randomSentence(random, i);
    const hypothesis = randomHypothesis(random, sentence.tokens);
    const fast = fastCountVectors(sentence, hypothesis, { enumerationLimit: 0 });
    if (!fast) continue;
    decomposed++;
    assert.equal(keyOf(fast), keyOf(enumeratedCountVectors(sentence, hypothesis, true)), `case ${i}: ${JSON.stringify({ sentence, hypothesis })}`);
  }
  // The generator must exercise the decomposition often enough for the comparison to mean something.
  assert.ok(decomposed > 50, `only ${decomposed} random sentences were decomposed`);
});

test('last resort for huge sentences (single anchor pairs) rarely differs from enumeration on adversarial random sentences', () => {
  const random = new SeededRandom(7);
  let decomposed = 0;
  let differing = 0;
  for (let i = 0; i < 3000; i++) {
    const sentence = randomSentence(random, i);
    const hypothesis = randomHypothesis(random, sentence.tokens);
    const fast = fastCountVectors(sentence, hypothesis, { enumerationLimit: 0, cutEverywhere: true, anchorRun: 1 });
    if (!fast) continue;
    decomposed++;
    if (keyOf(fast) !== keyOf(enumeratedCountVectors(sentence, hypothesis, true))) differing++;
  }
  assert.ok(decomposed > 400, `only ${decomposed} random sentences were decomposed`);
  assert.ok(differing / decomposed < 0.005, `${differing} of ${decomposed} differ`);
});

test('cutting at every anchor (long sentences) also equals enumeration on random sentences', () => {
  const random = new SeededRandom(42);
  let decomposed = 0;
  for (let i = 0; i < 2000; i++) {
    const sentence = randomSentence(random, i);
    const hypothesis = randomHypothesis(random, sentence.tokens);
    const fast = fastCountVectors(sentence, hypothesis, { enumerationLimit: 0, cutEverywhere: true });
    if (!fast) continue;
    decomposed++;
    assert.equal(keyOf(fast), keyOf(enumeratedCountVectors(sentence, hypothesis, true)), `case ${i}: ${JSON.stringify({ sentence, hypothesis })}`);
  }
  assert.ok(decomposed > 300, `only ${decomposed} random sentences were decomposed`);
});

test('a 1,000-token sentence is scored (split at anchors); without anchors it is a clear error, not an out-of-memory crash', () => {
  const tokens = Array.from({ length: 1000 }, (_, i) => (i % 10 === 5 ? 'the' : `w${i}`));
  const errors = [10, 400, 800].map((start, k) => ({
    id: String(k + 1), required: true, type: 'T',
    alternatives: [{ annotator: '0', corrections: [{ start, end: start + 1, text: 'fix' }] }, { annotator: '1', corrections: [{ start, end: start + 1, text: 'mend' }] }],
  }));
  const sentence = { id: '1', numann: 2, tokens, errors, line: 7 };
  const hypothesis = tokens.map((t, i) => (i === 10 ? 'fix' : i === 500 ? 'oops' : t));
  const result = scoreIMeasure({ file: 'long.xml', sentences: [sentence] }, [hypothesis.join(' ')]);
  assert.equal(result.sentences[0]!.correction.tp, 1);
  assert.equal(result.sentences[0]!.correction.fp, 1);
  assert.equal(result.sentences[0]!.correction.fn, 2);
  const repetitive = { ...sentence, tokens: tokens.map((_, i) => (i % 2 === 0 ? 'a' : 'b')) };
  assert.throws(() => scoreIMeasure({ file: 'long.xml', sentences: [repetitive] }, [hypothesis.join(' ')]), (e: unknown) =>
    e instanceof GecvalInputError && e.file === 'long.xml' && e.line === 7 && /too long for the exact three-way alignment/.test(e.message));
});

test('fast method equals enumeration on real CoNLL-2014 sentences with 65-512 reference combinations and at most 40 tokens (CAMB)', () => {
  const gold = readIevalXml(dataPath('conll14', 'official-2014.combined.ieval.xml'));
  let compared = 0;
  for (const team of ['CAMB']) {
    const hypotheses = readLines(dataPath('conll14', 'systems', `${team}.txt`));
    gold.sentences.forEach((sentence, i) => {
      const n = combinationCount(errorChoices(sentence));
      if (n <= 64 || n > 512 || sentence.tokens.length > 40) return;
      const hypothesis = splitAsciiWhitespace(hypotheses[i]!);
      const fast = fastCountVectors(sentence, hypothesis, { enumerationLimit: 0 });
      if (!fast) return;
      compared++;
      assert.equal(keyOf(fast), keyOf(enumeratedCountVectors(sentence, hypothesis, true)), `${team} sentence ${sentence.id}`);
    });
  }
  assert.ok(compared >= 10, `only ${compared} sentences compared`);
});

test('the whole CoNLL-2014 test set (including the sentence with 2^34 combinations) is scored by the fast method', () => {
  const gold = readIevalXml(dataPath('conll14', 'official-2014.combined.ieval.xml'));
  const hypotheses = readLines(dataPath('conll14', 'systems', 'CAMB.txt'));
  // CPU time, not wall time (a busy machine must not fail it); the exhaustive method would not finish at all.
  const { result, seconds } = cpuSeconds(() => scoreIMeasure(gold, hypotheses));
  assert.equal(result.sentences.length, 1312);
  const s333 = result.sentences[332]!;
  assert.ok(s333.candidates > 1000, 'sentence 333 keeps its thousands of distinct count vectors');
  assert.ok(seconds < 600, `took ${seconds} CPU-s`);
  // Detection and correction see the same true negatives; correction moves wrong corrections to FP+FN+FPN.
  const { detection: d, correction: c } = result.corpus;
  assert.equal(d.tn, c.tn);
  assert.equal(d.tp - c.tp, c.fpn);
  assert.equal(c.fp - d.fp, c.fpn);
});

test('alignment counts: identical triple, pure insertion, and a wrong correction', () => {
  assert.deepEqual(alignmentCounts([1, 2, 3], [1, 2, 3], [1, 2, 3]), [0, 0, 3, 0, 0]);
  // source "a b", hypothesis "a b", reference "a x b": the missed insertion is a false negative.
  assert.deepEqual(alignmentCounts([1, 2], [1, 2], [1, 9, 2]), [0, 0, 2, 0, 1]);
  // source "a b", hypothesis "a y", reference "a x": detected but wrongly corrected.
  assert.deepEqual(alignmentCounts([1, 2], [1, 7], [1, 8]), [0, 1, 1, 0, 0]);
  // source "a b", hypothesis "a x", reference "a x": a true positive; "a b" → "a y" against "a b": a false positive.
  assert.deepEqual(alignmentCounts([1, 2], [1, 8], [1, 8]), [1, 0, 1, 0, 0]);
  assert.deepEqual(alignmentCounts([1, 2], [1, 7], [1, 2]), [0, 0, 1, 1, 0]);
});
