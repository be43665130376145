/**
 * Source-guided token boundaries. Where a corrector left a stretch of the source's characters unchanged, the
 * gold's tokens for that stretch are the source's own, whatever a tokeniser would make of the raw text: the source
 * was tokenised from text whose spacing the hypothesis no longer shows (`this ,they` in NUCLE, written `this,they`
 * after detokenisation) or in a quote spelling it no longer uses (`''potential` written `"potential`).
 *
 * The hypothesis tokens are aligned to the source sentence's tokens (token Levenshtein); every maximal run of
 * unmatched tokens whose characters equal the source run's characters (without spaces; `"`, `''` and `` `` count
 * as one quote character where the tokeniser keeps characters) takes the source run's tokens, provided that every
 * boundary that moves is one detokenisation can erase: not where the raw text has whitespace, and next to a mark
 * that detokenisers glue to a word (`.,;:!?'"()[]{}%$#&*` and typographic quotes). A boundary between letters,
 * digits or hyphens is never moved: `can not` is the convention's, `everyday` for `every day` or
 * `accordingly-for` for `accordingly - for` are the corrector's. Anything else the corrector changed keeps the
 * tokeniser's tokens.
 */
export interface SpacedTokens {
  readonly tokens: readonly string[];
  /** spaceBefore[k]: the raw text had whitespace before token k (true where unknown). */
  readonly spaceBefore: readonly boolean[];
  /** The tokens are the raw text's characters (false where the tokeniser rewrote some, e.g. PTB quotes). */
  readonly exact?: boolean;
}

const WHITESPACE = /\s/u;
/** JavaScript's `\s` on one UTF-16 unit (ASCII answered without a regular expression). */
const isSpace = (c: number): boolean => (c < 128 ? c === 32 || (c >= 9 && c <= 13) : WHITESPACE.test(String.fromCharCode(c)));

/** Marks which tokens had whitespace before them in `raw`, walking the raw text; unknown (all true, not exact) if a tokeniser rewrote characters. */
export function spacesOf(raw: string, tokens: readonly string[]): { spaceBefore: boolean[]; exact: boolean } {
  const out: boolean[] = [];
  let pos = 0;
  for (const t of tokens) {
    let space = false;
    while (pos < raw.length && isSpace(raw.charCodeAt(pos))) {
      pos++;
      space = true;
    }
    if (!raw.startsWith(t, pos)) return { spaceBefore: tokens.map(() => true), exact: false };
    out.push(space || out.length === 0);
    pos += t.length;
  }
  return { spaceBefore: out, exact: true };
}

