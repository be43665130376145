import type { M2Sentence } from '../../formats/m2.js';
import type { Metric } from '../metric.js';
import { chooseAnnotators, m2Scores } from './corpus.js';
import { goldFromM2 } from './gold.js';
import { m2Signature, type M2Options, resolveM2Options } from './options.js';
import { type AnnotatorCounts, scoreSentenceAnnotators } from './sentence.js';

/** An M2-based item: the system's sentence and the gold M2 block it corrects. */
export interface M2Item {
  readonly hypothesis: string;
  readonly gold: M2Sentence;
}

/**
 * MaxMatch as a `Metric`. The statistics of a sentence are its counts against *every* annotator, because the
 * official corpus score picks an annotator per sentence given the counts of the sentences before it: the
 * corpus score re-runs that choice over the given sequence (so a bootstrap sample gets the choice it would
 * get from m2scorer), and a sentence score chooses as if the sentence were the whole corpus.
 */
export function m2Metric(options: Partial<M2Options> = {}): Metric<M2Item, readonly AnnotatorCounts[]> {
  const resolved = resolveM2Options(options);
  return {
    name: 'm2',
    higherIsBetter: true,
    signature: () => m2Signature(resolved),
    statistics: (item) =>
      scoreSentenceAnnotators(item.hypothesis, goldFromM2(item.gold), resolved).map(({ annotator, correct, proposed, gold }) => ({ annotator, correct, proposed, gold })),
    sentenceScore: (stats) => m2Scores(chooseAnnotators([stats], resolved.beta).totals, resolved.beta).f,
    corpusScore: (stats) => m2Scores(chooseAnnotators(stats, resolved.beta).totals, resolved.beta).f,
  };
}
