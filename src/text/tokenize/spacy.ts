/**
 * The BEA-2019 / W&I+LOCNESS convention: spaCy's English tokenizer (rule-based, no statistical model), its
 * algorithm restated for gecval from spacy/tokenizer.pyx with the rule tables of ./spacy-rules.ts:
 *
 * 1. split the text on whitespace; a whole chunk that is a special case becomes its tokens;
 * 2. otherwise strip affixes in a loop: stop when what is left is a special case; find a prefix and a suffix; if
 *    removing just the prefix (or just the suffix) leaves a special case, do that and stop; else remove both
 *    (when they do not overlap), or whichever was found; repeat until nothing changes;
 * 3. what is left is a special case, a URL (one token), or is split at its infixes (an infix at the very start
 *    does not split);
 * 4. the tokens are the prefixes in order, the middle, then the suffixes in reverse order of removal.
 *
 * 5. a second pass over each whitespace-delimited chunk: a special case that itself contains a prefix, suffix or
 *    infix (`Mr.`, `''`, `:)`) is also looked for as the token sequence the affix rules make of it, and such a
 *    sequence (longest first, no overlaps) becomes the special case's tokens (`Tuesday.Mr.` → `Tuesday . Mr.`).
 *
 * Whitespace tokens (spaCy keeps a run of more than one space as a token) are dropped: gecval's tokens are
 * whitespace-separated.
 */
import { INFIXES, PREFIXES, SUFFIXES, URL_PATTERN, specialCases } from './spacy-rules.js';

/**
 * The affix and URL rules as regular expressions, built on first use: every hot `gecval m2 --tokenize` start loads
 * this module, and building these large Unicode patterns cost ≈ 1.5 ms there even where the tokenizer is not bea19.
 */
let patterns: { readonly prefix: RegExp; readonly suffix: RegExp; readonly infix: RegExp; readonly url: RegExp } | undefined;
const rules = () =>
  (patterns ??= {
    prefix: new RegExp(PREFIXES.map((p) => `^(?:${p})`).join('|'), 'u'),
    suffix: new RegExp(SUFFIXES.map((p) => `(?:${p})$`).join('|'), 'u'),
    infix: new RegExp(INFIXES.map((p) => `(?:${p})`).join('|'), 'gu'),
    url: new RegExp(URL_PATTERN, 'u'),
  });
let specials: Map<string, readonly string[]> | undefined;

let useSpecials = true;

function special(s: string): readonly string[] | undefined {
  if (!useSpecials) return undefined;
  specials ??= specialCases();
  return specials.get(s);
}

/** Special cases that contain an affix, keyed by the token sequence the affix rules alone make of them. */
let sequences: { readonly map: Map<string, readonly string[]>; readonly longest: number } | undefined;

function specialSequences(): NonNullable<typeof sequences> {
  if (sequences !== undefined) return sequences;
  specials ??= specialCases();
  const map = new Map<string, readonly string[]>();
  let longest = 0;
  useSpecials = false;
  try {
    for (const [key, tokens] of specials) {
      if (prefixLength(key) === 0 && suffixLength(key) === 0 && !new RegExp(rules().infix.source, 'u').test(key) && !key.includes(' ')) continue;
      const pieces: string[] = [];
      for (const chunk of key.split(/\s+/u)) if (chunk !== '') tokenizeChunk(chunk, pieces);
      if (pieces.length === 0) continue;
      map.set(pieces.join('\u0000'), tokens);
      longest = Math.max(longest, pieces.length);
    }
  } finally {
    useSpecials = true;
  }
  sequences = { map, longest };
  return sequences;
}

/** The second pass over one chunk's tokens (spaCy's special-case matcher). */
function matchSpecialSequences(tokens: string[]): string[] {
  if (tokens.length < 2) return tokens;
  const { map, longest } = specialSequences();
  const found: { start: number; end: number; replacement: readonly string[] }[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + longest); end++) {
      const replacement = map.get(tokens.slice(start, end).join('\u0000'));
      if (replacement !== undefined) found.push({ start, end, replacement });
    }
  }
  if (found.length === 0) return tokens;
  // longest first, then leftmost; a match sharing its first or last token with a kept one is dropped
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const seen = new Set<number>();
  const kept: typeof found = [];
  for (const m of found) {
    if (!seen.has(m.start) && !seen.has(m.end - 1)) kept.push(m);
    for (let i = m.start; i < m.end; i++) seen.add(i);
  }
  kept.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let at = 0;
  for (const m of kept) {
    out.push(...tokens.slice(at, m.start), ...m.replacement);
    at = m.end;
  }
  out.push(...tokens.slice(at));
  return out;
}

function prefixLength(s: string): number {
  const m = rules().prefix.exec(s);
  return m === null ? 0 : m[0].length;
}

function suffixLength(s: string): number {
  const m = rules().suffix.exec(s);
  return m === null ? 0 : m[0].length;
}

function tokenizeChunk(chunk: string, out: string[]): void {
  const whole = special(chunk);
  if (whole !== undefined) {
    out.push(...whole);
    return;
  }
  const prefixes: string[] = [];
  const suffixes: string[] = [];
  let s = chunk;
  let lastLength = -1;
  while (s !== '' && s.length !== lastLength) {
    if (special(s) !== undefined) break;
    lastLength = s.length;
    const pre = prefixLength(s);
    if (pre !== 0) {
      const minusPre = s.slice(pre);
      if (minusPre !== '' && special(minusPre) !== undefined) {
        prefixes.push(s.slice(0, pre));
        s = minusPre;
        break;
      }
    }
    const suf = suffixLength(s.slice(pre));
    if (suf !== 0) {
      const minusSuf = s.slice(0, s.length - suf);
      if (minusSuf !== '' && special(minusSuf) !== undefined) {
        suffixes.push(s.slice(s.length - suf));
        s = minusSuf;
        break;
      }
    }
    if (pre !== 0 && suf !== 0 && pre + suf <= s.length) {
      prefixes.push(s.slice(0, pre));
      suffixes.push(s.slice(s.length - suf));
      s = s.slice(pre, s.length - suf);
    } else if (pre !== 0) {
      prefixes.push(s.slice(0, pre));
      s = s.slice(pre);
    } else if (suf !== 0) {
      suffixes.push(s.slice(s.length - suf));
      s = s.slice(0, s.length - suf);
    }
  }
  out.push(...prefixes);
  if (s !== '') attachMiddle(s, out);
  for (let i = suffixes.length - 1; i >= 0; i--) out.push(suffixes[i]!);
}

function attachMiddle(s: string, out: string[]): void {
  const sp = special(s);
  if (sp !== undefined) {
    out.push(...sp);
    return;
  }
  if (rules().url.test(s)) {
    out.push(s);
    return;
  }
  let start = 0;
  for (const m of s.matchAll(rules().infix)) {
    const infixStart = m.index;
    const infixEnd = infixStart + m[0].length;
    if (infixStart === 0) continue;
    if (infixStart !== start) out.push(s.slice(start, infixStart));
    if (infixStart !== infixEnd) out.push(m[0]);
    start = infixEnd;
  }
  if (start < s.length) out.push(s.slice(start));
}

export function spacyTokenize(sentence: string): string[] {
  const out: string[] = [];
  for (const chunk of sentence.split(/\s+/u)) {
    if (chunk === '') continue;
    const tokens: string[] = [];
    tokenizeChunk(chunk, tokens);
    out.push(...matchSpecialSequences(tokens));
  }
  return out.filter((t) => t.trim() !== '');
}
