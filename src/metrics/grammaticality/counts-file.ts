import { GecvalInputError } from '../../core/errors.js';
import { readLines } from '../../formats/text-file.js';
import { PrecomputedChecker } from './checker.js';

/**
 * Error counts computed elsewhere (e.g. LanguageTool 3.7's command line, as the MAEGE paper ran it), as TSV:
 * `<errors>\t<sentence>` per line, the sentence exactly as in the hypothesis file. Empty lines are skipped;
 * a sentence listed twice must have the same count.
 */
export function readErrorCounts(path: string): PrecomputedChecker {
  const counts = new Map<string, number>();
  readLines(path).forEach((line, index) => {
    if (line === '') return;
    const tab = line.indexOf('\t');
    const raw = tab < 0 ? '' : line.slice(0, tab);
    const errors = Number(raw);
    if (tab < 0 || raw.trim() === '' || !Number.isInteger(errors) || errors < 0) {
      throw new GecvalInputError('expected <errors>\\t<sentence> with a non-negative integer count', { file: path, line: index + 1 });
    }
    const sentence = line.slice(tab + 1);
    const seen = counts.get(sentence);
    if (seen !== undefined && seen !== errors) {
      throw new GecvalInputError(`sentence listed again with ${errors} errors (earlier: ${seen})`, { file: path, line: index + 1 });
    }
    counts.set(sentence, errors);
  });
  return new PrecomputedChecker(counts, `counts-file`);
}