const canonical = (t: string) => (t.includes("''") || t.includes('``') ? t.replace(/''|``/gu, '"') : t);
/** Marks that detokenisation glues to a neighbour: a token boundary next to one of them may be moved. */
const DETACHABLE = /[.,;:!?'"’”“‘()[\]{}%$#&*]/u;

/**
 * Where detokenisation erases a space, so that guidance may add a boundary there: before a mark that attaches to the
 * word before it (closing punctuation, a closing quote) or after one that attaches to the word after it (an opening
 * bracket or quote). A quote followed by a letter or digit opens (`a 'real'`: the space before it stays, so
 * `a'real` is the corrector's); otherwise it closes. `&` and `*` attach either way.
 */
const CLOSES = /[.,;:!?)\]}%&*’”]/u;
const OPENS = /[([{$#&*‘“]/u;
const QUOTE = /['"]/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
function spaceErasable(text: string, cut: number): boolean {
  const after = text[cut]!;
  const before = text[cut - 1]!;
  const opening = (q: string, next: string | undefined) => QUOTE.test(q) && next !== undefined && WORD_CHARACTER.test(next);
  if (CLOSES.test(after) || (QUOTE.test(after) && !opening(after, text[cut + 1]))) return true;
  return OPENS.test(before) || opening(before, after);
}

let table = new Uint32Array(4096);

export function guideBySource(hypothesis: SpacedTokens, source: readonly string[]): string[] {
  return guidedTokens(hypothesis, source) ?? hypothesis.tokens.slice();
}

/**
 * guideBySource's tokens, or undefined where its cheap exact checks show that guidance changes nothing (the same
 * tokens as the source, or no mark detokenisation glues among the unmatched tokens of both sides): a caller that
 * already has the hypothesis line then keeps it instead of copying and joining the tokens again.
 */
export function guidedTokens(hypothesis: SpacedTokens, source: readonly string[]): string[] | undefined {
  return guide(hypothesis.tokens, hypothesis, source, true);
}

/**
 * guidedTokens with the hypothesis tokens (`hypothesis.tokens`) read by the caller: a caller that passes spans of
 * different classes reads the tokens at a call site of its own for each, so that optimised code for guidance does
 * not bail out ("wrong map") when a span of the other class first arrives.
 */
export function guidedTokensOf(tokens: readonly string[], hypothesis: SpacedTokens, source: readonly string[]): string[] | undefined {
  return guide(tokens, hypothesis, source, true);
}

/** guidedTokens without its glued-mark shortcut (for tests: the shortcut must change nothing). */
export function guidedTokensWithoutShortcut(hypothesis: SpacedTokens, source: readonly string[]): string[] | undefined {
  return guide(hypothesis.tokens, hypothesis, source, false);
}

/** h: hypothesis.tokens. */
function guide(h: readonly string[], hypothesis: SpacedTokens, source: readonly string[], shortcut: boolean): string[] | undefined {
  const n = h.length;
  const m = source.length;
  // common prefix and suffix match as they stand; the Levenshtein table covers only the middle
  let p = 0;
  while (p < n && p < m && h[p] === source[p]) p++;
  // most sentences: the same tokens (p <= min(n, m), so p === max(n, m) is p === n && n === m; written with a
  // comparison every call makes: the second comparison of the && form, made first when an output's sentence equals
  // its source after the code was optimised, had no type feedback and made optimised guidance bail out)
  if (n === 0 || m === 0 || p === Math.max(n, m)) return undefined;
  let q = 0;
  while (q < n - p && q < m - p && h[n - 1 - q] === source[m - 1 - q]) q++;
  // every token boundary guidance may move is next to a mark detokenisation glues, in both sides' unmatched tokens,
  // which lie between the common prefix and suffix: without such a mark on both sides there, nothing moves
  if (!anyDetachable(h, p, n - q) || !anyDetachable(source, p, m - q)) return undefined;
  // nor where every such mark in both sides' unmatched tokens is a token of its own (and no token spells a quote as
  // `''` or `` `` ``): a boundary moves only next to a mark and where one side's token holds the mark with another
  // character (a whole run: a boundary both sides have; inside a run: a source token or a hypothesis token of two or
  // more characters that holds the mark), and a token takes the source's spelling only where it differs in a quote
  // spelling. Four in five of the lines that reach the table stop here (CoNLL-2014 and SEEDA outputs).
  if (shortcut && !anyGluedMark(h, p, n - q) && !anyGluedMark(source, p, m - q)) return undefined;
  // matched pairs as flat [hypothesis, source] index pairs, in order; then the unmatched runs between them
  const matches = matchTokens(h, source, p, q);
  const out: string[] = [];
  let hi = 0;
  let sj = 0;
  for (let k = 0; k <= matches.length; k += 2) {
    const mi = k < matches.length ? matches[k]! : n;
    const mj = k < matches.length ? matches[k + 1]! : m;
    // the unmatched runs h[hi, mi) and source[sj, mj)
    if (mi > hi) {
      const run = replaceRun(hypothesis, hi, mi, source, sj, mj);
      for (const t of run) out.push(t);
    }
    if (mi < n) out.push(h[mi]!);
    hi = mi + 1;
    sj = mj + 1;
  }
  return out;
}

const isDetachable = (t: string): boolean => DETACHABLE.test(t);
const hasQuotePair = (t: string): boolean => t.includes("''") || t.includes('``');

function anyDetachable(tokens: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (DETACHABLE.test(tokens[k]!)) return true;
  return false;
}

/** A token of two or more characters among tokens[from, to) holds a mark detokenisation glues, or a quote spelling `''` / `` `` ``. */
function anyGluedMark(tokens: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (t.length > 1 && (DETACHABLE.test(t) || hasQuotePair(t))) return true;
  }
  return false;
}

/**
 * The matched token pairs of h and source (flat: i0, j0, i1, j1, …, in order): the first p and last q tokens as they
 * stand, the middle by token Levenshtein with backtrace, in one table reused across calls (kept apart from
 * guideBySource so that each stays small for the optimising compiler).
 */
function matchTokens(h: readonly string[], source: readonly string[], p: number, q: number): number[] {
  const n = h.length;
  const m = source.length;
  const middle = n - p - q > 0 && m - p - q > 0 ? middlePairs(h, source, p, q) : NO_PAIRS;
  const matches: number[] = [];
  for (let k = 0; k < p; k++) matches.push(k, k);
  for (let k = middle.length - 2; k >= 0; k -= 2) matches.push(middle[k + 1]!, middle[k]!);
  for (let k = q - 1; k >= 0; k--) matches.push(n - 1 - k, m - 1 - k);
  return matches;
}
const NO_PAIRS: readonly number[] = [];

/**
 * The matched pairs of the middle h[p, n - q) and source[p, m - q) (both non-empty), collected backwards (source
 * index, hypothesis index). The table and its backtrace are functions of their own: their loops are the hot ones,
 * and V8 compiles a running loop on stack replacement; code after such a loop that had not run yet when that
 * happened (matchTokens' suffix loop when the first calls had no common suffix, a rare backtrace step) made the
 * replaced code bail out again on every later call that reached it (70–80 bailouts in a 15-output batch).
 */
function middlePairs(h: readonly string[], source: readonly string[], p: number, q: number): number[] {
  const mn = h.length - p - q;
  const mm = source.length - p - q;
  return backtrace(levenshtein(h, source, p, mn, mm), h, source, p, mn, mm);
}

/** The shared table, at least `cells` long. */
function tableOf(cells: number): Uint32Array {
  if (table.length < cells) table = new Uint32Array(cells * 2);
  return table;
}

/** The token Levenshtein table of h[p, p + mn) against source[p, p + mm) (rows of mm + 1). */
function levenshtein(h: readonly string[], source: readonly string[], p: number, mn: number, mm: number): Uint32Array {
  const width = mm + 1;
  const d = tableOf((mn + 1) * width);
  for (let j = 0; j <= mm; j++) d[j] = j;
  for (let i = 1; i <= mn; i++) {
    d[i * width] = i;
    const a = h[p + i - 1];
    for (let j = 1; j <= mm; j++) {
      const sub = d[(i - 1) * width + j - 1]! + (a === source[p + j - 1] ? 0 : 1);
      const del = d[(i - 1) * width + j]! + 1;
      const ins = d[i * width + j - 1]! + 1;
      d[i * width + j] = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
    }
  }
  return d;
}

/** The table's backtrace (a match or substitution first, then a deletion): the equal pairs, collected backwards. */
function backtrace(d: Uint32Array, h: readonly string[], source: readonly string[], p: number, mn: number, mm: number): number[] {
  const width = mm + 1;
  const middle: number[] = [];
  for (let i = mn, j = mm; i > 0 && j > 0; ) {
    const here = d[i * width + j]!;
    const same = h[p + i - 1] === source[p + j - 1];
    // each step as two constants, so that the rarer steps hold no arithmetic of their own (no operation that had
    // never run when the loop was optimised)
    let di = 1;
    let dj = 1;
    if (here === d[(i - 1) * width + j - 1]! + (same ? 0 : 1)) {
      if (same) middle.push(p + j - 1, p + i - 1);
    } else if (here === d[(i - 1) * width + j]! + 1) dj = 0;
    else di = 0;
    i -= di;
    j -= dj;
  }
  return middle;
}

/**
 * One unmatched run h[h0, h1) against the source's s[s0, s1). The hypothesis's spacing and exactness are read only
 * where they decide something (segment and tokenizeLines work them out on first use): `exact` where a run holds a
 * quote spelling `''` or `` `` `` (elsewhere `canonical` changes no token) or may go to replaceInside, the spacing
 * where a boundary would move.
 */
function replaceRun(hypothesis: SpacedTokens, h0: number, h1: number, s: readonly string[], s0: number, s1: number): readonly string[] {
  const h = hypothesis.tokens;
  const mine = h.slice(h0, h1);
  if (s1 <= s0) return mine;
  const theirs = s.slice(s0, s1);
  // quote spellings count as one character only where the tokeniser kept the raw characters (not PTB's `` '')
  const canon = (mine.some(hasQuotePair) || theirs.some(hasQuotePair)) && (hypothesis.exact ?? true) ? canonical : (t: string) => t;
  const text = mine.map(canon).join('');
  if (text !== theirs.map(canon).join('')) {
    // replaceInside keeps `mine` unless both runs hold a mark detokenisation glues (its first check, made here
    // before the exactness is asked for)
    if (!mine.some(isDetachable) || !theirs.some(isDetachable)) return mine;
    return (hypothesis.exact ?? true) ? replaceInside(h, hypothesis.spaceBefore, h0, h1, theirs) : mine;
  }
  const cuts = (tokens: readonly string[]) => {
    const out = new Set<number>();
    let at = 0;
    for (const t of tokens) {
      if (at > 0) out.add(at);
      at += canon(t).length;
    }
    return out;
  };
  const sourceCuts = cuts(theirs);
  const mineCuts = cuts(mine);
  let spaced: Set<number> | undefined;
  const spacedCuts = () => {
    const spaceBefore = hypothesis.spaceBefore;
    const out = new Set<number>();
    let at = 0;
    for (let k = h0; k < h1; k++) {
      if (k > h0 && spaceBefore[k]) out.add(at);
      at += canon(h[k]!).length;
    }
    return out;
  };
  for (const cut of new Set([...sourceCuts, ...mineCuts])) {
    if (sourceCuts.has(cut) && mineCuts.has(cut)) continue;
    // whitespace the corrector wrote stays a boundary
    if ((spaced ??= spacedCuts()).has(cut)) return mine;
    // a boundary between letters, digits or hyphens is the convention's or the corrector's (`can not`,
    // `everyday`, `accordingly-for`), never moved; one next to a mark detokenisation glues may be
    if (!DETACHABLE.test(text[cut - 1]!) && !DETACHABLE.test(text[cut]!)) return mine;
    // a boundary the source adds must be one detokenisation could have erased (`this,they` → `this ,they`, not
    // `2012,80` → `2012 , 80`: the space after a comma stays)
    if (sourceCuts.has(cut) && !spaceErasable(text, cut)) return mine;
  }
  return theirs;
}

/** One character of a token as guidance compares it: `''` and `` `` `` are one quote unit (`"`). */
interface Units {
  readonly chars: string[];
  readonly raw: string[];
  /** cutBefore[u]: unit u starts a token. */
  readonly cutBefore: boolean[];
  /** token[u]: the token unit u belongs to. */
  readonly token: number[];
}

function unitsOf(tokens: readonly string[]): Units {
  const chars: string[] = [];
  const raw: string[] = [];
  const cutBefore: boolean[] = [];
  const token: number[] = [];
  tokens.forEach((t, k) => {
    for (let i = 0; i < t.length; ) {
      const two = t.startsWith("''", i) || t.startsWith('``', i);
      chars.push(two ? '"' : t[i]!);
      raw.push(two ? t.slice(i, i + 2) : t[i]!);
      cutBefore.push(i === 0);
      token.push(k);
      i += two ? 2 : 1;
    }
  });
  return { chars, raw, cutBefore, token };
}

/**
 * The longest common subsequence of two unit sequences, backtraced into matchedTo[x] (the unit of `b` matched to
 * unit x of `a`, or -1). Apart from replaceInside so that its table loop, which V8 compiles on stack replacement on a
 * long run, compiles alone (with replaceInside around it, that one compilation cost ≈ 100 ms of a 15-output batch).
 */
function commonUnits(a: readonly string[], b: readonly string[]): Int32Array {
  const na = a.length;
  const nb = b.length;
  const width = nb + 1;
  const d = lcsTable(a, b);
  const matchedTo = new Int32Array(na).fill(-1);
  for (let i = 0, j = 0; i < na && j < nb; ) {
    // each step as two constants (see backtrace)
    let di = 1;
    let dj = 1;
    if (a[i] === b[j] && d[i * width + j] === d[(i + 1) * width + j + 1]! + 1) matchedTo[i] = j;
    else if (d[(i + 1) * width + j]! >= d[i * width + j + 1]!) dj = 0;
    else di = 0;
    i += di;
    j += dj;
  }
  return matchedTo;
}

/** d[i * (nb + 1) + j]: the length of the longest common subsequence of a[i…] and b[j…]. */
function lcsTable(a: readonly string[], b: readonly string[]): Uint32Array {
  const na = a.length;
  const nb = b.length;
  const width = nb + 1;
  const d = new Uint32Array((na + 1) * width);
  for (let i = na - 1; i >= 0; i--) {
    for (let j = nb - 1; j >= 0; j--) {
      const here = i * width + j;
      d[here] = a[i] === b[j] ? d[here + width + 1]! + 1 : Math.max(d[here + width]!, d[here + 1]!);
    }
  }
  return d;
}

/** Runs whose character alignment table would exceed this many cells keep the tokeniser's tokens. */
const MAX_RUN_CELLS = 250_000;

/**
 * A run whose characters differ from the source run's (the corrector changed something inside it): the two are
 * aligned character by character (quote spellings as one unit), and inside every stretch of characters the
 * corrector left as they were, a token boundary that differs from the source's takes the source's — under the same
 * conditions as a whole run (not where the raw text has whitespace; only next to a mark that detokenisation glues).
 * Elsewhere the tokeniser's boundaries stay. A token that comes out equal to a source token (quote spelling aside)
 * takes the source's spelling: `"potential` → `''potential` when the corrector only deleted the word before it.
 */
function replaceInside(h: readonly string[], spaceBefore: readonly boolean[], h0: number, h1: number, theirs: readonly string[]): readonly string[] {
  const mine = h.slice(h0, h1);
  // every boundary that may move sits next to a mark detokenisation glues, in both runs' characters (below)
  if (!mine.some((t) => DETACHABLE.test(t)) || !theirs.some((t) => DETACHABLE.test(t))) return mine;
  const a = unitsOf(mine);
  const b = unitsOf(theirs);
  const na = a.chars.length;
  const nb = b.chars.length;
  if (na === 0 || nb === 0 || (na + 1) * (nb + 1) > MAX_RUN_CELLS) return mine;
  const matchedTo = commonUnits(a.chars, b.chars);
  // each source token whose characters all come back, consecutively, is intact; an intact token loses the
  // boundaries the tokeniser made inside it, and a boundary is added between two intact source tokens that sit next
  // to each other in the hypothesis too — if every boundary that has to move for the token may move (not where the
  // corrector wrote whitespace; only next to a mark that detokenisation glues). Other boundaries stay the tokeniser's.
  const matchedFrom = new Int32Array(nb).fill(-1);
  for (let x = 0; x < na; x++) if (matchedTo[x]! >= 0) matchedFrom[matchedTo[x]!] = x;
  const starts: number[] = [];
  for (let y = 0; y < nb; y++) if (b.cutBefore[y]) starts.push(y);
  starts.push(nb);
  const intact = starts.slice(0, -1).map((v0, k) => {
    const x0 = matchedFrom[v0]!;
    if (x0 < 0) return false;
    for (let y = v0 + 1; y < starts[k + 1]!; y++) if (matchedFrom[y] !== x0 + (y - v0)) return false;
    return true;
  });
  const cut: boolean[] = a.cutBefore.slice();
  let changed = false;
  const joined = a.chars.join('');
  const mayMove = (x: number): boolean =>
    !(a.cutBefore[x] && spaceBefore[h0 + a.token[x]!]) &&
    (DETACHABLE.test(a.chars[x - 1]!) || DETACHABLE.test(a.chars[x]!)) &&
    (a.cutBefore[x] || spaceErasable(joined, x));
  for (let k = 0; k + 1 < starts.length; k++) {
    if (!intact[k]) continue;
    const x0 = matchedFrom[starts[k]!]!;
    const x1 = x0 + (starts[k + 1]! - starts[k]!);
    const moves: number[] = [];
    // a boundary before the token: where the intact source token before it ends right there in the hypothesis
    if (x0 > 0 && !cut[x0]) {
      if (k === 0 || !intact[k - 1] || matchedTo[x0 - 1] !== starts[k]! - 1) continue;
      moves.push(x0);
    }
    for (let x = x0 + 1; x < x1; x++) if (cut[x]) moves.push(x);
    if (moves.length > 0 && moves.every(mayMove)) {
      for (const x of moves) cut[x] = !cut[x];
      changed = true;
    }
  }
  const out: string[] = [];
  for (let x0 = 0; x0 < na; ) {
    let x1 = x0 + 1;
    while (x1 < na && !cut[x1]) x1++;
    // the new token a[x0, x1): the source's spelling if it is one whole source token, character for character
    const y0 = matchedTo[x0]!;
    let same = y0 >= 0 && b.cutBefore[y0]! && (y0 + (x1 - x0) === nb || b.cutBefore[y0 + (x1 - x0)]!);
    for (let x = x0 + 1; same && x < x1; x++) same = matchedTo[x] === y0 + (x - x0) && !b.cutBefore[y0 + (x - x0)];
    out.push(same ? theirs[b.token[y0]!]! : a.raw.slice(x0, x1).join(''));
    x0 = x1;
  }
  return out;
}
