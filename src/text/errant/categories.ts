import type { AnnotatedToken } from './types.js';

/** The coarse categories ERRANT's classifier works with, and the token sets its rules name. */

const TAG_TO_POS: Record<string, string> = {
  NN: 'NOUN', NNS: 'NOUN', NNP: 'NOUN', NNPS: 'NOUN',
  VB: 'VERB', VBD: 'VERB', VBG: 'VERB', VBN: 'VERB', VBP: 'VERB', VBZ: 'VERB', MD: 'VERB',
  JJ: 'ADJ', JJR: 'ADJ', JJS: 'ADJ', RB: 'ADV', RBR: 'ADV', RBS: 'ADV', WRB: 'ADV',
  IN: 'PREP', CC: 'CONJ', DT: 'DET', PDT: 'DET', 'PRP$': 'DET', 'WP$': 'DET', WDT: 'DET',
  PRP: 'PRON', WP: 'PRON', EX: 'PRON', CD: 'NUM', POS: 'PART', RP: 'PART', TO: 'PART',
  UH: 'INTJ', SYM: 'SYM', PUNCT: 'PUNCT', X: 'X',
};

/** The coarse category ERRANT derives from a token's PTB tag (ADP→PREP, PROPN→NOUN, CCONJ→CONJ, MD→VERB). */
export function errantPos(token: AnnotatedToken): string {
  return TAG_TO_POS[token.tag] ?? 'X';
}

/** Rare POS tags that make uninformative categories. */
export const RARE_POS = new Set(['INTJ', 'NUM', 'SYM', 'X']);
export const CONTRACTIONS = new Set(["'d", "'ll", "'m", "n't", "'re", "'s", "'ve"]);
/** Dependency labels that map to a category. */
export const DEP_TO_POS: Record<string, string> = {
  acomp: 'ADJ', amod: 'ADJ', advmod: 'ADV', det: 'DET', prep: 'PREP', prt: 'PART', punct: 'PUNCT',
};
