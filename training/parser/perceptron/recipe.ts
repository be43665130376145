/**
 * A perceptron training run from a recipe (recipe-data.ts): trains, scores the held-out sets and writes the model
 * file with the recipe, seed, data checksums, curve, times and scores in its header.
 */
import { cpuUsage } from 'node:process';
import type { UccaGraph } from '../../../src/ucca/graph.js';
import { readSplit, trainingItem, type CorpusSplit, type GoldItem } from '../../../src/ucca/parser/corpus.js';
import { GreedyDecoder } from '../../../src/ucca/parser/decoder.js';
import { labeledPrimaryF1, scoreDecoder, type ParseScores } from '../../../src/ucca/parser/evaluation.js';
import { PerceptronClassifier } from '../../../src/ucca/parser/perceptron/classifier.js';
import { PERCEPTRON_FORMAT_VERSION, savePerceptronModel, type PerceptronModel } from '../../../src/ucca/parser/perceptron/model.js';
import { winkVersions } from '../../../src/ucca/parser/tagger.js';
import { dataChecksum, recipeData, type Recipe } from '../recipe-data.js';
import { DEFAULT_TRAIN_OPTIONS, trainPerceptron, type TrainResult } from './trainer.js';

export interface PerceptronRecipeOptions {
  recipe: Recipe;
  seed: number;
  epochs: number;
  dataDir: string;
  out?: string;
  /** Use only the first N training sentences (smoke runs); 0 = all. */
  limit?: number;
  log?: (line: string) => void;
}

export function trainPerceptronRecipe(opts: PerceptronRecipeOptions): { model: string | null; scores: Record<string, ParseScores>; bestEpoch: number; wallSeconds: number; cpuSeconds: number } {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const cpu0 = cpuUsage();
  const read = (split: CorpusSplit): UccaGraph[] => readSplit(opts.dataDir, split);
  let { train, dev } = recipeData(opts.dataDir, opts.recipe);
  if (opts.limit) train = train.slice(0, opts.limit);
  log(`recipe ${opts.recipe}: ${train.length} train, ${dev.length} dev sentences; tagging`);
  const trainItems: GoldItem[] = train.map(trainingItem);
  const devItems: GoldItem[] = dev.map(trainingItem);
  const result = trainPerceptron(trainItems, devItems, labeledPrimaryF1, { seed: opts.seed, epochs: opts.epochs, log });
  const decoder = new GreedyDecoder(new PerceptronClassifier(result.classes, result.weights, DEFAULT_TRAIN_OPTIONS.hashSeed));
  const scores: Record<string, ParseScores> = {};
  for (const split of ['ewt-dev', 'ewt-test', '20k', 'wiki-test'] as const) {
    scores[split] = scoreDecoder(decoder, read(split));
    log(`${split}: labeled primary F1 ${(100 * scores[split].primary.labeled.f).toFixed(2)}, remote ${(100 * scores[split].remote.labeled.f).toFixed(2)}`);
  }
  const wallSeconds = (Date.now() - started) / 1000;
  const cpu = cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const model = perceptronModel(
    result,
    {
      recipe: opts.recipe,
      seed: opts.seed,
      epochs: opts.epochs,
      bestEpoch: result.bestEpoch,
      minUpdates: DEFAULT_TRAIN_OPTIONS.minUpdates,
      minLabelCount: DEFAULT_TRAIN_OPTIONS.minLabelCount,
      trainSentences: train.length,
      devSentences: dev.length,
      trainChecksum: dataChecksum(train),
      devChecksum: dataChecksum(dev),
      node: process.version,
      wallSeconds,
      cpuSeconds,
      curve: result.curve,
    },
    scores,
  );
  if (opts.out) savePerceptronModel(opts.out, model);
  log(`done in ${wallSeconds.toFixed(0)} s wall, ${cpuSeconds.toFixed(0)} s CPU`);
  return { model: opts.out ?? null, scores, bestEpoch: result.bestEpoch, wallSeconds, cpuSeconds };
}

/**
 * The model file's contents for a training result: the feature set, labels and actions the weights go with, the
 * preprocessing versions, the training record (`training`: recipe, seed, …) and the held-out scores.
 */
export function perceptronModel(result: TrainResult, training: Record<string, unknown>, scores: Record<string, ParseScores> = {}): PerceptronModel {
  const wink = winkVersions();
  return {
    header: {
      formatVersion: PERCEPTRON_FORMAT_VERSION,
      kind: 'perceptron',
      featureSet: result.featureSet,
      hashSeed: DEFAULT_TRAIN_OPTIONS.hashSeed,
      labels: result.labels,
      actions: result.classes.moves.map((m, c) => `${m}:${result.classes.labels[c]}`),
      preprocess: { winkNlp: wink.winkNlp, winkModel: wink.model, punctuationRule: 'PS-not-Sc-v1' },
      training,
      scores,
    },
    weights: result.weights,
  };
}
