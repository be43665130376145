import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alignmentTokens, approxSame, identityLemmatizer, isWord, nounSuffixLemmatizer, pw, SENTINEL } from '../../../src/analyses/conservatism/words.js';
import { alignWords } from '../../../src/analyses/conservatism/align.js';
import { indexDiff, wordChange, wordOrderRho } from '../../../src/analyses/conservatism/word-change.js';
import { countSplitMerge, ruleSegmenter } from '../../../src/analyses/conservatism/segment.js';

test('docs/conservatism.md#conservatism-worked-examples alignment tokens keep the empty pieces punctuation leaves', () => {
  assert.deepEqual(alignmentTokens('He go to the school yesterday .'), ['he', 'go', 'to', 'the', 'school', 'yesterday', '', '']);
  assert.deepEqual(alignmentTokens("She don't like cats ."), ['she', 'don', 't', 'like', 'cats', '', '']);
  assert.deepEqual(alignmentTokens('e-mail'), ['e', 'mail']);
  assert.equal(isWord(''), false);
  assert.equal(isWord(SENTINEL), false);
  assert.equal(pw('dilemma.'), 'dilemma');
});

test('docs/conservatism.md#alignment-tokens approxSame: one-letter tolerance, two for long lemmas', () => {
  assert.ok(approxSame('cat', 'cats'));
  assert.ok(approxSame('a', 'an'));
  assert.ok(approxSame('sleep', 'sleeps'));
  assert.ok(!approxSame('go', 'went'));
  assert.ok(!approxSame('is', 'are'));
  assert.ok(approxSame('environment', 'enviroments'));
  assert.ok(approxSame('a', ''), 'a one-letter word aligned to an empty token is unchanged');
});

test('docs/conservatism.md#conservatism-worked-examples example 1: deletion and replacement', () => {
  const al = alignWords('He go to the school yesterday .', 'He went to school yesterday .');
  const words = al.pairs.filter(([a, b]) => isWord(a) || isWord(b));
  assert.deepEqual(words, [['he', 'he'], ['go', 'went'], ['to', 'to'], ['the', SENTINEL], ['school', 'school'], ['yesterday', 'yesterday']]);
  assert.equal(wordChange(al), 2);
  assert.equal(wordOrderRho(al), 1);
  assert.equal(indexDiff(al), 0);
});

test('docs/conservatism.md#conservatism-worked-examples example 2: reordering gives ρ = −0.2 exactly', () => {
  const al = alignWords('yesterday i went home', 'i went home yesterday');
  assert.deepEqual([...al.indices].sort((a, b) => a[1] - b[1]), [[1, 0], [2, 1], [3, 2], [0, 3]]);
  assert.equal(wordChange(al), 0);
  assert.equal(wordOrderRho(al), -0.2);
  assert.equal(indexDiff(al), 1);
});

test('docs/conservatism.md#conservatism-worked-examples examples 3–5 and the lemmatiser wiring', () => {
  assert.equal(wordChange(alignWords('I has a apple .', 'I have an apple .')), 1);
  const dont = alignWords("She don't like cats .", 'She does not like cats .');
  assert.equal(wordChange(dont, { lemmatizer: identityLemmatizer }), 2);
  assert.equal(wordChange(dont, { lemmatizer: nounSuffixLemmatizer }), 1, 'does → doe is within one edit of don');
  assert.equal(wordChange(alignWords('the cat sleep', 'the cats sleeps')), 0);
  assert.equal(wordChange(alignWords('the cat sleep', 'the cats sleeps'), { mode: 'strict' }), 2);
});

test('a sentence compared with itself: no change, ρ = 1; fewer than two words: ρ undefined', () => {
  const s = 'In conclusion , the government should act now .';
  const al = alignWords(s, s);
  assert.equal(wordChange(al), 0);
  assert.equal(wordOrderRho(al), 1);
  assert.equal(wordOrderRho(alignWords('Yes .', 'Yes .')), null);
  assert.equal(wordChange(alignWords('', '')), 0);
});

test('every token of the longer side appears exactly once', () => {
  const al = alignWords('a b c d e f', 'f e x');
  assert.equal(al.pairs.length, 6);
  assert.deepEqual(al.indices.map(([i]) => i).sort(), [0, 1, 2, 3, 4, 5]);
  assert.equal(al.indices.filter(([, j]) => j === -1).length, 3);
});

test('docs/conservatism.md#conservatism-worked-examples line-mode splits and merges', () => {
  assert.deepEqual(
    [countSplitMerge('I went home and I slept .', 'I went home . I slept .').splits, countSplitMerge('He came . He sat down .', 'He came and sat down .').merges],
    [1, 1],
  );
  assert.equal(countSplitMerge('He came , he sat .', 'He came and he sat .').kind, 'same');
  assert.equal(ruleSegmenter().segment('See e.g. Smith , or Mr. Brown .').length, 1);
  assert.equal(ruleSegmenter().segment('might occur.For example , this').length, 2, 'glued untokenised boundary');
  assert.equal(countSplitMerge('"', '').kind, 'empty');
});
