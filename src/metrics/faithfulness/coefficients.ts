/**
 * Fitted weights of the faithfulness model, written by `node --import tsx bench/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + the CoNLL-2014/Bryant & Ng tuning perturbations, ranking weight λ = 0.003,
 * seed 1; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10-lambda0.003',
  changed: 0.0854,
  weights: {
    contentCore: 0.0579,
    contentAdjunct: 0.0152,
    contentFunction: 0.0223,
    contentAdded: 0.0729,
    contentMoved: 3.2076,
    negation: 3.8443,
    modality: 2.2465,
    quantity: 0,
    pronoun: 0.0317,
    functionWords: 0,
    punctuation: 0,
    characters: 0.8584
  }
};
