/**
 * gecval's library API. The most used functions are exported by name; each area is also available as a
 * namespace (`import { maege, coverage } from 'gecval'`) with its full public API.
 */

// core
export { GecvalInputError, isInputError } from './core/errors.js';
export { makeSignature, parseSignature } from './core/signature.js';
export { SeededRandom } from './core/random.js';
export { silentProgress, type Progress } from './core/progress.js';
export { VERSION } from './core/version.js';

// formats
export * from './formats/m2.js';
export { readSentenceFile, readParallel, checkParallel, type SentenceFile } from './formats/parallel.js';
export { readTextFile, readLines, splitLines } from './formats/text-file.js';
export { mergeM2 } from './formats/m2-merge.js';
export { parseIevalXml, readIevalXml, formatIevalXml } from './formats/ieval-xml.js';
export { m2ToIeval, readM2AsIeval } from './formats/m2-to-ieval.js';

// text
export { tokenize, detokenize } from './text/tokens.js';
export * as errant from './text/errant/index.js';
export { extractEdits, extractM2, extractM2Sentence } from './text/errant/index.js';
// raw text: tokenisers by name, re-segmentation, the shared raw-text step (docs/raw-text.md)
export {
  tokenizeLine as tokenizeRaw, tokenizeLines as tokenizeRawLines, TOKENIZERS, NORMALIZATIONS, normalizeCharacters, checkTokenization,
  type TokenizerName, type NormalizationName, type TokenizeOptions,
} from './text/tokenize/index.js';
export { segment, type SegmentOptions, type SegmentResult } from './text/segment/index.js';
export { prepareRaw, signRaw, type RawTextOptions, type PreparedRaw } from './text/raw.js';
export * as rawText from './text/raw-api.js';

// metrics
export * from './metrics/metric.js';
export { listMetrics, findMetric, resolveMetricName, registerMetric, scoreFiles, createMetric, defineMetric, type ScoreRequest } from './metrics/registry.js';
export { createBleu } from './metrics/bleu/metric.js';
export { createGleu } from './metrics/gleu/metric.js';
export { createIBleu } from './metrics/ibleu/metric.js';
export { createSari } from './metrics/sari/metric.js';
export { createMinLd, createLdSourceOutput } from './metrics/levenshtein/metric.js';
export { createGrammaticality } from './metrics/grammaticality/metric.js';
export type { GrammarChecker } from './metrics/grammaticality/checker.js';
export { HarperChecker } from './metrics/grammaticality/harper.js';
export { LanguageToolChecker } from './metrics/grammaticality/languagetool.js';
export * as m2 from './metrics/m2/index.js';
export { scoreM2, scoreM2Files, m2Metric } from './metrics/m2/index.js';
export { scoreM2Raw, rawSegments } from './metrics/raw-text.js';
export * as imeasure from './metrics/imeasure/index.js';
export { scoreIMeasure, imeasureMetric } from './metrics/imeasure/index.js';
export { UsimMetric, UsimGraphMetric } from './metrics/usim/metric.js';

// ucca: graphs, evaluator, USIM, DISTSIM, drawing, parser
export * as ucca from './ucca/index.js';
export { UccaGraph, readUccaGraph, writeUccaXml, scoreUsim, scoreUsimBatch, distsim, drawUcca, drawUccaPair, evaluateDirs } from './ucca/index.js';
export * as parser from './ucca/parser/index.js';
export { parse, UccaParser, autoUsim } from './ucca/parser/index.js';

// analyses
export * as maege from './analyses/maege/index.js';
export { runMaege } from './analyses/maege/index.js';
export * as conservatism from './analyses/conservatism/index.js';
export { compareOutputs } from './analyses/conservatism/index.js';
export * as coverage from './analyses/coverage/index.js';
export { analyseCoverage, unseenEst } from './analyses/coverage/index.js';
export * as stats from './analyses/stats/index.js';
export * as metaEval from './analyses/meta-eval/index.js';
export { runHumanMetaEval, runMaegeMetaEval } from './analyses/meta-eval/index.js';

// report
export * as report from './report/index.js';
export { buildReport } from './report/index.js';
