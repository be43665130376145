/**
 * The three word views of the conservatism analysis (docs/conservatism.md#alignment-tokens): alignment tokens, the comparison form `pw`,
 * and the lemma-tolerant sameness test `approxSame` that WordChange and the crowd edit converter use.
 */
import { distance as levenshtein } from 'fastest-levenshtein';

/** Padding word for the shorter side of an alignment; "aligned to nothing". */
export const SENTINEL = 'emptyWord';

const NON_WORD = /[^\p{L}\p{N}_]/u;
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const ALNUM = /[\p{L}\p{N}]/u;

/**
 * Splits at every single non-word character, keeping the empty pieces punctuation leaves behind, so that
 * `"yesterday ."` → `yesterday, "", ""` and `"don't"` → `don, t` (the original's `re.split("\W", s)`).
 */
export function alignmentTokens(text: string): string[] {
  return text.split(NON_WORD).map((piece) => piece.trim().toLowerCase());
}

export function isWord(token: string): boolean {
  return token !== SENTINEL && WORD_CHAR.test(token);
}

/** Comparison form: drop one trailing non-alphanumeric character, trim, lowercase. */
export function pw(word: string): string {
  const last = word.slice(-1);
  const cut = last !== '' && !ALNUM.test(last) ? word.slice(0, -1) : word;
  return cut.trim().toLowerCase();
}

/** Exact comparison used by Exact Index Match and edit conversion. */
export function isSame(a: string, b: string): boolean {
  return pw(a) === pw(b);
}

export interface Lemmatizer {
  readonly name: string;
  lemma(word: string): string;
}

export const identityLemmatizer: Lemmatizer = { name: 'identity', lemma: (word) => word };

/**
 * WordNet's noun detachment rules (morphy) without the WordNet dictionary: the original (NLTK) keeps a rule's
 * output only when WordNet knows it and then returns the shortest candidate. Without the dictionary we apply
 * the first rule whose output keeps at least three letters and skip words that look like singular `-ss`/`-us`/
 * `-is` nouns. It agrees with NLTK on the common cases that matter for WordChange (plural nouns, `does` → `doe`);
 * rare words can differ — see docs/conservatism.md.
 */
const NOUN_RULES: ReadonlyArray<readonly [string, string]> = [
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ies', 'y'],
  ['men', 'man'],
  ['s', ''],
];

export const nounSuffixLemmatizer: Lemmatizer = {
  name: 'noun-suffix',
  lemma(word: string): string {
    if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
    for (const [suffix, replacement] of NOUN_RULES) {
      if (word.endsWith(suffix)) {
        const candidate = word.slice(0, word.length - suffix.length) + replacement;
        if (candidate.length >= 3) return candidate;
      }
    }
    return word;
  },
};

/**
 * The original's notion of "the same word": Levenshtein distance of the noun lemmas of the `pw` forms at most 1,
 * or 2 when both lemmas are longer than 4 characters. So `cat`/`cats` and `a`/`an` are the same, `go`/`went` not.
 */
export function approxSame(a: string, b: string, lemmatizer: Lemmatizer = nounSuffixLemmatizer): boolean {
  const la = lemmatizer.lemma(pw(a));
  const lb = lemmatizer.lemma(pw(b));
  const allowed = la.length > 4 && lb.length > 4 ? 2 : 1;
  return levenshtein(la, lb) <= allowed;
}
