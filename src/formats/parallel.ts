import { GecvalInputError } from '../core/errors.js';
import { readLines } from './text-file.js';

/** A file of one tokenized sentence per line, with its name kept for error messages. */
export interface SentenceFile {
  readonly path: string;
  readonly lines: readonly string[];
}

export interface ReadSentencesOptions {
  /** Reject empty lines (default false: an empty hypothesis is a legitimate, if poor, correction). */
  readonly forbidEmpty?: boolean;
}

/** An M2 edit line (`A 1 2|||R:VERB|||goes|||...`): never a sentence. */
const M2_EDIT_LINE = /^A -?\d+ -?\d+\|\|\|/u;

export function readSentenceFile(path: string, options: ReadSentencesOptions = {}): SentenceFile {
  return sentenceFile(path, readLines(path), options);
}

/** The lines of `path` (already read) as a sentence file, after the same checks as readSentenceFile. */
export function sentenceFile(path: string, lines: readonly string[], options: ReadSentencesOptions = {}): SentenceFile {
  // An M2 file given where sentences belong would otherwise be scored as sentences ("S ..." and "A ..." lines)
  // whenever its line count happens to match: a silently wrong number.
  const edit = lines.findIndex((line) => M2_EDIT_LINE.test(line));
  if (edit >= 0) throw new GecvalInputError('is an M2 edit line; expected one sentence per line (an M2 file where a text file belongs?)', { file: path, line: edit + 1 });
  if (options.forbidEmpty) {
    const empty = lines.findIndex((line) => line.trim() === '');
    if (empty >= 0) throw new GecvalInputError('empty line, expected a tokenized sentence', { file: path, line: empty + 1 });
  }
  return { path, lines };
}

/**
 * Checks that parallel files have one line per sentence each. The error names the first file whose count
 * differs and the line where the shorter file ends, because that is where a user starts looking.
 */
export function checkParallel(files: readonly SentenceFile[], expected?: { count: number; what: string }): void {
  const count = expected?.count ?? files[0]?.lines.length ?? 0;
  const what = expected?.what ?? (files[0] ? `${files[0].path}` : 'the first file');
  for (const file of files) {
    if (file.lines.length !== count) {
      const line = Math.min(file.lines.length, count) + 1;
      throw new GecvalInputError(
        `has ${file.lines.length} lines but ${what} has ${count}; parallel files need one sentence per line`,
        { file: file.path, line },
      );
    }
  }
}

export function readParallel(paths: readonly string[], options: ReadSentencesOptions = {}): SentenceFile[] {
  const files = paths.map((path) => readSentenceFile(path, options));
  checkParallel(files);
  return files;
}
