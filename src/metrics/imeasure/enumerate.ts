import type { IevalSentence } from '../../formats/ieval-xml.js';
import { referenceCountsMany } from './align-shared.js';
import { referenceCandidates } from './candidates.js';
import type { CountVector } from './scores.js';
import { Vocabulary } from './vocabulary.js';

/**
 * The straightforward method, as ieval.py does it: every reference candidate is built and aligned with
 * source and hypothesis. Exponential in the number of errors annotators disagree on; the fast method
 * (fast.ts) must return the same set of count vectors.
 */
export function enumeratedCountVectors(sentence: IevalSentence, hypothesis: readonly string[], mix: boolean): CountVector[] {
  const vocabulary = new Vocabulary();
  const src = vocabulary.encode(sentence.tokens);
  const hyp = vocabulary.encode(hypothesis);
  return referenceCountsMany(src, hyp, referenceCandidates(sentence, mix).map((ref) => vocabulary.encode(ref)));
}
