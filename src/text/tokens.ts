/**
 * Tokenized text in gecval is whitespace-separated, as in M2 files and the CoNLL/JFLEG data. Runs of
 * whitespace collapse and ends are trimmed, so `"a  b "` has the tokens `a`, `b` (JFLEG dev lines end in a space).
 */
export function tokenize(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}

export function detokenize(tokens: readonly string[]): string {
  return tokens.join(' ');
}
