/** Public API of the faithfulness measure (docs/faithfulness.md). */
export { FaithfulnessScorer, scoreFaithfulness, faithfulnessTokens, FAITHFULNESS_DEFAULTS, FAITHFULNESS_PARSERS, type FaithfulnessOptions, type FaithfulnessParser, type FaithfulnessResult } from './scorer.js';
export { FaithfulnessMetric, type FaithfulnessStats } from './metric.js';
export { faithfulnessMetricEntry, type FaithfulnessEntryOptions } from './entry.js';
export { explanationView, type ExplanationRow, type ExplanationView } from './explain.js';
export { DEFAULT_MODEL, scoreFeatures, editCost, lexiconOf, type FaithfulnessModel, type ModelLexicon, type ExplanationItem, type SentenceFaithfulness } from './model.js';
export { pairFeatures, terminalRoles, terminalUnits, totalFeatures, FEATURE_NAMES, FEATURE_REVISION, type FeatureName, type PairFeatures, type EditFeatures, type UccaRole } from './features.js';
export { perturb, PERTURBATION_FAMILIES, CONTROL_FAMILIES, type Perturbation, type PerturbationFamily } from './perturb.js';
export { readFaithfulnessFiles } from './files.js';
export { wordVectors, WordVectors, CompactVectors, compactVectors, vectorsOf, VECTOR_KINDS, type VectorKind, type LexicalVectors } from './embeddings.js';
export { wordNet, WordNetRelations, type LexicalRelation } from './wordnet.js';
export { PREVIOUS_MODEL, SESSION15_MODEL, SESSION16_MODEL, SESSION17_R3_MODEL, SESSION17_R4_MODEL, SESSION18_R5_MODEL, SESSION19_R6_MODEL, SESSION20_R7_MODEL } from './previous-model.js';
export { intendedWord, KNOWN_WORDS } from './spelling.js';
