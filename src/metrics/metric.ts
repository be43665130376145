/**
 * The shape every gecval metric takes, after sacrebleu: a metric turns one item into *sufficient statistics*,
 * and scores come only from statistics. Corpus scores, bootstrap resampling and MAEGE lattices therefore reuse
 * cached statistics instead of rescoring text.
 *
 * Metrics are split by what they read (after gec-metrics): reference-based metrics read source, hypothesis and
 * references; reference-less ones (grammaticality, USIM) ignore the references; M2-based ones (MaxMatch,
 * I-measure) read gold edits. The `Input` type parameter says which.
 */

import type { Progress } from '../core/progress.js';

/** One tokenized sentence triple. Text is whitespace-tokenized; metrics split it the way their original does. */
export interface Segment {
  readonly source: string;
  readonly hypothesis: string;
  readonly references: readonly string[];
}

export interface Metric<Input = Segment, Stats = unknown> {
  /** Short registry name, e.g. `gleu`, `m2`, `sari`. */
  readonly name: string;
  /** Whether a higher score means a better correction (false for distances). */
  readonly higherIsBetter: boolean;
  /** Reproducibility string: name, options, seed, version. */
  signature(): string;
  /** Per-item sufficient statistics. Must be pure: the same item gives the same statistics. */
  statistics(item: Input): Stats;
  /**
   * `statistics` of many items at once, where a metric does it with less overhead per item (SARI: one loop instead
   * of a call chain per sentence, which V8 would otherwise compile and re-compile). Must equal `items.map(statistics)`.
   */
  statisticsOfAll?(items: readonly Input[]): Stats[];
  /** Score of one item from its statistics. */
  sentenceScore(stats: Stats): number;
  /** Score of a corpus from the statistics of its items (need not be the mean of sentence scores). */
  corpusScore(stats: readonly Stats[]): number;
  /**
   * Batch work before `statistics` (run a grammar checker over every hypothesis, parse every sentence). Callers
   * that score items call it once with all of them; it caches, so calling it again with known items is cheap.
   */
  prepare?(items: readonly Input[], progress?: Progress): Promise<void>;
  /** Releases what `prepare` or the factory acquired (a checker process, a server connection). */
  close?(): Promise<void>;
  /** More corpus numbers than the score (GLEU's std over reference samples); `gecval score --json` prints them as `details`. */
  corpusDetails?(stats: readonly Stats[]): Record<string, unknown>;
}

/** What `gecval score --json` prints and what the library returns for a scored corpus. */
export interface MetricResult {
  readonly metric: string;
  readonly corpus: number;
  readonly sentences: readonly number[];
  readonly signature: string;
  /** Metric-specific extra fields (e.g. GLEU's std over reference samples, M2 counts). */
  readonly details?: Record<string, unknown>;
  /**
   * What an input holds that the metric scores as the original tool does but its authors likely did not mean (a gold
   * edit its annotator repeats): the number stands, and the CLI names the place on stderr.
   */
  readonly warnings?: readonly InputWarning[];
}

/** A place in an input file worth a look, with what is there. */
export interface InputWarning {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** Scores a corpus: statistics once per item, then sentence and corpus scores from them. */
export function scoreCorpus<Input, Stats>(metric: Metric<Input, Stats>, items: readonly Input[]): MetricResult {
  const stats = items.map((item) => metric.statistics(item));
  return {
    metric: metric.name,
    corpus: metric.corpusScore(stats),
    sentences: stats.map((s) => metric.sentenceScore(s)),
    signature: metric.signature(),
  };
}

/**
 * Caches statistics by item key so that repeated scoring of the same (source, hypothesis, references)
 * — common in MAEGE lattices and bootstrap resampling — costs one computation.
 */
export class StatisticsCache<Input, Stats> {
  private readonly cache = new Map<string, Stats>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly metric: Metric<Input, Stats>,
    private readonly keyOf: (item: Input) => string,
  ) {}

  statistics(item: Input): Stats {
    const key = this.keyOf(item);
    const cached = this.cache.get(key);
    if (cached !== undefined) {
      this.hits++;
      return cached;
    }
    this.misses++;
    const stats = this.metric.statistics(item);
    this.cache.set(key, stats);
    return stats;
  }

  get size(): number {
    return this.cache.size;
  }
}

/** Key for a `Segment`; the unit separator cannot occur in tokenized text. */
export function segmentKey(segment: Segment): string {
  return [segment.source, segment.hypothesis, ...segment.references].join('\u001f');
}
