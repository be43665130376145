/**
 * spaCy's English tokenizer (rule-based, no statistical model), its algorithm restated for gecval from
 * spacy/tokenizer.pyx, in the two versions gecval offers: spaCy 1.9.0 (`bea19`: what BEA-2019's W&I+LOCNESS and FCE
 * data went through, ./spacy19-rules.ts) and spaCy v3 (`spacy3`, ./spacy-rules.ts); special cases from
 * ./spacy-specials.ts.
 *
 * 1. split the text on whitespace; a whole chunk that is a special case becomes its tokens;
 * 2. otherwise strip affixes in a loop: (1.9: stop when what is left is a URL by `token_match`) find a prefix; if
 *    removing just the prefix leaves a special case, do that and stop (1.9: stop too where the string is a URL);
 *    find a suffix (v3: in what follows the prefix; 1.9: in the whole string); if removing just the suffix leaves a
 *    special case, do that and stop; else remove both (when they do not overlap), or whichever was found; stop when
 *    what is left is a special case; repeat until nothing changes;
 * 3. what is left is a special case, a URL (one token; 1.9 `token_match`, v3 `url_match`), or is split at its
 *    infixes (v3: an infix at the very start does not split; 1.9: an infix that starts where the last one ended, or
 *    at the start, is skipped);
 * 4. the tokens are the prefixes in order, the middle, then the suffixes in reverse order of removal;
 * 5. (v3 only) a second pass over the whole text's tokens: a special case that itself contains a prefix,
 *    suffix or infix (`Mr.`, `''`, `:)`) is also looked for as the token sequence the affix rules make of it, and
 *    such a sequence (longest first, no overlaps) becomes the special case's tokens where it lies in one
 *    whitespace-delimited chunk (`Tuesday.Mr.` → `Tuesday . Mr.`); one across a space changes nothing but still takes
 *    its tokens from the others.
 *
 * Whitespace tokens (spaCy keeps a run of more than one space as a token) are dropped: gecval's tokens are
 * whitespace-separated.
 */
import { INFIXES, PREFIXES, SUFFIXES, URL_PATTERN } from './spacy-rules.js';
import { INFIXES_19, PREFIXES_19, SUFFIXES_19, TOKEN_MATCH_19 } from './spacy19-rules.js';
import { specialCases, type SpacyVersion } from './spacy-specials.js';

/** A whitespace token of spaCy's Doc (a run of whitespace other than one space), which no special-case match crosses. */
const BARRIER = '\u0000';

interface Dialect {
  readonly version: SpacyVersion;
  readonly prefixes: readonly string[];
  readonly suffixes: readonly string[];
  readonly infixes: readonly string[];
  /** The URL pattern, and where it applies: before affixes (1.9's token_match) or only to what is left (v3's url_match). */
  readonly url: string;
}

const DIALECTS: Record<SpacyVersion, Dialect> = {
  '1.9': { version: '1.9', prefixes: PREFIXES_19, suffixes: SUFFIXES_19, infixes: INFIXES_19, url: TOKEN_MATCH_19 },
  '3': { version: '3', prefixes: PREFIXES, suffixes: SUFFIXES, infixes: INFIXES, url: URL_PATTERN },
};

/**
 * One version's tokenizer. Its regular expressions and special cases are built on first use: every hot `gecval m2
 * --tokenize` start loads this module, and building these large Unicode patterns cost ≈ 1.5 ms there even where the
 * tokenizer is not a spaCy one.
 */
class SpacyTokenizer {
  private compiled: { readonly prefix: RegExp; readonly suffix: RegExp; readonly infix: RegExp; readonly url: RegExp } | undefined;
  private specials: Map<string, readonly string[]> | undefined;
  private useSpecials = true;
  /** Special cases that contain an affix, keyed by the token sequence the affix rules alone make of them (v3). */
  private sequences: { readonly map: Map<string, readonly string[]>; readonly longest: number } | undefined;
  private readonly v19: boolean;

  constructor(private readonly dialect: Dialect) {
    this.v19 = dialect.version === '1.9';
  }

  tokenize(sentence: string): string[] {
    const out: string[] = [];
    if (this.v19) {
      for (const chunk of sentence.split(/\s+/u)) if (chunk !== '') this.tokenizeChunk(chunk, out);
      return out.filter((t) => t.trim() !== '');
    }
    // v3: the second pass runs over the whole text's tokens, as spaCy's matcher runs over the Doc: a match may span
    // two chunks separated by one space (it then changes nothing, but it takes its tokens from any other match);
    // whitespace other than one space is a token of the Doc, which no match crosses (BARRIER here)
    const chunkOf: number[] = [];
    let chunk = 0;
    for (const part of sentence.split(/(\s+)/u)) {
      if (part === '') continue;
      if (/^\s/u.test(part)) {
        if (part !== ' ') {
          out.push(BARRIER);
          chunkOf.push(-1);
        }
        continue;
      }
      chunk++;
      const before = out.length;
      this.tokenizeChunk(part, out);
      for (let k = before; k < out.length; k++) chunkOf.push(chunk);
    }
    return this.matchSpecialSequences(out, chunkOf).filter((t) => t !== BARRIER && t.trim() !== '');
  }

  private rules(): NonNullable<SpacyTokenizer['compiled']> {
    const { prefixes, suffixes, infixes, url } = this.dialect;
    return (this.compiled ??= {
      prefix: new RegExp(prefixes.map((p) => `^(?:${p})`).join('|'), 'u'),
      suffix: new RegExp(suffixes.map((p) => `(?:${p})$`).join('|'), 'u'),
      infix: new RegExp(infixes.map((p) => `(?:${p})`).join('|'), 'gu'),
      url: new RegExp(url, 'u'),
    });
  }

