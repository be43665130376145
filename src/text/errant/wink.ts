import { IsolatedWink } from '../wink.js';

/**
 * Lazy access to wink-nlp with its English lite model. The model takes tens of milliseconds to load, so nothing
 * is loaded until the first sentence is annotated, and the instance is shared afterwards; documents do not see
 * each other (src/text/wink.ts), so a sentence's tags and a word's stem do not depend on what was read before.
 */

/** What the extractor reads from wink for each of its tokens. */
export interface WinkToken {
  readonly value: string;
  readonly precedingSpaces: string;
  readonly pos: string;
  readonly lemma: string;
}

interface WinkDoc {
  tokens(): { out(fn: unknown): unknown[] };
}

// Sentence boundaries help the tagger; negation and sentiment are not needed.
const wink = new IsolatedWink(['sbd', 'pos']);

/** Milliseconds the model load took (0 until it is loaded). */
export function winkLoadMilliseconds(): number {
  return wink.loadMilliseconds();
}

/** Tokenizes and tags `text` with wink-nlp. */
export function winkTokens(text: string): WinkToken[] {
  const [values, spaces, pos, lemma] = wink.read(text, (doc: WinkDoc, its) => {
    const tokens = doc.tokens();
    return [its.value, its.precedingSpaces, its.pos, its.lemma].map((f) => tokens.out(f) as string[]) as [string[], string[], string[], string[]];
  });
  return values.map((value, i) => ({
    value,
    precedingSpaces: spaces[i] ?? '',
    pos: pos[i] ?? 'X',
    lemma: lemma[i] ?? value.toLowerCase(),
  }));
}

const stems = new Map<string, string>();

/**
 * Porter stem of one word (wink's stemmer), computed on demand: only a few replacements reach ERRANT's
 * derivational-morphology rule, so stemming every token would be wasted work.
 */
export function winkStem(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = wink.read(word, (doc: WinkDoc, its) => (doc.tokens().out(its.stem) as string[]).join(''));
    if (stems.size > 50_000) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}
