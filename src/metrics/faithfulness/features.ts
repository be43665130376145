/**
 * The change from a source to a correction, decomposed into ERRANT-style edits, and for each edit a handful of
 * non-negative *meaning-change features*: how much lexical content it removes or adds (1 − cosine of word vectors
 * between what was there and what replaced it, so a variant of the same concept costs ~0 and an unrelated concept ~1),
 * split by where the removed content sits in the source's UCCA parse (a Scene's main relation or a Participant vs an
 * Adverbial or Elaborator vs a function unit), and whether it flips negation, modality, a quantity or a participant
 * pronoun, moves an event to another tense against the rest of the sentence, or exchanges two participants or the
 * two nouns of a compound. Surface-only features (function words, punctuation, characters changed) let the
 * calibration charge the small meaning cost people give to any rewrite. The features are defined in docs/faithfulness.md.
 */
import { charDistance } from '../levenshtein/metric.js';
import { AnnotationCache, extractEdits, type AnnotatedToken, type Edit } from '../../text/errant/index.js';
import type { UccaGraph } from '../../ucca/graph.js';
import type { LexicalRelation } from './wordnet.js';
import { reshapeInformation } from './embeddings.js';
import { isContent, isNegation, isPunctuation, modalGroup, pronounReferent, quantityOf } from './lexicon.js';
import { affixalNegations4, clauseIndex, concordPositions, modalGroups4, negatesAt, quantityValues, unmatchedModals, withNegationsRespelled } from './polarity.js';

/** Where a source token sits in the UCCA parse, coarsened to what matters for meaning. */
export type UccaRole = 'core' | 'adjunct' | 'function' | 'unknown';

export const FEATURE_NAMES = [
  'contentCore', // content removed from a Scene's main relation (P/S) or a Participant (A)
  'contentAdjunct', // content removed from an Adverbial (D), Elaborator (E), Time (T) or other unit
  'contentFunction', // content removed from a unit parsed as function (F, R, L, N) — usually a parse error
  'contentAdded', // content the source did not have
  'unrelated', // content words replaced by an unrelated content word (similarity below UNRELATED_SIMILARITY)
  'novel', // content words added that are unlike every content word of the source (a concept the source never had)
  'dropped', // nouns, verbs, adjectives removed with no content word in their place, by information content
  'unitLost', // a Participant or a Scene's main relation whose every content word is gone (nothing similar in its place)
  'orphaned', // words of such a lost unit left behind (`to his sister` → `to`): its content cut out, not the unit removed
  'contentMoved', // content kept but put in another order relative to the other content words (roles swapped)
  'negation', // a negation appears or disappears
  'antonym', // a content word replaced by its WordNet antonym (`increase` → `decrease`, `happy` → `sad`)
  'modality', // a modal of another modality group appears or disappears
  'quantity', // a number or quantifier changes
  'pronoun', // a personal pronoun now refers to another participant
  'tense', // a finite verb moved to another tense while the rest of the sentence stays in the source's one tense (revision 7: or the sentence's only finite verb, where no word marks time)
  'referent', // a pronoun now refers to someone of another gender or person (`he` → `she`, `my` → `his`, `it` → `she`)
  'headSwapped', // two adjacent nouns exchanged (`tour guide` → `guide tour`): the head of the compound changes
  'functionWords', // other non-content, non-punctuation tokens changed
  'punctuation', // punctuation tokens changed
  'characters', // characters changed by an edit of a lexical type / characters of the source
  'charactersForm', // characters changed by a grammatical edit (spelling, inflection, agreement, tense, determiner, …)
  // Revision 3 (session 17):
  'charactersSameConcept', // characters changed by an edit that says a content word by the same concept (WordNet synonym, direct hypernym)
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
export type FeatureVector = Record<FeatureName, number>;

export interface EditFeatures {
  readonly edit: Edit;
  /** The role of the source tokens the edit touches (for insertions: of the token before it). */
  readonly role: UccaRole;
  readonly features: FeatureVector;
  /** Human-readable reasons (which content words changed and how far apart they are). */
  readonly notes: readonly string[];
}

export interface PairFeatures {
  readonly sourceTokens: readonly string[];
  readonly hypothesisTokens: readonly string[];
  readonly edits: readonly EditFeatures[];
}

export function zeroFeatures(): FeatureVector {
  return Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])) as FeatureVector;
}

const CORE = new Set(['P', 'S', 'A']);
const FUNCTION = new Set(['F', 'R', 'L', 'N', 'U']);

/**
 * The unit a terminal heads: its parent, climbing through Centers (and uncategorised units) to the unit they
 * head, with that unit's category; undefined for a terminal without a primary parent.
 */
function headedUnit(graph: UccaGraph, terminalId: string): { node: string; category: string | undefined } | undefined {
  let edge = graph.primaryParentEdge(terminalId);
  if (!edge) return undefined;
  let node = edge.from;
  let category = graph.primaryCategory(node);
  for (let guard = 0; (category === 'C' || category === undefined) && guard < 8; guard++) {
    edge = graph.primaryParentEdge(node);
    if (!edge) break;
    node = edge.from;
    category = graph.primaryCategory(node);
  }
  return { node, category };
}

/** The UCCA role of every terminal (by 0-based position), climbing through Centers to the unit they head. */
export function terminalRoles(graph: UccaGraph): UccaRole[] {
  return graph.terminals.map((t) => {
    const category = headedUnit(graph, t.id)?.category;
    if (category === undefined) return 'unknown';
    if (CORE.has(category)) return 'core';
    if (FUNCTION.has(category)) return 'function';
    return 'adjunct';
  });
}

/** A core unit's key: its node id and its category (`A`, `P`, `S`), so an explanation can say what was lost. */
function unitKey(node: string, category: string): string {
  return `${node}#${category}`;
}

/** What a core unit is, in words, from its key. */
function unitKind(key: string | undefined): string {
  const category = key?.slice(key.lastIndexOf('#') + 1);
  return category === 'A' ? 'participant' : category === 'P' || category === 'S' ? 'main relation' : 'participant or main relation';
}

/**
 * For every terminal, the core unit it heads (climbing through Centers as terminalRoles does): the id of a
 * Participant (A) or a Scene's main relation (P/S), or undefined when the terminal sits elsewhere.
 */
export function terminalUnits(graph: UccaGraph): (string | undefined)[] {
  return graph.terminals.map((t) => {
    const unit = headedUnit(graph, t.id);
    return unit?.category !== undefined && CORE.has(unit.category) ? unitKey(unit.node, unit.category) : undefined;
  });
}

/**
 * For every terminal, the nearest Participant (A) or Scene main relation (P/S) that contains it, at any depth
 * (`to` and `his` in the Participant `to his sister`), or undefined outside every such unit.
 */
export function terminalEnclosingUnits(graph: UccaGraph): (string | undefined)[] {
  return graph.terminals.map((t) => {
    let edge = graph.primaryParentEdge(t.id);
    for (let guard = 0; edge && guard < 12; guard++) {
      const node = edge.from;
      const category = graph.primaryCategory(node);
      if (category !== undefined && CORE.has(category)) return unitKey(node, category);
      edge = graph.primaryParentEdge(node);
    }
    return undefined;
  });
}

/** What features need from word vectors: a cosine, or null for an out-of-vocabulary word. */
export interface WordCosine {
  cosine(a: string, b: string): number | null;
  /** How much a word says, in [0, 1] (frequent words ~0, rare words 1). */
  informationContent(word: string): number;
  /**
   * How two words relate in a lexicon (WordNet): antonyms, synonyms, one the other's direct hypernym; each side is
   * given as its lower-case form and lemma. Absent: no lexicon (the session-6 model).
   */
  relation?(a: readonly string[], b: readonly string[]): LexicalRelation | undefined;
  /**
   * The word meant by a (lower-case) word the vocabulary does not know, when one known word is one edit away
   * (spelling.ts); undefined for known words. Absent: words are read as written (the models before session 16).
   */
  intended?(word: string): string | undefined;
  /**
   * Revision 5: the word a misspelt source word (given as its lower-case form and lemma; WordNet lists neither) meant
   * when the correction says it by a word of the same concept (`said`, its form and lemma), up to two letter edits
   * away and unambiguous (spelling.ts meantAmong); undefined otherwise. Absent: revisions before 5.
   */
  meantAs?(misspelt: readonly string[], said: readonly string[]): string | undefined;
  /**
   * Information content's floor when it is not embeddings.ts INFORMATION_FLOOR (a fitting experiment, session 20):
   * the rare-adverb threshold is read on the same rank, so only the values change, not which adverbs count.
   */
  readonly informationFloor?: number;
}

