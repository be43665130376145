/**
 * The linear classifier of model v1: the hashed features of a state (features.ts) scored by the averaged
 * perceptron's sparse weights, one row per feature added over the classes.
 */
import type { Classifier, StateScorer } from '../classifier.js';
import type { DecodeInput } from '../input.js';
import type { ActionClasses } from '../transition/classes.js';
import { FeatureExtractor, SentenceContext } from './features.js';

/**
 * Scores a list of feature hashes over the classes (the shipped `SparseWeights`, or the weights being trained). A
 * scorer may stop at `maxClass` (the classes above it are then left as they were); one that ignores it scores all.
 */
export interface FeatureScorer {
  score(features: Uint32Array, count: number, scores: Float32Array, maxClass?: number): void;
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
      score: (st, scores, valid) => {
        // Only the valid classes are read (classifier.ts): the scores stop at the highest valid class, and a state
        // with one valid class needs no score at all (the decoder takes it whatever it scores; perceptron scores
        // are finite).
        let maxValid = -1;
        let validCount = 0;
        for (let c = valid.length - 1; c >= 0; c--) {
          if (valid[c] === 1) {
            if (maxValid < 0) maxValid = c;
            validCount++;
          }
        }
        if (validCount <= 1) {
          if (maxValid >= 0) scores[maxValid] = 0;
          return;
        }
        const count = extractor.extract(st, ctx);
        this.weights.score(extractor.out, count, scores, maxValid);
      },
    };
  }
}
