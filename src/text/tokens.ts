/**
 * Tokenized text in gecval is whitespace-separated, as in M2 files and the CoNLL/JFLEG data. Runs of
 * whitespace collapse and ends are trimmed, so `"a  b "` has the tokens `a`, `b` (JFLEG dev lines end in a space).
 */
export function tokenize(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  // the same as trimmed.split(/\s+/u), which is slow: split at single spaces where no other whitespace occurs
  if (OTHER_WHITESPACE.test(trimmed)) return trimmed.split(/\s+/u);
  const parts = trimmed.split(' ');
  return trimmed.includes('  ') ? parts.filter((p) => p !== '') : parts;
}

/** Every character of JavaScript's `\s` but the space (test/text/tokens.test.ts checks the set against `\s`). */
export const OTHER_WHITESPACE = /[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/u;

/** OTHER_WHITESPACE without the newline. */
const OTHER_WHITESPACE_BUT_NEWLINE = /[\t\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/u;

/**
 * `text.split('\n').map(tokenize)`, with the check for other whitespace made once on the whole text instead of on
 * every line (a tokeniser that works on all sentences joined by newlines: ≈ 1,300 regular-expression tests fewer
 * per CoNLL-2014 output).
 */
export function tokenizeEachLine(text: string): string[][] {
  if (OTHER_WHITESPACE_BUT_NEWLINE.test(text)) return text.split('\n').map(tokenize);
  // runs of spaces made one space in one pass of the regular expression engine over the whole text, so that each
  // line splits at single spaces: the tokeniser rules pad marks with spaces (`a , b` from `a, b` has two), and a
  // filter callback over every token cost more than the split (it runs in the interpreter in a one-output process)
  const lines = (text.includes('  ') ? text.replace(SPACE_RUN, ' ') : text).split('\n');
  const out: string[][] = [];
  for (let k = 0; k < lines.length; k++) {
    const trimmed = lines[k]!.trim();
    out.push(trimmed === '' ? [] : trimmed.split(' '));
  }
  return out;
}

const SPACE_RUN = / {2,}/g;

export function detokenize(tokens: readonly string[]): string {
  return tokens.join(' ');
}
