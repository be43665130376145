/**
 * The one training driver (TUPA's shape): a model under training exposes `score` and `update` for one oracle step;
 * the driver owns the epochs, the sentence order, the decision rule (best valid class, as parsing uses) and the
 * choice of the best epoch. The perceptron trains through it; the BiLSTM trainer (bilstm/trainer.ts) keeps its own
 * loop, because it learns from whole-sentence gradients on worker threads with checkpoints, not step by step.
 */
import { bestValidClass } from '../../src/ucca/parser/classifier.js';

/** A sentence's oracle steps: the gold class of each step and the valid-class masks (`steps × classes`). */
export interface OracleSentence {
  readonly gold: Uint16Array;
  readonly masks: Uint8Array;
}

/** What the driver needs of a model under training. */
export interface TrainableModel<T extends OracleSentence> {
  /** Number of classes (the width of a mask row and of `out`). */
  readonly classCount: number;
  /** Writes the score of every class at step `step` of `sentence` into `out`. */
  score(sentence: T, step: number, out: Float32Array): void;
  /** Learns from a wrong decision: the gold class and the predicted one (−1 when no class was valid). */
  update(sentence: T, step: number, gold: number, predicted: number): void;
  /** Called after every step, right or wrong (e.g. the averaged perceptron's clock). */
  afterStep(): void;
}

export interface DriverOptions<S> {
  epochs: number;
  /** The order in which an epoch visits the sentences (e.g. a seeded shuffle of 0…n−1). */
  order: (epoch: number, sentences: number) => readonly number[];
  /** After each epoch: its dev score (higher is better) and the snapshot to keep if it is the best so far. */
  endEpoch: (epoch: number, trainAccuracy: number) => { devScore: number; snapshot: S };
}

/** Trains `model` on `data` for `epochs` epochs; returns the first epoch with the highest dev score and its snapshot. */
export function trainEpochs<T extends OracleSentence, S>(model: TrainableModel<T>, data: readonly T[], options: DriverOptions<S>): { epoch: number; score: number; snapshot: S } {
  const C = model.classCount;
  const scores = new Float32Array(C);
  let best: { score: number; epoch: number; snapshot: S } | null = null;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    let correct = 0;
    let total = 0;
    for (const k of options.order(epoch, data.length)) {
      const d = data[k]!;
      for (let j = 0; j < d.gold.length; j++) {
        model.score(d, j, scores);
        const predicted = bestValidClass(scores, d.masks, j * C);
        const gold = d.gold[j]!;
        if (predicted === gold) correct++;
        else model.update(d, j, gold, predicted);
        model.afterStep();
        total++;
      }
    }
    const { devScore, snapshot } = options.endEpoch(epoch, correct / total);
    if (!best || devScore > best.score) best = { score: devScore, epoch, snapshot };
  }
  if (!best) throw new Error('no training epochs');
  return best;
}
