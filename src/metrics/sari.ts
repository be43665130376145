import { makeSignature } from '../core/signature.js';
import type { Metric, Segment } from './metric.js';
import { mean } from './mean.js';

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

/*
 * Why typed arrays and hand-made hash tables: a whole `gecval score` process on a few systems is dominated by the
 * first, cold pass through this file and by the garbage collector, not by arithmetic. Maps with n-gram keys
 * (order-3 and -4 integer keys are boxed heap numbers) and a tuple per call were most of both. Here every token is
 * numbered once per process, an n-gram is its tuple of token numbers, and everything one (source, references)
 * pair needs is packed into one Int32Array; a candidate allocates nothing but its tokens.
 */

/** Token → number (≥ 1), shared by all sentences; cleared (with everything prepared) when it grows past the bound. */
const tokenIds = new Map<string, number>();
const TOKEN_ID_LIMIT = 1 << 20;

function tokenId(token: string): number {
  let id = tokenIds.get(token);
  if (id === undefined) {
    id = tokenIds.size + 1;
    tokenIds.set(token, id);
  }
  return id;
}

/** Token numbers of a line, in `ids` from 0; returns how many. */
function numberTokens(text: string, ids: Int32Array): number {
  const tokens = sariTokens(text);
  for (let i = 0; i < tokens.length; i++) ids[i] = tokenId(tokens[i]!);
  return tokens.length;
}

/** Hash of the n-gram of `length` token numbers starting at `at`. */
function ngramHash(ids: Int32Array, at: number, length: number): number {
  let h = Math.imul(length, 0x9e3779b1);
  for (let k = 0; k < length; k++) {
    h = Math.imul(h ^ ids[at + k]!, 0x85ebca6b);
    h ^= h >>> 13;
  }
  return h;
}

/**
 * One (source, references) pair counted once for every candidate scored against it (a leaderboard scores 5–15
 * systems against the same references). Layout of `data`, by n-gram order n = 1..4 (index n−1):
 * every distinct n-gram of the pair has a slot; within an order the source's n-grams come first in
 * first-occurrence order — the order in which the original's Counters iterate when it sums its float ratios —
 * then the references' new ones. Per slot: its token numbers (4 ints, unused ones 0), the source's count, each
 * reference's count and (SARI mode) their sum. An open-addressing table maps an n-gram's hash to slot + 1.
 */
interface PreparedSari {
  readonly data: Int32Array;
  readonly numRefs: number;
  /** Per order: first slot, source slots, all slots. Slots are global across orders. */
  readonly firstSlot: Int32Array;
  readonly sourceSlots: Int32Array;
  readonly allSlots: Int32Array;
  readonly totalSlots: number;
  /** Offsets in `data` (n-gram tokens, 4 per slot, start at 0): source counts (per slot), reference counts ((numRefs + 1) rows of totalSlots), table. */
  readonly sourceAt: number;
  readonly refsAt: number;
  readonly tableAt: number;
  readonly tableMask: number;
}

/** Token numbers of the lines being counted (a line of L characters has at most L + 1 tokens). */
let lineIds = new Int32Array(1024);

/**
 * Slot of the n-gram `ids[at .. at + length)` among slots first..end−1 (one order), or −1. `table` from `tableAt`
 * holds slot + 1 per entry (0: empty) over `mask + 1` entries; `tokens[4·slot ..]` are a slot's token numbers.
 */
function findSlot(table: Int32Array, tableAt: number, mask: number, tokens: Int32Array, first: number, end: number, ids: Int32Array, at: number, length: number, hash: number): number {
  for (let h = hash & mask; ; h = (h + 1) & mask) {
    const entry = table[tableAt + h]!;
    if (entry === 0) return -1;
    const slot = entry - 1;
    if (slot < first || slot >= end) continue;
    let same = true;
    for (let k = 0; k < length; k++) {
      if (tokens[4 * slot + k] !== ids[at + k]) {
        same = false;
        break;
      }
    }
    if (same) return slot;
  }
}

/** Building space for prepareSari (reused; the result is copied out at its exact size). */
let build = new Int32Array(4096);
let buildTable = new Int32Array(1024);
let buildHash = new Int32Array(1024);

