/**
 * Re-segmentation as a token alignment with boundary costs. The source's sentences are one stream of tokens S,
 * the hypothesis another, H, with boundary hints (where a unit or a sentence of the hypothesis ends). The two
 * streams are aligned once, globally:
 *
 * 1. anchors: token trigrams that occur exactly once in S and once in H, kept where they agree in order (the
 *    longest increasing subsequence of their positions);
 * 2. between consecutive anchored tokens, the gap of S and the gap of H are aligned by Levenshtein distance (a
 *    gap too large for that table is left unaligned).
 *
 * Every source sentence boundary then falls between the last hypothesis token aligned before it and the first one
 * aligned after it; among the positions of that interval (widened by `slack` tokens), the boundary goes to the one
 * with the least cost: 0 at a hypothesis boundary and `mergePenalty` elsewhere, plus one per token it moves
 * outside the interval; ties go to the earliest position. A source boundary that lands inside a hypothesis sentence
 * means the corrector merged two sentences: the merged sentence is cut where the alignment says.
 */
export interface AlignOptions {
  /** Cost of putting a source boundary where the hypothesis has none (default 2: two tokens away). */
  readonly mergePenalty?: number;
  /** How far outside the aligned interval (tokens) a boundary may move to reach a hypothesis boundary (default 8). */
  readonly slack?: number;
}

/** The defaults of AlignOptions (the signature names a value that differs from them: segmentSignatureFields). */
export const DEFAULT_MERGE_PENALTY = 2;
export const DEFAULT_SLACK = 8;

/** Per-source-sentence [start, end) into the hypothesis tokens. */
export type Spans = readonly (readonly [number, number])[];

/**
 * The arrays one after another. Array.prototype.concat is a builtin: on a cold start (every `gecval m2 --segment`
 * process) it costs ≈ 0.4 ms for CoNLL-2014's 1,312 sentences where a JavaScript loop costs 2–5 ms and an
 * optimising compilation (Array.prototype.flat is slower still). Arguments go in chunks (an engine's limit on the
 * number of arguments of one call).
 */
export function flatten<T>(arrays: readonly (readonly T[])[]): T[] {
  const CHUNK = 8192;
  if (arrays.length <= CHUNK) return ([] as T[]).concat(...arrays);
  let out: T[] = [];
  for (let i = 0; i < arrays.length; i += CHUNK) out = out.concat(...arrays.slice(i, i + CHUNK));
  return out;
}

/** Gaps whose Levenshtein table would exceed this many cells are left unaligned. */
const MAX_GAP_CELLS = 4_000_000;

/** How far ahead (tokens, both sides together) the linear pass looks for the next run of `SYNC` equal tokens. */
const SYNC_WINDOW = 60;
const SYNC = 4;
/**
 * A run of SYNC equal tokens is a place to resynchronise only if it is not repeated within this many tokens after it
 * on either side: a phrase the text repeats (`it is up to the patient 's` in two neighbouring sentences) does not say
 * which occurrence is which, and where a corrector dropped the stretch between them the first occurrence would take
 * the second's tokens.
 */
const SYNC_UNIQUE = 2 * SYNC_WINDOW;

/**
 * For each source token, the index of the hypothesis token aligned to it, or -1. A linear pass first: equal tokens
 * match, and after a difference the pass resynchronises at the nearest place (smallest total skip, up to
 * SYNC_WINDOW) where SYNC tokens agree and are not repeated soon after on either side (SYNC_UNIQUE), aligning the
 * skipped gaps by Levenshtein distance. Where it finds no such
 * place (a long rewritten stretch), the rest is aligned globally by unique-trigram anchors (alignByAnchors).
 */
export function alignTokens(source: readonly string[], hypothesis: readonly string[], sourceRepeated?: Int8Array): Int32Array {
  const map = new Int32Array(source.length).fill(-1);
  const gap = new GapAligner();

  let i = 0;
  let j = 0;
  while (i < source.length && j < hypothesis.length) {
    if (source[i] === hypothesis[j]) {
      map[i++] = j++;
      continue;
    }
    let found = false;
    for (let skip = 1; skip <= SYNC_WINDOW && !found; skip++) {
      for (let a = 0; a <= skip; a++) {
        const si = i + a;
        const hj = j + skip - a;
        if (si + SYNC > source.length || hj + SYNC > hypothesis.length) continue;
        if (sameRun(source, si, hypothesis, hj) && !repeatedAt(source, si, sourceRepeated) && !repeatedSoon(hypothesis, hj)) {
          gap.alignStrings(source, hypothesis, i, si, j, hj, map);
          i = si;
          j = hj;
          found = true;
          break;
        }
      }
    }
    if (!found) {
      const rest = alignByAnchors(source.slice(i), hypothesis.slice(j));
      for (let k = 0; k < rest.length; k++) if (rest[k]! >= 0) map[i + k] = rest[k]! + j;
      return map;
    }
  }
  return map;
}

