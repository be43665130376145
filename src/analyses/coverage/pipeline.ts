/**
 * The reference-coverage analysis end to end (docs/conservatism.md#correction-classes): per sentence and class type a fingerprint, its
 * UnseenEst histogram, coverage for M = 1..maxM (closed form with replacement, seeded Monte Carlo without, and
 * optionally the Monte Carlo with replacement), expected accuracy curves with bootstrap intervals, the
 * Poisson-binomial distribution of the number of covered sentences, and the distribution summary table.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GecvalInputError } from '../../core/errors.js';
import { SeededRandom } from '../../core/random.js';
import { makeSignature } from '../../core/signature.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import { WordAligner } from '../conservatism/align.js';
import { bootstrapInterval } from '../stats/bootstrap.js';
import { cumulative, poissonBinomialMoments, poissonBinomialPmf } from '../stats/poisson-binomial.js';
import { classKeys, fingerprintOf, type ClassType, type IndexKeyMode } from './classes.js';
import { coverageMonteCarlo, coverageWithReplacement } from './coverage.js';
import type { CrowdSentence } from './crowd.js';
import { readFingerprint, summaryTable, type Histogram, type ThresholdSummary } from './histogram.js';
import { unseenEst, type UnseenEstOptions } from './unseenest.js';
import { valiantUnseen } from './valiant.js';

export interface SentenceFingerprints {
  readonly id: string;
  readonly fingerprints: Partial<Record<ClassType, number[]>>;
  /** The file each fingerprint was read from (named in input errors, e.g. a fingerprint too large). */
  readonly files?: Partial<Record<ClassType, string>>;
}

export function fingerprintsFromCrowd(sentences: readonly CrowdSentence[], indexKey: IndexKeyMode = 'compat'): SentenceFingerprints[] {
  const aligner = new WordAligner();
  return sentences.map((s) => ({
    id: s.id,
    fingerprints: { exact: fingerprintOf(classKeys(s, 'exact')), index: fingerprintOf(classKeys(s, 'index', indexKey, aligner)) },
  }));
}

/** Reads `<name>_exact_input_hist.txt` / `<name>_index_input_hist.txt` pairs from a folder (the paper's layout). */
export function fingerprintsFromDirectory(dir: string): SentenceFingerprints[] {
  const byId = new Map<string, Partial<Record<ClassType, number[]>>>();
  const filesById = new Map<string, Partial<Record<ClassType, string>>>();
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new GecvalInputError('no such folder', { file: dir });
    if (code === 'ENOTDIR') throw new GecvalInputError('--fingerprints expects a folder, but this is a file', { file: dir });
    throw error;
  }
  for (const name of names) {
    const match = /^(.*)_(exact|index)_input_hist\.txt$/u.exec(name);
    if (match === null) continue;
    const entry = byId.get(match[1]!) ?? {};
    entry[match[2] as ClassType] = readFingerprint(join(dir, name));
    byId.set(match[1]!, entry);
    filesById.set(match[1]!, { ...filesById.get(match[1]!), [match[2] as ClassType]: join(dir, name) });
  }
  if (byId.size === 0) throw new GecvalInputError('no *_exact_input_hist.txt or *_index_input_hist.txt files in the folder', { file: dir });
  return [...byId].map(([id, fingerprints]) => ({ id, fingerprints, files: filesById.get(id)! }));
}

export interface CoverageOptions {
  readonly maxM?: number;
  readonly repetitions?: number;
  readonly seed?: number;
  readonly algorithm?: 'paper' | 'valiant';
  readonly solver?: UnseenEstOptions['solver'];
  /** Also simulate the with-replacement Monte Carlo (the closed form is always computed). */
  readonly monteCarloWith?: boolean;
  /** Bootstrap resamples for the accuracy intervals (0 = none). */
  readonly bootstrap?: number;
  readonly progress?: Progress;
}

export const COVERAGE_DEFAULTS = { maxM: 20, repetitions: 1000, seed: 1, algorithm: 'paper' as const, solver: 'ipm' as const, monteCarloWith: false, bootstrap: 1000 };

export type CurveKind = 'with-exact' | 'with-mc' | 'without-mc';

