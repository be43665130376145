/**
 * Fits the shipped faithfulness weights (src/metrics/faithfulness/coefficients.ts) and prints the model-selection
 * table: for each ranking weight λ, TMU-GFM dev Pearson r cross-validated by source sentence (5 folds) and the AUC
 * on the tuning perturbation suite (CoNLL-2014 + Bryant & Ng). Never reads the JFLEG evaluation suite.
 *
 *   node --import tsx bench/faithfulness/fit.ts            # table only
 *   node --import tsx bench/faithfulness/fit.ts --write    # also write coefficients.ts with the chosen λ
 *
 * λ is chosen as the largest value whose cross-validated r stays at or above the targets (0.68 on all outputs,
 * 0.52 on changed ones): as much sensitivity to meaning-changing rewrites as the human ratings allow.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pearson } from '../../src/analyses/stats/correlation.js';
import { FaithfulnessScorer } from '../../src/metrics/faithfulness/scorer.js';
import { crossValidate, designVector, DESIGN, FIT_DEFAULTS, fitWeights, foldsBySource, predict, toModel, type FitData } from './fit-model.js';
import { conllSuite, readTmuDev } from './suites.js';
import { auc } from './stats.js';

export const FIT_SEED = 1;
export const LAMBDAS = (process.env.FAITHFULNESS_LAMBDAS ?? '0,0.003,0.01,0.02,0.03,0.05,0.07').split(',').map(Number);

export interface FitInputs {
  readonly tmuSources: readonly string[];
  readonly meaning: readonly number[];
  readonly x: number[][];
  readonly y: number[];
  readonly changed: boolean[];
  readonly valid: number[][];
  readonly perturbed: number[][];
  readonly perturbedFamily: string[];
}

/** TMU targets: mean rating over the mean rating of unchanged outputs, capped at 1 (so unchanged ≈ 1). */
export function targets(meaning: readonly number[], changed: readonly boolean[]): number[] {
  const unchanged = meaning.filter((_, i) => !changed[i]);
  const top = unchanged.reduce((s, v) => s + v, 0) / unchanged.length;
  return meaning.map((m) => Math.min(1, m / top));
}

/** Design vectors take a minute to compute; they are cached under .cache/ by the code's inputs (delete to refresh). */
export function fitInputs(): FitInputs {
  const cache = join(import.meta.dirname, '../../.cache/faithfulness-fit-inputs.json');
  if (process.env.FAITHFULNESS_FIT_CACHE === '1' && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as FitInputs;
  const inputs = computeFitInputs();
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, JSON.stringify(inputs));
  return inputs;
}

function computeFitInputs(): FitInputs {
  const tmu = readTmuDev();
  const raw = new FaithfulnessScorer({ tokenized: false });
  const tmuPairs = tmu.map((t) => raw.features(t.source, t.output));
  const changed = tmuPairs.map((p) => p.edits.length > 0);
  const meaning = tmu.map((t) => t.meaning);
  const tok = new FaithfulnessScorer();
  const suite = conllSuite(FIT_SEED);
  const valid: number[][] = [];
  const perturbed: number[][] = [];
  const perturbedFamily: string[] = [];
  for (const pair of suite) {
    const x = designVector(tok.features(pair.source, pair.hypothesis));
    if (pair.label === 'valid') valid.push(x);
    else {
      perturbed.push(x);
      perturbedFamily.push(pair.label);
    }
  }
  return { tmuSources: tmu.map((t) => t.source), meaning, x: tmuPairs.map(designVector), y: targets(meaning, changed), changed, valid, perturbed, perturbedFamily };
}

export function crossValidatedPredictions(inputs: FitInputs, lambda: number): number[] {
  const folds = foldsBySource(inputs.tmuSources, 5, FIT_SEED);
  return crossValidate(inputs.x.length, folds, 5, (train, test) => {
    const theta = fitWeights({ x: train.map((i) => inputs.x[i]!), y: train.map((i) => inputs.y[i]!), valid: inputs.valid, perturbed: inputs.perturbed }, { ...FIT_DEFAULTS, lambda });
    return test.map((i) => predict(theta, inputs.x[i]!));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const inputs = fitInputs();
  const data: FitData = { x: inputs.x, y: inputs.y, valid: inputs.valid, perturbed: inputs.perturbed };
  const rows: Array<{ lambda: number; cvAll: number; cvChanged: number; tuneAuc: number; theta: number[] }> = [];
  for (const lambda of LAMBDAS) {
    const cv = crossValidatedPredictions(inputs, lambda);
    const theta = fitWeights(data, { ...FIT_DEFAULTS, lambda });
    const idx = inputs.changed.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
    const cvAll = pearson(cv, inputs.meaning).value;
    const cvChanged = pearson(idx.map((i) => cv[i]!), idx.map((i) => inputs.meaning[i]!)).value;
    const tuneAuc = auc(inputs.valid.map((x) => predict(theta, x)), inputs.perturbed.map((x) => predict(theta, x)));
    rows.push({ lambda, cvAll, cvChanged, tuneAuc, theta });
    console.log(`λ ${lambda}\tCV r all ${cvAll.toFixed(3)}\tchanged ${cvChanged.toFixed(3)}\ttuning AUC ${tuneAuc.toFixed(3)}\tθ ${theta.map((t, i) => `${DESIGN[i]}=${t.toFixed(3)}`).join(' ')}`);
  }
  const eligible = rows.filter((r) => r.cvAll >= 0.68 && r.cvChanged >= 0.52);
  const chosen = (eligible.length > 0 ? eligible : rows).sort((a, b) => b.lambda - a.lambda)[0]!;
  console.log(`chosen λ = ${chosen.lambda}`);
  if (process.argv.includes('--write')) {
    const fitted = toModel(chosen.theta, '');
    // the id names the data and λ, and a digest of the weights, so that a refit always changes the signature
    const model = { ...fitted, id: `tmu-dev+conll-bn10-lambda${chosen.lambda}-${weightsDigest(fitted)}` };
    const text = `/**
 * Fitted weights of the faithfulness model, written by \`node --import tsx bench/faithfulness/fit.ts --write\`
 * (TMU-GFM dev ratings + the CoNLL-2014/Bryant & Ng tuning perturbations, ranking weight λ = ${chosen.lambda},
 * seed ${FIT_SEED}; docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = ${JSON.stringify(model, null, 2).replace(/"(\w+)":/g, '$1:').replace(/"/g, "'")};
`;
    writeFileSync(join(import.meta.dirname, '../../src/metrics/faithfulness/coefficients.ts'), text);
    console.log('wrote coefficients.ts');
  }
}

/** First 8 hex digits of SHA-1 over the fitted numbers (not the id). */
export function weightsDigest(model: { changed: number; weights: Record<string, number> }): string {
  return createHash('sha1').update(JSON.stringify({ changed: model.changed, weights: model.weights })).digest('hex').slice(0, 8);
}