/** source[i, i + SYNC) equals hypothesis[j, j + SYNC) (a function of the module, as pairCost). */
function sameRun(source: readonly string[], i: number, hypothesis: readonly string[], j: number): boolean {
  for (let k = 0; k < SYNC; k++) if (source[i + k] !== hypothesis[j + k]) return false;
  return true;
}

/**
 * tokens[at, at + SYNC) occur again within SYNC_UNIQUE tokens after `at` (a start b in (at, at + SYNC_UNIQUE] with
 * b + SYNC within the tokens). The candidates are the occurrences of the phrase's longest token (its r-th: a repeat at
 * b holds it at b + r), found by the builtin lastIndexOf walking back from the window's end (it stops at the phrase's
 * own at the latest): the same answer as testing every start in the window, without a JavaScript loop over the 120
 * of them (the linear pass asks ≈ 2 times per resynchronisation, 20,000 times in a 15-output batch). The longest
 * token, not the first: it occurs less often than `the` or `,` (fewer candidates to test), and the builtin's
 * comparisons stop at the length for most tokens it passes.
 */
export function repeatedSoon(tokens: readonly string[], at: number): boolean {
  const last = Math.min(tokens.length - SYNC, at + SYNC_UNIQUE);
  if (last <= at) return false;
  let r = 0;
  for (let k = 1; k < SYNC; k++) if (tokens[at + k]!.length > tokens[at + r]!.length) r = k;
  const key = tokens[at + r]!;
  for (let c = tokens.lastIndexOf(key, last + r); c > at + r; c = tokens.lastIndexOf(key, c - 1)) {
    const b = c - r;
    let k = 0;
    while (k < SYNC && tokens[b + k] === tokens[at + k]) k++;
    if (k === SYNC) return true;
  }
  return false;
}

/**
 * repeatedSoon(source, at), kept in `known` (0: not asked yet, 1: no, 2: yes) when the caller has such an array for
 * this source (a batch aligns every output onto one source: each position is asked once).
 */
function repeatedAt(source: readonly string[], at: number, known: Int8Array | undefined): boolean {
  if (known === undefined) return repeatedSoon(source, at);
  if (known[at] === 0) known[at] = repeatedSoon(source, at) ? 2 : 1;
  return known[at] === 2;
}

/** Global alignment by unique-trigram anchors and Levenshtein gaps (for what the linear pass cannot follow). */
function alignByAnchors(source: readonly string[], hypothesis: readonly string[]): Int32Array {
  // tokens as integer ids, trigrams as one number
  const ids = new Map<string, number>();
  const intern = (tokens: readonly string[]) => {
    const out = new Int32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      let id = ids.get(t);
      if (id === undefined) {
        id = ids.size;
        ids.set(t, id);
      }
      out[i] = id;
    }
    return out;
  };
  const s = intern(source);
  const h = intern(hypothesis);
  const v = ids.size + 1;
  const trigram = v * v * v < Number.MAX_SAFE_INTEGER
    ? (t: Int32Array, i: number) => (t[i]! * v + t[i + 1]!) * v + t[i + 2]!
    : (t: Int32Array, i: number) => `${t[i]} ${t[i + 1]} ${t[i + 2]}`;
  const once = (t: Int32Array) => {
    const seen = new Map<number | string, number>();
    for (let i = 0; i + 2 < t.length; i++) {
      const k = trigram(t, i);
      seen.set(k, seen.has(k) ? -1 : i);
    }
    return seen;
  };
  const inSource = once(s);
  const inHypothesis = once(h);
  // anchors in source order: trigrams unique on both sides
  const anchorS: number[] = [];
  const anchorH: number[] = [];
  for (let i = 0; i + 2 < s.length; i++) {
    const k = trigram(s, i);
    const j = inHypothesis.get(k);
    if (j !== undefined && j >= 0 && inSource.get(k) === i) {
      anchorS.push(i);
      anchorH.push(j);
    }
  }
  // longest increasing subsequence of the hypothesis positions (patience sorting with back links)
  const tails: number[] = [];
  const link = new Int32Array(anchorS.length).fill(-1);
  for (let i = 0; i < anchorS.length; i++) {
    const j = anchorH[i]!;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (anchorH[tails[mid]!]! < j) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) link[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const chain: number[] = [];
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i >= 0; i = link[i]!) chain.push(i);
  chain.reverse();
  const map = new Int32Array(s.length).fill(-1);
  // each token id's caseless class (the id of the first token with the same lowercase form), for the gaps' ties
  const caseless = new Int32Array(ids.size);
  const lower = new Map<string, number>();
  for (const [t, id] of ids) {
    const l = t.toLowerCase();
    const first = lower.get(l);
    if (first === undefined) lower.set(l, id);
    caseless[id] = first ?? id;
  }
  const gap = new GapAligner(caseless);
  // each anchor matches three tokens; keep the matches that stay strictly increasing on both sides
  let lastS = -1;
  let lastH = -1;
  const match = (i: number, j: number) => {
    gap.align(s, h, lastS + 1, i, lastH + 1, j, map);
    if (i < s.length) map[i] = j;
    lastS = i;
    lastH = j;
  };
  for (const c of chain) {
    for (let d = 0; d < 3; d++) if (anchorS[c]! + d > lastS && anchorH[c]! + d > lastH) match(anchorS[c]! + d, anchorH[c]! + d);
  }
  match(s.length, h.length);
  return map;
}

