import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tokenize } from '../../../src/text/tokens.js';
import { compactVectors, FaithfulnessScorer, SESSION15_MODEL, totalFeatures } from '../../../src/metrics/faithfulness/index.js';
import { FEATURE_REVISION } from '../../../src/metrics/faithfulness/features.js';
import { intendedWord, isKnown, KNOWN_WORDS } from '../../../src/metrics/faithfulness/spelling.js';

const rankOf = (w: string): number | undefined => compactVectors().rankOf(w);

test('an unknown word is read as the most frequent known word one edit away', () => {
  assert.equal(intendedWord('compeny', rankOf), 'company'); // a letter replaced
  assert.equal(intendedWord('peolpe', rankOf), 'people'); // two letters exchanged
  assert.equal(intendedWord('tallent', rankOf), 'talent'); // a letter deleted
  assert.equal(intendedWord('repect', rankOf), 'respect'); // a letter inserted
  assert.equal(intendedWord('company', rankOf), undefined); // known
  assert.equal(intendedWord('qqqxxzzz', rankOf), undefined); // nothing one edit away
  assert.equal(intendedWord('teh', rankOf), undefined); // too short to guess
  assert.equal(intendedWord('co-op', rankOf), undefined); // not all letters
  assert.ok(isKnown('company', rankOf));
  assert.ok(!isKnown('compeny', rankOf));
  assert.equal(KNOWN_WORDS, compactVectors().vectorWords);
});

test('revision 2: a misspelled word said by a synonym keeps its concept; the old revision reads it as another concept', () => {
  const source = 'The compeny hired ten workers .';
  const hypothesis = 'The firm hired ten workers .';
  const r2 = totalFeatures(new FaithfulnessScorer({ revision: 2 }).features(source, hypothesis));
  const r1 = totalFeatures(new FaithfulnessScorer({ revision: 1 }).features(source, hypothesis));
  assert.equal(r2.unrelated, 0);
  assert.equal(r2.novel, 0);
  assert.equal(r1.unrelated, 1);
});

test('revision 2: a same-concept substitution counts its characters as form, through the word meant too', () => {
  const scorer = new FaithfulnessScorer({ revision: 2 });
  const one = totalFeatures(scorer.features('I want to buy a car .', 'I want to purchase a car .'));
  assert.equal(one.characters, 0);
  assert.ok(one.charactersForm > 0);
  assert.equal(one.unrelated + one.novel, 0);
  // A misspelled word said by a synonym: revision 1 reads a lexical edit (characters), revision 2 a form edit.
  const meant = totalFeatures(scorer.features('Our cauntry is small .', 'Our nation is small .'));
  assert.equal(meant.characters, 0);
  assert.ok(meant.charactersForm > 0);
  const old = totalFeatures(new FaithfulnessScorer({ revision: 1 }).features('Our cauntry is small .', 'Our nation is small .'));
  assert.ok(old.characters > 0);
});

test('revision 2: a spelling fix to the opposite of the word meant is an antonym', () => {
  const source = 'Cars that are more efficint save fuel .';
  const r2 = new FaithfulnessScorer({ revision: 2 });
  assert.equal(totalFeatures(r2.features(source, 'Cars that are more inefficient save fuel .')).antonym, 1);
  assert.equal(totalFeatures(r2.features(source, 'Cars that are more efficient save fuel .')).antonym, 0);
  assert.match(r2.score(source, 'Cars that are more inefficient save fuel .').explanation.flatMap((x) => x.reasons).join(' '), /'inefficient': antonym of 'efficient' \(meant by 'efficint'\)/u);
  assert.equal(totalFeatures(new FaithfulnessScorer({ revision: 1 }).features(source, 'Cars that are more inefficient save fuel .')).antonym, 0);
});

test('the shipped model is fitted with the newest feature definitions and says so only when overridden', () => {
  const scorer = new FaithfulnessScorer();
  assert.equal(scorer.revision, FEATURE_REVISION);
  assert.doesNotMatch(scorer.signature(), /features:/u);
  assert.match(new FaithfulnessScorer({ revision: 1 }).signature(), /features:r1/u);
  // The session-15 model keeps its own definitions, so its scores are reproduced.
  const old = new FaithfulnessScorer({ model: SESSION15_MODEL });
  assert.equal(old.revision, 1);
  assert.doesNotMatch(old.signature(), /features:/u);
  const source = tokenize('The compeny hired ten workers .').join(' ');
  assert.equal(totalFeatures(old.features(source, 'The firm hired ten workers .')).unrelated, 1);
});
