/**
 * Corpus models (docs/maege.md#maege-corpus-models): model M corrects each sentence with a clipped binomial number of edits of one random
 * annotation, mean ≈ M and variance ≈ 0.9. The parameters follow the code (trial count truncated) by default.
 */
import type { SeededRandom } from '../../core/random.js';
import { applyEditSubset, type ApplyOptions } from './apply.js';
import type { LatticeSentence } from './lattice.js';

export type BinomialMode = 'compat' | 'paper';

export interface BinomialParameters {
  readonly trials: number;
  readonly p: number;
}

/** n and p of model M: p = (M − v)/M, n = M/p truncated (compat) or rounded with p re-solved as M/n (paper). */
export function binomialParameters(model: number, variance = 0.9, mode: BinomialMode = 'compat'): BinomialParameters {
  if (model === 0) return { trials: 1, p: 0 };
  const p = (model - variance) / model;
  const n = model / p;
  if (mode === 'compat') return { trials: Math.trunc(n), p };
  const trials = Math.max(1, Math.round(n));
  return { trials, p: Math.min(1, model / trials) };
}

/** Binomial(n, p) probabilities P(k), k = 0..n. */
export function binomialPmf(trials: number, p: number): number[] {
  const out: number[] = [];
  let coefficient = 1;
  for (let k = 0; k <= trials; k++) {
    out.push(coefficient * p ** k * (1 - p) ** (trials - k));
    coefficient = (coefficient * (trials - k)) / (k + 1);
  }
  return out;
}

/** One binomial draw by inversion of the CDF. */
export function drawBinomial(trials: number, p: number, random: SeededRandom): number {
  const u = random.float();
  let cumulative = 0;
  const pmf = binomialPmf(trials, p);
  for (let k = 0; k < pmf.length; k++) {
    cumulative += pmf[k]!;
    if (u < cumulative) return k;
  }
  return trials;
}

export interface CorpusLine {
  readonly sentence: number;
  readonly annotator: number;
  /** Indices (within the annotation) of the applied edits. */
  readonly applied: readonly number[];
  readonly text: string;
}

export interface CorpusModel {
  readonly model: number;
  readonly lines: readonly CorpusLine[];
}

export interface CorpusOptions extends ApplyOptions {
  /** Model means; default 0..10. */
  readonly models?: readonly number[];
  readonly variance?: number;
  readonly binomialMode?: BinomialMode;
}

export const DEFAULT_MODELS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** One corpus per model over the corpus-eligible sentences, in file order. */
export function drawCorpusModels(sentences: readonly LatticeSentence[], random: SeededRandom, options: CorpusOptions = {}): CorpusModel[] {
  const models = options.models ?? DEFAULT_MODELS;
  return models.map((model) => {
    const { trials, p } = binomialParameters(model, options.variance ?? 0.9, options.binomialMode ?? 'compat');
    const lines = sentences.map((sentence): CorpusLine => {
      const annotation = random.pick(sentence.annotations);
      const order = random.shuffle([...annotation.edits.keys()]);
      const k = Math.min(drawBinomial(trials, p, random), order.length);
      const applied = order.slice(0, k);
      return {
        sentence: sentence.index,
        annotator: annotation.annotator,
        applied,
        text: applyEditSubset(sentence.tokens, applied.map((i) => annotation.edits[i]!), options),
      };
    });
    return { model, lines };
  });
}

export type CorpusSourceChoice = 'random' | 'origin' | 'lattice';

/**
 * The source corpus shared by all models. `random` (code): per sentence, the line of a uniformly chosen model;
 * `origin`: the originals; `lattice` (paper): a uniformly random subset of a uniformly chosen annotation.
 */
export function drawCorpusSource(
  sentences: readonly LatticeSentence[],
  models: readonly CorpusModel[],
  choice: CorpusSourceChoice,
  random: SeededRandom,
  options: ApplyOptions = {},
): string[] {
  return sentences.map((sentence, i) => {
    if (choice === 'origin') return applyEditSubset(sentence.tokens, [], options);
    if (choice === 'random') return random.pick(models).lines[i]!.text;
    const annotation = random.pick(sentence.annotations);
    return applyEditSubset(sentence.tokens, annotation.edits.filter(() => random.integer(0, 1) === 1), options);
  });
}