/**
 * Levenshtein alignment of the tokens between two anchors, with one table reused for every gap. Among the
 * alignments of least distance it takes one with the most equal pairs: a plain Levenshtein backtrace that prefers
 * substitutions pairs unrelated words where a substitution and an insertion–deletion pair tie (`It is` with
 * `lives .` for `relatives . It is because` → `relatives' lives . Because`), and a boundary then follows those pairs.
 * Among those, it takes one with the most pairs equal but for case (`However` with `however` rather than with the
 * `,` after it, in a corrector's output written in lower case): a secondary preference only, the distance and the
 * count of equal pairs stay case-sensitive. Each cell holds distance × TIE_SCALE − equal pairs × EQUAL_BONUS −
 * caseless pairs, all integers exact in a double (a gap has at most MAX_GAP_CELLS cells, so fewer than 2,001 pairs).
 */
const TIE_SCALE = 2 ** 32;
const EQUAL_BONUS = 1 << 12;
/** A pair equal but for case: TIE_SCALE − 1, as a constant (computed in pairCost, the subtraction ran first on some
 * later output and made its optimised code bail out there). */
const CASELESS_COST = TIE_SCALE - 1;

/**
 * The cost of pairing two tokens (strings, or ids with `caseless` mapping an id to its lowercased form's id). A
 * function of the module, not a closure per aligner: optimised code that inlined one aligner's closure bailed out
 * ("wrong call target") on the next output's.
 */
function pairCost(a: number | string, b: number | string, caseless: Int32Array | undefined): number {
  if (a === b) return -EQUAL_BONUS;
  if (typeof a === 'string') return caselessEqual(a, b as string) ? CASELESS_COST : TIE_SCALE;
  return caseless !== undefined && caseless[a] === caseless[b as number] ? CASELESS_COST : TIE_SCALE;
}

/**
 * a.toLowerCase() === b.toLowerCase(), without lowercasing (two new strings) where the first characters already
 * differ: an ASCII character lowercases to one ASCII character, so two ASCII first characters that differ in lower
 * case are the first characters of the lowercased strings, which then differ. Most pairs of a gap's table are
 * unrelated words.
 */
function caselessEqual(a: string, b: string): boolean {
  const x = a.charCodeAt(0);
  const y = b.charCodeAt(0);
  if (x < 128 && y < 128 && (x >= 65 && x <= 90 ? x + 32 : x) !== (y >= 65 && y <= 90 ? y + 32 : y)) return false;
  return a.toLowerCase() === b.toLowerCase();
}

class GapAligner {
  private table = new Float64Array(1024);

  /** `caseless`: for token ids, each id's lowercased form's id (see pairCost). */
  constructor(private readonly caseless?: Int32Array) {}


  /** The same on token strings (the linear pass). */
  alignStrings(s: readonly string[], h: readonly string[], s0: number, s1: number, h0: number, h1: number, map: Int32Array): void {
    this.align(s, h, s0, s1, h0, h1, map);
  }

