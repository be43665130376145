/**
 * ERRANT's way of reading an M2 file (compare_m2.py), kept exactly because it decides which lines count as
 * edits: the text is read with universal newlines, stripped, and split on blank lines ("\n\n"); in each block
 * the first line is the sentence and EVERY further line is an edit `A start end|||type|||correction|||...|||coder`
 * (only the span, the type, the correction and the last field, the coder id, are read).
 *
 * The reader scans character codes instead of running regular expressions per line: it is the larger part of an
 * `errant-compare` run, and the common line (`A 3 4|||R:X|||y|||REQUIRED|||-NONE-|||0`) is read by a fast path
 * that gives what Python's `split()` and `int()` give; anything else (signs, underscores, Unicode spaces or digits)
 * goes through the general Python-equivalent functions.
 */
import { GecvalInputError } from '../../core/errors.js';
import { readTextFile } from '../../formats/text-file.js';
import { pythonInt } from './python-format.js';

/** One edit as compare_m2.py keeps it. */
export interface ErrantEdit {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly correction: string;
  readonly coder: number;
}

export interface ErrantBlock {
  /** The sentence as compare_m2.py prints it in verbose mode (`block[2:].split("\nA")[0]`). */
  readonly original: string;
  readonly edits: readonly ErrantEdit[];
  /** 1-based line of the block's first line in its file. */
  readonly line: number;
}

/** Python 3 `str.isspace()` for one UTF-16 code unit (no whitespace character lies outside the BMP). */
export function isPython3Space(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f);
  if (code < 0x85) return false;
  return code === 0x85 || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a)
    || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000;
}

