/** ERRANT's scorer (compare_m2.py), byte-identical text output, and the ERRANT / SentERRANT / SentM² metrics. */
export {
  compareErrant, compareEdits, computeFScore, chooseCombination, processEdits, groupCategories, mergeCategories, errantF,
  DEFAULT_ERRANT_COMPARE, type ErrantCompareOptions, type ErrantMode, type ErrantCorpusResult, type Counts as ErrantCounts,
} from './compare.js';
export { parseErrantM2, readErrantM2, type ErrantBlock, type ErrantEdit } from './m2-blocks.js';
export { formatResults, verboseHooks } from './report.js';
export { runErrantCompare } from './run.js';
export { runErrantCompareM2, resolveErrantOptions, errantCompareSignature, type ErrantCompareRequest, type ErrantCompareRun } from './run-m2.js';
export { scoreErrantFiles, type ErrantFileRequest, type ErrantFileResult } from './files.js';
export { errantMetric, errantSentenceStats, errantSentenceF, errantCorpusCounts, type ErrantSentenceStats } from './sentence.js';
export { errantMetricEntry, sentErrantMetricEntry, sentM2MetricEntry, ERRANT_METRIC_ENTRIES } from './entry.js';
