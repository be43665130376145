import { DEFAULT_BLEU_OPTIONS, type BleuOptions } from './bleu.js';
import { DEFAULT_GLEU_OPTIONS, type GleuOptions } from './gleu.js';
import { DEFAULT_IBLEU_OPTIONS, type IBleuOptions } from './ibleu.js';
import type { SariOptions } from './sari.js';
import { DEFAULT_LEVENSHTEIN_OPTIONS, type LevenshteinOptions } from './levenshtein.js';
import { DEFAULT_GRAMMATICALITY_OPTIONS, type GrammaticalityOptions } from './grammaticality/metric.js';
import type { GrammarChecker } from './grammaticality/checker.js';
import { defineMetric, type AnyMetricEntry, type MaegePreset, type MetricEntry, type OptionSpec, type ReportPreset } from './metric-entry.js';
import { readSegments, scoreSegments } from './segment-scoring.js';
import type { Metric, Segment } from './metric.js';
import { greenMetricEntry } from './green/entry.js';
import { sacreBleuMetricEntry } from './sacrebleu/entry.js';
import { ERRANT_METRIC_ENTRIES } from './errant/entry.js';
import { faithfulnessMetricEntry } from './faithfulness/entry.js';
import { gotoscorerMetricEntry } from './gotoscorer/entry.js';
import { clemeMetricEntry, cleme2MetricEntry } from './cleme/entry.js';
import { ensembleMetricEntry } from './ensemble/entry.js';
import { m2MetricEntry } from './m2/entry.js';
import { imeasureMetricEntry } from './imeasure/entry.js';
import type { UsimVariant } from './usim.js';

/**
 * The built-in metrics as registry entries, in `gecval score --list` order. Each entry carries, next to its
 * options and defaults, how MAEGE runs it (`maege`: the paper code's variant options, table label, what the score
 * depends on) and how the report's leaderboard shows it (`report`), so every consumer reads the one list in
 * registry.ts. docs/architecture.md says where a new metric goes.
 *
 * Loading this list loads no metric's implementation: an entry holds names, option specs, defaults and presets,
 * and its `scoreFiles` / `create` import the implementation on first use. Every `gecval score` loads the list,
 * and parsing ERRANT's tables, the M² scorer, CLEME, the I-measure and UCCA code for a SARI run is start-up time
 * wasted (test/metrics/registry-lazy.test.ts checks what loading the list and scoring SARI load).
 */

const REFERENCE_BASED = { required: ['source', 'references', 'hypothesis'] } as const;
const SOURCE_BASED = { required: ['source', 'hypothesis'] } as const;

const BLEU_SPECS: readonly OptionSpec[] = [
  { key: 'order', type: 'integer', min: 1, max: 10, description: 'maximum n-gram order (uniform weights)' },
  { key: 'smoothing', type: 'choice', choices: ['method3', 'none'], description: 'NLTK smoothing: method3 (NIST geometric) or none (NLTK method0)' },
  { key: 'normalize', type: 'boolean', description: 'MAEGE text normalisation (punctuation removed, lowercase) before splitting' },
  { key: 'adaptiveOrder', type: 'boolean', description: 'MAEGE: order shrinks to the shortest of hypothesis and references' },
  { key: 'corpus', type: 'choice', choices: ['micro', 'mean'], description: 'corpus score: NLTK corpus_bleu (micro) or mean of sentence scores' },
];

/** MAEGE's BLEU: normalised text, adaptive order, corpus score = mean of sentence scores (the paper's code). */
const MAEGE_BLEU = { normalize: true, adaptiveOrder: true, smoothing: 'method3', corpus: 'mean' } as const;

interface SegmentEntrySpec<O extends object> {
  readonly name: string;
  readonly description: string;
  readonly defaults: O;
  readonly options: readonly OptionSpec[];
  /** Builds the metric, importing its implementation on first use. */
  readonly create: (options: O) => Promise<Metric<Segment, unknown>>;
  readonly needsReferences?: boolean;
  readonly maege?: readonly MaegePreset<O>[];
  readonly report?: ReportPreset;
}