export interface AccuracyPoint {
  readonly M: number;
  readonly accuracy: number;
  readonly ciLow?: number;
  readonly ciHigh?: number;
}

export interface ClassResult {
  readonly classType: ClassType;
  readonly sentences: ReadonlyArray<{ id: string; histogram: Histogram; objective: number; coverage: Partial<Record<CurveKind, number[]>> }>;
  readonly summary: Record<string, ThresholdSummary>;
  readonly curves: Partial<Record<CurveKind, AccuracyPoint[]>>;
  /** Poisson-binomial distribution of covered sentences (closed-form coverage), per M. */
  readonly coveredDistribution: ReadonlyArray<{ M: number; mean: number; variance: number; pmf: number[]; cdf: number[] }>;
}

export interface CoverageResult {
  readonly signature: string;
  readonly classes: readonly ClassResult[];
  readonly warnings: readonly string[];
}

export async function analyseCoverage(sentences: readonly SentenceFingerprints[], options: CoverageOptions = {}): Promise<CoverageResult> {
  const o = { ...COVERAGE_DEFAULTS, ...options };
  const progress = o.progress ?? silentProgress;
  const random = new SeededRandom(o.seed);
  const warnings: string[] = [];
  const classes: ClassResult[] = [];
  for (const classType of ['exact', 'index'] as const) {
    const present = sentences.filter((s) => s.fingerprints[classType] !== undefined);
    if (present.length === 0) continue;
    progress.start(present.length, `coverage (${classType})`);
    const rows: Array<ClassResult['sentences'][number]> = [];
    for (const s of present) {
      const f = s.fingerprints[classType]!;
      const source = s.files?.[classType];
      const est = o.algorithm === 'valiant' ? await valiantUnseen(f, { source }) : await unseenEst(f, { solver: o.solver, source });
      for (const w of est.warnings) warnings.push(`${s.id} (${classType}): ${w}`);
      const coverage: Partial<Record<CurveKind, number[]>> = {
        'with-exact': coverageWithReplacement(est.histogram, o.maxM),
        'without-mc': coverageMonteCarlo(est.histogram, o.maxM, o.repetitions, 'without', random),
      };
      if (o.monteCarloWith) coverage['with-mc'] = coverageMonteCarlo(est.histogram, o.maxM, o.repetitions, 'with', random);
      rows.push({ id: s.id, histogram: est.histogram, objective: est.objective, coverage });
      progress.increment();
    }
    progress.stop();
    const curves: Partial<Record<CurveKind, AccuracyPoint[]>> = {};
    for (const kind of ['with-exact', 'with-mc', 'without-mc'] as const) {
      if (rows[0]!.coverage[kind] === undefined) continue;
      curves[kind] = Array.from({ length: o.maxM }, (_, k) => {
        const values = rows.map((r) => r.coverage[kind]![k]!);
        const accuracy = values.reduce((a, b) => a + b, 0) / values.length;
        if (o.bootstrap <= 0 || values.length < 2) return { M: k + 1, accuracy };
        const mean = (idx: Int32Array) => {
          let sum = 0;
          for (const i of idx) sum += values[i]!;
          return [sum / idx.length];
        };
        const ci = bootstrapInterval(values.length, mean, random, { resamples: o.bootstrap });
        return { M: k + 1, accuracy, ciLow: ci.low[0], ciHigh: ci.high[0] };
      });
    }
    const coveredDistribution = Array.from({ length: o.maxM }, (_, k) => {
      const p = rows.map((r) => Math.min(1, Math.max(0, r.coverage['with-exact']![k]!)));
      const pmf = poissonBinomialPmf(p);
      return { M: k + 1, ...poissonBinomialMoments(p), pmf, cdf: cumulative(pmf) };
    });
    classes.push({ classType, sentences: rows, summary: summaryTable(rows.map((r) => r.histogram)), curves, coveredDistribution });
  }
  return {
    signature: makeSignature('coverage', {
      algorithm: o.algorithm,
      solver: o.algorithm === 'paper' ? `highs-${o.solver}` : 'highs-simplex',
      maxM: o.maxM,
      reps: o.repetitions,
      boot: o.bootstrap,
      seed: o.seed,
    }),
    classes,
    warnings,
  };
}
