import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractEdits, type ExtractOptions } from '../../../src/text/errant/index.js';

/**
 * Classic ERRANT examples. Each expected type was derived by following ERRANT's classifier and merger
 * (chrisjbryant/errant, errant/en/classifier.py and merger.py) step by step for the given pair.
 */
function edits(source: string, target: string, options: ExtractOptions = {}): string[] {
  return extractEdits(source.split(' '), target.split(' '), options).map((e) => `${e.oStart} ${e.oEnd}|${e.correction.join(' ')}|${e.type}`);
}

test('subject-verb agreement: He go to school → He goes to school is R:VERB:SVA', () => {
  assert.deepEqual(edits('He go to school .', 'He goes to school .'), ['1 2|goes|R:VERB:SVA']);
});

test('was/were is the only past-tense SVA', () => {
  assert.deepEqual(edits('She were happy .', 'She was happy .'), ['1 2|was|R:VERB:SVA']);
});

test('a missing determiner is M:DET and an unnecessary one U:DET', () => {
  assert.deepEqual(edits('I like cat .', 'I like the cat .'), ['2 2|the|M:DET']);
  assert.deepEqual(edits('I like the music .', 'I like music .'), ['2 3||U:DET']);
});

test('an out-of-dictionary word close to its correction is R:SPELL', () => {
  assert.deepEqual(edits('This is a contry .', 'This is a country .'), ['3 4|country|R:SPELL']);
});

test('an exact reordering is one transposition edit, R:WO', () => {
  assert.deepEqual(edits('I every day go .', 'I go every day .'), ['1 4|go every day|R:WO']);
});

test('a case change alone is R:ORTH', () => {
  assert.deepEqual(edits('i like it .', 'I like it .'), ['0 1|I|R:ORTH']);
});

test('noun number, verb form and tense', () => {
  assert.deepEqual(edits('I have two cat .', 'I have two cats .'), ['3 4|cats|R:NOUN:NUM']);
  assert.deepEqual(edits('I want to eating apples .', 'I want to eat apples .'), ['3 4|eat|R:VERB:FORM']);
  assert.deepEqual(edits('Yesterday I eat rice .', 'Yesterday I ate rice .'), ['2 3|ate|R:VERB:TENSE']);
});

test('an unnecessary preposition is U:PREP and a wrong one R:PREP', () => {
  assert.deepEqual(edits('He is going at home .', 'He is going home .'), ['3 4||U:PREP']);
  assert.deepEqual(edits('I am good in maths .', 'I am good at maths .'), ['3 4|at|R:PREP']);
});

test('merging: a possessive suffix joins its noun [friends → friend \'s] as R:NOUN:POSS', () => {
  assert.deepEqual(edits('My friends house is big .', "My friend 's house is big ."), ["1 2|friend 's|R:NOUN:POSS"]);
});

test('merging: punctuation followed by a case change is one edit, classified without the case change', () => {
  assert.deepEqual(edits('I came , he left .', 'I came . He left .'), ['2 4|. He|R:PUNCT']);
});

test('merging: a split word is one R:ORTH edit', () => {
  assert.deepEqual(edits('I saw acat .', 'I saw a cat .'), ['2 3|a cat|R:ORTH']);
});

test('merge strategies differ on adjacent substitutions and deletions', () => {
  const source = 'I has eat the the apple .';
  const target = 'I have eaten an apple .';
  assert.deepEqual(edits(source, target, { merge: 'all-split', classify: false }), ['1 2|have|NA', '2 3|eaten|NA', '3 4||NA', '4 5|an|NA']);
  assert.deepEqual(edits(source, target, { merge: 'all-merge', classify: false }), ['1 5|have eaten an|NA']);
  assert.deepEqual(edits(source, target, { merge: 'all-equal', classify: false }), ['1 3|have eaten|NA', '3 4||NA', '4 5|an|NA']);
});

test('a sentence compared with itself has no edits, under every strategy', () => {
  for (const merge of ['rules', 'all-split', 'all-merge', 'all-equal'] as const) {
    assert.deepEqual(edits('The cat sat on the mat .', 'The cat sat on the mat .', { merge }), []);
  }
});

test('insertion into and deletion of a whole sentence', () => {
  assert.deepEqual(extractEdits([], ['Hello', '.']).map((e) => [e.oStart, e.oEnd, e.correction.join(' ')]), [[0, 0, 'Hello .']]);
  assert.deepEqual(extractEdits(['Hello', '.'], []).map((e) => [e.oStart, e.oEnd, e.correction.length]), [[0, 2, 0]]);
});

test('errantExtractor: one M2 sentence per source, one annotator per target, noop for an unchanged target', async () => {
  const { errantExtractor } = await import('../../../src/text/errant/index.js');
  const extractor = errantExtractor({ classify: false });
  const sentence = extractor.extract('He go to school .', ['He goes to school .', 'He go to school .']);
  assert.deepEqual(
    sentence.edits.map((e) => `${e.start} ${e.end}|${e.type}|${e.correction}|${e.annotator}`),
    ['1 2|NA|goes|0', '-1 -1|noop|-NONE-|1'],
  );
  assert.match(extractor.signature, /^errant-edits\|align:linguistic\|merge:rules\|types:no\|tagger:wink-eng-lite-web-model\|version:/u);
});
