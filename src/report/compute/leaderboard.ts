/**
 * Scores every system under every metric the inputs allow, with bootstrap intervals and paired significance.
 * M² uses the coverage analysis' significance (BCa, m2scorer's per-sentence annotator choice replayed on every
 * resample); the sentence-level metrics use percentile intervals over the same kind of shared resamples.
 */
import { makeSignature } from '../../core/signature.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import type { Metric, Segment } from '../../metrics/metric.js';
import { scoreM2, chooseAnnotators, m2Scores, type M2Result } from '../../metrics/m2/corpus.js';
import { m2Bootstrap } from './m2-bootstrap.js';
import type { Dataset } from '../dataset.js';
import { pairedBootstrap, sharedResamples, type PairTest } from './paired-bootstrap.js';

export interface SystemScore {
  readonly name: string;
  readonly score: number;
  readonly low: number;
  readonly high: number;
  /** Sentence-level scores, line-aligned with the source. */
  readonly sentences: readonly number[];
  readonly extra?: Readonly<Record<string, number>>;
}

export interface MetricColumn {
  readonly name: string;
  readonly label: string;
  readonly higherIsBetter: boolean;
  readonly signature: string;
  readonly ci: string;
  readonly systems: readonly SystemScore[];
  readonly pairs: readonly PairTest[];
}

export interface LeaderboardResult {
  readonly signature: string;
  readonly metrics: MetricColumn[];
  readonly skipped: { name: string; reason: string }[];
  /** Full M² results per system (edits for the sentence explorer). */
  readonly m2?: ReadonlyMap<string, M2Result>;
}

export interface LeaderboardOptions {
  readonly metrics: readonly string[] | 'all';
  readonly resamples: number;
  readonly seed: number;
  readonly progress?: Progress;
}

interface SegmentMetricDef {
  readonly name: string;
  readonly label: string;
  readonly needsReferences: boolean;
  create(): Promise<Metric<Segment, unknown> & { prepare?(segments: readonly Segment[], progress?: Progress): Promise<void>; close?(): Promise<void> }>;
  /**
   * A cheaper corpus score for bootstrap replicates, where the full one is too slow to run per resample
   * (GLEU averages 500 reference samples; replicates use fewer). Named in the column's `ci` text.
   */
  replicateScore?(): Promise<{ score: (stats: readonly unknown[]) => number; label: string }>;
}

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
export const M2_BETA = 0.5;

/** The sentence-level metric family, in the order the leaderboard shows them. */
export const SEGMENT_METRICS: readonly SegmentMetricDef[] = [
  {
    name: 'gleu',
    label: 'GLEU',
    needsReferences: true,
    create: async () => (await import('../../metrics/gleu.js')).createGleu(),
    replicateScore: async () => {
      const { gleuFromStats } = await import('../../metrics/gleu.js');
      return { score: (stats) => gleuExpectedStats(stats as readonly (readonly (readonly number[])[])[], gleuFromStats), label: 'replicates use reference-averaged statistics' };
    },
  },
  { name: 'bleu', label: 'BLEU', needsReferences: true, create: async () => (await import('../../metrics/bleu.js')).createBleu() },
  { name: 'ibleu', label: 'iBLEU', needsReferences: true, create: async () => (await import('../../metrics/ibleu.js')).createIBleu() },
  { name: 'sari', label: 'SARI', needsReferences: true, create: async () => (await import('../../metrics/sari.js')).createSari({ mode: 'sari' }) },
  { name: 'max-sari', label: 'MAX-SARI', needsReferences: true, create: async () => (await import('../../metrics/sari.js')).createSari({ mode: 'max' }) },
  { name: 'minld-or', label: 'MinLD O→R', needsReferences: true, create: async () => (await import('../../metrics/levenshtein.js')).createMinLd() },
  { name: 'ld-so', label: 'LD S→O', needsReferences: false, create: async () => (await import('../../metrics/levenshtein.js')).createLdSourceOutput() },
  {
    name: 'grammaticality',
    label: 'Grammaticality',
    needsReferences: false,
    create: async () => {
      const { createGrammarChecker } = await import('../../metrics/builtin-metrics.js');
      const { createGrammaticality } = await import('../../metrics/grammaticality/metric.js');
      const checker = await createGrammarChecker({ ltUrl: '', ignoreKinds: 'Formatting', counts: '' });
      const metric = createGrammaticality(checker);
      return Object.assign(metric, { close: async () => checker.close?.() });
    },
  },
];

export const LEADERBOARD_METRIC_NAMES = ['m2', ...SEGMENT_METRICS.map((m) => m.name), 'usim'] as const;

function wanted(options: LeaderboardOptions, name: string): boolean {
  return options.metrics === 'all' || options.metrics.includes(name);
}

