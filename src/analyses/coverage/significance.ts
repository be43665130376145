/**
 * Confidence intervals and pairwise significance of real correctors' M² scores (spec §13): each system is scored
 * once per sentence and annotator with the MaxMatch scorer (src/metrics/m2), then sentences are resampled and only
 * the cumulative annotator choice is replayed. All systems share the same resamples (a paired design), so the
 * replicate differences give paired p-values.
 */
import { GecvalInputError } from '../../core/errors.js';
import { SeededRandom } from '../../core/random.js';
import { makeSignature } from '../../core/signature.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import type { M2Sentence } from '../../formats/m2.js';
import { chooseAnnotators, m2Scores, scoreAnnotators } from '../../metrics/m2/corpus.js';
import { goldFromM2 } from '../../metrics/m2/gold.js';
import { resolveM2Options } from '../../metrics/m2/options.js';
import type { AnnotatorCounts } from '../../metrics/m2/sentence.js';
import { bcaFromReplicates, jackknifeValues, percentileFromReplicates, resampleIndices, roundHalfEven, type BootstrapInterval } from '../stats/bootstrap.js';

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
}

export const SIGNIFICANCE_DEFAULTS = { resamples: 1000, seed: 1, beta: 0.5, method: 'bca' as const };

export interface SystemInterval {
  readonly name: string;
  /** [P, R, F] intervals. */
  readonly interval: BootstrapInterval;
}

export interface PairwiseTest {
  readonly a: string;
  readonly b: string;
  /** F(a) − F(b) on the full data. */
  readonly difference: number;
  readonly low: number;
  readonly high: number;
  /** Two-sided paired bootstrap p-value of the F difference. */
  readonly pValue: number;
}

export interface SignificanceResult {
  readonly signature: string;
  readonly systems: readonly SystemInterval[];
  readonly pairs: readonly PairwiseTest[];
}

type Counts = readonly (readonly AnnotatorCounts[])[];

function scoreOf(counts: Counts, idx: ArrayLike<number>, beta: number): [number, number, number] {
  const seq: (readonly AnnotatorCounts[])[] = new Array(idx.length);
  for (let k = 0; k < idx.length; k++) seq[k] = counts[idx[k]!]!;
  const s = m2Scores(chooseAnnotators(seq, beta).totals, beta);
  return [s.precision, s.recall, s.f];
}

export function systemSignificance(gold: readonly M2Sentence[], systems: readonly SystemOutput[], options: SignificanceOptions = {}): SignificanceResult {
  const o = { ...SIGNIFICANCE_DEFAULTS, ...options };
  if (systems.length === 0) throw new GecvalInputError('give at least one system output');
  if (gold.length < 2) throw new GecvalInputError('the M2 file needs at least 2 sentences for a bootstrap');
  for (const s of systems) {
    if (s.lines.length !== gold.length) {
      throw new GecvalInputError(`has ${s.lines.length} lines but the M2 file has ${gold.length} sentences`, { file: s.path ?? s.name, line: Math.min(s.lines.length, gold.length) + 1 });
    }
  }
  const m2Options = resolveM2Options({ beta: o.beta, ignoreWhitespaceCasing: true });
  const goldSentences = gold.map(goldFromM2);
  const progress = o.progress ?? silentProgress;
  progress.start(systems.length, 'significance');
  const counts: Counts[] = systems.map((s) => {
    const c = scoreAnnotators(s.lines, goldSentences, m2Options);
    progress.increment();
    return c;
  });
  progress.stop();
  const n = gold.length;
  const random = new SeededRandom(o.seed);
  const resampled = resampleIndices(n, o.resamples, random);
  const all = Int32Array.from({ length: n }, (_, i) => i);
  const replicates = counts.map((c) => resampled.map((idx) => scoreOf(c, idx, o.beta)));
  const estimates = counts.map((c) => scoreOf(c, all, o.beta));
  const intervals = counts.map((c, k) =>
    o.method === 'percentile'
      ? percentileFromReplicates(replicates[k]!, estimates[k]!)
      : bcaFromReplicates(replicates[k]!, estimates[k]!, jackknifeValues(n, (idx) => scoreOf(c, idx, o.beta))),
  );
  const pairs: PairwiseTest[] = [];
  for (let a = 0; a < systems.length; a++) {
    for (let b = a + 1; b < systems.length; b++) {
      const observed = estimates[a]![2] - estimates[b]![2];
      const diffs = replicates[a]!.map((r, i) => r[2]! - replicates[b]![i]![2]!).sort((x, y) => x - y);
      const opposite = diffs.filter((d) => (observed >= 0 ? d <= 0 : d >= 0)).length;
      const B = diffs.length;
      pairs.push({
        a: systems[a]!.name,
        b: systems[b]!.name,
        difference: observed,
        low: diffs[roundHalfEven((B - 1) * 0.025)]!,
        high: diffs[roundHalfEven((B - 1) * 0.975)]!,
        pValue: Math.min(1, (2 * (opposite + 1)) / (B + 1)),
      });
    }
  }
  return {
    signature: makeSignature('m2-significance', { beta: o.beta, max_unchanged: 2, ws_case: 'ignored', boot: o.resamples, ci: o.method, test: 'paired', seed: o.seed }),
    systems: systems.map((s, k) => ({ name: s.name, interval: intervals[k]! })),
    pairs,
  };
}
