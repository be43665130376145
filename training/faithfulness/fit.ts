/**
 * Fits the shipped faithfulness weights (src/metrics/faithfulness/coefficients.ts) and prints the model-selection
 * table: for each ranking weight λ and deletion-family weight, TMU-GFM dev Pearson r cross-validated by source
 * sentence (5 folds) and the AUCs on the held-out half of the tuning perturbations. Never reads the JFLEG *dev*
 * evaluation suite.
 *
 *   node --import tsx training/faithfulness/fit.ts            # table only
 *   node --import tsx training/faithfulness/fit.ts --write    # also write coefficients.ts with the chosen setting
 *
 * Data, three ways apart: the ranking term sees the CoNLL-2014 + Bryant & Ng suite and the even-numbered sources of
 * the JFLEG *test* suite (seed 2); the setting is selected on the odd-numbered JFLEG test sources (seed 2); the
 * reported AUCs come from the JFLEG *dev* suite (seed 1), which no step of the fit reads. The setting chosen is
 * the one whose lowest per-family AUC on the selection half is highest, among those whose cross-validated r stays
 * at or above the targets (0.68 on all outputs, 0.52 on changed ones) and whose same-concept controls on the
 * selection half score within MAX_CONTROL_GAP of their references (session 17). The grid (session 17): characters
 * saturated at 0.1, λ ∈ {0.03, 0.05}, deletion pairs ×1 or ×3 (env FAITHFULNESS_* overrides, for experiments); since session 19 the content-loss features
 * saturate at a scale from CONTENT_SATURATIONS (default: the one value CONTENT_SATURATION, 1), chosen with the rest of the grid.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pearson } from '../../src/analyses/stats/correlation.js';
import { FaithfulnessScorer } from '../../src/metrics/faithfulness/scorer.js';
import { crossValidate, designVector, DESIGN, FIT_DEFAULTS, FIT_EXCLUDED, fitWeights, foldsBySource, predict, saturateDesign, toModel, type FitData, type FitOptions } from './fit-model.js';
import { conllSuite, jflegSuite, readTmuDev, type SuitePair } from '../../bench/faithfulness/suites.js';
import { CONTROL_FAMILIES, PERTURBATION_FAMILIES } from '../../src/metrics/faithfulness/perturb.js';
import type { ModelLexicon } from '../../src/metrics/faithfulness/model.js';
import { FEATURE_REVISION } from '../../src/metrics/faithfulness/features.js';
import { INFORMATION_FLOOR } from '../../src/metrics/faithfulness/embeddings.js';
import { auc } from '../../bench/faithfulness/stats.js';

export const FIT_SEED = 1;
/** Seed of the JFLEG test tuning suite: never the evaluation suite's seed. */
export const TUNING_SEED = 2;
export const LAMBDAS = (process.env.FAITHFULNESS_LAMBDAS ?? '0.03,0.05').split(',').map(Number);
/** Lowest same-concept gap (control mean score − references' on the selection half) a setting may have. */
export const MAX_CONTROL_GAP = 0.02;
/** Saturation scale of the characters features (0: linear), in fractions of the source's characters. */
export const SATURATIONS = (process.env.FAITHFULNESS_SATURATIONS ?? '0.1').split(',').map(Number);
/** Ranking weight of deletion pairs relative to the other families. */
export const DELETION_WEIGHTS = (process.env.FAITHFULNESS_DELETION_WEIGHTS ?? '1,3').split(',').map(Number);

export interface FitInputs {
  readonly tmuSources: readonly string[];
  readonly meaning: readonly number[];
  readonly x: number[][];
  readonly y: number[];
  readonly changed: boolean[];
  readonly valid: number[][];
  readonly perturbed: number[][];
  readonly perturbedFamily: string[];
  /** Selection half of the JFLEG test suite (odd-numbered sources): never fitted on. */
  readonly heldValid: number[][];
  readonly heldPerturbed: number[][];
  readonly heldFamily: string[];
  /** Same-concept control rows paired with their own valid reference: tuning suites, and the selection half. */
  readonly controlPairs: Array<[number[], number[]]>;
  readonly heldControlPairs: Array<[number[], number[]]>;
}

