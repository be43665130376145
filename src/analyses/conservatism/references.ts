/**
 * Reference texts for the conservatism comparison: a plain corrected text file, or an M2 file from which one
 * corrected text per annotator is rebuilt (annotator edits applied to the source; no edits → the source).
 */
import { applyEdits, editsOf, type M2Sentence } from '../../formats/m2.js';
import { GecvalInputError } from '../../core/errors.js';
import type { NamedOutput } from './compare.js';

export function referencesFromM2(sentences: readonly M2Sentence[], file: string, label = 'gold'): NamedOutput[] {
  const annotators = [...new Set(sentences.flatMap((s) => s.edits.map((e) => e.annotator)))].sort((a, b) => a - b);
  if (annotators.length === 0) throw new GecvalInputError('the M2 file has no annotator (no A lines at all)', { file });
  return annotators.map((annotator) => ({
    name: annotators.length === 1 ? label : `${label}-A${annotator}`,
    isReference: true,
    path: file,
    lines: sentences.map((s) => applyEdits(s.tokens, editsOf(s, annotator), file).join(' ')),
  }));
}
