/**
 * Nested cross-validation of the whole faithfulness fit, selection included: in each outer fold (TMU-GFM dev, folds
 * by source sentence) every setting of the grid (information content's floor, characters saturation, content-loss saturation, ranking weight λ, deletion weight) is scored
 * by an inner cross-validation on the outer training rows only and by the selection half of the JFLEG test suite,
 * the setting is chosen by the shipped rule (fit.ts), refitted on the outer training rows, and scores the outer test
 * rows. The outer test rows never influence a choice, so the per-fold r is what the procedure, not the one shipped
 * setting, promises on sentences it never saw.
 */
import { pearson } from '../../src/analyses/stats/correlation.js';
import { PERTURBATION_FAMILIES } from '../../src/metrics/faithfulness/perturb.js';
import { crossValidate, FIT_DEFAULTS, fitWeights, foldsBySource, predict, type FitOptions } from './fit-model.js';
import { charactersSaturation, CONTENT_SATURATIONS, controlGap, DELETION_WEIGHTS, familyAucs, fitData, fitInputs, FIT_LEXICON, FIT_REVISION, FIT_SEED, floorName, INFORMATION_FLOORS, LAMBDAS, MAX_CONTROL_GAP, SATURATIONS, saturatedInputs, type FitInputs } from './fit.js';
import { INFORMATION_FLOOR } from '../../src/metrics/faithfulness/embeddings.js';

export interface Setting {
  /** Information content's floor (fit.ts INFORMATION_FLOORS; its own design vectors). */
  readonly floor: number;
  readonly saturation: number;
  /** Scale of the content-loss features (0: none). */
  readonly content: number;
  readonly options: FitOptions;
  readonly name: string;
}

export function grid(): Setting[] {
  return INFORMATION_FLOORS.flatMap((floor) =>
    CONTENT_SATURATIONS.flatMap((content) =>
      SATURATIONS.flatMap((saturation) =>
        LAMBDAS.flatMap((lambda) =>
          DELETION_WEIGHTS.map((deletion) => ({ floor, saturation, content, options: { ...FIT_DEFAULTS, lambda, familyWeights: { deletion } }, name: `lambda${lambda}-del${deletion}${saturation > 0 ? `-sat${saturation}` : ''}${content > 0 ? `-csat${content}` : ''}${floorName(floor)}` })),
        ),
      ),
    ),
  );
}

/** The raw fit inputs of every floor a grid names (fitInputs, cached per floor). */
export function inputsByFloor(settings: readonly Setting[] = grid()): Map<number, FitInputs> {
  return new Map([...new Set(settings.map((s) => s.floor))].map((floor) => [floor, fitInputs(FIT_LEXICON, FIT_REVISION, floor)]));
}

export interface OuterFold {
  readonly fold: number;
  readonly chosen: string;
  /** Pearson r on the fold's test rows, all and changed outputs. */
  readonly rAll: number;
  readonly rChanged: number;
  readonly test: readonly number[];
}

export interface NestedResult {
  readonly predictions: number[];
  readonly folds: OuterFold[];
}

const r = (idx: readonly number[], p: readonly number[], y: readonly number[]): number => pearson(idx.map((i) => p[i]!), idx.map((i) => y[i]!)).value;

/**
 * Session 21 (#37 part 8, candidate C, tried): `FAITHFULNESS_BAG=1` makes each outer fold's model the mean of the
 * weights fitted in its inner folds (bagging over the inner folds) instead of one refit on the outer training rows.
 */
export const BAG = process.env.FAITHFULNESS_BAG === '1';

/** The element-wise mean of weight vectors. */
export function meanWeights(thetas: readonly (readonly number[])[]): number[] {
  return thetas[0]!.map((_, j) => thetas.reduce((s, t) => s + t[j]!, 0) / thetas.length);
}

/** Outer `k` folds (seed FIT_SEED, as the bench's CV), inner k − 1 folds on each outer training part. */
export function nestedCrossValidation(raw: FitInputs, k = 5, settings: readonly Setting[] = grid(), byFloor: ReadonlyMap<number, FitInputs> = new Map([[INFORMATION_FLOOR, raw]])): NestedResult {
  const outer = foldsBySource(raw.tmuSources, k, FIT_SEED);
  const key = (s: Setting): string => `${s.floor}/${s.saturation}/${s.content}`;
  const bySaturation = new Map<string, FitInputs>(settings.map((s) => [key(s), saturatedInputs(byFloor.get(s.floor) ?? raw, charactersSaturation(s.saturation, s.content))]));
  const predictions = new Array<number>(raw.x.length).fill(Number.NaN);
  const folds: OuterFold[] = [];
  for (let f = 0; f < k; f++) {
    const train = raw.x.map((_, i) => i).filter((i) => outer[i] !== f);
    const test = raw.x.map((_, i) => i).filter((i) => outer[i] === f);
    const innerFolds = foldsBySource(train.map((i) => raw.tmuSources[i]!), k - 1, FIT_SEED + 1);
    const rows = settings.map((setting) => {
      const inputs = bySaturation.get(key(setting))!;
      const innerThetas: number[][] = [];
      const cv = crossValidate(train.length, innerFolds, k - 1, (tr, te) => {
        const theta = fitWeights(fitData(inputs, tr.map((j) => train[j]!)), setting.options);
        innerThetas.push(theta);
        return te.map((j) => predict(theta, inputs.x[train[j]!]!));
      });
      const y = train.map((i) => raw.meaning[i]!);
      const changed = train.map((i, j) => (raw.changed[i] ? j : -1)).filter((j) => j >= 0);
      const cvAll = pearson(cv, y).value;
      const cvChanged = r(changed, cv, y);
      const theta = BAG ? meanWeights(innerThetas) : fitWeights(fitData(inputs, train), setting.options);
      const held = familyAucs(theta, inputs.heldValid, inputs.heldPerturbed, inputs.heldFamily);
      const lowest = Math.min(...PERTURBATION_FAMILIES.map((fam) => held[fam]!).filter((x) => Number.isFinite(x)));
      const gap = controlGap(theta, inputs.heldControlPairs);
      return { setting, cvAll, cvChanged, lowest, overall: held.overall!, gap, theta, inputs };
    });
    const eligible = rows.filter((x) => x.cvAll >= 0.68 && x.cvChanged >= 0.52 && x.gap >= -MAX_CONTROL_GAP);
    const chosen = [...(eligible.length > 0 ? eligible : rows)].sort((a, b) => b.lowest - a.lowest || b.overall - a.overall)[0]!;
    for (const i of test) predictions[i] = predict(chosen.theta, chosen.inputs.x[i]!);
    const changedTest = test.filter((i) => raw.changed[i]);
    folds.push({ fold: f, chosen: chosen.setting.name, rAll: r(test, predictions, raw.meaning), rChanged: r(changedTest, predictions, raw.meaning), test });
  }
  return { predictions, folds };
}

/** Mean and (sample) standard deviation. */
export function meanSd(xs: readonly number[]): { mean: number; sd: number } {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, xs.length - 1));
  return { mean, sd };
}
