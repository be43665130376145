/**
 * Closed word classes whose change alters meaning even though the words are short and frequent: negation,
 * modality, quantity and personal pronouns. Word vectors place these words close together (`can`/`must`,
 * `all`/`some`, `he`/`she` have cosine > 0.6), so they are recognised from lists instead.
 */
import type { AnnotatedToken } from '../../text/errant/index.js';

export const NEGATION = new Set(['not', "n't", 'no', 'never', 'nothing', 'none', 'nobody', 'neither', 'nor', 'nowhere', 'without', 'cannot', "can't", "won't", "don't", "doesn't", "didn't", "isn't", "aren't", "wasn't", "weren't", "shouldn't", "couldn't", "wouldn't", 'hardly', 'barely']);

/** Modal verbs grouped by the modality they express; a change between groups changes the claim. */
export const MODAL_GROUP: Readonly<Record<string, string>> = {
  can: 'ability', could: 'ability', able: 'ability',
  may: 'possibility', might: 'possibility', perhaps: 'possibility', maybe: 'possibility', possibly: 'possibility', probably: 'possibility',
  must: 'necessity', should: 'necessity', ought: 'necessity', shall: 'necessity', need: 'necessity', needs: 'necessity', have_to: 'necessity',
  will: 'future', would: 'future', 'll': 'future', "'ll": 'future', wo: 'future',
};

export const QUANTIFIERS = new Set(['all', 'some', 'many', 'few', 'several', 'most', 'every', 'each', 'both', 'more', 'less', 'fewer', 'much', 'little', 'any', 'half', 'twice', 'dozen', 'dozens', 'hundreds', 'thousands', 'millions', 'only', 'always', 'often', 'sometimes', 'rarely', 'seldom', 'usually']);

const NUMBER_WORDS = new Set(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'million', 'billion', 'first', 'second', 'third', 'once', 'twice']);

/** Personal pronouns by the participant they refer to (person, number, gender): a change swaps the participant. */
export const PRONOUN_REFERENT: Readonly<Record<string, string>> = {
  i: '1s', me: '1s', my: '1s', mine: '1s', myself: '1s',
  we: '1p', us: '1p', our: '1p', ours: '1p', ourselves: '1p',
  you: '2', your: '2', yours: '2', yourself: '2', yourselves: '2',
  he: '3m', him: '3m', his: '3m', himself: '3m',
  she: '3f', her: '3f', hers: '3f', herself: '3f',
  it: '3n', its: '3n', itself: '3n',
  they: '3p', them: '3p', their: '3p', theirs: '3p', themselves: '3p',
};

/** Verbs that are grammatical helpers rather than a Scene's main relation when tagged VERB by the tagger. */
const LIGHT_VERBS = new Set(['be', 'have', 'do', 'get']);

export function isNegation(token: AnnotatedToken): boolean {
  return NEGATION.has(token.lower);
}

export function modalGroup(token: AnnotatedToken): string | undefined {
  return MODAL_GROUP[token.lower];
}

export function isQuantity(token: AnnotatedToken): boolean {
  return token.pos === 'NUM' || /^[0-9][0-9.,:/%]*$/.test(token.lower) || NUMBER_WORDS.has(token.lower) || QUANTIFIERS.has(token.lower);
}

export function pronounReferent(token: AnnotatedToken): string | undefined {
  return PRONOUN_REFERENT[token.lower];
}

export function isPunctuation(token: AnnotatedToken): boolean {
  return token.pos === 'PUNCT' || token.pos === 'SYM' || /^[^\p{L}\p{N}]+$/u.test(token.text);
}

/** A word that carries lexical content: noun, proper noun, main verb, adjective, adverb (not the closed classes). */
export function isContent(token: AnnotatedToken): boolean {
  if (isNegation(token) || modalGroup(token) !== undefined || isQuantity(token) || isPunctuation(token)) return false;
  if (token.pos === 'VERB') return !LIGHT_VERBS.has(token.lemma);
  return token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'ADJ' || token.pos === 'ADV' || (token.pos === 'X' && /\p{L}{3,}/u.test(token.text));
}
