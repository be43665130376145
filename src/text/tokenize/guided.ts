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

/** Marks which tokens had whitespace before them in `raw`, walking the raw text; unknown (all true, not exact) if a tokeniser rewrote characters. */
export function spacesOf(raw: string, tokens: readonly string[]): { spaceBefore: boolean[]; exact: boolean } {
  const out: boolean[] = [];
  let pos = 0;
  for (const t of tokens) {
    let space = false;
    while (pos < raw.length && /\s/u.test(raw[pos]!)) {
      pos++;
      space = true;
    }
    if (!raw.startsWith(t, pos)) return { spaceBefore: tokens.map(() => true), exact: false };
    out.push(space || out.length === 0);
    pos += t.length;
  }
  return { spaceBefore: out, exact: true };
}

const canonical = (t: string) => t.replace(/''|``/gu, '"');
/** Marks that detokenisation glues to a neighbour: a token boundary next to one of them may be moved. */
const DETACHABLE = /[.,;:!?'"’”“‘()[\]{}%$#&*]/u;

let table = new Uint32Array(4096);

export function guideBySource(hypothesis: SpacedTokens, source: readonly string[]): string[] {
  const h = hypothesis.tokens;
  const n = h.length;
  const m = source.length;
  if (n === 0 || m === 0) return [...h];
  // most sentences: the same tokens, or tokens that differ only where the corrector changed words
  if (n === m && h.every((t, k) => t === source[k])) return [...h];
  // common prefix and suffix match as they stand; the Levenshtein table covers only the middle
  let p = 0;
  while (p < n && p < m && h[p] === source[p]) p++;
  let q = 0;
  while (q < n - p && q < m - p && h[n - 1 - q] === source[m - 1 - q]) q++;
  const mn = n - p - q;
  const mm = m - p - q;
  // matched pairs, in order (collected backwards)
  const matches: [number, number][] = [];
  for (let k = 0; k < q; k++) matches.push([n - 1 - k, m - 1 - k]);
  if (mn > 0 && mm > 0) {
    // token Levenshtein with backtrace over the middle, in one table reused across calls
    const width = mm + 1;
    if (table.length < (mn + 1) * width) table = new Uint32Array((mn + 1) * width * 2);
    const d = table;
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
    for (let i = mn, j = mm; i > 0 && j > 0; ) {
      const here = d[i * width + j]!;
      const same = h[p + i - 1] === source[p + j - 1];
      if (here === d[(i - 1) * width + j - 1]! + (same ? 0 : 1)) {
        if (same) matches.push([p + i - 1, p + j - 1]);
        i--;
        j--;
      } else if (here === d[(i - 1) * width + j]! + 1) i--;
      else j--;
    }
  }
  for (let k = p - 1; k >= 0; k--) matches.push([k, k]);
  matches.reverse();
  matches.push([n, m]);
  const out: string[] = [];
  let hi = 0;
  let sj = 0;
  for (const [mi, mj] of matches) {
    // the unmatched runs h[hi, mi) and source[sj, mj)
    if (mi > hi) out.push(...replaceRun(h, hypothesis.spaceBefore, hypothesis.exact ?? true, hi, mi, source, sj, mj));
    if (mi < n) out.push(h[mi]!);
    hi = mi + 1;
    sj = mj + 1;
  }
  return out;
}

function replaceRun(h: readonly string[], spaceBefore: readonly boolean[], exact: boolean, h0: number, h1: number, s: readonly string[], s0: number, s1: number): readonly string[] {
  const mine = h.slice(h0, h1);
  if (s1 <= s0) return mine;
  const theirs = s.slice(s0, s1);
  // quote spellings count as one character only where the tokeniser kept the raw characters (not PTB's `` '')
  const canon = exact ? canonical : (t: string) => t;
  const text = mine.map(canon).join('');
  if (text !== theirs.map(canon).join('')) return mine;
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
  const spaced = new Set<number>();
  let at = 0;
  for (let k = h0; k < h1; k++) {
    if (k > h0 && spaceBefore[k]) spaced.add(at);
    at += canon(h[k]!).length;
  }
  for (const cut of new Set([...sourceCuts, ...mineCuts])) {
    if (sourceCuts.has(cut) && mineCuts.has(cut)) continue;
    // whitespace the corrector wrote stays a boundary
    if (spaced.has(cut)) return mine;
    // a boundary between letters, digits or hyphens is the convention's or the corrector's (`can not`,
    // `everyday`, `accordingly-for`), never moved; one next to a mark detokenisation glues may be
    if (!DETACHABLE.test(text[cut - 1]!) && !DETACHABLE.test(text[cut]!)) return mine;
  }
  return theirs;
}
