/**
 * Fitted weights of the faithfulness model, written by `node --import tsx training/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = 0.05, deletion pairs ×3, characters saturated at
 * 0.1, content lost (dropped, unitLost, contentFunction) at 1, seeds 1/2; features (revision 7) from the compact vectors and WordNet;
 * 20000 ranking pairs (seed 1), the objective solved by projected Newton;
 * features left out of the fit: contentCore, contentAdjunct, contentAdded, functionWords, punctuation, pronoun, orphaned;
 * docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10+jfleg-test-lambda0.05-del3-sat0.1-csat1-newton-pairs20000-compact-wordnet-r7-66e81b62',
  changed: 0.0629,
  weights: {
    contentCore: 0,
    contentAdjunct: 0,
    contentFunction: 0,
    contentAdded: 0,
    unrelated: 0.0707,
    novel: 0.3545,
    dropped: 0.2856,
    unitLost: 0.0559,
    orphaned: 0,
    contentMoved: 2.8422,
    negation: 3.1034,
    antonym: 4.3939,
    modality: 2.7045,
    quantity: 4.848,
    pronoun: 0,
    tense: 0.0593,
    referent: 1.3328,
    headSwapped: 15.6596,
    functionWords: 0,
    punctuation: 0,
    characters: 2.7202,
    charactersForm: 1.6018,
    charactersSameConcept: 0
  },
  saturation: {
    characters: 0.1,
    charactersForm: 0.1,
    charactersSameConcept: 0.1,
    dropped: 1,
    unitLost: 1,
    contentFunction: 1
  },
  lexicon: {
    vectors: 'compact',
    wordnet: true
  },
  revision: 7
};
