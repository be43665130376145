import type { AnnotatedToken } from './types.js';
import { errantPos } from './categories.js';
import { lancasterStem } from './lancaster.js';
import { isKnownWord } from './spell.js';

/**
 * A learned second opinion for the edit types where gecval's rules and ERRANT (which reads spaCy's statistical
 * tagger) disagree most: within a group of confusable types (inflection: NOUN:NUM, VERB:FORM, VERB:SVA, MORPH, ...)
 * a multinomial logistic regression re-chooses the type from features of the edit and its context. It was trained
 * on ERRANT's own typed M2 files (training/errant/train-disambiguator.ts, docs/errant.md "Learned disambiguation").
 */

/** The edit as the disambiguator sees it: both annotated sentences and the span on each side. */
export interface EditContext {
  readonly orig: readonly AnnotatedToken[];
  readonly cor: readonly AnnotatedToken[];
  readonly oStart: number;
  readonly oEnd: number;
  readonly cStart: number;
  readonly cEnd: number;
}

/** Weights of one group: the candidate types, and per feature one weight per candidate. */
export interface DisambiguatorGroup {
  readonly classes: readonly string[];
  readonly weights: Readonly<Record<string, readonly number[]>>;
}

export interface DisambiguatorModel {
  readonly version: string;
  /** How much higher than the rule-based type's score another type must score to replace it. */
  readonly margin: number;
  readonly groups: Readonly<Record<string, DisambiguatorGroup>>;
}

/** The confusable groups: a rule-based type in a group is re-chosen among that group's types. */
export const DISAMBIGUATION_GROUPS: Readonly<Record<string, readonly string[]>> = {
  inflection: ['R:NOUN:NUM', 'R:MORPH', 'R:VERB:FORM', 'R:VERB:TENSE', 'R:VERB:SVA', 'R:ADJ:FORM', 'R:SPELL'],
};

export function groupOf(ruleType: string): string | undefined {
  for (const [name, types] of Object.entries(DISAMBIGUATION_GROUPS)) if (types.includes(ruleType)) return name;
  return undefined;
}

/**
 * Closed-class words whose identity may be a feature (determiners, pronouns, auxiliaries, modals, common
 * prepositions and conjunctions): open-class word identities are left out so the model does not learn the
 * training sentences' vocabulary.
 */
const CLOSED_CLASS = new Set([
  'a', 'an', 'the', 'this', 'that', 'these', 'those', 'some', 'many', 'much', 'more', 'most', 'few', 'all', 'each',
  'every', 'any', 'no', 'other', 'another', 'both', 'such',
  'i', 'you', 'he', 'she', 'it', 'we', 'they', 'me', 'him', 'her', 'us', 'them', 'my', 'your', 'his', 'its', 'our',
  'their', 'who', 'which', 'what', 'there',
  'be', 'is', 'are', 'was', 'were', 'been', 'being', 'am', 'have', 'has', 'had', 'having', 'do', 'does', 'did',
  'can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will', 'would', 'not', "n't", "'s",
  'to', 'of', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'about', 'as', 'into', 'than',
  'and', 'or', 'but', 'if', 'because', 'so', 'when', 'while',
  ',', '.', ';', ':', '?', '!', '(', ')', '"',
]);

const tokenShape = (t: AnnotatedToken | undefined): string => (t === undefined ? '<s>' : `${t.pos}/${t.tag}`);
const closedWord = (t: AnnotatedToken | undefined): string => (t === undefined ? '<s>' : CLOSED_CLASS.has(t.lower) ? t.lower : `*${t.pos}`);

/** The part of `a` after the prefix it shares with `b` (at most 4 characters, from the end). */
function ending(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(i).slice(-4);
}

const suffix = (word: string, n: number) => (word.length > n + 1 ? word.slice(-n) : `=${word.length}`);

