/**
 * What the decoder reads for a sentence, built the same way whatever the model: the words (punctuation included,
 * kept exactly as the terminals), which of them are punctuation (they never enter the transition system), the
 * terminal index of each parser token, and wink's attributes for every word.
 */
import type { SentenceTokens } from './build.js';
import { isPunctuationToken } from './punctuation.js';
import { annotateTokens, type TokenAttributes } from './tagger.js';

export interface DecodeInput extends SentenceTokens {
  attrs: TokenAttributes[];
  /** Annotation guideline to parse under, for models trained with a guideline embedding (0 = current, the default). */
  guideline?: number;
}

/** The decoder's input for a token list: punctuation flags, the non-punctuation terminals, wink attributes. */
export function decodeInputFor(words: string[], id: string, offsets?: Array<[number, number]>): DecodeInput {
  const punct = words.map(isPunctuationToken);
  const tokenTerminal: number[] = [];
  punct.forEach((p, i) => {
    if (!p) tokenTerminal.push(i);
  });
  return { id, words, punct, tokenTerminal, attrs: annotateTokens(words), ...(offsets ? { offsets } : {}) };
}