/** Counts the source's and references' n-grams (see PreparedSari). */
function prepareSari(source: string, references: readonly string[]): PreparedSari {
  const numRefs = references.length;
  // Built without spread or map: a differently shaped array here de-optimised this function in a cold process.
  const lines: string[][] = new Array<string[]>(numRefs + 1);
  lines[0] = sariTokens(source);
  for (let r = 0; r < numRefs; r++) lines[r + 1] = sariTokens(references[r]!);
  const lineStart = new Int32Array(lines.length + 1);
  let totalTokens = 0;
  for (const tokens of lines) totalTokens += tokens.length;
  if (lineIds.length < totalTokens) lineIds = new Int32Array(2 * totalTokens);
  const all = lineIds;
  totalTokens = 0;
  for (let g = 0; g < lines.length; g++) {
    lineStart[g] = totalTokens;
    const tokens = lines[g]!;
    for (let i = 0; i < tokens.length; i++) all[totalTokens + i] = tokenId(tokens[i]!);
    totalTokens += tokens.length;
  }
  lineStart[lines.length] = totalTokens;

  // Build at the largest possible size (one slot per token position and order), then copy out the slots used.
  const maxSlots = SARI_ORDER * totalTokens;
  const rows = numRefs + 1;
  const perSlot = 4 + 1 + rows;
  if (build.length < perSlot * maxSlots) build = new Int32Array(2 * perSlot * maxSlots);
  build.fill(0, 0, perSlot * maxSlots);
  let tableSize = 16;
  while (tableSize < 2 * maxSlots) tableSize *= 2;
  if (buildTable.length < tableSize) buildTable = new Int32Array(tableSize);
  if (buildHash.length < maxSlots) buildHash = new Int32Array(2 * maxSlots);
  buildTable.fill(0, 0, tableSize);
  const buildMask = tableSize - 1;
  const buildSourceAt = 4 * maxSlots;
  const buildRefsAt = 5 * maxSlots;
  const firstSlot = new Int32Array(SARI_ORDER);
  const sourceSlots = new Int32Array(SARI_ORDER);
  const allSlots = new Int32Array(SARI_ORDER);
  let slots = 0;
  for (let n = 0; n < SARI_ORDER; n++) {
    firstSlot[n] = slots;
    for (let g = 0; g < lines.length; g++) {
      const from = lineStart[g]!;
      const count = lineStart[g + 1]! - from - n;
      for (let i = 0; i < count; i++) {
        const at = from + i;
        const hash = ngramHash(all, at, n + 1);
        let slot = findSlot(buildTable, 0, buildMask, build, firstSlot[n]!, slots, all, at, n + 1, hash);
        if (slot < 0) {
          slot = slots++;
          for (let k = 0; k <= n; k++) build[4 * slot + k] = all[at + k]!;
          let h = hash & buildMask;
          while (buildTable[h] !== 0) h = (h + 1) & buildMask;
          buildTable[h] = slot + 1;
          buildHash[slot] = hash;
        }
        if (g === 0) build[buildSourceAt + slot]!++;
        else {
          build[buildRefsAt + (g - 1) * maxSlots + slot]!++;
          build[buildRefsAt + numRefs * maxSlots + slot]!++;
        }
      }
      if (g === 0) sourceSlots[n] = slots - firstSlot[n]!;
    }
    allSlots[n] = slots - firstSlot[n]!;
  }

  // Copy out at the exact size, with a table for it.
  let size = 16;
  while (size < 2 * slots) size *= 2;
  const sourceAt = 4 * slots;
  const refsAt = 5 * slots;
  const tableAt = refsAt + rows * slots;
  const data = new Int32Array(tableAt + size);
  data.set(build.subarray(0, 4 * slots), 0);
  data.set(build.subarray(buildSourceAt, buildSourceAt + slots), sourceAt);
  for (let r = 0; r < rows; r++) data.set(build.subarray(buildRefsAt + r * maxSlots, buildRefsAt + r * maxSlots + slots), refsAt + r * slots);
  const mask = size - 1;
  for (let slot = 0; slot < slots; slot++) {
    let h = buildHash[slot]! & mask;
    while (data[tableAt + h] !== 0) h = (h + 1) & mask;
    data[tableAt + h] = slot + 1;
  }
  return { data, numRefs, firstSlot, sourceSlots, allSlots, totalSlots: slots, sourceAt, refsAt, tableAt, tableMask: mask };
}

/** Candidate counts per slot (zeroed after use), and a table for the candidate's n-grams found nowhere else. */
let candidateCounts = new Int32Array(1024);
let novelTable = new Int32Array(1024);
let novelTokens = new Int32Array(4 * 1024);
let novelStamp = new Int32Array(1024);
let stamp = 0;

