import { isKnownWord } from './spell.js';

/**
 * wink's lemmas, corrected where they systematically differ from spaCy's (whose lemmas ERRANT compares):
 * - wink maps British spellings to American ones (`realising` → `realize`, `colours` → `color`); spaCy keeps the
 *   spelling, so `realising → realizing` is R:MORPH in ERRANT, not an inflection. The spelling of the word is
 *   restored in the lemma (s/z, c/s, our/or).
 * - spaCy lemmatizes nouns only when they are plural: a singular noun in `-ing`/`-ed` (`networking`) is its own
 *   lemma, where wink reduces it to the verb (`network`).
 * - spaCy's rule lemmatizer strips a plural `-s` from nouns it does not know (`keywords` → `keyword`); wink leaves
 *   unknown words alone. A noun in `-s` whose singular is a dictionary word gets that singular.
 */
export function spacyLemma(lower: string, pos: string, winkLemma: string): string {
  let lemma = restoreSpelling(lower, winkLemma);
  // A past form that is also a noun or adjective ("saw", "felt", "left") keeps wink's noun lemma when a context
  // rule re-tags it as a verb; spaCy lemmatizes the verb.
  if (pos === 'VERB' && lemma === lower) {
    const base = NOMINAL_PAST_FORMS.get(lower);
    if (base !== undefined) return base;
  }
  if (pos === 'VERB' && lemma === lower && lower.endsWith('ing')) return ingVerbLemma(lower) ?? lemma;
  // A noun re-tagged as a verb keeps wink's noun lemma (`lives` → `life`): a verb in -s has the regular base.
  if (pos === 'VERB' && lower.endsWith('s') && !isRegularBase(lower, lemma)) {
    const base = singularOf(lower);
    if (base !== undefined && isKnownWord(base)) return base;
  }
  // spaCy keeps an adjective in -ed as its own lemma ("advanced"), where wink gives the verb.
  if (pos === 'ADJ' && lower.endsWith('ed')) return lower;
  if (pos !== 'NOUN') return lemma;
  if (lemma !== lower && !lower.endsWith('s') && /(ing|ed)$/u.test(lower)) return lower;
  if (lemma === lower) {
    const singular = singularOf(lower);
    if (singular !== undefined && isKnownWord(singular)) lemma = singular;
  }
  return lemma;
}

/** Irregular past forms that are also nouns or adjectives, with the verb they come from. */
const NOMINAL_PAST_FORMS = new Map([['saw', 'see'], ['felt', 'feel'], ['left', 'leave'], ['thought', 'think'], ['found', 'find'],
  ['rose', 'rise'], ['fell', 'fall'], ['bore', 'bear'], ['spoke', 'speak'], ['drove', 'drive'], ['ground', 'grind'], ['wound', 'wind'],
  ['bought', 'buy'], ['brought', 'bring'], ['taught', 'teach'], ['caught', 'catch'], ['sought', 'seek'], ['fought', 'fight'], ['meant', 'mean'],
  ['built', 'build'], ['sent', 'send'], ['spent', 'spend'], ['lost', 'lose'], ['held', 'hold'], ['led', 'lead'], ['fed', 'feed'], ['met', 'meet']]);

const SWAPPABLE = new Set(['sz', 'zs', 'cs', 'sc']);

function restoreSpelling(lower: string, lemma: string): string {
  let i = 0;
  while (i < lower.length && i < lemma.length && lower[i] === lemma[i]) i++;
  if (i < 3 || i >= lemma.length || i >= lower.length) return lemma;
  if (SWAPPABLE.has(lower[i]! + lemma[i]!)) return lemma.slice(0, i) + lower[i] + lemma.slice(i + 1);
  if (lower[i] === 'u' && lower[i - 1] === 'o' && lemma[i] === lower[i + 1]) return `${lemma.slice(0, i)}u${lemma.slice(i)}`;
  // British doubled l (`councillors` → wink `councilor`, spaCy `councillor`).
  if (lower[i] === 'l' && lower[i - 1] === 'l' && lemma[i] === lower[i + 1]) return `${lemma.slice(0, i)}l${lemma.slice(i)}`;
  return lemma;
}

function isRegularBase(lower: string, lemma: string): boolean {
  return lower === `${lemma}s` || lower === `${lemma}es` || lower === `${lemma.slice(0, -1)}ies`;
}

/** The singular a regular English plural in `-s` comes from, or undefined when the word does not look plural. */
function singularOf(lower: string): string | undefined {
  if (lower.length < 4 || !/^\p{L}+s$/u.test(lower) || /(ss|us|is|ous|ics)$/u.test(lower)) return undefined;
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (/(ch|sh|x|z|ss)es$/u.test(lower)) return lower.slice(0, -2);
  return lower.slice(0, -1);
}

/**
 * The verb a gerund comes from, for a word wink read as a noun (`meeting` → `meet`, `loving` → `love`,
 * `running` → `run`): the first dictionary word among the stem, the stem + e, and the stem without a doubled last
 * consonant; none when the stem is shorter than `minStem`.
 */
export function ingVerbLemma(lower: string, minStem = 2): string | undefined {
  const stem = lower.slice(0, -3);
  if (stem.length < minStem) return undefined;
  const candidates = [stem, `${stem}e`];
  if (stem.length > 2 && stem[stem.length - 1] === stem[stem.length - 2]) candidates.push(stem.slice(0, -1));
  return candidates.find((c) => isKnownWord(c));
}
