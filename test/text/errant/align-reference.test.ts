import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alignmentMatrices, substitutionCost } from '../../../src/text/errant/index.js';
import type { AnnotatedToken } from '../../../src/text/errant/index.js';
import { SeededRandom } from '../../../src/core/random.js';

/**
 * A literal transcription of ERRANT's alignment loop (sorted windows at every step, no pruning). The
 * library's version tracks window balance incrementally and stops hopeless diagonal walks early; both must
 * give the same operation matrix.
 */
function referenceOps(orig: readonly AnnotatedToken[], cor: readonly AnnotatedToken[]): string[][] {
  const cost = Array.from({ length: orig.length + 1 }, () => new Array<number>(cor.length + 1).fill(0));
  const ops = Array.from({ length: orig.length + 1 }, () => new Array<string>(cor.length + 1).fill('O'));
  for (let i = 1; i <= orig.length; i++) [cost[i]![0], ops[i]![0]] = [cost[i - 1]![0]! + 1, 'D'];
  for (let j = 1; j <= cor.length; j++) [cost[0]![j], ops[0]![j]] = [cost[0]![j - 1]! + 1, 'I'];
  const sorted = (xs: readonly AnnotatedToken[]) => xs.map((t) => t.lower).sort().join('\u0000');
  for (let i = 0; i < orig.length; i++) {
    for (let j = 0; j < cor.length; j++) {
      if (orig[i]!.text === cor[j]!.text) {
        [cost[i + 1]![j + 1], ops[i + 1]![j + 1]] = [cost[i]![j]!, 'M'];
        continue;
      }
      const costs = [Infinity, cost[i]![j]! + substitutionCost(orig[i]!, cor[j]!), cost[i + 1]![j]! + 1, cost[i]![j + 1]! + 1];
      let k = 1;
      while (i - k >= 0 && j - k >= 0 && cost[i - k + 1]![j - k + 1] !== cost[i - k]![j - k]) {
        if (sorted(orig.slice(i - k, i + 1)) === sorted(cor.slice(j - k, j + 1))) {
          costs[0] = cost[i - k]![j - k]! + k;
          break;
        }
        k++;
      }
      const l = costs.indexOf(Math.min(...costs));
      cost[i + 1]![j + 1] = costs[l]!;
      ops[i + 1]![j + 1] = l === 0 ? `T${k + 1}` : ['', 'S', 'I', 'D'][l]!;
    }
  }
  return ops;
}

const VOCABULARY = ['the', 'The', 'a', 'cat', 'cats', 'dog', 'sat', 'sits', 'on', 'mat', ',', '.', 'and'];
const POS: Record<string, string> = { the: 'DET', a: 'DET', cat: 'NOUN', cats: 'NOUN', dog: 'NOUN', sat: 'VERB', sits: 'VERB', on: 'ADP', mat: 'NOUN', ',': 'PUNCT', '.': 'PUNCT', and: 'CCONJ' };

function randomSentence(random: SeededRandom, length: number): AnnotatedToken[] {
  return Array.from({ length }, () => {
    const text = VOCABULARY[Math.floor(random.float() * VOCABULARY.length)]!;
    const lower = text.toLowerCase();
    const lemma = lower.replace(/s$/u, '').replace(/^sat$/u, 'sit');
    return { text, lower, pos: POS[lower]!, lemma, tag: 'X', dep: '', precededByAux: false };
  });
}

test('alignment equals a literal transcription of ERRANT on 400 random pairs with many repeated words and reorderings', () => {
  const random = new SeededRandom(20260101);
  let transpositions = 0;
  for (let n = 0; n < 400; n++) {
    const orig = randomSentence(random, 1 + Math.floor(random.float() * 14));
    // Half the targets are shuffled copies with a few changes, so transpositions occur.
    const cor = random.float() < 0.5 ? randomSentence(random, 1 + Math.floor(random.float() * 14)) : orig.slice().sort(() => random.float() - 0.5).slice(0, orig.length - (n % 2));
    const ours = alignmentMatrices(orig, cor).ops;
    assert.deepEqual(ours, referenceOps(orig, cor), `pair ${n}`);
    transpositions += ours.flat().filter((op) => op.startsWith('T')).length;
  }
  assert.ok(transpositions > 100, `only ${transpositions} transposition cells exercised`);
});
