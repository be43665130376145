import type { AnnotatedToken } from './types.js';
import { CONTRACTIONS, DEP_TO_POS, RARE_POS, errantPos } from './categories.js';
import { levenshteinNormalizedSimilarity } from './distance.js';
import { isKnownWord } from './spell.js';
import { lancasterStem } from './lancaster.js';
import { classifyLexicalSubstitution } from './classify-similarity.js';

/** Replacement categories (both sides non-empty), following ERRANT's rule order. */

const OPEN_POS = new Set(['ADJ', 'ADV', 'NOUN', 'VERB']);
const AUX_CONTRACTIONS: Record<string, string> = { ca: 'can', sha: 'shall', wo: 'will' };
const ALPHA = /^\p{L}+$/u;
const isAuxDep = (dep: string) => dep === 'aux' || dep === 'auxpass';
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const setOf = (...lists: (readonly string[])[]) => new Set(lists.flat());
const setEquals = (set: Set<string>, ...values: string[]) => set.size === values.length && values.every((v) => set.has(v));

function onlyOrthChange(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[]): boolean {
  return o.map((t) => t.lower).join('') === c.map((t) => t.lower).join('');
}

function exactReordering(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[]): boolean {
  return sameList(o.map((t) => t.lower).sort(), c.map((t) => t.lower).sort());
}

/** Same lemma on both sides of a 1:1 replacement: inflection (ADJ:FORM, NOUN:NUM, VERB:FORM/TENSE/SVA, MORPH). */
function sameLemmaType(o: AnnotatedToken, c: AnnotatedToken, oPos: string, cPos: string): string {
  if (oPos === cPos) {
    if (oPos === 'ADJ') return 'ADJ:FORM';
    if (oPos === 'NOUN') return 'NOUN:NUM';
    if (oPos === 'VERB') {
      if (o.precededByAux && c.precededByAux) return 'VERB:FORM';
      if (['VBG', 'VBN'].includes(o.tag) || ['VBG', 'VBN'].includes(c.tag)) return 'VERB:FORM';
      if (o.tag === 'VBD' || c.tag === 'VBD') return 'VERB:TENSE';
      if (o.tag === 'VBZ' || c.tag === 'VBZ') return 'VERB:SVA';
      if (isAuxDep(o.dep) && isAuxDep(c.dep)) return 'VERB:TENSE';
    }
  }
  if ([o.dep, c.dep].every((d) => d === 'acomp' || d === 'amod')) return 'ADJ:FORM';
  if (oPos === 'ADJ' && c.tag === 'NNS') return 'NOUN:NUM';
  if (c.tag === 'VBG' || c.tag === 'VBN') return 'VERB:FORM';
  if (c.tag === 'VBD') return 'VERB:TENSE';
  if (c.tag === 'VBZ') return 'VERB:SVA';
  return 'MORPH';
}

/** Spelling decision for an original word missing from the dictionary. */
function unknownWordType(o: AnnotatedToken, c: AnnotatedToken, oPos: string, cPos: string): string {
  if (o.lemma === c.lemma) return oPos === cPos && (oPos === 'NOUN' || oPos === 'VERB') ? `${oPos}:INFL` : 'MORPH';
  const similarity = levenshteinNormalizedSimilarity(o.lower, c.lower);
  if (similarity > 0.55) return 'SPELL';
  if ((similarity === 0.5 || Math.round(similarity * 1000) / 1000 === 0.333) && o.text.length <= 4 && c.text.length <= 4) return 'SPELL';
  return RARE_POS.has(cPos) ? 'OTHER' : cPos;
}

