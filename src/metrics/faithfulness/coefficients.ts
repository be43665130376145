/**
 * Fitted weights of the faithfulness model, written by `node --import tsx bench/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + the CoNLL-2014/Bryant & Ng tuning perturbations, ranking weight λ = 0.003,
 * seed 1; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10-lambda0.003',
  changed: 0.0891,
  weights: {
    contentCore: 0.05,
    contentAdjunct: 0.0097,
    contentFunction: 0.0172,
    contentAdded: 0.0719,
    contentMoved: 3.2006,
    negation: 3.8396,
    modality: 2.2504,
    quantity: 0,
    pronoun: 0.0293,
    functionWords: 0,
    punctuation: 0,
    characters: 0.9575,
    charactersForm: 0.7199
  }
};