export interface FeatureContext {
  readonly vectors: WordCosine;
  readonly cache: AnnotationCache;
  /**
   * Which definitions of the features (a model is fitted with one; FEATURE_REVISION is the newest): 1 up to session
   * 15; 2 (session 16) reads unknown words as the words meant (WordCosine.intended), for similarity, information
   * content, antonymy of a spelling fix and same-concept substitutions (whose characters count as form, inside longer
   * edits too); 3 (session 17) counts the characters of a content word said by another word of the same concept
   * apart (`charactersSameConcept`) and counts rare adverbs dropped in `dropped`; 4 (session 17, part 2) reads
   * negation as each clause's polarity (negative concord, fixed phrases, misspelled negated auxiliaries, a negation
   * moved within its clause, prefix negation by stem or modal), `could` as ability or possibility, and amounts by value (ranges, `5 more`, `much less`, `a lot`): polarity.ts;
   * 5 (session 18) reads a misspelt source word up to two letter edits from a word of the concept the correction says
   * as that word (WordCosine.meantAs: `entruy` → `period`, `comunities` → `gatherings` keep their concept) and splits
   * clauses for polarity at `and`/`or`/`nor`/`but` before a subject pronoun (`not … and nobody` → `not … and
   * everybody` flips the second clause: polarity.ts); 6 (session 19) does not count a content word removed as
   * lost when the correction still says its concept elsewhere, by the same lemma, one stem or a WordNet synonym or
   * direct hypernym (`saidElsewhere`: a redundant saying removed, or a word said again in another place), and does
   * not read numbers removed together with the nouns they count (`than 60 years old` → ∅) as an amount changed
   * (`countedDropped`: the content lost is `dropped`'s and `unitLost`'s); 7 (session 20) counts in `tense` also the
   * only finite verb of a sentence moved to the other tense, with its agreement kept and no word of the source marking
   * time (`is` → `was` in a one-verb sentence: unmarkedTenseShifts). Default 1.
   */
  readonly revision?: number;
}

/** The newest feature definitions (FeatureContext.revision). */
export const FEATURE_REVISION = 7;

/** Below this similarity (vectors and form), a replacing content word is another concept, not a variant. */
const UNRELATED_SIMILARITY = 0.45;

function charSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - charDistance(a, b) / longest;
}

/** A common prefix of ≥ 4 letters covering ≥ 60% of the shorter word (`infectious`/`infection`): one stem. */
function sharedStem(a: string, b: string): boolean {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return prefix >= 4 && prefix >= 0.6 * Math.min(a.length, b.length);
}

/**
 * How alike two words look, in [0, 1]: a shared stem (sharedStem: `summary`/`summarize`, `Thirdly`/`Third`) is a
 * derivational variant of one concept (0.8); otherwise
 * character overlap above one half, rescaled (`recieve`/`receive` high, unrelated words 0).
 */
function formSimilarity(a: string, b: string): number {
  return Math.max(sharedStem(a, b) ? 0.8 : 0, 2 * charSimilarity(a, b) - 1);
}

/** What wordSimilarity reads of a word: its lower-case form and lemma. */
type WordForms = Pick<AnnotatedToken, 'lower' | 'lemma'>;

/**
 * Similarity in [0, 1] of two content words: same lemma 1, else the larger of word-vector cosine and form
 * similarity (vectors place derivational variants and misspellings far apart: `stressful`/`stressed` 0.18). A word
 * the vocabulary does not know is also read as the word the learner meant (spelling.ts: `compeny` → `company`), so a
 * reference that says a misspelled word by a synonym (`compeny` → `institution`) keeps its concept.
 */
function wordSimilarity(a: WordForms, b: WordForms, vectors: WordCosine): number {
  const direct = formsSimilarity(a, b, vectors);
  if (direct >= 1 || vectors.intended === undefined) return direct;
  if (direct < SAME_CONCEPT_SIMILARITY && vectors.meantAs?.(forms(a), forms(b)) !== undefined) return SAME_CONCEPT_SIMILARITY;
  const [ia, ib] = [vectors.intended(a.lower), vectors.intended(b.lower)];
  if (ia === undefined && ib === undefined) return direct;
  const meant = (word: string | undefined, token: WordForms): WordForms => (word === undefined ? token : { lower: word, lemma: word.replace(/(?<=[^s])s$/, '') });
  return Math.max(direct, formsSimilarity(meant(ia, a), meant(ib, b), vectors));
}

function formsSimilarity(a: WordForms, b: WordForms, vectors: WordCosine): number {
  if (a.lower === b.lower || a.lemma === b.lemma) return 1;
  const cosine = vectors.cosine(a.lower, b.lower) ?? vectors.cosine(a.lemma, b.lemma) ?? 0;
  const similarity = Math.max(0, Math.min(1, Math.max(cosine, formSimilarity(a.lower, b.lower))));
  // Synonyms and a word and its direct hypernym name the same concept, however far apart the vectors put them.
  return sameConcept(a, b, vectors) ? Math.max(similarity, SAME_CONCEPT_SIMILARITY) : similarity;
}

/** Similarity of two words that WordNet says name the same concept (synonyms, direct hypernym): a variant, like a shared stem. */
const SAME_CONCEPT_SIMILARITY = 0.8;

const forms = (t: WordForms): string[] => (t.lemma === t.lower ? [t.lower] : [t.lower, t.lemma]);

function sameConcept(a: WordForms, b: WordForms, vectors: WordCosine): boolean {
  const relation = vectors.relation?.(forms(a), forms(b));
  return relation === 'synonym' || relation === 'hypernym';
}

function antonymous(a: AnnotatedToken, b: AnnotatedToken, vectors: WordCosine): boolean {
  return vectors.relation?.(forms(a), forms(b)) === 'antonym';
}

/**
 * A one-word lexical substitution by the same concept (a WordNet synonym or direct hypernym, `buy` → `purchase`):
 * its characters change the form, not the meaning, so they count as a grammatical edit's (revision 1).
 */
function sameConceptEdit(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[], vectors: WordCosine): boolean {
  return o.length === 1 && c.length === 1 && isContent(o[0]!) && isContent(c[0]!) && sameConcept(o[0]!, c[0]!, vectors);
}

/**
 * Revision 2: the one content word an edit replaces and the one it puts in its place, when they name the same
 * concept (WordNet synonym or direct hypernym, read through the word meant: `compeny` → `institution`), as positions
 * in the edit's two sides: the edit's characters count as a grammatical edit's, as revision 1 counts a one-word
 * same-concept substitution's, now also inside a longer edit (`student ,` → `pupil`).
 */
function sameConceptPair(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[], vectors: WordCosine): [number, number] | undefined {
  const oc = o.map((t, i) => (isContent(t) ? i : -1)).filter((i) => i >= 0);
  const cc = c.map((t, i) => (isContent(t) ? i : -1)).filter((i) => i >= 0);
  if (oc.length !== 1 || cc.length !== 1) return undefined;
  const [a, b] = [o[oc[0]!]!, c[cc[0]!]!];
  if (sameConcept(a, b, vectors)) return [oc[0]!, cc[0]!];
  const [ia, ib] = [vectors.intended?.(a.lower), vectors.intended?.(b.lower)];
  const meant = (word: string | undefined, token: WordForms): WordForms => (word === undefined ? token : { lower: word, lemma: word.replace(/(?<=[^s])s$/, '') });
  if ((ia !== undefined || ib !== undefined) && sameConcept(meant(ia, a), meant(ib, b), vectors)) return [oc[0]!, cc[0]!];
  return vectors.meantAs?.(forms(a), forms(b)) !== undefined ? [oc[0]!, cc[0]!] : undefined;
}

