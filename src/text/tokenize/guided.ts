/**
 * Source-guided token boundaries. Where a corrector left a stretch of the source's characters unchanged, the
 * gold's tokens for that stretch are the source's own, whatever a tokeniser would make of the raw text: the source
 * was tokenised from text whose spacing the hypothesis no longer shows (`this ,they` in NUCLE, written `this,they`
 * after detokenisation) or in a quote spelling it no longer uses (`''potential` written `"potential`).
 *
 * The hypothesis tokens are aligned to the source sentence's tokens (token Levenshtein); every maximal run of
 * unmatched tokens whose characters equal the source run's characters (without spaces, with `"`, `''` and `` ``
 * counted as one quote character) takes the source run's tokens, provided that every place where the raw text had
 * whitespace inside the run is also a token boundary of the source, and that no source boundary falls between two
 * letters or digits the hypothesis wrote as one word (`everyday` for `every day` is a correction, not a
 * tokenisation). Anything the corrector changed keeps the tokeniser's tokens.
 */
export interface SpacedTokens {
  readonly tokens: readonly string[];
  /** spaceBefore[k]: the raw text had whitespace before token k (true where unknown). */
  readonly spaceBefore: readonly boolean[];
}

/** Marks which tokens had whitespace before them in `raw`, walking the raw text; unknown (all true) if a tokeniser rewrote characters. */
export function spacesOf(raw: string, tokens: readonly string[]): boolean[] {
  const out: boolean[] = [];
  let pos = 0;
  for (const t of tokens) {
    let space = false;
    while (pos < raw.length && /\s/u.test(raw[pos]!)) {
      pos++;
      space = true;
    }
    if (!raw.startsWith(t, pos)) return tokens.map(() => true);
    out.push(space || out.length === 0);
    pos += t.length;
  }
  return out;
}

const canonical = (t: string) => t.replace(/''|``/gu, '"');
const WORD = /[\p{L}\p{N}]/u;

export function guideBySource(hypothesis: SpacedTokens, source: readonly string[]): string[] {
  const h = hypothesis.tokens;
  const n = h.length;
  const m = source.length;
  if (n === 0 || m === 0) return [...h];
  // token Levenshtein with backtrace
  const width = m + 1;
  const d = new Uint32Array((n + 1) * width);
  for (let j = 0; j <= m; j++) d[j] = j;
  for (let i = 1; i <= n; i++) {
    d[i * width] = i;
    for (let j = 1; j <= m; j++) {
      const sub = d[(i - 1) * width + j - 1]! + (h[i - 1] === source[j - 1] ? 0 : 1);
      const del = d[(i - 1) * width + j]! + 1;
      const ins = d[i * width + j - 1]! + 1;
      d[i * width + j] = Math.min(sub, del, ins);
    }
  }
  // matched pairs, in order
  const matches: [number, number][] = [];
  for (let i = n, j = m; i > 0 && j > 0; ) {
    const here = d[i * width + j]!;
    const same = h[i - 1] === source[j - 1];
    if (here === d[(i - 1) * width + j - 1]! + (same ? 0 : 1)) {
      if (same) matches.push([i - 1, j - 1]);
      i--;
      j--;
    } else if (here === d[(i - 1) * width + j]! + 1) i--;
    else j--;
  }
  matches.reverse();
  matches.push([n, m]);
  const out: string[] = [];
  let hi = 0;
  let sj = 0;
  for (const [mi, mj] of matches) {
    // the unmatched runs h[hi, mi) and source[sj, mj)
    if (mi > hi) out.push(...replaceRun(h, hypothesis.spaceBefore, hi, mi, source, sj, mj));
    if (mi < n) out.push(h[mi]!);
    hi = mi + 1;
    sj = mj + 1;
  }
  return out;
}

function replaceRun(h: readonly string[], spaceBefore: readonly boolean[], h0: number, h1: number, s: readonly string[], s0: number, s1: number): readonly string[] {
  const mine = h.slice(h0, h1);
  if (s1 <= s0) return mine;
  const theirs = s.slice(s0, s1);
  if (mine.map(canonical).join('') !== theirs.map(canonical).join('')) return mine;
  // offsets (in canonical characters) of the source's boundaries inside the run
  const sourceCuts = new Set<number>();
  let at = 0;
  for (const t of theirs) {
    sourceCuts.add(at);
    at += canonical(t).length;
  }
  const mineCuts = new Set<number>();
  at = 0;
  for (let k = h0; k < h1; k++) {
    if (k > h0 && spaceBefore[k] && !sourceCuts.has(at)) return mine;
    mineCuts.add(at);
    at += canonical(h[k]!).length;
  }
  // a boundary the source has but the hypothesis wrote as one word (`everyday` for `every day`) is a correction,
  // not a tokenisation: the source's cuts may only add boundaries next to a mark
  const text = mine.map(canonical).join('');
  for (const cut of sourceCuts) {
    if (cut > 0 && !mineCuts.has(cut) && WORD.test(text[cut - 1]!) && WORD.test(text[cut]!)) return mine;
  }
  return theirs;
}
