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
const SPLIT_WORD_RULES = SPLIT_WORDS.map(([a, b]) => new RegExp(`\\b(${escape(a)})(${escape(b)})\\b`, 'gi'));
const SPLIT_WORD3_RULES = SPLIT_WORDS3.map(([a, b, c]) => new RegExp(`\\b(${a})(${b})(${c})\\b`, 'gi'));

/** Every character that is not an ASCII word character, `.`, `'`, `-`, `/`, `,` or `&` is a token of its own. */
const OTHER_CHARACTER = /([^\w.'\-/,&])/gu;
/** Python 2's `\s` on a non-UNICODE pattern. */
const COMMA_BEFORE_SPACE = /(,[ \t\n\r\f\v])/g;
const QUOTE_BEFORE_SPACE = /('[ \t\n\r\f\v])/g;
const FINAL_PERIOD = /\. *$/;

export function conll14Tokenize(sentence: string): string[] {
  let text = sentence.replace(CLITICS, '$1 $2');
  for (const rule of SPLIT_WORD_RULES) text = text.replace(rule, '$1 $2');
  for (const rule of SPLIT_WORD3_RULES) text = text.replace(rule, '$1 $2 $3');
  text = text.replace(OTHER_CHARACTER, ' $1 ');
  text = text.replace(COMMA_BEFORE_SPACE, ' $1');
  text = text.replace(QUOTE_BEFORE_SPACE, ' $1');
  text = text.replace(FINAL_PERIOD, ' . ');
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}
