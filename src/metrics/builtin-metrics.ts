import { createBleu, DEFAULT_BLEU_OPTIONS, type BleuOptions } from './bleu.js';
import { createGleu, DEFAULT_GLEU_OPTIONS, type GleuOptions } from './gleu.js';
import { createIBleu, DEFAULT_IBLEU_OPTIONS, type IBleuOptions } from './ibleu.js';
import { createSari } from './sari.js';
import { createLdSourceOutput, createMinLd, DEFAULT_LEVENSHTEIN_OPTIONS, type LevenshteinOptions } from './levenshtein.js';
import { createGrammaticality, DEFAULT_GRAMMATICALITY_OPTIONS, type GrammaticalityOptions } from './grammaticality/metric.js';
import type { GrammarChecker } from './grammaticality/checker.js';
import { defineMetric, type AnyMetricEntry, type OptionSpec } from './metric-entry.js';
import { readSegments, scoreSegments } from './segment-scoring.js';
import type { Metric, Segment } from './metric.js';
import { m2MetricEntry } from './m2/entry.js';
import { imeasureMetricEntry } from './imeasure/entry.js';

/** The reference-based and reference-less metrics of this module, as registry entries (MAEGE Table 2 order). */

const REFERENCE_BASED = { required: ['source', 'references', 'hypothesis'] } as const;
const SOURCE_BASED = { required: ['source', 'hypothesis'] } as const;

const BLEU_SPECS: readonly OptionSpec[] = [
  { key: 'order', type: 'integer', min: 1, max: 10, description: 'maximum n-gram order (uniform weights)' },
  { key: 'smoothing', type: 'choice', choices: ['method3', 'none'], description: 'NLTK smoothing: method3 (NIST geometric) or none (NLTK method0)' },
  { key: 'normalize', type: 'boolean', description: 'MAEGE text normalisation (punctuation removed, lowercase) before splitting' },
  { key: 'adaptiveOrder', type: 'boolean', description: 'MAEGE: order shrinks to the shortest of hypothesis and references' },
  { key: 'corpus', type: 'choice', choices: ['micro', 'mean'], description: 'corpus score: NLTK corpus_bleu (micro) or mean of sentence scores' },
];

function segmentEntry<O extends object>(
  name: string,
  description: string,
  defaults: O,
  options: readonly OptionSpec[],
  create: (options: O) => Metric<Segment, unknown>,
  needsReferences = true,
): AnyMetricEntry {
  return defineMetric<O>({
    name,
    description,
    reads: needsReferences ? REFERENCE_BASED : SOURCE_BASED,
    defaults,
    options,
    scoreFiles: async (request, opts, context) => scoreSegments(create(opts), readSegments(request, { needsReferences }), context.progress),
  });
}

export interface GrammaticalityEntryOptions extends GrammaticalityOptions {
  /** LanguageTool server root; empty = the embedded Harper checker. */
  readonly ltUrl: string;
  /** Harper lint kinds not counted, comma-separated. */
  readonly ignoreKinds: string;
  /** TSV of precomputed counts (`<errors>\t<sentence>`); empty = run a checker. */
  readonly counts: string;
}

/** The checker the options ask for: a counts file, else a LanguageTool server, else the embedded Harper. */
export async function createGrammarChecker(
  options: Pick<GrammaticalityEntryOptions, 'ltUrl' | 'ignoreKinds'> & { readonly counts?: string },
): Promise<GrammarChecker> {
  if (options.counts !== undefined && options.counts !== '') {
    const { readErrorCounts } = await import('./grammaticality/counts-file.js');
    return readErrorCounts(options.counts);
  }
  if (options.ltUrl !== '') {
    const { LanguageToolChecker } = await import('./grammaticality/languagetool.js');
    return new LanguageToolChecker({ url: options.ltUrl });
  }
  const { HarperChecker } = await import('./grammaticality/harper.js');
  return new HarperChecker({ ignoreKinds: options.ignoreKinds.split(',').map((k) => k.trim()).filter((k) => k !== '') });
}

