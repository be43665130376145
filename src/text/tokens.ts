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

export function detokenize(tokens: readonly string[]): string {
  return tokens.join(' ');
}
