/**
 * Does a hypothesis look tokenised differently from the gold? A scorer that compares tokens (M², ERRANT, GLEU)
 * counts every token boundary the hypothesis writes differently as an edit, so an untokenised output silently
 * scores far lower (AMU on CoNLL-2014 with its punctuation glued back on: M² F0.5 0.3501 → 0.1619). The signal is
 * punctuation attached to a word (`school.`, `however,`, `don't`): tokens the gold convention splits.
 */
const GLUED = /^(?:[\p{L}\p{N}][\p{L}\p{N}'’-]*[.,!?;:]|[\p{L}]+n['’]t|[\p{L}]+['’](?:s|re|ve|ll|d|m))$/iu;

const MAYBE_GLUED_END = new Set([...'.,!?;:'].map((c) => c.charCodeAt(0)));

export interface TokenizationCheck {
  /** Tokens of the hypothesis with punctuation or a clitic attached, and all its tokens. */
  readonly glued: number;
  readonly tokens: number;
  /** The same for the source (the gold's convention). */
  readonly sourceGlued: number;
  readonly sourceTokens: number;
  /** The first glued hypothesis token, as an example. */
  readonly example?: string;
  /** 1-based line of the example. */
  readonly exampleLine?: number;
  readonly differs: boolean;
}

/** `source`: the gold's sentences, when at hand (without them, the gold's rate counts as 0: the golds have almost none). */
export function checkTokenization(hypothesis: readonly string[], source: readonly string[] = []): TokenizationCheck {
  const count = (lines: readonly string[]) => {
    let glued = 0;
    let tokens = 0;
    let example: string | undefined;
    let exampleLine: number | undefined;
    lines.forEach((line, i) => {
      for (const t of line.split(/\s+/u)) {
        if (t === '') continue;
        tokens++;
        // only a token ending in one of .,!?;: or holding an apostrophe can match (checked first: most tokens do not)
        const last = t.charCodeAt(t.length - 1);
        if (!MAYBE_GLUED_END.has(last) && !t.includes("'") && !t.includes('\u2019')) continue;
        if (GLUED.test(t)) {
          glued++;
          if (example === undefined) {
            example = t;
            exampleLine = i + 1;
          }
        }
      }
    });
    return { glued, tokens, example, exampleLine };
  };
  const h = count(hypothesis);
  const s = count(source);
  const rate = h.tokens === 0 ? 0 : h.glued / h.tokens;
  const sourceRate = s.tokens === 0 ? 0 : s.glued / s.tokens;
  // at least 1 % of the tokens, and five times the gold's rate
  const differs = h.glued >= 5 && rate >= 0.01 && rate >= 5 * sourceRate;
  return { glued: h.glued, tokens: h.tokens, sourceGlued: s.glued, sourceTokens: s.tokens, example: h.example, exampleLine: h.exampleLine, differs };
}
