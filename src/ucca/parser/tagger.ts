/**
 * The parser's input pipeline (docs/parser.md, "Input"): wink-nlp with the lite English model (versions pinned in the
 * model header) gives sentences, tokens, UPOS, lemmas and entity types. For pre-tokenised input the given tokens
 * are kept exactly; wink runs over them joined by single spaces and each given token takes the attributes of
 * the first wink token that overlaps it (character offsets), so tokenisation never changes the terminals.
 * Each text is read by an isolated wink (src/text/wink.ts): its attributes do not depend on earlier texts.
 */
import { createRequire } from 'node:module';
import { IsolatedWink } from '../../text/wink.js';

export interface TokenAttributes {
  upos: string;
  lemma: string;
  /** wink entity type of the entity the token belongs to, or ''. */
  entity: string;
}

export interface RawSentence {
  words: string[];
  /** Character offsets of each word in the input text. */
  offsets: Array<[number, number]>;
}

interface WinkToken { value: string; pos: string; lemma: string; entity: string; start: number; end: number }
interface WinkItem { out(f?: unknown): unknown; parentEntity(): WinkItem | undefined; tokens(): WinkCollection }
interface WinkCollection { each(f: (item: WinkItem, index: number) => void): void; length(): number }
interface WinkDoc { tokens(): WinkCollection; sentences(): WinkCollection }

const wink = new IsolatedWink();
const require = createRequire(import.meta.url);

/** Versions of the pinned wink packages (recorded in the model header). */
export function winkVersions(): { winkNlp: string; model: string } {
  return {
    winkNlp: (require('wink-nlp/package.json') as { version: string }).version,
    model: (require('wink-eng-lite-web-model/package.json') as { version: string }).version,
  };
}

function winkTokens(collection: WinkCollection, its: Record<string, unknown>, text: string, cursor: { at: number }): WinkToken[] {
  const out: WinkToken[] = [];
  collection.each((t) => {
    const value = String(t.out(its.value));
    const spaces = String(t.out(its.precedingSpaces) ?? '');
    let start = cursor.at + spaces.length;
    if (text.slice(start, start + value.length) !== value) {
      const found = text.indexOf(value, cursor.at);
      start = found >= 0 ? found : start;
    }
    const end = Math.min(text.length, start + value.length);
    cursor.at = Math.max(cursor.at, end);
    out.push({ value, pos: String(t.out(its.pos)), lemma: String(t.out(its.lemma)), entity: String(t.parentEntity()?.out(its.type) ?? ''), start, end });
  });
  return out;
}

/** Attributes for given tokens (kept exactly as given). */
export function annotateTokens(words: readonly string[]): TokenAttributes[] {
  if (words.length === 0) return [];
  const text = words.join(' ');
  const tokens = wink.read(text, (doc: WinkDoc, its) => winkTokens(doc.tokens(), its, text, { at: 0 }));
  const result: TokenAttributes[] = [];
  let start = 0;
  let k = 0;
  for (const word of words) {
    const end = start + word.length;
    while (k < tokens.length && tokens[k]!.end <= start) k++;
    const t = k < tokens.length && tokens[k]!.start < end ? tokens[k]! : undefined;
    result.push(t ? { upos: t.pos, lemma: t.lemma.toLowerCase(), entity: t.entity } : { upos: 'X', lemma: word.toLowerCase(), entity: '' });
    start = end + 1;
  }
  return result;
}

/** Splits raw text into sentences and tokens with wink (offsets into `text`). */
export function splitText(text: string): RawSentence[] {
  if (text.trim().length === 0) return [];
  return wink.read(text, (doc: WinkDoc, its) => {
    const sentences: RawSentence[] = [];
    const cursor = { at: 0 };
    doc.sentences().each((s) => {
      const tokens = winkTokens(s.tokens(), its, text, cursor).filter((t) => t.value.trim().length > 0);
      if (tokens.length > 0) sentences.push({ words: tokens.map((t) => t.value), offsets: tokens.map((t) => [t.start, t.end]) });
    });
    return sentences;
  });
}

/** Token shape: letters → X/x, digits → d, others kept; runs longer than 4 shortened. */
export function shapeOf(word: string): string {
  let shape = '';
  let last = '';
  let run = 0;
  for (const ch of word) {
    const c = /\p{Lu}/u.test(ch) ? 'X' : /\p{L}/u.test(ch) ? 'x' : /\p{N}/u.test(ch) ? 'd' : ch;
    run = c === last ? run + 1 : 1;
    last = c;
    if (run <= 4) shape += c;
  }
  return shape;
}
