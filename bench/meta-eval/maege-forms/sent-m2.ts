// SentM² for MAEGE's lattices as a user-metric module: the sentence score is MAEGE's M² (gold edits extracted from
// each item's source and references, as for `m2`), the corpus score the mean of sentence scores (SentM²'s
// definition). The registry's `sent-m2` has no MAEGE preset because it reads gold M2 blocks.
import { m2WithExtractedGold } from '../../../src/metrics/extracted-gold.js';
import type { Metric, Segment } from '../../../src/metrics/metric.js';
import { makeSignature, parseSignature } from '../../../src/core/signature.js';

const inner = m2WithExtractedGold();
type Stats = ReturnType<typeof inner.statistics>;
const metric: Metric<Segment, Stats> = {
  name: 'sent-m2',
  higherIsBetter: true,
  signature: () => makeSignature('sent-m2', { ...parseSignature(inner.signature()).fields, corpus: 'mean' }),
  statistics: (segment) => inner.statistics(segment),
  sentenceScore: (stats) => inner.sentenceScore(stats),
  corpusScore: (stats) => (stats.length === 0 ? 0 : stats.reduce((sum, s) => sum + inner.sentenceScore(s), 0) / stats.length),
};
export default metric;
