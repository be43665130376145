/**
 * A thin wrapper around the HiGHS LP solver (WebAssembly, `highs` package) for the UnseenEst programs. The solver
 * choice is explicit because the LP optimum is unique but the histogram is not: the interior-point method without
 * crossover returns a "spread" optimal solution like the cvxopt solver the paper used; simplex returns a vertex. On
 * the UnseenEst programs both give the cvxopt summaries (docs/conservatism.md, "Solver choices").
 */
import type { Highs } from 'highs';

export type LpSolver = 'ipm' | 'simplex';

export interface LpColumn {
  readonly cost: number;
  readonly lower?: number;
  readonly upper?: number;
  /** Sparse entries: row index → coefficient. */
  readonly rows: readonly number[];
  readonly values: readonly number[];
}

export interface LpRow {
  readonly lower: number;
  readonly upper: number;
}

export interface LpProblem {
  readonly columns: readonly LpColumn[];
  readonly rows: readonly LpRow[];
}

export interface LpSolution {
  readonly values: Float64Array;
  readonly objective: number;
  readonly status: string;
}

let loaded: Promise<Highs> | undefined;

export function loadHighs(): Promise<Highs> {
  loaded ??= import('highs').then((module) => (module.default as unknown as () => Promise<Highs>)());
  return loaded;
}

export async function solveLp(problem: LpProblem, solver: LpSolver = 'ipm'): Promise<LpSolution> {
  const highs = await loadHighs();
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const column of problem.columns) {
    indices.push(...column.rows);
    values.push(...column.values);
    starts.push(indices.length);
  }
  const model = highs.createModel({
    numCols: problem.columns.length,
    numRows: problem.rows.length,
    colCost: problem.columns.map((c) => c.cost),
    colLower: problem.columns.map((c) => c.lower ?? 0),
    colUpper: problem.columns.map((c) => c.upper ?? highs.infinity),
    rowLower: problem.rows.map((r) => (r.lower === -Infinity ? -highs.infinity : r.lower)),
    rowUpper: problem.rows.map((r) => (r.upper === Infinity ? highs.infinity : r.upper)),
    matrix: { format: 'csc', numRows: problem.rows.length, numCols: problem.columns.length, starts, indices, values },
  });
  try {
    model.options.set({ output_flag: false, solver, ...(solver === 'ipm' ? { run_crossover: 'off', presolve: 'off' } : {}) });
    model.run();
    const status = model.getModelStatus();
    // 7 = optimal; anything else means the program is malformed or the solver gave up.
    if (status !== 7) throw new Error(`HiGHS did not find an optimal solution (model status ${status})`);
    return { values: Float64Array.from(model.getSolution().colValue), objective: model.getObjectiveValue(), status: 'optimal' };
  } finally {
    model.dispose();
  }
}
