/**
 * Fitted weights of the faithfulness model, written by `node --import tsx training/faithfulness/fit.ts --write`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = 0.05, deletion pairs ×3, characters saturated at
 * 0.1, content lost (dropped, unitLost, contentFunction) at 1, seeds 1/2; features (revision 7) from the compact vectors and WordNet;
 * features left out of the fit: contentCore, contentAdjunct, contentAdded, functionWords, punctuation, pronoun, orphaned;
 * docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'tmu-dev+conll-bn10+jfleg-test-lambda0.05-del3-sat0.1-csat1-compact-wordnet-r7-37337ceb',
  changed: 0.0631,
  weights: {
    contentCore: 0,
    contentAdjunct: 0,
    contentFunction: 0.0001,
    contentAdded: 0,
    unrelated: 0.0722,
    novel: 0.3558,
    dropped: 0.2944,
    unitLost: 0.0585,
    orphaned: 0,
    contentMoved: 2.4481,
    negation: 3.502,
    antonym: 4.155,
    modality: 2.838,
    quantity: 4.3843,
    pronoun: 0,
    tense: 0.0546,
    referent: 0.6767,
    headSwapped: 5.5498,
    functionWords: 0,
    punctuation: 0,
    characters: 2.6804,
    charactersForm: 1.5976,
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