/** TMU targets: mean rating over the mean rating of unchanged outputs, capped at 1 (so unchanged ≈ 1). */
export function targets(meaning: readonly number[], changed: readonly boolean[]): number[] {
  const unchanged = meaning.filter((_, i) => !changed[i]);
  const top = unchanged.reduce((s, v) => s + v, 0) / unchanged.length;
  return meaning.map((m) => Math.min(1, m / top));
}

/** Design vectors take a minute to compute; they are cached under .cache/ by the code's inputs (delete to refresh). */
export function fitInputs(lexicon: ModelLexicon = FIT_LEXICON, revision = FIT_REVISION, informationFloor = INFORMATION_FLOOR): FitInputs {
  const floorKey = informationFloor === INFORMATION_FLOOR ? '' : `-if${informationFloor}`;
  const cache = join(import.meta.dirname, `../../.cache/faithfulness-fit-inputs-${lexicon.vectors}${lexicon.wordnet ? '-wordnet' : ''}-r${revision}${floorKey}.json`);
  if (process.env.FAITHFULNESS_FIT_CACHE === '1' && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as FitInputs;
  const inputs = computeFitInputs(lexicon, revision, informationFloor);
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, JSON.stringify(inputs));
  return inputs;
}

/** The lexicon the shipped model is fitted with: the compact vectors in models/ and WordNet. */
export const FIT_LEXICON: ModelLexicon = { vectors: 'compact', wordnet: true };

/** The feature definitions the shipped model is fitted with (the newest). */
export const FIT_REVISION = FEATURE_REVISION;

function computeFitInputs(lexicon: ModelLexicon, revision: number, informationFloor: number): FitInputs {
  const tmu = readTmuDev();
  const raw = new FaithfulnessScorer({ tokenized: false, vectors: lexicon.vectors, wordnet: lexicon.wordnet, revision, informationFloor });
  const tmuPairs = tmu.map((t) => raw.features(t.source, t.output));
  const changed = tmuPairs.map((p) => p.edits.length > 0);
  const meaning = tmu.map((t) => t.meaning);
  const tok = new FaithfulnessScorer({ vectors: lexicon.vectors, wordnet: lexicon.wordnet, revision, informationFloor });
  const valid: number[][] = [];
  const perturbed: number[][] = [];
  const perturbedFamily: string[] = [];
  const heldValid: number[][] = [];
  const heldPerturbed: number[][] = [];
  const heldFamily: string[] = [];
  const controlPairs: Array<[number[], number[]]> = [];
  const heldControlPairs: Array<[number[], number[]]> = [];
  let reference: number[] = [];
  const add = (pair: SuitePair, held: boolean): void => {
    const x = designVector(tok.features(pair.source, pair.hypothesis));
    // a suite lists each source's valid reference first, then its rewrites
    if (pair.label === 'valid') reference = x;
    else if ((CONTROL_FAMILIES as readonly string[]).includes(pair.label)) (held ? heldControlPairs : controlPairs).push([reference, x]);
    // Control rewrites (same concept said otherwise) keep the meaning: they rank with the valid references.
    if (pair.label === 'valid' || (CONTROL_FAMILIES as readonly string[]).includes(pair.label)) (held ? heldValid : valid).push(x);
    else {
      (held ? heldPerturbed : perturbed).push(x);
      (held ? heldFamily : perturbedFamily).push(pair.label);
    }
  };
  for (const pair of conllSuite(FIT_SEED)) add(pair, false);
  for (const pair of jflegSuite(TUNING_SEED, 'test')) add(pair, pair.group % 2 === 1);
  return { tmuSources: tmu.map((t) => t.source), meaning, x: tmuPairs.map(designVector), y: targets(meaning, changed), changed, valid, perturbed, perturbedFamily, heldValid, heldPerturbed, heldFamily, controlPairs, heldControlPairs };
}

/** The fit's data from the inputs (TMU rows and the ranking suites). */
export function fitData(inputs: FitInputs, rows: readonly number[] = inputs.x.map((_, i) => i)): FitData {
  return {
    x: rows.map((i) => inputs.x[i]!),
    y: rows.map((i) => inputs.y[i]!),
    valid: inputs.valid,
    perturbed: inputs.perturbed,
    perturbedFamily: inputs.perturbedFamily,
  };
}