/** The features of an edit whose rule-based type is `ruleType` (strings; the model weighs each one it knows). */
export function disambiguationFeatures(ctx: EditContext, ruleType: string): string[] {
  const { orig, cor, oStart, oEnd, cStart, cEnd } = ctx;
  const o = orig.slice(oStart, oEnd);
  const c = cor.slice(cStart, cEnd);
  const f: string[] = ['bias', `rule=${ruleType}`, `len=${Math.min(o.length, 3)}:${Math.min(c.length, 3)}`];
  if (o.length > 1 || c.length > 1) {
    const seq = (ts: readonly AnnotatedToken[]) => ts.slice(0, 4).map((t) => `${t.pos}/${t.tag}`).join('_');
    f.push(`oseq=${seq(o)}`, `cseq=${seq(c)}`, `seqs=${seq(o)}|${seq(c)}`, `rule|oseq=${ruleType}|${seq(o)}`, `rule|cseq=${ruleType}|${seq(c)}`);
  }
  const oh = o[o.length - 1];
  const ch = c[c.length - 1];
  if (oh === undefined || ch === undefined) return f;
  const oTag = `${oh.pos}/${oh.tag}`;
  const cTag = `${ch.pos}/${ch.tag}`;
  const change = `${ending(oh.lower, ch.lower)}>${ending(ch.lower, oh.lower)}`;
  f.push(
    `o=${oTag}`, `c=${cTag}`, `oc=${oTag}|${cTag}`, `oe=${errantPos(oh)}|${errantPos(ch)}`,
    `odep=${oh.dep}`, `cdep=${ch.dep}`, `aux=${oh.precededByAux}|${ch.precededByAux}`,
    `chg=${change}`, `rule|chg=${ruleType}|${change}`, `rule|oc=${ruleType}|${oTag}|${cTag}`,
    `os2=${suffix(oh.lower, 2)}`, `cs2=${suffix(ch.lower, 2)}`, `os3=${suffix(oh.lower, 3)}`, `cs3=${suffix(ch.lower, 3)}`,
    `lemma=${oh.lemma === ch.lemma}`, `stem=${lancasterStem(oh.lower) === lancasterStem(ch.lower)}`,
    `known=${isKnownWord(oh.text) || isKnownWord(oh.lower)}|${isKnownWord(ch.text) || isKnownWord(ch.lower)}`,
    `ow=${closedWord(oh)}`, `cw=${closedWord(ch)}`,
  );
  // Context on both sides: what spaCy's tagger reads to choose between NOUN and VERB, VBD and VBN, ...
  const oPrev = orig[oStart - 1];
  const oPrev2 = orig[oStart - 2];
  const oNext = orig[oEnd];
  const cPrev = cor[cStart - 1];
  const cNext = cor[cEnd];
  const cNext2 = cor[cEnd + 1];
  f.push(
    `op=${tokenShape(oPrev)}`, `on=${tokenShape(oNext)}`, `cp=${tokenShape(cPrev)}`, `cn=${tokenShape(cNext)}`,
    `opw=${closedWord(oPrev)}`, `onw=${closedWord(oNext)}`, `cpw=${closedWord(cPrev)}`, `cnw=${closedWord(cNext)}`,
    `op2=${tokenShape(oPrev2)}|${tokenShape(oPrev)}`, `cn2=${tokenShape(cNext)}|${tokenShape(cNext2)}`,
    `cp|c=${tokenShape(cPrev)}|${cTag}`, `c|cn=${cTag}|${tokenShape(cNext)}`,
    `chg|cp=${change}|${closedWord(cPrev)}`, `chg|cn=${change}|${closedWord(cNext)}`,
    `rule|cp=${ruleType}|${closedWord(cPrev)}`, `rule|cn=${ruleType}|${closedWord(cNext)}`,
    `rule|op=${ruleType}|${tokenShape(oPrev)}`, `rule|on=${ruleType}|${tokenShape(oNext)}`,
  );
  return f;
}

/** The type the model prefers for an edit in a confusable group (the rule-based type for any other edit). */
export function disambiguate(model: DisambiguatorModel, ctx: EditContext, ruleType: string): string {
  const name = groupOf(ruleType);
  const group = name === undefined ? undefined : model.groups[name];
  if (group === undefined) return ruleType;
  const scores = scoreClasses(group, disambiguationFeatures(ctx, ruleType));
  return group.classes[chooseClass(scores, group.classes.indexOf(ruleType), model.margin)]!;
}

/** The best-scoring class, unless it beats the rule-based class `rule` by no more than `margin`. */
export function chooseClass(scores: readonly number[], rule: number, margin: number): number {
  let best = rule;
  for (let k = 0; k < scores.length; k++) if (scores[k]! > scores[best]!) best = k;
  return best !== rule && scores[best]! - scores[rule]! > margin ? best : rule;
}

/** Linear scores of each class of the group for the given features (unknown features weigh nothing). */
export function scoreClasses(group: DisambiguatorGroup, features: readonly string[]): number[] {
  const scores = group.classes.map(() => 0);
  for (const feature of features) {
    const w = group.weights[feature];
    if (w === undefined) continue;
    for (let k = 0; k < scores.length; k++) scores[k] += w[k]!;
  }
  return scores;
}
