import { GecvalInputError } from '../core/errors.js';
import { type M2Edit, type M2Sentence, makeNoop, readM2 } from './m2.js';

/** One single-annotator M2 file to merge, with its name kept for error messages. */
export interface M2Source {
  readonly file: string;
  readonly sentences: readonly M2Sentence[];
}

/**
 * Merges single-annotator M2 files into one multi-annotator M2, the rule that builds the Bryant & Ng
 * `bn10-combined.m2` (see the conll14 section of the data README):
 * - the `A` lines of file k (0-based) keep every field but get annotator id k, files in the order given;
 * - in a sentence where some file has an `A` line, a file with none gets the line
 *   `A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||k`, so "no correction needed" stays a valid reference for
 *   annotator k (without it the scorer never offers annotator k for that sentence, which changes scores);
 * - a sentence that no file edits keeps no `A` line.
 * The `S` lines must be identical across files; the first difference is an error naming file and line.
 */
export function mergeM2(sources: readonly M2Source[]): M2Sentence[] {
  if (sources.length === 0) throw new GecvalInputError('m2-merge needs at least one M2 file');
  const [first] = sources as [M2Source];
  for (const source of sources) {
    if (source.sentences.length !== first.sentences.length) {
      const shorter = source.sentences.length < first.sentences.length;
      // Point at the last sentence both files have (shorter file) or the first extra one (longer file).
      const line = shorter ? (source.sentences[source.sentences.length - 1]?.line ?? 1) : source.sentences[first.sentences.length]!.line;
      throw new GecvalInputError(
        `has ${source.sentences.length} sentences but ${first.file} has ${first.sentences.length}${shorter ? ' (the last one starts here)' : ' (the first extra one starts here)'}; merged files must annotate the same sentences`,
        { file: source.file, line },
      );
    }
    checkSingleAnnotator(source);
  }
  return first.sentences.map((sentence, index) => {
    for (const source of sources) {
      const other = source.sentences[index]!;
      if (other.source !== sentence.source) {
        throw new GecvalInputError(
          `sentence ${index + 1} differs from ${first.file}:${sentence.line} ('${clip(other.source)}' vs '${clip(sentence.source)}')`,
          { file: source.file, line: other.line },
        );
      }
    }
    const anyEdit = sources.some((source) => source.sentences[index]!.edits.length > 0);
    const edits: M2Edit[] = [];
    sources.forEach((source, annotator) => {
      const own = source.sentences[index]!.edits;
      if (own.length === 0 && anyEdit) edits.push(makeNoop(annotator));
      for (const edit of own) edits.push({ ...edit, annotator, line: 0 });
    });
    return { source: sentence.source, tokens: sentence.tokens, edits, line: 0 };
  });
}

function checkSingleAnnotator(source: M2Source): void {
  let seen: M2Edit | undefined;
  for (const sentence of source.sentences) {
    for (const edit of sentence.edits) {
      if (seen && edit.annotator !== seen.annotator) {
        throw new GecvalInputError(
          `annotator id ${edit.annotator} after id ${seen.annotator} (line ${seen.line}); m2-merge expects one annotator per file`,
          { file: source.file, line: edit.line },
        );
      }
      seen = edit;
    }
  }
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

export function readM2Sources(files: readonly string[]): M2Source[] {
  return files.map((file) => ({ file, sentences: readM2(file) }));
}
