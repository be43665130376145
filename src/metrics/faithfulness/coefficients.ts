/**
 * Fitted weights of the faithfulness model, written by `node --import tsx training/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = 0.05, deletion pairs ×3, characters saturated at
 * 0.1, seeds 1/2; features (revision 6) from the compact vectors and WordNet;
 * features left out of the fit: contentCore, contentAdjunct, contentAdded, functionWords, punctuation, pronoun, orphaned;
 * docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10+jfleg-test-lambda0.05-del3-sat0.1-compact-wordnet-r6-4d0bd408',
  changed: 0.0634,
  weights: {
    contentCore: 0,
    contentAdjunct: 0,
    contentFunction: 0.1385,
    contentAdded: 0,
    unrelated: 0.0439,
    novel: 0.3586,
    dropped: 0.1348,
    unitLost: 0.0772,
    orphaned: 0,
    contentMoved: 2.446,
    negation: 3.5019,
    antonym: 4.158,
    modality: 2.8406,
    quantity: 4.3715,
    pronoun: 0,
    tense: 0.0415,
    referent: 0.6825,
    headSwapped: 5.5913,
    functionWords: 0,
    punctuation: 0,
    characters: 2.7174,
    charactersForm: 1.6015,
    charactersSameConcept: 0
  },
  saturation: {
    characters: 0.1,
    charactersForm: 0.1,
    charactersSameConcept: 0.1
  },
  lexicon: {
    vectors: 'compact',
    wordnet: true
  },
  revision: 6
};
