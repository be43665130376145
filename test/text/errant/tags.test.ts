import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AnnotationCache, extractEdits, typeEdit } from '../../../src/text/errant/index.js';

/**
 * Typing-only readings of spaCy's tagger and parser (src/text/errant/tags.ts, applyTypingReadings): they change the
 * PTB tag and the dependency label that ERRANT's classifier reads, never the coarse POS or the lemma that alignment
 * and merging read. The sentences are from the CoNLL-2014 test set; the expected types are the ones ERRANT v2.3.3
 * wrote for them (data/errant).
 */

const tokens = (s: string) => s.split(' ');
const cache = new AnnotationCache();
const annotate = (s: string) => cache.annotate(tokens(s));
const types = (source: string, target: string, learnedTypes = false) => extractEdits(tokens(source), tokens(target), { learnedTypes }).map((e) => `${e.original.join(' ')}>${e.correction.join(' ')}:${e.type}`);

test('a phrasal verb particle before its object is RP/prt, its coarse POS unchanged', () => {
  const about = annotate('social media life brings about a reduction in')[4]!;
  assert.deepEqual([about.tag, about.dep, about.pos], ['RP', 'prt', 'ADP']);
  assert.deepEqual(types('social media life brings in a reduction in', 'social media life brings about a reduction in'), ['in>about:R:PART']);
  // Not after a verb that has no such particle: "put on the immediate family" keeps the preposition.
  assert.equal(annotate('need to put on the immediate family')[3]!.tag, 'IN');
});

test('the passive "get" is auxpass, and an inverted auxiliary stays aux', () => {
  assert.equal(annotate('The most popular information get circulated the most')[4]!.dep, 'auxpass');
  assert.deepEqual(types('The most popular information get circulated the most', 'The most popular information is circulated the most'), ['get>is:R:VERB:TENSE']);
  assert.equal(annotate('what kind of feeling are you going to have')[4]!.dep, 'aux');
});

test('"to" between two copies of a noun is the preposition', () => {
  assert.deepEqual(types('interact with others face by face .', 'interact with others face to face .'), ['by>to:R:PREP']);
});

test('a bare verb form right after "be" and before a preposition is the predicate noun; "be" is then the main verb', () => {
  const sentence = annotate('whether the gene is match with their');
  assert.deepEqual([sentence[4]!.tag, sentence[4]!.pos, sentence[3]!.dep], ['NN', 'VERB', 'ROOT']);
  // The annotator's deletion of "is" (ERRANT's span, the corrected sentence "whether the gene matches with their"):
  // ERRANT types it U:VERB, a main verb, not U:VERB:TENSE, an auxiliary.
  const cor = annotate('whether the gene matches with their');
  assert.equal(typeEdit({ orig: sentence, cor, oStart: 3, oEnd: 4, cStart: 3, cEnd: 3 }, false), 'U:VERB');
  // Not with an adverb between, before "to", or for verbs whose participle is the base form.
  assert.equal(annotate('every member is truly believe in each other')[4]!.tag, 'VBP');
  assert.equal(annotate('we are seem to be')[2]!.tag, 'VBP');
  assert.notEqual(annotate('the money is put in the bank')[3]!.tag, 'NN');
});