/** An entry for a metric that scores `Segment`s synchronously: `scoreFiles` reads the files and scores with `create`. */
function segmentEntry<O extends object>(spec: SegmentEntrySpec<O>): MetricEntry<O> {
  const needsReferences = spec.needsReferences ?? true;
  return defineMetric<O>({
    name: spec.name,
    description: spec.description,
    reads: needsReferences ? REFERENCE_BASED : SOURCE_BASED,
    defaults: spec.defaults,
    options: spec.options,
    higherIsBetter: true,
    scoreFiles: async (request, opts, context) => {
      const metric = await spec.create(opts);
      return scoreSegments(metric, readSegments(request, { needsReferences }), context.progress);
    },
    create: (opts) => spec.create(opts),
    ...(spec.maege ? { maege: spec.maege } : {}),
    ...(spec.report ? { report: spec.report } : {}),
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

const grammaticality: MetricEntry<GrammaticalityEntryOptions> = defineMetric<GrammaticalityEntryOptions>({
  name: 'grammaticality',
  aliases: ['lt'],
  description: "1 − #errors/#tokens of the hypothesis by a grammar checker (the MAEGE paper's LT; Harper offline, or LanguageTool via ltUrl)",
  reads: { required: ['hypothesis'] },
  defaults: { ...DEFAULT_GRAMMATICALITY_OPTIONS, ltUrl: '', ignoreKinds: 'Formatting', counts: '' },
  options: [
    { key: 'denominator', type: 'choice', choices: ['tokens', 'spaces'], description: 'tokens (paper) or spaces in the normalised sentence (original code)' },
    { key: 'clip', type: 'boolean', description: 'clip sentence scores at 0' },
    { key: 'ltUrl', type: 'string', description: 'LanguageTool server URL (empty: the embedded Harper checker)' },
    { key: 'ignoreKinds', type: 'string', description: 'Harper lint kinds not counted, comma-separated' },
    { key: 'counts', type: 'string', description: 'TSV of precomputed error counts (<errors><TAB><sentence>) instead of a checker' },
  ],
  higherIsBetter: true,
  async create(options) {
    const { createGrammaticality } = await import('./grammaticality/metric.js');
    const checker = await createGrammarChecker(options);
    const metric = createGrammaticality(checker, options);
    // The metric owns its checker: closing the metric stops the checker (Harper's worker, a LanguageTool session).
    return Object.assign(metric, { close: async () => checker.close?.() });
  },
  async scoreFiles(request, options, context) {
    // Reference-less: the hypothesis alone is enough; a source, if given, only checks line counts.
    const segments = readSegments({ ...request, source: request.source ?? request.hypothesis }, { needsReferences: false });
    const metric = await grammaticality.create!(options, context);
    try {
      return await scoreSegments(metric, segments, context.progress);
    } finally {
      await metric.close?.();
    }
  },
  // LT's denominator in the paper's code: spaces of the normalised sentence. The score reads the candidate only.
  maege: [{ name: 'grammaticality', aliases: ['lt'], paperName: 'LT', table2: 3, reads: 'hypothesis', options: { denominator: 'spaces', clip: false } }],
  report: { label: 'Grammaticality', column: 8 },
});

export interface UsimEntryOptions {
  readonly variant: UsimVariant;
  /** Parser model: a catalogued name (src/ucca/parser/catalogue.ts) or a model file; empty = the default (v3). */
  readonly model: string;
  /** Directory where parses are cached by sentence hash; empty = no cache. */
  readonly cacheDir: string;
  /** Lines are whitespace-tokenized (GEC data); false = raw text, tokenized by the parser. */
  readonly tokenized: boolean;
}

const usim: MetricEntry<UsimEntryOptions> = defineMetric<UsimEntryOptions>({
  name: 'usim',
  description: 'USIM (Choshen & Abend 2018): semantic faithfulness of the hypothesis to the source, on UCCA graphs from the bundled parser (reference-less)',
  reads: SOURCE_BASED,
  defaults: { variant: 'code', model: '', cacheDir: '', tokenized: true },
  options: [
    { key: 'variant', type: 'choice', choices: ['code', 'code-aligned-end', 'paper'], description: "'code' (the original implementation), 'code-aligned-end' (the original with a final full stop aligned too: identical sentences score 1) or 'paper' (the paper's directional definition)" },
    { key: 'model', type: 'string', description: 'parser model: v3 (the default), v2, v2-ewt, v1, v1-ewt or a model file (empty: v3)' },
    { key: 'cacheDir', type: 'string', description: 'directory where parses are cached by sentence hash (empty: none)' },
    { key: 'tokenized', type: 'boolean', description: 'lines are whitespace-tokenized (false: raw text, tokenized by the parser)' },
  ],
  higherIsBetter: true,
  async create(options) {
    const { resolveParserModel } = await import('../ucca/parser/index.js');
    const { createTextUsim } = await import('./usim.js');
    return createTextUsim({
      variant: options.variant,
      tokenized: options.tokenized,
      ...(options.model !== '' ? { model: resolveParserModel(options.model) } : {}),
      ...(options.cacheDir !== '' ? { cacheDir: options.cacheDir } : {}),
    });
  },
  async scoreFiles(request, options, context) {
    return scoreSegments(await usim.create!(options, context), readSegments(request, { needsReferences: false }), context.progress);
  },
  // Each distinct sentence is parsed once per worker (in-memory cache). Opt-in: parsing ~17k distinct sentences
  // dominates a full run's time.
  maege: [{ name: 'usim', paperName: 'USIM', table2: 12, reads: 'source+hypothesis', optIn: true, options: { variant: 'code' } }],
});

/**
 * GLEU's corpus score averages 500 corpus scores, each from one randomly drawn reference per sentence — too slow to
 * repeat for every bootstrap replicate. A replicate instead scores the expected statistics: per sentence, the mean of
 * its reference rows (what the sampled sums concentrate on), summed over the resampled sentences. Cached per stats
 * object, so a sentence's mean is computed once for all replicates.
 */
const meanRows = new WeakMap<object, number[]>();
export function gleuExpectedStats(stats: readonly (readonly (readonly number[])[])[], fromStats: (row: readonly number[], smooth: boolean) => number): number {
  let total: number[] | undefined;
  for (const rows of stats) {
    let mean = meanRows.get(rows);
    if (mean === undefined) {
      mean = rows[0]!.map((_, j) => rows.reduce((sum, row) => sum + row[j]!, 0) / rows.length);
      meanRows.set(rows, mean);
    }
    if (total === undefined) total = [...mean];
    else for (let j = 0; j < mean.length; j++) total[j]! += mean[j]!;
  }
  return total === undefined ? Number.NaN : fromStats(total, false);
}

const sari = (mode: SariOptions['mode']) => async (): Promise<Metric<Segment, unknown>> => {
  const { createSari } = await import('./sari.js');
  return createSari({ mode });
};

export const BUILTIN_METRICS: readonly AnyMetricEntry[] = [
  segmentEntry<IBleuOptions>({
    name: 'ibleu',
    description: 'iBLEU: α·BLEU(O,R) − (1−α)·BLEU(O,S), α = 0.8 (sign + = the MAEGE code)',
    defaults: DEFAULT_IBLEU_OPTIONS,
    options: [
      { key: 'alpha', type: 'number', min: 0, max: 1, description: 'weight of BLEU against the references' },
      { key: 'sign', type: 'choice', choices: ['-', '+'], description: "'-' (paper) penalises, '+' (original code) rewards similarity to the source" },
      ...BLEU_SPECS,
    ],
    create: async (options) => (await import('./ibleu.js')).createIBleu(options),
    maege: [{ name: 'ibleu', paperName: 'iBLEU', table2: 1, reads: 'all', options: { ...MAEGE_BLEU, alpha: 0.8, sign: '+' } }],
    report: { label: 'iBLEU', column: 3 },
  }),
  grammaticality,
  segmentEntry<BleuOptions>({
    name: 'bleu',
    description: 'BLEU as NLTK 3.8 sentence_bleu/corpus_bleu (smoothing method3 by default)',
    defaults: DEFAULT_BLEU_OPTIONS,
    options: BLEU_SPECS,
    create: async (options) => (await import('./bleu.js')).createBleu(options),
    maege: [{ name: 'bleu', paperName: 'BLEU', table2: 4, reads: 'hypothesis+references', options: { ...MAEGE_BLEU } }],
    report: { label: 'BLEU', column: 2 },
  }),
  sacreBleuMetricEntry,
  segmentEntry<Record<string, never>>({
    name: 'minld-or',
    description: 'MinLD O→R: max over references of 1 − charLev(R,O)/|R|',
    defaults: {},
    options: [],
    create: async () => (await import('./levenshtein.js')).createMinLd(),
    maege: [{ name: 'minld', aliases: ['minld-or'], paperName: 'MinLD O→R', table2: 5, reads: 'hypothesis+references', options: {} }],
    report: { label: 'MinLD O→R', column: 6 },
  }),
  segmentEntry<GleuOptions>({
    name: 'gleu',
    description: 'GLEU (Napoles et al. 2016 update): sentence = mean over references; corpus = mean over reference samples',
    defaults: DEFAULT_GLEU_OPTIONS,
    options: [
      { key: 'iterations', type: 'integer', min: 1, max: 1_000_000, description: 'reference-sampling iterations for the corpus score' },
      { key: 'seed', type: 'integer', description: 'seed of the reference sampling' },
      { key: 'sampling', type: 'choice', choices: ['seeded', 'python'], description: "seeded (gecval's RNG) or python (the original's draws, exact)" },
    ],
    create: async (options) => (await import('./gleu.js')).createGleu(options),
    maege: [{ name: 'gleu', paperName: 'GLEU', table2: 6, reads: 'all', options: {} }],
    report: {
      label: 'GLEU',
      column: 1,
      replicateScore: async () => {
        const { gleuFromStats } = await import('./gleu.js');
        return { score: (stats) => gleuExpectedStats(stats as readonly (readonly (readonly number[])[])[], gleuFromStats), label: 'replicates use reference-averaged statistics' };
      },
    },
  }),
  segmentEntry<Record<string, never>>({
    name: 'max-sari',
    description: 'MAX-SARI: maximum over references of single-reference SARI',
    defaults: {},
    options: [],
    create: sari('max'),
    maege: [{ name: 'max-sari', aliases: ['maxsari'], paperName: 'MAX-SARI', table2: 7, reads: 'all', options: {} }],
    report: { label: 'MAX-SARI', column: 5 },
  }),
  segmentEntry<Record<string, never>>({
    name: 'sari',
    description: "SARI (Xu et al. 2016) as SARI.py's SARIsent: keep F1, deletion precision, addition F1",
    defaults: {},
    options: [],
    create: sari('sari'),
    maege: [{ name: 'sari', paperName: 'SARI', table2: 8, reads: 'all', options: {} }],
    report: { label: 'SARI', column: 4 },
  }),
  segmentEntry<LevenshteinOptions>({
    name: 'ld-so',
    description: 'LD S→O: 1 − charLev(S,O)/|O| (paper) or /|S| (original code)',
    defaults: DEFAULT_LEVENSHTEIN_OPTIONS,
    options: [{ key: 'normalization', type: 'choice', choices: ['paper', 'code'], description: 'paper divides by |O|, code by |S|' }],
    create: async (options) => (await import('./levenshtein.js')).createLdSourceOutput(options),
    needsReferences: false,
    maege: [{ name: 'ld', aliases: ['ld-so'], paperName: 'LD S→O', table2: 9, reads: 'source+hypothesis', inThread: true, options: { normalization: 'code' } }],
    report: { label: 'LD S→O', column: 7 },
  }),
  m2MetricEntry,
  imeasureMetricEntry,
  usim,
  greenMetricEntry,
  gotoscorerMetricEntry,
  clemeMetricEntry,
  cleme2MetricEntry,
  faithfulnessMetricEntry,
  ...ERRANT_METRIC_ENTRIES,
  ensembleMetricEntry,
];
