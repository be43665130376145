/**
 * A BiLSTM training run from a recipe (recipe-data.ts: the same data as the perceptron's): the dev set is scored
 * after every epoch (labeled primary and remote F1 with the toolkit's evaluator) and the best epoch is kept; the
 * held-out sets are scored with it at the end.
 */
import { DEFAULT_BILSTM_CONFIG, type BiLstmConfig } from '../../../src/ucca/parser/bilstm/config.js';
import { modelFromHeader, saveBiLstmModel } from '../../../src/ucca/parser/bilstm/model.js';
import type { UccaGraph } from '../../../src/ucca/graph.js';
import type { GreedyDecoder } from '../../../src/ucca/parser/decoder.js';
import { evaluationInput, readSplit, trainingItem, type CorpusSplit } from '../../../src/ucca/parser/corpus.js';
import { scoreGraphs, type ParseScores } from '../../../src/ucca/parser/evaluation.js';
import { winkVersions } from '../../../src/ucca/parser/tagger.js';
import { dataChecksum, recipeData, type Recipe } from '../recipe-data.js';
import type { Distillation } from './distillation.js';
import type { Exploration } from './exploration.js';
import { extendPretrainedVectors } from './extend-vectors.js';
import { trainBiLstm, type BiLstmTrainResult, type PretrainedSource } from './trainer.js';

export interface BiLstmRecipeOptions {
  recipe?: Recipe;
  dataDir: string;
  seed: number;
  epochs: number;
  workers: 1 | 2;
  config?: Partial<BiLstmConfig>;
  checkpoint?: string;
  resume?: boolean;
  /** Train on the first N sentences only (0 = all). */
  limit?: number;
  /** Score only the first N dev sentences each epoch (0 = all). */
  devLimit?: number;
  /** Held-out splits scored with the best epoch at the end. */
  finalSplits?: CorpusSplit[];
  out?: string;
  log?: (line: string) => void;
  pretrained?: PretrainedSource;
  distillation?: Distillation;
  /** Training with exploration from an epoch on (exploration.ts). */
  exploration?: Exploration;
  /**
   * Train on the recipe's dev set too and keep the last epoch (recipe-data.ts): the final-model recipe, with the
   * epoch count an ordinary run of the recipe selected on dev.
   */
  trainOnDev?: boolean;
  /**
   * After training, store the vectors of the source's N most frequent words too (extend-vectors.ts); the held-out
   * sets are scored with the extended model, which is the one written.
   */
  extendVectors?: number;
}

export async function trainBiLstmRecipe(opts: BiLstmRecipeOptions): Promise<{ result: BiLstmTrainResult; scores: Record<string, ParseScores> }> {
  const log = opts.log ?? (() => {});
  const recipe = opts.recipe ?? 'ewt';
  const data = recipeData(opts.dataDir, recipe, opts.trainOnDev ?? false);
  let { train, dev } = data;
  if (opts.limit) train = train.slice(0, opts.limit);
  if (opts.devLimit) dev = dev.slice(0, opts.devLimit);
  log(`${recipe}: ${train.length} train, ${dev.length} dev sentences; tagging`);
  // Wiki sentences come first in both sets; with a guideline embedding they are trained and scored under their own guideline
  const items = train.map((g, i) => ({ ...trainingItem(g), guideline: i < data.trainOldGuideline ? 1 : 0 }));
  const devInputs = dev.map((g, i) => [{ ...evaluationInput(g), guideline: i < data.devOldGuideline ? 1 : 0 }, g] as const);
  const wink = winkVersions();
  const config = { ...DEFAULT_BILSTM_CONFIG, ...opts.config };
  const result = await trainBiLstm(items, {
    seed: opts.seed,
    epochs: opts.epochs,
    workers: opts.workers,
    config,
    ...(opts.checkpoint ? { checkpoint: opts.checkpoint } : {}),
    resume: opts.resume ?? false,
    log,
    ...(opts.pretrained ? { pretrained: opts.pretrained } : {}),
    ...(opts.distillation ? { distillation: opts.distillation } : {}),
    ...(opts.exploration ? { exploration: opts.exploration } : {}),
    preprocess: { winkNlp: wink.winkNlp, winkModel: wink.model, punctuationRule: 'PS-not-Sc-v1' },
    ...(opts.trainOnDev ? { keepLastEpoch: true } : {}),
    meta: { recipe, ...(opts.trainOnDev ? { trainOnDev: true } : {}), trainChecksum: dataChecksum(train), devChecksum: dataChecksum(dev), node: process.version },
    ...(devInputs.length > 0
      ? {
          evaluate: (decoder: GreedyDecoder) => {
            const s = scoreGraphs(devInputs.map(([input, gold]) => [decoder.parse(input), gold]));
            return { primary: s.primary.labeled.f, remote: s.remote.labeled.f };
          },
        }
      : {}),
  });
  let { model, header } = result;
  if (opts.extendVectors) {
    if (!opts.pretrained) throw new Error('extendVectors needs the pretrained source');
    const extended = extendPretrainedVectors(header, model.net.params.values, opts.pretrained, opts.extendVectors);
    ({ header } = extended);
    model = modelFromHeader(header, extended.values);
    log(`pretrained vectors extended to ${header.vocab.pretrained!.length - 1} words (the source's ${opts.extendVectors} most frequent and the table's own)`);
  }
  const scores: Record<string, ParseScores> = {};
  const score = (key: string, gold: readonly UccaGraph[], guideline: number): void => {
    scores[key] = scoreGraphs(gold.map((g) => [model.decoder.parse({ ...evaluationInput(g), guideline }), g]));
    log(`${key} (best epoch ${result.bestEpoch}): labeled primary F1 ${(100 * scores[key].primary.labeled.f).toFixed(2)}, remote ${(100 * scores[key].remote.labeled.f).toFixed(2)}`);
  };
  for (const split of opts.finalSplits ?? []) {
    const gold = readSplit(opts.dataDir, split);
    // A model with a guideline embedding is scored on the Wiki corpus under the guideline it is annotated with
    // (as TUPA's Wiki models were), and also as `gecval parse` runs it (current guidelines) under SPLIT/current-guidelines.
    if (config.guidelineDim && split.startsWith('wiki')) {
      score(split, gold, 1);
      score(`${split}/current-guidelines`, gold, 0);
    } else score(split, gold, 0);
  }
  if (opts.out) saveBiLstmModel(opts.out, { ...header, scores }, model.net.params.values);
  return { result: { ...result, model, header }, scores };
}