function oneToOneType(o: AnnotatedToken, c: AnnotatedToken): string {
  const oPos = errantPos(o);
  const cPos = errantPos(c);
  // 1. Special cases.
  if (o.tag === 'POS' || c.tag === 'POS') return 'NOUN:POSS';
  if ((CONTRACTIONS.has(o.lower) || CONTRACTIONS.has(c.lower)) && oPos === cPos) return 'CONTR';
  if (AUX_CONTRACTIONS[o.lower] === c.lower || AUX_CONTRACTIONS[c.lower] === o.lower) return 'CONTR';
  if (o.lower in AUX_CONTRACTIONS || c.lower in AUX_CONTRACTIONS) return 'VERB:TENSE';
  if (setEquals(new Set([o.lower, c.lower]), 'was', 'were')) return 'VERB:SVA';
  // 2. Spelling and inflection (only alphabetic originals), before any POS-based decision.
  if (ALPHA.test(o.text) && !isKnownWord(o.text) && !isKnownWord(o.lower)) return unknownWordType(o, c, oPos, cPos);
  // 3. Morphology.
  if (o.lemma === c.lemma && OPEN_POS.has(oPos) && OPEN_POS.has(cPos)) return sameLemmaType(o, c, oPos, cPos);
  // ERRANT compares Lancaster stems; wink offers Porter's (see docs/errant.md).
  if (OPEN_POS.has(oPos) && OPEN_POS.has(cPos) && lancasterStem(o.text) === lancasterStem(c.text)) return 'MORPH';
  // 4. General.
  if (isAuxDep(o.dep) && isAuxDep(c.dep)) return 'VERB:TENSE';
  if (oPos === cPos && !RARE_POS.has(oPos)) return oPos;
  if (o.dep === c.dep && DEP_TO_POS[o.dep] !== undefined) return DEP_TO_POS[o.dep]!;
  const posPair = setOf([oPos, cPos]);
  if (setEquals(posPair, 'PART', 'PREP') || setEquals(setOf([o.dep, c.dep]), 'prt', 'prep')) return 'PART';
  if (setEquals(posPair, 'DET', 'PRON')) {
    if (['nsubj', 'nsubjpass', 'dobj', 'pobj'].includes(c.dep)) return 'PRON';
    if (c.dep === 'poss') return 'DET';
  }
  if (setEquals(posPair, 'NUM', 'DET')) return 'DET';
  if (setEquals(setOf([o.lower, c.lower]), 'other', 'another')) return 'DET';
  if (o.lower === 'your' && c.lower === 'yours') return 'PRON';
  if (setEquals(setOf([o.lower, c.lower]), 'no', 'not')) return 'OTHER';
  // 5. String similarity.
  if (!(ALPHA.test(o.text) && ALPHA.test(c.text))) return 'OTHER';
  return classifyLexicalSubstitution(o, c, cPos) ?? multiTokenType([o], [c]);
}

function multiTokenType(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[]): string {
  const oPos = o.map(errantPos);
  const cPos = c.map(errantPos);
  const deps = [...o, ...c].map((t) => t.dep);
  if (deps.every(isAuxDep)) return 'VERB:TENSE';
  const posSet = setOf(oPos, cPos);
  const oLast = o[o.length - 1]!;
  const cLast = c[c.length - 1]!;
  if (posSet.size === 1) {
    if (oPos[0] === 'VERB' && oLast.lemma === cLast.lemma) return 'VERB:TENSE';
    if (!RARE_POS.has(oPos[0]!)) return oPos[0]!;
  }
  if (new Set(deps).size === 1 && DEP_TO_POS[deps[0]!] !== undefined) return DEP_TO_POS[deps[0]!]!;
  if (setEquals(posSet, 'PART', 'VERB')) return oLast.lemma === cLast.lemma ? 'VERB:FORM' : 'VERB';
  if ((sameList(oPos, ['NOUN', 'PART']) || sameList(cPos, ['NOUN', 'PART'])) && o[0]!.lemma === c[0]!.lemma) return 'NOUN:POSS';
  const comparative = (t: AnnotatedToken) => t.lower === 'most' || t.lower === 'more';
  if ((comparative(o[0]!) || comparative(c[0]!)) && oLast.lemma === cLast.lemma && o.length <= 2 && c.length <= 2) return 'ADJ:FORM';
  return 'OTHER';
}

/** The category (without the `R:` prefix) of a replacement. */
export function twoSidedType(o: readonly AnnotatedToken[], c: readonly AnnotatedToken[]): string {
  if (onlyOrthChange(o, c)) return 'ORTH';
  if (exactReordering(o, c)) return 'WO';
  if (o.length === 1 && c.length === 1) return oneToOneType(o[0]!, c[0]!);
  return multiTokenType(o, c);
}
