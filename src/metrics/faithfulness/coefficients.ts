/**
 * Fitted weights of the faithfulness model, written by `node --import tsx scripts/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = 0.03, deletion pairs ×3, characters saturated at
 * 0.1, seeds 1/2; features (revision 2) from the compact vectors and WordNet;
 * features left out of the fit: contentCore, contentAdjunct, contentAdded, functionWords, punctuation, pronoun, orphaned;
 * docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10+jfleg-test-lambda0.03-del3-sat0.1-compact-wordnet-r2-67c3ff04',
  changed: 0.0862,
  weights: {
    contentCore: 0,
    contentAdjunct: 0,
    contentFunction: 0.1069,
    contentAdded: 0,
    unrelated: 0.0566,
    novel: 0.277,
    dropped: 0.0541,
    unitLost: 0.0535,
    orphaned: 0,
    contentMoved: 2.4322,
    negation: 2.7595,
    antonym: 4.2095,
    modality: 2.7174,
    quantity: 4.2855,
    pronoun: 0,
    tense: 0.042,
    referent: 0.656,
    headSwapped: 5.548,
    functionWords: 0,
    punctuation: 0,
    characters: 2.3979,
    charactersForm: 1.1868
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
