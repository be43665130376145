/** Reading the source and hypothesis files of a faithfulness run, with one-line errors for bad input. */
import { GecvalInputError } from '../../core/errors.js';
import { readParallel } from '../../formats/parallel.js';
import { checkExtractionLength } from '../../text/errant/limits.js';

export function checkNotEmpty(path: string, lines: number): void {
  if (lines === 0) throw new GecvalInputError('the file is empty; expected one sentence per line', { file: path });
}

/** Source and hypothesis lines, checked to be non-empty files with the same number of lines. */
export function readFaithfulnessFiles(sourcePath: string, hypothesisPath: string): { sources: readonly string[]; hypotheses: readonly string[] } {
  const [source, hypothesis] = readParallel([sourcePath, hypothesisPath]);
  checkNotEmpty(sourcePath, source!.lines.length);
  checkNotEmpty(hypothesisPath, hypothesis!.lines.length);
  // The measure extracts the edits of every pair, which has a length limit: say where, before any scoring.
  for (const [path, lines] of [[sourcePath, source!.lines], [hypothesisPath, hypothesis!.lines]] as const) {
    lines.forEach((line, i) => {
      checkExtractionLength(line.split(/\s+/u).filter((t) => t !== '').length, { file: path, line: i + 1 });
    });
  }
  return { sources: source!.lines, hypotheses: hypothesis!.lines };
}
