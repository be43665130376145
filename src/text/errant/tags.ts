/**
 * Stand-ins for what ERRANT reads from spaCy's fine-grained (Penn Treebank) tags and dependency parse.
 * wink-nlp gives Universal POS tags and lemmas only, so the PTB tags and the few dependency labels ERRANT's
 * rules look at are inferred here from POS, lemma, word shape and the neighbouring tokens. docs/errant.md lists
 * where this differs from a real parse.
 */

import { emptyList } from '../../core/arrays.js';
import { ingVerbLemma, spacyLemma } from './lemma.js';
import { isKnownWord } from './spell.js';

/** The minimal token information the inference needs. */
export interface TaggableToken {
  /** The token as written (capitalisation matters for a few decisions); `lower` when absent. */
  readonly text?: string;
  readonly lower: string;
  readonly pos: string;
  readonly lemma: string;
}

export interface InferredTags {
  readonly pos: string;
  /** The lemma as spaCy would give it (wink's, with the corrections of lemma.ts). */
  readonly lemma: string;
  readonly tag: string;
  readonly dep: string;
  readonly precededByAux: boolean;
}

const MODALS = new Set(['can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will', 'would', 'ca', 'wo', 'sha', 'ought', "'ll", "'d"]);
const POSSESSIVE_DETERMINERS = new Set(['my', 'your', 'his', 'its', 'our', 'their', 'whose']);
const NEGATIONS = new Set(['not', "n't", 'never']);
const POSSESSIVE_SUFFIXES = new Set(["'s", "'", '’s', '’']);
const NOMINAL = new Set(['NOUN', 'PROPN']);
const DEGREE_ADVERBS = new Set(['more', 'most', 'less', 'least', 'very', 'so', 'too', 'quite', 'rather', 'extremely', 'really']);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);
const PRENOMINAL_MODIFIER = new Set(['DET', 'ADJ', 'NUM']);
/** Demonstratives: the PTB tags them DT (ERRANT's DET) also where they stand alone ("this is ..."). */
const DEMONSTRATIVES = new Set(['this', 'these', 'those']);
/** Indefinite pronouns the PTB tags as nouns (NN), so ERRANT calls their edits NOUN. */
const NOMINAL_PRONOUNS = new Set(['everything', 'something', 'anything', 'nothing', 'everyone', 'someone', 'anyone', 'everybody', 'somebody', 'anybody', 'nobody', 'none']);
/**
 * Adverbial particles of phrasal verbs (PTB RP); the second set is a particle after a verb whatever follows ("carry out
 * the test"). `away`, `back`, `apart`, `aside`, `forward` are adverbs (RB) in the PTB even after a verb ("cast away").
 */
const PARTICLES = new Set(['up', 'out', 'off', 'down', 'on', 'in', 'over', 'around', 'about', 'through', 'along']);
const STRONG_PARTICLES = new Set(['up', 'out', 'off', 'down']);
/**
 * Common transitive phrasal verbs and their particles other than the STRONG_PARTICLES: after the verb (or the verb
 * and an object pronoun) the word is the particle (RP) whatever follows, as spaCy's tagger reads them.
 */
const PHRASAL_VERBS: Readonly<Record<string, readonly string[]>> = {
  bring: ['about', 'in', 'on'], take: ['in', 'on', 'over'], pass: ['on'], carry: ['on', 'through'], come: ['about', 'across'],
  turn: ['on', 'over', 'around'], hand: ['in', 'over'], try: ['on'], switch: ['on'], log: ['in', 'on'], fill: ['in'],
  think: ['over'],
};
const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'it', 'us', 'them']);
/** What may follow a particle that is not a preposition: nothing, punctuation, another preposition, a conjunction. */
const AFTER_PARTICLE = new Set(['PUNCT', 'ADP', 'PART', 'CCONJ', 'SCONJ']);
const PRENOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
/** Irregular past participles that differ from the simple past (so `-en`/`-n` endings alone do not decide). */
const PARTICIPLE_ENDING = /(en|wn|ne|un|lt)$/u;

function isVerbal(pos: string): boolean {
  return pos === 'VERB' || pos === 'AUX';
}

function isPossessiveDeterminer(tokens: readonly TaggableToken[], i: number): boolean {
  const token = tokens[i]!;
  if (token.pos !== 'PRON' && token.pos !== 'DET') return false;
  return POSSESSIVE_DETERMINERS.has(token.lower) || (token.lower === 'her' && PRENOMINAL.has(tokens[i + 1]?.pos ?? ''));
}

/**
 * A phrasal-verb particle (PTB RP, dependency prt) that wink tags as a preposition or adverb: a particle word right
 * after a verb (or after a verb and its object pronoun: "pick it up"), followed by nothing that a preposition
 * would govern — or one of the words that are particles after a verb whatever follows.
 */
function isParticle(tokens: readonly TaggableToken[], i: number): boolean {
  const token = tokens[i]!;
  if (!PARTICLES.has(token.lower) || (token.pos !== 'ADP' && token.pos !== 'ADV')) return false;
  const previous = tokens[i - 1];
  const verbBefore = verbOfParticle(tokens, i) !== undefined;
  const next = tokens[i + 1];
  if (!verbBefore) return (next === undefined || next.pos === 'PUNCT') && verbBeforeObject(tokens, i);
  if (STRONG_PARTICLES.has(token.lower)) return true;
  // (A repeated word, "live in in the city", is a typo, not a particle followed by a preposition.)
  // (Nor is one that governs a clause: "discuss about whether".)
  return next === undefined || (AFTER_PARTICLE.has(next.pos) && next.lower !== token.lower && !CLAUSE_OPENERS.has(next.lower));
}

