/**
 * Python's `str.split()` on byte strings (Python 2 `str`, Python 3 `bytes`): runs of ASCII whitespace (space, tab,
 * newline, carriage return, vertical tab, form feed) separate tokens, and the ends are ignored. The original GLEU,
 * BLEU (MAEGE) and I-measure scripts split this way; other whitespace (U+00A0, U+3000) stays inside a token. gecval's
 * own tokenisation of tokenized text (every Unicode space) is `tokenize` in src/text/tokens.ts.
 */
export function splitAsciiWhitespace(text: string): string[] {
  const tokens = text.split(/[ \t\n\r\v\f]+/);
  if (tokens.length > 0 && tokens[0] === '') tokens.shift();
  if (tokens.length > 0 && tokens[tokens.length - 1] === '') tokens.pop();
  return tokens;
}
