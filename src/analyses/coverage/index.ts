/** Valid corrections and reference coverage (inherent biases, Part B and C): public API. */
export { readCrowd, parseCrowd, normalizeSentence, dropUnchanged, type CrowdSentence } from './crowd.js';
export { exactKey, indexKey, fingerprintOf } from './classes.js';
export { readFingerprint, formatHistogram, readHistogram, summaryTable, summarizeHistogram, type Histogram } from './histogram.js';
export { unseenEst, unseenEstSignature, UNSEENEST_DEFAULTS } from './unseenest.js';
export { valiantUnseen } from './valiant.js';
export { coverageWithReplacement, coverageWithoutReplacementExact, coverageMonteCarlo } from './coverage.js';
export { analyseCoverage, fingerprintsFromCrowd, fingerprintsFromDirectory, COVERAGE_DEFAULTS } from './pipeline.js';
export { coverageJson, coverageOutputFiles, coverageSummaryTable, accuracyTable, coverageTable } from './output.js';
export { perfectCorrectorF, PERFECT_CORRECTOR_DEFAULTS } from './perfect-corrector.js';
export { systemSignificance, SIGNIFICANCE_DEFAULTS } from './significance.js';
export { samplePerfectCorpus, PERFECT_SCORERS, REFERENCE_EXTRACTORS, type PerfectScorer, type ReferenceExtractor } from './perfect-corrector.js';
export { compatEdits } from './compat-edits.js';
export { m2ReferenceCounts, m2CorpusScore, perfectM2Options, referencesBlock } from './perfect-m2.js';
