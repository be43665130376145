/** ERRANT-style edit extraction (parallel text → M2): public API of src/text/errant. */
export type { AnnotatedToken, AlignmentOp, AlignmentOpKind, Alignment, Edit, MergeStrategy } from './types.js';
export { MERGE_STRATEGIES } from './types.js';
export { annotateTokens, AnnotationCache } from './annotate.js';
export { winkLoadMilliseconds } from './wink.js';
export { alignTokens, alignmentMatrices, cheapestAlignment, substitutionCost, type AlignOptions } from './align.js';
export { mergeAlignment, processSequence, ruleBasedSpans, mergeOps } from './merge.js';
export { classifyEdit, oneSidedType } from './classify.js';
export { errantPos } from './categories.js';
export {
  disambiguate,
  disambiguationFeatures,
  chooseClass,
  scoreClasses,
  groupOf,
  DISAMBIGUATION_GROUPS,
  type DisambiguatorModel,
  type DisambiguatorGroup,
  type EditContext,
} from './disambiguate.js';
export { disambiguatorWeights, provideDisambiguatorWeights } from './disambiguator-weights.js';
export { isKnownWord } from './spell.js';
export {
  extractEdits,
  extractM2,
  extractM2Sentence,
  editToM2,
  spansToEdits,
  typeEdit,
  extractionSignature,
  errantExtractor,
  type EditExtractor,
  EXTRACT_DEFAULTS,
  type ExtractOptions,
} from './extract.js';
