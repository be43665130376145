/**
 * Scoring one sampled perfect-corrector sentence with the real MaxMatch scorer (docs/conservatism.md#crowd-edit-extraction): the M sampled
 * references become an M2 block with annotators 0..M−1 (a reference without edits is a `noop` line), and the
 * sampled output is scored against every annotator with m2scorer 3.2 semantics (max 2 unchanged words, whitespace
 * and case ignored). The corpus statistic replays the official cumulative annotator choice over cached counts.
 */
import { makeEdit, makeNoop, type M2Edit, type M2Sentence } from '../../formats/m2.js';
import { chooseAnnotators, goldFromM2, m2Scores, resolveM2Options, scoreSentenceAnnotators, type AnnotatorCounts, type M2Options } from '../../metrics/m2/index.js';
import type { SimpleEdit } from './edits.js';

/** The scorer settings of docs/conservatism.md#perfect-corrector-scoring. */
export function perfectM2Options(beta: number): M2Options {
  return resolveM2Options({ beta, maxUnchangedWords: 2, ignoreWhitespaceCasing: true });
}

/** The M2 block of one sampled sentence: one annotator per reference, in draw order. */
export function referencesBlock(source: readonly string[], references: ReadonlyArray<readonly SimpleEdit[]>): M2Sentence {
  const edits: M2Edit[] = references.flatMap((edits, annotator) =>
    edits.length === 0
      ? [makeNoop(annotator)]
      : edits.map((e) => makeEdit(e.start, e.end, 'Wform', e.correction === '' ? '-NONE-' : e.correction, annotator)),
  );
  return { source: source.join(' '), tokens: source, edits, line: 0 };
}

/** (correct, proposed, gold) of the output against each reference, from the MaxMatch scorer. */
export function m2ReferenceCounts(source: readonly string[], output: string, references: ReadonlyArray<readonly SimpleEdit[]>, options: M2Options): AnnotatorCounts[] {
  const gold = goldFromM2(referencesBlock(source, references));
  return scoreSentenceAnnotators(output, gold, options).map(({ annotator, correct, proposed, gold: g }) => ({ annotator, correct, proposed, gold: g }));
}

/** Corpus [P, R, F] of the sentences listed in `indices`, with m2scorer's cumulative annotator choice. */
export function m2CorpusScore(sentences: ReadonlyArray<readonly AnnotatorCounts[]>, indices: ArrayLike<number>, beta: number): number[] {
  const sequence = Array.from(indices as ArrayLike<number>, (i) => sentences[i]!);
  const { precision, recall, f } = m2Scores(chooseAnnotators(sequence, beta).totals, beta);
  return [precision, recall, f];
}
