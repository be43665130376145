/**
 * Records shared by the ERRANT-style edit extractor: annotated tokens, alignment operations and edits.
 * Each pipeline step (annotate → align → merge → classify) takes and returns these plain records so
 * that a step can be tested, swapped or skipped on its own.
 */

/** A token with the linguistic information ERRANT reads from spaCy, here approximated from wink-nlp. */
export interface AnnotatedToken {
  /** The token exactly as given (never re-tokenized). */
  readonly text: string;
  readonly lower: string;
  /** Universal POS tag as wink-nlp assigns it (ADJ, ADP, ADV, AUX, CCONJ, DET, INTJ, NOUN, NUM, PART, PRON, PROPN, PUNCT, SCONJ, SYM, VERB, X, SPACE). */
  readonly pos: string;
  /** Lower-case lemma. */
  readonly lemma: string;
  /** Approximate Penn Treebank tag for the tags ERRANT's rules read (POS, VBG, VBN, VBD, VBZ, NNS, MD, ...). */
  readonly tag: string;
  /** Approximate dependency label for the labels ERRANT's rules read (aux, det, poss, prep, prt, punct, ...). */
  readonly dep: string;
  /** True when a verb or auxiliary is preceded in its verb group by an auxiliary (stands in for the parse). */
  readonly precededByAux: boolean;
}

/** Alignment operation: Match, Substitution, Insertion, Deletion, or Transposition of `T<k>` tokens. */
export type AlignmentOpKind = 'M' | 'S' | 'I' | 'D' | `T${number}`;

/** One alignment step: `orig[oStart:oEnd]` corresponds to `cor[cStart:cEnd]`. */
export interface AlignmentOp {
  readonly op: AlignmentOpKind | 'X';
  readonly oStart: number;
  readonly oEnd: number;
  readonly cStart: number;
  readonly cEnd: number;
}

/** An extracted edit: `orig[oStart:oEnd]` is replaced by `cor[cStart:cEnd]` (empty side = insertion or deletion). */
export interface Edit {
  readonly oStart: number;
  readonly oEnd: number;
  readonly cStart: number;
  readonly cEnd: number;
  /** Original tokens of the span. */
  readonly original: readonly string[];
  /** Corrected tokens of the span. */
  readonly correction: readonly string[];
  /** ERRANT error type (e.g. `R:VERB:SVA`), or `NA` when classification is off. */
  readonly type: string;
}

export type MergeStrategy = 'rules' | 'all-split' | 'all-merge' | 'all-equal';
export const MERGE_STRATEGIES: readonly MergeStrategy[] = ['rules', 'all-split', 'all-merge', 'all-equal'];

/** An annotated sentence pair with its alignment, as the merge step needs it. */
export interface Alignment {
  readonly orig: readonly AnnotatedToken[];
  readonly cor: readonly AnnotatedToken[];
  readonly ops: readonly AlignmentOp[];
}
