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
 * Everything about one (source, references) pair that does not depend on the candidate, per n-gram order:
 * computed once and reused for every system scored against the same sentence (a leaderboard scores 5–15 systems
 * against one set of references; counting the source and references again for each was most of the work).
 *
 * N-gram keys: tokens are numbered over the source and references, and an n-gram's key is the (n−1)-gram's key
 * times (vocabulary size + 1) plus the last token's id: distinct integers per order, which Maps hash fast. A
 * group with too many distinct tokens for exact integer keys (≈ 9,700 at order 4) gets string keys: tokens never
 * contain a space (they come from `split(' ')`), so the tokens joined with spaces identify the n-gram.
 */
interface PreparedOrder {
  /** n-gram key → slot; slots 0..sourceSlots−1 are the source's n-grams in first-occurrence order, then the references' new ones. */
  readonly slots: Map<Key, number>;
  readonly sourceSlots: number;
  readonly allSlots: number;
  /** The source's count per slot. */
  readonly source: Int32Array;
  /** refs[r · allSlots + slot]: reference r's count; in `sari` mode one extra row at r = numRefs holds their sum. */
  readonly refs: Int32Array;
}

export interface PreparedSari {
  readonly vocabulary: Map<string, number>;
  /** Key base (vocabulary size + 1), or 0 for string keys. */
  readonly base: number;
  readonly numRefs: number;
  readonly orders: readonly PreparedOrder[];
}

function ngramKeys(tokens: readonly string[], ids: readonly number[], base: number): Key[][] {
  const byOrder: Key[][] = [base > 0 ? [...ids] : [...tokens]];
  for (let n = 2; n <= SARI_ORDER; n++) {
    const previous = byOrder[n - 2]!;
    const count = Math.max(0, tokens.length - n + 1);
    const keys = new Array<Key>(count);
    for (let i = 0; i < count; i++) keys[i] = base > 0 ? (previous[i] as number) * base + ids[i + n - 1]! : `${previous[i] as string} ${tokens[i + n - 1]!}`;
    byOrder.push(keys);
  }
  return byOrder;
}

/** Counts the source's and references' n-grams once (see PreparedOrder). `stringKeys` forces string keys (tests). */
export function prepareSari(source: readonly string[], references: readonly (readonly string[])[], stringKeys = false): PreparedSari {
  const vocabulary = new Map<string, number>();
  const number = (tokens: readonly string[]): number[] =>
    tokens.map((token) => {
      let id = vocabulary.get(token);
      if (id === undefined) {
        id = vocabulary.size + 1;
        vocabulary.set(token, id);
      }
      return id;
    });
  const groups = [source, ...references];
  const ids = groups.map(number);
  const base = !stringKeys && (vocabulary.size + 1) ** SARI_ORDER <= Number.MAX_SAFE_INTEGER ? vocabulary.size + 1 : 0;
  const keys = groups.map((tokens, g) => ngramKeys(tokens, ids[g]!, base));
  const numRefs = references.length;
  const orders: PreparedOrder[] = [];
  for (let n = 0; n < SARI_ORDER; n++) {
    const slots = new Map<Key, number>();
    const slotOf = (key: Key): number => {
      let slot = slots.get(key);
      if (slot === undefined) {
        slot = slots.size;
        slots.set(key, slot);
      }
      return slot;
    };
    const sourceKeys = keys[0]![n]!;
    for (const key of sourceKeys) slotOf(key);
    const sourceSlots = slots.size;
    for (let r = 1; r <= numRefs; r++) for (const key of keys[r]![n]!) slotOf(key);
    const allSlots = slots.size;
    const sourceCounts = new Int32Array(allSlots);
    for (const key of sourceKeys) sourceCounts[slots.get(key)!]!++;
    const refs = new Int32Array(allSlots * (numRefs + 1));
    for (let r = 0; r < numRefs; r++) {
      for (const key of keys[r + 1]![n]!) {
        const slot = slots.get(key)!;
        refs[r * allSlots + slot]!++;
        refs[numRefs * allSlots + slot]!++;
      }
    }
    orders.push({ slots, sourceSlots, allSlots, source: sourceCounts, refs });
  }
  return { vocabulary, base, numRefs, orders };
}

/**
 * The original's `SARIngram` for one order: (keep F1, deletion precision, addition F1). Counts are per slot:
 * `source[i]`, `candidate[i]`, `refs[refsAt + i]` (the references' sum, or one reference's); slots
 * 0..sourceSlots−1 are the source's n-grams in first-occurrence order — the order the original's Counters iterate
 * when it sums its ratios — so one pass over them computes every float sum in the original's order, without its
 * temporaries (S·k, C·k, S∧C, (S∧C)∧R, S∧R, S−C, (S−C)−R, S−R). `novel` = the candidate's distinct n-grams found
 * in neither the source nor any reference (added, never good).
 */
