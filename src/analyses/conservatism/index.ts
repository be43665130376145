/** Over-conservatism of correctors (Choshen & Abend 2018, inherent biases, Part A): public API. */
export { alignWords, alignTokenLists, WordAligner } from './align.js';
export { wordChange, wordOrderRho, indexDiff } from './word-change.js';
export { alignmentTokens, identityLemmatizer, nounSuffixLemmatizer, type Lemmatizer } from './words.js';
export { ruleSegmenter, countSplitMerge } from './segment.js';
export { compareOutputs, conservatismSignature, WORD_CHANGE_BINS, type ConservatismOptions, type ConservatismResult } from './compare.js';
export { referencesFromM2 } from './references.js';
export { conservatismSentencesTable, conservatismSummaryTable, conservatismSummary, conservatismJson, conservatismOutputFiles } from './output.js';
export { wordChangeHeatMapSpec, rhoEcdfSpec, splitMergeBarsSpec } from './figures.js';
