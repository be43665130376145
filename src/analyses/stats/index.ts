/** Statistics shared by the analyses: correlations with p-values, bootstrap, Poisson binomial. */
export { pearson, spearman, partialOrderKendall, averageRanks, correlationPValue } from './correlation.js';
export { bootstrapInterval, bcaFromReplicates, percentileFromReplicates, pairedBootstrapTest, resampleIndices, normalCdf, normalPpf } from './bootstrap.js';
export { poissonBinomialPmf, poissonBinomialPmfDft, cumulative, lowerTail, upperTail, centralInterval, poissonBinomialMoments } from './poisson-binomial.js';
