/**
 * The CoNLL-2014 / NUCLE word tokenisation. The shared task's preprocessing (conll14st release 3.2, scripts/)
 * split NUCLE paragraphs into sentences with Punkt and each sentence into tokens with the regular-expression
 * "Treebank" word tokenizer of NLTK 2.0 (2009–2011), run on Unicode strings without the UNICODE flag. The data shows
 * that convention: `"` stays `"` (no `` `` ``/`''`), `cannot` is `can not`, a period is split off only at the end of
 * the sentence (`information.However,research` stays one token), `'` is split off only before a space
 * (`'weird'` before a final period stays whole), and every non-ASCII letter is a token of its own (`caf é`, `fa ç ades`).
 *
 * The rules below restate that tokenizer's steps as data (written for gecval from the documented behaviour, not
 * copied); each step applies to the whole sentence in order.
 */
import { tokenize, tokenizeEachLine } from '../tokens.js';

/** Two-part contractions: `(.)(clitic)` and whole words split in two, case-insensitive, ASCII word boundaries. */
const CLITICS = /(.)('ll|'re|'ve|n't|'s|'m|'d)\b/gi;
const SPLIT_WORDS: readonly (readonly [string, string])[] = [
  ['can', 'not'],
  ['D', "'ye"],
  ['Gim', 'me'],
  ['Gon', 'na'],
  ['Got', 'ta'],
  ['Lem', 'me'],
  ['Mor', "'n"],
  ['T', 'is'],
  ['T', 'was'],
  ['Wan', 'na'],
];
const SPLIT_WORDS3: readonly (readonly [string, string, string])[] = [
  ['Whad', 'dd', 'ya'],
  ['Wha', 't', 'cha'],
];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
// One pass for both lists: the words do not overlap one another (and no split makes another word of either list),
// so applying them together equals applying them in turn; `\b` stands once outside the alternation.
const SPLIT_WORD_RULE = new RegExp(
  `\\b(?:${[...SPLIT_WORDS.map(([a, b]) => escape(a + b)), ...SPLIT_WORDS3.map(([a, b, c]) => escape(a + b + c))].join('|')})\\b`,
  'gi',
);
const SPLIT_WORD_KEYS = [...SPLIT_WORDS.map(([a, b]) => a + b), ...SPLIT_WORDS3.map(([a, b, c]) => a + b + c)].map((w) => w.toLowerCase());
const splitAt = new Map<string, readonly number[]>([
  ...SPLIT_WORDS.map(([a, b]) => [(a + b).toLowerCase(), [a.length]] as const),
  ...SPLIT_WORDS3.map(([a, b, c]) => [(a + b + c).toLowerCase(), [a.length, a.length + b.length]] as const),
]);
const split = (word: string): string => {
  const cuts = splitAt.get(word.toLowerCase())!;
  let out = '';
  let from = 0;
  for (const cut of cuts) {
    out += `${word.slice(from, cut)} `;
    from = cut;
  }
  return out + word.slice(from);
};

/**
 * Every character that is not an ASCII word character, `.`, `'`, `-`, `/`, `,` or `&` is a token of its own. The
 * space is left out of the class: padding a space with spaces (as NLTK's rule does) changes no token, since every
 * later rule reads one or more spaces alike (`,` or `'` before one whitespace character, `. *` at the end) and tokens
 * are split at any run of whitespace; matching every space made this the slowest rule (≈ 4 ms → 1 ms on a CoNLL-2014
 * output).
 */
const OTHER_CHARACTER = /([^\w.'\-/,& ])/gu;
/** Python 2's `\s` on a non-UNICODE pattern. */
const COMMA_BEFORE_SPACE = /(,[ \t\n\r\f\v])/g;
const QUOTE_BEFORE_SPACE = /('[ \t\n\r\f\v])/g;
const FINAL_PERIOD = /\. *$/;

export function conll14Tokenize(sentence: string): string[] {
  let text = sentence.includes("'") ? sentence.replace(CLITICS, '$1 $2') : sentence;
  // the rule's words hold only ASCII letters and `'`, which a case-insensitive (non-Unicode) pattern matches only
  // as themselves or in the other case: text without any of them in lower case has nothing to split
  const lower = text.toLowerCase();
  if (SPLIT_WORD_KEYS.some((w) => lower.includes(w))) text = text.replace(SPLIT_WORD_RULE, split);
  text = text.replace(OTHER_CHARACTER, ' $1 ');
  text = text.replace(COMMA_BEFORE_SPACE, ' $1');
  if (text.includes("'")) text = text.replace(QUOTE_BEFORE_SPACE, ' $1');
  text = text.replace(FINAL_PERIOD, ' . ');
  return tokenize(text);
}

/** The same steps on many sentences at once: one pass of each rule over the sentences joined by newlines. */
const OTHER_CHARACTER_LINES = /([^\w.'\-/,& \n])/gu;
const COMMA_BEFORE_SPACE_LINES = /(,[ \t\r\f\v])/g;
const QUOTE_BEFORE_SPACE_LINES = /('[ \t\r\f\v])/g;
const FINAL_PERIOD_LINES = /\. *$/gm;
/** Characters that end a line for `.` and `$` (multiline) besides `\n`: with one of them inside a sentence, one at a time. */
const OTHER_LINE_END = /[\r\u2028\u2029]/u;

/**
 * conll14Tokenize of every sentence (none may contain a newline), with each rule applied once to all of them joined
 * by newlines: a rule never matches across a newline here (`.` and the whitespace classes leave it out, `$` is
 * multiline), so the tokens are the same as sentence by sentence (test/text/tokenize), in a fraction of the calls.
 */
export function conll14TokenizeLines(sentences: readonly string[]): string[][] {
  const joined = sentences.join('\n');
  if (sentences.length < 2 || OTHER_LINE_END.test(joined) || sentences.some((l) => l.includes('\n'))) return sentences.map(conll14Tokenize);
  let text = joined.includes("'") ? joined.replace(CLITICS, '$1 $2') : joined;
  const lower = text.toLowerCase();
  if (SPLIT_WORD_KEYS.some((w) => lower.includes(w))) text = text.replace(SPLIT_WORD_RULE, split);
  text = text.replace(OTHER_CHARACTER_LINES, ' $1 ');
  text = text.replace(COMMA_BEFORE_SPACE_LINES, ' $1');
  if (text.includes("'")) text = text.replace(QUOTE_BEFORE_SPACE_LINES, ' $1');
  text = text.replace(FINAL_PERIOD_LINES, ' . ');
  return tokenizeEachLine(text);
}
