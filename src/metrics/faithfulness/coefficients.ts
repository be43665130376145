/**
 * Fitted weights of the faithfulness model, written by `node --import tsx scripts/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = 0.05, deletion pairs ×3, characters saturated at
 * 0.1, seeds 1/2; features from the compact vectors and WordNet;
 * docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10+jfleg-test-lambda0.05-del3-sat0.1-compact-wordnet-69725580',
  changed: 0.0775,
  weights: {
    contentCore: 0,
    contentAdjunct: 0,
    contentFunction: 0.149,
    contentAdded: 0,
    unrelated: 0.0605,
    novel: 0.3387,
    dropped: 0.1445,
    unitLost: 0.0505,
    orphaned: 0.0192,
    contentMoved: 2.4552,
    negation: 2.7853,
    antonym: 4.2484,
    modality: 2.7418,
    quantity: 4.3792,
    pronoun: 0.0112,
    tense: 0.04,
    referent: 0.6487,
    headSwapped: 5.6016,
    functionWords: 0,
    punctuation: 0,
    characters: 2.3584,
    charactersForm: 1.0665
  },
  saturation: {
    characters: 0.1,
    charactersForm: 0.1
  },
  lexicon: {
    vectors: 'compact',
    wordnet: true
  }
};
