/**
 * The perfect corrector's F0.5 under M references (spec §12): a CoNLL-2014-sized corpus whose annotated
 * sentences are replaced by crowd-corrected sentences with M sampled references each; the "system" output is one
 * more sampled correction, so its true accuracy is 1. Corpus P/R/F with BCa bootstrap intervals (resampling
 * sentences over cached counts), for M = 1..maxM.
 */
import { GecvalInputError } from '../../core/errors.js';
import { SeededRandom } from '../../core/random.js';
import { makeSignature } from '../../core/signature.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import type { M2Sentence } from '../../formats/m2.js';
import { bootstrapInterval, type BootstrapInterval } from '../stats/bootstrap.js';
import type { CrowdSentence } from './crowd.js';
import { alignCorrection, type AlignedOutput } from './edits.js';
import { corpusScore, latticeCounts, type EditCounts } from './m2-counts.js';

export interface PerfectCorrectorOptions {
  readonly maxM?: number;
  readonly resamples?: number;
  readonly seed?: number;
  readonly beta?: number;
  readonly progress?: Progress;
}

export const PERFECT_CORRECTOR_DEFAULTS = { maxM: 10, resamples: 1000, seed: 1, beta: 0.5 };

export interface PerfectCorrectorPoint {
  readonly M: number;
  /** [P, R, F] on the sampled corpus. */
  readonly fullData: readonly number[];
  readonly interval: BootstrapInterval;
}

export interface PerfectCorrectorResult {
  readonly signature: string;
  readonly sentences: number;
  readonly uncorrected: number;
  readonly points: readonly PerfectCorrectorPoint[];
}

/** Per-sentence annotator counts of one sampled corpus (the sampling is done once per M, as in the paper). */
export function samplePerfectCorpus(
  m2: readonly M2Sentence[],
  crowd: readonly CrowdSentence[],
  M: number,
  random: SeededRandom,
  cache = new Map<string, AlignedOutput>(),
): EditCounts[][] {
  // A crowd sentence is chosen in proportion to its number of answers (uniform over rows, as in the code).
  const rows = crowd.flatMap((s, si) => s.corrections.map(() => si));
  const aligned = (si: number, ci: number): AlignedOutput => {
    const key = `${si}:${ci}`;
    let hit = cache.get(key);
    if (hit === undefined) cache.set(key, (hit = alignCorrection(crowd[si]!.source, crowd[si]!.corrections[ci]!.text)));
    return hit;
  };
  return m2.map((block) => {
    if (block.edits.length === 0) return [[0, 0, 0] as EditCounts]; // needs no correction: output = source
    const si = random.pick(rows);
    const n = crowd[si]!.corrections.length;
    const references = Array.from({ length: M }, () => aligned(si, random.integer(0, n - 1)).edits);
    const output = aligned(si, random.integer(0, n - 1));
    return references.map((ref) => latticeCounts(output, ref));
  });
}

export function perfectCorrectorF(m2: readonly M2Sentence[], crowd: readonly CrowdSentence[], options: PerfectCorrectorOptions = {}): PerfectCorrectorResult {
  const o = { ...PERFECT_CORRECTOR_DEFAULTS, ...options };
  if (m2.length < 2) throw new GecvalInputError('the M2 corpus needs at least 2 sentences for a bootstrap');
  if (crowd.length === 0) throw new GecvalInputError('no crowd corrections');
  // Separate streams, so that the sampled corpora do not depend on the number of bootstrap resamples.
  const corpusRandom = new SeededRandom(o.seed);
  const bootstrapRandom = corpusRandom.fork();
  const progress = o.progress ?? silentProgress;
  progress.start(o.maxM, 'perfect corrector');
  const points: PerfectCorrectorPoint[] = [];
  const cache = new Map<string, AlignedOutput>();
  for (let M = 1; M <= o.maxM; M++) {
    const counts = samplePerfectCorpus(m2, crowd, M, corpusRandom, cache);
    const statistic = (idx: Int32Array) => corpusScore(counts, idx, o.beta);
    const all = Int32Array.from(counts.keys());
    points.push({ M, fullData: statistic(all), interval: bootstrapInterval(counts.length, statistic, bootstrapRandom, { resamples: o.resamples }) });
    progress.increment();
  }
  progress.stop();
  return {
    signature: makeSignature('perfect-corrector', { beta: o.beta, maxM: o.maxM, boot: o.resamples, ci: 'bca', seed: o.seed, edits: 'aligned' }),
    sentences: m2.length,
    uncorrected: m2.filter((b) => b.edits.length === 0).length,
    points,
  };
}