/** The verb right before position `i`, or before an object pronoun there ("pick it [up]"). */
function verbOfParticle(tokens: readonly TaggableToken[], i: number): TaggableToken | undefined {
  const previous = tokens[i - 1];
  if (previous?.pos === 'VERB') return previous;
  return previous !== undefined && OBJECT_PRONOUNS.has(previous.lower) && tokens[i - 2]?.pos === 'VERB' ? tokens[i - 2] : undefined;
}

/** A verb and its short object before position `i` ("bring their friends [in]."): up to three nominal words. */
function verbBeforeObject(tokens: readonly TaggableToken[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && i - k <= 3 && OBJECT_WORDS.has(tokens[k]!.pos)) k--;
  return k < i - 1 && k >= 0 && tokens[k]!.pos === 'VERB';
}

const OBJECT_WORDS = new Set(['NOUN', 'PROPN', 'DET', 'ADJ', 'PRON', 'NUM']);

/**
 * wink tags many nouns as verbs (`all helps`, `More supports must`, `human being`); spaCy's tagger, whose tags
 * ERRANT reads, gets them right from the context. A verb directly after a determiner, possessive, adjective or
 * number is a noun; after a preposition too unless it is a gerund (`of using`); a plural-looking verb followed by
 * a modal or another verb is the subject noun.
 */
function looksNominal(tokens: readonly TaggableToken[], i: number): boolean {
  const token = tokens[i]!;
  const previous = tokens[i - 1];
  // A quantifier opening a clause before a verb and its object is the subject pronoun ("some believe that").
  const quantifierSubject = previous !== undefined && QUANTIFIER_SUBJECTS.has(previous.lower) && (i < 2 || ['PUNCT', 'CCONJ', 'SCONJ'].includes(tokens[i - 2]!.pos))
    && (tokens[i + 1]?.lower === 'that' || OBJECT_PRONOUNS.has(tokens[i + 1]?.lower ?? ''));
  if (previous !== undefined && !isLetterLabel(tokens, i - 1) && !quantifierSubject) {
    // ("enough" before a noun is the determiner-like adjective: "enough help".)
    if (previous.pos === 'DET' || previous.pos === 'NUM' || POSSESSIVE_DETERMINERS.has(previous.lower) || previous.lower === 'enough') return true;
    if (previous.pos === 'ADJ' && !['more', 'most', 'less', 'least'].includes(previous.lower)) return true;
    const next = tokens[i + 1];
    const takesObject = next !== undefined && (next.pos === 'DET' || next.pos === 'PRON');
    if (previous.pos === 'ADP' && previous.lower !== 'to' && !token.lower.endsWith('ing') && !takesObject) return true;
  }
  const next = tokens[i + 1];
  const subjectPosition = previous === undefined || previous.pos === 'PUNCT' || previous.pos === 'ADV' || previous.pos === 'ADJ' || previous.pos === 'CCONJ';
  return subjectPosition && /[^s]s$/u.test(token.lower) && next !== undefined && (next.pos === 'AUX' || next.pos === 'VERB') && next.lower !== "'s";
}

/** A capital letter naming something ("gene A", "person B"): a proper noun (NNP), not the article. */
function isLetterLabel(tokens: readonly TaggableToken[], i: number): boolean {
  return /^[A-Z]$/u.test(tokens[i]?.text ?? '') && i > 0 && NOMINAL.has(tokens[i - 1]!.pos);
}

/** A past form of a verb (`known`, `disabled`, `given`): not a plural, not a gerund, not the base. */
function isParticipleForm(token: TaggableToken): boolean {
  return token.lower !== token.lemma && !token.lower.endsWith('s') && !token.lower.endsWith('ing');
}

const BE_FORMS = new Set(['is', 'are', 'am', 'was', 'were', 'be', 'been', "'re", "'m"]);
const PARTICLE_WORDS = new Set(['up', 'out', 'off', 'down', 'away', 'back', 'over']);
/** Verbs whose past participle is their base form: after "be" they are passive participles, not nouns. */
const BASE_FORM_PARTICIPLES = new Set(['put', 'cut', 'set', 'hit', 'let', 'read', 'spread', 'cost', 'hurt', 'shut', 'quit', 'bet', 'burst', 'cast',
  'broadcast', 'upset', 'split', 'shed', 'thrust', 'forecast', 'bid', 'rid', 'wed', 'fit', 'run', 'come', 'become', 'overcome', 'beat']);

/** A base or third-person -s verb form whose verb group is a form of "be" before it (see posOf). */
function isBareAfterBe(tokens: readonly TaggableToken[], i: number): boolean {
  const token = tokens[i]!;
  // Directly after "be": with an adverb between ("is truly believe in") spaCy keeps the verb group.
  const previous = tokens[i - 1];
  if (previous === undefined || !BE_FORMS.has(previous.lower) || BASE_FORM_PARTICIPLES.has(token.lemma)) return false;
  const { lower, lemma } = token;
  // Only before a preposition or the end of the clause ("are use in", "be define ."): before "to", "and" or an
  // object ("we are seem to", "can be maintain and") spaCy keeps the verb and "be" as its auxiliary.
  const next = tokens[i + 1];
  const closes = next === undefined || next.pos === 'PUNCT' || (next.pos === 'ADP' && next.lower !== 'to' && !PARTICLE_WORDS.has(next.lower));
  return closes && /^\p{L}+$/u.test(lower) && (lower === lemma || lower === `${lemma}s` || lower === `${lemma}es` || lower === `${lemma.slice(0, -1)}ies`);
}

