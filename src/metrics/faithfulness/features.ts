/**
 * The change from a source to a correction, decomposed into ERRANT-style edits, and for each edit a handful of
 * non-negative *meaning-change features*: how much lexical content it removes or adds (1 − cosine of word vectors
 * between what was there and what replaced it, so a variant of the same concept costs ~0 and an unrelated concept ~1),
 * split by where the removed content sits in the source's UCCA parse (a Scene's main relation or a Participant vs an
 * Adverbial or Elaborator vs a function unit), and whether it flips negation, modality, a quantity or a participant
 * pronoun. Surface-only features (function words, punctuation, characters changed) let the calibration charge the
 * small meaning cost people give to any rewrite. The features are defined in docs/faithfulness.md.
 */
import { charDistance } from '../levenshtein.js';
import { AnnotationCache, extractEdits, type AnnotatedToken, type Edit } from '../../text/errant/index.js';
import type { UccaGraph } from '../../ucca/graph.js';
import { isContent, isNegation, isPunctuation, modalGroup, pronounReferent, quantityOf } from './lexicon.js';

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
  'modality', // a modal of another modality group appears or disappears
  'quantity', // a number or quantifier changes
  'pronoun', // a personal pronoun now refers to another participant
  'functionWords', // other non-content, non-punctuation tokens changed
  'punctuation', // punctuation tokens changed
  'characters', // characters changed by an edit of a lexical type / characters of the source
  'charactersForm', // characters changed by a grammatical edit (spelling, inflection, agreement, tense, determiner, …)
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

/**
 * For every terminal, the core unit it heads (climbing through Centers as terminalRoles does): the id of a
 * Participant (A) or a Scene's main relation (P/S), or undefined when the terminal sits elsewhere.
 */
