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
  const lines = text.split('\n');
  if (OTHER_WHITESPACE_BUT_NEWLINE.test(text)) return lines.map(tokenize);
  return lines.map((line) => {
    const trimmed = line.trim();
    if (trimmed === '') return [];
    const parts = trimmed.split(' ');
    return trimmed.includes('  ') ? parts.filter((p) => p !== '') : parts;
  });
}

export function detokenize(tokens: readonly string[]): string {
  return tokens.join(' ');
}
