import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SeededRandom } from '../../../src/core/random.js';
import { referenceCounts } from '../../../src/metrics/imeasure/align.js';
import { referenceCountsMany } from '../../../src/metrics/imeasure/align-shared.js';
import { enumeratedCountVectors } from '../../../src/metrics/imeasure/enumerate.js';
import { fastCountVectors } from '../../../src/metrics/imeasure/fast.js';
import { Vocabulary } from '../../../src/metrics/imeasure/vocabulary.js';
import { referenceCandidates } from '../../../src/metrics/imeasure/candidates.js';
import { randomHypothesis, randomSentence } from './random-cases.js';
import { dataPath } from '../../helpers/shared.js';

/** A variant of `base` sharing a random prefix with it (the case the shared-prefix table is built for). */
function variant(random: SeededRandom, base: readonly number[], alphabet: number): number[] {
  const keep = random.integer(0, base.length);
  const tail = Array.from({ length: random.integer(0, 6) }, () => random.integer(0, alphabet - 1));
  return [...base.slice(0, keep), ...tail];
}

test('shared-prefix alignment gives exactly referenceCounts for every reference, in any order, ties included', () => {
  const random = new SeededRandom(7);
  for (let trial = 0; trial < 300; trial++) {
    const alphabet = random.integer(2, 6); // few symbols: many alignment ties
    const src = Array.from({ length: random.integer(0, 9) }, () => random.integer(0, alphabet - 1));
    const hyp = random.float() < 0.2 ? [...src] : variant(random, src, alphabet);
    const refs: number[][] = [];
    const count = random.integer(1, 12);
    for (let r = 0; r < count; r++) refs.push(random.float() < 0.15 ? [...src] : variant(random, refs.length > 0 ? random.pick(refs) : src, alphabet));
    const expected = refs.map((ref) => referenceCounts(src, hyp, ref));
    assert.deepEqual(referenceCountsMany(src, hyp, refs), expected, `trial ${trial}`);
  }
});

test('enumeration and the fast method through the shared-prefix table equal one-reference-at-a-time alignment on random gold sentences', () => {
  const random = new SeededRandom(11);
  for (let id = 0; id < 150; id++) {
    const sentence = randomSentence(random, id);
    const hypothesis = randomHypothesis(random, sentence.tokens);
    const vocabulary = new Vocabulary();
    const src = vocabulary.encode(sentence.tokens);
    const hyp = vocabulary.encode(hypothesis);
    const oneByOne = referenceCandidates(sentence, true).map((ref) => referenceCounts(src, hyp, vocabulary.encode(ref)));
    const enumerated = enumeratedCountVectors(sentence, hypothesis, true);
    assert.deepEqual(enumerated, oneByOne, `sentence ${id}`);
    const fast = fastCountVectors(sentence, hypothesis, { enumerationLimit: 0 });
    if (fast) {
      const keys = (vs: readonly (readonly number[])[]): string => [...new Set(vs.map((v) => v.join(',')))].sort().join(' ');
      assert.equal(keys(fast), keys(oneByOne), `sentence ${id} (fast)`);
    }
  }
});

test('on real MAEGE-style gold (edits extracted from a CoNLL source to the 8 Bryant & Ng references) enumeration equals one-at-a-time alignment', async () => {
  const { readM2 } = await import('../../../src/formats/m2.js');
  const { m2SentenceToIeval } = await import('../../../src/formats/m2-to-ieval.js');
  const { readReferences, PAPER_REFERENCE_FILES } = await import('../../../src/analyses/maege/references.js');
  const { extractM2Sentence } = await import('../../../src/text/errant/extract.js');
  const { combinationCount, errorChoices } = await import('../../../src/metrics/imeasure/candidates.js');
  const m2 = readM2(dataPath('conll14', 'official-2014.combined-withalt.m2'));
  const refs = readReferences(PAPER_REFERENCE_FILES.map((f) => dataPath('conll14', 'bn10', f)), m2.map((s) => s.source));
  let checked = 0;
  for (let s = 0; s < m2.length && checked < 4; s++) {
    const references = refs[s]!;
    const gold = m2SentenceToIeval(extractM2Sentence(m2[s]!.source, references, { classify: false }), s);
    const combinations = combinationCount(errorChoices(gold));
    if (combinations < 200 || combinations > 2000 || gold.tokens.length > 30) continue;
    const hypothesis = references[0]!.trim().split(/\s+/u);
    const vocabulary = new Vocabulary();
    const src = vocabulary.encode(gold.tokens);
    const hyp = vocabulary.encode(hypothesis);
    const oneByOne = referenceCandidates(gold, true).map((ref) => referenceCounts(src, hyp, vocabulary.encode(ref)));
    assert.deepEqual(enumeratedCountVectors(gold, hypothesis, true), oneByOne, `CoNLL sentence ${s + 1}`);
    checked++;
  }
  assert.equal(checked, 4);
});
