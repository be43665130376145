import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FaithfulnessScorer, totalFeatures } from '../../../src/metrics/faithfulness/index.js';
import { clauseIndex, misspelledNegation, withinOneEdit } from '../../../src/metrics/faithfulness/polarity.js';

const r4 = new FaithfulnessScorer({ revision: 4 });
const r3 = new FaithfulnessScorer({ revision: 3 });
const f4 = (a: string, b: string): ReturnType<typeof totalFeatures> => totalFeatures(r4.features(a, b));
const f3 = (a: string, b: string): ReturnType<typeof totalFeatures> => totalFeatures(r3.features(a, b));

test('revision 4: negative concord — an n-word after a negation of its clause adds none', () => {
  assert.equal(f4('People also do not do nothing .', 'People also do not do anything .').negation, 0);
  assert.equal(f4('There can not be no bothering and no hassle .', 'There can not be any bother or hassle .').negation, 0);
  assert.equal(f4('I think that there are not anything I want .', 'I think that there is nothing I want .').negation, 0);
  // revision 3 counted the n-word as a second negation
  assert.equal(f3('People also do not do nothing .', 'People also do not do anything .').negation, 1);
  // a net polarity flip still costs what it cost
  assert.equal(f4('People do nothing .', 'People do anything .').negation, 1);
  assert.equal(f4('People do not do anything .', 'People do anything .').negation, 1);
  assert.equal(f4('People do not do nothing .', 'People do nothing .').negation, 1);
  assert.equal(f4('I like cats .', 'I do not like cats .').negation, 1);
  assert.equal(f4('I like cats .', 'I do not like cats .').negation, f3('I like cats .', 'I do not like cats .').negation);
});

test('revision 4: a negation moved within its clause is kept; fixed phrases negate nothing', () => {
  const src = 'Not that bungee jumping is something that every young person wants to do .';
  assert.equal(f4(src, 'Bungee jumping is not something that every young person wants to do .').negation, 0);
  assert.equal(f3(src, 'Bungee jumping is not something that every young person wants to do .').negation, 2);
  assert.equal(f4('because they spent time unmeaningful subjects .', 'They spent time in subjects that were not meaningful .').negation, 0);
  assert.equal(f4('An old person has to give way to a younger one no matter whether he likes it or not .', 'An old person has to make way for a younger one , whether he likes it or not .').negation, 0);
  assert.equal(f4('This problem is not just in Menhaden but also in several countries .', 'This problem is in Menhaden and also in several countries .').negation, 0);
  // removed, not moved: the clause's polarity flips
  assert.equal(f4(src, 'Bungee jumping is something that every young person wants to do .').negation, 1);
});

test('revision 4: a misspelled negated auxiliary is a negation; removing it still flips', () => {
  for (const [source, fixed] of [
    ["but almost people doens't know about this .", "but most people do n't know about this ."],
    ['They donnot have much time .', "They did n't have much time ."],
    ['Before wasent like that .', "Before it was n't like that ."],
    ['A user cannto tell .', 'A user cannot tell .'],
    ["then we need't worry about traffic jams .", "then we need n't worry about traffic jams ."],
  ]) {
    assert.equal(f4(source!, fixed!).negation, 0, source);
    assert.equal(f4(source!, fixed!).modality, 0, source);
  }
  assert.equal(f4('They donnot have much time .', 'They have much time .').negation, 1);
  const known = (w: string): boolean => ['want', 'donut', 'the'].includes(w);
  const tok = (lower: string) => ({ text: lower, lower, lemma: lower, pos: 'X', tag: 'XX' }) as unknown as Parameters<typeof misspelledNegation>[0];
  assert.equal(misspelledNegation(tok('want'), known), undefined, 'a known word one edit from `wasnt` is itself');
  assert.equal(misspelledNegation(tok('donnot'), known), 'donot');
  assert.ok(withinOneEdit('doenst', 'doesnt') && withinOneEdit('cannto', 'cannot') && !withinOneEdit('canto', 'cannot'));
});

test('revision 4: prefix negation matched by stem or by the modal it stands for', () => {
  assert.equal(f4('Many scientists searched , but they ca n\'t find particles .', 'Many scientists searched but were unable to find particles .').negation, 0);
  assert.equal(f4('something we ca n\'t expect would happen .', 'something unexpected could happen .').negation, 0);
  assert.equal(f4('It seems related to our problem .', 'It seems not related to our problem .').negation, 1);
});

test('revision 4: `could` says ability or possibility; other modal changes still count', () => {
  assert.equal(f4('If you find a hotel , it might be too expensive .', 'If you find a hotel , it could be too expensive .').modality, 0);
  assert.equal(f4('Another solution could be good .', 'Another solution might be good .').modality, 0);
  assert.equal(f3('Another solution could be good .', 'Another solution might be good .').modality, 1);
  assert.equal(f4('Another solution could be good .', 'Another solution must be good .').modality, 1);
  assert.equal(f4('You can go .', 'You must go .').modality, 1);
  assert.equal(f4('You go .', 'You might go .').modality, 1);
});

test('revision 4: amounts compared by value', () => {
  assert.equal(f4('They study for three-four years .', 'They study for three to four years .').quantity, 0);
  assert.ok(f3('They study for three-four years .', 'They study for three to four years .').quantity >= 1);
  assert.ok(f4('They study for three-four years .', 'They study for three to five years .').quantity >= 1);
  assert.equal(f4('I am in a room with 5 more person .', 'I am in a room with five other people .').quantity, 0);
  assert.equal(f4('I am in a room with 5 more person .', 'I am in a room with six other people .').quantity, 1);
  assert.equal(f4('It uses much less water .', 'It uses fewer water .').quantity, 0);
  assert.equal(f4('It uses a lot of water .', 'It uses much water .').quantity, 0);
  assert.equal(f4('It uses a lot of water .', 'It uses little water .').quantity, 1);
});

test('revision 4: clauses split at punctuation and subordinating conjunctions', () => {
  const toks = 'I left , but he stayed because it rained .'.split(' ').map((lower) => ({ lower }) as unknown as Parameters<typeof clauseIndex>[0][number]);
  assert.deepEqual(clauseIndex(toks), [0, 0, 0, 1, 1, 1, 2, 2, 2, 2]);
});

test('revision 4: the explanation says when a negation was moved or reworded with the polarity kept', () => {
  const reasons = (a: string, b: string): string => r4.score(a, b).explanation.flatMap((x) => x.reasons).join('; ');
  assert.match(reasons('People also do not do nothing .', 'People also do not do anything .'), /negation reworded, polarity kept/u);
  assert.match(reasons('Not that bungee jumping is something that every young person wants to do .', 'Bungee jumping is not something that every young person wants to do .'), /negation moved, polarity kept/u);
  assert.match(reasons('I like cats .', 'I do not like cats .'), /negation added/u);
  assert.doesNotMatch(r3.score('People also do not do nothing .', 'People also do not do anything .').explanation.flatMap((x) => x.reasons).join('; '), /polarity kept/u);
});

test('the shipped model reads the newest revision; the first-pass model of session 17 keeps revision 3', async () => {
  const { SESSION17_R3_MODEL } = await import('../../../src/metrics/faithfulness/index.js');
  assert.equal(new FaithfulnessScorer().revision, 7);
  const old = new FaithfulnessScorer({ model: SESSION17_R3_MODEL });
  assert.equal(old.revision, 3);
  assert.equal(totalFeatures(old.features('People also do not do nothing .', 'People also do not do anything .')).negation, 1);
});
