/**
 * Scores every system under every metric the inputs allow, with bootstrap intervals and paired significance.
 * M² uses the coverage analysis' significance (BCa, m2scorer's per-sentence annotator choice replayed on every
 * resample); the sentence-level metrics use percentile intervals over the same kind of shared resamples.
 */
import { makeSignature } from '../../core/signature.js';
import { silentProgress, withStage, type Progress } from '../../core/progress.js';
import { findMetric, listMetrics, type AnyMetricEntry } from '../../metrics/registry.js';
import { scoreM2, chooseAnnotators, m2Scores, type M2Result } from '../../metrics/m2/corpus.js';
import { m2Bootstrap } from './m2-bootstrap.js';
import type { Dataset } from '../dataset.js';
import { pairedBootstrap, sharedResamples, type PairTest } from '../../analyses/stats/significance.js';

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
  readonly metrics: readonly string[] | 'all' | 'fast';
  readonly resamples: number;
  readonly seed: number;
  readonly progress?: Progress;
}

export { gleuExpectedStats } from '../../metrics/gleu/entry.js';
export const M2_BETA = 0.5;

/**
 * The leaderboard's columns: the registry entries with a `report` preset, in column order. M² (no segment form) is
 * scored here with its annotator-choice bootstrap; the others through their `create`. USIM is the USIM section's.
 */
function reportColumns(): AnyMetricEntry[] {
  return listMetrics()
    .filter((entry) => entry.report !== undefined)
    .sort((a, b) => a.report!.column - b.report!.column);
}

/** The sentence-level metric family, in the order the leaderboard shows them. */
export const SEGMENT_METRICS: readonly AnyMetricEntry[] = reportColumns().filter((entry) => entry.create !== undefined);

export const LEADERBOARD_METRIC_NAMES = [...reportColumns().map((entry) => entry.name), 'usim'] as const;

/** Left out of the report's default ('fast') leaderboard: Harper checks about 10 sentences a second. */
export const SLOW_LEADERBOARD_METRICS: readonly string[] = ['grammaticality'];

function wanted(options: LeaderboardOptions, name: string): boolean {
  if (options.metrics === 'fast') return !SLOW_LEADERBOARD_METRICS.includes(name);
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
  const boot = m2Bootstrap(dataset.systems.map((s) => ({ name: s.name, result: results.get(s.name)! })), resamples, progress);
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
  return { column: { name: 'm2', label: findMetric('m2').report!.label, higherIsBetter: true, signature, ci: 'BCa 95% (annotator choice replayed per resample)', systems, pairs: boot.pairs }, results };
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
    // A metric that reads gold M2 from files (ERRANT) scores segments against the dataset's references here.
    if ((def.reads.required.includes('references') || def.reads.required.includes('m2')) && dataset.references.length === 0) {
      skipped.push({ name: def.name, reason: 'needs references (dataset.references)' });
      continue;
    }
    const label = def.report!.label;
    try {
      const metric = await withStage(progress, `${label}: loading`, 1, async (step) => {
        const created = await def.create!(def.defaults, {});
        step();
        return created;
      });
      try {
        const perSystem = dataset.systems.map((s) => s.lines.map((hypothesis, i) => ({ source: dataset.source[i]!, hypothesis, references: dataset.references.map((r) => r.lines[i]!) })));
        await metric.prepare?.(perSystem.flat(), progress);
        // Progress per sentence, not per system: one system's statistics can take longer than a progress interval
        // (SARI, MAX-SARI), and a timer cannot print while this synchronous loop runs.
        const stats = withStage(progress, `${label}: statistics`, perSystem.length * dataset.source.length, (step) =>
          perSystem.map((segments) => {
            if (metric.statisticsOfAll === undefined) {
              return segments.map((seg) => {
                const st = metric.statistics(seg);
                step();
                return st;
              });
            }
            // The batch form where a metric has one (equal to statistics() per item; SARI's is much faster), in
            // chunks small enough to keep reporting.
            const st: ReturnType<typeof metric.statistics>[] = [];
            for (let from = 0; from < segments.length; from += 250) {
              const chunk = segments.slice(from, from + 250);
              st.push(...metric.statisticsOfAll(chunk));
              step(chunk.length);
            }
            return st;
          }),
        );
        const named = dataset.systems.map((s, k) => ({ name: s.name, stats: stats[k]! }));
        const replicate = await def.report!.replicateScore?.();
        const boot = withStage(progress, `${label}: bootstrap`, named.length * resamples.length, (step) => pairedBootstrap(named, (st) => metric.corpusScore(st), resamples, replicate?.score, step));
        metrics.push({
          name: def.name,
          label,
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
  const { ensembleSpecs, ensembleColumn } = await import('./ensemble.js');
  for (const name of ensembleSpecs(options.metrics)) {
    try {
      metrics.push(await ensembleColumn(dataset, name, options.resamples, options.seed, progress));
    } catch (error) {
      skipped.push({ name, reason: (error as Error).message });
    }
  }
  return { signature: leaderboardSignature(options), metrics, skipped, m2 };
}

/** A column from sentence scores whose corpus score is their mean (USIM). */
export function meanColumn(name: string, label: string, signature: string, systems: readonly { name: string; sentences: readonly number[] }[], resamples: number, seed: number, progress: Progress = silentProgress): MetricColumn {
  const mean = (xs: readonly number[]) => (xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
  const shared = sharedResamples(systems[0]?.sentences.length ?? 0, resamples, seed);
  const boot = withStage(progress, `${label}: bootstrap`, systems.length * shared.length, (step) => pairedBootstrap(systems.map((s) => ({ name: s.name, stats: s.sentences })), mean, shared, mean, step));
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

/** The report's leaderboard/leaderboard.json (no sentence scores); the browser app downloads the same document. */
export function leaderboardView(lb: Pick<LeaderboardResult, 'signature' | 'metrics' | 'skipped'>): Record<string, unknown> {
  return { signature: lb.signature, metrics: lb.metrics.map((m) => ({ ...m, systems: m.systems.map(({ sentences: _, ...rest }) => rest) })), skipped: lb.skipped };
}