const grammaticality = defineMetric<GrammaticalityEntryOptions>({
  name: 'grammaticality',
  aliases: ['lt'],
  description: "1 − #errors/#tokens of the hypothesis by a grammar checker (the MAEGE paper's LT; Harper offline, or LanguageTool via ltUrl)",
  reads: { required: ['hypothesis'] },
  defaults: { ...DEFAULT_GRAMMATICALITY_OPTIONS, ltUrl: '', ignoreKinds: 'Formatting', counts: '' },
  options: [
    { key: 'denominator', type: 'choice', choices: ['tokens', 'spaces'], description: 'tokens (paper) or spaces in the normalised sentence (original code)' },
    { key: 'clip', type: 'boolean', description: 'clip sentence scores at 0' },
    { key: 'ltUrl', type: 'string', description: 'LanguageTool server URL (default: embedded Harper)' },
    { key: 'ignoreKinds', type: 'string', description: 'Harper lint kinds not counted, comma-separated' },
    { key: 'counts', type: 'string', description: 'TSV of precomputed error counts (<errors><TAB><sentence>) instead of a checker' },
  ],
  async scoreFiles(request, options, context) {
    // Reference-less: the hypothesis alone is enough; a source, if given, only checks line counts.
    const segments = readSegments({ ...request, source: request.source ?? request.hypothesis }, { needsReferences: false });
    const checker = await createGrammarChecker(options);
    try {
      return await scoreSegments(createGrammaticality(checker, options), segments, context.progress);
    } finally {
      await checker.close?.();
    }
  },
});

export const BUILTIN_METRICS: readonly AnyMetricEntry[] = [
  segmentEntry<IBleuOptions>('ibleu', 'iBLEU: α·BLEU(O,R) − (1−α)·BLEU(O,S), α = 0.8 (sign + = the MAEGE code)', DEFAULT_IBLEU_OPTIONS, [
    { key: 'alpha', type: 'number', min: 0, max: 1, description: 'weight of BLEU against the references' },
    { key: 'sign', type: 'choice', choices: ['-', '+'], description: "'-' (paper) penalises, '+' (original code) rewards similarity to the source" },
    ...BLEU_SPECS,
  ], createIBleu),
  grammaticality,
  segmentEntry<BleuOptions>('bleu', 'BLEU as NLTK 3.8 sentence_bleu/corpus_bleu (smoothing method3 by default)', DEFAULT_BLEU_OPTIONS, BLEU_SPECS, createBleu),
  segmentEntry('minld-or', 'MinLD O→R: max over references of 1 − charLev(R,O)/|R|', {}, [], () => createMinLd()),
  segmentEntry<GleuOptions>('gleu', 'GLEU (Napoles et al. 2016 update): sentence = mean over references; corpus = mean over reference samples', DEFAULT_GLEU_OPTIONS, [
    { key: 'iterations', type: 'integer', min: 1, description: 'reference-sampling iterations for the corpus score' },
    { key: 'seed', type: 'integer', description: 'seed of the reference sampling' },
    { key: 'sampling', type: 'choice', choices: ['seeded', 'python'], description: "seeded (gecval's RNG) or python (the original's draws, exact)" },
  ], createGleu),
  segmentEntry('max-sari', 'MAX-SARI: maximum over references of single-reference SARI', {}, [], () => createSari({ mode: 'max' })),
  segmentEntry('sari', "SARI (Xu et al. 2016) as SARI.py's SARIsent: keep F1, deletion precision, addition F1", {}, [], () => createSari({ mode: 'sari' })),
  segmentEntry<LevenshteinOptions>('ld-so', 'LD S→O: 1 − charLev(S,O)/|O| (paper) or /|S| (original code)', DEFAULT_LEVENSHTEIN_OPTIONS, [
    { key: 'normalization', type: 'choice', choices: ['paper', 'code'], description: 'paper divides by |O|, code by |S|' },
  ], createLdSourceOutput, false),
  m2MetricEntry,
  imeasureMetricEntry,
];
