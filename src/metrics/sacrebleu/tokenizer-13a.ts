/**
 * sacreBLEU's default tokenizer `13a` (mteval-v13a.pl, as WMT uses it), written from its documented rules: drop
 * `<skipped>` and hyphenated line breaks, unescape four XML entities, split off ASCII punctuation and symbols,
 * split `.` and `,` unless they sit between digits' sides as the rules say, split `-` after a digit, and collapse
 * whitespace (Python's `str.split()`: Unicode whitespace, including U+001C–U+001F and U+0085, not U+FEFF).
 */

const ENTITIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/&quot;/g, '"'],
  [/&amp;/g, '&'],
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
];

// No `u` flag: the classes are ASCII ranges, and [^0-9] then sees one UTF-16 unit — the same output as Python's
// code points, since only a space is inserted next to the ASCII character.
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/([{-~[-` -&(-+:-@/])/g, ' $1 '],
  [/([^0-9])([.,])/g, '$1 $2 '],
  [/([.,])([^0-9])/g, ' $1 $2'],
  [/([0-9])(-)/g, '$1 $2 '],
];

/** Python's `str.isspace` characters (what `str.split()` splits on). */
const PYTHON_WHITESPACE = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

/** Python's `' '.join(s.split())`. */
export function pythonSplit(text: string): string[] {
  return text.split(PYTHON_WHITESPACE).filter((t) => t !== '');
}

/** Python's `str.rstrip()` (Unicode whitespace). */
export function pythonRstrip(text: string): string {
  return text.replace(/[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/, '');
}

export function tokenize13a(line: string): string {
  let s = line.replace(/<skipped>/g, '').replace(/-\n/g, '').replace(/\n/g, ' ');
  if (s.includes('&')) for (const [re, to] of ENTITIES) s = s.replace(re, to);
  s = ` ${s} `;
  for (const [re, to] of RULES) s = s.replace(re, to);
  return pythonSplit(s).join(' ');
}
