/**
 * Is the faithfulness fit solving its own objective? (session 21, #37 part 8.) On all of TMU-GFM dev at the shipped
 * setting (λ 0.05, deletion ×3, characters saturated at 0.1, content loss at 1), prints the objective f(θ) (fit-model.ts
 * `objective`) and the weights after 1k … 32k steps of the projected Adam the fit used up to session 20, and the
 * stationary point `projectedNewton` reaches, with each weight's distance from it (the shipped weights are rounded to
 * 4 decimals, so a distance above 0.00005 changes a shipped digit). Then the ranking pairs' seed: the solution for
 * seeds 1–3 and pair counts 5,000 / 20,000.
 *
 *   FAITHFULNESS_FIT_CACHE=1 node --import tsx training/faithfulness/convergence.ts [--seeds 1,2,3] [--pairs 5000,20000]
 */
import { adamSteps, DESIGN, FIT_DEFAULTS, fitProblem, objective, projectedNewton, type FitOptions } from './fit-model.js';
import { charactersSaturation, fitData, fitInputs, saturatedInputs } from './fit.js';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string): string => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1]! : fallback);
const inputs = saturatedInputs(fitInputs(), charactersSaturation(0.1, 1));
// session 20's fit problem (5,000 pairs, seed 1), whose 2,000 Adam steps were shipped until session 21
const shipped: FitOptions = { ...FIT_DEFAULTS, lambda: 0.05, familyWeights: { deletion: 3 }, pairs: 5000, seed: 1 };
const used = DESIGN.map((_, j) => j).filter((j) => !(shipped.exclude ?? []).includes(DESIGN[j]!));
const weights = (t: ArrayLike<number>): string => used.map((j) => `${DESIGN[j]}=${t[j]!.toFixed(5)}`).join(' ');
const maxDistance = (a: ArrayLike<number>, b: ArrayLike<number>): { value: number; at: string } =>
  used.reduce((w, j) => (Math.abs(a[j]! - b[j]!) > w.value ? { value: Math.abs(a[j]! - b[j]!), at: DESIGN[j]! } : w), { value: 0, at: '' });
const digitsChanged = (a: ArrayLike<number>, b: ArrayLike<number>): number => used.filter((j) => Math.round(a[j]! * 1e4) !== Math.round(b[j]! * 1e4)).length;

const problem = fitProblem(fitData(inputs), shipped);
const started = process.hrtime.bigint();
const { theta: solution, report } = projectedNewton(problem);
const ms = Number(process.hrtime.bigint() - started) / 1e6;
console.log(`projected Newton: ${report.iterations} iterations, ${ms.toFixed(0)} ms, f ${report.objective.toFixed(12)}, projected gradient ${report.projectedGradient.toExponential(2)}, converged ${report.converged}`);
console.log(`  θ* ${weights(solution)}`);
const checkpoints = new Set([1000, 2000, 4000, 8000, 16000, 32000]);
let previous: Float64Array | null = null;
adamSteps(problem, 32000, (step, theta) => {
  if (!checkpoints.has(step)) return;
  const far = maxDistance(theta, solution);
  const moved = previous === null ? null : maxDistance(theta, previous);
  console.log(`Adam ${step} steps: f ${objective(problem, theta).toFixed(12)} (f − f* ${(objective(problem, theta) - report.objective).toExponential(3)}); max |θ − θ*| ${far.value.toFixed(5)} (${far.at}); 4-decimal weights differing from θ*'s: ${digitsChanged(theta, solution)}${moved ? `; moved since the last checkpoint ${moved.value.toFixed(5)} (${moved.at})` : ''}`);
  if (step === 2000 || step === 32000) console.log(`  θ ${weights(theta)}`);
  previous = Float64Array.from(theta);
});

for (const pairs of opt('pairs', '5000,20000').split(',').map(Number)) {
  const solutions = opt('seeds', '1,2,3').split(',').map(Number).map((seed) => {
    const s = projectedNewton(fitProblem(fitData(inputs), { ...shipped, seed, pairs }));
    console.log(`pairs ${pairs} seed ${seed}: ${s.report.iterations} iterations, f ${s.report.objective.toFixed(9)}, converged ${s.report.converged}; θ ${weights(s.theta)}`);
    return s.theta;
  });
  const spread = used.map((j) => ({ name: DESIGN[j]!, range: Math.max(...solutions.map((t) => t[j]!)) - Math.min(...solutions.map((t) => t[j]!)) })).sort((a, b) => b.range - a.range);
  console.log(`pairs ${pairs}: seed-to-seed range of each weight (largest first) ${spread.map((s) => `${s.name} ${s.range.toFixed(4)}`).join(' ')}`);
}
