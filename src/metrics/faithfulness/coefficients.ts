/**
 * Fitted weights of the faithfulness model, written by `node --import tsx bench/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = 0.05, deletion pairs ×3, characters saturated at
 * 0.1, seeds 1/2; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10+jfleg-test-lambda0.05-del3-sat0.1-913b686e',
  changed: 0.0626,
  weights: {
    contentCore: 0.0461,
    contentAdjunct: 0,
    contentFunction: 0.2341,
    contentAdded: 0,
    unrelated: 0.0599,
    novel: 0.3339,
    dropped: 0.1754,
    unitLost: 0.0199,
    orphaned: 0.0264,
    contentMoved: 2.6083,
    negation: 2.285,
    modality: 2.5715,
    quantity: 3.5866,
    pronoun: 0.0034,
    tense: 0.0465,
    referent: 0.2532,
    headSwapped: 5.7963,
    functionWords: 0,
    punctuation: 0,
    characters: 2.5041,
    charactersForm: 1.5843
  },
  saturation: {
    characters: 0.1,
    charactersForm: 0.1
  }
};
