import { GecvalInputError } from '../../core/errors.js';
import type { IevalSentence } from '../../formats/ieval-xml.js';
import { splitAsciiWhitespace } from '../../formats/whitespace.js';
import type { M2Sentence } from '../../formats/m2.js';
import { m2SentenceToIeval } from '../../formats/m2-to-ieval.js';
import type { Metric } from '../metric.js';
import type { Aspect, IMeasureOptions } from './options.js';
import { resolveIMeasureOptions } from './options.js';
import { imeasureSignature, sentenceCountVectors } from './score.js';
import type { CountVector } from './scores.js';
import { addCounts, computeScores, ZERO_COUNTS } from './scores.js';
import { chooseReference } from './select.js';

/** A hypothesis with the gold annotation of its sentence (source tokens + errors). */
export interface IMeasureItem {
  /** Whitespace-tokenized source; must be the gold sentence's source when given. */
  readonly source?: string;
  readonly hypothesis: string;
  readonly gold: IevalSentence;
}

export interface IMeasureMetricOptions extends IMeasureOptions {
  /** Which aspect's I the adapter reports: `c` (correction, default) or `d` (detection). */
  readonly reportAspect: Aspect;
}

/** Builds an item from an M2 sentence, converted as imeasure's m2_to_ixml.py does. */
export function imeasureItemFromM2(sentence: M2Sentence, hypothesis: string, index = 0): IMeasureItem {
  return { source: sentence.tokens.join(' '), hypothesis, gold: m2SentenceToIeval(sentence, index) };
}

/**
 * The I-measure as a `Metric`: statistics are the packed counts of the reference chosen for the sentence alone
 * (sentence-level optimisation — corpus-level optimisation depends on the order of the corpus, so it is
 * only available through scoreIMeasure), the sentence score is that sentence's I, and the corpus score is
 * I of the summed counts, as ieval.py computes its overall row.
 */
export function imeasureMetric(options: Partial<IMeasureMetricOptions> = {}): Metric<IMeasureItem, CountVector> {
  const resolved = resolveIMeasureOptions({ ...options, optimise: 'sentence' });
  const aspect = options.reportAspect ?? 'c';
  const iOf = (v: CountVector): number => {
    // No source token and no hypothesis token (e.g. a MAEGE source node that deleted the whole sentence): there
    // is nothing to count, and every ratio would be 0/0. The hypothesis does what the do-nothing baseline does,
    // so its improvement is 0 (ieval.py itself would stop with a ZeroDivisionError here).
    if (v.every((count) => count === 0)) return 0;
    const scores = computeScores(v, resolved.beta, resolved.weight);
    return (aspect === 'd' ? scores.detection : scores.correction).i;
  };
  return {
    name: 'imeasure',
    higherIsBetter: true,
    signature: () => imeasureSignature(resolved, { aspect }),
    statistics(item: IMeasureItem): CountVector {
      if (item.source !== undefined && splitAsciiWhitespace(item.source).join(' ') !== item.gold.tokens.join(' ')) {
        throw new GecvalInputError(`I-measure item source does not match gold sentence ${item.gold.id}`, { line: item.gold.line || undefined });
      }
      const vectors = sentenceCountVectors(item.gold, splitAsciiWhitespace(item.hypothesis), resolved);
      return chooseReference(vectors, resolved, ZERO_COUNTS);
    },
    sentenceScore: iOf,
    corpusScore: (stats) => iOf(stats.reduce<CountVector>((sum, v) => addCounts(sum, v), ZERO_COUNTS)),
  };
}
