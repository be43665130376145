import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AnnotationCache,
  chooseClass,
  DISAMBIGUATION_GROUPS,
  disambiguatorWeights,
  disambiguate,
  disambiguationFeatures,
  extractEdits,
  extractionSignature,
  groupOf,
  typeEdit,
  type DisambiguatorModel,
} from '../../../src/text/errant/index.js';

const tokens = (s: string) => s.split(' ');

test('chooseClass keeps the rule-based class unless another beats it by more than the margin', () => {
  assert.equal(chooseClass([1, 2, 0], 0, 0.5), 1);
  assert.equal(chooseClass([1, 1.4, 0], 0, 0.5), 0);
  assert.equal(chooseClass([1, 1.5, 0], 0, 0.5), 0); // exactly the margin is not enough
  assert.equal(chooseClass([3, 2, 0], 0, 0), 0);
  assert.equal(chooseClass([0, 0, 0], 2, 0), 2); // ties keep the rule
});

test('the weights file matches the groups, and every row has one weight per candidate type', () => {
  assert.deepEqual(Object.keys(disambiguatorWeights().groups), Object.keys(DISAMBIGUATION_GROUPS));
  for (const [name, group] of Object.entries(disambiguatorWeights().groups)) {
    assert.deepEqual(group.classes, DISAMBIGUATION_GROUPS[name]);
    for (const [feature, row] of Object.entries(group.weights)) {
      assert.equal(row.length, group.classes.length, feature);
      assert.ok(row.every(Number.isFinite), feature);
    }
  }
  assert.equal(groupOf('R:NOUN:NUM'), 'inflection');
  assert.equal(groupOf('R:PREP'), undefined);
});

test('types outside the confusable groups are never re-chosen, whatever the weights say', () => {
  const cache = new AnnotationCache();
  const orig = cache.annotate(tokens('He went in school .'));
  const cor = cache.annotate(tokens('He went to school .'));
  const ctx = { orig, cor, oStart: 2, oEnd: 3, cStart: 2, cEnd: 3 };
  const loud: DisambiguatorModel = {
    version: 'test',
    margin: 0,
    groups: { inflection: { classes: DISAMBIGUATION_GROUPS.inflection!, weights: { bias: [9, 0, 0, 0, 0, 0, 0] } } },
  };
  assert.equal(disambiguate(loud, ctx, 'R:PREP'), 'R:PREP');
  // In the group, the same model's bias wins: the first class.
  assert.equal(disambiguate(loud, ctx, 'R:MORPH'), 'R:NOUN:NUM');
  const ruleType = typeEdit(ctx, false);
  assert.equal(groupOf(ruleType), undefined, ruleType);
  assert.equal(typeEdit(ctx), ruleType);
});

test('features name the edit and its context, never an open-class word of the context', () => {
  const cache = new AnnotationCache();
  const orig = cache.annotate(tokens('these hoaxes spreading around .'));
  const cor = cache.annotate(tokens('these hoaxes spread around .'));
  const features = disambiguationFeatures({ orig, cor, oStart: 2, oEnd: 3, cStart: 2, cEnd: 3 }, 'R:MORPH');
  assert.ok(features.includes('rule=R:MORPH'));
  assert.ok(features.includes('chg=ing>'), features.join(' '));
  assert.ok(!features.some((f) => f.includes('hoaxes') || f.includes('around')), features.join(' '));
  assert.deepEqual(features, disambiguationFeatures({ orig, cor, oStart: 2, oEnd: 3, cStart: 2, cEnd: 3 }, 'R:MORPH'));
});

test('worked examples (held-out sentences, typed as ERRANT types them): the model re-chooses where the rules read the tags wrong', () => {
  // wink reads `spreading` after a noun as a noun, so the rules give MORPH; spaCy's reading gives VERB:FORM.
  const spreading = { source: 'platforms to prevent these hoaxes spreading around .', target: 'platforms to prevent these hoaxes spread around .' };
  const rules = extractEdits(tokens(spreading.source), tokens(spreading.target), { learnedTypes: false });
  const learned = extractEdits(tokens(spreading.source), tokens(spreading.target));
  assert.deepEqual(rules.map((e) => e.type), ['R:MORPH']);
  assert.deepEqual(learned.map((e) => e.type), ['R:VERB:FORM']);
  // Spans and corrections never change, only types.
  assert.deepEqual(learned.map((e) => [e.oStart, e.oEnd, e.correction]), rules.map((e) => [e.oStart, e.oEnd, e.correction]));
  const adapted = extractEdits(tokens('requires time to develop and adapted .'), tokens('requires time to develop and adapt .'));
  assert.deepEqual(adapted.map((e) => e.type), ['R:VERB:FORM']);
});

test('the extraction signature says whether the learned types were used', () => {
  assert.match(extractionSignature(), /\|typing:rules\+disambiguator-3\|/u);
  assert.match(extractionSignature({ learnedTypes: false }), /\|typing:rules\|/u);
  assert.doesNotMatch(extractionSignature({ classify: false }), /typing:/u);
});
