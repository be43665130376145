/**
 * Confidence intervals and pairwise significance of real correctors' M² scores (docs/conservatism.md#real-correctors): each system is scored
 * once per sentence and annotator with the MaxMatch scorer (src/metrics/m2), then sentences are resampled and only
 * the cumulative annotator choice is replayed (src/analyses/stats/m2-replay.ts). All systems share the same
 * resamples (a paired design), so the replicate differences give paired p-values (src/analyses/stats/significance.ts).
 */
import { GecvalInputError } from '../../core/errors.js';
import { makeSignature } from '../../core/signature.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import type { M2Sentence } from '../../formats/m2.js';
import { scoreAnnotators } from '../../metrics/m2/corpus.js';
import { goldFromM2 } from '../../metrics/m2/gold.js';
import { resolveM2Options } from '../../metrics/m2/options.js';
import type { AnnotatorCounts } from '../../metrics/m2/sentence.js';
import type { BootstrapInterval } from '../stats/bootstrap.js';
import { m2Replay } from '../stats/m2-replay.js';
import { bootstrapVector, pairTests, sharedResamples, type PairTest } from '../stats/significance.js';

export interface SystemOutput {
  readonly name: string;
  readonly lines: readonly string[];
  readonly path?: string;
}

export interface SignificanceOptions {
  readonly resamples?: number;
  readonly seed?: number;
  readonly beta?: number;
  readonly method?: 'bca' | 'percentile';
  readonly progress?: Progress;
  /** the gold M2 file's name, for error messages */
  readonly goldFile?: string;
}

export const SIGNIFICANCE_DEFAULTS = { resamples: 1000, seed: 1, beta: 0.5, method: 'bca' as const };

export interface SystemInterval {
  readonly name: string;
  /** [P, R, F] intervals. */
  readonly interval: BootstrapInterval;
}

/** F(a) − F(b) on the full data, its 95% interval and two-sided paired bootstrap p-value. */
export type PairwiseTest = PairTest;

export interface SignificanceResult {
  readonly signature: string;
  readonly systems: readonly SystemInterval[];
  readonly pairs: readonly PairwiseTest[];
}

type Counts = readonly (readonly AnnotatorCounts[])[];

/** [P, R, F] of a resample, replaying m2scorer's annotator choice. */
function scoreOf(counts: Counts, idx: ArrayLike<number>, beta: number): [number, number, number] {
  const s = m2Replay(counts, idx, beta);
  return [s.precision, s.recall, s.f];
}

export function systemSignificance(gold: readonly M2Sentence[], systems: readonly SystemOutput[], options: SignificanceOptions = {}): SignificanceResult {
  const o = { ...SIGNIFICANCE_DEFAULTS, ...options };
  if (systems.length === 0) throw new GecvalInputError('give at least one system output');
  if (gold.length < 2) throw new GecvalInputError('the M2 file needs at least 2 sentences for a bootstrap');
  for (const s of systems) {
    if (s.lines.length !== gold.length) {
      const goldName = o.goldFile === undefined ? 'the M2 file' : `the M2 file (${o.goldFile})`;
      throw new GecvalInputError(`has ${s.lines.length} lines but ${goldName} has ${gold.length} sentences`, { file: s.path ?? s.name, line: Math.min(s.lines.length, gold.length) + 1 });
    }
  }
  const m2Options = resolveM2Options({ beta: o.beta, ignoreWhitespaceCasing: true });
  const goldSentences = gold.map(goldFromM2);
  const progress = o.progress ?? silentProgress;
  progress.start(systems.length, 'significance');
  const counts: Counts[] = systems.map((s) => {
    // With the file named, an error in one sentence (a lattice too large to score) names the file and line.
    const c = scoreAnnotators(s.lines, goldSentences, m2Options, undefined, s.path);
    progress.increment();
    return c;
  });
  progress.stop();
  const resampled = sharedResamples(gold.length, o.resamples, o.seed);
  const boots = counts.map((c) => bootstrapVector(c, (stats, idx) => scoreOf(stats, idx, o.beta), resampled, o.method));
  const F = 2;
  const pairs = pairTests(
    systems.map((s) => s.name),
    boots.map((b) => b.estimate[F]!),
    boots.map((b) => b.replicates.map((r) => r[F]!)),
  );
  return {
    signature: makeSignature('m2-significance', { beta: o.beta, max_unchanged: 2, ws_case: 'ignored', boot: o.resamples, ci: o.method, test: 'paired', seed: o.seed }),
    systems: systems.map((s, k) => ({ name: s.name, interval: boots[k]!.interval })),
    pairs,
  };
}
