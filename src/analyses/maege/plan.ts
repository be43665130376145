/**
 * Everything MAEGE draws before any metric runs: eligible sentences, chains with their sources and human scores,
 * and the corpus models with their source corpora (one draw per corpus seed). Each random stage has its own stream
 * derived from the base seed, so changing one stage (e.g. the number of chains) leaves the others as they were.
 */
import { SeededRandom } from '../../core/random.js';
import type { M2Sentence } from '../../formats/m2.js';
import { buildChains, chooseSources, type Chain, type ChainSampling } from './chains.js';
import { drawCorpusModels, drawCorpusSource, DEFAULT_MODELS, type BinomialMode, type CorpusModel } from './corpus.js';
import { humanScores, type HumanScoreMode } from './human.js';
import { buildLattice, isCorpusLevelEligible, isSentenceLevelEligible, type CollisionPolicy, type Lattice, type LatticeSentence } from './lattice.js';
import { fnv1a32 } from '../../core/hash.js';

export type SourceSetting = 'random' | 'origin';

export interface PlanOptions {
  readonly seed: number;
  /** Chains per (sentence, annotation). */
  readonly chains: number;
  readonly sampling: ChainSampling;
  /** Which source settings to analyse: `random` (Tables 2–3) and/or `origin` (Table 4). */
  readonly settings: readonly SourceSetting[];
  readonly humanScore: HumanScoreMode;
  readonly binomialMode: BinomialMode;
  readonly variance: number;
  readonly models: readonly number[];
  /** Corpus source under the random setting: the code's mixture of models, or the paper's lattice element. */
  readonly corpusSource: 'random' | 'lattice';
  /** Number of corpus-level draws (seeds seed, seed+1, …) to average ρ over. */
  readonly corpusSeeds: number;
  readonly trim: boolean;
  readonly skipLongMultiSentence: boolean;
  readonly collisions: CollisionPolicy;
  readonly alternatives: 'error' | 'first';
}

export const DEFAULT_PLAN_OPTIONS: PlanOptions = {
  seed: 1,
  chains: 1,
  sampling: 'distinct',
  settings: ['random'],
  humanScore: 'code',
  binomialMode: 'compat',
  variance: 0.9,
  models: DEFAULT_MODELS,
  corpusSource: 'random',
  corpusSeeds: 1,
  trim: false,
  skipLongMultiSentence: false,
  collisions: 'error',
  alternatives: 'error',
};

/** How stage streams are derived from the base seed (recorded in every signature). */
export const STREAM_DERIVATION = 'fnv1a32(seed:stage)&0x7fffffff';

export function stageRandom(seed: number, stage: string): SeededRandom {
  // the stage names are ASCII, where code points and UTF-16 units are the same
  return new SeededRandom(fnv1a32(`${seed}:${stage}`) & 0x7fffffff);
}

export interface CorpusDraw {
  readonly seed: number;
  readonly models: readonly CorpusModel[];
  /** Source corpus per setting. */
  readonly sources: Partial<Record<SourceSetting, readonly string[]>>;
}

export interface MaegePlan {
  readonly options: PlanOptions;
  readonly lattice: Lattice;
  readonly sentenceLevel: readonly LatticeSentence[];
  readonly corpusLevel: readonly LatticeSentence[];
  readonly chains: readonly Chain[];
  /** Source node index per chain, per setting. */
  readonly chainSources: Partial<Record<SourceSetting, readonly number[]>>;
  readonly human: readonly (readonly number[])[];
  readonly corpusDraws: readonly CorpusDraw[];
}

export function buildPlan(m2: readonly M2Sentence[], options: Partial<PlanOptions> = {}, file?: string): MaegePlan {
  const o: PlanOptions = { ...DEFAULT_PLAN_OPTIONS, ...options };
  const lattice = buildLattice(m2, { collisions: o.collisions, alternatives: o.alternatives, file });
  const sentenceLevel = lattice.sentences.filter((s) => isSentenceLevelEligible(s, { skipLongMultiSentence: o.skipLongMultiSentence }));
  const corpusLevel = lattice.sentences.filter(isCorpusLevelEligible);
  const applyOptions = { trim: o.trim };
  const chains = buildChains(sentenceLevel, stageRandom(o.seed, 'chains'), { chains: o.chains, sampling: o.sampling, ...applyOptions });
  const chainSources: Partial<Record<SourceSetting, number[]>> = {};
  for (const setting of o.settings) chainSources[setting] = chooseSources(chains, setting, stageRandom(o.seed, 'sentenceSource'));
  const corpusDraws = Array.from({ length: o.corpusSeeds }, (_, d): CorpusDraw => {
    const seed = o.seed + d;
    const models = drawCorpusModels(corpusLevel, stageRandom(seed, 'corpusModels'), { models: o.models, variance: o.variance, binomialMode: o.binomialMode, ...applyOptions });
    const sources: Partial<Record<SourceSetting, string[]>> = {};
    for (const setting of o.settings) {
      const choice = setting === 'origin' ? 'origin' : o.corpusSource;
      sources[setting] = drawCorpusSource(corpusLevel, models, choice, stageRandom(seed, 'corpusSource'), applyOptions);
    }
    return { seed, models, sources };
  });
  return { options: o, lattice, sentenceLevel, corpusLevel, chains, chainSources, human: humanScores(chains, o.humanScore), corpusDraws };
}

/** Counts that identify the data a run used (docs/maege.md#maege-reference-numbers). */
export function planCounts(plan: MaegePlan) {
  const nodes = plan.chains.reduce((sum, c) => sum + c.nodes.length, 0);
  const pairs = plan.chains.reduce((sum, c) => sum + (c.nodes.length * (c.nodes.length - 1)) / 2, 0);
  return {
    sentences: plan.sentenceLevel.length,
    chains: plan.chains.length,
    nodes,
    pairs,
    appliedEdits: nodes - plan.chains.length,
    corpusSentences: plan.corpusLevel.length,
    skippedNoAnnotation: plan.lattice.sentences.filter((s) => s.annotations.length === 0).length,
    skippedNoop: plan.lattice.sentences.filter((s) => s.hasNoop).length,
    skippedSingleAnnotation: plan.lattice.sentences.filter((s) => !s.hasNoop && s.annotations.length === 1).length,
  };
}
