import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { correctionAlternatives, isNoop, type M2Sentence, readM2 } from '../../formats/m2.js';
import { checkParallel, readSentenceFile } from '../../formats/parallel.js';
import { readsHeldLines } from '../../formats/text-file.js';
import { aggregateM2, type M2Result, scoreAnnotators } from './corpus.js';
import { goldFromM2 } from './gold.js';
import { type M2_CONFIG, resolveM2Options } from './options.js';
import type { OptionsOf } from '../metric-options.js';

/** The scorer's options and `strictGold`: reject gold files where one annotator's edits overlap (m2scorer accepts them; see docs/m2.md). */
export type M2FileOptions = OptionsOf<typeof M2_CONFIG>;

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

/** Something in a gold file that is scored as m2scorer scores it but is probably not what its authors meant. */
export interface M2GoldWarning {
  readonly line: number;
  readonly message: string;
}

/**
 * Exact repeats: an annotator lists the same span with the same correction twice. m2scorer keeps both as gold
 * edits, and a system edit that matches them is counted correct once per copy (so precision can exceed 1: one
 * proposed edit, two correct). gecval scores them the same way for parity and says where they are; two occur in
 * the CoNLL-2014 bn10 references (no CoNLL-2014 system output proposes either, so no published number moves).
 */
export function duplicateGoldEdits(sentences: readonly M2Sentence[]): M2GoldWarning[] {
  const warnings: M2GoldWarning[] = [];
  for (const sentence of sentences) {
    const seen = new Map<string, number>();
    for (const edit of sentence.edits) {
      if (isNoop(edit)) continue;
      const key = `${edit.annotator} ${edit.start} ${edit.end} ${correctionAlternatives(edit).join('||')}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, edit.line);
      else {
        warnings.push({
          line: edit.line,
          message: `annotator ${edit.annotator} repeats the edit of line ${first} (span ${edit.start} ${edit.end}, same correction); as in m2scorer both copies are gold edits and a system edit matching them counts correct once per copy`,
        });
      }
    }
  }
  return warnings;
}

export interface M2FileResult extends M2Result {
  readonly goldWarnings: readonly M2GoldWarning[];
}

/**
 * Scores a hypothesis file against a gold M2 file: one hypothesis line per M2 sentence (an empty line is an
 * empty hypothesis, as in m2scorer; a different line count is an error naming the file and line).
 */
export function scoreM2Files(hypothesisFile: string, goldFile: string, options: Partial<M2FileOptions> = {}, progress?: Progress): M2FileResult {
  const gold = readM2(goldFile);
  if (options.strictGold) checkGoldOverlaps(gold, goldFile);
  const hypotheses = readSentenceFile(hypothesisFile);
  checkParallel([hypotheses], { count: gold.length, what: `${goldFile} (sentences)` });
  if (gold.length === 0) throw new GecvalInputError('has no sentences', { file: goldFile });
  const resolved = resolveM2Options(options);
  return { ...aggregateM2(scoreAnnotators(hypotheses.lines, gold.map(goldFromM2), resolved, progress, hypothesisFile, readsHeldLines(hypothesisFile)), resolved), goldWarnings: duplicateGoldEdits(gold) };
}