/**
 * Between a determiner, possessive or adjective and a noun or adjective: the slot of a prenominal modifier. A
 * participle there ("a known genetic risk") is an adjective (JJ) in the PTB, and so is a bare verb form directly
 * before an adjective (a noun is rarely followed by its adjective).
 */
function isModifierSlot(tokens: readonly TaggableToken[], i: number): boolean {
  const previous = tokens[i - 1];
  const next = tokens[i + 1];
  if (previous === undefined || next === undefined || !PRENOMINAL.has(next.pos) || next.pos === 'NUM') return false;
  return previous.pos === 'DET' || POSSESSIVE_DETERMINERS.has(previous.lower) || (previous.pos === 'ADJ' && !DEGREE_ADVERBS.has(previous.lower));
}

/**
 * A noun whose lemma differs from the word is plural (NNS: `keywords`, `children`, `media`), unless the difference
 * is a verb ending that a re-tagged verb brought along (`known`, `shown`, `disabled`).
 */
function isPluralNoun(token: TaggableToken): boolean {
  const { lower, lemma } = token;
  if (lower === lemma || NOMINAL_PRONOUNS.has(lower)) return false;
  return lower.endsWith('s') || !(/(ed|ing)$/u.test(lower) || lower === `${lemma}n` || lower === `${lemma}en`);
}

/** A word with a plural in the dictionary (`futures`, `relatives`, but not `tragics`) can be a noun. */
function hasNounReading(lower: string): boolean {
  if (!/^\p{L}+$/u.test(lower)) return false;
  const plural = /(s|x|z|ch|sh)$/u.test(lower) ? `${lower}es` : /[^aeiou]y$/u.test(lower) ? `${lower.slice(0, -1)}ies` : `${lower}s`;
  return isKnownWord(plural);
}

/** Verbs followed by another verb (bare infinitive, or a learner's infinitive without "to"): "help improve", "start pay". */
const VERB_COMPLEMENT_VERBS = new Set(['help', 'make', 'let', 'have', 'see', 'hear', 'watch', 'feel', 'go', 'come', 'dare', 'need', 'bid', 'do', 'be',
  'start', 'begin', 'stop', 'keep', 'prefer', 'like', 'love', 'hate', 'continue', 'try', 'want', 'get', 'use']);

/** A verb wink tagged that is a verb in context too (not one a determiner or preposition makes nominal). */
function isMainVerb(tokens: readonly TaggableToken[], i: number): boolean {
  const token = tokens[i];
  return token !== undefined && token.pos === 'VERB' && !MODALS.has(token.lower) && !ALWAYS_NOUNS.has(token.lower) && !looksNominal(tokens, i);
}

/** Words wink sometimes tags as verbs that the PTB tags as nouns in every reading of learner text. */
const ALWAYS_NOUNS = new Set(['people']);

const SUBJECT_POS = new Set(['NOUN', 'PROPN', 'PRON']);

const CLAUSE_OPENERS = new Set(['whether', 'if', 'what', 'how', 'why', 'who', 'when', 'where', 'which', 'that']);

