/**
 * Fitted weights of the faithfulness model, written by `node --import tsx bench/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + the CoNLL-2014/Bryant & Ng tuning perturbations, ranking weight λ = 0.003,
 * seed 1; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10-lambda0.003',
  changed: 0.0852,
  weights: {
    contentCore: 0.0566,
    contentAdjunct: 0.015,
    contentFunction: 0.0227,
    contentAdded: 0.0735,
    contentMoved: 0.043,
    negation: 3.7103,
    modality: 2.0949,
    quantity: 0,
    pronoun: 0.0313,
    functionWords: 0,
    punctuation: 0,
    characters: 0.8605
  }
};
