/** Reading the source and hypothesis files of a faithfulness run, with one-line errors for bad input. */
import { GecvalInputError } from '../../core/errors.js';
import { readParallel } from '../../formats/parallel.js';
import { checkExtractionLength } from '../../text/errant/limits.js';
import { tokenize } from '../../text/tokens.js';

export function checkNotEmpty(path: string, lines: number): void {
  if (lines === 0) throw new GecvalInputError('the file is empty; expected one sentence per line', { file: path });
}

/** Tokens of a whitespace-tokenized line. */
const whitespaceTokens = (line: string): number => tokenize(line).length;

/**
 * Source and hypothesis lines, checked to be non-empty files with the same number of lines and no sentence over
 * the extraction limit. `tokenCount` counts a line's tokens as the measure will tokenize it (default: whitespace;
 * raw text passes the scorer's tokenizer, which can split a line into more tokens than it has words).
 */
export function readFaithfulnessFiles(sourcePath: string, hypothesisPath: string, tokenCount: (line: string) => number = whitespaceTokens): { sources: readonly string[]; hypotheses: readonly string[] } {
  const [source, hypothesis] = readParallel([sourcePath, hypothesisPath]);
  checkNotEmpty(sourcePath, source!.lines.length);
  checkNotEmpty(hypothesisPath, hypothesis!.lines.length);
  // The measure extracts the edits of every pair, which has a length limit: say where, before any scoring.
  for (const [path, lines] of [[sourcePath, source!.lines], [hypothesisPath, hypothesis!.lines]] as const) {
    lines.forEach((line, i) => {
      checkExtractionLength(tokenCount(line), { file: path, line: i + 1 });
    });
  }
  return { sources: source!.lines, hypotheses: hypothesis!.lines };
}
