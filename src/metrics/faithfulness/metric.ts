/**
 * Faithfulness as a `Metric` over text `Segment`s (reference-less: reads source and hypothesis, ignores the
 * references). Statistics are the sentence's score and total meaning cost; the corpus score is the mean sentence
 * score. `explain(segment)` gives the full per-edit explanation for reports.
 */
import type { Metric, Segment } from '../metric.js';
import { FaithfulnessScorer, type FaithfulnessOptions } from './scorer.js';
import type { SentenceFaithfulness } from './model.js';

export interface FaithfulnessStats {
  readonly score: number;
  readonly cost: number;
}

export class FaithfulnessMetric implements Metric<Segment, FaithfulnessStats> {
  readonly name = 'faithfulness';
  readonly higherIsBetter = true;
  private readonly scorer: FaithfulnessScorer;

  constructor(options: FaithfulnessOptions = {}) {
    this.scorer = new FaithfulnessScorer(options);
  }

  signature(): string {
    return this.scorer.signature();
  }

  explain(item: Segment): SentenceFaithfulness {
    return this.scorer.score(item.source, item.hypothesis);
  }

  statistics(item: Segment): FaithfulnessStats {
    const { score, cost } = this.explain(item);
    return { score, cost };
  }

  sentenceScore(stats: FaithfulnessStats): number {
    return stats.score;
  }

  corpusScore(stats: readonly FaithfulnessStats[]): number {
    return stats.length === 0 ? 0 : stats.reduce((s, x) => s + x.score, 0) / stats.length;
  }
}
