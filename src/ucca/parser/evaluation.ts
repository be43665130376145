/**
 * Scoring parses against gold graphs with the toolkit's UCCA evaluator (src/ucca/eval, the reference ucca
 * evaluator's semantics: normalisation, common functions, yields; counts summed over sentences).
 */
import type { UccaGraph } from '../graph.js';
import { addCounts, dagCounts, dagScores, emptyCounts, type PrfCounts } from '../eval/evaluate.js';
import { evaluationInput } from './corpus.js';
import type { DecodeInput } from './input.js';

export interface ParseScores {
  primary: { labeled: PrfCounts; unlabeled: PrfCounts };
  remote: { labeled: PrfCounts; unlabeled: PrfCounts };
}

export function scoreGraphs(pairs: ReadonlyArray<readonly [UccaGraph, UccaGraph]>): ParseScores {
  const total = emptyCounts();
  for (const [guessed, gold] of pairs) addCounts(total, dagCounts(guessed, gold));
  const s = dagScores(total);
  return {
    primary: { labeled: s.labeled.primary, unlabeled: s.unlabeled.primary },
    remote: { labeled: s.labeled.remote, unlabeled: s.unlabeled.remote },
  };
}

export function labeledPrimaryF1(pairs: ReadonlyArray<readonly [UccaGraph, UccaGraph]>): number {
  return scoreGraphs(pairs).primary.labeled.f;
}

/** Scores of a decoder's parses of gold graphs, from their tokens as a user would give them. */
export function scoreDecoder(decoder: { parse(input: DecodeInput): UccaGraph }, gold: readonly UccaGraph[]): ParseScores {
  return scoreGraphs(gold.map((g) => [decoder.parse(evaluationInput(g)), g]));
}
