/**
 * Closed word classes whose change alters meaning even though the words are short and frequent: negation,
 * modality, quantity and personal pronouns. Word vectors place these words close together (`can`/`must`,
 * `all`/`some`, `he`/`she` have cosine > 0.6), so they are recognised from lists instead.
 */
import type { AnnotatedToken } from '../../text/errant/index.js';

export const NEGATION = new Set(['not', "n't", 'no', 'never', 'nothing', 'none', 'nobody', 'neither', 'nor', 'nowhere', 'without', 'cannot', "can't", "won't", "don't", "doesn't", "didn't", "isn't", "aren't", "wasn't", "weren't", "shouldn't", "couldn't", "wouldn't", 'hardly', 'barely']);

/**
 * Modal words grouped by the modality they express; a change between groups changes the claim. `will`/`would`
 * (future, conditional) are left out: correctors move between them and plain tense all the time, and people
 * do not rate that as a change of meaning (TMU-GFM dev). Modal verbs count only when tagged MD (`goodwill`,
 * `the will`).
 */
export const MODAL_GROUP: Readonly<Record<string, string>> = {
  can: 'ability', could: 'ability', able: 'ability', unable: 'ability',
  may: 'possibility', might: 'possibility', perhaps: 'possibility', maybe: 'possibility', possibly: 'possibility', probably: 'possibility',
  must: 'necessity', should: 'necessity', ought: 'necessity', shall: 'necessity',
};
const MODAL_VERBS = new Set(['can', 'could', 'may', 'might', 'must', 'should', 'ought', 'shall']);

/**
 * Quantity words by what they say about the amount, so that `less`/`fewer`, `much`/`many` or `thousand`/`thousands`
 * are the same quantity and `all`/`some` or `two`/`five` are not. Numbers stand for their value.
 */
const QUANTITY_CLASS: Readonly<Record<string, string>> = {
  all: 'all', every: 'all', each: 'all', both: 'all', always: 'all', whole: 'all', entire: 'all',
  some: 'some', any: 'some', several: 'some', sometimes: 'some', certain: 'some',
  many: 'many', much: 'many', more: 'many', most: 'many', lots: 'many', often: 'many', usually: 'many', plenty: 'many', numerous: 'many',
  few: 'few', little: 'few', less: 'few', fewer: 'few', lesser: 'few', least: 'few', rarely: 'few', seldom: 'few',
  only: 'only', half: '0.5', twice: 'x2', dozen: '12', dozens: '12', hundreds: '100', thousands: '1000', millions: '1000000',
};

const NUMBER_VALUE: Readonly<Record<string, string>> = {
  zero: '0', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11',
  twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19',
  twenty: '20', thirty: '30', forty: '40', fifty: '50', sixty: '60', seventy: '70', eighty: '80', ninety: '90', hundred: '100',
  thousand: '1000', million: '1000000', billion: '1000000000',
};

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

/**
 * Negated auxiliaries as learners write them, once everything but letters is removed: `dont`, `don`t`, `don-t`,
 * `cant`, `doesnot`, `didnt` (a reference that writes `do n't` keeps the negation, it does not add one).
 */
const GLUED_NEGATION = /^(do|does|did|ca|can|could|would|should|wo|is|are|was|were|has|have|had|must|need|ai)(nt|not)$/;

export function isNegation(token: AnnotatedToken): boolean {
  return NEGATION.has(token.lower) || GLUED_NEGATION.test(token.lower.replace(/[^a-z]/g, ''));
}

/** A negated modal in one token (`cannot`, `can't`, `cant`, `shouldnt`) states the modal's modality as well. */
const NEGATED_MODAL = /^(ca|can|could|should|must|might|may)(nt|not)$/;

export function modalGroup(token: AnnotatedToken): string | undefined {
  const negated = NEGATED_MODAL.exec(token.lower.replace(/[^a-z]/g, ''));
  if (negated) return MODAL_GROUP[negated[1] === 'ca' ? 'can' : negated[1]!];
  // `can't` is tokenized `ca n't`
  if (token.lower === 'ca' && token.tag === 'MD') return MODAL_GROUP.can;
  if (MODAL_VERBS.has(token.lower) && token.tag !== 'MD') return undefined;
  return MODAL_GROUP[token.lower];
}

/** The amount a quantity word states (a class or a numeric value), or undefined for other words. */
export function quantityOf(token: AnnotatedToken): string | undefined {
  const word = token.lower;
  if (/^[0-9][0-9.,]*$/.test(word)) return word.replace(/,/g, '');
  return NUMBER_VALUE[word] ?? NUMBER_VALUE[word.replace(/s$/, '')] ?? QUANTITY_CLASS[word];
}

export function isQuantity(token: AnnotatedToken): boolean {
  return quantityOf(token) !== undefined;
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