/** Adds a novel n-gram to this order's set; returns 1 if it was not there yet. */
function addNovel(ids: Int32Array, at: number, length: number, hash: number, used: number): number {
  const mask = novelTable.length - 1;
  for (let h = hash & mask; ; h = (h + 1) & mask) {
    if (novelStamp[h] !== stamp) {
      novelStamp[h] = stamp;
      novelTable[h] = used;
      for (let k = 0; k < length; k++) novelTokens[4 * used + k] = ids[at + k]!;
      return 1;
    }
    const t = 4 * novelTable[h]!;
    let same = true;
    for (let k = 0; k < length; k++) {
      if (novelTokens[t + k] !== ids[at + k]) {
        same = false;
        break;
      }
    }
    if (same) return 0;
  }
}

/** The last `sariSlots` result (no tuple allocated per call). */
let keepF1 = 0;
let delP = 0;
let addF1 = 0;

/**
 * The original's `SARIngram` for one order: keep F1, deletion precision, addition F1 (into keepF1/delP/addF1).
 * Counts per slot: source `data[sourceAt + i]`, candidate `candidateCounts[i]`, references
 * `data[refRow + i]` (their sum, or one reference's). One pass over the source slots computes every float sum in the
 * original's order without its temporaries (S·k, C·k, S∧C, (S∧C)∧R, S∧R, S−C, (S−C)−R, S−R). `novel` = the
 * candidate's distinct n-grams found in neither the source nor any reference (added, never good).
 */
function sariSlots(p: PreparedSari, order: number, refRow: number, numRefs: number, novel: number): void {
  const { data, sourceAt } = p;
  const first = p.firstSlot[order]!;
  const sourceEnd = first + p.sourceSlots[order]!;
  const end = first + p.allSlots[order]!;
  let keepSize = 0;
  let keepAllSize = 0;
  let delSize = 0;
  let keepP = 0;
  let keepR = 0;
  let deletionP = 0;
  for (let i = first; i < sourceEnd; i++) {
    const s = data[sourceAt + i]! * numRefs;
    const c = candidateCounts[i]! * numRefs;
    const r = data[refRow + i]!;
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
      if (delGood > 0) deletionP += delGood / del;
    }
  }
  keepP = keepSize > 0 ? keepP / keepSize : 0;
  keepR = keepAllSize > 0 ? keepR / keepAllSize : 0;
  delP = delSize > 0 ? deletionP / delSize : 0;

  // Added n-grams are sets (counts do not matter), so only how many there are: no float sums here.
  let added = novel;
  let addedGood = 0;
  let refNew = 0;
  for (let i = sourceEnd; i < end; i++) {
    const inRefs = data[refRow + i]! > 0;
    if (candidateCounts[i]! > 0) {
      added++;
      if (inRefs) addedGood++;
    }
    if (inRefs) refNew++;
  }
  const addP = added > 0 ? addedGood / added : 0;
  const addR = refNew > 0 ? addedGood / refNew : 0;
  keepF1 = f1(keepP, keepR);
  addF1 = f1(addP, addR);
}

/** Scratch sums per scored reference set (MAX-SARI scores each reference alone). */
let keepSum = new Float64Array(16);
let delSum = new Float64Array(16);
let addSum = new Float64Array(16);

/** SARI of a candidate against a prepared pair (`sari`: one call of `SARIsent`), or the best single-reference SARI (`max`). */
function sariOfCandidate(p: PreparedSari, candidate: string, mode: SariOptions['mode']): number {
  const { numRefs, totalSlots, refsAt } = p;
  const scored = mode === 'max' ? numRefs : 1;
  if (keepSum.length < scored) {
    keepSum = new Float64Array(2 * scored);
    delSum = new Float64Array(2 * scored);
    addSum = new Float64Array(2 * scored);
  }
  keepSum.fill(0, 0, scored);
  delSum.fill(0, 0, scored);
  addSum.fill(0, 0, scored);
  if (lineIds.length <= candidate.length) lineIds = new Int32Array(2 * candidate.length + 2);
  const ids = lineIds;
  const length = numberTokens(candidate, ids);
  if (candidateCounts.length < totalSlots) candidateCounts = new Int32Array(Math.max(totalSlots, 2 * candidateCounts.length));
  if (novelTable.length < 2 * length) {
    let size = novelTable.length;
    while (size < 2 * length) size *= 2;
    novelTable = new Int32Array(size);
    novelStamp = new Int32Array(size);
    novelTokens = new Int32Array(4 * size);
    stamp = 0;
  }
  for (let n = 0; n < SARI_ORDER; n++) {
    stamp++;
    const first = p.firstSlot[n]!;
    const end = first + p.allSlots[n]!;
    let novel = 0;
    for (let i = 0; i + n < length; i++) {
      const hash = ngramHash(ids, i, n + 1);
      const slot = findSlot(p.data, p.tableAt, p.tableMask, p.data, first, end, ids, i, n + 1, hash);
      if (slot < 0) novel += addNovel(ids, i, n + 1, hash, novel);
      else candidateCounts[slot]!++;
    }
    // `sari` scores once against the references' sum (row numRefs); `max` scores each reference's row alone.
    for (let k = 0; k < scored; k++) {
      const row = mode === 'max' ? k : numRefs;
      sariSlots(p, n, refsAt + row * totalSlots, mode === 'max' ? 1 : numRefs, novel);
      keepSum[k]! += keepF1;
      delSum[k]! += delP;
      addSum[k]! += addF1;
    }
  }
  candidateCounts.fill(0, 0, totalSlots);
  let best = -Infinity;
  for (let k = 0; k < scored; k++) best = Math.max(best, (keepSum[k]! / 4 + delSum[k]! / 4 + addSum[k]! / 4) / 3);
  return best;
}

