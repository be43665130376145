/**
 * ERRANT's way of reading an M2 file (compare_m2.py), kept exactly because it decides which lines count as
 * edits: the text is read with universal newlines, stripped, and split on blank lines ("\n\n"); in each block
 * the first line is the sentence and EVERY further line is an edit `A start end|||type|||correction|||...|||coder`
 * (only the span, the type, the correction and the last field, the coder id, are read).
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

// Python 3 str.isspace() characters (str.strip / str.split without arguments).
const PY3_SPACE = '\\t\\n\\v\\f\\r\\u001c-\\u001f \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const EDGES = new RegExp(`^[${PY3_SPACE}]+|[${PY3_SPACE}]+$`, 'gu');
const RUN = new RegExp(`[${PY3_SPACE}]+`, 'u');

export function python3Strip(text: string): string {
  return text.replace(EDGES, '');
}

export function python3Split(text: string): string[] {
  const trimmed = python3Strip(text);
  return trimmed === '' ? [] : trimmed.split(RUN);
}

/** Parses M2 text the way compare_m2.py does; malformed edit lines (where Python would raise) are input errors. */
export function parseErrantM2(text: string, file = '<m2>'): ErrantBlock[] {
  const normalized = text.replace(/\r\n?/g, '\n');
  // Line numbers: count the lines stripped from the start.
  const stripped = python3Strip(normalized);
  const leading = normalized.length - normalized.replace(new RegExp(`^[${PY3_SPACE}]+`, 'u'), '').length;
  let line = 1 + (normalized.slice(0, leading).match(/\n/g)?.length ?? 0);
  const blocks: ErrantBlock[] = [];
  for (const block of stripped.split('\n\n')) {
    const lines = block.split('\n');
    const edits: ErrantEdit[] = [];
    lines.slice(1).forEach((raw, k) => {
      const where = { file, line: line + 1 + k };
      const fields = raw.slice(2).split('|||');
      const span = python3Split(fields[0]!);
      if (fields.length < 3 || span.length < 2) throw new GecvalInputError(`not an M2 edit line: '${raw}'`, where);
      const start = pythonInt(span[0]!);
      const end = pythonInt(span[1]!);
      const coder = pythonInt(fields[fields.length - 1]!);
      if (start === undefined || end === undefined) throw new GecvalInputError(`edit span '${fields[0]}' is not two integers`, where);
      if (coder === undefined) throw new GecvalInputError(`annotator id '${fields[fields.length - 1]}' is not an integer`, where);
      edits.push({ start, end, type: fields[1]!, correction: fields[2]!, coder });
    });
    blocks.push({ original: block.slice(2).split('\nA')[0]!, edits, line });
    line += lines.length + 1;
  }
  return blocks;
}

export function readErrantM2(file: string): ErrantBlock[] {
  return parseErrantM2(readTextFile(file), file);
}
