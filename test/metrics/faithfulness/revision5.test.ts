import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FaithfulnessScorer, totalFeatures } from '../../../src/metrics/faithfulness/index.js';
import { clauseIndex } from '../../../src/metrics/faithfulness/polarity.js';
import { editDistance, meantAmong } from '../../../src/metrics/faithfulness/spelling.js';
import { wordNet } from '../../../src/metrics/faithfulness/wordnet.js';

const r5 = new FaithfulnessScorer({ revision: 5 });
const r4 = new FaithfulnessScorer({ revision: 4 });
const f5 = (a: string, b: string): ReturnType<typeof totalFeatures> => totalFeatures(r5.features(a, b));
const f4 = (a: string, b: string): ReturnType<typeof totalFeatures> => totalFeatures(r4.features(a, b));

test('revision 5: letter edits count an exchange of neighbours as one', () => {
  assert.equal(editDistance('entruy', 'century'), 2);
  assert.equal(editDistance('recieve', 'receive'), 1);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(editDistance('kitten', 'sitting'), 3);
});

test('revision 5: a misspelt word is read as the one word of the said concept two edits away, unambiguously', () => {
  const around = wordNet().sameConceptWords(['period']);
  assert.ok(around.includes('century') && around.includes('era'));
  assert.equal(meantAmong(['entruy'], around), 'century');
  assert.equal(meantAmong(['comunities'], wordNet().sameConceptWords(['gatherings', 'gathering'])), 'community', 'a plural ending is read off');
  assert.equal(meantAmong(['abcdefgh'], around), undefined, 'nothing near');
  assert.equal(meantAmong(['era'], around), undefined, 'shorter than 5 letters');
  assert.equal(meantAmong(['bxxxa', 'axxxb'], ['axxxa', 'bxxxb']), undefined, 'two candidates equally near: unread');
  assert.equal(meantAmong(['axxxyy'], ['axxxab', 'axxxy']), 'axxxy', 'the closest of several wins');
});

test('revision 5: a misspelt word said by a word of its concept keeps its meaning; another concept still costs', () => {
  const source = 'An unsuspecting user can not tell the entruy has been tampered with .';
  const same = 'An unsuspecting user cannot tell the period has been tampered with .';
  const other = 'An unsuspecting user cannot tell the kitchen has been tampered with .';
  assert.equal(f5(source, same).unrelated, 0);
  assert.ok(f4(source, same).unrelated > 0, 'revision 4 read `entruy` → `period` as another concept');
  assert.ok(f5(source, other).unrelated > 0);
  assert.ok(r5.score(source, same).score > r4.score(source, same).score + 0.2);
  assert.ok(r5.score(source, other).score < r5.score(source, same).score - 0.2);
});

test('revision 5: and/or before a subject pronoun opens a clause for polarity', () => {
  const source = 'I did not like the film and nobody in my family liked it .';
  assert.equal(f5(source, 'I did not like the film and everybody in my family liked it .').negation, 1);
  assert.equal(f4(source, 'I did not like the film and everybody in my family liked it .').negation, 0, 'revision 4 read nobody as concord');
  // negative concord inside one clause is unchanged; coordinated words do not split
  assert.equal(f5('He does not do nothing .', 'He does not do anything .').negation, 0);
  assert.equal(f5('I do not like apples and pears .', 'I do not like apples or pears .').negation, 0);
  const tokens = 'I did not go and nobody did or they said apples and pears .'.split(' ').map((lower) => ({ text: lower, lower, lemma: lower, pos: 'X', tag: 'XX' })) as unknown as Parameters<typeof clauseIndex>[0];
  assert.deepEqual(clauseIndex(tokens, true), [0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2]);
  assert.deepEqual(clauseIndex(tokens), new Array(14).fill(0), 'revision 4 splits at neither');
});

test('the second-pass model of session 17 keeps revision 4 and its readings', async () => {
  const { SESSION17_R4_MODEL } = await import('../../../src/metrics/faithfulness/index.js');
  const old = new FaithfulnessScorer({ model: SESSION17_R4_MODEL });
  assert.equal(old.revision, 4);
  assert.doesNotMatch(old.signature(), /features:/u);
  const source = 'I did not like the film and nobody in my family liked it .';
  assert.equal(totalFeatures(old.features(source, 'I did not like the film and everybody in my family liked it .')).negation, 0);
  assert.equal(new FaithfulnessScorer().score(source, 'I did not like the film and everybody in my family liked it .').score < old.score(source, 'I did not like the film and everybody in my family liked it .').score, true);
});