/**
 * A prepared pair and the candidates already scored against it. Systems of one leaderboard often write the same
 * line (a third of the 3,770 JFLEG-dev lines of five systems repeat an earlier system's); a candidate equal to one
 * scored before gets that score, which is the same number (the computation is a pure function of the strings).
 */
interface PreparedEntry {
  readonly references: readonly string[];
  readonly prepared: PreparedSari;
  readonly candidates: string[];
  /** Per candidate: its SARI and MAX-SARI, NaN until computed. */
  readonly sari: number[];
  readonly max: number[];
}

/**
 * Prepared pairs by source line, then by references: every system scored against the same sentence reuses them.
 * Batch scoring shares the line strings between systems, so the source's hash is computed once and the
 * references compare by identity. Bounded: a corpus larger than the bound only loses the reuse.
 */
const preparedCache = new Map<string, PreparedEntry[]>();
const PREPARED_CACHE_LIMIT = 10_000;
/** Candidates remembered per pair (beyond it, later ones are scored each time). */
const CANDIDATES_PER_PAIR = 32;

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function entryFor(source: string, references: readonly string[]): PreparedEntry {
  if (tokenIds.size > TOKEN_ID_LIMIT) {
    // Token numbers restart: nothing counted under the old ones may be used again.
    tokenIds.clear();
    preparedCache.clear();
  }
  let entries = preparedCache.get(source);
  if (entries !== undefined) for (const entry of entries) if (sameLines(entry.references, references)) return entry;
  const entry: PreparedEntry = { references: [...references], prepared: prepareSari(source, references), candidates: [], sari: [], max: [] };
  if (preparedCache.size >= PREPARED_CACHE_LIMIT) {
    preparedCache.clear();
    entries = undefined;
  }
  if (entries === undefined) preparedCache.set(source, (entries = []));
  entries.push(entry);
  return entry;
}

function scoreCandidate(source: string, candidate: string, references: readonly string[], mode: SariOptions['mode']): number {
  const entry = entryFor(source, references);
  const scores = mode === 'max' ? entry.max : entry.sari;
  let k = entry.candidates.indexOf(candidate);
  if (k >= 0 && !Number.isNaN(scores[k]!)) return scores[k]!;
  const score = sariOfCandidate(entry.prepared, candidate, mode);
  if (k < 0 && entry.candidates.length < CANDIDATES_PER_PAIR) {
    k = entry.candidates.push(candidate) - 1;
    entry.sari.push(NaN);
    entry.max.push(NaN);
  }
  if (k >= 0) scores[k] = score;
  return score;
}

/**
 * Forgets every prepared pair and remembered score (token numbers stay). For timing a fresh scoring inside a warm
 * process (bench/metrics): without it a repeat only looks stored scores up.
 */
export function forgetPreparedSari(): void {
  preparedCache.clear();
}

/** `SARIsent(source, candidate, references)`. */
export function sariSentence(source: string, candidate: string, references: readonly string[]): number {
  if (references.length === 0) throw new RangeError('SARI needs at least one reference');
  return scoreCandidate(source, candidate, references, 'sari');
}

/** MAX-SARI: the best single-reference SARI; all n-grams are counted once for all references. */
export function maxSariSentence(source: string, candidate: string, references: readonly string[]): number {
  if (references.length === 0) throw new RangeError('MAX-SARI needs at least one reference');
  return scoreCandidate(source, candidate, references, 'max');
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
