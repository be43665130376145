/**
 * Training the perceptron (model v1; docs/parser.md, "Training"): static oracle, averaged perceptron, seeded shuffling, epoch selected on a
 * dev set. The oracle path does not depend on the weights, so every transition's features, valid-class mask and
 * gold class are extracted once and each epoch only scores and updates. Single-threaded and bit-reproducible.
 */
import { SeededRandom } from '../../../src/core/random.js';
import type { UccaGraph } from '../../../src/ucca/graph.js';
import type { GoldItem } from '../../../src/ucca/parser/corpus.js';
import { GreedyDecoder } from '../../../src/ucca/parser/decoder.js';
import { PerceptronClassifier } from '../../../src/ucca/parser/perceptron/classifier.js';
import { FeatureExtractor, FEATURE_SET, SentenceContext } from '../../../src/ucca/parser/perceptron/features.js';
import type { SparseWeights } from '../../../src/ucca/parser/perceptron/sparse-weights.js';
import { ActionClasses, type LabelSets } from '../../../src/ucca/parser/transition/classes.js';
import { collectLabels } from '../labels.js';
import { oracleSteps } from '../oracle-steps.js';
import { trainEpochs, type TrainableModel } from '../driver.js';
import { TrainingWeights } from './averaged-weights.js';

export interface TrainOptions {
  seed: number;
  epochs: number;
  hashSeed: number;
  /** Feature rows updated fewer times are dropped from the shipped weights. */
  minUpdates: number;
  /** Labels seen fewer times become their first category. */
  minLabelCount: number;
  log?: (line: string) => void;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = { seed: 1, epochs: 14, hashSeed: 0x75cca, minUpdates: 3, minLabelCount: 5 };

interface Transitions {
  features: Uint32Array;
  featureOffsets: Uint32Array;
  masks: Uint8Array;
  gold: Uint16Array;
}

/** Features, valid masks and gold classes of every oracle transition of a sentence. */
export function oracleTransitions(item: GoldItem, sets: LabelSets, classes: ActionClasses, hashSeed: number): Transitions {
  const ctx = new SentenceContext(item.words, item.punct, item.tokenTerminal, item.attrs);
  const fx = new FeatureExtractor(hashSeed);
  const feats: number[] = [];
  const offsets: number[] = [0];
  const { masks, gold } = oracleSteps(item, sets, classes, (state) => {
    const n = fx.extract(state, ctx);
    for (let i = 0; i < n; i++) feats.push(fx.out[i]!);
    offsets.push(feats.length);
  });
  return { features: Uint32Array.from(feats), featureOffsets: Uint32Array.from(offsets), masks, gold };
}

export interface EpochResult {
  epoch: number;
  trainAccuracy: number;
  devScore: number;
  rows: number;
  seconds: number;
}

export interface TrainResult {
  labels: LabelSets;
  classes: ActionClasses;
  weights: SparseWeights;
  bestEpoch: number;
  curve: EpochResult[];
  featureSet: string;
}

/**
 * Trains on `train`, selecting the epoch with the best `scoreDev` (e.g. labeled primary F1 of the dev parses).
 */
export function trainPerceptron(
  train: readonly GoldItem[],
  dev: readonly GoldItem[],
  scoreDev: (pairs: Array<[UccaGraph, UccaGraph]>) => number,
  options: Partial<TrainOptions> = {},
): TrainResult {
  const opts = { ...DEFAULT_TRAIN_OPTIONS, ...options };
  const log = opts.log ?? (() => {});
  const labels = collectLabels(train.map((t) => t.gold), opts.minLabelCount);
  const classes = new ActionClasses(labels);
  const started = Date.now();
  const data = train.map((item) => oracleTransitions(item, labels, classes, opts.hashSeed));
  log(`extracted ${data.reduce((s, d) => s + d.gold.length, 0)} transitions from ${train.length} sentences, ${classes.size} classes, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const weights = new TrainingWeights(classes.size);
  const random = new SeededRandom(opts.seed);
  const curve: EpochResult[] = [];
  const slice = (d: Transitions, j: number) => d.features.subarray(d.featureOffsets[j]!, d.featureOffsets[j + 1]!);
  // the model as the driver sees it: score and update one oracle step's features
  const model: TrainableModel<Transitions> = {
    classCount: classes.size,
    score: (d, j, out) => {
      const feats = slice(d, j);
      weights.score(feats, feats.length, out);
    },
    update: (d, j, gold, predicted) => {
      const feats = slice(d, j);
      weights.update(feats, feats.length, gold, 1);
      if (predicted >= 0) weights.update(feats, feats.length, predicted, -1);
    },
    afterStep: () => {
      weights.time++;
    },
  };
  let t0 = Date.now();
  const best = trainEpochs(model, data, {
    epochs: opts.epochs,
    order: (_, n) => random.shuffle(Array.from({ length: n }, (_, i) => i)),
    endEpoch: (epoch, trainAccuracy) => {
      const compact = weights.compact(opts.minUpdates);
      const decoder = new GreedyDecoder(new PerceptronClassifier(classes, compact, opts.hashSeed));
      const devScore = scoreDev(dev.map((item) => [decoder.parse(item), item.graph]));
      const result = { epoch, trainAccuracy, devScore, rows: compact.keys.length, seconds: (Date.now() - t0) / 1000 };
      curve.push(result);
      log(`epoch ${epoch}: train acc ${(100 * result.trainAccuracy).toFixed(2)} %, dev ${(100 * devScore).toFixed(2)}, ${result.rows} rows, ${compact.nonZeros} non-zeros, ${result.seconds.toFixed(1)} s`);
      t0 = Date.now();
      return { devScore, snapshot: compact };
    },
  });
  return { labels, classes, weights: best.snapshot, bestEpoch: best.epoch, curve, featureSet: FEATURE_SET };
}
