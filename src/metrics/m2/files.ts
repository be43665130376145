import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { isNoop, type M2Sentence, readM2 } from '../../formats/m2.js';
import { checkParallel, readSentenceFile } from '../../formats/parallel.js';
import { aggregateM2, type M2Result, scoreAnnotators } from './corpus.js';
import { goldFromM2 } from './gold.js';
import { type M2Options, resolveM2Options } from './options.js';

export interface M2FileOptions extends M2Options {
  /** Reject gold files where one annotator's edits overlap (m2scorer accepts them; see docs/m2.md). */
  readonly strictGold: boolean;
}

/**
 * Overlapping edits of one annotator (spans that share a token, or a span containing another's insertion
 * point strictly inside it). m2scorer accepts them: all count as gold, at most one can be matched. Two
 * insertions at the same point are not overlaps (they insert in sequence), nor are identical spans with
 * different corrections, which the Bryant & Ng references use as alternatives.
 */
export function checkGoldOverlaps(sentences: readonly M2Sentence[], file: string): void {
  for (const sentence of sentences) {
    const byAnnotator = new Map<number, { start: number; end: number; line: number }[]>();
    for (const edit of sentence.edits) {
      if (isNoop(edit)) continue;
      const list = byAnnotator.get(edit.annotator) ?? [];
      byAnnotator.set(edit.annotator, list);
      for (const other of list) {
        const identical = other.start === edit.start && other.end === edit.end;
        const shareToken = Math.max(other.start, edit.start) < Math.min(other.end, edit.end);
        const insertInside = (edit.start === edit.end && other.start < edit.start && edit.start < other.end)
          || (other.start === other.end && edit.start < other.start && other.start < edit.end);
        if (!identical && (shareToken || insertInside)) {
          throw new GecvalInputError(
            `edit ${edit.start} ${edit.end} of annotator ${edit.annotator} overlaps edit ${other.start} ${other.end} on line ${other.line}`,
            { file, line: edit.line },
          );
        }
      }
      list.push(edit);
    }
  }
}

/**
 * Scores a hypothesis file against a gold M2 file: one hypothesis line per M2 sentence (an empty line is an
 * empty hypothesis, as in m2scorer; a different line count is an error naming the file and line).
 */
export function scoreM2Files(hypothesisFile: string, goldFile: string, options: Partial<M2FileOptions> = {}, progress?: Progress): M2Result {
  const gold = readM2(goldFile);
  if (options.strictGold) checkGoldOverlaps(gold, goldFile);
  const hypotheses = readSentenceFile(hypothesisFile);
  checkParallel([hypotheses], { count: gold.length, what: `${goldFile} (sentences)` });
  if (gold.length === 0) throw new GecvalInputError('has no sentences', { file: goldFile });
  const resolved = resolveM2Options(options);
  return aggregateM2(scoreAnnotators(hypotheses.lines, gold.map(goldFromM2), resolved, progress, hypothesisFile), resolved);
}
