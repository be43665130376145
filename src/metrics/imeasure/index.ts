// Public API of the I-measure (re-exported from src/index.ts by the lead).
export type { Aspect, IMeasureMethod, IMeasureOptions, MeasureName, Optimisation } from './options.js';
export { DEFAULT_IMEASURE_OPTIONS, parseMaximise, resolveIMeasureOptions } from './options.js';
export type { AspectScores, CountVector as IMeasureCountVector, IMeasureScores } from './scores.js';
export { computeScores as computeIMeasureScores } from './scores.js';
export type { IMeasureResult, IMeasureSentence } from './score.js';
export { imeasureSignature, scoreIMeasure, scoreIMeasureSentence } from './score.js';
export type { IMeasureItem, IMeasureMetricOptions } from './metric.js';
export { imeasureItemFromM2, imeasureMetric } from './metric.js';
export { referenceCandidates as imeasureReferenceCandidates } from './candidates.js';
export { enumeratedCountVectors as imeasureEnumeratedCountVectors } from './enumerate.js';
export { fastCountVectors as imeasureFastCountVectors } from './fast.js';
export type { IMeasureJson, RunIMeasureOptions } from './run.js';
export { readIMeasureGold, runIMeasureCommand } from './run.js';
