/**
 * What a parser model is to the decoder: a classifier that scores the transitions of a state. Both shipped kinds
 * implement it — the averaged perceptron over hashed features (perceptron/, model v1) and the BiLSTM + MLP
 * (bilstm/, model v2) — and a new model kind is one more implementation (docs/parser.md, "Adding a model").
 */
import type { DecodeInput } from './input.js';
import type { ActionClasses } from './transition/classes.js';
import type { ParserState } from './transition/state.js';

export interface Classifier {
  /** The joint action+label classes it scores; their order breaks ties, so it is part of the model. */
  readonly classes: ActionClasses;
  /** Prepares one sentence (token hashes, an encoder run, …) and returns the scorer of its states. */
  sentence(input: DecodeInput): StateScorer;
}

export interface StateScorer {
  /**
   * Writes a score for every class with valid[c] = 1 into `scores` (classes.size entries). A scorer may skip the
   * invalid classes (their entries are then stale); the decoder never reads them.
   */
  score(state: ParserState, scores: Float32Array, valid: Uint8Array): void;
}

/**
 * The decision rule: index of the highest-scoring valid class (`mask[maskOff + c]` = 1), ties to the lowest
 * index; -1 when none is valid. Training uses it too, so training accuracy and decoding agree.
 */
export function bestValidClass(scores: Float32Array, mask: Uint8Array, maskOff = 0): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let c = 0; c < scores.length; c++) {
    if (mask[maskOff + c] === 1 && scores[c]! > bestScore) {
      bestScore = scores[c]!;
      best = c;
    }
  }
  return best;
}
