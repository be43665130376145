/**
 * The unseen estimator of Valiant & Valiant (docs/conservatism.md#unseenest-valiant), offered as `algorithm: "valiant"`: sparse fingerprint
 * entries are taken empirically, the rest is fitted by LP 1 (weighted discrepancy, Poisson expectations, grid
 * factor 1.1) and LP 2 picks, among near-optimal histograms (objective ≤ OPT1 + α), the one with fewest classes.
 * Not used for the paper's numbers.
 */
import { makeSignature } from '../../core/signature.js';
import { validateFingerprint, type Histogram } from './histogram.js';
import { solveLp, type LpColumn, type LpRow, type LpSolver } from './lp.js';
import { checkSampleSize, type UnseenEstResult } from './unseenest.js';

export interface ValiantOptions {
  readonly gridFactor?: number;
  readonly alpha?: number;
  readonly solver?: LpSolver;
  /** The file the fingerprint came from, named in error messages (not part of the estimate). */
  readonly source?: string;
}

export const VALIANT_DEFAULTS = { gridFactor: 1.1, alpha: 0.5, solver: 'simplex' as LpSolver };

function poissonPmf(i: number, lambda: number): number {
  let log = -lambda + i * Math.log(lambda);
  for (let k = 2; k <= i; k++) log -= Math.log(k);
  return Math.exp(log);
}

export async function valiantUnseen(fingerprint: readonly number[], options: ValiantOptions = {}): Promise<UnseenEstResult> {
  validateFingerprint(fingerprint, options.source);
  const n = checkSampleSize(fingerprint, options.source);
  const { gridFactor, alpha, solver } = { ...VALIANT_DEFAULTS, ...options };
  const signature = makeSignature('unseenest', { algorithm: 'valiant', grid: gridFactor, alpha, solver: `highs-${solver}` });
  const empirical: Array<[number, number]> = [];
  const lpPart = fingerprint.slice();
  for (let i = 1; i <= fingerprint.length; i++) {
    if (fingerprint[i - 1]! <= 0) continue;
    const w = Math.ceil(Math.sqrt(i));
    let neighbourhood = 0;
    for (let k = Math.max(1, i - w); k <= Math.min(fingerprint.length, i + w); k++) neighbourhood += fingerprint[k - 1]!;
    if (neighbourhood < 2 * Math.sqrt(i)) {
      empirical.push([i / n, fingerprint[i - 1]!]);
      lpPart[i - 1] = 0;
    }
  }
  const lpMass = 1 - empirical.reduce((a, [x, h]) => a + x * h, 0);
  const lastLp = lpPart.reduce((last, f, k) => (f > 0 ? k + 1 : last), 0);
  if (lastLp === 0) {
    return { histogram: sorted(empirical), objective: 0, sampleSize: n, warnings: [], signature };
  }
  const F = [...lpPart.slice(0, lastLp), ...new Array<number>(Math.ceil(Math.sqrt(lastLp))).fill(0)];
  const xmin = 1 / (n * Math.max(10, n));
  const xmax = lastLp / n;
  const grid: number[] = [];
  for (let x = xmin; x <= xmax * gridFactor && grid.length < 10_000; x *= gridFactor) grid.push(Math.min(x, 1));
  const m = F.length;
  const buildColumns = (objectiveRow: boolean): LpColumn[] => {
    const cols: LpColumn[] = grid.map((x) => {
      const rows: number[] = [];
      const values: number[] = [];
      for (let i = 1; i <= m; i++) {
        const p = poissonPmf(i, n * x) / x;
        if (p > 1e-300) {
          rows.push(i - 1);
          values.push(p);
        }
      }
      rows.push(m);
      values.push(1);
      // LP 2 minimises the support Σh = Σ y/x.
      return { cost: objectiveRow ? 1 / x : 0, rows, values };
    });
    F.forEach((f, i) => {
      const weight = 1 / Math.sqrt(f + 1);
      const extra = objectiveRow ? { rows: [i, m + 1], values: [-1, weight] } : { rows: [i], values: [-1] };
      const extra2 = objectiveRow ? { rows: [i, m + 1], values: [1, weight] } : { rows: [i], values: [1] };
      cols.push({ cost: objectiveRow ? 0 : weight, ...extra });
      cols.push({ cost: objectiveRow ? 0 : weight, ...extra2 });
    });
    return cols;
  };
  const baseRows: LpRow[] = [...F.map((f) => ({ lower: f, upper: f })), { lower: lpMass, upper: lpMass }];
  const first = await solveLp({ columns: buildColumns(false), rows: baseRows }, solver);
  const second = await solveLp({ columns: buildColumns(true), rows: [...baseRows, { lower: -Infinity, upper: first.objective + alpha }] }, solver);
  const entries: Array<[number, number]> = [...empirical];
  grid.forEach((x, j) => {
    const h = second.values[j]! / x;
    if (h > 0) entries.push([x, h]);
  });
  return { histogram: sorted(entries), objective: first.objective, sampleSize: n, warnings: [], signature };
}

function sorted(entries: Array<[number, number]>): Histogram {
  const s = entries.filter(([, h]) => h > 0).sort((a, b) => a[0] - b[0]);
  return { x: s.map(([x]) => x), h: s.map(([, h]) => h) };
}
