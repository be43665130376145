/**
 * The perfect corrector's F0.5 under M references (docs/conservatism.md#perfect-corrector): a CoNLL-2014-sized corpus whose annotated
 * sentences are replaced by crowd-corrected sentences with M sampled references each; the "system" output is one
 * more sampled correction, so its true accuracy is 1. Corpus P/R/F with BCa bootstrap intervals (resampling
 * sentences over cached counts), for M = 1..maxM. The default scorer is the real MaxMatch scorer (`m2`, one
 * annotator per sampled reference); `lattice-approx` is the earlier set matcher that only mimics its lattice.
 */
import { GecvalInputError } from '../../core/errors.js';
import { SeededRandom } from '../../core/random.js';
import { makeSignature } from '../../core/signature.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import type { M2Sentence } from '../../formats/m2.js';
import { bootstrapInterval, type BootstrapInterval } from '../stats/bootstrap.js';
import type { CrowdSentence } from './crowd.js';
import { WordAligner } from '../conservatism/align.js';
import { compatEdits } from './compat-edits.js';
import { alignCorrection, type SimpleEdit } from './edits.js';
import { corpusScore, latticeCounts, type EditCounts } from './m2-counts.js';
import { m2CorpusScore, m2ReferenceCounts, perfectM2Options } from './perfect-m2.js';
import { tokenize } from '../../text/tokens.js';

/** `m2`: m2scorer 3.2 on an M2 gold with one annotator per reference; `lattice-approx`: the older set matcher. */
export type PerfectScorer = 'm2' | 'lattice-approx';
export const PERFECT_SCORERS: readonly PerfectScorer[] = ['m2', 'lattice-approx'];
/** Reference edits: `aligned` (minimal edits of a token alignment) or `compat` (the original's drifting walk, docs/conservatism.md#crowd-edit-extraction). */
export type ReferenceExtractor = 'aligned' | 'compat';
export const REFERENCE_EXTRACTORS: readonly ReferenceExtractor[] = ['aligned', 'compat'];

export interface PerfectCorrectorOptions {
  readonly maxM?: number;
  readonly resamples?: number;
  readonly seed?: number;
  readonly beta?: number;
  readonly scorer?: PerfectScorer;
  readonly extractor?: ReferenceExtractor;
  readonly progress?: Progress;
}

export const PERFECT_CORRECTOR_DEFAULTS = { maxM: 10, resamples: 1000, seed: 1, beta: 0.5, scorer: 'm2' as PerfectScorer, extractor: 'aligned' as ReferenceExtractor };

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

/** How one sampled corpus is built and scored (see `PerfectCorrectorOptions`). */
export interface PerfectCorpusSettings {
  readonly scorer?: PerfectScorer;
  readonly extractor?: ReferenceExtractor;
  readonly beta?: number;
  /** Alignments / extracted edits of (sentence, correction) pairs, shared across M. */
  readonly cache?: Map<string, unknown>;
}

