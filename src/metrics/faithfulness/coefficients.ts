/**
 * Fitted weights of the faithfulness model, written by `node --import tsx bench/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + the CoNLL-2014/Bryant & Ng tuning perturbations, ranking weight λ = 0.03,
 * seed 1; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10-lambda0.03',
  changed: 0.0876,
  weights: {
    contentCore: 0.059,
    contentAdjunct: 0.0398,
    contentFunction: 0.2163,
    contentAdded: 0.0309,
    unrelated: 0.098,
    novel: 0.3702,
    dropped: 0,
    unitLost: 0.0182,
    contentMoved: 2.8516,
    negation: 3.7791,
    modality: 2.7078,
    quantity: 4.3694,
    pronoun: 0.0162,
    functionWords: 0,
    punctuation: 0,
    characters: 1.1372,
    charactersForm: 0.7625
  }
};