/**
 * Revision 3: whether a same-concept pair (sameConceptPair) says the concept by another word, not by the same word
 * spelt right (`compeny` → `company` is a spelling fix; `compeny` → `firm`, `buy` → `purchase` are other words).
 */
function otherWordSaid(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[], vectors: WordCosine): boolean {
  const pair = sameConceptPair(o, c, vectors);
  if (pair === undefined) return false;
  const [a, b] = [o[pair[0]]!, c[pair[1]]!];
  const meantA = vectors.intended?.(a.lower) ?? vectors.meantAs?.(forms(a), forms(b)) ?? a.lower;
  const meantB = vectors.intended?.(b.lower) ?? b.lower;
  return a.lemma !== b.lemma && meantA !== b.lower && meantB !== a.lower && meantA !== meantB && formSimilarity(meantA, meantB) < 0.8;
}

/**
 * The tokens with list labels blanked out: a number that opens the sentence or follows `(`, followed by `.`, `)`
 * or `:` (`1 . Cars pollute`, `( 2 ) cost`), numbers an item rather than stating an amount, so renumbering a list
 * changes no quantity.
 */
function withoutListLabels(tokens: readonly AnnotatedToken[]): readonly AnnotatedToken[] {
  const label = (t: AnnotatedToken, i: number): boolean =>
    /^[0-9]{1,2}$/.test(t.lower) && (i === 0 || tokens[i - 1]!.lower === '(') && ['.', ')', ':'].includes(tokens[i + 1]?.lower ?? '');
  return tokens.some(label) ? tokens.map((t, i) => (label(t, i) ? { ...t, lower: '§' } : t)) : tokens;
}

/**
 * Revision 6: an edit that removes numbers together with what they count (`than 60 years old` → ∅) and puts no amount
 * in their place drops content — priced by `dropped` and `unitLost` — rather than changing an amount: every number
 * it removes is followed, inside the edit, by a noun it removes too.
 */
