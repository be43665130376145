/**
 * SARI's counting and sums in JavaScript: the engine used where WebAssembly is unavailable (e.g. `node --jitless`),
 * and the second implementation the tests hold the WebAssembly one (kernel.wat) to. What is computed:
 * docs/metrics.md#sari; the caller (../sari.ts) numbers the tokens and keeps prepared pairs.
 *
 * Why typed arrays and hand-made hash tables: Maps with n-gram keys (order-3 and -4 integer keys are boxed heap
 * numbers) and a tuple per call made a whole `gecval score` process spend most of its SARI time in the garbage
 * collector. Here an n-gram is its tuple of token numbers, everything one (source, references) pair needs is
 * packed into one Int32Array, and a candidate allocates nothing.
 */
export type SariMode = 'sari' | 'max';

const SARI_ORDER = 4;

function f1(p: number, r: number): number {
  return p > 0 || r > 0 ? (2 * p * r) / (p + r) : 0;
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
export interface PreparedSari {
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

/** Counts a pair: `all` holds the source's then each reference's token numbers, line g = all[lineStart[g] .. lineStart[g + 1]). */
export function prepareSari(all: Int32Array, lineStart: Int32Array, lines: number): PreparedSari {
  const numRefs = lines - 1;
  const totalTokens = lineStart[lines]!;

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
    for (let g = 0; g < lines; g++) {
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
export function sariOfCandidate(p: PreparedSari, ids: Int32Array, length: number, mode: SariMode): number {
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

