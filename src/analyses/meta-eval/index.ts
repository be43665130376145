/** Meta-evaluation against human judgments (SEEDA, GJG15, NSPT15) and MAEGE: public API of src/analyses/meta-eval. */
export { runHumanMetaEval, prepareDataset, referencesFromM2, META_EVAL_DATASETS, GJG15_PUBLISHED, GEC_METRICS_GJG15_ORDER } from './run.js';
export type { MetaEvalDataset, MetaEvalRow, MetricComparison, MetaEvalResult, MetaEvalOptions } from './run.js';
export { runMaegeMetaEval, type MaegeMetaEvalOptions } from './maege.js';
export { scoreSystems, findMetaEvalMetric, type MetricRequest, type ScoringInput, type SystemScores } from './scoring.js';
export { AGGREGATIONS, GEC_METRICS_TRUESKILL, aggregateSystems, pairwiseComparisons, expectedWinsFromComparisons, trueSkillFromComparisons } from './aggregate.js';
export type { Aggregation, TrueSkillSettings, Comparisons } from './aggregate.js';
export { humanTrueSkill, type HumanTrueSkillOptions } from './human-trueskill.js';
export { readSeeda, seedaSystemSet, seedaExpectedWins, SEEDA_SYSTEMS, SEEDA_SYSTEM_SETS, SEEDA_YARDSTICKS, type SeedaData } from './seeda.js';
export { systemCorrelation, windowAnalysis, systemPairwiseAccuracy, pairCounts, sentenceLevel, williamsTest, pairedCorrelationBootstrap, DEFAULT_BOOTSTRAP } from './stats.js';
export type { BootstrapSettings, Interval, WindowResult } from './stats.js';
export { formatTsv, formatTable, TSV_COLUMNS } from './format.js';
