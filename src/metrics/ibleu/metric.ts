import { makeSignature } from '../../core/signature.js';
import type { Metric, Segment } from '../metric.js';
import { mean } from '../numerics/mean.js';
import {
  bleuCorpusScore,
  bleuSentenceScore,
  bleuSignatureFields,
  bleuStatistics,
  bleuTokens,
  type BleuStats,
} from '../bleu/metric.js';
import { DEFAULT_IBLEU_OPTIONS, type IBleuOptions } from './options.js';

/**
 * iBLEU (Sun & Zhou 2012): α·BLEU(O, R) − (1−α)·BLEU(O, S). The MAEGE paper writes this formula, but its
 * code *adds* the source term (rewarding copying); `sign: '+'` reproduces the code.
 */
export { DEFAULT_IBLEU_OPTIONS, IBLEU_CONFIG, type IBleuOptions } from './options.js';

export interface IBleuStats {
  readonly references: BleuStats;
  readonly source: BleuStats;
}

export function combineIBleu(toReferences: number, toSource: number, options: Pick<IBleuOptions, 'alpha' | 'sign'>): number {
  const sourceTerm = (1 - options.alpha) * toSource;
  return options.alpha * toReferences + (options.sign === '+' ? sourceTerm : -sourceTerm);
}

export function createIBleu(partial: Partial<IBleuOptions> = {}): Metric<Segment, IBleuStats> {
  const options: IBleuOptions = { ...DEFAULT_IBLEU_OPTIONS, ...partial };
  if (!(options.alpha >= 0 && options.alpha <= 1)) throw new RangeError(`iBLEU alpha must lie in [0, 1], got ${options.alpha}`);
  const sentence = (stats: IBleuStats) =>
    combineIBleu(bleuSentenceScore(stats.references, options.smoothing), bleuSentenceScore(stats.source, options.smoothing), options);
  return {
    name: 'ibleu',
    higherIsBetter: true,
    signature: () => makeSignature('ibleu', { alpha: options.alpha, sign: options.sign, ...bleuSignatureFields(options) }),
    statistics: (segment) => {
      const hyp = bleuTokens(segment.hypothesis, options);
      return {
        references: bleuStatistics(hyp, segment.references.map((r) => bleuTokens(r, options)), options),
        source: bleuStatistics(hyp, [bleuTokens(segment.source, options)], options),
      };
    },
    sentenceScore: sentence,
    corpusScore: (stats) =>
      options.corpus === 'mean'
        ? mean(stats.map(sentence))
        : combineIBleu(
            bleuCorpusScore(stats.map((s) => s.references), options.smoothing),
            bleuCorpusScore(stats.map((s) => s.source), options.smoothing),
            options,
          ),
  };
}
