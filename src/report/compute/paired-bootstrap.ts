/**
 * Percentile bootstrap intervals and paired significance for the leaderboard: the one significance engine
 * (src/analyses/stats/significance.ts), re-exported under the names the report's modules import.
 */
export { sharedResamples, pairedBootstrap, pairTests, type IntervalEstimate, type PairTest } from '../../analyses/stats/significance.js';
