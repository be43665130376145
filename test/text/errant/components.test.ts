import { test } from 'node:test';
import assert from 'node:assert/strict';
import { indelNormalizedDistance, levenshteinNormalizedSimilarity } from '../../../src/text/errant/distance.js';
import { alignTokens, annotateTokens, classifyEdit, mergeAlignment, substitutionCost, isKnownWord } from '../../../src/text/errant/index.js';
import type { AnnotatedToken } from '../../../src/text/errant/index.js';

test('Indel and Levenshtein normalisations match rapidfuzz', () => {
  // rapidfuzz: Indel.distance("lewenstein", "levenshtein") == 3; Levenshtein.distance == 2.
  assert.equal(indelNormalizedDistance('lewenstein', 'levenshtein'), 3 / 21);
  assert.equal(levenshteinNormalizedSimilarity('lewenstein', 'levenshtein'), 1 - 2 / 11);
  assert.equal(indelNormalizedDistance('', ''), 0);
  assert.equal(indelNormalizedDistance('abc', 'xyz'), 1);
  assert.equal(levenshteinNormalizedSimilarity('', ''), 1);
});

function token(text: string, pos: string, lemma = text.toLowerCase()): AnnotatedToken {
  return { text, lower: text.toLowerCase(), pos, lemma, tag: 'X', dep: '', precededByAux: false };
}

test('substitution cost: 0 for case changes, lemma/POS/character parts otherwise', () => {
  assert.equal(substitutionCost(token('The', 'DET'), token('the', 'DET')), 0);
  // go → goes: same lemma and POS, Indel distance 2/6.
  assert.equal(substitutionCost(token('go', 'VERB', 'go'), token('goes', 'VERB', 'go')), 2 / 6);
  // Different lemma (0.499), both open-class POS (0.25), no common character (1).
  assert.equal(substitutionCost(token('cat', 'NOUN'), token('run', 'VERB')), 0.499 + 0.25 + 1);
  // Closed-class POS difference costs 0.5.
  assert.equal(substitutionCost(token('a', 'DET'), token('in', 'ADP')), 0.499 + 0.5 + 1);
});

test('alignment: transpositions cost their length and win ties; plain Levenshtein has none', () => {
  const orig = annotateTokens(['I', 'every', 'day', 'go']);
  const cor = annotateTokens(['I', 'go', 'every', 'day']);
  assert.deepEqual(alignTokens(orig, cor).map((o) => o.op), ['M', 'T3']);
  assert.ok(alignTokens(orig, cor, { levenshtein: true }).every((o) => !o.op.startsWith('T')));
});

test('annotation keeps the given tokens even where wink-nlp would split or merge them', () => {
  const tokens = ['The', 'U.S', 'does', "n't", 'goes.', 'e.g.', ':)', 'well-known', '"quoted"', 'café', '2,000'];
  const annotated = annotateTokens(tokens);
  assert.deepEqual(annotated.map((t) => t.text), tokens);
  assert.equal(annotated[2]!.lemma, 'do');
  assert.equal(annotated[2]!.pos, 'AUX');
  assert.deepEqual(annotateTokens([]), []);
});

test('inferred tags: possessive suffix, auxiliaries, verb forms, infinitival to', () => {
  const tags = (s: string) => annotateTokens(s.split(' ')).map((t) => `${t.text}/${t.tag}/${t.dep}`);
  assert.ok(tags("John 's car is red").includes("'s/POS/case"));
  // A bare apostrophe after a plural noun and before what it modifies is the possessive, not a quote ...
  assert.ok(tags("inform patients ' relatives").includes("'/POS/case"));
  // ... but a closing quote stays punctuation.
  assert.ok(tags("the word ' cats ' .").filter((t) => t.startsWith("'/")).every((t) => t === "'/PUNCT/punct"));
  assert.ok(tags('He has eaten').includes('has/VBZ/aux'));
  assert.ok(tags('He has eaten').includes('eaten/VBN/ROOT'));
  assert.ok(tags('I want to go').includes('to/TO/aux'));
  assert.ok(tags('I went to the park').includes('to/IN/prep'));
  assert.equal(annotateTokens(['She', 'has', 'been', 'going'])[3]!.precededByAux, true);
});

