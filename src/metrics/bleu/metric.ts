import { makeSignature } from '../../core/signature.js';
import { mean } from '../numerics/mean.js';
import type { Metric, Segment } from '../metric.js';
import { fsum, intersectionSize, ngramCounts, totalCount, type NgramCounts } from '../ngrams.js';
import { normalizeText } from '../normalize.js';
import { exp, log } from '../numerics/exact-math.js';
import { DEFAULT_BLEU_OPTIONS, type BleuOptions } from './options.js';
import { splitAsciiWhitespace } from '../../formats/whitespace.js';

/**
 * BLEU exactly as NLTK 3.8 computes it (`sentence_bleu` / `corpus_bleu`): clipped n-gram counts against the
 * per-n-gram maximum over references, denominators `max(1, #hypothesis n-grams)` (also when summed over a
 * corpus), the closest reference length (ties to the shorter), and NLTK's smoothing functions.
 */
export { BLEU_CONFIG, DEFAULT_BLEU_OPTIONS, type BleuOptions } from './options.js';

/** Clipped matches and candidate n-gram counts per order, and the lengths the brevity penalty needs. */
export interface BleuStats {
  readonly matches: readonly number[];
  /** Already `max(1, count)`, as NLTK stores it. */
  readonly totals: readonly number[];
  readonly hypLength: number;
  readonly refLength: number;
  /** The order this sentence is scored with (differs from `options.order` only with `adaptiveOrder`). */
  readonly order: number;
}

export function bleuTokens(text: string, options: Pick<BleuOptions, 'normalize'>): string[] {
  return splitAsciiWhitespace(options.normalize ? normalizeText(text) : text);
}

/** Statistics of one hypothesis against token lists of its references. */
export function bleuStatistics(hyp: readonly string[], refs: readonly (readonly string[])[], options: BleuOptions): BleuStats {
  if (refs.length === 0) throw new RangeError('BLEU needs at least one reference');
  let order = options.order;
  if (options.adaptiveOrder) order = Math.min(order, hyp.length, ...refs.map((r) => r.length));
  const counted = clippedCountsById(hyp, refs, order) ?? clippedCountsByString(hyp, refs, order);
  // A plain literal, not `{ ...counted, … }`: objects made by spreading have a shape V8 reads ~7× slower, and a
  // bootstrap sums these statistics 1,000 times per system (the report's BLEU and iBLEU bootstraps took minutes).
  return { matches: counted.matches, totals: counted.totals, hypLength: hyp.length, refLength: closestRefLength(refs, hyp.length), order };
}

interface ClippedCounts {
  readonly matches: number[];
  readonly totals: number[];
}

/**
 * Clipped n-gram matches with integer keys (the hot path; counts are integers, so the result is the same as
 * with string keys). Tokens are numbered over this sentence group; an n-gram's key is the (n−1)-gram's key
 * times the group's vocabulary size + 1, plus the last token's id, so keys of one order are distinct integers.
 * Each distinct hypothesis n-gram gets a slot; a reference's n-grams only count where they hit a slot, and the
 * per-slot maximum over references is the clip. Returns undefined when the keys would exceed 2^53 (a group with
 * a vocabulary of ~9,700 words at order 4), where the string-keyed count takes over.
 */
function clippedCountsById(hyp: readonly string[], refs: readonly (readonly string[])[], order: number): ClippedCounts | undefined {
  const vocabulary = new Map<string, number>();
  const idsOf = (tokens: readonly string[]): number[] => {
    const ids = new Array<number>(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      let id = vocabulary.get(token);
      if (id === undefined) {
        id = vocabulary.size + 1;
        vocabulary.set(token, id);
      }
      ids[i] = id;
    }
    return ids;
  };
  const hypIds = idsOf(hyp);
  const refIds = refs.map(idsOf);
  const base = vocabulary.size + 1;
  if (base ** order > Number.MAX_SAFE_INTEGER) return undefined;
  let hypKeys: number[] = hypIds;
  let refKeys: number[][] = refIds;
  const matches: number[] = [];
  const totals: number[] = [];
  const slots = new Map<number, number>();
  for (let n = 1; n <= order; n++) {
    if (n > 1) {
      hypKeys = extendKeys(hypKeys, hypIds, n, base);
      refKeys = refKeys.map((keys, k) => extendKeys(keys, refIds[k]!, n, base));
    }
    slots.clear();
    const hypCount: number[] = [];
    for (const key of hypKeys) {
      const slot = slots.get(key);
      if (slot === undefined) {
        slots.set(key, hypCount.length);
        hypCount.push(1);
      } else hypCount[slot]!++;
    }
    const clip = new Array<number>(hypCount.length).fill(0);
    const refCount = new Array<number>(hypCount.length);
    for (const keys of refKeys) {
      refCount.fill(0);
      for (const key of keys) {
        const slot = slots.get(key);
        if (slot !== undefined) refCount[slot]!++;
      }
      for (let j = 0; j < clip.length; j++) if (refCount[j]! > clip[j]!) clip[j] = refCount[j]!;
    }
    let matched = 0;
    for (let j = 0; j < clip.length; j++) matched += hypCount[j]! < clip[j]! ? hypCount[j]! : clip[j]!;
    matches.push(matched);
    totals.push(Math.max(1, hypKeys.length));
  }
  return { matches, totals };
}