function countedDropped(o: readonly AnnotatedToken[], edit: Edit, sentence: SentenceScope): boolean {
  const after = sentence.valuesC?.slice(edit.cStart, edit.cEnd).flat() ?? [];
  if (after.length > 0) return false;
  const before = sentence.valuesO?.slice(edit.oStart, edit.oEnd) ?? [];
  const numbers = before.map((v, k) => (v.some((x) => /^[0-9.]+$/.test(x)) ? k : -1)).filter((k) => k >= 0);
  return numbers.length > 0 && numbers.every((k) => o.slice(k + 1).some((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && isContent(t)));
}

function quantityEdit(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[], oValues?: readonly (readonly string[])[], cValues?: readonly (readonly string[])[]): boolean {
  // The same digits split or joined differently (`301` → `30 1`, `1,000` → `1000`) state the same number.
  const digits = (ts: readonly AnnotatedToken[]): string => ts.map((t) => t.lower.replace(/[^0-9]/g, '')).join('');
  if (digits(o) !== '' && digits(o) === digits(c)) return false;
  const before = oValues === undefined ? countBy(o, quantityOf) : countBy(oValues.flat(), (v) => v);
  const after = cValues === undefined ? countBy(c, quantityOf) : countBy(cValues.flat(), (v) => v);
  if (sameCounts(before, after)) return false;
  if (before.size > 0 && after.size > 0) return true;
  const numeric = (q: string): boolean => /^[0-9.]+$/.test(q);
  return [...before.keys(), ...after.keys()].some(numeric);
}

/**
 * Whether the token at `i` is a negation word, except `not` after `or` (`whether … or not` says nothing more than
 * `whether …`).
 */
function negationAt(tokens: readonly AnnotatedToken[], i: number): boolean {
  const t = tokens[i]!;
  return isNegation(t) && !(t.lower === 'not' && tokens[i - 1]?.lower === 'or');
}

/** Prefixes that negate the word they attach to (`related` → `unrelated`, `possible` → `impossible`). */
const NEGATING_PREFIX = /^(un|in|im|il|ir|dis|non-?)(\p{L}{4,})$/u;

/**
 * Positions of `tokens` holding a word that negates, by a prefix, a word the other side negates with a negation word
 * right before it (`not related` → `unrelated`, or back): the negation is said by the word, not dropped or added.
 */
function affixalNegations(tokens: readonly AnnotatedToken[], other: readonly AnnotatedToken[]): Set<number> {
  const negatedWords = new Set(other.flatMap((t, j) => (j > 0 && negationAt(other, j - 1) ? [t.lower, t.lemma] : [])));
  const out = new Set<number>();
  if (negatedWords.size === 0) return out;
  tokens.forEach((t, i) => {
    const m = NEGATING_PREFIX.exec(t.lower);
    const lemma = NEGATING_PREFIX.exec(t.lemma);
    if ((m !== null && negatedWords.has(m[2]!)) || (lemma !== null && negatedWords.has(lemma[2]!))) out.add(i);
  });
  return out;
}

/**
 * Edits whose negation changes cancel: the sentence states as many negations as the source, and a negation taken
 * out by one edit is put back by another — a phrase moved (`no matter what` from the end to the front: one edit
 * only deletes it, another only inserts it), or the negation reworded in place (`not any` → `no`, `not related` →
 * `unrelated`: the two edits touch). Pairs are matched in edit order. When the counts differ (a negation really
 * added or removed) nothing cancels, so two unrelated flips never hide each other unless they are a move or a
 * rewording.
 */
function movedNegationEdits(
  edits: ReadonlyArray<{ oStart: number; oEnd: number; cStart: number; cEnd: number }>,
  negO: readonly number[],
  negC: readonly number[],
  sourceClause?: readonly number[],
): Set<number> {
  const moved = new Set<number>();
  const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
  if (sum(negO) !== sum(negC)) return moved;
  const removers = edits.map((_, i) => i).filter((i) => negO[i]! > negC[i]!);
  const adders = edits.map((_, i) => i).filter((i) => negC[i]! > negO[i]!);
  const pure = (i: number, side: 'deletes' | 'inserts'): boolean => (side === 'deletes' ? edits[i]!.cEnd === edits[i]!.cStart : edits[i]!.oEnd === edits[i]!.oStart);
  const near = (a: number, b: number): boolean => {
    const [x, y] = [edits[a]!, edits[b]!];
    return Math.max(x.oStart, y.oStart) - Math.min(x.oEnd, y.oEnd) <= 0;
  };
  // Revision 4: a negation taken out and put back within one clause of the source is moved, whatever the edits.
  const clauseAt = (i: number): number | undefined => (sourceClause === undefined || sourceClause.length === 0 ? undefined : sourceClause[Math.min(edits[i]!.oStart, sourceClause.length - 1)]);
  const sameClause = (a: number, b: number): boolean => clauseAt(a) !== undefined && clauseAt(a) === clauseAt(b);
  for (const r of removers) {
    const a = adders.find((k) => !moved.has(k) && ((pure(r, 'deletes') && pure(k, 'inserts')) || near(r, k) || sameClause(r, k)));
    if (a !== undefined) moved.add(r).add(a);
  }
  return moved;
}

/**
 * Revision 4: the positions of each side that state a negation — negation words outside the fixed phrases, words
 * negated by a prefix where the other side negates their stem or modal — less the n-words in negative concord.
 */
function polarityNegations(orig: readonly AnnotatedToken[], cor: readonly AnnotatedToken[], coordinated: boolean): [Set<number>, Set<number>] {
  const words = (tokens: readonly AnnotatedToken[]): Set<number> => new Set([...tokens.keys()].filter((i) => negatesAt(tokens, i)));
  const [wordsO, wordsC] = [words(orig), words(cor)];
  const side = (tokens: readonly AnnotatedToken[], own: Set<number>, other: readonly AnnotatedToken[], otherWords: Set<number>): Set<number> => {
    const all = new Set([...own, ...affixalNegations4(tokens, other, otherWords)]);
    for (const i of concordPositions(tokens, all, coordinated)) all.delete(i);
    return all;
  };
  return [side(orig, wordsO, cor, wordsC), side(cor, wordsC, orig, wordsO)];
}

/**
 * ERRANT types that change a word's form or a function word rather than the words chosen: spelling, orthography,
 * inflection, agreement, tense and verb form, noun number and possessive, determiners, prepositions, particles,
 * contractions, punctuation, morphology, word order.
 */
function isGrammaticalEdit(type: string): boolean {
  return /:(SPELL|ORTH|INFL|SVA|FORM|TENSE|NUM|POSS|DET|PREP|PART|CONTR|PUNCT|MORPH|WO)$/.test(type);
}

/** Spelling and orthography fixes replace a non-word by the intended word: no content changes. */
function isSpellingEdit(type: string): boolean {
  return /:(SPELL|ORTH)$/.test(type);
}

function countBy<T>(items: readonly T[], key: (item: T) => string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== undefined) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

function sameCounts(a: Map<string, number>, b: Map<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/**
 * An edit that only joins, splits or recases words (`can not` → `cannot`, `May be` → `Maybe`, `any more` →
 * `anymore`): the same letters, so no negation, modal, amount or participant comes or goes.
 */
function respacing(edit: Edit): boolean {
  const letters = (ts: readonly string[]): string => ts.join('').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const o = letters(edit.original);
  return o.length > 0 && o === letters(edit.correction);
}

/**
 * Whether an edit brings in a modality the source's words there did not state. Two constructions are exempt,
 * because the modal there says nothing of its own: an ability modal in a purpose clause (`so that I can study`,
 * `so we can`: the construction asks for it), and a modal standing for the pro-verb `do` that repeats the
 * modality the sentence already states (`They can travel more freely than older people do` → `… can`).
 */
function modalityAdded(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[], cor: readonly AnnotatedToken[], edit: Edit, sourceGroups: ReadonlySet<string>, revision: number): boolean {
  const fresh = revision >= 4 ? unmatchedModals(o.map(modalGroups4), c.map(modalGroups4)) : undefined;
  const before = countBy(o, modalGroup);
  const seen = new Map<string, number>();
  return c.some((t, k) => {
    let groups: readonly string[];
    if (fresh !== undefined) {
      if (!fresh[k]) return false;
      groups = modalGroups4(t);
    } else {
      const group = modalGroup(t);
      if (group === undefined) return false;
      seen.set(group, (seen.get(group) ?? 0) + 1);
      if (seen.get(group)! <= (before.get(group) ?? 0)) return false;
      groups = [group];
    }
    const at = edit.cStart + k;
    const purpose = groups.includes('ability') && [1, 2, 3].some((d) => cor[at - d]?.lower === 'so' || (cor[at - d]?.lower === 'that' && ['so', 'order'].includes(cor[at - d - 1]?.lower ?? '')));
    const proVerb = o.length > 0 && o.every((x) => x.lemma === 'do') && groups.some((g) => sourceGroups.has(g));
    return !purpose && !proVerb;
  });
}

/**
 * Tense of the finite verb at `i` (`VBD` past; `VBZ`/`VBP` present), undefined for other tokens. A word right after
 * `to` is never a finite verb (`go to school`: the tagger reads learner text's `school` as a present-tense verb).
 */
function tenseAt(tokens: readonly AnnotatedToken[], i: number): 'past' | 'present' | undefined {
  const t = tokens[i]!;
  if (tokens[i - 1]?.lower === 'to') return undefined;
  return t.tag === 'VBD' ? 'past' : t.tag === 'VBZ' || t.tag === 'VBP' ? 'present' : undefined;
}

/**
 * Tense shifts an edit makes against a consistent sentence: a finite verb of the source (`is`, `goes`) put in the
 * other tense (`was`, `went`) while every other finite verb — of the source and of the correction — stays in the
 * source's tense. Correctors change tense to make a sentence agree with itself (`Yesterday I go … and saw` →
 * `went`); a change that makes a consistent sentence disagree moves an event in time.
 */
function tenseShifts(orig: readonly AnnotatedToken[], cor: readonly AnnotatedToken[], edit: Edit): number {
  let n = 0;
  const outside = (tokens: readonly AnnotatedToken[], start: number, end: number): Array<'past' | 'present'> =>
    tokens.map((_, i) => (i < start || i >= end ? tenseAt(tokens, i) : undefined)).filter((x) => x !== undefined);
  const sourceRest = outside(orig, edit.oStart, edit.oEnd);
  const correctionRest = outside(cor, edit.cStart, edit.cEnd);
  for (let i = edit.oStart; i < edit.oEnd; i++) {
    const before = tenseAt(orig, i);
    if (before === undefined) continue;
    let shifted = false;
    for (let j = edit.cStart; j < edit.cEnd; j++) {
      const after = tenseAt(cor, j);
      if (cor[j]!.lemma === orig[i]!.lemma && after !== undefined && after !== before) shifted = true;
    }
    if (!shifted) continue;
    if (correctionRest.length > 0 && correctionRest.every((t) => t === before) && sourceRest.every((t) => t === before)) n++;
  }
  return n;
}

/**
 * Words that mark time in a sentence (adverbs, deictic time nouns, `ago`, `since`, `when` …): where the source has one,
 * a verb put in another tense can be a correction that makes the verb agree with it (`Yesterday I go` → `went`).
 */
const TIME_WORDS = new Set([
  'yesterday', 'today', 'tomorrow', 'tonight', 'now', 'nowadays', 'currently', 'presently', 'recently', 'lately', 'formerly', 'previously',
  'ago', 'once', 'then', 'before', 'after', 'since', 'until', 'till', 'when', 'while', 'already', 'soon', 'later', 'earlier',
  'past', 'future', 'last', 'next', 'anymore', 'era', 'century', 'decade', 'year', 'years', 'ancient', 'modern', 'childhood', 'originally',
]);

const FIRST_SINGULAR: ReadonlySet<string> = new Set(['1s']);
const THIRD_SINGULAR_PERSON: ReadonlySet<string> = new Set(['3s']);
const FIRST_OR_THIRD_SINGULAR: ReadonlySet<string> = new Set(['1s', '3s']);
const SECOND_OR_PLURAL: ReadonlySet<string> = new Set(['2s', 'pl']);
const NOT_THIRD_SINGULAR: ReadonlySet<string> = new Set(['1s', '2s', 'pl']);

/** Persons a finite verb form agrees with (1s, 2s, 3s, pl); undefined: any (a lexical verb's past, a modal). */
function agreementOf(t: AnnotatedToken): ReadonlySet<string> | undefined {
  switch (t.lower) {
    case 'am': return FIRST_SINGULAR;
    case 'is': return THIRD_SINGULAR_PERSON;
    case 'was': return FIRST_OR_THIRD_SINGULAR;
    case 'are': case 'were': return SECOND_OR_PLURAL;
  }
  if (t.tag === 'VBZ') return THIRD_SINGULAR_PERSON;
  if (t.tag === 'VBP') return NOT_THIRD_SINGULAR;
  return undefined;
}

const PRONOUN_PERSON: Record<string, string> = { i: '1s', you: '2s', he: '3s', she: '3s', it: '3s', we: 'pl', they: 'pl' };

/**
 * Revision 7: tense shifts in a sentence with nothing to agree with. The only finite verb of the source (no other on
 * either side outside the edit) put in the other tense (`is` → `was`, `goes` → `went`, same lemma), where its form
 * already agreed with its subject pronoun (`he go` → `went` fixes agreement) and the new form keeps that agreement
 * (`is` → `were` fixes number), and no word of the source marks time (TIME_WORDS, a year): the writer stated the
 * event's time, and the correction moves it.
 */
function unmarkedTenseShifts(orig: readonly AnnotatedToken[], cor: readonly AnnotatedToken[], edit: Edit): number {
  if (/:SVA$/.test(edit.type)) return 0;
  const finiteOutside = (tokens: readonly AnnotatedToken[], start: number, end: number): boolean => tokens.some((_, i) => (i < start || i >= end) && tenseAt(tokens, i) !== undefined);
  if (finiteOutside(orig, edit.oStart, edit.oEnd) || finiteOutside(cor, edit.cStart, edit.cEnd)) return 0;
  if (orig.some((t) => TIME_WORDS.has(t.lower) || /^(1[5-9]|20)[0-9]{2}s?$/.test(t.lower))) return 0;
  let n = 0;
  for (let i = edit.oStart; i < edit.oEnd; i++) {
    const before = tenseAt(orig, i);
    if (before === undefined) continue;
    const agreeO = agreementOf(orig[i]!);
    const subject = PRONOUN_PERSON[orig[i - 1]?.lower ?? ''];
    if (agreeO !== undefined && subject !== undefined && !agreeO.has(subject)) continue;
    for (let j = edit.cStart; j < edit.cEnd; j++) {
      const after = tenseAt(cor, j);
      if (after === undefined || after === before || cor[j]!.lemma !== orig[i]!.lemma) continue;
      const agreeC = agreementOf(cor[j]!);
      if (agreeO !== undefined && agreeC !== undefined && ![...agreeO].some((p) => agreeC.has(p))) continue;
      n++;
      break;
    }
  }
  return n;
}

/** Referents that pick out one participant by person and gender (not a group, not a generic `you`/`we`/`they`). */
const SPECIFIC_REFERENTS = new Set(['1s', '3m', '3f']);
const THIRD_SINGULAR = new Set(['3m', '3f', '3n']);

/**
 * Whether a pronoun's referent replaced by another is someone else rather than the same participant re-said: one
 * side is a specific person (`I`, `he`, `she`) and the two differ in person or gender (`he` → `she`, `my` → `his`,
 * `I` → `she`, `it` → `she`). Number changes (`it` → `they`, singular `they` for `he`) and moves between generic
 * `you`, `we`, `they` are how correctors fix agreement and register, and are left to the `pronoun` feature.
 */
function otherPerson(from: string, to: string): boolean {
  if (from === to) return false;
  if (!SPECIFIC_REFERENTS.has(from) && !SPECIFIC_REFERENTS.has(to)) return false;
  if ((from === '3p' && THIRD_SINGULAR.has(to)) || (to === '3p' && THIRD_SINGULAR.has(from))) return false;
  return true;
}

function referentChanged(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[]): boolean {
  const before = countBy(o, pronounReferent);
  const after = countBy(c, pronounReferent);
  const removed = [...before].filter(([r, n]) => (after.get(r) ?? 0) < n).map(([r]) => r);
  const added = [...after].filter(([r, n]) => (before.get(r) ?? 0) < n).map(([r]) => r);
  return removed.some((r) => added.some((a) => otherPerson(r, a)));
}

/**
 * Two adjacent nouns exchanged (`tour guide` → `guide tour`, `zebra mussels` → `mussels zebra`). Deverbal `-ing`
 * nouns are left out: `password cracking` → `cracking password` and `population aging` → `aging population` keep
 * the event and what it acts on (TMU-GFM dev rates both as meaning kept).
 */
function swappedNouns(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[]): number {
  let n = 0;
  const noun = (t: AnnotatedToken): boolean => (t.pos === 'NOUN' || t.pos === 'PROPN') && !/ing$/.test(t.lower);
  for (let i = 0; i + 1 < o.length; i++) {
    const [a, b] = [o[i]!, o[i + 1]!];
    if (!noun(a) || !noun(b) || a.lemma === b.lemma) continue;
    if (c.some((x, j) => x.lower === b.lower && c[j + 1]?.lower === a.lower)) n++;
  }
  return n;
}

/**
 * Features of every edit from `source` to `hypothesis` (token lists). `roles` are the source tokens' UCCA roles
 * (`terminalRoles` of the source's parse, same tokens), or undefined to treat all content as core.
 */
export function pairFeatures(
  source: readonly string[],
  hypothesis: readonly string[],
  roles: readonly UccaRole[] | undefined,
  context: FeatureContext,
  units?: readonly (string | undefined)[],
  enclosing?: readonly (string | undefined)[],
): PairFeatures {
  const annotated = context.cache.annotate(source);
  const cor = context.cache.annotate(hypothesis);
  const sameTokens = source.length === hypothesis.length && source.every((t, i) => t === hypothesis[i]);
  if (sameTokens) return { sourceTokens: source, hypothesisTokens: hypothesis, edits: [] };
  const rareInformation = context.vectors.informationFloor === undefined ? RARE_INFORMATION : reshapeInformation(RARE_INFORMATION, context.vectors.informationFloor);
  const edits = extractEdits(source, hypothesis, { cache: context.cache });
  const revision = context.revision ?? 1;
  // A word has a vector when its cosine with a word that surely has one is defined (a word's cosine with itself is 1).
  const known = (word: string): boolean => context.vectors.cosine(word, 'the') !== null;
  const orig = revision >= 4 ? withNegationsRespelled(respelled(annotated, cor, edits), known) : respelled(annotated, cor, edits);

  // Sentence-level bookkeeping: content lemmas present anywhere on the other side (moved words are not lost),
  // and whether negation / modality / quantities / pronouns differ at all (a moved `not` flips nothing).
  const sourceContent = orig.filter(isContent);
  const sourceLemmas = new Set(sourceContent.flatMap((t) => [t.lemma, t.lower]));
  const hypothesisLemmas = new Set(cor.filter(isContent).flatMap((t) => [t.lemma, t.lower]));
  // Negation flips are counted per edit; the exceptions are a negation moved or reworded in place, with the
  // sentence's count of negations unchanged (movedNegationEdits). Sentence-level counts alone would let unrelated
  // flips cancel (`never` → `always` plus a `not` added elsewhere), and a correction that adds a second meaning
  // change must never score higher. A word negated by a prefix counts as a negation when the other side says
  // `not` + the word (`not related` ↔ `unrelated`).
  const [negatedO, negatedC] = revision >= 4 ? polarityNegations(orig, cor, revision >= 5) : [
    new Set([...orig.keys()].filter((i) => negationAt(orig, i)).concat([...affixalNegations(orig, cor)])),
    new Set([...cor.keys()].filter((i) => negationAt(cor, i)).concat([...affixalNegations(cor, orig)])),
  ];
  const countIn = (negated: ReadonlySet<number>, start: number, end: number): number => [...negated].filter((i) => i >= start && i < end).length;
  const negOf = edits.map((e) => (respacing(e) ? 0 : countIn(negatedO, e.oStart, e.oEnd)));
  const negCf = edits.map((e) => (respacing(e) ? 0 : countIn(negatedC, e.cStart, e.cEnd)));
  const movedNegation = movedNegationEdits(edits, negOf, negCf, revision >= 4 ? clauseIndex(orig, revision >= 5) : undefined);
  // Revision 4 names the negation words an edit changed without changing the clause's polarity.
  const polarityKept = new Map<number, string>();
  if (revision >= 4) {
    const wordsIn = (tokens: readonly AnnotatedToken[], start: number, end: number): number => tokens.slice(start, end).filter(isNegation).length;
    edits.forEach((e, i) => {
      if (respacing(e)) return;
      if (movedNegation.has(i)) polarityKept.set(i, 'negation moved, polarity kept');
      else if (negOf[i] === negCf[i] && wordsIn(orig, e.oStart, e.oEnd) + wordsIn(cor, e.cStart, e.cEnd) > 0 && wordsIn(orig, e.oStart, e.oEnd) !== wordsIn(cor, e.cStart, e.cEnd)) polarityKept.set(i, 'negation reworded, polarity kept');
    });
  }
  const sourceModalGroups = new Set(revision >= 4 ? orig.flatMap(modalGroups4) : orig.map(modalGroup).filter((g) => g !== undefined));
  const modalChanged =
    revision >= 4
      ? [unmatchedModals(orig.map(modalGroups4), cor.map(modalGroups4)), unmatchedModals(cor.map(modalGroups4), orig.map(modalGroups4))].some((xs) => xs.some((x) => x))
      : !sameCounts(countBy(orig, modalGroup), countBy(cor, modalGroup));
  const [amountsO, amountsC] = [withoutListLabels(orig), withoutListLabels(cor)];
  const [valuesO, valuesC] = revision >= 4 ? [amountsO.map((_, i) => quantityValues(amountsO, i)), amountsC.map((_, i) => quantityValues(amountsC, i))] : [undefined, undefined];
  const quantityChanged =
    valuesO !== undefined && valuesC !== undefined
      ? !sameCounts(countBy(valuesO.flat(), (v) => v), countBy(valuesC.flat(), (v) => v))
      : !sameCounts(countBy(amountsO, quantityOf), countBy(amountsC, quantityOf));
  const pronounChanged = !sameCounts(countBy(orig, pronounReferent), countBy(cor, pronounReferent));
  const sourceChars = Math.max(1, source.join(' ').length);
  const moved = movedContent(orig, cor);
  // A content word the edit removes is kept when the correction still has it as often as the source (moved, or
  // re-inflected elsewhere), or when it repeats its neighbour (`very very`, `the the`): one of two separate mentions
  // deleted is content lost.
  const sourceCounts = countBy(sourceContent, (t) => t.lemma);
  const hypothesisCounts = countBy(cor.filter(isContent), (t) => t.lemma);
  const keptElsewhere = (token: AnnotatedToken, position: number): boolean => {
    if (!hypothesisLemmas.has(token.lemma) && !hypothesisLemmas.has(token.lower)) return false;
    if ((hypothesisCounts.get(token.lemma) ?? 0) >= (sourceCounts.get(token.lemma) ?? 0)) return true;
    return orig[position - 1]?.lemma === token.lemma || orig[position + 1]?.lemma === token.lemma;
  };
  // Source content positions whose word is gone with nothing similar in its place → the edit that lost it.
  const lostAt = new Map<number, number>();
  const sentence: SentenceScope = { orig, cor, negO: negOf, negC: negCf, movedNegation, polarityKept, sourceModalGroups, modalChanged, amountsO, amountsC, valuesO, valuesC, quantityChanged, pronounChanged, sourceChars, vectors: context.vectors, revision };

  const featured = edits.map((edit, editIndex) => {
      const o = orig.slice(edit.oStart, edit.oEnd);
      const c = cor.slice(edit.cStart, edit.cEnd);
      const f = zeroFeatures();
      const notes: string[] = [];
      const spelling = isSpellingEdit(edit.type);
      const role: UccaRole = roles === undefined ? 'core' : dominantRole(roles, edit);
      const cContent = c.filter(isContent);
      // A swap puts another participant of the source where this one was: the edit's correction holds a
      // participant that the source has outside this edit. A word dropped with its phrase and said elsewhere
      // (`The cause of the explosion is …` → `The explosion was caused …`) is a rephrasing, not a swap.
      const outside = new Set(orig.filter((_, i) => i < edit.oStart || i >= edit.oEnd).map(participantKey).filter((k) => k !== undefined));
      const replacedByOther = c.some((t) => {
        const k = participantKey(t);
        return k !== undefined && outside.has(k);
      });
      for (const [k, token] of o.entries()) {
        if (!isContent(token)) continue;
        if (keptElsewhere(token, edit.oStart + k)) {
          const displacement = moved.get(edit.oStart + k) ?? 0;
          // Counted where another word took its place (a swap is two substitutions); a bare deletion of a word
          // that also occurs elsewhere is a repetition removed.
          if (displacement > 1 && replacedByOther) {
            f.contentMoved += 1;
            notes.push(`'${token.text}' moved to another place among the content words`);
          }
          continue;
        }
        const best = spelling ? 1 : Math.max(0, ...cContent.map((x) => wordSimilarity(token, x, context.vectors)));
        if (revision >= 6 && !spelling && cContent.length === 0) {
          // Revision 6: a word removed whose concept the correction still says elsewhere (a redundant saying removed).
          const said = saidElsewhere(token, edit.oStart + k, orig, cor, edit, sourceLemmas, context.vectors);
          if (said !== undefined) {
            notes.push(`'${token.text}' removed; its concept is still said by '${said.text}'`);
            continue;
          }
        }
        if (spelling && (context.revision ?? 1) >= 2) {
          // Revision 2: a spelling fix to the opposite of the word meant (`efficint` → `inefficient`) is an antonym.
          const meant = context.vectors.intended?.(token.lower);
          const opposite = meant === undefined ? undefined : cContent.find((x) => context.vectors.relation?.([meant], forms(x)) === 'antonym');
          if (opposite !== undefined) {
            f.antonym += 1;
            notes.push(`'${opposite.text}': antonym of '${meant}' (meant by '${token.text}')`);
          }
        }
        if (best < LOST_SIMILARITY) lostAt.set(edit.oStart + k, editIndex);
        const information = context.vectors.informationContent(token.lower);
        const loss = (1 - best) * information;
        if (loss <= 0) continue;
        if (cContent.length > 0 && best < UNRELATED_SIMILARITY) f.unrelated += 1;
        const opposite = cContent.find((x) => antonymous(token, x, context.vectors));
        if (opposite !== undefined) {
          f.antonym += 1;
          notes.push(`'${opposite.text}': antonym of '${token.text}'`);
        }
        // Adverbs dropped are mostly discourse words and intensifiers (`also`, `however`, `still`): people do not
        // count them as meaning lost (TMU-GFM dev), so only nouns, verbs and adjectives count here.
        // Revision 3: a rare adverb dropped (`properly`, `abroad`) says how or where, and counts too.
        if (cContent.length === 0 && (token.pos !== 'ADV' || (revision >= 3 && information > rareInformation))) f.dropped += information;
        const tokenRole = roles?.[edit.oStart + k] ?? role;
        const key: FeatureName = tokenRole === 'function' ? 'contentFunction' : tokenRole === 'adjunct' ? 'contentAdjunct' : 'contentCore';
        f[key] += loss;
        const where = tokenRole === 'unknown' ? 'core' : tokenRole;
        if (opposite !== undefined) continue; // its note says it all
        notes.push(
          cContent.length === 0
            ? `'${token.text}' removed (${where})`
            : best < UNRELATED_SIMILARITY
              ? `'${token.text}' replaced by another concept (similarity ${best.toFixed(2)}, ${where})`
              : `'${token.text}' replaced by a variant (similarity ${best.toFixed(2)}, ${where})`,
        );
      }
      for (const [k, token] of o.entries()) {
        if (isContent(token) || pronounReferent(token) === undefined || c.length === 0) continue;
        if ((moved.get(edit.oStart + k) ?? 0) > 1 && replacedByOther) {
          f.contentMoved += 1;
          notes.push(`'${token.text}' moved to another place among the participants`);
        }
      }
      const oContent = o.filter(isContent);
      for (const token of cContent) {
        if (sourceLemmas.has(token.lemma) || sourceLemmas.has(token.lower)) continue;
        const best = spelling ? 1 : Math.max(0, ...oContent.map((x) => wordSimilarity(x, token, context.vectors)));
        const gain = (1 - best) * context.vectors.informationContent(token.lower);
        if (gain <= 0) continue;
        f.contentAdded += gain;
        // A new concept: unlike every content word of the source, wherever the alignment put the edit.
        if (!spelling && sourceContent.every((x) => wordSimilarity(x, token, context.vectors) < UNRELATED_SIMILARITY)) {
          f.novel += context.vectors.informationContent(token.lower);
          notes.push(`'${token.text}' is unlike any word of the source`);
        }
        if (oContent.length === 0) notes.push(`'${token.text}' added`);
      }
      const scope: EditScope = { edit, editIndex, o, c, sentence, sameWords: respacing(edit) || spelling };
      for (const detector of EDIT_DETECTORS) {
        const found = detector.detect(scope);
        for (const [name, value] of Object.entries(found.features) as Array<[FeatureName, number]>) f[name] += value;
        notes.push(...found.notes);
      }
      return { edit, role, features: f, notes };
    });
  if (units !== undefined) addLostUnits(orig, units, lostAt, featured, enclosing, keptPositions(source.length, edits));
  return { sourceTokens: source, hypothesisTokens: hypothesis, edits: featured };
}

/**
 * Revision 3: the information content above which an adverb is rare enough that dropping it loses what the
 * sentence says (`properly`, `abroad`); below it are the discourse words and intensifiers people drop as style
 * (`also`, `however`, `still`, `very`).
 */
const RARE_INFORMATION = 0.5;

/** A misspelled word this close in form to the negation, modal or quantity word that replaced it is that word. */
const RESPELLING_SIMILARITY = 0.75;

function closedClass(token: AnnotatedToken): boolean {
  return isNegation(token) || modalGroup(token) !== undefined || quantityOf(token) !== undefined;
}

/**
 * The source tokens, with a misspelled negation, modal or quantity word read as the word the correction put in its
 * place (`propably` → `probably`, `tewenty` → `twenty`): fixing its spelling changes no modality or amount. Only
 * one-for-one replacements of a word outside those classes by a word inside them, alike in form, are read so.
 */
function respelled(orig: readonly AnnotatedToken[], cor: readonly AnnotatedToken[], edits: readonly Edit[]): readonly AnnotatedToken[] {
  let out: AnnotatedToken[] | undefined;
  for (const e of edits) {
    if (e.oEnd - e.oStart !== e.cEnd - e.cStart) continue;
    for (let k = 0; k < e.oEnd - e.oStart; k++) {
      const o = orig[e.oStart + k]!;
      const c = cor[e.cStart + k]!;
      if (closedClass(o) || !closedClass(c) || charSimilarity(o.lower, c.lower) < RESPELLING_SIMILARITY) continue;
      out ??= orig.slice();
      out[e.oStart + k] = { ...c, text: o.text };
    }
  }
  return out ?? orig;
}

/**
 * Revision 6: for a content word an edit removes with no content word in its place, a content word of the correction
 * outside the edit that says the same concept — the same lemma, one stem (`Infectious` / `infection`, `absolute` /
 * `absolutely`) or a WordNet synonym or direct hypernym (`use` / `apply`), never an antonym — and that is either a
 * word the source did not have (the correction says the concept in another place: `use` deleted, `apply` inserted
 * elsewhere) or one standing next to the removed word in the source (`physician doctor` → `doctor`): the
 * concept was said twice and one saying is gone. Word vectors alone do not count (`however` / `also`, `when` / `time`
 * are close in the vectors and are not one concept).
 */
function saidElsewhere(
  token: AnnotatedToken,
  position: number,
  orig: readonly AnnotatedToken[],
  cor: readonly AnnotatedToken[],
  edit: Edit,
  sourceLemmas: ReadonlySet<string>,
  vectors: WordCosine,
): AnnotatedToken | undefined {
  const near = new Set(orig.flatMap((t, i) => (i !== position && Math.abs(i - position) <= 2 && isContent(t) ? [t.lemma] : [])));
  return cor.find(
    (x, j) =>
      (j < edit.cStart || j >= edit.cEnd) &&
      isContent(x) &&
      (!sourceLemmas.has(x.lemma) || near.has(x.lemma)) &&
      (x.lemma === token.lemma || sharedStem(token.lower, x.lower) || sameConcept(token, x, vectors)) &&
      !antonymous(token, x, vectors),
  );
}

/** Below this similarity a content word counts as gone (not rephrased) for unitLost. */
const LOST_SIMILARITY = 0.5;

/**
 * A Participant or a Scene's main relation is lost when every content word heading it is gone; the feature goes to
 * the edit that removed the last of them. Units without content words (pronouns, light verbs) never count: their
 * change is the pronoun, negation and modality features' business.
 */
function addLostUnits(
  orig: readonly AnnotatedToken[],
  units: readonly (string | undefined)[],
  lostAt: ReadonlyMap<number, number>,
  featured: Array<{ features: FeatureVector; notes: string[] }>,
  enclosing: readonly (string | undefined)[] | undefined,
  kept: ReadonlySet<number>,
): void {
  const content = new Map<string, number[]>();
  orig.forEach((token, i) => {
    const unit = units[i];
    if (unit === undefined || !isContent(token)) return;
    const list = content.get(unit) ?? [];
    list.push(i);
    content.set(unit, list);
  });
  for (const positions of content.values()) {
    if (!positions.every((i) => lostAt.has(i))) continue;
    const editIndex = Math.max(...positions.map((i) => lostAt.get(i)!));
    featured[editIndex]!.features.unitLost += 1;
    const unit = units[positions[0]!];
    // The unit's words: every token inside it (`the government`), or its content words without the enclosing units.
    const words = enclosing === undefined ? positions.map((i) => orig[i]!.text) : orig.flatMap((t, i) => (enclosing[i] === unit && !isPunctuation(t) ? [t.text] : []));
    featured[editIndex]!.notes.push(`${unitKind(unit)} '${(words.length > 0 ? words : positions.map((i) => orig[i]!.text)).join(' ')}' dropped`);
    if (enclosing === undefined) continue;
    const left = orig.filter((token, i) => enclosing[i] === unit && kept.has(i) && !isPunctuation(token));
    if (left.length === 0) continue;
    featured[editIndex]!.features.orphaned += left.length;
    featured[editIndex]!.notes.push(`its words '${left.map((t) => t.text).join(' ')}' left behind without it`);
  }
}

/** Source positions no edit touches. */
function keptPositions(length: number, edits: readonly Edit[]): Set<number> {
  const kept = new Set(Array.from({ length }, (_, i) => i));
  for (const e of edits) for (let i = e.oStart; i < e.oEnd; i++) kept.delete(i);
  return kept;
}

/**
 * Content words that the correction keeps but puts elsewhere relative to the other content words, with how far
 * they moved. The content lemmas both sides share are aligned by their longest common subsequence; a shared word
 * left out of it is paired with an unused occurrence of its lemma on the other side, and its displacement is the
 * difference of its ranks among the shared content words. Swapping a modifier and its head (`aging population` →
 * `population aging`) moves a word by 1; swapping two participants around a verb (`dog bites man`) by 2 or more.
 * A repeated word deleted (no unused occurrence left) is not a move. Personal pronouns take part by referent, so
 * `it hurt you` → `you hurt it` is a swap too.
 */
const MAX_SWAPPED_WORDS = 2;

/** Participants: content words by lemma, personal pronouns by whom they refer to (`it`/`you` swapped). */
function participantKey(t: AnnotatedToken): string | undefined {
  return isContent(t) ? t.lemma : pronounReferent(t) !== undefined ? `pronoun:${pronounReferent(t)}` : undefined;
}

function movedContent(orig: readonly AnnotatedToken[], cor: readonly AnnotatedToken[]): Map<number, number> {
  // Participants: content words by lemma, personal pronouns by whom they refer to (`it`/`you` swapped).
  const key = participantKey;
  const corLemmas = new Set(cor.map(key).filter((k) => k !== undefined));
  const origLemmas = new Set(orig.map(key).filter((k) => k !== undefined));
  const a = orig.map((t, i) => [key(t), i] as const).filter((p): p is readonly [string, number] => p[0] !== undefined && corLemmas.has(p[0]));
  const b = cor.map(key).filter((k): k is string => k !== undefined && origLemmas.has(k));
  const table: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = a[i]![0] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]![0] === b[j]) {
      usedA.add(i);
      usedB.add(j);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  const moved = new Map<number, number>();
  a.forEach(([lemma, position], i) => {
    if (usedA.has(i)) return;
    const j = b.findIndex((l, k) => l === lemma && !usedB.has(k));
    if (j < 0) return;
    usedB.add(j);
    if (Math.abs(i - j) > 1) moved.set(position, Math.abs(i - j));
  });
  // Several words moved together is a phrase or clause put elsewhere (`Because X, Y` → `Y because X`), which keeps
  // who did what to whom; a swap of participants moves one or two words.
  return moved.size > MAX_SWAPPED_WORDS ? new Map() : moved;
}

/** The most meaningful role among the source tokens an edit covers (core > adjunct > function). */
function dominantRole(roles: readonly UccaRole[], edit: Edit): UccaRole {
  const span = edit.oEnd > edit.oStart ? roles.slice(edit.oStart, edit.oEnd) : roles.slice(Math.max(0, edit.oStart - 1), edit.oStart + 1);
  if (span.includes('core')) return 'core';
  if (span.includes('adjunct')) return 'adjunct';
  if (span.includes('function')) return 'function';
  return 'unknown';
}

/** Sum of the edits' features. */
export function totalFeatures(pair: PairFeatures): FeatureVector {
  const total = zeroFeatures();
  for (const e of pair.edits) for (const name of FEATURE_NAMES) total[name] += e.features[name];
  return total;
}

/** What the sentence-level bookkeeping of pairFeatures hands every edit detector. */
export interface SentenceScope {
  /** Source tokens (misspelled closed-class words read as their correction) and correction tokens. */
  readonly orig: readonly AnnotatedToken[];
  readonly cor: readonly AnnotatedToken[];
  /** Negations each edit holds on the source / correction side (respacings count none). */
  readonly negO: readonly number[];
  readonly negC: readonly number[];
  /** Revision 4: edits that change negation words but not the polarity, with the note that says so. */
  readonly polarityKept?: ReadonlyMap<number, string>;
  /** Edits whose negation change cancels against another's (moved or reworded in place). */
  readonly movedNegation: ReadonlySet<number>;
  readonly sourceModalGroups: ReadonlySet<string>;
  /** Revision 4: the amounts each token of amountsO / amountsC states (polarity.ts quantityValues). */
  readonly valuesO?: readonly (readonly string[])[];
  readonly valuesC?: readonly (readonly string[])[];
  /** Whether the sentence's modals, amounts, pronoun referents differ at all. */
  readonly modalChanged: boolean;
  readonly amountsO: readonly AnnotatedToken[];
  readonly amountsC: readonly AnnotatedToken[];
  readonly quantityChanged: boolean;
  readonly pronounChanged: boolean;
  /** Characters of the source (the characters features' denominator). */
  readonly sourceChars: number;
  readonly vectors: WordCosine;
  /** FeatureContext.revision (default 1). */
  readonly revision?: number;
}

/** One edit seen by a detector. */
export interface EditScope {
  readonly edit: Edit;
  readonly editIndex: number;
  /** The edit's source and correction tokens. */
  readonly o: readonly AnnotatedToken[];
  readonly c: readonly AnnotatedToken[];
  readonly sentence: SentenceScope;
  /**
   * The edit only joins, splits or recases words, or fixes a spelling (ERRANT SPELL/ORTH): the intended word was
   * there, so no modality, amount or participant comes or goes (negation is still read from the words: `dont` → `do`).
   */
  readonly sameWords: boolean;
}

export interface Detection {
  readonly features: Partial<FeatureVector>;
  readonly notes: readonly string[];
}

/** A named, self-contained detector of one kind of meaning change (or surface change) in an edit. */
export interface EditDetector {
  readonly name: string;
  /** The features it sets. */
  readonly features: readonly FeatureName[];
  detect(scope: EditScope): Detection;
}

const NOTHING: Detection = { features: {}, notes: [] };

/**
 * The edit detectors after the content words' (pairFeatures), in the order their notes are listed. Each reads only
 * its EditScope, so each can be tested alone.
 */
export const EDIT_DETECTORS: readonly EditDetector[] = [
  {
    name: 'negation',
    features: ['negation'],
    detect: ({ editIndex, sentence }) => {
      const [negO, negC] = [sentence.negO[editIndex]!, sentence.negC[editIndex]!];
      const kept = sentence.polarityKept?.get(editIndex);
      if (kept !== undefined) return { features: {}, notes: [kept] };
      if (sentence.movedNegation.has(editIndex) || negO === negC) return NOTHING;
      return { features: { negation: Math.abs(negO - negC) }, notes: [negC > negO ? 'negation added' : 'negation removed'] };
    },
  },
  {
    // A modality appears (or is replaced by another); dropping a modal is left to the surface features: correctors
    // drop `can`/`able to` as paraphrase (`can view` → `see`) far more often than they change a claim.
    name: 'modality',
    features: ['modality'],
    detect: ({ edit, o, c, sentence, sameWords }) =>
      !sameWords && sentence.modalChanged && modalityAdded(o, c, sentence.cor, edit, sentence.sourceModalGroups, sentence.revision ?? 1) ? { features: { modality: 1 }, notes: ['modality changed'] } : NOTHING,
  },
  {
    // One amount replaced by another, or a number (not a vague quantifier like `more`, `all`) added or dropped;
    // correctors drop and add vague quantifiers as style (`more and more` → `increasingly`).
    name: 'quantity',
    features: ['quantity'],
    detect: ({ edit, o, sentence, sameWords }) => {
      if (sameWords || !sentence.quantityChanged) return NOTHING;
      if (!quantityEdit(sentence.amountsO.slice(edit.oStart, edit.oEnd), sentence.amountsC.slice(edit.cStart, edit.cEnd), sentence.valuesO?.slice(edit.oStart, edit.oEnd), sentence.valuesC?.slice(edit.cStart, edit.cEnd))) return NOTHING;
      // Revision 6: numbers dropped with what they count are content lost (priced above), not an amount changed.
      if ((sentence.revision ?? 1) >= 6 && countedDropped(o, edit, sentence)) return { features: {}, notes: ['numbers dropped with what they count: content lost, not an amount changed'] };
      return { features: { quantity: 1 }, notes: ['number or quantity changed'] };
    },
  },
  {
    name: 'pronoun',
    features: ['pronoun', 'referent'],
    detect: ({ o, c, sentence, sameWords }) => {
      if (sameWords || !sentence.pronounChanged || sameCounts(countBy(o, pronounReferent), countBy(c, pronounReferent))) return NOTHING;
      return referentChanged(o, c)
        ? { features: { pronoun: 1, referent: 1 }, notes: ['participant pronoun changed', 'a pronoun now refers to someone else'] }
        : { features: { pronoun: 1 }, notes: ['participant pronoun changed'] };
    },
  },
  {
    name: 'tense',
    features: ['tense'],
    detect: ({ edit, sentence }) => {
      const shifts = tenseShifts(sentence.orig, sentence.cor, edit);
      if (shifts > 0) return { features: { tense: shifts }, notes: ['tense changed against the rest of the sentence'] };
      // Revision 7: the same shift where the sentence has no other verb to agree with and no word marking time.
      const unmarked = (sentence.revision ?? 1) >= 7 ? unmarkedTenseShifts(sentence.orig, sentence.cor, edit) : 0;
      return unmarked > 0 ? { features: { tense: unmarked }, notes: ["the sentence's only verb moved to another tense, with no word marking its time"] } : NOTHING;
    },
  },
  {
    name: 'headSwapped',
    features: ['headSwapped'],
    detect: ({ o, c }) => {
      const swapped = swappedNouns(o, c);
      return swapped > 0 ? { features: { headSwapped: swapped }, notes: ['two nouns exchanged: the compound has another head'] } : NOTHING;
    },
  },
  {
    // Surface: function words and punctuation changed, and characters changed over the source's length, for a
    // grammatical edit (or a one-word substitution by the same concept) and for a lexical one.
    name: 'surface',
    features: ['functionWords', 'punctuation', 'characters', 'charactersForm', 'charactersSameConcept'],
    detect: ({ edit, o, c, sentence }) => {
      const isFunction = (t: AnnotatedToken): boolean => !isContent(t) && !isPunctuation(t);
      const changedChars = charDistance(edit.original.join(' '), edit.correction.join(' ')) / sentence.sourceChars;
      const revision = sentence.revision ?? 1;
      const sameConceptSaid = revision >= 2 ? sameConceptPair(o, c, sentence.vectors) !== undefined : sameConceptEdit(o, c, sentence.vectors);
      // Revision 3: a same-concept substitution's characters have their own weight (a rater's small cost of a
      // word said otherwise), apart from grammatical edits'.
      const apart = revision >= 3 && sameConceptSaid && otherWordSaid(o, c, sentence.vectors);
      const form = !apart && (isGrammaticalEdit(edit.type) || sameConceptSaid);
      return {
        features: {
          functionWords: o.filter(isFunction).length + c.filter(isFunction).length,
          punctuation: o.filter(isPunctuation).length + c.filter(isPunctuation).length,
          characters: form || apart ? 0 : changedChars,
          charactersForm: form ? changedChars : 0,
          charactersSameConcept: apart ? changedChars : 0,
        },
        notes: apart ? ['a word said by the same concept'] : [],
      };
    },
  },
];
