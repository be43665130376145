/**
 * MAEGE's metric set (spec §9.8, Table 2 order) mapped onto gecval metrics with the variant options the paper's
 * code used (spec §9): BLEU on normalised text with an adaptive order and mean corpus score, iBLEU rewarding
 * similarity to the source, LD normalised by the source, LT's denominator = spaces of the normalised sentence.
 * Metrics load lazily, so a run only pays for the metrics it asks for.
 */
import { GecvalInputError } from '../../core/errors.js';
import type { Metric, Segment } from '../../metrics/metric.js';
import { scorerFromMetric, type MaegeScorer } from './metrics.js';

/** What a metric reads; items that agree on these share one score (e.g. grammaticality reads the candidate only). */
export type MetricReads = 'hypothesis' | 'source+hypothesis' | 'hypothesis+references' | 'all';

export interface MaegeMetricEntry {
  /** Name used on the command line and in tables. */
  readonly name: string;
  /** Label in the paper's tables. */
  readonly paperName: string;
  readonly reads: MetricReads;
  /** Left out of `--metrics all` (run only when named): the I-measure mixing annotators' edits (too slow for the paper) and USIM (parsing). */
  readonly optIn?: boolean;
  /** Cheaper than handing items to a worker thread (character Levenshtein): score in the calling thread. */
  readonly inThread?: boolean;
  /** Builds the metric with MAEGE's variant options merged under the user's `options`. */
  create(options: Record<string, unknown>): Promise<Metric<Segment, unknown>>;
  /** The variant options MAEGE uses by default (recorded in docs and signatures). */
  readonly variant: Record<string, unknown>;
}

const BLEU_VARIANT = { normalize: true, adaptiveOrder: true, smoothing: 'method3', corpus: 'mean' } as const;

/** The I-measure against gold edits extracted per (source, reference), with or without mixing annotators' edits. */
function imeasureEntry(name: string, paperName: string, mix: boolean): MaegeMetricEntry {
  return {
    name,
    paperName,
    reads: 'all',
    ...(mix ? { optIn: true } : {}),
    variant: { gold: 'extracted', mix, optimise: 'sentence', reportAspect: 'c' },
    async create(options) {
      const { imeasureWithExtractedGold } = await import('./extracted-gold.js');
      return imeasureWithExtractedGold({ mix, ...options }) as Metric<Segment, unknown>;
    },
  };
}