/** Keys of the n-grams from the keys of the (n−1)-grams starting at the same positions. */
function extendKeys(previous: readonly number[], ids: readonly number[], n: number, base: number): number[] {
  const count = Math.max(0, ids.length - n + 1);
  const keys = new Array<number>(count);
  for (let i = 0; i < count; i++) keys[i] = previous[i]! * base + ids[i + n - 1]!;
  return keys;
}

/** The same counts with string keys, for sentence groups too large for integer keys. */
function clippedCountsByString(hyp: readonly string[], refs: readonly (readonly string[])[], order: number): ClippedCounts {
  const matches: number[] = [];
  const totals: number[] = [];
  for (let n = 1; n <= order; n++) {
    const counts = ngramCounts(hyp, n);
    const maxRef: NgramCounts = new Map();
    for (const ref of refs) {
      for (const [gram, count] of ngramCounts(ref, n)) {
        if (counts.has(gram) && count > (maxRef.get(gram) ?? 0)) maxRef.set(gram, count);
      }
    }
    matches.push(intersectionSize(counts, maxRef));
    totals.push(Math.max(1, totalCount(counts)));
  }
  return { matches, totals };
}

/** NLTK `closest_ref_length`: the reference length nearest the hypothesis length, the shorter on ties. */
export function closestRefLength(refs: readonly (readonly string[])[], hypLength: number): number {
  let best = refs[0]!.length;
  for (const ref of refs) {
    const len = ref.length;
    const d = Math.abs(len - hypLength);
    const bestD = Math.abs(best - hypLength);
    if (d < bestD || (d === bestD && len < best)) best = len;
  }
  return best;
}

export function brevityPenalty(refLength: number, hypLength: number): number {
  if (hypLength > refLength) return 1;
  if (hypLength === 0) return 0;
  return exp(1 - refLength / hypLength);
}

/** BLEU from (possibly corpus-summed) statistics, following NLTK `corpus_bleu` step by step. */
/** Python's `sys.float_info.min`, which NLTK's `method0` puts in place of a zero precision. */
const PYTHON_FLOAT_MIN = 2.2250738585072014e-308;

export function bleuFromCounts(matches: readonly number[], totals: readonly number[], refLength: number, hypLength: number, smoothing: BleuOptions['smoothing']): number {
  const order = matches.length;
  if (order === 0) return 0;
  const bp = brevityPenalty(refLength, hypLength);
  if (matches[0] === 0) return 0;
  const precisions: number[] = [];
  let k = 1;
  for (let i = 0; i < order; i++) {
    if (matches[i] !== 0) precisions.push(matches[i]! / totals[i]!);
    else if (smoothing === 'method3') precisions.push(1 / (2 ** k++ * totals[i]!));
    else precisions.push(PYTHON_FLOAT_MIN); // NLTK method0: log() of it makes the score vanish
  }
  const weight = 1 / order;
  return bp * exp(fsum(precisions.filter((p) => p > 0).map((p) => weight * log(p))));
}

export function bleuSentenceScore(stats: BleuStats, smoothing: BleuOptions['smoothing']): number {
  return bleuFromCounts(stats.matches, stats.totals, stats.refLength, stats.hypLength, smoothing);
}

/** NLTK `corpus_bleu`: sums matches, totals and lengths over sentences, then one BLEU. */
export function bleuCorpusScore(stats: readonly BleuStats[], smoothing: BleuOptions['smoothing']): number {
  const order = stats.reduce((m, s) => Math.max(m, s.order), 0);
  const matches = new Array<number>(order).fill(0);
  const totals = new Array<number>(order).fill(0);
  let refLength = 0;
  let hypLength = 0;
  for (const s of stats) {
    for (let i = 0; i < s.order; i++) {
      matches[i]! += s.matches[i]!;
      totals[i]! += s.totals[i]!;
    }
    refLength += s.refLength;
    hypLength += s.hypLength;
  }
  return bleuFromCounts(matches, totals, refLength, hypLength, smoothing);
}

export function bleuSignatureFields(options: BleuOptions): Record<string, string | number> {
  return {
    order: options.order,
    smooth: options.smoothing,
    tok: options.normalize ? 'maege-normalize' : 'whitespace',
    ...(options.adaptiveOrder ? { adaptive: 'yes' } : {}),
    corpus: options.corpus,
  };
}

export function createBleu(partial: Partial<BleuOptions> = {}): Metric<Segment, BleuStats> {
  const options: BleuOptions = { ...DEFAULT_BLEU_OPTIONS, ...partial };
  if (!Number.isInteger(options.order) || options.order < 1) throw new RangeError(`BLEU order must be a positive integer, got ${options.order}`);
  return {
    name: 'bleu',
    higherIsBetter: true,
    signature: () => makeSignature('bleu', bleuSignatureFields(options)),
    statistics: (segment) =>
      bleuStatistics(
        bleuTokens(segment.hypothesis, options),
        segment.references.map((r) => bleuTokens(r, options)),
        options,
      ),
    sentenceScore: (stats) => bleuSentenceScore(stats, options.smoothing),
    corpusScore: (stats) =>
      options.corpus === 'mean' ? mean(stats.map((s) => bleuSentenceScore(s, options.smoothing))) : bleuCorpusScore(stats, options.smoothing),
  };
}
