import { emptyList } from '../core/arrays.js';
import { GecvalInputError } from '../core/errors.js';
import { readTextFile, splitLines } from './text-file.js';

/**
 * The M2 format (CoNLL shared tasks): an `S <tokens>` line, then one
 * `A <start> <end>|||<type>|||<correction>|||<required>|||<comment>|||<annotator>` line per edit,
 * then a blank line. Offsets are 0-based token positions with an exclusive end; `start == end` is an insertion.
 * `A -1 -1|||noop|||-NONE-|||...` says "this annotator saw nothing to correct".
 *
 * Raw field text is kept so that `formatM2(parseM2(text)) === text` byte for byte.
 */
export interface M2Edit {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  /** The correction field as written; `-NONE-` and `''` both mean "delete"; `a||b` lists alternatives. */
  readonly correction: string;
  readonly required: string;
  readonly comment: string;
  readonly annotator: number;
  /** 1-based line of the `A` line in its file (0 for edits built in code). */
  readonly line: number;
}

export interface M2Sentence {
  /** The `S` line without its `S ` prefix, exactly as written. */
  readonly source: string;
  readonly tokens: readonly string[];
  readonly edits: readonly M2Edit[];
  /** 1-based line of the `S` line (0 for sentences built in code). */
  readonly line: number;
}

export function isNoop(edit: M2Edit): boolean {
  return edit.type === 'noop' || (edit.start === -1 && edit.end === -1);
}

/** The correction alternatives of an edit, with `-NONE-` read as the empty string (a deletion). */
export function correctionAlternatives(edit: Pick<M2Edit, 'correction'>): string[] {
  return edit.correction.split('||').map((c) => (c.trim() === '-NONE-' ? '' : c.trim()));
}

/** The first correction alternative, tokenized. */
export function correctionTokens(edit: Pick<M2Edit, 'correction'>): string[] {
  const first = correctionAlternatives(edit)[0] ?? '';
  return first === '' ? [] : first.split(/\s+/u);
}

/** Annotator ids present in a sentence, ascending (a sentence with no `A` line has none). */
export function annotatorsOf(sentence: M2Sentence): number[] {
  return [...new Set(sentence.edits.map((e) => e.annotator))].sort((a, b) => a - b);
}

/** The edits of one annotator, without noop lines, in file order. */
export function editsOf(sentence: M2Sentence, annotator: number): M2Edit[] {
  return sentence.edits.filter((e) => e.annotator === annotator && !isNoop(e));
}

function splitSourceTokens(source: string): string[] {
  const trimmed = source.trim();
  // an empty sentence's list with a filled list's class (core/arrays.ts): the scorer's compiled code reads both
  return trimmed === '' ? emptyList() : trimmed.split(/\s+/u);
}

function parseEditLine(text: string, tokenCount: number, file: string, line: number): M2Edit {
  const fields = text.slice(2).split('|||');
  if (fields.length !== 6) {
    throw new GecvalInputError(
      `edit line has ${fields.length} '|||'-separated fields, expected 6: A <start> <end>|||<type>|||<correction>|||REQUIRED|||-NONE-|||<annotator>`,
      { file, line },
    );
  }
  const [span, type, correction, required, comment, annotatorField] = fields as [string, string, string, string, string, string];
  const spanMatch = /^(-?\d+) (-?\d+)$/.exec(span);
  if (!spanMatch) throw new GecvalInputError(`edit span '${span}' is not '<start> <end>' (two integers)`, { file, line });
  const start = Number(spanMatch[1]);
  const end = Number(spanMatch[2]);
  const isNoopSpan = start === -1 && end === -1;
  if (!isNoopSpan) {
    if (start < 0 || end < start) {
      throw new GecvalInputError(`edit span ${start} ${end} is invalid, expected 0 <= start <= end`, { file, line });
    }
    if (end > tokenCount) {
      throw new GecvalInputError(`edit span ${start} ${end} is outside the sentence, which has ${tokenCount} tokens`, { file, line });
    }
  }
  const annotator = /^\d+$/.test(annotatorField.trim()) ? Number(annotatorField.trim()) : Number.NaN;
  // Beyond 2^53 two different ids would read as one annotator.
  if (!Number.isSafeInteger(annotator)) {
    throw new GecvalInputError(`annotator id '${annotatorField}' is not a non-negative integer of at most 15 digits`, { file, line });
  }
  return { start, end, type, correction, required, comment, annotator, line };
}

