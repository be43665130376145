/**
 * Fitted weights of the faithfulness model (written by `node --import tsx bench/faithfulness/fit.ts --write`;
 * see docs/faithfulness.md for the data and the objective). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = {
  id: 'provisional',
  changed: 0.086,
  weights: {
    contentCore: 0.054,
    contentAdjunct: 0.016,
    contentFunction: 0.021,
    contentAdded: 0.073,
    contentMoved: 0.05,
    negation: 0.129,
    modality: 0,
    quantity: 0.006,
    pronoun: 0.033,
    functionWords: 0,
    punctuation: 0,
    characters: 0.845,
  },
};
