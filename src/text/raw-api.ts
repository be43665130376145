/** The raw-text API as one namespace (`import { rawText } from 'gecval'`): `rawText.tokenize`, `rawText.segment`, … */
export { tokenizeLine as tokenize, tokenizeLines, tokenizeSpaced, guideBySource, TOKENIZERS, NORMALIZATIONS, normalizeCharacters, checkTokenization, RawBatch } from './tokenize/index.js';
export { segment, splitSentences, splitUnits, alignTokens, alignPartition } from './segment/index.js';
export { prepareRaw, signRaw } from './raw.js';