test('inferred tags: context corrections of wink-nlp where the PTB (spaCy) reads the word otherwise', () => {
  const tag = (sentence: string, word: string) => annotateTokens(sentence.split(' ')).find((t) => t.text === word)!;
  // Each sentence is one wink gets wrong without the correction (raw wink POS in the comment).
  assert.equal(tag('Every human being needs friends .', 'being').tag, 'NN'); // AUX after an adjective
  assert.equal(tag("They respected the teacher 's wish to leave .", 'wish').tag, 'NN'); // VERB after a possessive
  assert.equal(tag('The tenant hides the key under the mat .', 'hides').tag, 'VBZ'); // NOUN between subject and object
  const lives = tag('Help those who lives alone .', 'lives'); // NOUN (lemma "life") after a relative pronoun
  assert.deepEqual([lives.tag, lives.lemma], ['VBZ', 'live']);
  assert.equal(tag('They bring their friends in .', 'in').tag, 'RP'); // ADP closing a phrasal verb
  assert.equal(tag('Students of class C did better .', 'C').tag, 'NNP'); // a label, not the article
  assert.equal(tag('It is much more easier now .', 'more').tag, 'RB'); // ADJ before an adjective
  assert.equal(tag('She has no idea , so she asked .', 'so').tag, 'CC'); // ADV opening a clause
  assert.equal(tag('He wanted to intake less salt .', 'intake').tag, 'VBP'); // NOUN between "to" and an object
  assert.equal(tag('He wanted to intake less salt .', 'to').tag, 'TO'); // decided on the corrected next word
  assert.equal(tag('He will do that ?', 'that').dep, 'dobj'); // a pronoun, not a complementizer
  assert.equal(tag('It was such a long day .', 'such').tag, 'PDT');
  assert.equal(tag('It is a known problem for every doctor .', 'known').tag, 'JJ');
  // Third round (raw wink POS in the comment).
  assert.equal(tag('Some believe that the plan works .', 'believe').tag, 'VBP'); // VERB after a determiner
  assert.equal(tag('The officials claim that taxes rose .', 'claim').tag, 'VBP'); // NOUN before "that"
  assert.equal(tag('If person A tell his boss , trouble follows .', 'tell').tag, 'VBP'); // VERB after a label wink tags DET
  assert.equal(tag('Many people not only pursuit the money .', 'pursuit').pos, 'VERB'); // NOUN; subject across adverbs
  const saw = tag('Hence , some saw it coming .', 'saw'); // NOUN (lemma "saw") after a quantifier subject
  assert.deepEqual([saw.tag, saw.lemma], ['VBD', 'see']);
  assert.equal(tag('They got used to it quickly .', 'used').tag, 'VBN'); // VBD before: after "get"
  assert.equal(tag('It was the shock of suddenly lost memories .', 'lost').tag, 'VBN'); // VBD before: after a preposition
  assert.equal(tag('She found a know safe route .', 'know').pos, 'ADJ'); // NOUN in the modifier slot
  assert.equal(tag('We saw their future slightly brighter .', 'future').pos, 'NOUN'); // ADJ before an adverb
  assert.equal(tag('Genetic diseases cost highly for families .', 'cost').pos, 'VERB'); // NOUN after a plural noun
  assert.equal(tag('I come from a village and own the house .', 'own').pos, 'VERB'); // ADJ before a determiner
  assert.equal(tag('Prices were reported to husband and wife .', 'husband').pos, 'NOUN'); // VERB after "to"
  assert.equal(tag('They lack enough support .', 'support').pos, 'NOUN'); // VERB after "enough"
  // ... and where the context rules must not fire: an adverbial noun phrase is not an object.
  assert.equal(tag('We send greetings cards every year .', 'cards').tag, 'NNS');
  assert.equal(tag('They must take away the chairs .', 'away').tag, 'RB');
});

test('merge strategies on one alignment, and classification of a span on its own', () => {
  const orig = annotateTokens('He live in in the city'.split(' '));
  const cor = annotateTokens('He lives the city'.split(' '));
  const alignment = { orig, cor, ops: alignTokens(orig, cor) };
  const spans = (m: 'rules' | 'all-split' | 'all-merge' | 'all-equal') => mergeAlignment(alignment, m).map((s) => `${s.oStart}-${s.oEnd}>${s.cStart}-${s.cEnd}`);
  assert.deepEqual(spans('all-merge'), ['1-4>1-2']);
  assert.equal(spans('all-split').length, 3);
  assert.equal(classifyEdit(orig.slice(2, 4), []), 'U:PREP');
  assert.equal(classifyEdit([], []), 'UNK');
});

test('dictionary: British spellings, -ize twins and misspellings', () => {
  assert.equal(isKnownWord('colour'), true);
  assert.equal(isKnownWord('realize'), true);
  assert.equal(isKnownWord('contry'), false);
});

test('long and unusual input: a 1,000-token sentence and unicode quotes round-trip through extraction', async () => {
  const { extractEdits: extract } = await import('../../../src/text/errant/index.js');
  const { applyEdits, makeEdit } = await import('../../../src/formats/m2.js');
  const base = 'the students who go to school every day learn that the world is big , and they like it .'.split(' ');
  const source = Array.from({ length: 1000 }, (_, i) => base[i % base.length]!);
  const target = source.map((w, i) => (i % 37 === 0 ? `${w}s` : w)).filter((_, i) => i % 101 !== 50);
  const found = extract(source, target, { classify: false });
  const rebuilt = applyEdits(source, found.map((e) => makeEdit(e.oStart, e.oEnd, e.type, e.correction.join(' '))));
  assert.deepEqual(rebuilt, target);
  const quotes = extract(['He', 'said', '“', 'hello', '”', 'to', 'John’s', 'dog'], ['He', 'said', '“', 'Hello', '”', 'to', 'John', '’s', 'dog']);
  assert.deepEqual(quotes.map((e) => [e.oStart, e.oEnd, e.correction.join(' ')]), [[3, 4, 'Hello'], [6, 7, 'John ’s']]);
});
