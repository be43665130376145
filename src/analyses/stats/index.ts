/** Statistics shared by the analyses: correlations with p-values, bootstrap intervals and significance tests, Poisson binomial. */
export { pearson, spearman, partialOrderKendall, averageRanks, correlationPValue } from './correlation.js';
export { bootstrapInterval, bcaFromReplicates, percentileFromReplicates, resampleIndices, normalCdf, normalPpf } from './bootstrap.js';
export { sharedResamples, pairedBootstrap, pairTests, pairedBootstrapTest, pairedBootstrapDifference, bootstrapVector, approximateRandomization, type PairTest, type IntervalEstimate } from './significance.js';
export { m2Replay } from './m2-replay.js';
export { poissonBinomialPmf, poissonBinomialPmfDft, cumulative, lowerTail, upperTail, centralInterval, poissonBinomialMoments } from './poisson-binomial.js';