/**
 * The saturated features: the characters features at scale s (none for s = 0) and, since session 19, the content a
 * sentence loses (`dropped`, `unitLost`, `contentFunction`) at CONTENT_SATURATION.
 */
export function charactersSaturation(scale: number, content = CONTENT_SATURATION): Partial<Record<string, number>> {
  return { ...(scale > 0 ? { characters: scale, charactersForm: scale, charactersSameConcept: scale } : {}), ...contentSaturation(content), ...EXTRA_SATURATION };
}

/**
 * Session 19: the content-loss features saturate (one unit is about one rare content word's information): people rate
 * a sentence that loses a whole clause low, but not in proportion to the words it loses (the characters' argument).
 * CONTENT_SATURATION (1) is the default scale of experiments (`FAITHFULNESS_CONTENT_SATURATION=0` turns it off).
 */
export const CONTENT_SATURATION = Number(process.env.FAITHFULNESS_CONTENT_SATURATION ?? '1');
/**
 * Session 19, part 5: the scale can be a setting of the grid, chosen like λ (0: no scale). Tried with
 * `FAITHFULNESS_CONTENT_SATURATIONS=0.5,1,2,0` (fixed in advance): all of dev still chooses 1 (the shipped model is
 * unchanged), the nested CV picks 0.5 in one outer fold and its pooled r drops 0.6998 → 0.6995, so the default grid
 * keeps the one value (bench/faithfulness/RESULTS.md).
 */
export const CONTENT_SATURATIONS = (process.env.FAITHFULNESS_CONTENT_SATURATIONS ?? String(CONTENT_SATURATION)).split(',').map(Number);

/**
 * Session 20 (#37 part 7): information content's floor (embeddings.ts reshapeInformation; 0.25 as shipped) as a
 * setting of the grid, chosen like λ (`FAITHFULNESS_INFORMATION_FLOORS=0.25,0.35,0.5`, fixed in advance). Each floor
 * has its own design vectors (fitInputs, cached per floor). Tried with 0.25,0.35,0.5: every outer fold and all of dev
 * choose 0.25 (a higher floor raises the CV r held fixed, 0.6999 → 0.7022 at 0.5, but lowers the deletion family on
 * the selection half, 0.886 → 0.882), so the default grid keeps the one value 0.25 (bench/faithfulness/RESULTS.md,
 * session 20, part 7).
 */
export const INFORMATION_FLOORS = (process.env.FAITHFULNESS_INFORMATION_FLOORS ?? String(INFORMATION_FLOOR)).split(',').map(Number);

/** The id part that names a floor other than the shipped one (`-if0.5`). */
export const floorName = (floor: number): string => (floor === INFORMATION_FLOOR ? '' : `-if${floor}`);

function contentSaturation(scale: number): Partial<Record<string, number>> {
  return scale > 0 ? { dropped: scale, unitLost: scale, contentFunction: scale } : {};
}

/** Experiments: more saturated features (`FAITHFULNESS_SATURATE=dropped:2,quantity:1`). */
const EXTRA_SATURATION: Partial<Record<string, number>> = Object.fromEntries(
  (process.env.FAITHFULNESS_SATURATE ?? '').split(',').filter((x) => x.length > 0).map((x) => [x.split(':')[0]!, Number(x.split(':')[1])]),
);

/** The inputs with every design vector's saturated totals transformed. */
export function saturatedInputs(inputs: FitInputs, saturation: Readonly<Partial<Record<string, number>>> = {}): FitInputs {
  const t = (rows: number[][]): number[][] => rows.map((x) => saturateDesign(x, saturation));
  const tp = (pairs: ReadonlyArray<[number[], number[]]>): Array<[number[], number[]]> => pairs.map(([v, c]) => [saturateDesign(v, saturation), saturateDesign(c, saturation)]);
  return {
    ...inputs,
    x: t(inputs.x),
    valid: t(inputs.valid),
    perturbed: t(inputs.perturbed),
    heldValid: t(inputs.heldValid),
    heldPerturbed: t(inputs.heldPerturbed),
    controlPairs: tp(inputs.controlPairs),
    heldControlPairs: tp(inputs.heldControlPairs),
  };
}