export function terminalUnits(graph: UccaGraph): (string | undefined)[] {
  return graph.terminals.map((t) => {
    const unit = headedUnit(graph, t.id);
    return unit?.category !== undefined && CORE.has(unit.category) ? unit.node : undefined;
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
      if (category !== undefined && CORE.has(category)) return node;
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
}

export interface FeatureContext {
  readonly vectors: WordCosine;
  readonly cache: AnnotationCache;
}

/** Below this similarity (vectors and form), a replacing content word is another concept, not a variant. */
const UNRELATED_SIMILARITY = 0.45;

function charSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - charDistance(a, b) / longest;
}

/**
 * How alike two words look, in [0, 1]: a shared stem (a common prefix of ≥ 4 letters covering ≥ 60% of the shorter
 * word: `summary`/`summarize`, `Thirdly`/`Third`) is a derivational variant of one concept (0.8); otherwise
 * character overlap above one half, rescaled (`recieve`/`receive` high, unrelated words 0).
 */
function formSimilarity(a: string, b: string): number {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  const stem = prefix >= 4 && prefix >= 0.6 * Math.min(a.length, b.length) ? 0.8 : 0;
  return Math.max(stem, 2 * charSimilarity(a, b) - 1);
}

/**
 * Similarity in [0, 1] of two content words: same lemma 1, else the larger of word-vector cosine and form
 * similarity (vectors place derivational variants and misspellings far apart: `stressful`/`stressed` 0.18).
 */
function wordSimilarity(a: AnnotatedToken, b: AnnotatedToken, vectors: WordCosine): number {
  if (a.lower === b.lower || a.lemma === b.lemma) return 1;
  const cosine = vectors.cosine(a.lower, b.lower) ?? vectors.cosine(a.lemma, b.lemma) ?? 0;
  return Math.max(0, Math.min(1, Math.max(cosine, formSimilarity(a.lower, b.lower))));
}

function quantityEdit(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[]): boolean {
  // The same digits split or joined differently (`301` → `30 1`, `1,000` → `1000`) state the same number.
  const digits = (ts: readonly AnnotatedToken[]): string => ts.map((t) => t.lower.replace(/[^0-9]/g, '')).join('');
  if (digits(o) !== '' && digits(o) === digits(c)) return false;
  const before = countBy(o, quantityOf);
  const after = countBy(c, quantityOf);
  if (sameCounts(before, after)) return false;
  if (before.size > 0 && after.size > 0) return true;
  const numeric = (q: string): boolean => /^[0-9.]+$/.test(q);
  return [...before.keys(), ...after.keys()].some(numeric);
}

/** Negation words, except `not` after `or` (`whether … or not` says nothing more than `whether …`). */
function negationTokens(tokens: readonly AnnotatedToken[]): AnnotatedToken[] {
  return tokens.filter((t, i) => isNegation(t) && !(t.lower === 'not' && tokens[i - 1]?.lower === 'or'));
}

/**
 * Edits that together move a negation word: one only deletes a negation word, another only inserts the same word
 * (matched in edit order). The alignment writes a moved `not` as such a pair.
 */
function movedNegationEdits(edits: ReadonlyArray<{ oStart: number; oEnd: number; cStart: number; cEnd: number }>, orig: readonly AnnotatedToken[], cor: readonly AnnotatedToken[]): Set<number> {
  const lone = (tokens: readonly AnnotatedToken[]): string | undefined => (tokens.length === 1 && negationTokens(tokens).length === 1 ? tokens[0]!.lower : undefined);
  const deleted = new Map<string, number[]>();
  const inserted = new Map<string, number[]>();
  edits.forEach((e, i) => {
    const o = orig.slice(e.oStart, e.oEnd);
    const c = cor.slice(e.cStart, e.cEnd);
    const del = c.length === 0 ? lone(o) : undefined;
    const ins = o.length === 0 ? lone(c) : undefined;
    if (del !== undefined) deleted.set(del, [...(deleted.get(del) ?? []), i]);
    if (ins !== undefined) inserted.set(ins, [...(inserted.get(ins) ?? []), i]);
  });
  const moved = new Set<number>();
  for (const [word, dels] of deleted) {
    const ins = inserted.get(word) ?? [];
    for (let k = 0; k < Math.min(dels.length, ins.length); k++) moved.add(dels[k]!).add(ins[k]!);
  }
  return moved;
}

function negations(tokens: readonly AnnotatedToken[]): number {
  return negationTokens(tokens).length;
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
  const edits = extractEdits(source, hypothesis, { cache: context.cache });
  const orig = respelled(annotated, cor, edits);

  // Sentence-level bookkeeping: content lemmas present anywhere on the other side (moved words are not lost),
  // and whether negation / modality / quantities / pronouns differ at all (a moved `not` flips nothing).
  const sourceContent = orig.filter(isContent);
  const sourceLemmas = new Set(sourceContent.flatMap((t) => [t.lemma, t.lower]));
  const hypothesisLemmas = new Set(cor.filter(isContent).flatMap((t) => [t.lemma, t.lower]));
  // Negation flips are counted per edit; the one exception is a moved negation — an edit that only deletes a
  // negation word and another that only inserts the same word — which flips nothing. Sentence-level counts would
  // let unrelated flips cancel (`never` → `always` plus a `not` added elsewhere; `every` → `no` plus a `no`
  // deleted elsewhere), and a correction that adds a second meaning change must never score higher.
  const movedNegation = movedNegationEdits(edits, orig, cor);
  const modalChanged = !sameCounts(countBy(orig, modalGroup), countBy(cor, modalGroup));
  const quantityChanged = !sameCounts(countBy(orig, quantityOf), countBy(cor, quantityOf));
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

  const featured = edits.map((edit, editIndex) => {
      const o = orig.slice(edit.oStart, edit.oEnd);
      const c = cor.slice(edit.cStart, edit.cEnd);
      const f = zeroFeatures();
      const notes: string[] = [];
      const spelling = isSpellingEdit(edit.type);
      const role: UccaRole = roles === undefined ? 'core' : dominantRole(roles, edit);
      const cContent = c.filter(isContent);
      for (const [k, token] of o.entries()) {
        if (!isContent(token)) continue;
        if (keptElsewhere(token, edit.oStart + k)) {
          const displacement = moved.get(edit.oStart + k) ?? 0;
          // Counted where another word took its place (a swap is two substitutions); a bare deletion of a word
          // that also occurs elsewhere is a repetition removed.
          if (displacement > 1 && c.length > 0) {
            f.contentMoved += 1;
            notes.push(`'${token.text}' moved to another place among the content words`);
          }
          continue;
        }
        const best = spelling ? 1 : Math.max(0, ...cContent.map((x) => wordSimilarity(token, x, context.vectors)));
        if (best < LOST_SIMILARITY) lostAt.set(edit.oStart + k, editIndex);
        const information = context.vectors.informationContent(token.lower);
        const loss = (1 - best) * information;
        if (loss <= 0) continue;
        if (cContent.length > 0 && best < UNRELATED_SIMILARITY) f.unrelated += 1;
        // Adverbs dropped are mostly discourse words and intensifiers (`also`, `however`, `still`): people do not
        // count them as meaning lost (TMU-GFM dev), so only nouns, verbs and adjectives count here.
        if (cContent.length === 0 && token.pos !== 'ADV') f.dropped += information;
        const tokenRole = roles?.[edit.oStart + k] ?? role;
        const key: FeatureName = tokenRole === 'function' ? 'contentFunction' : tokenRole === 'adjunct' ? 'contentAdjunct' : 'contentCore';
        f[key] += loss;
        notes.push(cContent.length > 0 ? `'${token.text}' replaced (similarity ${best.toFixed(2)}, ${tokenRole === 'unknown' ? 'core' : tokenRole})` : `'${token.text}' removed (${tokenRole === 'unknown' ? 'core' : tokenRole})`);
      }
      for (const [k, token] of o.entries()) {
        if (isContent(token) || pronounReferent(token) === undefined || c.length === 0) continue;
        if ((moved.get(edit.oStart + k) ?? 0) > 1) {
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
      const negO = negations(o);
      const negC = negations(c);
      if (!movedNegation.has(editIndex) && negO !== negC) {
        f.negation += Math.abs(negO - negC);
        notes.push(negC > negO ? 'negation added' : 'negation removed');
      }
      // A modality appears (or is replaced by another); dropping a modal is left to the surface features:
      // correctors drop `can`/`able to` as paraphrase (`can view` → `see`) far more often than they change a claim.
      if (modalChanged && [...countBy(c, modalGroup)].some(([group, n]) => (countBy(o, modalGroup).get(group) ?? 0) < n)) {
        f.modality += 1;
        notes.push('modality changed');
      }
      // One amount replaced by another, or a number (not a vague quantifier like `more`, `all`) added or
      // dropped; correctors drop and add vague quantifiers as style (`more and more` → `increasingly`).
      if (quantityChanged && quantityEdit(o, c)) {
        f.quantity += 1;
        notes.push('number or quantity changed');
      }
      if (pronounChanged && !sameCounts(countBy(o, pronounReferent), countBy(c, pronounReferent))) {
        f.pronoun += 1;
        notes.push('participant pronoun changed');
      }
      const isFunction = (t: AnnotatedToken): boolean => !isContent(t) && !isPunctuation(t);
      f.functionWords += o.filter(isFunction).length + c.filter(isFunction).length;
      f.punctuation += o.filter(isPunctuation).length + c.filter(isPunctuation).length;
      const changedChars = charDistance(edit.original.join(' '), edit.correction.join(' ')) / sourceChars;
      if (isGrammaticalEdit(edit.type)) f.charactersForm += changedChars;
      else f.characters += changedChars;
      return { edit, role, features: f, notes };
    });
  if (units !== undefined) addLostUnits(orig, units, lostAt, featured, enclosing, keptPositions(source.length, edits));
  return { sourceTokens: source, hypothesisTokens: hypothesis, edits: featured };
}

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
    featured[editIndex]!.notes.push(`a whole participant or main relation lost ('${positions.map((i) => orig[i]!.text).join(' ')}')`);
    if (enclosing === undefined) continue;
    const unit = units[positions[0]!];
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

function movedContent(orig: readonly AnnotatedToken[], cor: readonly AnnotatedToken[]): Map<number, number> {
  // Participants: content words by lemma, personal pronouns by whom they refer to (`it`/`you` swapped).
  const key = (t: AnnotatedToken): string | undefined => (isContent(t) ? t.lemma : pronounReferent(t) !== undefined ? `pronoun:${pronounReferent(t)}` : undefined);
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
