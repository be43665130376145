import { makeSignature } from '../../core/signature.js';
import type { Metric, Segment } from '../metric.js';
import { idNgramCountsUpTo, LocalVocabulary, ngramCountsUpTo } from '../ngrams.js';
import { gleuCorpusSamples, type GleuSampling } from './sampling.js';
import { exp, log } from '../numerics/exact-math.js';
import { DEFAULT_GLEU_OPTIONS, type GleuOptions } from './options.js';
import { splitAsciiWhitespace } from '../../formats/whitespace.js';

/**
 * GLEU (Napoles et al. 2015; the 2016 multi-reference update and the 2017 brevity-penalty fix), as
 * cnap/gec-ranking `scripts/gleu.py` + `compute_gleu` compute it. Statistics are computed once per
 * (sentence, reference); the reference sampling over iterations then only adds integers.
 */
export { DEFAULT_GLEU_OPTIONS, GLEU_CONFIG, type GleuOptions } from './options.js';

/** GLEU's n-gram order is fixed at 4 in the original (its `n` argument is ignored). */
export const GLEU_ORDER = 4;

/** One row per reference: `[c, r, match1, total1, …, match4, total4]`, the original's `gleu_stats` vector. */
export type GleuStats = readonly (readonly number[])[];

/** `gleu_stats` of a hypothesis against one reference, given the hypothesis and source n-gram counts. */
export function gleuReferenceStats<K>(hyp: readonly Map<K, number>[], hypLength: number, source: readonly Map<K, number>[], ref: readonly Map<K, number>[], refLength: number): number[] {
  const row = [hypLength, refLength];
  for (let n = 1; n <= GLEU_ORDER; n++) {
    const h = hyp[n - 1]!;
    const r = ref[n - 1]!;
    // Source n-grams that the reference does not contain at all are the ones a correction should remove.
    let penalty = 0;
    for (const [gram, count] of source[n - 1]!) {
      if (r.has(gram)) continue;
      const inHyp = h.get(gram);
      if (inHyp !== undefined) penalty += count < inHyp ? count : inHyp;
    }
    let matches = 0;
    for (const [gram, count] of h) {
      const inRef = r.get(gram);
      if (inRef !== undefined) matches += count < inRef ? count : inRef;
    }
    row.push(Math.max(0, matches - penalty), Math.max(0, hypLength + 1 - n));
  }
  return row;
}

export function gleuStatistics(segment: Segment): GleuStats {
  if (segment.references.length === 0) throw new RangeError('GLEU needs at least one reference');
  const hyp = splitAsciiWhitespace(segment.hypothesis);
  const source = splitAsciiWhitespace(segment.source);
  const refs = segment.references.map(splitAsciiWhitespace);
  const vocabulary = new LocalVocabulary();
  const hypIds = vocabulary.idsOf(hyp);
  const sourceIds = vocabulary.idsOf(source);
  const refIds = refs.map((r) => vocabulary.idsOf(r));
  if (vocabulary.base ** GLEU_ORDER > Number.MAX_SAFE_INTEGER) {
    // Thousands of distinct tokens in one sentence group: string keys instead of integer ones.
    const hypNgrams = ngramCountsUpTo(hyp, GLEU_ORDER);
    const sourceNgrams = ngramCountsUpTo(source, GLEU_ORDER);
    return refs.map((r) => gleuReferenceStats(hypNgrams, hyp.length, sourceNgrams, ngramCountsUpTo(r, GLEU_ORDER), r.length));
  }
  const base = vocabulary.base;
  const hypNgrams = idNgramCountsUpTo(hypIds, GLEU_ORDER, base);
  const sourceNgrams = idNgramCountsUpTo(sourceIds, GLEU_ORDER, base);
  return refIds.map((r) => gleuReferenceStats(hypNgrams, hyp.length, sourceNgrams, idNgramCountsUpTo(r, GLEU_ORDER, base), r.length));
}

// log(num/den) of small integer counts recurs constantly (den = |h| + 1 − n); the correctly rounded log is
// ~20× dearer than Math.log, so keep the ones seen (at most 65,536 pairs, a few MB).
const logCache = new Map<number, number>();

function logRatio(num: number, den: number): number {
  if (num >= 1 << 20 || den >= 1 << 20) return log(num / den);
  const key = num * (1 << 20) + den;
  let value = logCache.get(key);
  if (value === undefined) {
    value = log(num / den);
    if (logCache.size < 1 << 16) logCache.set(key, value);
  }
  return value;
}

/** The original's `gleu(stats, smooth)`; the same operations in the same order, so results are bit-identical. */
export function gleuFromStats(stats: readonly number[], smooth: boolean): number {
  const s = smooth ? stats.map((x) => (x === 0 ? 1 : x)) : stats;
  if (s.some((x) => x === 0)) return 0;
  const c = s[0]!;
  const r = s[1]!;
  let logPrecision = 0;
  for (let i = 2; i < s.length; i += 2) logPrecision += logRatio(s[i]!, s[i + 1]!);
  logPrecision /= 4;
  return exp(Math.min(0, 1 - r / c) + logPrecision);
}

/** Sentence GLEU: mean over references of the smoothed single-reference score (the original's `--debug` mean). */
export function gleuSentenceScore(stats: GleuStats): number {
  let total = 0;
  for (const row of stats) total += gleuFromStats(row, true);
  return total / stats.length;
}

export interface GleuCorpusResult {
  readonly mean: number;
  /** Population standard deviation over iterations (numpy `std`). */
  readonly std: number;
  /** The original's normal 95% interval, mean ± 1.96·std. */
  readonly ci95: readonly [number, number];
  readonly iterations: number;
}

export function gleuCorpus(stats: readonly GleuStats[], options: GleuOptions): GleuCorpusResult {
  const scores = gleuCorpusSamples(stats, options).map((row) => gleuFromStats(row, false));
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const std = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length);
  const z = 1.959963984540054;
  return { mean, std, ci95: [mean - z * std, mean + z * std], iterations: scores.length };
}

export interface DetailedMetric<Input, Stats> extends Metric<Input, Stats> {
  /** Extra corpus-level fields for `MetricResult.details` (e.g. GLEU's std over reference samples). */
  corpusDetails(stats: readonly Stats[]): Record<string, unknown>;
}

export function createGleu(partial: Partial<GleuOptions> = {}): DetailedMetric<Segment, GleuStats> {
  const options: GleuOptions = { ...DEFAULT_GLEU_OPTIONS, ...partial };
  if (!Number.isInteger(options.iterations) || options.iterations < 1) throw new RangeError(`GLEU iterations must be a positive integer, got ${options.iterations}`);
  // corpusScore and corpusDetails of the same statistics (as scoreSegments asks) share one sampling run.
  let last: { stats: readonly GleuStats[]; result: GleuCorpusResult } | undefined;
  const corpus = (stats: readonly GleuStats[]) => {
    if (last?.stats !== stats) last = { stats, result: gleuCorpus(stats, options) };
    return last.result;
  };
  return {
    name: 'gleu',
    higherIsBetter: true,
    signature: () => makeSignature('gleu', { order: GLEU_ORDER, iter: options.iterations, sampling: options.sampling, seed: options.sampling === 'seeded' ? options.seed : undefined }),
    statistics: gleuStatistics,
    sentenceScore: gleuSentenceScore,
    corpusScore: (stats) => corpus(stats).mean,
    corpusDetails: (stats) => {
      const { std, ci95, iterations } = corpus(stats);
      return { std, ci95, iterations };
    },
  };
}
