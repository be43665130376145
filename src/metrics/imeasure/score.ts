import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { silentProgress } from '../../core/progress.js';
import type { SignatureValue } from '../../core/signature.js';
import { makeSignature } from '../../core/signature.js';
import type { IevalGold, IevalSentence } from '../../formats/ieval-xml.js';
import { splitAsciiWhitespace } from '../../formats/whitespace.js';
import { enumeratedCountVectors } from './enumerate.js';
import { fastCountVectors } from './fast.js';
import { combinationCount, errorChoices } from './candidates.js';
import type { IMeasureOptions } from './options.js';
import { resolveIMeasureOptions } from './options.js';
import type { AspectScores, CountVector, IMeasureScores } from './scores.js';
import { addCounts, computeScores, ZERO_COUNTS } from './scores.js';
import { chooseReference } from './select.js';

export interface IMeasureSentence {
  readonly id: string;
  /** Distinct count vectors among the sentence's reference candidates. */
  readonly candidates: number;
  readonly detection: AspectScores;
  readonly correction: AspectScores;
  /** The chosen reference's packed counts (scores.ts), so that totals can be recomputed. */
  readonly counts: CountVector;
}

export interface IMeasureResult {
  readonly metric: 'imeasure';
  readonly corpus: IMeasureScores;
  readonly sentences: readonly IMeasureSentence[];
  readonly signature: string;
}

export function imeasureSignature(options: IMeasureOptions, extra: Record<string, SignatureValue> = {}): string {
  return makeSignature('imeasure', {
    mix: options.mix ? 'yes' : 'no',
    max: `${options.maximise.aspect}${options.maximise.measure}`,
    opt: options.optimise === 'sentence' ? 'sent' : 'corpus',
    b: options.beta,
    w: options.weight,
    search: options.method,
    ...extra,
  });
}

const LONG_SENTENCE_CELLS = 8_000_000;

/** Every distinct count vector the sentence's references give for this hypothesis. */
/**
 * The search order of the fast method: enumerate small sentences; otherwise cut at runs of two anchor words on
 * each side (never seen to differ from enumeration); else enumerate when affordable; else, for the few huge
 * sentences left, cut at single anchor pairs (rarely differs from enumeration, see docs/imeasure.md).
 */
function searchCountVectors(sentence: IevalSentence, hypothesis: readonly string[], options: IMeasureOptions): CountVector[] {
  if (!options.mix) return enumeratedCountVectors(sentence, hypothesis, false);
  const combinations = combinationCount(errorChoices(sentence));
  if (options.method === 'enumerate') return enumerateMixed(sentence, hypothesis, combinations);
  const cells = (sentence.tokens.length + 1) ** 2 * (hypothesis.length + 1);
  // Long sentences are split at every anchor so that no whole-sentence table is built.
  const long = cells > LONG_SENTENCE_CELLS;
  if (combinations <= options.enumerationLimit && !long && combinations <= MAX_MIXED_COMBINATIONS) return enumeratedCountVectors(sentence, hypothesis, true);
  const strict = fastCountVectors(sentence, hypothesis, { enumerationLimit: 0, cutEverywhere: long, anchorRun: 2 });
  if (strict) return strict;
  if (combinations * cells <= ENUMERATION_COST_LIMIT && combinations <= MAX_MIXED_COMBINATIONS) return enumeratedCountVectors(sentence, hypothesis, true);
  return fastCountVectors(sentence, hypothesis, { enumerationLimit: 0, cutEverywhere: long, anchorRun: 1, segmentLimit: Number.POSITIVE_INFINITY })
    ?? enumerateMixed(sentence, hypothesis, combinations);
}

/**
 * Most reference combinations gecval builds for one sentence in mix mode: ieval's search holds every reference,
 * and 2^18 references of 40 tokens take about 400 MB and 20 s. Past it the sentence stops with an input error
 * (never an approximation); `--nomix` scores it with one reference per annotator.
 */
export const MAX_MIXED_COMBINATIONS = 2 ** 18;

function enumerateMixed(sentence: IevalSentence, hypothesis: readonly string[], combinations: number): CountVector[] {
  if (combinations > MAX_MIXED_COMBINATIONS) {
    throw new GecvalInputError(
      `its annotators' corrections mix into ${combinations.toExponential(2)} references, more than the ${MAX_MIXED_COMBINATIONS} `
      + 'gecval can score exactly within 1 GB, and no exact cut into independent parts was found; score with --nomix (one reference per annotator)',
    );
  }
  return enumeratedCountVectors(sentence, hypothesis, true);
}

/** Combinations × alignment cells up to which a sentence is enumerated rather than cut at single anchor pairs. */
const ENUMERATION_COST_LIMIT = 3e9;

export function sentenceCountVectors(sentence: IevalSentence, hypothesis: readonly string[], options: IMeasureOptions, goldFile?: string): CountVector[] {
  let vectors: CountVector[];
  try {
    vectors = searchCountVectors(sentence, hypothesis, options);
  } catch (error) {
    if (error instanceof GecvalInputError && error.file === undefined) throw new GecvalInputError(`sentence ${sentence.id}: ${error.message}`, { file: goldFile, line: sentence.line || undefined });
    throw error;
  }
  if (vectors.length === 0) {
    throw new GecvalInputError(`sentence ${sentence.id}: every combination of its corrections has two edits on one span, so it has no reference`, { file: goldFile, line: sentence.line });
  }
  return vectors;
}

/** Scores one sentence alone (sentence-level optimisation regardless of options.optimise). */
export function scoreIMeasureSentence(sentence: IevalSentence, hypothesis: readonly string[], options: Partial<IMeasureOptions> = {}): IMeasureScores & { counts: CountVector } {
  const resolved = resolveIMeasureOptions({ ...options, optimise: 'sentence' });
  const best = chooseReference(sentenceCountVectors(sentence, hypothesis, resolved), resolved, ZERO_COUNTS);
  return { ...computeScores(best, resolved.beta, resolved.weight), counts: best };
}

/**
 * The I-measure of a corpus (Felice & Briscoe 2015), equal to ieval.py's: per sentence the best reference
 * among all combinations of the annotators' corrections, then TP/TN/FP/FN, P/R/F, Acc, WAcc and I from the
 * summed counts, for detection and correction.
 */
export function scoreIMeasure(
  gold: IevalGold,
  hypotheses: readonly string[],
  options: Partial<IMeasureOptions> = {},
  progress: Progress = silentProgress,
): IMeasureResult {
  const resolved = resolveIMeasureOptions(options);
  if (hypotheses.length !== gold.sentences.length) {
    throw new GecvalInputError(`${hypotheses.length} hypothesis lines but ${gold.sentences.length} gold sentences in ${gold.file}`);
  }
  let totals: CountVector = ZERO_COUNTS;
  const sentences: IMeasureSentence[] = [];
  progress.start(gold.sentences.length, 'I-measure');
  gold.sentences.forEach((sentence, index) => {
    const vectors = sentenceCountVectors(sentence, splitAsciiWhitespace(hypotheses[index]!), resolved, gold.file);
    const best = chooseReference(vectors, resolved, totals);
    totals = addCounts(totals, best);
    sentences.push({ id: sentence.id, candidates: vectors.length, ...computeScores(best, resolved.beta, resolved.weight), counts: best });
    progress.increment(1);
  });
  progress.stop();
  return { metric: 'imeasure', corpus: computeScores(totals, resolved.beta, resolved.weight), sentences, signature: imeasureSignature(resolved) };
}
