/**
 * Fitted weights of the faithfulness model, written by `node --import tsx training/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = 0.05, deletion pairs ×3, characters saturated at
 * 0.1, seeds 1/2; features (revision 4) from the compact vectors and WordNet;
 * features left out of the fit: contentCore, contentAdjunct, contentAdded, functionWords, punctuation, pronoun, orphaned;
 * docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10+jfleg-test-lambda0.05-del3-sat0.1-compact-wordnet-r4-1a9c3302',
  changed: 0.0638,
  weights: {
    contentCore: 0,
    contentAdjunct: 0,
    contentFunction: 0.1466,
    contentAdded: 0,
    unrelated: 0.052,
    novel: 0.3596,
    dropped: 0.127,
    unitLost: 0.0643,
    orphaned: 0,
    contentMoved: 2.4473,
    negation: 3.5028,
    antonym: 4.1558,
    modality: 2.842,
    quantity: 4.3718,
    pronoun: 0,
    tense: 0.0413,
    referent: 0.6844,
    headSwapped: 5.5817,
    functionWords: 0,
    punctuation: 0,
    characters: 2.7072,
    charactersForm: 1.5943,
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
  revision: 4
};
