import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FaithfulnessScorer, totalFeatures } from '../../../src/metrics/faithfulness/index.js';

const r6 = new FaithfulnessScorer({ revision: 6 });
const r5 = new FaithfulnessScorer({ revision: 5 });
const f6 = (a: string, b: string): ReturnType<typeof totalFeatures> => totalFeatures(r6.features(a, b));
const f5 = (a: string, b: string): ReturnType<typeof totalFeatures> => totalFeatures(r5.features(a, b));
const notes = (a: string, b: string): string[] => r6.features(a, b).edits.flatMap((e) => e.notes);

test('revision 6: a word removed whose concept the correction says elsewhere is not lost', () => {
  // `use` deleted, its WordNet synonym `apply` inserted in another place
  const [source, moved] = ['We use computers every day .', 'We computers every day apply .'];
  assert.ok(f5(source, moved).dropped > 0 && f5(source, moved).unitLost === 1, 'revision 5 read `use` as dropped');
  assert.equal(f6(source, moved).dropped, 0);
  assert.equal(f6(source, moved).unitLost, 0);
  assert.ok(notes(source, moved).includes("'use' removed; its concept is still said by 'apply'"));
  // a redundant saying next to the word: `physician doctor` → `doctor`
  assert.ok(f5('The physician doctor came .', 'The doctor came .').dropped > 0);
  assert.equal(f6('The physician doctor came .', 'The doctor came .').dropped, 0);
});

test('revision 6: another concept, an antonym, a separate mention or a vector neighbour still counts as lost', () => {
  // `old` removed, `new` kept: an antonym does not say the concept
  assert.ok(f6('They sell old books and new magazines .', 'They sell books and new magazines .').dropped > 0);
  // one of two separate mentions of the same word deleted
  assert.ok(f6('My car is faster than your car .', 'My car is faster than your .').dropped > 0);
  // the source already said `absolutely` elsewhere: deleting `absolute` removes a mention, not a repetition
  assert.ok(f6('The absolute rule is clear and the rule is absolutely fair .', 'The rule is clear and the rule is absolutely fair .').unitLost > 0);
  // words near in the vectors but not one concept (neither a stem nor a WordNet relation)
  assert.ok(f6('There was a rapid quick change .', 'There was a quick change .').dropped > 0);
});

test('revision 6: numbers removed with what they count are content dropped, not an amount changed', () => {
  const source = 'People want to live longer than 60 years and stay healthy .';
  const target = 'People want to stay healthy .';
  assert.equal(f5(source, target).quantity, 1, 'revision 5 read the dropped clause as an amount changed');
  assert.equal(f6(source, target).quantity, 0);
  assert.ok(f6(source, target).dropped > 0, 'the content is still dropped');
  assert.ok(notes(source, target).includes('numbers dropped with what they count: content lost, not an amount changed'));
  assert.equal(f6('I stayed there for 3 days and left .', 'I stayed there and left .').quantity, 0);
  // an amount removed from what it counts, or replaced by another, still changes the amount
  assert.equal(f6('I bought two books yesterday .', 'I bought books yesterday .').quantity, 1);
  assert.equal(f6('I bought two books yesterday .', 'I bought five books yesterday .').quantity, 1);
  assert.equal(f6('I stayed there for 3 days and left .', 'I stayed there for a week and left .').quantity, 1);
});

test('the model of session 18 keeps revision 5 and its readings', async () => {
  const { SESSION18_R5_MODEL } = await import('../../../src/metrics/faithfulness/index.js');
  const old = new FaithfulnessScorer({ model: SESSION18_R5_MODEL });
  assert.equal(old.revision, 5);
  assert.doesNotMatch(old.signature(), /features:/u);
  const [source, moved] = ['We use computers every day .', 'We computers every day apply .'];
  assert.ok(totalFeatures(old.features(source, moved)).dropped > 0);
  assert.ok(new FaithfulnessScorer().score(source, moved).score > old.score(source, moved).score);
});