/** Parses M2 text. `file` is used in error messages only. */
export function parseM2(text: string, file = '<m2>'): M2Sentence[] {
  const lines = splitLines(text);
  const sentences: M2Sentence[] = [];
  let current: { source: string; tokens: string[]; edits: M2Edit[]; line: number } | undefined;
  const close = () => {
    if (current) sentences.push(current);
    current = undefined;
  };
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') {
      close();
    } else if (raw.startsWith('S ') || raw === 'S') {
      if (current) throw new GecvalInputError("new 'S' line before the blank line that ends the previous sentence", { file, line });
      const source = raw.slice(2);
      current = { source, tokens: splitSourceTokens(source), edits: [], line };
    } else if (raw.startsWith('A ')) {
      if (!current) throw new GecvalInputError("'A' line outside a sentence, expected an 'S' line first", { file, line });
      current.edits.push(parseEditLine(raw, current.tokens.length, file, line));
    } else {
      throw new GecvalInputError(`unexpected line '${raw.slice(0, 40)}', expected 'S <sentence>', 'A <edit>' or a blank line`, { file, line });
    }
  });
  close();
  return sentences;
}

export function readM2(file: string): M2Sentence[] {
  return parseM2(readTextFile(file), file);
}

export function formatEdit(edit: M2Edit): string {
  return `A ${edit.start} ${edit.end}|||${edit.type}|||${edit.correction}|||${edit.required}|||${edit.comment}|||${edit.annotator}`;
}

/** Writes M2: every sentence block ends with a blank line, as the CoNLL files do. */
export function formatM2(sentences: readonly M2Sentence[]): string {
  let out = '';
  for (const sentence of sentences) {
    out += `S ${sentence.source}\n`;
    for (const edit of sentence.edits) out += `${formatEdit(edit)}\n`;
    out += '\n';
  }
  return out;
}

/** Builds an edit in code with the conventional REQUIRED / -NONE- fields. */
export function makeEdit(start: number, end: number, type: string, correction: string, annotator = 0): M2Edit {
  return { start, end, type, correction, required: 'REQUIRED', comment: '-NONE-', annotator, line: 0 };
}

export function makeNoop(annotator: number): M2Edit {
  return { start: -1, end: -1, type: 'noop', correction: '-NONE-', required: 'REQUIRED', comment: '-NONE-', annotator, line: 0 };
}

/**
 * Applies one annotator's edits to the source tokens (first alternative of each). Edits are applied right to
 * left so earlier offsets stay valid; overlapping edits are an input error because their result is undefined.
 */
export function applyEdits(tokens: readonly string[], edits: readonly M2Edit[], file = '<m2>'): string[] {
  const real = edits.filter((e) => !isNoop(e)).slice().sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < real.length; i++) {
    const prev = real[i - 1]!;
    const next = real[i]!;
    if (next.start < prev.end) {
      throw new GecvalInputError(
        `edits ${prev.start} ${prev.end} and ${next.start} ${next.end} of annotator ${next.annotator} overlap`,
        { file, line: next.line || undefined },
      );
    }
  }
  const out = tokens.slice();
  for (let i = real.length - 1; i >= 0; i--) {
    const edit = real[i]!;
    out.splice(edit.start, edit.end - edit.start, ...correctionTokens(edit));
  }
  return out;
}
