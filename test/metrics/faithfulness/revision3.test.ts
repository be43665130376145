import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FaithfulnessScorer, SESSION16_MODEL, totalFeatures } from '../../../src/metrics/faithfulness/index.js';
import { DEFAULT_MODEL } from '../../../src/metrics/faithfulness/model.js';
import { FEATURE_REVISION } from '../../../src/metrics/faithfulness/features.js';
import { controlGap } from '../../../training/faithfulness/fit.js';

test('revision 3: a content word said by another word of the same concept counts its characters apart', () => {
  const r3 = new FaithfulnessScorer({ revision: 3 });
  const said = totalFeatures(r3.features('I want to buy a car .', 'I want to purchase a car .'));
  assert.ok(said.charactersSameConcept > 0);
  assert.equal(said.characters + said.charactersForm, 0);
  assert.equal(said.unrelated + said.novel, 0);
  // through the word meant too (`cauntry` → `nation`)
  const meant = totalFeatures(r3.features('Our cauntry is small .', 'Our nation is small .'));
  assert.ok(meant.charactersSameConcept > 0);
  assert.equal(meant.characters, 0);
  // A spelling fix to the word meant is form, not another word.
  const fixed = totalFeatures(r3.features('Our cauntry is small .', 'Our country is small .'));
  assert.equal(fixed.charactersSameConcept, 0);
  assert.ok(fixed.charactersForm > 0);
  // Revision 2 counted the same substitution as form.
  const r2 = totalFeatures(new FaithfulnessScorer({ revision: 2 }).features('I want to buy a car .', 'I want to purchase a car .'));
  assert.equal(r2.charactersSameConcept, 0);
  assert.ok(r2.charactersForm > 0);
  // The explanation says so wherever the model charges it (the shipped fit gives it no weight: only the rewrite costs).
  const charged = new FaithfulnessScorer({ model: { ...DEFAULT_MODEL, weights: { ...DEFAULT_MODEL.weights, charactersSameConcept: 1 } } });
  assert.match(charged.score('I want to buy a car .', 'I want to purchase a car .').explanation.flatMap((x) => x.reasons).join(' '), /a word said by the same concept/u);
});

test('revision 3: a rare adverb dropped counts as content dropped; a discourse adverb does not', () => {
  const r3 = new FaithfulnessScorer({ revision: 3 });
  const r2 = new FaithfulnessScorer({ revision: 2 });
  const source = 'She sang the song beautifully .';
  assert.ok(totalFeatures(r3.features(source, 'She sang the song .')).dropped > 0.5);
  assert.equal(totalFeatures(r2.features(source, 'She sang the song .')).dropped, 0);
  assert.equal(totalFeatures(r3.features('She also sang the song .', 'She sang the song .')).dropped, 0);
});

test('the session-16 model keeps feature revision 2, the shipped model the newest', () => {
  assert.equal(new FaithfulnessScorer().revision, FEATURE_REVISION);
  assert.equal(FEATURE_REVISION, 7);
  const old = new FaithfulnessScorer({ model: SESSION16_MODEL });
  assert.equal(old.revision, 2);
  assert.doesNotMatch(old.signature(), /features:/u);
  assert.equal(totalFeatures(old.features('I want to buy a car .', 'I want to purchase a car .')).charactersSameConcept, 0);
});

test("the fit's same-concept gap: mean control score minus its reference's", () => {
  // θ = [changed, …]: a control that costs 0.1 more than its reference scores e^-0.1 − 1 below it
  const theta = [1];
  const gap = controlGap(theta, [
    [[0], [0.1]],
    [[0.2], [0.2]],
  ]);
  assert.ok(Math.abs(gap - (Math.exp(-0.1) - 1) / 2) < 1e-12);
});
