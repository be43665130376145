/**
 * Fitted weights of the faithfulness model, written by `node --import tsx bench/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + the CoNLL-2014/Bryant & Ng tuning perturbations, ranking weight λ = 0.03,
 * seed 1; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10-lambda0.03',
  changed: 0.0874,
  weights: {
    contentCore: 0.0833,
    contentAdjunct: 0.0398,
    contentFunction: 0.2177,
    contentAdded: 0.029,
    unrelated: 0.0996,
    novel: 0.3711,
    dropped: 0,
    contentMoved: 2.8505,
    negation: 3.7782,
    modality: 2.7077,
    quantity: 4.3679,
    pronoun: 0.0163,
    functionWords: 0,
    punctuation: 0,
    characters: 1.1399,
    charactersForm: 0.7621
  }
};