  private special(s: string): readonly string[] | undefined {
    if (!this.useSpecials) return undefined;
    this.specials ??= specialCases(this.dialect.version);
    return this.specials.get(s);
  }

  private isUrl(s: string): boolean {
    return this.rules().url.test(s);
  }

  private specialSequences(): NonNullable<SpacyTokenizer['sequences']> {
    if (this.sequences !== undefined) return this.sequences;
    this.specials ??= specialCases(this.dialect.version);
    const map = new Map<string, readonly string[]>();
    let longest = 0;
    const infix = new RegExp(this.rules().infix.source, 'u');
    this.useSpecials = false;
    try {
      for (const [key, tokens] of this.specials) {
        if (this.prefixLength(key) === 0 && this.suffixLength(key) === 0 && !infix.test(key) && !key.includes(' ')) continue;
        const pieces: string[] = [];
        for (const chunk of key.split(/\s+/u)) if (chunk !== '') this.tokenizeChunk(chunk, pieces);
        if (pieces.length === 0) continue;
        map.set(pieces.join('\u0000'), tokens);
        longest = Math.max(longest, pieces.length);
      }
    } finally {
      this.useSpecials = true;
    }
    this.sequences = { map, longest };
    return this.sequences;
  }

  /**
   * The second pass over a text's tokens (spaCy v3's special-case matcher); `chunkOf[k]`: the whitespace-delimited
   * chunk token k came from (-1: a whitespace token). A match replaces its tokens only inside one chunk (spaCy looks
   * the matched text, spaces included, up among the special cases).
   */
  private matchSpecialSequences(tokens: string[], chunkOf: readonly number[]): string[] {
    if (tokens.length < 2) return tokens;
    const { map, longest } = this.specialSequences();
    const found: { start: number; end: number; replacement: readonly string[] | undefined }[] = [];
    for (let start = 0; start < tokens.length; start++) {
      for (let end = start + 1; end <= Math.min(tokens.length, start + longest); end++) {
        if (chunkOf[end - 1] === -1) break;
        const replacement = map.get(tokens.slice(start, end).join('\u0000'));
        if (replacement !== undefined) found.push({ start, end, replacement: chunkOf[start] === chunkOf[end - 1] ? replacement : undefined });
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
      out.push(...tokens.slice(at, m.start), ...(m.replacement ?? tokens.slice(m.start, m.end)));
      at = m.end;
    }
    out.push(...tokens.slice(at));
    return out;
  }

  private prefixLength(s: string): number {
    const m = this.rules().prefix.exec(s);
    return m === null ? 0 : m[0].length;
  }

  private suffixLength(s: string): number {
    const m = this.rules().suffix.exec(s);
    return m === null ? 0 : m[0].length;
  }

  private tokenizeChunk(chunk: string, out: string[]): void {
    const whole = this.special(chunk);
    if (whole !== undefined) {
      out.push(...whole);
      return;
    }
    const v19 = this.v19;
    const prefixes: string[] = [];
    const suffixes: string[] = [];
    let s = chunk;
    let lastLength = -1;
    while (s !== '' && s.length !== lastLength) {
      if (v19 ? this.isUrl(s) : this.special(s) !== undefined) break;
      lastLength = s.length;
      const pre = this.prefixLength(s);
      if (pre !== 0) {
        const minusPre = s.slice(pre);
        if (minusPre !== '' && this.special(minusPre) !== undefined) {
          prefixes.push(s.slice(0, pre));
          s = minusPre;
          break;
        }
        // 1.9 asks token_match again here, of the string as it still is (the prefix not yet removed)
        if (v19 && this.isUrl(s)) break;
      }
      const suf = v19 ? this.suffixLength(s) : this.suffixLength(s.slice(pre));
      if (suf !== 0) {
        const minusSuf = s.slice(0, s.length - suf);
        if (minusSuf !== '' && this.special(minusSuf) !== undefined) {
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
      if (v19 && s !== '' && this.special(s) !== undefined) break;
    }
    out.push(...prefixes);
    if (s !== '') this.attachMiddle(s, out);
    for (let i = suffixes.length - 1; i >= 0; i--) out.push(suffixes[i]!);
  }

  private attachMiddle(s: string, out: string[]): void {
    const sp = this.special(s);
    if (sp !== undefined) {
      out.push(...sp);
      return;
    }
    if (this.isUrl(s)) {
      out.push(s);
      return;
    }
    let start = 0;
    for (const m of s.matchAll(this.rules().infix)) {
      const infixStart = m.index;
      const infixEnd = infixStart + m[0].length;
      if (this.v19) {
        // 1.9: an infix that starts where the text not yet emitted starts is skipped (start stays where it was)
        if (infixStart === start) continue;
      } else if (infixStart === 0) continue;
      if (infixStart !== start) out.push(s.slice(start, infixStart));
      if (infixStart !== infixEnd) out.push(m[0]);
      start = infixEnd;
    }
    if (start < s.length) out.push(s.slice(start));
  }
}

const tokenizers = new Map<SpacyVersion, SpacyTokenizer>();
const tokenizerFor = (version: SpacyVersion): SpacyTokenizer => {
  let t = tokenizers.get(version);
  if (t === undefined) tokenizers.set(version, (t = new SpacyTokenizer(DIALECTS[version])));
  return t;
};

/** spaCy v3's English tokenizer (`spacy3`). */
export function spacyTokenize(sentence: string): string[] {
  return tokenizerFor('3').tokenize(sentence);
}

/** spaCy 1.9.0's English tokenizer (`bea19`: the BEA-2019 shared task's data). */
export function spacy19Tokenize(sentence: string): string[] {
  return tokenizerFor('1.9').tokenize(sentence);
}