/** Python 3 `str.strip()` without arguments. */
export function python3Strip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isPython3Space(text.charCodeAt(start))) start++;
  while (end > start && isPython3Space(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** Python 3 `str.split()` without arguments. */
export function python3Split(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const space = i === text.length || isPython3Space(text.charCodeAt(i));
    if (space) {
      if (start >= 0) words.push(text.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  return words;
}

/** `len(text.split())`, without making the words. */
export function python3WordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isPython3Space(text.charCodeAt(i));
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

/** An optionally negative run of ASCII digits filling [from, to), as a number; NaN when it is anything else. */
function plainInt(text: string, from: number, to: number): number {
  let i = from;
  const negative = text.charCodeAt(i) === 45; // '-'
  if (negative) i++;
  if (i >= to || to - i > 15) return NaN;
  let value = 0;
  for (; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return negative ? -value : value;
}

/** Python's universal newlines: "\r\n" and "\r" read as "\n". */
function universalNewlines(text: string): string {
  return text.indexOf('\r') < 0 ? text : text.replace(/\r\n?/g, '\n');
}

/**
 * Reads M2 text block by block, the way compare_m2.py splits it: universal newlines, `strip()`, `split("\n\n")`.
 * Malformed edit lines (where Python would raise) are input errors, thrown when their block is read.
 */
export class ErrantM2Reader {
  private readonly text: string;
  private readonly to: number;
  private blockStart: number;
  private line = 1;
  private done = false;

  constructor(text: string, private readonly file = '<m2>') {
    const normalized = universalNewlines(text);
    let from = 0;
    let to = normalized.length;
    // Line numbers: count the lines stripped from the start.
    while (from < to && isPython3Space(normalized.charCodeAt(from))) {
      if (normalized.charCodeAt(from) === 10) this.line++;
      from++;
    }
    while (to > from && isPython3Space(normalized.charCodeAt(to - 1))) to--;
    this.text = normalized;
    this.to = to;
    this.blockStart = from;
  }

  /** How many blocks the text has (an empty text is one empty block, as in Python), without reading them. */
  count(): number {
    let n = 1;
    // The stripped text ends in a non-space character, so a "\n\n" at or after `to - 1` lies outside it.
    for (let at = this.text.indexOf('\n\n', this.blockStart); at >= 0 && at < this.to - 1; at = this.text.indexOf('\n\n', at + 2)) n++;
    return n;
  }

  /** The next block, or undefined after the last. */
  next(): ErrantBlock | undefined {
    if (this.done) return undefined;
    const { text, to, file } = this;
    const blockStart = this.blockStart;
    let blockEnd = text.indexOf('\n\n', blockStart);
    if (blockEnd < 0 || blockEnd >= to - 1) blockEnd = to;
    const blockLine = this.line;
    let line = blockLine;
    // The first line is the sentence; every further line of the block is an edit.
    let lineEnd = text.indexOf('\n', blockStart);
    if (lineEnd < 0 || lineEnd > blockEnd) lineEnd = blockEnd;
    const firstLineEnd = lineEnd;
    const edits: ErrantEdit[] = [];
    // The sentence's token count: counted when an edit first ends beyond the count known so far (0 at first).
    let sentenceTokens = 0;
    while (lineEnd < blockEnd) {
      line++;
      const lineStart = lineEnd + 1;
      lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0 || lineEnd > blockEnd) lineEnd = blockEnd;
      // The usual line in one regular-expression match; anything else takes the general reading.
      CANONICAL_EDIT.lastIndex = lineStart;
      const m = CANONICAL_EDIT.exec(text);
      const edit = m !== null && CANONICAL_EDIT.lastIndex === lineEnd
        ? { start: +m[1]!, end: +m[2]!, type: m[3]!, correction: m[4]!, coder: +m[5]! }
        : readEdit(text, lineStart, lineEnd, file, line);
      if (edit.end > sentenceTokens) sentenceTokens = python3WordCount(text.slice(Math.min(blockStart + 2, firstLineEnd), firstLineEnd));
      if (edit.end > sentenceTokens || edit.start < 0 || edit.start > edit.end) checkSpan(edit, sentenceTokens, file, line);
      edits.push(edit);
    }
    // `block[2:].split("\nA")[0]`: the sentence runs to the first "\nA" after the block's first two characters
    // (normally where the first edit line starts).
    let sentenceEnd: number;
    if (firstLineEnd < blockEnd && firstLineEnd >= blockStart + 2 && text.charCodeAt(firstLineEnd + 1) === 65) sentenceEnd = firstLineEnd;
    else {
      const nextA = text.indexOf('\nA', Math.min(blockStart + 2, blockEnd));
      sentenceEnd = nextA < 0 || nextA + 2 > blockEnd ? blockEnd : nextA;
    }
    if (blockEnd >= to) this.done = true;
    this.line = line + 2;
    this.blockStart = blockEnd + 2;
    return { original: blockStart + 2 >= sentenceEnd ? '' : text.slice(blockStart + 2, sentenceEnd), edits, line: blockLine };
  }
}

/** Parses M2 text the way compare_m2.py does; malformed edit lines (where Python would raise) are input errors. */
export function parseErrantM2(text: string, file = '<m2>'): ErrantBlock[] {
  const reader = new ErrantM2Reader(text, file);
  const blocks: ErrantBlock[] = [];
  for (let block = reader.next(); block !== undefined; block = reader.next()) blocks.push(block);
  return blocks;
}

/**
 * An edit line in the form M2 files use: "A START END|||TYPE|||CORRECTION|||...|||CODER" with plain integers and
 * no "|" inside a field, where split("|||"), split() and int() can only read it one way.
 */
const CANONICAL_EDIT = /A (-?\d{1,15}) (-?\d{1,15})\|\|\|([^|\n]*)\|\|\|([^|\n]*)(?:\|\|\|[^|\n]*)*\|\|\|(\d{1,15})/y;

/**
 * The edit on [start, end) of `text`: `line[2:].split("|||")`, the span's two integers, the type, the correction
 * and the last field (the coder), read in place so that no field but the type and the correction becomes a string.
 */
function readEdit(text: string, start: number, end: number, file: string, line: number): ErrantEdit {
  // Separators as split() finds them: left to right, never overlapping.
  const from = Math.min(start + 2, end);
  const first = text.indexOf('|||', from);
  const second = first < 0 || first + 3 > end ? -1 : text.indexOf('|||', first + 3);
  if (second < 0 || second + 3 > end) return malformedEdit(text.slice(start, end), file, line);
  let third = text.indexOf('|||', second + 3);
  if (third + 3 > end) third = -1;
  // The last separator: the last "|||" of the line is split()'s last one unless it is inside a longer run of
  // pipes ("||||" may be split either way), which takes the left-to-right walk.
  let last = third < 0 ? second : text.lastIndexOf('|||', end - 3);
  if (third >= 0 && text.charCodeAt(last - 1) === 124) {
    last = third;
    for (let next = text.indexOf('|||', third + 3); next >= 0 && next + 3 <= end; next = text.indexOf('|||', next + 3)) last = next;
  }
  // Fast path: "A START END|||" with one ASCII space and plain integers; otherwise Python's split() and int().
  const space = text.indexOf(' ', from);
  let spanStart = space > from && space < first ? plainInt(text, from, space) : NaN;
  let spanEnd = Number.isNaN(spanStart) ? NaN : plainInt(text, space + 1, first);
  if (Number.isNaN(spanEnd)) {
    const span = python3Split(text.slice(from, first));
    if (span.length < 2) return malformedEdit(text.slice(start, end), file, line);
    const a = pythonInt(span[0]!);
    const b = pythonInt(span[1]!);
    if (a === undefined || b === undefined) throw new GecvalInputError(`edit span '${text.slice(from, first)}' is not two integers`, { file, line });
    spanStart = a;
    spanEnd = b;
  }
  let coder = plainInt(text, last + 3, end);
  if (Number.isNaN(coder)) {
    const field = text.slice(last + 3, end);
    const parsed = pythonInt(field);
    if (parsed === undefined) throw new GecvalInputError(`annotator id '${field}' is not an integer`, { file, line });
    coder = parsed;
  }
  // compare_m2.py would take -5 or a 20-digit id (rounded to a neighbour here); m2 and imeasure refuse both, so does this.
  if (coder < 0 || !Number.isSafeInteger(coder)) throw new GecvalInputError(`annotator id '${text.slice(last + 3, end)}' is not a non-negative integer of at most 15 digits`, { file, line });
  return { start: spanStart, end: spanEnd, type: text.slice(first + 3, second), correction: text.slice(second + 3, third < 0 ? end : third), coder };
}

/**
 * A span compare_m2.py would take as it is, but that no M2 writer produces: it must be ERRANT's "no edit" span
 * -1 -1 or lie inside the sentence (0 <= start <= end <= tokens). compare_m2.py compares spans as keys and would
 * score such an edit without complaint, so a corrupt file would give a number; gecval stops instead (exit 2).
 */
function checkSpan(edit: ErrantEdit, tokens: number, file: string, line: number): void {
  if (edit.start === -1 && edit.end === -1) return;
  if (edit.start < 0 || edit.start > edit.end) {
    throw new GecvalInputError(`edit span ${edit.start} ${edit.end} is invalid, expected -1 -1 (no edit) or 0 <= start <= end`, { file, line });
  }
  if (edit.end > tokens) throw new GecvalInputError(`edit span ${edit.start} ${edit.end} is outside the sentence, which has ${tokens} tokens`, { file, line });
}

function malformedEdit(raw: string, file: string, line: number): never {
  throw new GecvalInputError(`not an M2 edit line: '${raw}'`, { file, line });
}

export function readErrantM2(file: string): ErrantBlock[] {
  return parseErrantM2(readTextFile(file), file);
}
