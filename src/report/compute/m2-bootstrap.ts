/**
 * M² F0.5 intervals from the per-sentence, per-annotator counts that `scoreM2` already computed (m2scorer's
 * default settings, so the interval belongs to the printed score). Replicates replay m2scorer's sequential
 * annotator choice over the resampled sentence order (src/analyses/stats/m2-replay.ts, as `gecval significance`
 * does); BCa intervals with jackknife acceleration; paired p-values over the shared resamples.
 */
import { m2Replay } from '../../analyses/stats/m2-replay.js';
import { bootstrapVector, pairTests, type IntervalEstimate, type PairTest } from '../../analyses/stats/significance.js';
import type { M2Result } from '../../metrics/m2/corpus.js';
import { silentProgress, withStage, type Progress } from '../../core/progress.js';

/** Progress: one stage of systems × (resamples + sentences) steps (the replicates, then BCa's jackknife). */
export function m2Bootstrap(results: readonly { name: string; result: M2Result }[], resamples: readonly Int32Array[], progress: Progress = silentProgress): { intervals: IntervalEstimate[]; pairs: PairTest[] } {
  const steps = results.reduce((sum, { result }) => sum + resamples.length + result.sentences.length, 0);
  const boots = withStage(progress, 'M2 bootstrap (BCa)', steps, (step) =>
    results.map(({ result }) =>
      bootstrapVector(
        result.sentences.map((s) => s.annotators),
        (counts, idx) => [m2Replay(counts, idx, result.beta).f],
        resamples,
        'bca',
        step,
      ),
    ),
  );
  const intervals = boots.map((b) => ({ estimate: b.estimate[0]!, low: b.interval.low[0]!, high: b.interval.high[0]! }));
  return { intervals, pairs: pairTests(results.map((r) => r.name), intervals.map((i) => i.estimate), boots.map((b) => b.replicates.map((r) => r[0]!))) };
}
