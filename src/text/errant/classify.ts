import type { AnnotatedToken } from './types.js';
import { twoSidedType } from './classify-two-sided.js';
import { CONTRACTIONS, DEP_TO_POS, RARE_POS, errantPos } from './categories.js';

/**
 * ERRANT's error-type classifier: `M:` (missing), `U:` (unnecessary) or `R:` (replacement) followed by a
 * category (DET, VERB:SVA, SPELL, WO, ...). It reads POS, lemma, PTB tags and dependency labels; the last two
 * are inferred here without a parser (see tags.ts), so a few categories are approximations (docs/errant.md).
 */

const isAuxDep = (dep: string) => dep === 'aux' || dep === 'auxpass';

/** Category of an edit with only one side (missing or unnecessary tokens). */
export function oneSidedType(tokens: readonly AnnotatedToken[]): string {
  if (tokens.length === 1) {
    const token = tokens[0]!;
    if (token.tag === 'POS') return 'NOUN:POSS';
    if (CONTRACTIONS.has(token.lower)) return 'CONTR';
    if (token.lower === 'to' && token.pos === 'PART' && token.dep !== 'prep') return 'VERB:FORM';
  }
  const pos = tokens.map(errantPos);
  const deps = tokens.map((t) => t.dep);
  if (deps.every(isAuxDep)) return 'VERB:TENSE';
  const posSet = new Set(pos);
  if (posSet.size === 1 && !RARE_POS.has(pos[0]!)) return pos[0]!;
  const depSet = new Set(deps);
  if (depSet.size === 1 && DEP_TO_POS[deps[0]!] !== undefined) return DEP_TO_POS[deps[0]!]!;
  if (posSet.size === 2 && posSet.has('PART') && posSet.has('VERB')) return 'VERB';
  return 'OTHER';
}

/** Classifies the edit `orig → cor` (token lists of the span only) into an ERRANT type. */
export function classifyEdit(orig: readonly AnnotatedToken[], cor: readonly AnnotatedToken[]): string {
  if (orig.length === 0 && cor.length === 0) return 'UNK';
  if (orig.length === 0) return `M:${oneSidedType(cor)}`;
  if (cor.length === 0) return `U:${oneSidedType(orig)}`;
  if (orig.map((t) => t.text).join(' ') === cor.map((t) => t.text).join(' ')) return 'UNK';
  // A case change on the last token of a multi-token edit is ignored: [Doctor -> The doctor], [, since -> . Since].
  if (orig[orig.length - 1]!.lower === cor[cor.length - 1]!.lower && (orig.length > 1 || cor.length > 1)) {
    return classifyEdit(orig.slice(0, -1), cor.slice(0, -1));
  }
  return `R:${twoSidedType(orig, cor)}`;
}