/**
 * The id part that names how the objective was solved and sampled, where it is not the fit's up to session 20 (2,000
 * Adam steps on 5,000 pairs drawn with seed 1): `-newton`, `-pairs20000`, `-pairseed2`.
 */
export function solverName(options: FitOptions): string {
  return `${options.solver === 'newton' ? '-newton' : ''}${options.pairs !== 5000 ? `-pairs${options.pairs}` : ''}${options.seed !== 1 ? `-pairseed${options.seed}` : ''}`;
}

/** The fit options a model id names (`lambda0.05`, `del2`; `newton`, `pairs20000`, `pairseed2` — absent: Adam, 5,000 pairs, seed 1). */
export function optionsOf(id: string): FitOptions {
  const lambda = Number(/lambda([0-9.]+)/.exec(id)?.[1] ?? FIT_DEFAULTS.lambda);
  const deletion = Number(/-del([0-9.]+)/.exec(id)?.[1] ?? 1);
  const pairs = Number(/-pairs([0-9]+)/.exec(id)?.[1] ?? 5000);
  const seed = Number(/-pairseed([0-9]+)/.exec(id)?.[1] ?? 1);
  return { ...FIT_DEFAULTS, lambda, familyWeights: { deletion }, solver: /-newton(-|$)/.test(id) ? 'newton' : 'adam', pairs, seed };
}

export function crossValidatedPredictions(inputs: FitInputs, options: FitOptions): number[] {
  const folds = foldsBySource(inputs.tmuSources, 5, FIT_SEED);
  return crossValidate(inputs.x.length, folds, 5, (train, test) => {
    const theta = fitWeights(fitData(inputs, train), options);
    return test.map((i) => predict(theta, inputs.x[i]!));
  });
}

/** Mean score of the same-concept controls minus their references' (0: the controls keep the meaning). */
export function controlGap(theta: readonly number[], pairs: ReadonlyArray<readonly [readonly number[], readonly number[]]>): number {
  return pairs.reduce((s, [v, c]) => s + predict(theta, c) - predict(theta, v), 0) / Math.max(1, pairs.length);
}

