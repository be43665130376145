/**
 * Fitted weights of the faithfulness model, written by `node --import tsx training/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = 0.05, deletion pairs ×3, characters saturated at
 * 0.1, seeds 1/2; features (revision 2) from the compact vectors and WordNet;
 * features left out of the fit: contentCore, contentAdjunct, contentAdded, functionWords, punctuation, pronoun, orphaned;
 * docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10+jfleg-test-lambda0.05-del3-sat0.1-compact-wordnet-r2-4b8fe2a2',
  changed: 0.0769,
  weights: {
    contentCore: 0,
    contentAdjunct: 0,
    contentFunction: 0.1379,
    contentAdded: 0,
    unrelated: 0.046,
    novel: 0.3667,
    dropped: 0.1207,
    unitLost: 0.066,
    orphaned: 0,
    contentMoved: 2.4406,
    negation: 2.7763,
    antonym: 4.2295,
    modality: 2.7438,
    quantity: 4.3563,
    pronoun: 0,
    tense: 0.0403,
    referent: 0.6641,
    headSwapped: 5.6126,
    functionWords: 0,
    punctuation: 0,
    characters: 2.6237,
    charactersForm: 1.0698
  },
  saturation: {
    characters: 0.1,
    charactersForm: 0.1
  },
  lexicon: {
    vectors: 'compact',
    wordnet: true
  },
  revision: 2
};