  align(s: ArrayLike<number | string>, h: ArrayLike<number | string>, s0: number, s1: number, h0: number, h1: number, map: Int32Array): void {
    const n = s1 - s0;
    const m = h1 - h0;
    if (n === 0 || m === 0 || (n + 1) * (m + 1) > MAX_GAP_CELLS) return;
    const width = m + 1;
    if (this.table.length < (n + 1) * width) this.table = new Float64Array((n + 1) * width * 2);
    const d = this.table;
    const step = TIE_SCALE;
    const caseless = this.caseless;
    for (let j = 0; j <= m; j++) d[j] = j * step;
    for (let i = 1; i <= n; i++) {
      d[i * width] = i * step;
      const a = s[s0 + i - 1]!;
      for (let j = 1; j <= m; j++) {
        const sub = d[(i - 1) * width + j - 1]! + pairCost(a, h[h0 + j - 1]!, caseless);
        const del = d[(i - 1) * width + j]! + step;
        const ins = d[i * width + j - 1]! + step;
        d[i * width + j] = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
      }
    }
    // backtrace, preferring a match or substitution where paths tie
    let i = n;
    let j = m;
    while (i > 0 && j > 0) {
      const here = d[i * width + j]!;
      if (here === d[(i - 1) * width + j - 1]! + pairCost(s[s0 + i - 1]!, h[h0 + j - 1]!, caseless)) {
        map[s0 + i - 1] = h0 + j - 1;
        i--;
        j--;
      } else if (here === d[(i - 1) * width + j]! + step) i--;
      else j--;
    }
  }
}

/**
 * A substituted pair (the corrector changed the word, or the Levenshtein table paired two unrelated words) is weak
 * evidence for where a boundary goes; an equal pair (case aside: a merge lowers the capital) is strong.
 */
const SUBSTITUTION_WEIGHT = 0.25;

/** `flatSource`: `flatten(source)` when the caller has it already (segment keeps it with the source's tokens). */
export function alignPartition(
  source: readonly (readonly string[])[],
  hypothesis: readonly string[],
  isBoundary: (position: number) => boolean,
  options: AlignOptions = {},
  flatSource?: readonly string[],
): Spans {
  // the hints as an array (the partition asks only positions 0 … hypothesis.length)
  const hints = new Uint8Array(hypothesis.length + 1);
  for (let p = 0; p <= hypothesis.length; p++) hints[p] = isBoundary(p) ? 1 : 0;
  return partitionByHints(source, hypothesis, hints, options, flatSource);
}

/**
 * alignPartition with the boundary hints as an array (hints[p] = 1: a sentence may start at token p); `sourceRepeated`:
 * alignTokens' answers for `flatSource`, kept by a caller that aligns many outputs onto it. Each hot loop
 * is a function of its own: V8 compiles a long-running loop on stack replacement and reuses that code on later calls;
 * code after the loop that had not run yet when it was compiled made it bail out on every later output (≈ 10 times
 * in a 15-output batch, each time finishing the call in the interpreter).
 */
export function partitionByHints(
  source: readonly (readonly string[])[],
  hypothesis: readonly string[],
  hints: Uint8Array,
  options: AlignOptions = {},
  flatSource?: readonly string[],
  sourceRepeated?: Int8Array,
): Spans {
  const mergePenalty = options.mergePenalty ?? DEFAULT_MERGE_PENALTY;
  const slack = options.slack ?? DEFAULT_SLACK;
  const flat = flatSource ?? flatten(source);
  const map = alignTokens(flat, hypothesis, sourceRepeated);
  const total = hypothesis.length;
  const place = new BoundaryPlacer(map, flat, hypothesis, total, hints, mergePenalty, slack);
  return spansOf(source, map, hints, total, place);
}

/** Each source sentence's span of the hypothesis tokens. */
function spansOf(source: readonly (readonly string[])[], map: Int32Array, hints: Uint8Array, total: number, place: BoundaryPlacer): Spans {
  const spans: [number, number][] = [];
  let start = 0;
  let lastAligned = -1; // the last hypothesis index aligned to a source token before the current boundary
  let position = 0;
  for (let i = 0; i < source.length; i++) {
    const length = source[i]!.length;
    // the sentence's last aligned token, found from its end (most sentences end with one): a step or two per sentence
    // rather than one per token
    for (let k = position + length - 1; k >= position; k--) {
      if (map[k]! >= 0) {
        lastAligned = map[k]!;
        break;
      }
    }
    position += length;
    if (i === source.length - 1) {
      spans.push([start, total]);
      break;
    }
    // the common case: the last word of sentence i and the first of i + 1 are aligned to neighbours and the
    // hypothesis has a boundary hint between them — every other position crosses one of the two pairs, so this one
    // is the least cost (what place() finds, without the search)
    const j = lastAligned;
    const best = length > 0 && map[position - 1] === j && j >= start && map[position] === j + 1 && hints[j + 1] === 1 ? j + 1 : place.at(position, length, start, lastAligned, place.nextAligned(position));
    spans.push([start, best]);
    start = best;
  }
  return spans;
}

