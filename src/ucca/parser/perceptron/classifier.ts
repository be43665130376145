/**
 * The linear classifier of model v1: the hashed features of a state (features.ts) scored by the averaged
 * perceptron's sparse weights, one row per feature added over the classes.
 */
import type { Classifier, StateScorer } from '../classifier.js';
import type { DecodeInput } from '../input.js';
import type { ActionClasses } from '../transition/classes.js';
import { FeatureExtractor, SentenceContext } from './features.js';

/** Scores a list of feature hashes over the classes (the shipped `SparseWeights`, or the weights being trained). */
export interface FeatureScorer {
  score(features: Uint32Array, count: number, scores: Float32Array): void;
}

export class PerceptronClassifier implements Classifier {
  private readonly extractor: FeatureExtractor;

  constructor(
    readonly classes: ActionClasses,
    readonly weights: FeatureScorer,
    readonly hashSeed: number,
  ) {
    this.extractor = new FeatureExtractor(hashSeed);
  }

  sentence(input: DecodeInput): StateScorer {
    const ctx = new SentenceContext(input.words, input.punct, input.tokenTerminal, input.attrs);
    const extractor = this.extractor;
    return {
      score: (st, scores) => {
        const count = extractor.extract(st, ctx);
        this.weights.score(extractor.out, count, scores);
      },
    };
  }
}
