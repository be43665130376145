import { test } from 'node:test';
import assert from 'node:assert/strict';
import { adamSteps, DESIGN, FIT_DEFAULTS, fitProblem, fitWeights, gradientInto, NEWTON_TOLERANCE, objective, projectedNewton, type FitData, type FitOptions } from '../../../training/faithfulness/fit-model.js';
import { SeededRandom } from '../../../src/core/random.js';

const d = DESIGN.length;
const at = (name: string): number => DESIGN.indexOf(name as (typeof DESIGN)[number]);
const row = (values: Record<string, number>): number[] => DESIGN.map((name) => values[name] ?? 0);
/** Every feature but these left out, so that the problems below have a known solution. */
const only = (...names: string[]): string[] => DESIGN.filter((name) => !names.includes(name));

test('fit (session 21): the projected Newton solver reaches a far optimum that 2,000 Adam steps do not (the convergence rule)', () => {
  // Ratings generated exactly by θ_changed = 0.2, θ_headSwapped = 30: a weight as far from the start as the fitted
  // headSwapped (15.9) was from its 2,000-step value (5.5).
  const x = [row({ changed: 1 }), row({ changed: 1, headSwapped: 0.1 }), row({ changed: 1, headSwapped: 0.05 }), row({})];
  const truth = row({ changed: 0.2, headSwapped: 30 });
  const y = x.map((r) => Math.exp(-r.reduce((s, v, j) => s + v * truth[j]!, 0)));
  const data: FitData = { x, y, valid: [], perturbed: [] };
  const options: FitOptions = { ...FIT_DEFAULTS, lambda: 0, exclude: only('changed', 'headSwapped'), solver: 'newton' };
  const theta = fitWeights(data, options);
  assert.ok(Math.abs(theta[at('changed')]! - 0.2) < 1e-6, `changed ${theta[at('changed')]}`);
  assert.ok(Math.abs(theta[at('headSwapped')]! - 30) < 1e-6, `headSwapped ${theta[at('headSwapped')]}`);
  const adam = fitWeights(data, { ...options, solver: 'adam' });
  assert.ok(Math.abs(adam[at('headSwapped')]! - 30) > 1, 'the old fixed-step fit stops short of the optimum');
  assert.ok(objective(fitProblem(data, options), theta) < objective(fitProblem(data, options), adam));
});

test('fit (session 21): a weight the ratings want below 0 ends at the bound exactly, with its gradient pointing out', () => {
  // The feature marks outputs rated *higher*: its unconstrained weight would be negative.
  const x = [row({ changed: 1 }), row({ changed: 1 }), row({ changed: 1, tense: 1 }), row({ changed: 1, tense: 1 })];
  const y = [0.8, 0.7, 0.95, 0.9];
  const problem = fitProblem({ x, y, valid: [], perturbed: [] }, { ...FIT_DEFAULTS, lambda: 0, exclude: only('changed', 'tense') });
  const { theta, report } = projectedNewton(problem);
  assert.equal(report.converged, true);
  assert.equal(theta[at('tense')], 0);
  const grad = new Float64Array(d);
  gradientInto(problem, theta, grad);
  assert.ok(grad[at('tense')]! > 0);
  assert.ok(Math.abs(grad[at('changed')]!) <= NEWTON_TOLERANCE);
});

test('fit (session 21): with ranking pairs and every feature free, the solution is first-order exact and no worse than Adam', () => {
  const random = new SeededRandom(7);
  const vector = (scale: number): number[] => DESIGN.map((_, j) => (j === 0 ? 1 : random.float() < 0.3 ? scale * random.float() : 0));
  const x = Array.from({ length: 60 }, () => vector(0.5));
  const y = x.map((r) => Math.min(1, Math.exp(-r.reduce((s, v) => s + v, 0) * 0.3) + 0.1 * (random.float() - 0.5)));
  const data: FitData = { x, y, valid: Array.from({ length: 30 }, () => vector(0.2)), perturbed: Array.from({ length: 30 }, () => vector(1)) };
  const options: FitOptions = { ...FIT_DEFAULTS, pairs: 400, exclude: [], solver: 'newton' };
  const problem = fitProblem(data, options);
  const { theta, report } = projectedNewton(problem);
  assert.equal(report.converged, true);
  const grad = new Float64Array(d);
  gradientInto(problem, theta, grad);
  for (let j = 0; j < d; j++) {
    assert.ok(theta[j]! >= 0);
    // KKT: a free weight has no gradient, a weight at 0 has a gradient pointing out of the feasible set
    if (theta[j]! > 0) assert.ok(Math.abs(grad[j]!) <= NEWTON_TOLERANCE, `${DESIGN[j]} θ ${theta[j]} gradient ${grad[j]}`);
    else assert.ok(grad[j]! >= -NEWTON_TOLERANCE, `${DESIGN[j]} at 0 with gradient ${grad[j]}`);
  }
  assert.ok(report.objective <= objective(problem, adamSteps(problem, 2000)) + 1e-15);
  // deterministic: the same data and options give the same bits
  assert.deepEqual(fitWeights(data, options), [...theta]);
});
