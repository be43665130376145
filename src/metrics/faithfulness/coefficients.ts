/**
 * Fitted weights of the faithfulness model, written by `node --import tsx bench/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = 0.05, deletion pairs ×3, characters saturated at
 * 0.1, seeds 1/2; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10+jfleg-test-lambda0.05-del3-sat0.1-e6488125',
  changed: 0.0621,
  weights: {
    contentCore: 0.0304,
    contentAdjunct: 0,
    contentFunction: 0.2809,
    contentAdded: 0,
    unrelated: 0.0731,
    novel: 0.3405,
    dropped: 0.1352,
    unitLost: 0,
    orphaned: 0.0406,
    contentMoved: 2.6401,
    negation: 2.7971,
    modality: 2.5194,
    quantity: 3.5638,
    pronoun: 0.0061,
    tense: 0.0489,
    referent: 0.2659,
    headSwapped: 5.8973,
    functionWords: 0,
    punctuation: 0,
    characters: 2.5032,
    charactersForm: 1.5946
  },
  saturation: {
    characters: 0.1,
    charactersForm: 0.1
  }
};