/** AUC per family and overall of a fitted θ on a suite's design vectors. */
export function familyAucs(theta: readonly number[], valid: readonly number[][], perturbed: readonly number[][], family: readonly string[]): Record<string, number> {
  const v = valid.map((x) => predict(theta, x));
  const s = perturbed.map((x) => predict(theta, x));
  const out: Record<string, number> = {};
  for (const f of PERTURBATION_FAMILIES) out[f] = auc(v, s.filter((_, i) => family[i] === f));
  out.overall = auc(v, s);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows: Array<{ floor: number; saturation: number; content: number; options: FitOptions; cvAll: number; cvChanged: number; held: Record<string, number>; gap: number; theta: number[] }> = [];
  for (const floor of INFORMATION_FLOORS) {
  const rawInputs = fitInputs(FIT_LEXICON, FIT_REVISION, floor);
  const idx = rawInputs.changed.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
  for (const content of CONTENT_SATURATIONS) {
  for (const saturation of SATURATIONS) {
  const inputs = saturatedInputs(rawInputs, charactersSaturation(saturation, content));
  for (const lambda of LAMBDAS) {
    for (const deletion of DELETION_WEIGHTS) {
      const options: FitOptions = { ...FIT_DEFAULTS, lambda, familyWeights: { deletion } };
      const cv = crossValidatedPredictions(inputs, options);
      const theta = fitWeights(fitData(inputs), options);
      const cvAll = pearson(cv, inputs.meaning).value;
      const cvChanged = pearson(idx.map((i) => cv[i]!), idx.map((i) => inputs.meaning[i]!)).value;
      const held = familyAucs(theta, inputs.heldValid, inputs.heldPerturbed, inputs.heldFamily);
      const gap = controlGap(theta, inputs.heldControlPairs);
      rows.push({ floor, saturation, content, options, cvAll, cvChanged, held, gap, theta });
      console.log(
        `${floor !== INFORMATION_FLOOR ? `information floor ${floor} ` : ''}saturation ${saturation} content ${content} λ ${lambda} deletion×${deletion}\tCV r all ${cvAll.toFixed(3)}\tchanged ${cvChanged.toFixed(3)}\tselection AUC ${Object.entries(held).map(([f, a]) => `${f} ${a.toFixed(3)}`).join(' ')}\tsameConcept gap ${gap.toFixed(3)}\tθ ${theta.map((t, i) => `${DESIGN[i]}=${t.toFixed(3)}`).join(' ')}`,
      );
    }
  }
  }
  }
  }
  const lowest = (r: (typeof rows)[number]): number => Math.min(...PERTURBATION_FAMILIES.map((f) => r.held[f]!));
  const eligible = rows.filter((r) => r.cvAll >= 0.68 && r.cvChanged >= 0.52 && r.gap >= -MAX_CONTROL_GAP);
  const chosen = (eligible.length > 0 ? eligible : rows).sort((a, b) => lowest(b) - lowest(a) || b.held.overall! - a.held.overall!)[0]!;
  const name = `lambda${chosen.options.lambda}-del${chosen.options.familyWeights!.deletion}${chosen.saturation > 0 ? `-sat${chosen.saturation}` : ''}${chosen.content > 0 ? `-csat${chosen.content}` : ''}${floorName(chosen.floor)}${solverName(chosen.options)}`;
  console.log(`chosen ${name} (lowest family AUC on the selection half ${lowest(chosen).toFixed(3)})`);
  if (process.argv.includes('--write')) {
    // a model carries no information floor: the shipped scale is the only one a fitted model can be written with
    if (chosen.floor !== INFORMATION_FLOOR) throw new Error(`the chosen setting has information floor ${chosen.floor}; models are written at ${INFORMATION_FLOOR} only`);
    const fitted = { ...toModel(chosen.theta, '', charactersSaturation(chosen.saturation, chosen.content)), lexicon: FIT_LEXICON, revision: FIT_REVISION };
    // the id names the data and the setting, the feature revision and a digest of the weights, so that a refit always changes the signature
    const model = { ...fitted, id: `tmu-dev+conll-bn10+jfleg-test-${name}-${FIT_LEXICON.vectors}${FIT_LEXICON.wordnet ? '-wordnet' : ''}-r${FIT_REVISION}-${weightsDigest(fitted)}` };
    const text = `/**
 * Fitted weights of the faithfulness model, written by \`node --import tsx training/faithfulness/fit.ts --write\`
 * (TMU-GFM dev ratings + ranking on the CoNLL-2014/Bryant & Ng and JFLEG-test tuning perturbations, ranking weight
 * λ = ${chosen.options.lambda}, deletion pairs ×${chosen.options.familyWeights!.deletion}, characters saturated at
 * ${chosen.saturation || 'no scale'}, content lost (dropped, unitLost, contentFunction) at ${chosen.content || 'no scale'}, seeds ${FIT_SEED}/${TUNING_SEED}; features (revision ${FIT_REVISION}) from the ${FIT_LEXICON.vectors} vectors${FIT_LEXICON.wordnet ? ' and WordNet' : ''};
 * ${chosen.options.pairs} ranking pairs (seed ${chosen.options.seed}), ${chosen.options.solver === 'newton' ? 'the objective solved by projected Newton' : `${chosen.options.steps} projected Adam steps`};
 * features left out of the fit: ${FIT_EXCLUDED.join(', ')};
 * docs/faithfulness.md). Do not edit by hand.
 */
import type { FaithfulnessModel } from './model.js';

export const COEFFICIENTS: FaithfulnessModel = ${JSON.stringify(model, null, 2).replace(/"(\w+)":/g, '$1:').replace(/"/g, "'")};
`;
    writeFileSync(join(import.meta.dirname, '../../src/metrics/faithfulness/coefficients.ts'), text);
    console.log('wrote coefficients.ts');
  }
}

/** First 8 hex digits of SHA-1 over the fitted numbers (not the id). */
export function weightsDigest(model: { changed: number; weights: Record<string, number>; saturation?: Partial<Record<string, number>> }): string {
  const fitted = model.saturation === undefined ? { changed: model.changed, weights: model.weights } : { changed: model.changed, weights: model.weights, saturation: model.saturation };
  return createHash('sha1').update(JSON.stringify(fitted)).digest('hex').slice(0, 8);
}
