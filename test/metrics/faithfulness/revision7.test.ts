import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FaithfulnessScorer, totalFeatures } from '../../../src/metrics/faithfulness/index.js';

const r7 = new FaithfulnessScorer({ revision: 7 });
const r6 = new FaithfulnessScorer({ revision: 6 });
const f7 = (a: string, b: string): ReturnType<typeof totalFeatures> => totalFeatures(r7.features(a, b));
const f6 = (a: string, b: string): ReturnType<typeof totalFeatures> => totalFeatures(r6.features(a, b));
const notes = (a: string, b: string): string[] => r7.features(a, b).edits.flatMap((e) => e.notes);

// Sentences from TMU-GFM dev and the JFLEG dev suite's modality rewrites (the one-verb tense fallback).
test('revision 7: the only verb of a sentence moved to the other tense, nothing marking time, is a tense shift', () => {
  for (const [source, target] of [
    ['We talk about the first possibility .', 'We talked about the first possibility .'],
    ['No evidence is recorded .', 'No evidence was recorded .'],
    ['Their lives are meaningless .', 'Their lives were meaningless .'],
    ['It has a big garden .', 'It had a big garden .'],
    ['The situation was difficult for everyone .', 'The situation is difficult for everyone .'],
  ]) {
    assert.equal(f6(source!, target!).tense, 0, `${target}: revision 6 needs another verb to read a shift`);
    assert.equal(f7(source!, target!).tense, 1, target);
  }
  assert.ok(notes('No evidence is recorded .', 'No evidence was recorded .').includes("the sentence's only verb moved to another tense, with no word marking its time"));
});

test('revision 7: a tense change that fixes agreement, follows a time word or meets another verb is not read as an unmarked shift', () => {
  // the source verb disagreed with its subject pronoun: the correction fixes agreement
  assert.equal(f7('He go to school by bus .', 'He went to school by bus .').tense, 0);
  // the new form changes number too (`is` → `were`)
  assert.equal(f7('The students is happy .', 'The students were happy .').tense, 0);
  // a word of the source marks the time
  assert.equal(f7('Yesterday we talk about the first possibility .', 'Yesterday we talked about the first possibility .').tense, 0);
  assert.equal(f7('In 1990 the city is small .', 'In 1990 the city was small .').tense, 0);
  assert.equal(f7('For ancient people it is miraculous to achieve 70 years old .', 'For ancient people it was miraculous to achieve 70 years old .').tense, 0);
  // another finite verb: the revision-6 rule reads the sentence (`tense` against a consistent sentence, or a mixed one)
  assert.equal(f7('I think the city is small .', 'I think the city was small .').tense, 1);
  assert.deepEqual(notes('I think the city is small .', 'I think the city was small .'), ['tense changed against the rest of the sentence']);
  // a sentence of two tenses (`went` … `is`): its verbs already disagree, a correction may align them
  assert.equal(f7('I went home and the door is open .', 'I went home and the door was open .').tense, 0);
  // the same verb form kept, or another lemma
  assert.equal(f7('The city is small .', 'The town is small .').tense, 0);
});

test('the model of session 19 keeps revision 6 and its readings', async () => {
  const { SESSION19_R6_MODEL } = await import('../../../src/metrics/faithfulness/index.js');
  const old = new FaithfulnessScorer({ model: SESSION19_R6_MODEL });
  assert.equal(old.revision, 6);
  assert.equal(totalFeatures(old.features('No evidence is recorded .', 'No evidence was recorded .')).tense, 0);
  assert.ok(new FaithfulnessScorer().score('No evidence is recorded .', 'No evidence was recorded .').score < old.score('No evidence is recorded .', 'No evidence was recorded .').score);
});