/** The next token starts a noun phrase: what follows a transitive verb. */
function takesObject(next: TaggableToken | undefined): boolean {
  return next !== undefined && ['DET', 'PRON', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(next.pos);
}

const PREDETERMINERS = new Set(['such', 'all', 'both', 'half', 'quite', 'rather']);

const RELATIVE_SUBJECTS = new Set(['who', 'which']);
const NOMINAL_OR_PRONOUN = new Set(['NOUN', 'PROPN', 'PRON', 'DET']);

/** The previous token is a plural noun or a subject pronoun (the subject of a verb in this slot). */
function isSubjectBefore(tokens: readonly TaggableToken[], i: number): boolean {
  // Adverbs and negation may stand between the subject and its verb ("people not only pursue").
  const k = previousInGroup(tokens, i);
  const previous = tokens[k];
  if (previous === undefined) return false;
  if (SUBJECT_PRONOUNS.has(previous.lower) && previous.lower !== 'it' && previous.lower !== 'you') return true;
  if (ALWAYS_NOUNS.has(previous.lower)) return true;
  // A quantifier standing alone at the start of a clause is a subject pronoun ("some say that", "many believe it").
  const clauseStart = k < 1 || ['PUNCT', 'CCONJ', 'SCONJ'].includes(tokens[k - 1]!.pos);
  if (QUANTIFIER_SUBJECTS.has(previous.lower) && clauseStart) return true;
  // A name ("person A tells his family").
  if (previous.pos === 'PROPN') return true;
  // A plural noun, or any noun before an -s form (the singular subject of a VBZ: "the carrier hides the truth").
  return previous.pos === 'NOUN' && ((previous.lower !== previous.lemma && previous.lower.endsWith('s')) || /[^s]s$/u.test(tokens[i]!.lower));
}

const DEGREE_WORDS = new Set(['more', 'less', 'most', 'least']);

const QUANTIFIER_SUBJECTS = new Set(['some', 'many', 'most', 'few', 'several', 'both', 'others']);

const SO_DEGREE = new Set(['much', 'many', 'far', 'long', 'that', 'as', 'called', 'on', 'forth', 'to']);

const OBJECT_ONLY_PRONOUNS = new Set(['me', 'him', 'us', 'them']);

/** Determiners that open adverbial noun phrases ("cards every year") rather than objects. */
const ADVERBIAL_DETERMINERS = new Set(['every', 'each', 'last', 'next']);

const SLASHED_PRONOUNS = /^(he|she|him|her|his|hers|himself|herself|they|them|their|it|its)(\/(he|she|him|her|his|hers|himself|herself|they|them|their|it|its))+$/u;

const PARTICIPIAL_PREPOSITIONS = new Set(['regarding', 'concerning', 'including', 'considering', 'according', 'compared', 'pertaining', 'excluding', 'following']);
const PREPOSITION_OBJECT_START = new Set(['DET', 'NOUN', 'PROPN', 'PRON', 'ADP', 'ADJ', 'NUM', 'PART']);

const STRANDABLE_PREPOSITIONS = new Set(['before', 'after', 'since', 'behind', 'inside', 'outside', 'above', 'below', 'underneath', 'beneath', 'nearby', 'later', 'earlier']);

/** The verb an -ing word comes from, when it is one (`happening` → `happen`); undefined for `morning`, `thing` (stems under 3 letters). */
const gerundVerb = (lower: string): string | undefined => ingVerbLemma(lower, 3);

const HEADLESS_ADJECTIVES = new Set(['same', 'other', 'own', 'former', 'latter', 'next', 'last', 'first', 'only', 'whole', 'rest']);

function isDeterminerLike(token: TaggableToken | undefined): boolean {
  return token !== undefined && ((token.pos === 'DET' && !DEMONSTRATIVES.has(token.lower) && token.lower !== 'that') || POSSESSIVE_DETERMINERS.has(token.lower) || POSSESSIVE_SUFFIXES.has(token.lower));
}

/** Index of the previous token that is not an adverb or negation (the verb group ignores those). */
function previousInGroup(tokens: readonly TaggableToken[], i: number): number {
  let k = i - 1;
  while (k >= 0 && (tokens[k]!.pos === 'ADV' || NEGATIONS.has(tokens[k]!.lower))) k--;
  return k;
}

function nextInGroup(tokens: readonly TaggableToken[], i: number): number {
  let k = i + 1;
  while (k < tokens.length && (tokens[k]!.pos === 'ADV' || NEGATIONS.has(tokens[k]!.lower))) k++;
  return k;
}

function verbTag(token: TaggableToken, previous: TaggableToken | undefined, beforePrevious: TaggableToken | undefined): string {
  const { lower, lemma } = token;
  if (MODALS.has(lower)) return 'MD';
  if (lower === 'is' || lower === 'has' || lower === 'does' || lower === "'s") return 'VBZ';
  if (lower === 'was' || lower === 'were') return 'VBD';
  if (lower === 'been') return 'VBN';
  if (lower.endsWith('ing') && lower !== lemma) return 'VBG';
  if (lower === 'am' || lower === 'are' || lower === "'re" || lower === "'m" || lower === lemma) return 'VBP';
  if (lower.endsWith('s') && (lower === `${lemma}s` || lower === `${lemma}es` || lower === `${lemma.slice(0, -1)}ies`)) return 'VBZ';
  // A past form after a form of "have" or "be" is a participle; irregular participle endings decide the rest.
  if (previous && (previous.lemma === 'have' || previous.lemma === 'be')) return 'VBN';
  // So is one after "get/become" (the passive "get used to"), after a preposition ("of suddenly forgotten") and one
  // opening a clause with no subject (", exacerbated social alienation").
  if (previous && (previous.lemma === 'get' || previous.lemma === 'become' || previous.pos === 'ADP')) return 'VBN';
  if (previous === undefined || previous.pos === 'PUNCT') return 'VBN';
  // Right after its subject a past form is the simple past ("the woman known how", "participants felt that").
  // (A noun after a verb is its object: "let others known" is a participle.)
  const afterSubject = previous !== undefined && (SUBJECT_POS.has(previous.pos) || QUANTIFIER_SUBJECTS.has(previous.lower)) && !isVerbal(beforePrevious?.pos ?? '');
  if (!lower.endsWith('ed') && PARTICIPLE_ENDING.test(lower) && !afterSubject) return 'VBN';
  return 'VBD';
}

function tagOf(tokens: readonly TaggableToken[], i: number, pos: string): string {
  const token = tokens[i]!;
  const previousIndex = previousInGroup(tokens, i);
  const previous = tokens[previousIndex];
  switch (pos) {
    case 'NOUN':
      return isPluralNoun(token) ? 'NNS' : 'NN';
    case 'PROPN':
      return 'NNP';
    case 'VERB':
    case 'AUX':
      return verbTag(token, previous, tokens[previousIndex - 1]);
    case 'ADJ':
      return 'JJ';
    case 'ADV':
      return 'RB';
    case 'ADP':
    case 'SCONJ':
      return 'IN';
    case 'CCONJ':
      return 'CC';
    case 'DET':
      if (POSSESSIVE_DETERMINERS.has(token.lower) || token.lower === 'her' || /^(his|her|their|its)\//u.test(token.lower)) return 'PRP$';
      if (token.lower === 'which' || (token.lower === 'that' && NOMINAL.has(tokens[i - 1]?.pos ?? ''))) return 'WDT';
      if (PREDETERMINERS.has(token.lower) && tokens[i + 1]?.pos === 'DET') return 'PDT';
      return 'DT';
    case 'PRON':
      if (POSSESSIVE_DETERMINERS.has(token.lower) || (token.lower === 'her' && PRENOMINAL.has(tokens[i + 1]?.pos ?? ''))) return 'PRP$';
      if (token.lower === 'there') return 'EX';
      return /^wh/u.test(token.lower) ? 'WP' : 'PRP';
    case 'NUM':
      return 'CD';
    case 'PART':
      if (POSSESSIVE_SUFFIXES.has(token.lower)) return 'POS';
      if (NEGATIONS.has(token.lower)) return 'RB';
      if (token.lower === 'to') return 'TO';
      return 'RP';
    case 'INTJ':
      return 'UH';
    case 'SYM':
      return 'SYM';
    case 'PUNCT':
      return 'PUNCT';
    default:
      return 'X';
  }
}

/** Corrects wink's POS where it is systematically unlike spaCy's for ERRANT's purposes. */
function posOf(tokens: readonly TaggableToken[], i: number): string {
  const token = tokens[i]!;
  const next = tokens[nextInGroup(tokens, i)];
  // Infinitival "to" (PTB TO) before a verb; before a gerund ("used to using") it is a preposition.
  if (token.lower === 'to') return next && isVerbal(next.pos) && !next.lower.endsWith('ing') ? 'PART' : 'ADP';
  // Generic "one" as a subject ("one could argue") is a pronoun in the PTB (PRP), not a number.
  if (token.lower === 'one' && token.pos === 'NUM' && next && isVerbal(next.pos) && !PRENOMINAL_MODIFIER.has(tokens[i - 1]?.pos ?? '')) return 'PRON';
  // spaCy's coarse POS of the PTB determiner tags (PRP$, WDT, DT) is DET; ERRANT's merging reads it (`his or her
  // → their` is split as `his or → ∅` + `her → their` because `her` is a determiner).
  if (isPossessiveDeterminer(tokens, i) || token.lower === 'which' || DEMONSTRATIVES.has(token.lower)) return 'DET';
  // "so" opening a clause after punctuation (", so they can") is the conjunction (CC), not the degree adverb.
  if (token.lower === 'so' && token.pos === 'ADV' && next !== undefined && next.pos !== 'ADJ' && !SO_DEGREE.has(next.lower)
    && (tokens[i - 1] === undefined || tokens[i - 1]!.pos === 'PUNCT')) return 'CCONJ';
  // wink's complementizer "that" is a pronoun (DT) when nothing follows ("do that ?") and a relative (WDT) after a noun.
  if (token.lower === 'that') return token.pos === 'SCONJ' && !(next === undefined || next.pos === 'PUNCT' || NOMINAL.has(tokens[i - 1]?.pos ?? '')) ? 'SCONJ' : 'DET';
  if (NOMINAL_PRONOUNS.has(token.lower) && token.pos !== 'NOUN') return 'NOUN';
  if (isParticle(tokens, i)) return 'PART';
  if (ALWAYS_NOUNS.has(token.lower) && token.pos === 'VERB') return 'NOUN';
  // "like" after an adverb, adjective, conjunction or punctuation and before a noun phrase is the preposition.
  if (token.lower === 'like' && token.pos === 'VERB' && (tokens[i - 1] === undefined || ['ADV', 'PUNCT', 'ADJ', 'CCONJ'].includes(tokens[i - 1]!.pos))
    && next !== undefined && ['DET', 'ADP', 'PRON', 'NOUN', 'PROPN', 'NUM'].includes(next.pos)) return 'ADP';
  // A preposition with nothing to govern ("as I said before .") is an adverb (RB).
  if (token.pos === 'ADP' && STRANDABLE_PREPOSITIONS.has(token.lower) && (next === undefined || next.pos === 'PUNCT')) return 'ADV';
  // Pronouns joined by a slash ("his/her", "he/she") are one unknown token to spaCy's tagger: the possessive pair is
  // read as a possessive determiner (PRP$), the others not as pronouns (ERRANT's output types "he/she → they" OTHER
  // and a deleted "him/her to" VERB: spaCy reads them as verbs).
  if (SLASHED_PRONOUNS.test(token.lower)) return /^(his|her|their|its)\//u.test(token.lower) ? 'DET' : 'VERB';
  const previousToken = tokens[i - 1];
  // A capital letter naming something ("gene A", "person B") is a proper noun (NNP), not the article.
  if (isLetterLabel(tokens, i)) return 'PROPN';
  // "more/less/most/least" before an adjective or adverb are adverbs (RBR/RBS): "more easier", "most important".
  if (DEGREE_WORDS.has(token.lower) && token.pos === 'ADJ' && (tokens[i + 1]?.pos === 'ADJ' || tokens[i + 1]?.pos === 'ADV')) return 'ADV';
  // "no" before a comparative ("no better than") is an adverb (RB).
  if (token.lower === 'no' && /^(better|worse|more|less|longer|further)$|[^e]er$/u.test(tokens[i + 1]?.lower ?? '')) return 'ADV';
  // A gerund right after a noun and not before one ("time consuming", "people living") is a verb (VBG).
  if (token.pos === 'ADJ' && token.lower.endsWith('ing') && previousToken?.pos === 'NOUN' && !PRENOMINAL.has(tokens[i + 1]?.pos ?? '')) return 'VERB';
  // A noun-tagged word right after a relative pronoun ("who lives", "which causes") is the relative clause's verb.
  if (token.pos === 'NOUN' && RELATIVE_SUBJECTS.has(tokens[i - 1]?.lower ?? '') && tokens[i - 2] !== undefined && NOMINAL_OR_PRONOUN.has(tokens[i - 2]!.pos)) return 'VERB';
  // Between a subject and the start of an object ("the carrier hides the truth", "they claim that"), a verb.
  // (Before "that" only after a plural or pronoun subject: "newspaper reports that" is a compound noun.)
  const singularSubject = tokens[i - 1]?.pos === 'NOUN' && tokens[i - 1]!.lower === tokens[i - 1]!.lemma;
  if (token.pos === 'NOUN' && isSubjectBefore(tokens, i) && (next?.pos === 'DET' || OBJECT_PRONOUNS.has(next?.lower ?? '') || POSSESSIVE_DETERMINERS.has(next?.lower ?? '') || (next?.lower === 'that' && !singularSubject))
    && !DEMONSTRATIVES.has(next?.lower ?? '') && !ADVERBIAL_DETERMINERS.has(next?.lower ?? '')) return 'VERB';
  // A noun-tagged word right after a plural noun and before an -ly adverb is the verb ("diseases cost(s) highly"):
  // the first noun of a compound is singular.
  if (token.pos === 'NOUN' && tokens[i - 1]?.pos === 'NOUN' && tokens[i - 1]!.lower !== tokens[i - 1]!.lemma
    && tokens[i - 1]!.lower.endsWith('s') && tokens[i + 1]?.pos === 'ADV' && tokens[i + 1]!.lower.endsWith('ly')) return 'VERB';
  // After "to" and before an object, a verb ("to intake less sugar").
  if (token.pos === 'NOUN' && tokens[i - 1]?.lower === 'to' && (next?.pos === 'DET' || (next !== undefined && DEGREE_WORDS.has(next.lower)))) return 'VERB';
  // A noun-tagged word directly before an object-only pronoun ("abuse them", "help us") is a verb.
  if (token.pos === 'NOUN' && OBJECT_ONLY_PRONOUNS.has(next?.lower ?? '') && !isDeterminerLike(tokens[i - 1]) && !['ADJ', 'NUM', 'DET'].includes(tokens[i - 1]?.pos ?? '')) return 'VERB';
  // An adjective never precedes a determiner: after a noun or pronoun subject it is the verb ("networks open the doors").
  // (After a conjunction too, coordinated with a verb phrase: "come from one family and own the same ...".)
  if (token.pos === 'ADJ' && next?.pos === 'DET' && !PREDETERMINERS.has(token.lower) && !PREDETERMINERS.has(next.lower) && !DEGREE_WORDS.has(token.lower)
    && (tokens[i - 1]?.pos === 'NOUN' || tokens[i - 1]?.pos === 'CCONJ' || SUBJECT_PRONOUNS.has(tokens[i - 1]?.lower ?? ''))) return 'VERB';
  // A gerund right after a preposition ("from happening", "without telling them") is a verb (VBG) in the PTB.
  if (token.pos === 'NOUN' && token.lower.endsWith('ing') && tokens[i - 1]?.pos === 'ADP' && tokens[i - 1]!.lower !== 'of' && gerundVerb(token.lower)) return 'VERB';
  // A gerund followed by "of" is a nominal gerund (NN): "the closing of schools", "temporarily closing of".
  if (token.pos === 'VERB' && token.lower.endsWith('ing') && tokens[i + 1]?.lower === 'of') return 'NOUN';
  // After existential "there" comes its verb ("there exists", "there rises"), not a noun.
  if (token.pos === 'NOUN' && tokens[i - 1]?.lower === 'there' && tokens[i - 1]!.pos === 'PRON' && /[^s]s$/u.test(token.lower)) return 'VERB';
  // Predeterminers ("such a law", "all the", "both the") are PDT, and "either/neither" before a noun DT: determiners.
  if (PREDETERMINERS.has(token.lower) && next?.pos === 'DET' && !DEMONSTRATIVES.has(next.lower) && next.lower !== 'that') return 'DET';
  if ((token.lower === 'either' || token.lower === 'neither') && (next?.pos === 'NOUN' || next?.pos === 'ADJ')) return 'DET';
  if (token.pos === 'VERB' && isModifierSlot(tokens, i) && (isParticipleForm(token) || next?.pos === 'ADJ')) return 'ADJ';
  // A singular noun between a determiner and an adjective that modifies a noun ("a know genetic risk") is read as a
  // modifier too: a noun is rarely followed by the adjective of its own noun phrase.
  if (token.pos === 'NOUN' && token.lower === token.lemma && tokens[i + 1]?.pos === 'ADJ' && !DEGREE_WORDS.has(tokens[i + 1]!.lower) && NOMINAL.has(tokens[i + 2]?.pos ?? '')
    && (tokens[i - 1]?.pos === 'DET' || POSSESSIVE_DETERMINERS.has(tokens[i - 1]?.lower ?? ''))) return 'ADJ';
  if (token.pos === 'VERB' && !isParticipleForm(token) && looksNominal(tokens, i)) return 'NOUN';
  // An adjective-or-noun word after a determiner or possessive with no noun to modify is the head noun ("their future
  // ,", "the relative ?"); adjectives that stand alone as such ("the same", "the best", "their own") stay.
  // (The word right after it counts: an adverb there modifies what follows it, "their future slightly happier".)
  // The same after "of" or an opening bracket with punctuation after it ("the range of relative ?", "( relative )").
  if (token.pos === 'ADJ' && hasNounReading(token.lower) && (tokens[i - 1]?.lower === 'of' || tokens[i - 1]?.lower === '(') && !HEADLESS_ADJECTIVES.has(token.lower)
    && !/(est|er)$/u.test(token.lower) && tokens[i + 1]?.pos === 'PUNCT') return 'NOUN';
  if (token.pos === 'ADJ' && hasNounReading(token.lower) && isDeterminerLike(tokens[i - 1]) && !HEADLESS_ADJECTIVES.has(token.lower) && !/(est|er)$/u.test(token.lower)
    && (tokens[i + 1] === undefined || ['PUNCT', 'ADP', 'CCONJ', 'SCONJ', 'VERB', 'AUX', 'PART', 'ADV'].includes(tokens[i + 1]!.pos))) return 'NOUN';
  // A verb form directly after a main verb is its object noun ("give update", "send wish cards", "save works"),
  // except after the verbs that take a bare infinitive ("help improve", "make them suffer", "let go").
  if (token.pos === 'VERB' && !isParticipleForm(token) && !token.lower.endsWith('ing') && isMainVerb(tokens, i - 1)
    && (token.lower.endsWith('s') || !VERB_COMPLEMENT_VERBS.has(tokens[i - 1]!.lemma))) return 'NOUN';
  // An -s form coordinated with a plural noun is one too ("lives and works"), unless an object follows ("and makes friends").
  if (token.pos === 'VERB' && /[^s]s$/u.test(token.lower) && tokens[i - 1]?.pos === 'CCONJ' && tokens[i - 2]?.pos === 'NOUN'
    && tokens[i - 2]!.lower !== tokens[i - 2]!.lemma && tokens[i - 2]!.lower.endsWith('s') && !takesObject(tokens[i + 1])) return 'NOUN';
  // A bare verb form after a preposition "to" and coordinated with a bare noun ("disclosed to husband and wife") is a noun.
  if (token.pos === 'VERB' && token.lower === token.lemma && tokens[i - 1]?.lower === 'to' && isVerbal(tokens[i - 2]?.pos ?? '') && tokens[i + 1]?.pos === 'CCONJ'
    && tokens[i + 2]?.pos === 'NOUN' && !takesObject(tokens[i + 3])) return 'NOUN';
  // "lots of", "a lot of": the quantity noun (NNS/NN), which wink reads as an adverb.
  if ((token.lower === 'lots' || token.lower === 'lot') && tokens[i + 1]?.lower === 'of') return 'NOUN';
  // Nothing but a noun follows a possessive suffix ("the patient 's wish").
  if (token.pos === 'VERB' && POSSESSIVE_SUFFIXES.has(tokens[i - 1]?.lower ?? '') && tokens[i - 2] !== undefined && NOMINAL.has(tokens[i - 2]!.pos)
    && !isParticipleForm(token) && !token.lower.endsWith('ing')) return 'NOUN';
  // "human being", "a being": the gerund form of "be" after an adjective or determiner is the noun.
  if (token.lower === 'being' && token.pos === 'AUX' && ['ADJ', 'DET'].includes(tokens[i - 1]?.pos ?? '')) return 'NOUN';
  // A participle after a degree adverb ("more advanced", "very interested") is an adjective (JJ) in the PTB.
  if (token.pos === 'VERB' && /ed$/u.test(token.lower) && DEGREE_ADVERBS.has(tokens[i - 1]?.lower ?? '')) return 'ADJ';
  // A gerund with an object ("reading their blogs", "meeting new friends") is a verb (VBG) in the PTB.
  if ((token.pos === 'NOUN' || token.pos === 'ADJ') && token.lower.endsWith('ing') && next !== undefined && tokens[i - 1]?.pos !== 'DET'
    && !POSSESSIVE_DETERMINERS.has(tokens[i - 1]?.lower ?? '') && (next.pos === 'DET' || next.pos === 'PRON' || next.pos === 'ADJ')) return 'VERB';
  // A hyphenated compound before a noun ("face-to-face contact") is an adjective (JJ).
  if (token.pos === 'NOUN' && token.lower.includes('-') && next !== undefined && (next.pos === 'NOUN' || next.pos === 'ADJ')) return 'ADJ';
  if (token.pos === 'NOUN' && SUBJECT_PRONOUNS.has(tokens[i - 1]?.lower ?? '') && !tokens[i - 2]?.lower.match(/^(to|of|for|with)$/u)) return 'VERB';
  if ((token.lower === "'" || token.lower === '’') && token.pos === 'PUNCT') {
    // wink reads a bare apostrophe as a quote; between a plural noun and what it modifies ("patients ' relatives")
    // it is the possessive suffix, as spaCy tags it (POS).
    const previous = tokens[i - 1];
    const following = tokens[i + 1];
    const possessive = previous && NOMINAL.has(previous.pos) && previous.lower.endsWith('s') && following && PRENOMINAL.has(following.pos);
    return possessive ? 'PART' : token.pos;
  }
  if (POSSESSIVE_SUFFIXES.has(token.lower) && token.pos !== 'PUNCT') {
    // "John 's car" is a possessive; "it 's" is the verb.
    const previous = tokens[i - 1];
    return previous && NOMINAL.has(previous.pos) ? 'PART' : token.lower === "'s" ? 'AUX' : token.pos;
  }
  return token.pos;
}

function depOf(tokens: readonly TaggableToken[], i: number, pos: string, tag: string): string {
  const next = tokens[nextInGroup(tokens, i)];
  switch (pos) {
    case 'AUX':
    case 'VERB':
      if (tag === 'MD') return 'aux';
      // Participles that work as prepositions ("regarding his risk", "compared to") are attached as prep.
      if (PARTICIPIAL_PREPOSITIONS.has(tokens[i]!.lower) && next !== undefined && PREPOSITION_OBJECT_START.has(next.pos)) return 'prep';
      return pos === 'AUX' && next && isVerbal(next.pos) ? 'aux' : 'ROOT';
    case 'PART':
      if (tag === 'TO') return 'aux';
      if (tag === 'POS') return 'case';
      if (tag === 'RB') return 'neg';
      return 'prt';
    case 'DET':
      if (tag === 'PRP$') return 'poss';
      if (tag === 'PDT') return 'predet';
      // A determiner that stands alone ("this is", "that can help") is an argument in spaCy's parse.
      if (tag === 'WDT' || next === undefined || !PRENOMINAL.has(next.pos)) {
        return next && (isVerbal(next.pos) || next.pos === 'PRON') ? 'nsubj' : tag === 'WDT' ? 'det' : 'dobj';
      }
      return 'det';
    case 'PRON':
      return tag === 'PRP$' ? 'poss' : 'nsubj';
    case 'ADJ':
      return 'amod';
    case 'ADV':
      return 'advmod';
    case 'ADP':
    case 'SCONJ':
      return 'prep';
    case 'PUNCT':
      return 'punct';
    default:
      return '';
  }
}

/**
 * Readings of spaCy's tagger and parser that change only the PTB tag and the dependency label, never the coarse POS
 * or the lemma: ERRANT's classifier reads those, while gecval's alignment and merging read the coarse POS (and the
 * `POS` tag), so these corrections move edit types without moving any span. (Made as POS corrections, they also
 * made the types agree better, but moved spans of the SEEDA systems away from ERRANT's: there wink's coarse POS
 * gives ERRANT's merges.) Mutates `tags` and `deps`.
 */
function applyTypingReadings(tokens: readonly TaggableToken[], pos: readonly string[], tags: string[], deps: string[]): void {
  tokens.forEach((token, i) => {
    // A phrasal verb's own particle before its object ("bring about a change", "pass on the genes") is RP, prt.
    const verb = verbOfParticle(tokens, i);
    if ((pos[i] === 'ADP' || pos[i] === 'ADV') && verb !== undefined && PHRASAL_VERBS[verb.lemma]?.includes(token.lower) && tokens[i + 1]?.lower !== token.lower) {
      tags[i] = 'RP';
      deps[i] = 'prt';
    }
    const next = tokens[i + 1];
    // "to" between two copies of a noun ("face to face", "day to day") is the preposition (IN, prep).
    if (token.lower === 'to' && i > 0 && tokens[i - 1]!.lower === next?.lower && /^\p{L}+$/u.test(next.lower)) {
      tags[i] = 'IN';
      deps[i] = 'prep';
    }
    // The passive "get" ("information get circulated", "people get largely improved") is auxpass in spaCy's parse.
    if (token.lemma === 'get' && pos[i] === 'VERB' && tags[nextInGroup(tokens, i)] === 'VBN') deps[i] = 'auxpass';
    // An auxiliary before its subject in a question ("are you going", "have they seen") is still aux.
    if (pos[i] === 'AUX' && deps[i] === 'ROOT' && ['be', 'have', 'do'].includes(token.lemma) && SUBJECT_PRONOUNS.has(next?.lower ?? '')
      && isVerbal(pos[i + 2] ?? '') && (tags[i + 2] === 'VBG' || tags[i + 2] === 'VBN' || token.lemma === 'do')) deps[i] = 'aux';
    // A base or -s verb form right after a form of "be" ("they are use in", "the gene is match with") is no verb
    // group the PTB knows: spaCy reads the word as the predicate noun (NN/NNS) and "be" as the main verb.
    if (pos[i] === 'VERB' && isBareAfterBe(tokens, i)) {
      tags[i] = token.lower === token.lemma ? 'NN' : 'NNS';
      deps[i] = '';
      if (deps[i - 1] === 'aux') deps[i - 1] = 'ROOT';
    }
  });
}

/** Infers POS corrections, PTB-style tags, dependency labels and the auxiliary flag for a whole sentence. */
export function inferTags(words: readonly TaggableToken[]): InferredTags[] {
  // Every list here is built by push from a list of a filled list's class (core/arrays.ts), not by map: V8's
  // optimised code makes map's result holey where the builtin makes it packed, so the functions that read these
  // lists (posOf, tagOf, …) met two classes and were compiled again; an empty sentence gives empty lists.
  const n = words.length;
  const tokens = emptyList<WorkingToken>();
  for (const t of words) tokens.push({ ...t, lemma: spacyLemma(t.lower, t.pos, t.lemma) });
  const pos = emptyList<string>();
  for (let i = 0; i < n; i++) pos.push(posOf(tokens, i));
  // "to" is decided again on the corrected POS of what follows ("good to people": wink's verb "people" is a noun).
  const corrected = emptyList<WorkingToken>();
  for (let i = 0; i < n; i++) corrected.push({ ...tokens[i]!, pos: pos[i]! });
  for (let i = 0; i < n; i++) if (tokens[i]!.lower === 'to') pos[i] = posOf(corrected, i);
  // The forms of "be" have the lemma "be" (wink keeps "being").
  for (const t of tokens) if (t.lower === 'being' && (t.pos === 'AUX' || t.pos === 'VERB')) t.lemma = 'be';
  // Lemmas follow the corrected POS (a verb re-tagged as a noun is lemmatized as a noun: `being` stays `being`).
  const withPos = emptyList<WorkingToken>();
  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    withPos.push({ ...t, pos: pos[i]!, lemma: pos[i] === t.pos ? t.lemma : spacyLemma(t.lower, pos[i]!, words[i]!.lemma) });
  }
  const tags = emptyList<string>();
  for (let i = 0; i < n; i++) tags.push(tagOf(withPos, i, pos[i]!));
  const deps = emptyList<string>();
  for (let i = 0; i < n; i++) deps.push(depOf(withPos, i, pos[i]!, tags[i]!));
  applyTypingReadings(withPos, pos, tags, deps);
  const inferred = emptyList<InferredTags>();
  for (let i = 0; i < n; i++) {
    const token = withPos[i]!;
    const previous = previousInGroup(withPos, i);
    const precededByAux = isVerbal(token.pos) && previous >= 0 && deps[previous] === 'aux';
    // spaCy's English tag map gives the particle tag RP the coarse POS ADP (ERRANT's merger and aligner read it).
    inferred.push({ pos: tags[i] === 'RP' ? 'ADP' : pos[i]!, lemma: token.lemma, tag: tags[i]!, dep: deps[i]!, precededByAux });
  }
  return inferred;
}

/** A token while its tags are inferred (its POS and lemma are corrected in place). */
type WorkingToken = { -readonly [K in keyof TaggableToken]: TaggableToken[K] };
