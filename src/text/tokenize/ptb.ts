/**
 * The Penn Treebank tokenisation (Robert MacIntyre's tokenizer.sed, as NLTK's TreebankWordTokenizer applies it), the
 * convention of JFLEG's sources, references and the system outputs shipped with it: double quotes become `` `` ``
 * (opening) and `''` (closing), contractions split (`do n't`, `I 'm`, `can not`), `...` and `--` are tokens,
 * brackets and `;@#$%&?!` split off, `,` and `:` split off unless a digit follows (`3,000`, `10:30`), and a period is
 * split off only at the end of the sentence (`Mr.`, `etc.` keep theirs inside it).
 *
 * Each rule is (pattern, replacement), applied in order to the whole sentence; written for gecval from the
 * convention's definition. Character classes follow Python 3's `re` on Unicode text, as NLTK 3 runs them (`\b` and
 * `\d` see every script's letters and digits): the tokens equal NLTK 3.8's on the shared data and fuzz lines
 * (bench/raw-text/RESULTS.md).
 */
type Rule = readonly [RegExp, string];

/**
 * The rules, built on first use: the Unicode property classes (`\p{Nd}`, `\p{L}`) are built from V8's Unicode
 * tables when a pattern is created, ≈ 9 × 10⁶ instructions that every `gecval m2 --tokenize` start would otherwise
 * pay for a tokeniser it may not use.
 */
let rules: { readonly opening: readonly Rule[]; readonly punctuation: readonly Rule[]; readonly closing: readonly Rule[]; readonly splitWords: readonly Rule[] } | undefined;
function ptbRules(): NonNullable<typeof rules> {
  if (rules !== undefined) return rules;
  const OPENING_QUOTES: readonly Rule[] = [
    [/^"/u, '``'],
    [/(``)/gu, ' $1 '],
    [/([ ([{<])("|'')/gu, '$1 `` '],
  ];
  const PUNCTUATION: readonly Rule[] = [
    [/([:,])([^\p{Nd}])/gu, ' $1 $2'],
    [/([:,])$/u, ' $1 '],
    [/\.\.\./gu, ' ... '],
    [/[;@#$%&]/gu, ' $& '],
    // the sentence-final period, before any closing brackets and quotes
    [/([^.])(\.)([\])}>"']*)\s*$/u, '$1 $2$3 '],
    [/[?!]/gu, ' $& '],
    [/([^'])' /gu, "$1 ' "],
    [/[\][(){}<>]/gu, ' $& '],
    [/--/gu, ' -- '],
  ];
  const CLOSING_QUOTES_AND_CLITICS: readonly Rule[] = [
    [/''/gu, " '' "],
    [/"/gu, " '' "],
    [/([^' ])('[sS]|'[mM]|'[dD]|') /gu, '$1 $2 '],
    [/([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) /gu, '$1 $2 '],
  ];
  /**
   * Python 3's `\b` on a Unicode pattern, where the split words meet it (they start and end with a letter): no letter,
   * digit or `_` of any script before or after. JavaScript's `\b` is ASCII even with the `u` flag, so `cannotй` would
   * split here and not in NLTK.
   */
  const B = '(?<![\\p{L}\\p{N}_])';
  const E = '(?![\\p{L}\\p{N}_])';
  /** Words written as one that the Treebank splits in two (case-insensitive). */
  const SPLIT_WORDS: readonly Rule[] = [
    [new RegExp(`${B}(can)(not)${E}`, 'giu'), ' $1 $2 '],
    [new RegExp(`${B}(d)('ye)${E}`, 'giu'), ' $1 $2 '],
    [new RegExp(`${B}(gim)(me)${E}`, 'giu'), ' $1 $2 '],
    [new RegExp(`${B}(gon)(na)${E}`, 'giu'), ' $1 $2 '],
    [new RegExp(`${B}(got)(ta)${E}`, 'giu'), ' $1 $2 '],
    [new RegExp(`${B}(lem)(me)${E}`, 'giu'), ' $1 $2 '],
    [new RegExp(`${B}(more)('n)${E}`, 'giu'), ' $1 $2 '],
    [new RegExp(`${B}(wan)(na)(?=\\s)`, 'giu'), ' $1 $2 '],
    [new RegExp(` ('t)(is)${E}`, 'giu'), ' $1 $2 '],
    [new RegExp(` ('t)(was)${E}`, 'giu'), ' $1 $2 '],
  ];
  rules = { opening: OPENING_QUOTES, punctuation: PUNCTUATION, closing: CLOSING_QUOTES_AND_CLITICS, splitWords: SPLIT_WORDS };
  return rules;
}

export function ptbTokenize(sentence: string): string[] {
  const { opening, punctuation, closing, splitWords } = ptbRules();
  let text = sentence;
  for (const [pattern, replacement] of opening) text = text.replace(pattern, replacement);
  for (const [pattern, replacement] of punctuation) text = text.replace(pattern, replacement);
  text = ` ${text} `;
  for (const [pattern, replacement] of closing) text = text.replace(pattern, replacement);
  for (const [pattern, replacement] of splitWords) text = text.replace(pattern, replacement);
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}