/** Per-sentence annotator counts of one sampled corpus (the sampling is done once per M, as in the paper). */
export function samplePerfectCorpus(
  m2: readonly M2Sentence[],
  crowd: readonly CrowdSentence[],
  M: number,
  random: SeededRandom,
  settings: PerfectCorpusSettings = {},
): EditCounts[][] {
  const { scorer = 'lattice-approx', extractor = 'aligned', beta = PERFECT_CORRECTOR_DEFAULTS.beta, cache = new Map<string, unknown>() } = settings;
  const options = perfectM2Options(beta);
  const aligner = new WordAligner();
  // A crowd sentence is chosen in proportion to its number of answers (uniform over rows, as in the code).
  const rows = crowd.flatMap((s, si) => s.corrections.map(() => si));
  const memo = <T>(key: string, make: () => T): T => {
    let hit = cache.get(key) as T | undefined;
    if (hit === undefined) cache.set(key, (hit = make()));
    return hit;
  };
  const aligned = (si: number, ci: number) => memo(`a${si}:${ci}`, () => alignCorrection(crowd[si]!.source, crowd[si]!.corrections[ci]!.text));
  const referenceEdits = (si: number, ci: number): readonly SimpleEdit[] =>
    extractor === 'compat' ? memo(`c${si}:${ci}`, () => compatEdits(crowd[si]!.source, crowd[si]!.corrections[ci]!.text, aligner)) : aligned(si, ci).edits;
  return m2.map((block) => {
    if (block.edits.length === 0) return [[0, 0, 0] as EditCounts]; // needs no correction: output = source
    const si = random.pick(rows);
    const n = crowd[si]!.corrections.length;
    const references = Array.from({ length: M }, () => referenceEdits(si, random.integer(0, n - 1)));
    const ci = random.integer(0, n - 1);
    if (scorer === 'lattice-approx') return references.map((ref) => latticeCounts(aligned(si, ci), ref));
    // compat: the original wrote the raw source as the S line and the raw correction as the output.
    const [source, output] = extractor === 'compat'
      ? [tokenize(crowd[si]!.source), crowd[si]!.corrections[ci]!.text]
      : [aligned(si, ci).source, aligned(si, ci).tokens.join(' ')];
    return m2ReferenceCounts(source, output, references, options).map((c) => [c.correct, c.proposed, c.gold] as EditCounts);
  });
}

export function perfectCorrectorF(m2: readonly M2Sentence[], crowd: readonly CrowdSentence[], options: PerfectCorrectorOptions = {}): PerfectCorrectorResult {
  const o = { ...PERFECT_CORRECTOR_DEFAULTS, ...options };
  if (m2.length < 2) throw new GecvalInputError('the M2 corpus needs at least 2 sentences for a bootstrap');
  if (crowd.length === 0) throw new GecvalInputError('no crowd corrections');
  if (!PERFECT_SCORERS.includes(o.scorer)) throw new GecvalInputError(`unknown perfect-corrector scorer '${String(o.scorer)}' (expected ${PERFECT_SCORERS.join(' or ')})`);
  if (!REFERENCE_EXTRACTORS.includes(o.extractor)) throw new GecvalInputError(`unknown reference extractor '${String(o.extractor)}' (expected ${REFERENCE_EXTRACTORS.join(' or ')})`);
  // Separate streams, so that the sampled corpora do not depend on the number of bootstrap resamples.
  const corpusRandom = new SeededRandom(o.seed);
  const bootstrapRandom = corpusRandom.fork();
  const progress = o.progress ?? silentProgress;
  progress.start(o.maxM, 'perfect corrector');
  const points: PerfectCorrectorPoint[] = [];
  const cache = new Map<string, unknown>();
  for (let M = 1; M <= o.maxM; M++) {
    const counts = samplePerfectCorpus(m2, crowd, M, corpusRandom, { scorer: o.scorer, extractor: o.extractor, beta: o.beta, cache });
    const annotators = counts.map((options) => options.map(([correct, proposed, gold], annotator) => ({ annotator, correct, proposed, gold })));
    const statistic = o.scorer === 'm2' ? (idx: Int32Array) => m2CorpusScore(annotators, idx, o.beta) : (idx: Int32Array) => corpusScore(counts, idx, o.beta);
    const all = Int32Array.from(counts.keys());
    points.push({ M, fullData: statistic(all), interval: bootstrapInterval(counts.length, statistic, bootstrapRandom, { resamples: o.resamples }) });
    progress.increment();
  }
  progress.stop();
  return {
    signature: makeSignature('perfect-corrector', { beta: o.beta, maxM: o.maxM, boot: o.resamples, ci: 'bca', seed: o.seed, edits: o.extractor, scorer: o.scorer === 'm2' ? 'm2scorer-3.2' : 'lattice-approx' }),
    sentences: m2.length,
    uncorrected: m2.filter((b) => b.edits.length === 0).length,
    points,
  };
}