export const MAEGE_METRICS: readonly MaegeMetricEntry[] = [
  {
    name: 'ibleu',
    paperName: 'iBLEU',
    reads: 'all',
    variant: { ...BLEU_VARIANT, alpha: 0.8, sign: '+' },
    async create(options) {
      const { createIBleu } = await import('../../metrics/ibleu.js');
      return createIBleu({ ...this.variant, ...options }) as Metric<Segment, unknown>;
    },
  },
  {
    name: 'm2',
    paperName: 'M²',
    reads: 'all',
    variant: { beta: 0.5, maxUnchangedWords: 2, ignoreWhitespaceCasing: true, gold: 'extracted' },
    async create(options) {
      const { m2WithExtractedGold } = await import('./extracted-gold.js');
      return m2WithExtractedGold(options) as Metric<Segment, unknown>;
    },
  },
  {
    name: 'grammaticality',
    paperName: 'LT',
    reads: 'hypothesis',
    variant: { denominator: 'spaces', clip: false, ltUrl: '', ignoreKinds: 'Formatting' },
    async create(options) {
      const { createGrammarChecker } = await import('../../metrics/builtin-metrics.js');
      const { createGrammaticality } = await import('../../metrics/grammaticality/metric.js');
      const merged = { ...this.variant, ...options } as { denominator: 'tokens' | 'spaces'; clip: boolean; ltUrl: string; ignoreKinds: string };
      return createGrammaticality(await createGrammarChecker(merged), merged) as Metric<Segment, unknown>;
    },
  },
  {
    name: 'bleu',
    paperName: 'BLEU',
    reads: 'hypothesis+references',
    variant: { ...BLEU_VARIANT },
    async create(options) {
      const { createBleu } = await import('../../metrics/bleu.js');
      return createBleu({ ...this.variant, ...options }) as Metric<Segment, unknown>;
    },
  },
  {
    name: 'minld',
    paperName: 'MinLD O→R',
    reads: 'hypothesis+references',
    variant: {},
    async create() {
      const { createMinLd } = await import('../../metrics/levenshtein.js');
      return createMinLd() as Metric<Segment, unknown>;
    },
  },
  {
    name: 'gleu',
    paperName: 'GLEU',
    reads: 'all',
    variant: {},
    async create(options) {
      const { createGleu } = await import('../../metrics/gleu.js');
      return createGleu({ ...this.variant, ...options }) as Metric<Segment, unknown>;
    },
  },
  {
    name: 'max-sari',
    paperName: 'MAX-SARI',
    reads: 'all',
    variant: { mode: 'max' },
    async create() {
      const { createSari } = await import('../../metrics/sari.js');
      return createSari({ mode: 'max' }) as Metric<Segment, unknown>;
    },
  },
  {
    name: 'sari',
    paperName: 'SARI',
    reads: 'all',
    variant: { mode: 'sari' },
    async create() {
      const { createSari } = await import('../../metrics/sari.js');
      return createSari({ mode: 'sari' }) as Metric<Segment, unknown>;
    },
  },
  {
    name: 'ld',
    paperName: 'LD S→O',
    reads: 'source+hypothesis',
    inThread: true,
    variant: { normalization: 'code' },
    async create(options) {
      const { createLdSourceOutput } = await import('../../metrics/levenshtein.js');
      const merged = { ...this.variant, ...options } as { normalization: 'paper' | 'code' };
      return createLdSourceOutput(merged) as Metric<Segment, unknown>;
    },
  },
  // Each of the references is one whole candidate (ieval -nomix), as M² chooses among whole annotators. The
  // paper's I-measure never finished; mixing the references' edits (ieval's default) makes 10^4–10^6 candidate
  // references per item, so that exact variant is opt-in as `imeasure-mix` (≈ 1 CPU-hour on the full run).
  imeasureEntry('imeasure', 'I-measure', false),
  imeasureEntry('imeasure-mix', 'I-measure (mix)', true),
  {
    // USIM (reference-less, source vs candidate) on graphs from the bundled UCCA parser. Each distinct sentence
    // is parsed once per worker (in-memory cache; `cacheDir` also keeps parses on disk across runs). Opt-in:
    // parsing ~17k distinct sentences dominates a run's time.
    name: 'usim',
    paperName: 'USIM',
    reads: 'source+hypothesis',
    optIn: true,
    variant: { variant: 'code', parser: 'bundled' },
    async create(options) {
      const { UsimMetric } = await import('../../metrics/usim.js');
      const { parseLinesCached } = await import('../../ucca/parser/auto-usim.js');
      const { parserSignature } = await import('../../ucca/parser/parser.js');
      const cacheDir = typeof options.cacheDir === 'string' ? options.cacheDir : undefined;
      const model = typeof options.model === 'string' ? options.model : undefined;
      const variant = options.variant === 'paper' ? 'paper' : 'code';
      return new UsimMetric({
        variant,
        parser: (sentences) => parseLinesCached(sentences, { tokenized: true, ...(cacheDir ? { cacheDir } : {}), ...(model ? { model } : {}) }),
        parserName: parserSignature({ tokenized: true, ...(model ? { model } : {}) }).replace(/\|/g, ';'),
      }) as Metric<Segment, unknown>;
    },
  },
];

/** Registry names that MAEGE also accepts (the `gecval score` names). */
const ALIASES: Record<string, string> = { lt: 'grammaticality', 'minld-or': 'minld', 'ld-so': 'ld', maxsari: 'max-sari' };

/** The metrics `--metrics all` runs: the paper's Table 2 set. */
export function defaultMetricNames(): string[] {
  return MAEGE_METRICS.filter((m) => !m.optIn).map((m) => m.name);
}

export function maegeMetricEntry(name: string): MaegeMetricEntry | undefined {
  const key = ALIASES[name.toLowerCase()] ?? name.toLowerCase();
  return MAEGE_METRICS.find((m) => m.name === key);
}

export async function registryScorer(name: string, options: Record<string, unknown> = {}): Promise<MaegeScorer> {
  const entry = maegeMetricEntry(name);
  if (!entry) throw new GecvalInputError(`unknown MAEGE metric '${name}'; known: ${MAEGE_METRICS.map((m) => m.name).join(', ')}`);
  return scorerFromMetric(await entry.create(options));
}

/** The key under which an item's score can be shared with other items (same metric inputs ⇒ same score). */
export function readsKey(reads: MetricReads, item: Segment): string {
  switch (reads) {
    case 'hypothesis':
      return item.hypothesis;
    case 'source+hypothesis':
      return `${item.source}\u001f${item.hypothesis}`;
    case 'hypothesis+references':
      return [item.hypothesis, ...item.references].join('\u001f');
    default:
      return [item.source, item.hypothesis, ...item.references].join('\u001f');
  }
}
