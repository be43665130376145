/**
 * UnseenEst as run for the paper (Zou et al.'s released code as forked by the authors, `borgr/unseenest`): one LP
 * that fits a histogram on a geometric probability grid to the observed fingerprint, weighting each fingerprint
 * discrepancy by 1/sqrt(F_i + 1), with binomial expectations, an N_max cap and the mass equality. No second LP.
 * The original solves it with cvxopt's interior-point `solvers.lp`; HiGHS gives the same summaries (per sentence
 * within 2e-4, see docs/conservatism.md), so the paper's table is reproduced from the fingerprints it was run on.
 */
import { GecvalInputError } from '../../core/errors.js';
import { makeSignature } from '../../core/signature.js';
import { validateFingerprint, type Histogram } from './histogram.js';
import { solveLp, type LpColumn, type LpSolver } from './lp.js';

export interface UnseenEstOptions {
  /** Grid ratio between consecutive probabilities (original: 1.05). */
  readonly gridFactor?: number;
  /** Cap on the total number of classes (original: 65,000,000). */
  readonly maxClasses?: number;
  /** `ipm` (interior point, no crossover: spread solutions like the paper's cvxopt) or `simplex` (vertex). */
  readonly solver?: LpSolver;
  /** The file the fingerprint came from, named in error messages (not part of the estimate). */
  readonly source?: string;
}

export const UNSEENEST_DEFAULTS = { gridFactor: 1.05, maxClasses: 65_000_000, solver: 'ipm' as LpSolver };

export interface UnseenEstResult {
  readonly histogram: Histogram;
  /** Optimal weighted fingerprint discrepancy. */
  readonly objective: number;
  readonly sampleSize: number;
  readonly warnings: readonly string[];
  readonly signature: string;
}

/**
 * The largest sample size n = Σ k·f_k the LPs are run on. Both estimators were checked to solve exactly (mass 1)
 * on fingerprints up to here; far beyond, the grid reaches probabilities near 1/(100n) (1/n² for Valiant's) and
 * HiGHS meets coefficients it treats as infinite (≥ 1e15) and fails. Crowd data has 50–75 corrections a sentence.
 */
export const MAX_SAMPLE_SIZE = 1_000_000;

/**
 * Rejects fingerprints too large for the LPs as an input error naming the entry (line k of a fingerprint file)
 * that contributes most corrections, instead of letting a solver failure through.
 */
export function checkSampleSize(fingerprint: readonly number[], source?: string): number {
  let n = 0;
  let largest = 0;
  fingerprint.forEach((f, k) => {
    n += (k + 1) * f;
    if ((k + 1) * f > (largest + 1) * fingerprint[largest]!) largest = k;
  });
  if (!(n <= MAX_SAMPLE_SIZE)) {
    throw new GecvalInputError(
      `${fingerprint[largest]} classes seen ${largest + 1} time${largest === 0 ? '' : 's'} make ${n} corrections in all; UnseenEst runs on at most ${MAX_SAMPLE_SIZE} corrections (line k of a fingerprint counts the classes seen exactly k times)`,
      { file: source, line: largest + 1 },
    );
  }
  return n;
}

export function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log((n - k + i) / i);
  return s;
}

export function binomialPmf(i: number, n: number, x: number): number {
  if (x >= 1) return i === n ? 1 : 0;
  if (x <= 0) return i === 0 ? 1 : 0;
  return Math.exp(logChoose(n, i) + i * Math.log(x) + (n - i) * Math.log1p(-x));
}

/** The probability grid x_j = xmin·factor^j, j = 0..K, clamped to ≤ 1 (the original cannot handle the overflow). */
export function unseenGrid(fingerprint: readonly number[], factor = UNSEENEST_DEFAULTS.gridFactor): { grid: number[]; clamped: boolean } {
  const n = fingerprint.reduce((a, f, k) => a + (k + 1) * f, 0);
  const xmin = 1 / (100 * n);
  const xmax = fingerprint.length / n;
  const K = Math.ceil(Math.log(xmax / xmin) / Math.log(factor));
  const grid: number[] = [];
  let clamped = false;
  for (let j = 0; j <= K; j++) {
    const x = xmin * factor ** j;
    if (x > 1) {
      clamped = true;
      if (grid[grid.length - 1] !== 1) grid.push(1);
    } else grid.push(x);
  }
  return { grid, clamped };
}

export function unseenEstSignature(options: UnseenEstOptions = {}): string {
  const o = { ...UNSEENEST_DEFAULTS, ...options };
  return makeSignature('unseenest', { algorithm: 'paper', grid: o.gridFactor, nmax: o.maxClasses, solver: `highs-${o.solver}${o.solver === 'ipm' ? '-nocrossover' : ''}` });
}

export async function unseenEst(fingerprint: readonly number[], options: UnseenEstOptions = {}): Promise<UnseenEstResult> {
  validateFingerprint(fingerprint, options.source);
  const n = checkSampleSize(fingerprint, options.source);
  const { gridFactor, maxClasses, solver } = { ...UNSEENEST_DEFAULTS, ...options };
  const warnings: string[] = [];
  const { grid, clamped } = unseenGrid(fingerprint, gridFactor);
  // Σ x·h = 1 with Σ h ≤ N_max needs N_max·max(x) ≥ 1; otherwise the LP is infeasible.
  if (maxClasses * grid[grid.length - 1]! < 1) {
    throw new GecvalInputError(`${n} corrections cannot be spread over at most ${maxClasses} classes on UnseenEst's grid (largest probability ${grid[grid.length - 1]}); raise the class cap`, { file: options.source });
  }
  if (clamped) warnings.push('the probability grid exceeded 1 and was clamped (every correction fell into very few classes)');
  const padded = [...fingerprint, ...new Array<number>(Math.ceil(Math.sqrt(fingerprint.length))).fill(0)];
  const m = padded.length;
  // Rows 0..m−1: Σ_j Binom(i; n, x_j)/x_j · y_j − u_i + v_i = F_i (y_j = x_j·h_j, the original's rescaling);
  // row m: Σ y_j = observed mass (1); row m+1: Σ y_j / x_j ≤ N_max.
  const columns: LpColumn[] = grid.map((x) => {
    const rows: number[] = [];
    const values: number[] = [];
    for (let i = 1; i <= m; i++) {
      const p = binomialPmf(i, n, x) / x;
      if (p > 0) {
        rows.push(i - 1);
        values.push(p);
      }
    }
    rows.push(m, m + 1);
    values.push(1, 1 / x);
    return { cost: 0, rows, values };
  });
  padded.forEach((F, i) => {
    const weight = 1 / Math.sqrt(F + 1);
    columns.push({ cost: weight, rows: [i], values: [-1] });
    columns.push({ cost: weight, rows: [i], values: [1] });
  });
  const rows = [
    ...padded.map((F) => ({ lower: F, upper: F })),
    { lower: 1, upper: 1 },
    { lower: -Infinity, upper: maxClasses },
  ];
  const solution = await solveLp({ columns, rows }, solver);
  const h = grid.map((x, j) => solution.values[j]! / x);
  return { histogram: { x: grid, h }, objective: solution.objective, sampleSize: n, warnings, signature: unseenEstSignature(options) };
}