function sariSlots(
  order: PreparedOrder,
  candidate: Int32Array,
  refsAt: number,
  numRefs: number,
  novel: number,
): [number, number, number] {
  const { source, refs, sourceSlots, allSlots } = order;
  let keepSize = 0;
  let keepAllSize = 0;
  let delSize = 0;
  let keepP = 0;
  let keepR = 0;
  let delP = 0;
  for (let i = 0; i < sourceSlots; i++) {
    const s = source[i]! * numRefs;
    const c = candidate[i]! * numRefs;
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
  let added = novel;
  let addedGood = 0;
  let refNew = 0;
  for (let i = sourceSlots; i < allSlots; i++) {
    const inRefs = refs[refsAt + i]! > 0;
    if (candidate[i]! > 0) {
      added++;
      if (inRefs) addedGood++;
    }
    if (inRefs) refNew++;
  }
  const addP = added > 0 ? addedGood / added : 0;
  const addR = refNew > 0 ? addedGood / refNew : 0;
  return [f1(keepP, keepR), delP, f1(addP, addR)];
}

/** The candidate's counts per slot, reused across calls (zeroed up to the slots in use). */
let scratch = new Int32Array(256);

/**
 * SARI of a candidate against prepared references (`mode: 'sari'`, one call of the original's `SARIsent`), or the
 * best single-reference SARI (`'max'`).
 */
export function sariOfCandidate(prepared: PreparedSari, candidate: readonly string[], mode: SariOptions['mode']): number {
  const { numRefs, base, vocabulary } = prepared;
  const scored = mode === 'max' ? numRefs : 1;
  const keep = new Array<number>(scored).fill(0);
  const del = new Array<number>(scored).fill(0);
  const add = new Array<number>(scored).fill(0);
  // Tokens the source and references lack get id 0: every n-gram containing one is novel.
  const ids = candidate.map((token) => vocabulary.get(token) ?? 0);
  const keys = ngramKeys(candidate, ids, base);
  for (let n = 0; n < SARI_ORDER; n++) {
    const order = prepared.orders[n]!;
    if (scratch.length < order.allSlots) scratch = new Int32Array(Math.max(order.allSlots, 2 * scratch.length));
    const counts = scratch;
    counts.fill(0, 0, order.allSlots);
    // Made only when the candidate has an n-gram the source and references lack (sets: distinct ones count once).
    let novel: Set<string> | undefined;
    const orderKeys = keys[n]!;
    let lastUnknown = -1;
    for (let i = 0; i < ids.length; i++) {
      if (ids[i] === 0) lastUnknown = i;
      const start = i - n;
      if (start < 0) continue;
      const slot = lastUnknown >= start ? undefined : order.slots.get(orderKeys[start]!);
      if (slot === undefined) (novel ??= new Set<string>()).add(candidate.slice(start, i + 1).join(' '));
      else counts[slot]!++;
    }
    const novelCount = novel === undefined ? 0 : novel.size;
    if (mode === 'max') {
      for (let k = 0; k < numRefs; k++) {
        const [kp, d, a] = sariSlots(order, counts, k * order.allSlots, 1, novelCount);
        keep[k]! += kp;
        del[k]! += d;
        add[k]! += a;
      }
    } else {
      const [kp, d, a] = sariSlots(order, counts, numRefs * order.allSlots, numRefs, novelCount);
      keep[0]! += kp;
      del[0]! += d;
      add[0]! += a;
    }
  }
  let best = -Infinity;
  for (let k = 0; k < scored; k++) best = Math.max(best, (keep[k]! / 4 + del[k]! / 4 + add[k]! / 4) / 3);
  return best;
}

/**
 * SARI of `groups` = [source, candidate, ...references] as token lists (see sariOfCandidate). `stringKeys` forces
 * the string-keyed count that groups with huge vocabularies get (exported for the tests to compare).
 */
export function sariOfGroup(groups: readonly string[][], mode: SariOptions['mode'], stringKeys = false): number {
  return sariOfCandidate(prepareSari(groups[0]!, groups.slice(2), stringKeys), groups[1]!, mode);
}

/**
 * Prepared references by (source, references) text, so that every system scored against the same sentence reuses
 * them. Bounded: a corpus larger than the bound only loses the reuse, never correctness.
 */
const preparedCache = new Map<string, PreparedSari>();
const PREPARED_CACHE_LIMIT = 50_000;

function preparedFor(source: string, references: readonly string[]): PreparedSari {
  // Lines never contain a newline, so this key identifies the pair.
  const key = `${source}\n${references.join('\n')}`;
  let prepared = preparedCache.get(key);
  if (prepared === undefined) {
    prepared = prepareSari(sariTokens(source), references.map(sariTokens));
    if (preparedCache.size >= PREPARED_CACHE_LIMIT) preparedCache.clear();
    preparedCache.set(key, prepared);
  }
  return prepared;
}

/** `SARIsent(source, candidate, references)`. */
export function sariSentence(source: string, candidate: string, references: readonly string[]): number {
  if (references.length === 0) throw new RangeError('SARI needs at least one reference');
  return sariOfCandidate(preparedFor(source, references), sariTokens(candidate), 'sari');
}

/** MAX-SARI: the best single-reference SARI; all n-grams are counted once for all references. */
export function maxSariSentence(source: string, candidate: string, references: readonly string[]): number {
  if (references.length === 0) throw new RangeError('MAX-SARI needs at least one reference');
  return sariOfCandidate(preparedFor(source, references), sariTokens(candidate), 'max');
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
