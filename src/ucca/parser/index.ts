/** Public API of the built-in UCCA parser (re-exported by src/index.ts). Parsing only: training is ./training/. */
export { parse, UccaParser, getParser, parserSignature, type ParseOptions, type SentenceParser } from './parser.js';
export { BUNDLED_PARSER_MODELS, DEFAULT_MODEL_PATH, DEFAULT_PARSER_MODEL, PARSER_CATALOGUE, modelDigest, resolveModel, resolveParserModel, type CatalogueEntry, type ModelRef } from './catalogue.js';
export { parseLines, parseLinesSync, parseLinesCached, parseSerialised, parseCacheKey, PARSER_CODE_VERSION, cachedParseMismatch, type ParseServiceOptions, type ParsedLines, type ParseFormat } from './service.js';
export { autoUsim, scoreTextUsim, textUsimSignature, type AutoUsimOptions, type AutoUsimResult } from '../usim/text.js';
export { isPunctuationToken, attachPunctuation, punctuationAnchor } from './punctuation.js';
export { baselineB0, baselineB1a, B1A_TABLE } from './baselines.js';
export { bestValidClass, type Classifier, type StateScorer } from './classifier.js';
export { CLASSIFIER_KINDS } from './classifier-kinds.js';
export { readContainer, writeContainer, type ModelHeader, type ModelContainer } from './model-file.js';
export { scoreGraphs as scoreParses, type ParseScores } from './evaluation.js';
