/**
 * Input preparation shared by both parser versions: the decoder input of a token list, and raw text, which wink
 * splits and tokenises before each sentence (or, without `splitSentences`, the whole text) is parsed from its
 * tokens with character offsets into the text.
 */
import type { UccaGraph } from '../graph.js';
import type { DecodeInput } from './decode.js';
import { isPunctuationToken } from './punctuation.js';
import { annotateTokens, splitText } from './tagger.js';

/** The decoder's input for a token list: punctuation flags, the non-punctuation terminals, wink attributes. */
export function decodeInputFor(words: string[], id: string, offsets?: Array<[number, number]>): DecodeInput {
  const punct = words.map(isPunctuationToken);
  const tokenTerminal: number[] = [];
  punct.forEach((p, i) => {
    if (!p) tokenTerminal.push(i);
  });
  return { id, words, punct, tokenTerminal, attrs: annotateTokens(words), ...(offsets ? { offsets } : {}) };
}

export type TokenParser = (tokens: readonly string[], opts: { id: string; offsets: Array<[number, number]> }) => UccaGraph;

export function parseRawText(parseTokens: TokenParser, text: string, opts: { id?: string; splitSentences?: boolean } = {}): UccaGraph[] {
  const id = opts.id ?? '1';
  const sentences = splitText(text);
  if (opts.splitSentences ?? true) {
    return sentences.map((s, i) => parseTokens(s.words, { id: sentences.length === 1 ? id : `${id}.${i + 1}`, offsets: s.offsets }));
  }
  return [parseTokens(sentences.flatMap((s) => s.words), { id, offsets: sentences.flatMap((s) => s.offsets) })];
}