function m2Column(dataset: Dataset, resamples: readonly Int32Array[], progress: Progress): { column: MetricColumn; results: Map<string, M2Result> } {
  const gold = dataset.gold!;
  const results = new Map<string, M2Result>();
  progress.start(dataset.systems.length, 'M2 scores');
  for (const s of dataset.systems) {
    results.set(s.name, scoreM2(s.lines, gold, { beta: M2_BETA }));
    progress.increment();
  }
  progress.stop();
  const boot = m2Bootstrap(dataset.systems.map((s) => ({ name: s.name, result: results.get(s.name)! })), resamples);
  const systems = dataset.systems.map((s, k) => {
    const r = results.get(s.name)!;
    return {
      name: s.name,
      score: r.f,
      low: boot.intervals[k]!.low,
      high: boot.intervals[k]!.high,
      sentences: r.sentences.map((x) => m2Scores(chooseAnnotators([x.annotators], r.beta).totals, r.beta).f),
      extra: { precision: r.precision, recall: r.recall, correct: r.correct, proposed: r.proposed, gold: r.gold },
    };
  });
  const signature = results.get(dataset.systems[0]!.name)!.signature;
  return { column: { name: 'm2', label: 'M² F0.5', higherIsBetter: true, signature, ci: 'BCa 95% (annotator choice replayed per resample)', systems, pairs: boot.pairs }, results };
}

export async function computeLeaderboard(dataset: Dataset, options: LeaderboardOptions): Promise<LeaderboardResult> {
  const progress = options.progress ?? silentProgress;
  const metrics: MetricColumn[] = [];
  const skipped: { name: string; reason: string }[] = [];
  let m2: Map<string, M2Result> | undefined;
  const resamples = sharedResamples(dataset.source.length, options.resamples, options.seed);
  if (wanted(options, 'm2')) {
    if (dataset.gold === undefined) skipped.push({ name: 'm2', reason: 'no gold M2 file given (dataset.m2)' });
    else {
      const r = m2Column(dataset, resamples, progress);
      metrics.push(r.column);
      m2 = r.results;
    }
  }
  for (const def of SEGMENT_METRICS) {
    if (!wanted(options, def.name)) continue;
    if (def.needsReferences && dataset.references.length === 0) {
      skipped.push({ name: def.name, reason: 'needs references (dataset.references)' });
      continue;
    }
    try {
      const metric = await def.create();
      try {
        const perSystem = dataset.systems.map((s) => s.lines.map((hypothesis, i) => ({ source: dataset.source[i]!, hypothesis, references: dataset.references.map((r) => r.lines[i]!) })));
        await metric.prepare?.(perSystem.flat(), progress);
        progress.start(dataset.systems.length, def.label);
        const stats = perSystem.map((segments) => {
          const st = segments.map((seg) => metric.statistics(seg));
          progress.increment();
          return st;
        });
        progress.stop();
        const named = dataset.systems.map((s, k) => ({ name: s.name, stats: stats[k]! }));
        const replicate = await def.replicateScore?.();
        const boot = pairedBootstrap(named, (st) => metric.corpusScore(st), resamples, replicate?.score);
        metrics.push({
          name: def.name,
          label: def.label,
          higherIsBetter: metric.higherIsBetter,
          signature: metric.signature(),
          ci: replicate ? `percentile 95%; ${replicate.label}` : 'percentile 95%',
          systems: dataset.systems.map((s, k) => ({ name: s.name, score: boot.intervals[k]!.estimate, low: boot.intervals[k]!.low, high: boot.intervals[k]!.high, sentences: stats[k]!.map((x) => metric.sentenceScore(x)) })),
          pairs: boot.pairs,
        });
      } finally {
        await metric.close?.();
      }
    } catch (error) {
      skipped.push({ name: def.name, reason: (error as Error).message });
    }
  }
  return { signature: leaderboardSignature(options), metrics, skipped, m2 };
}

/** A column from sentence scores whose corpus score is their mean (USIM). */
export function meanColumn(name: string, label: string, signature: string, systems: readonly { name: string; sentences: readonly number[] }[], resamples: number, seed: number): MetricColumn {
  const mean = (xs: readonly number[]) => (xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
  const boot = pairedBootstrap(systems.map((s) => ({ name: s.name, stats: s.sentences })), mean, sharedResamples(systems[0]?.sentences.length ?? 0, resamples, seed));
  return {
    name,
    label,
    higherIsBetter: true,
    signature,
    ci: 'percentile 95%',
    systems: systems.map((s, k) => ({ name: s.name, score: boot.intervals[k]!.estimate, low: boot.intervals[k]!.low, high: boot.intervals[k]!.high, sentences: s.sentences })),
    pairs: boot.pairs,
  };
}

export function leaderboardSignature(options: Pick<LeaderboardOptions, 'resamples' | 'seed'>): string {
  return makeSignature('gecval-report-leaderboard', { boot: options.resamples, test: 'paired', alpha: 0.05, seed: options.seed, precision: 4 });
}
