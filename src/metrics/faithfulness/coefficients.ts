/**
 * Fitted weights of the faithfulness model, written by `node --import tsx bench/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + the CoNLL-2014/Bryant & Ng tuning perturbations, ranking weight λ = 0.05,
 * seed 1; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10-lambda0.05-ed894f7c',
  changed: 0.0858,
  weights: {
    contentCore: 0.0689,
    contentAdjunct: 0.0079,
    contentFunction: 0.2837,
    contentAdded: 0,
    unrelated: 0.0786,
    novel: 0.4665,
    dropped: 0.0277,
    unitLost: 0.0107,
    orphaned: 0,
    contentMoved: 2.9952,
    negation: 3.0243,
    modality: 3.1108,
    quantity: 4.3461,
    pronoun: 0.017,
    functionWords: 0,
    punctuation: 0,
    characters: 1.1588,
    charactersForm: 0.7861
  }
};