/**
 * Where one source boundary goes: it falls between the last hypothesis token aligned before it and the first aligned
 * after it; around that interval (± slack), each position costs the aligned pairs it would cross (equal tokens 1,
 * substituted ones less) plus the merge penalty where the hypothesis has no boundary; ties go to the earliest position.
 * Only the boundaries that spansOf's common case does not settle come here: the pair weights and the next aligned
 * token are worked out for them alone (no pass over every token of every output for them). Exported for tests.
 */
export class BoundaryPlacer {
  private costs = new Float64Array(64);
  /** nextAligned's last answer: the first aligned source token at or after `scannedFrom` is `scannedTo` (map.length: none). */
  private scannedFrom = 0;
  private scannedTo = -1;

  constructor(
    private readonly map: Int32Array,
    private readonly flat: readonly string[],
    private readonly hypothesis: readonly string[],
    private readonly total: number,
    private readonly hints: Uint8Array,
    private readonly mergePenalty: number,
    private readonly slack: number,
  ) {}

  /**
   * The first hypothesis index aligned to a source token at or after k (total if none). Asked with k that only grow
   * (spansOf's boundaries, in order), so the scan is kept: the first aligned token at or after an earlier k is also
   * the first at or after a later k that does not pass it.
   */
  nextAligned(k: number): number {
    const map = this.map;
    if (!(k >= this.scannedFrom && k <= this.scannedTo)) {
      let at = k;
      while (at < map.length && map[at]! < 0) at++;
      this.scannedFrom = k;
      this.scannedTo = at;
    }
    return this.scannedTo < map.length ? map[this.scannedTo]! : this.total;
  }

  /** What crossing source token k's aligned pair costs (k aligned): equal but for case 1, substituted less. */
  private weight(k: number): number {
    const a = this.flat[k]!;
    const b = this.hypothesis[this.map[k]!]!;
    return a === b || caselessEqual(a, b) ? 1 : SUBSTITUTION_WEIGHT;
  }

  /** The boundary after a source sentence (`length` tokens, ending at flat `position`), its span starting at `start`. */
  at(position: number, length: number, start: number, lastAligned: number, nextAligned: number): number {
    const { map, total, slack, mergePenalty } = this;
    const lo = Math.max(start, lastAligned + 1);
    const hi = Math.max(lo, nextAligned);
    const from = Math.max(start, lo - slack);
    const to = Math.min(total, hi + slack);
    // costs[p - from]: the aligned pairs near the boundary that position p crosses — source tokens before it aligned
    // at or after p, and after it aligned before p
    if (this.costs.length < to - from + 1) this.costs = new Float64Array(2 * (to - from + 1));
    const costs = this.costs;
    costs.fill(0, 0, to - from + 1);
    // (an unaligned token, map[k] < 0 ≤ from, adds nothing)
    for (let k = position - 1; k >= 0 && (map[k]! < 0 || map[k]! >= from); k--) {
      if (map[k]! < from) continue;
      const w = this.weight(k);
      for (let p = from; p <= Math.min(map[k]!, to); p++) costs[p - from]! += w;
    }
    for (let k = position; k < map.length && (map[k]! < 0 || map[k]! < to); k++) {
      if (map[k]! < 0) continue;
      const w = this.weight(k);
      for (let p = Math.max(map[k]! + 1, from); p <= to; p++) costs[p - from]! += w;
    }
    // leaving source sentence i with no token although some of its tokens are aligned costs a merge too
    let alignedHere = false;
    for (let k = position - length; k < position && !alignedHere; k++) alignedHere = map[k]! >= 0;
    let best = lo;
    let bestCost = Infinity;
    for (let p = from; p <= to; p++) {
      const cost = costs[p - from]! + (this.hints[p] === 1 ? 0 : mergePenalty) + (p === start && alignedHere ? mergePenalty : 0);
      if (cost < bestCost) {
        bestCost = cost;
        best = p;
      }
    }
    return best;
  }
}
