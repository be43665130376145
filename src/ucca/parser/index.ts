/** Public API of the built-in UCCA parser (re-exported by src/index.ts). */
export { parse, UccaParser, getParser, parserSignature, DEFAULT_MODEL_PATH, BUNDLED_PARSER_MODELS, resolveParserModel, type ParseOptions, type SentenceParser } from './parser.js';
export { autoUsim, parseLinesCached, parseCacheKey, type AutoUsimOptions, type AutoUsimResult } from './auto-usim.js';
export { isPunctuationToken, attachPunctuation, punctuationAnchor } from './punctuation.js';
export { baselineB0, baselineB1a, B1A_TABLE } from './baselines.js';
export { loadModel, saveModel, type ModelHeader, type PerceptronModel } from './model-file.js';
export { trainParserRecipe, type Recipe, type RecipeOptions } from './recipes.js';
export { scoreGraphs as scoreParses, type ParseScores } from './evaluation.js';
