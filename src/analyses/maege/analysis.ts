/**
 * MAEGE's analyses from one metric's item scores: corpus-level Spearman ρ (and Pearson) over the models,
 * sentence-level Pearson r against the human scores, partial-order Kendall τ, per-type Δ, and figure data.
 */
import { partialOrderKendall, pearson, spearman, spearmanPValueOf, tCorrelation, type Correlation, type KendallTies, type PartialOrderKendall } from '../stats/correlation.js';
import { typeDeltas, type DeltaMode, type TypeDelta } from './delta.js';
import type { ItemTable } from './items.js';
import type { MaegePlan, SourceSetting } from './plan.js';

export interface AnalysisOptions {
  readonly ties: KendallTies;
  readonly deltaModes: readonly DeltaMode[];
  /** `propagate`: a NaN score makes the affected statistic NaN (default); `drop`: NaN items are left out. */
  readonly nan: 'propagate' | 'drop';
}

export const DEFAULT_ANALYSIS_OPTIONS: AnalysisOptions = { ties: 'concordant', deltaModes: ['paper'], nan: 'propagate' };

export interface CorpusResult {
  readonly seed: number;
  readonly scores: readonly number[];
  readonly spearman: Correlation;
  readonly pearson: Correlation;
}

export interface SettingResult {
  readonly setting: SourceSetting;
  readonly corpus: {
    readonly draws: readonly CorpusResult[];
    /** Mean ρ and r over the draws (equal to the single draw when there is one). */
    readonly rho: number;
    readonly rhoP: number;
    /** log10 of rhoP (finite where the double underflows). */
    readonly rhoLog10P: number;
    /** How rhoP was computed: exact permutation (n ≤ 12 models) or Student t. */
    readonly rhoPMethod: 't' | 'exact';
    readonly rhoStd: number;
    readonly r: number;
    readonly rP: number;
    readonly rLog10P: number;
  };
  readonly sentence: { readonly pearson: Correlation; readonly kendall: PartialOrderKendall };
  readonly deltas: Partial<Record<DeltaMode, readonly TypeDelta[]>>;
  /** Mean of score_j − score_i over within-chain pairs i < j with different scores (paper: GLEU −0.00025). */
  readonly meanPairDifference: number;
  /** Figure 5: mean score of node 0 by chain length 2..18. */
  readonly originalsByLength: readonly { length: number; mean: number; chains: number }[];
  readonly nanScores: number;
}

function mean(values: readonly number[], nan: AnalysisOptions['nan']): number {
  const used = nan === 'drop' ? values.filter((v) => !Number.isNaN(v)) : values;
  return used.length === 0 ? Number.NaN : used.reduce((a, b) => a + b, 0) / used.length;
}

function meanPairDifference(chains: readonly (readonly number[])[]): number {
  let sum = 0;
  let count = 0;
  for (const chain of chains) {
    for (let i = 0; i < chain.length; i++) {
      for (let j = i + 1; j < chain.length; j++) {
        if (chain[j] !== chain[i]) {
          sum += chain[j]! - chain[i]!;
          count++;
        }
      }
    }
  }
  return count === 0 ? 0 : sum / count;
}

export function analyseSetting(plan: MaegePlan, table: ItemTable, scores: readonly number[], setting: SourceSetting, options: AnalysisOptions = DEFAULT_ANALYSIS_OPTIONS): SettingResult {
  const nodeScores = table.nodes[setting]!.map((chain) => chain.map((i) => scores[i]!));
  const models = plan.options.models;
  const draws = table.corpus[setting]!.map((draw, d): CorpusResult => {
    const corpusScores = draw.map((lines) => mean(lines.map((i) => scores[i]!), options.nan));
    return { seed: plan.corpusDraws[d]!.seed, scores: corpusScores, spearman: spearman([...models], corpusScores), pearson: pearson([...models], corpusScores) };
  });
  const rhos = draws.map((d) => d.spearman.value);
  const rho = rhos.reduce((a, b) => a + b, 0) / rhos.length;
  const rhoStd = Math.sqrt(rhos.reduce((a, b) => a + (b - rho) ** 2, 0) / Math.max(1, rhos.length - 1));
  const rs = draws.map((d) => d.pearson.value);
  const single = draws.length === 1 ? draws[0]! : undefined;
  // With several draws the p-value is that of the mean coefficient at n = number of models (documented).
  const averagedRho = single ? single.spearman : spearmanPValueOf(rho, models.length);
  const averagedR = single ? single.pearson : tCorrelation(rs.reduce((a, b) => a + b, 0) / rs.length, models.length);

  const human = plan.human;
  const flatHuman: number[] = [];
  const flatMetric: number[] = [];
  nodeScores.forEach((chain, c) =>
    chain.forEach((value, k) => {
      if (options.nan === 'drop' && Number.isNaN(value)) return;
      flatHuman.push(human[c]![k]!);
      flatMetric.push(value);
    }),
  );
  const kendallChains = options.nan === 'drop' ? nodeScores.map((chain) => chain.filter((v) => !Number.isNaN(v))) : nodeScores;
  const deltas: SettingResult['deltas'] = {};
  for (const mode of options.deltaModes) deltas[mode] = typeDeltas(plan.chains, nodeScores, mode);

  const byLength = new Map<number, number[]>();
  nodeScores.forEach((chain) => {
    if (chain.length < 2 || chain.length > 18) return;
    if (!byLength.has(chain.length)) byLength.set(chain.length, []);
    byLength.get(chain.length)!.push(chain[0]!);
  });
  return {
    setting,
    corpus: { draws, rho, rhoP: averagedRho.p, rhoLog10P: averagedRho.log10P, rhoPMethod: averagedRho.pMethod, rhoStd, r: averagedR.value, rP: averagedR.p, rLog10P: averagedR.log10P },
    sentence: { pearson: pearson(flatHuman, flatMetric), kendall: partialOrderKendall(kendallChains, options.ties) },
    deltas,
    meanPairDifference: meanPairDifference(nodeScores),
    originalsByLength: [...byLength].sort((a, b) => a[0] - b[0]).map(([length, values]) => ({ length, mean: mean(values, options.nan), chains: values.length })),
    nanScores: flatMetricNaN(nodeScores, table.corpus[setting]!, scores),
  };
}

/** NaN scores among the items this setting uses (each distinct item once). */
function flatMetricNaN(nodeScores: readonly (readonly number[])[], corpus: readonly (readonly (readonly number[])[])[], scores: readonly number[]): number {
  const used = new Set<number>();
  for (const draw of corpus) for (const lines of draw) for (const i of lines) used.add(i);
  let count = nodeScores.reduce((sum, chain) => sum + chain.filter(Number.isNaN).length, 0);
  for (const i of used) if (Number.isNaN(scores[i]!)) count++;
  return count;
}
