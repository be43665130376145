import { makeSignature } from '../core/signature.js';
import type { Metric, Segment } from './metric.js';
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
export function sariTokens(text: string): string[] {
  return text.trim().toLowerCase().split(' ');
}

function f1(p: number, r: number): number {
  return p > 0 || r > 0 ? (2 * p * r) / (p + r) : 0;
}

type Key = number | string;

/**
 * N-gram keys of every sentence of one SARI call, per order (`[order − 1][sentence]`). Tokens are numbered over
 * the group and an n-gram's key is the (n−1)-gram's key times (vocabulary size + 1) plus the last token's id:
 * distinct integers per order, which Maps hash fast. A group with too many distinct tokens for exact integer
 * keys (≈ 9,700 at order 4) gets string keys: tokens never contain a space (they come from `split(' ')`), so the
 * tokens joined with spaces identify the n-gram.
 */
function groupKeys(groups: readonly string[][], stringKeys: boolean): Key[][][] {
  const vocabulary = new Map<string, number>();
  const ids = groups.map((tokens) =>
    tokens.map((token) => {
      let id = vocabulary.get(token);
      if (id === undefined) {
        id = vocabulary.size + 1;
        vocabulary.set(token, id);
      }
      return id;
    }),
  );
  const base = vocabulary.size + 1;
  const integer = !stringKeys && base ** SARI_ORDER <= Number.MAX_SAFE_INTEGER;
  const byOrder: Key[][][] = [integer ? ids : groups.map((tokens) => [...tokens])];
  for (let n = 2; n <= SARI_ORDER; n++) {
    const previous = byOrder[n - 2]!;
    byOrder.push(
      groups.map((tokens, g) => {
        const count = Math.max(0, tokens.length - n + 1);
        const keys = new Array<Key>(count);
        const prev = previous[g]!;
        for (let i = 0; i < count; i++) keys[i] = integer ? (prev[i] as number) * base + ids[g]![i + n - 1]! : `${prev[i] as string} ${tokens[i + n - 1]!}`;
        return keys;
      }),
    );
  }
  return byOrder;
}

/** Reused across calls: n-gram key → slot (dense index; the source's distinct n-grams first, in first-occurrence order). */
const slots = new Map<Key, number>();

/**
 * The original's `SARIngram` for one order: (keep F1, deletion precision, addition F1). Counts are per slot,
 * `source[i]`, `candidate[i]`, `refs[i]` (the reference counts summed, or one reference's); slots 0..sourceSlots−1
 * are the source's n-grams in first-occurrence order — the order the original's Counters iterate when it sums its
 * ratios — so one pass over them computes every float sum in the original's order, without its temporaries
 * (S·k, C·k, S∧C, (S∧C)∧R, S∧R, S−C, (S−C)−R, S−R).
 */
function sariSlots(
  source: Int32Array,
  candidate: Int32Array,
  candidateAt: number,
  refs: Int32Array,
  refsAt: number,
  sourceSlots: number,
  allSlots: number,
  numRefs: number,
): [number, number, number] {
  let keepSize = 0;
  let keepAllSize = 0;
  let delSize = 0;
  let keepP = 0;
  let keepR = 0;
  let delP = 0;
  for (let i = 0; i < sourceSlots; i++) {
    const s = source[i]! * numRefs;
    const c = candidate[candidateAt + i]! * numRefs;
    const r = refs[refsAt + i]!;
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

  // Added n-grams are sets (counts do not matter), so only how many there are: no float sums here.
  let added = 0;
  let addedGood = 0;
  let refNew = 0;
  for (let i = sourceSlots; i < allSlots; i++) {
    const inRefs = refs[refsAt + i]! > 0;
    if (candidate[candidateAt + i]! > 0) {
      added++;
      if (inRefs) addedGood++;
    }
    if (inRefs) refNew++;
  }
  const addP = added > 0 ? addedGood / added : 0;
  const addR = refNew > 0 ? addedGood / refNew : 0;
  return [f1(keepP, keepR), delP, f1(addP, addR)];
}

/**
 * SARI of a candidate against its references (`mode: 'sari'`, one call of the original's `SARIsent`), or the best
 * single-reference SARI (`'max'`). `groups` = [source, candidate, ...references] as token lists. `stringKeys`
 * forces the string-keyed count that groups with huge vocabularies get (exported for the tests to compare).
 */
export function sariOfGroup(groups: readonly string[][], mode: SariOptions['mode'], stringKeys = false): number {
  const numRefs = groups.length - 2;
  const scored = mode === 'max' ? numRefs : 1;
  const keep = new Array<number>(scored).fill(0);
  const del = new Array<number>(scored).fill(0);
  const add = new Array<number>(scored).fill(0);
  const keys = groupKeys(groups, stringKeys);
  for (let n = 0; n < SARI_ORDER; n++) {
    const sentences = keys[n]!;
    let capacity = 0;
    for (const k of sentences) capacity += k.length;
    // counts[g · capacity + slot]: sentence g's count of the n-gram in that slot
    const counts = new Int32Array(capacity * groups.length);
    slots.clear();
    let sourceSlots = 0;
    for (let g = 0; g < groups.length; g++) {
      const offset = g * capacity;
      for (const key of sentences[g]!) {
        let slot = slots.get(key);
        if (slot === undefined) {
          slot = slots.size;
          slots.set(key, slot);
        }
        counts[offset + slot]!++;
      }
      if (g === 0) sourceSlots = slots.size;
    }
    const allSlots = slots.size;
    if (mode === 'max') {
      for (let k = 0; k < numRefs; k++) {
        const [kp, d, a] = sariSlots(counts, counts, capacity, counts, (k + 2) * capacity, sourceSlots, allSlots, 1);
        keep[k]! += kp;
        del[k]! += d;
        add[k]! += a;
      }
    } else {
      let refs: Int32Array = counts;
      let refsAt = 2 * capacity;
      if (numRefs > 1) {
        refs = new Int32Array(allSlots);
        refsAt = 0;
        for (let g = 2; g < groups.length; g++) for (let i = 0, at = g * capacity; i < allSlots; i++) refs[i]! += counts[at + i]!;
      }
      const [kp, d, a] = sariSlots(counts, counts, capacity, refs, refsAt, sourceSlots, allSlots, numRefs);
      keep[0]! += kp;
      del[0]! += d;
      add[0]! += a;
    }
  }
  let best = -Infinity;
  for (let k = 0; k < scored; k++) best = Math.max(best, (keep[k]! / 4 + del[k]! / 4 + add[k]! / 4) / 3);
  return best;
}

/** `SARIsent(source, candidate, references)`. */
export function sariSentence(source: string, candidate: string, references: readonly string[]): number {
  if (references.length === 0) throw new RangeError('SARI needs at least one reference');
  return sariOfGroup([sariTokens(source), sariTokens(candidate), ...references.map(sariTokens)], 'sari');
}

/** MAX-SARI: the best single-reference SARI; all n-grams are counted once for all references. */
export function maxSariSentence(source: string, candidate: string, references: readonly string[]): number {
  if (references.length === 0) throw new RangeError('MAX-SARI needs at least one reference');
  return sariOfGroup([sariTokens(source), sariTokens(candidate), ...references.map(sariTokens)], 'max');
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
