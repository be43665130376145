import { GecvalInputError } from '../../core/errors.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import type { M2Sentence } from '../../formats/m2.js';
import { goldFromM2, type GoldEdit, type GoldSentence } from './gold.js';
import { m2Signature, type M2Options, resolveM2Options } from './options.js';
import { type AnnotatorCounts, type AnnotatorResult, scoreSentenceAnnotators, type SystemEdit } from './sentence.js';

export interface M2Counts {
  readonly correct: number;
  readonly proposed: number;
  readonly gold: number;
}

export interface M2Scores extends M2Counts {
  readonly precision: number;
  readonly recall: number;
  readonly f: number;
  readonly beta: number;
}

export interface M2SentenceResult extends M2Counts {
  /** 0-based sentence index. */
  readonly index: number;
  /** The annotator chosen for this sentence (see `chooseAnnotators`). */
  readonly annotator: number;
  readonly systemEdits: readonly SystemEdit[];
  readonly goldEdits: readonly GoldEdit[];
  readonly correctEdits: readonly SystemEdit[];
  /** Counts against every annotator, for resampling (the choice can then be redone on any sample). */
  readonly annotators: readonly AnnotatorCounts[];
}

export interface M2Result extends M2Scores {
  readonly signature: string;
  readonly sentences: readonly M2SentenceResult[];
}

/** m2scorer's `comp_f1` on counts, with its conventions for empty denominators. */
export function countsF(correct: number, proposed: number, gold: number, beta: number): number {
  const denominator = beta * beta * gold + proposed;
  if (denominator === 0) return correct === 0 ? 1 : 0;
  return ((1 + beta * beta) * correct) / denominator;
}

/** Final P, R, F_beta as m2scorer prints them: P = 1 with nothing proposed, R = 1 with no gold edits. */
export function m2Scores(counts: M2Counts, beta: number): M2Scores {
  const precision = counts.proposed === 0 ? 1 : counts.correct / counts.proposed;
  const recall = counts.gold === 0 ? 1 : counts.correct / counts.gold;
  const denominator = beta * beta * precision + recall;
  const f = denominator === 0 ? 0 : ((1 + beta * beta) * precision * recall) / denominator;
  return { precision, recall, f, beta, ...counts };
}

/**
 * Chooses one annotator per sentence, in order, as m2scorer does: the one that maximises F_beta of the counts
 * accumulated so far *plus* this sentence; ties go to more correct edits, then to fewer proposed + beta^2 * gold,
 * then to the annotator visited first (see `goldFromM2`). The choice therefore depends on the sentences before it: a resample must
 * re-run this over its own sequence (pass `start` = zero counts to choose each sentence on its own).
 */
export function chooseAnnotators(perSentence: readonly (readonly AnnotatorCounts[])[], beta: number, start: M2Counts = { correct: 0, proposed: 0, gold: 0 }): { choices: number[]; totals: M2Counts } {
  let { correct, proposed, gold } = start;
  const squared = beta * beta;
  const choices = perSentence.map((options) => {
    let chosen = -1;
    let bestF = -1;
    let bestCorrect = -1;
    let bestProposed = Infinity;
    let bestGold = Infinity;
    options.forEach((o, index) => {
      const c = correct + o.correct;
      const p = proposed + o.proposed;
      const g = gold + o.gold;
      const f = countsF(c, p, g, beta);
      if (bestF < f || (bestF === f && bestCorrect < c) || (bestF === f && bestCorrect === c && bestProposed + squared * bestGold > p + squared * g)) {
        chosen = index;
        bestF = f;
        bestCorrect = c;
        bestProposed = p;
        bestGold = g;
      }
    });
    const pick = options[chosen]!;
    correct += pick.correct;
    proposed += pick.proposed;
    gold += pick.gold;
    return chosen;
  });
  return { choices, totals: { correct, proposed, gold } };
}

/**
 * Per-sentence, per-annotator results (the expensive part); `gold` must be parallel to `hypotheses`. `sourceFirst`:
 * most hypotheses are the gold's source text itself (the raw-text step's prepared lines, which take the source line
 * for every sentence left unchanged): each is compared with it before being split (the same results).
 */
export function scoreAnnotators(
  hypotheses: readonly string[], gold: readonly GoldSentence[], options: M2Options, progress: Progress = silentProgress, hypothesisFile?: string,
  sourceFirst = false,
): AnnotatorResult[][] {
  if (hypotheses.length !== gold.length) {
    throw new GecvalInputError(`${hypotheses.length} hypotheses for ${gold.length} gold sentences; need one hypothesis per M2 sentence`);
  }
  progress.start(gold.length, 'm2');
  const results = gold.map((sentence, index) => {
    let result: AnnotatorResult[];
    try {
      result = scoreSentenceAnnotators(hypotheses[index]!, sentence, options, sourceFirst);
    } catch (error) {
      // Name the sentence: the hypothesis file and line when known, else its number and the gold S line.
      if (!(error instanceof GecvalInputError) || error.file !== undefined) throw error;
      if (hypothesisFile !== undefined) throw new GecvalInputError(error.message, { file: hypothesisFile, line: index + 1 });
      throw new GecvalInputError(`sentence ${index + 1} (gold S line ${sentence.line}): ${error.message}`);
    }
    progress.increment();
    return result;
  });
  progress.stop();
  return results;
}

/** Aggregates per-annotator results into the official corpus score and per-sentence choices. */
export function aggregateM2(results: readonly (readonly AnnotatorResult[])[], options: M2Options): M2Result {
  const { choices, totals } = chooseAnnotators(results, options.beta);
  const sentences = results.map((annotators, index) => {
    const pick = annotators[choices[index]!]!;
    return {
      index,
      annotator: pick.annotator,
      correct: pick.correct,
      proposed: pick.proposed,
      gold: pick.gold,
      systemEdits: pick.systemEdits,
      goldEdits: pick.goldEdits,
      correctEdits: pick.correctEdits,
      annotators: annotators.map(({ annotator, correct, proposed, gold }) => ({ annotator, correct, proposed, gold })),
    };
  });
  return { ...m2Scores(totals, options.beta), signature: m2Signature(options), sentences };
}

/**
 * MaxMatch (M2) score of a corpus, equal to nusnlp/m2scorer 3.2: `hypotheses[i]` is the system output for
 * `gold[i]` (whitespace-tokenized text; an empty string is an empty output).
 */
export function scoreM2(hypotheses: readonly string[], gold: readonly M2Sentence[], options: Partial<M2Options> = {}, progress?: Progress): M2Result {
  // `text.split('\n')` of a file that ends with a newline gives one empty string too many; that is the file's end,
  // not an empty hypothesis (readLines treats it the same way).
  if (hypotheses.length === gold.length + 1 && hypotheses[hypotheses.length - 1] === '') hypotheses = hypotheses.slice(0, -1);
  const resolved = resolveM2Options(options);
  return aggregateM2(scoreAnnotators(hypotheses, gold.map(goldFromM2), resolved, progress), resolved);
}
