/**
 * Fitted weights of the faithfulness model, written by `node --import tsx bench/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + the CoNLL-2014/Bryant & Ng tuning perturbations, ranking weight λ = 0.05,
 * seed 1; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10-lambda0.05',
  changed: 0.0852,
  weights: {
    contentCore: 0.0476,
    contentAdjunct: 0.0059,
    contentFunction: 0.2612,
    contentAdded: 0,
    unrelated: 0.078,
    novel: 0.4331,
    dropped: 0.015,
    unitLost: 0.0193,
    contentMoved: 2.8439,
    negation: 3.7852,
    modality: 2.7148,
    quantity: 4.39,
    pronoun: 0.0031,
    functionWords: 0,
    punctuation: 0,
    characters: 1.2898,
    charactersForm: 0.791
  }
};
