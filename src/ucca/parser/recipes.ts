/**
 * Training recipes (ucca-parser spec §4.1): M-ewt and the Wiki recipes. Trains, scores the held-out sets and
 * writes the model file with the recipe, seed, data checksums, curve, times and scores in its header.
 */
import { createHash } from 'node:crypto';
import { cpuUsage } from 'node:process';
import type { UccaGraph } from '../graph.js';
import { readSplit, trainingItem, evaluationInput, type CorpusSplit, type GoldItem } from './corpus.js';
import { GreedyDecoder } from './decode.js';
import { labeledPrimaryF1, scoreGraphs, type ParseScores } from './evaluation.js';
import { MODEL_FORMAT_VERSION, saveModel, type PerceptronModel } from './model-file.js';
import { winkVersions } from './tagger.js';
import { DEFAULT_TRAIN_OPTIONS, trainPerceptron } from './train.js';

export type Recipe = 'ewt' | 'wiki' | 'wiki+ewt';

export interface RecipeOptions {
  recipe: Recipe;
  seed: number;
  epochs: number;
  dataDir: string;
  out?: string;
  /** Use only the first N training sentences (smoke runs); 0 = all. */
  limit?: number;
  log?: (line: string) => void;
}

/** Every 10th Wiki train sentence (by sorted id) is the held-out dev slice. */
function wikiSplit(graphs: UccaGraph[]): { train: UccaGraph[]; dev: UccaGraph[] } {
  return { train: graphs.filter((_, i) => i % 10 !== 9), dev: graphs.filter((_, i) => i % 10 === 9) };
}

function checksum(graphs: readonly UccaGraph[]): string {
  const h = createHash('sha256');
  for (const g of graphs) h.update(`${g.id}\t${g.text}\t${g.edges.length}\n`);
  return h.digest('hex').slice(0, 16);
}

export function trainParserRecipe(opts: RecipeOptions): { model: string | null; scores: Record<string, ParseScores>; bestEpoch: number; wallSeconds: number; cpuSeconds: number } {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const cpu0 = cpuUsage();
  const read = (split: CorpusSplit): UccaGraph[] => readSplit(opts.dataDir, split);
  let train: UccaGraph[] = [];
  let dev: UccaGraph[] = [];
  if (opts.recipe === 'ewt') {
    train = read('ewt-train');
    dev = read('ewt-dev');
  } else {
    const wiki = wikiSplit(read('wiki-train'));
    train = wiki.train;
    dev = wiki.dev;
    if (opts.recipe === 'wiki+ewt') {
      train = [...train, ...read('ewt-train')];
      dev = [...dev, ...read('ewt-dev')];
    }
  }
  if (opts.limit) train = train.slice(0, opts.limit);
  log(`recipe ${opts.recipe}: ${train.length} train, ${dev.length} dev sentences; tagging`);
  const trainItems: GoldItem[] = train.map(trainingItem);
  const devItems: GoldItem[] = dev.map(trainingItem);
  const result = trainPerceptron(trainItems, devItems, labeledPrimaryF1, { seed: opts.seed, epochs: opts.epochs, log });
  const decoder = new GreedyDecoder(result.classes, result.weights, DEFAULT_TRAIN_OPTIONS.hashSeed);
  const scores: Record<string, ParseScores> = {};
  for (const split of ['ewt-dev', 'ewt-test', '20k', 'wiki-test'] as const) {
    const gold = read(split);
    scores[split] = scoreGraphs(gold.map((g) => [decoder.parse(evaluationInput(g)), g]));
    log(`${split}: labeled primary F1 ${(100 * scores[split].primary.labeled.f).toFixed(2)}, remote ${(100 * scores[split].remote.labeled.f).toFixed(2)}`);
  }
  const wallSeconds = (Date.now() - started) / 1000;
  const cpu = cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const wink = winkVersions();
  const model: PerceptronModel = {
    header: {
      formatVersion: MODEL_FORMAT_VERSION,
      kind: 'perceptron',
      featureSet: result.featureSet,
      hashSeed: DEFAULT_TRAIN_OPTIONS.hashSeed,
      labels: result.labels,
      actions: result.classes.moves.map((m, c) => `${m}:${result.classes.labels[c]}`),
      preprocess: { winkNlp: wink.winkNlp, winkModel: wink.model, punctuationRule: 'PS-not-Sc-v1' },
      training: {
        recipe: opts.recipe,
        seed: opts.seed,
        epochs: opts.epochs,
        bestEpoch: result.bestEpoch,
        minUpdates: DEFAULT_TRAIN_OPTIONS.minUpdates,
        minLabelCount: DEFAULT_TRAIN_OPTIONS.minLabelCount,
        trainSentences: train.length,
        devSentences: dev.length,
        trainChecksum: checksum(train),
        devChecksum: checksum(dev),
        node: process.version,
        wallSeconds,
        cpuSeconds,
        curve: result.curve,
      },
      scores,
    },
    weights: result.weights,
  };
  if (opts.out) saveModel(opts.out, model);
  log(`done in ${wallSeconds.toFixed(0)} s wall, ${cpuSeconds.toFixed(0)} s CPU`);
  return { model: opts.out ?? null, scores, bestEpoch: result.bestEpoch, wallSeconds, cpuSeconds };
}
