import { makeSignature } from '../core/signature.js';
import type { Metric, Segment } from './metric.js';
import { idNgramCountsUpTo, LocalVocabulary, ngramCounts } from './ngrams.js';
import { mean } from './bleu.js';

/**
 * SARI (Xu et al. 2016) exactly as `SARIsent` in cocoxu/simplification `SARI.py`: lowercase, split on single
 * spaces (so doubled spaces give empty tokens), orders 1–4; keep F1 (counts), deletion *precision only*,
 * addition F1 (sets); any ratio with an empty denominator is 0. MAX-SARI is the maximum of single-reference
 * SARI over the references.
 */
export interface SariOptions {
  /** `sari` scores against all references at once; `max` is MAX-SARI. */
  readonly mode: 'sari' | 'max';
}

export const DEFAULT_SARI_OPTIONS: SariOptions = { mode: 'sari' };

const SARI_ORDER = 4;

/** The original reads lines with `strip()`, then splits on single spaces (inner double spaces give empty tokens). */
function sariTokens(text: string): string[] {
  return text.trim().toLowerCase().split(' ');
}

function f1(p: number, r: number): number {
  return p > 0 || r > 0 ? (2 * p * r) / (p + r) : 0;
}

/**
 * The original's `SARIngram`: (keep F1, deletion precision, addition F1) for one n-gram order. The original
 * builds Counters for S·k, C·k, S∧C, (S∧C)∧R, S∧R, S−C, (S−C)−R and S−R; all of them iterate in the source's
 * order, so one pass over the source n-grams computes every sum in the same order, without the temporaries.
 */
export function sariNgram<K>(source: Map<K, number>, candidate: Map<K, number>, refsSummed: Map<K, number>, numRefs: number): [number, number, number] {
  let keepSize = 0;
  let keepAllSize = 0;
  let delSize = 0;
  let keepP = 0;
  let keepR = 0;
  let delP = 0;
  for (const [gram, count] of source) {
    const s = count * numRefs;
    const c = (candidate.get(gram) ?? 0) * numRefs;
    const r = refsSummed.get(gram) ?? 0;
    const keep = s < c ? s : c;
    const keepAll = s < r ? s : r;
    if (keep > 0) keepSize++;
    if (keepAll > 0) keepAllSize++;
    const keepGood = keep < r ? keep : r;
    if (keepGood > 0) {
      keepP += keepGood / keep;
      keepR += keepGood / keepAll;
    }
    const del = s - c;
    if (del > 0) {
      delSize++;
      const delGood = del - r;
      if (delGood > 0) delP += delGood / del;
    }
  }
  keepP = keepSize > 0 ? keepP / keepSize : 0;
  keepR = keepAllSize > 0 ? keepR / keepAllSize : 0;
  delP = delSize > 0 ? delP / delSize : 0;

  let added = 0;
  let addedGood = 0;
  for (const gram of candidate.keys()) {
    if (source.has(gram)) continue;
    added++;
    if (refsSummed.has(gram)) addedGood++;
  }
  let refNew = 0;
  for (const gram of refsSummed.keys()) if (!source.has(gram)) refNew++;
  const addP = added > 0 ? addedGood / added : 0;
  const addR = refNew > 0 ? addedGood / refNew : 0;
  return [f1(keepP, keepR), delP, f1(addP, addR)];
}

type OrderCounts = readonly Map<number | string, number>[];

/**
 * N-gram counts of every sentence of one SARI call, keyed by local integer ids (fast Map keys; see
 * `LocalVocabulary`), or by strings when a sentence group has too many distinct tokens for exact integer keys.
 */
function countsOfGroup(groups: readonly string[][]): OrderCounts[] {
  const vocabulary = new LocalVocabulary();
  const ids = groups.map((tokens) => vocabulary.idsOf(tokens));
  if (vocabulary.base ** SARI_ORDER > Number.MAX_SAFE_INTEGER) {
    return groups.map((tokens) => Array.from({ length: SARI_ORDER }, (_, i) => ngramCounts(tokens, i + 1) as Map<number | string, number>));
  }
  return ids.map((seq) => idNgramCountsUpTo(seq, SARI_ORDER, vocabulary.base) as Map<number | string, number>[]);
}

function sariFromCounts(source: OrderCounts, candidate: OrderCounts, refs: readonly OrderCounts[]): number {
  let keep = 0;
  let del = 0;
  let add = 0;
  for (let n = 0; n < SARI_ORDER; n++) {
    let summed: Map<number | string, number>;
    if (refs.length === 1) summed = refs[0]![n]!;
    else {
      summed = new Map();
      for (const ref of refs) for (const [gram, count] of ref[n]!) summed.set(gram, (summed.get(gram) ?? 0) + count);
    }
    const [k, d, a] = sariNgram(source[n]!, candidate[n]!, summed, refs.length);
    keep += k;
    del += d;
    add += a;
  }
  return (keep / 4 + del / 4 + add / 4) / 3;
}

/** `SARIsent(source, candidate, references)`. */
export function sariSentence(source: string, candidate: string, references: readonly string[]): number {
  if (references.length === 0) throw new RangeError('SARI needs at least one reference');
  const [s, c, ...refs] = countsOfGroup([sariTokens(source), sariTokens(candidate), ...references.map(sariTokens)]);
  return sariFromCounts(s!, c!, refs);
}

/** MAX-SARI: the best single-reference SARI; all n-grams are counted once for all references. */
export function maxSariSentence(source: string, candidate: string, references: readonly string[]): number {
  if (references.length === 0) throw new RangeError('MAX-SARI needs at least one reference');
  const [s, c, ...refs] = countsOfGroup([sariTokens(source), sariTokens(candidate), ...references.map(sariTokens)]);
  let best = -Infinity;
  for (const ref of refs) best = Math.max(best, sariFromCounts(s!, c!, [ref]));
  return best;
}

/** SARI has no additive statistics; the "statistics" of a sentence are its score, and a corpus is their mean. */
export function createSari(partial: Partial<SariOptions> = {}): Metric<Segment, number> {
  const options: SariOptions = { ...DEFAULT_SARI_OPTIONS, ...partial };
  const name = options.mode === 'max' ? 'max-sari' : 'sari';
  return {
    name,
    higherIsBetter: true,
    signature: () => makeSignature(name, { order: SARI_ORDER, tok: 'lower-split-space', corpus: 'mean' }),
    statistics: (segment) => (options.mode === 'max' ? maxSariSentence : sariSentence)(segment.source, segment.hypothesis, segment.references),
    sentenceScore: (score) => score,
    corpusScore: (scores) => mean(scores),
  };
}
