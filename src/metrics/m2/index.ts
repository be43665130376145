/** MaxMatch (M2): the scorer of nusnlp/m2scorer 3.2, exact and without its Bellman-Ford running time. */
export { DEFAULT_M2_OPTIONS, m2Signature, resolveM2Options, type M2Options } from './options.js';
export { goldFromM2, type GoldAnnotation, type GoldEdit, type GoldSentence } from './gold.js';
export { matchEdits, scoreSentenceAnnotators, type AnnotatorCounts, type AnnotatorResult, type SystemEdit } from './sentence.js';
export {
  aggregateM2, chooseAnnotators, countsF, m2Scores, scoreAnnotators, scoreM2,
  type M2Counts, type M2Result, type M2Scores, type M2SentenceResult,
} from './corpus.js';
export { checkGoldOverlaps, scoreM2Files, type M2FileOptions } from './files.js';
export { m2Metric, type M2Item } from './metric.js';
export { m2MetricEntry } from './entry.js';
export { DEFAULT_EXACT_LIMITS, type ExactLimits } from './streaming.js';
