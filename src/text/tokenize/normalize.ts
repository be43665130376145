/**
 * Characters that the shared-task golds never use but raw and LLM output often does: typographic quotes and
 * apostrophes, dashes, the ellipsis character, non-breaking and other special spaces, invisible characters. A
 * normalisation is chosen by name and recorded in the signature (`norm:NAME`); `none` leaves the text as written.
 */
import { GecvalInputError } from '../../core/errors.js';

export type NormalizationName = 'none' | 'ascii-punct';

export const NORMALIZATIONS: readonly { readonly name: NormalizationName; readonly description: string }[] = [
  { name: 'none', description: 'leave every character as written' },
  {
    name: 'ascii-punct',
    description: "typographic quotes → ' and \", en dash/minus → -, em dash/bar → --, … → ..., special spaces → space, soft hyphen and zero-width characters removed",
  },
];

/** (characters, replacement) of `ascii-punct`. */
const ASCII_PUNCT: readonly (readonly [string, string])[] = [
  ['\u2018\u2019\u201a\u201b\u2032\u02bc', "'"],
  ['\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb', '"'],
  ['\u2010\u2011\u2012\u2013\u2212', '-'],
  ['\u2014\u2015', '--'],
  ['\u2026', '...'],
  ['\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000', ' '],
  ['\u00ad\u200b\u200c\u200d\u2060\ufeff', ''],
];
const REPLACEMENT = new Map<string, string>(ASCII_PUNCT.flatMap(([chars, to]) => [...chars].map((c) => [c, to] as const)));
const TARGETS = new RegExp(`[${[...REPLACEMENT.keys()].join('')}]`, 'gu');

export function isNormalizationName(name: string): name is NormalizationName {
  return NORMALIZATIONS.some((n) => n.name === name);
}

/** The normalisation a user named, or the one input error for a name it does not know (`option`: where the name came from). */
export function normalizationNamed(name: string, option: string): NormalizationName {
  if (!isNormalizationName(name)) throw new GecvalInputError(`unknown normalisation '${name}' for ${option} (expected ${NORMALIZATIONS.map((n) => n.name).join(', ')})`);
  return name;
}

export function normalizeCharacters(text: string, name: NormalizationName): string {
  if (name === 'none') return text;
  // any other name would otherwise act as `ascii-punct` and be signed under its own name (a JavaScript caller is untyped)
  if (name !== 'ascii-punct') normalizationNamed(String(name), "the option 'normalize'");
  return text.replace(TARGETS, (c) => REPLACEMENT.get(c)!);
}

/** The first character `ascii-punct` would change, or undefined: for the warning when normalisation is off. */
export function firstNormalizable(text: string): string | undefined {
  // every character it changes is outside ASCII: the search starts at the first such character (a scan 5 times as fast)
  const from = text.search(NON_ASCII);
  if (from < 0) return undefined;
  FIRST_TARGET.lastIndex = from;
  const m = FIRST_TARGET.exec(text);
  return m === null ? undefined : m[0];
}
const NON_ASCII = /[^\x00-\x7f]/u;
/** TARGETS for one search from a given position (its own lastIndex, set before each use). */
const FIRST_TARGET = new RegExp(TARGETS.source, 'gu');
