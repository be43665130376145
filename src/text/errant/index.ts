/** ERRANT-style edit extraction (parallel text → M2): public API of src/text/errant. */
export type { AnnotatedToken, AlignmentOp, AlignmentOpKind, Alignment, Edit, MergeStrategy } from './types.js';
export { MERGE_STRATEGIES } from './types.js';
export { annotateTokens, AnnotationCache } from './annotate.js';
export { winkLoadMilliseconds } from './wink.js';
export { alignTokens, alignmentMatrices, cheapestAlignment, substitutionCost, type AlignOptions } from './align.js';
export { mergeAlignment, processSequence, ruleBasedSpans, mergeOps } from './merge.js';
export { classifyEdit, oneSidedType } from './classify.js';
export { errantPos } from './categories.js';
export { isKnownWord } from './spell.js';
export {
  extractEdits,
  extractM2,
  extractM2Sentence,
  editToM2,
  spansToEdits,
  extractionSignature,
  errantExtractor,
  type EditExtractor,
  EXTRACT_DEFAULTS,
  type ExtractOptions,
} from './extract.js';
