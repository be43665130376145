/**
 * Fitted weights of the faithfulness model, written by `node --import tsx bench/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = 0.05, deletion pairs ×3, characters saturated at
 * 0.1, seeds 1/2; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10+jfleg-test-lambda0.05-del3-sat0.1-5ccaa2af',
  changed: 0.0636,
  weights: {
    contentCore: 0.0473,
    contentAdjunct: 0,
    contentFunction: 0.1637,
    contentAdded: 0,
    unrelated: 0.0593,
    novel: 0.3276,
    dropped: 0.1689,
    unitLost: 0.0123,
    orphaned: 0.0321,
    contentMoved: 2.4581,
    negation: 2.4854,
    modality: 2.5322,
    quantity: 3.8109,
    pronoun: 0.019,
    functionWords: 0,
    punctuation: 0,
    characters: 2.4726,
    charactersForm: 1.5654
  },
  saturation: {
    characters: 0.1,
    charactersForm: 0.1
  }
};
