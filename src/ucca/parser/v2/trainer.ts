/**
 * v2 training (spec §3.3–3.4): static-oracle cross-entropy, minibatches split in two halves (two worker threads
 * or this thread, bit-identical), summed gradients averaged over the batch's sentences, global-norm clipping,
 * Adam. Every random step comes from `SeededRandom` streams derived from (seed, epoch, sentence), so nothing
 * depends on thread timing. A checkpoint (weights, Adam moments, best weights, curve) is written after every epoch
 * and training resumes from it bit for bit.
 */
import { existsSync } from 'node:fs';
import { SeededRandom } from '../../../core/random.js';
import { ActionClasses, type LabelSets } from '../classes.js';
import type { GoldItem } from '../corpus.js';
import { collectLabels } from '../train.js';
import { DEFAULT_V2_CONFIG, type V2Config } from './config.js';
import { localEngine, workerEngine, type GradientEngine } from './gradients.js';
import { readContainer, V2_FORMAT_VERSION, writeContainer, type V2Header } from './model-file.js';
import { Network, type NetworkShape } from './network.js';
import { Adam, WeightAverage } from './optim.js';
import { prepareSentence, sentenceSeed, V2Decoder, type PreparedSentence } from './sentence.js';
import { SparseLayout } from './state-features.js';
import { clipGradients } from './tensor.js';
import { buildVocabularies, VocabIndex } from './vocab.js';

export interface EpochRecord {
  epoch: number;
  loss: number;
  trainAccuracy: number;
  dev: Record<string, number>;
  seconds: number;
  sentencesPerSecond: number;
}

export interface V2TrainOptions {
  seed: number;
  epochs: number;
  /** 2 = two worker threads, 1 = this thread (same numbers). */
  workers: 1 | 2;
  config: V2Config;
  /** Checkpoint file written after every epoch; with `resume`, training continues from it when it exists. */
  checkpoint?: string;
  resume?: boolean;
  /** Stop after this many epochs in this call (simulates an interruption in tests). */
  stopAfter?: number;
  /** Dev scoring after each epoch; `primary` (labeled primary F1) selects the best epoch. */
  evaluate?: (decoder: V2Decoder) => Record<string, number> & { primary: number };
  log?: (line: string) => void;
  /** Recorded in the header (recipe, data checksums, …). */
  meta?: Record<string, unknown>;
  preprocess?: V2Header['preprocess'];
}

export interface V2Model {
  net: Network;
  labels: LabelSets;
  classes: ActionClasses;
  layout: SparseLayout;
  vocab: VocabIndex;
  decoder: V2Decoder;
}

export interface V2TrainResult {
  model: V2Model;
  header: V2Header;
  curve: EpochRecord[];
  bestEpoch: number;
  completedEpochs: number;
  /** Final (last-epoch) parameters, for determinism checks. */
  lastParams: Float32Array;
}

export function modelFromHeader(header: V2Header, values?: Float32Array): V2Model {
  const shape: NetworkShape = { config: header.config, vocab: header.vocab, charCount: header.charCount, sparseRows: header.sparseRows, classCount: header.actions.length };
  const net = new Network(shape, values ? { values } : undefined);
  const classes = new ActionClasses(header.labels);
  const layout = new SparseLayout(header.labels.primary);
  const vocab = new VocabIndex(header.vocab);
  return { net, labels: header.labels, classes, layout, vocab, decoder: new V2Decoder(net, classes, layout, vocab) };
}

export async function trainV2(train: readonly GoldItem[], options: Partial<V2TrainOptions> = {}): Promise<V2TrainResult> {
  const opts: V2TrainOptions = { seed: 1, epochs: 10, workers: 2, config: DEFAULT_V2_CONFIG, ...options };
  const log = opts.log ?? (() => {});
  const config = opts.config;
  const labels = collectLabels(train.map((t) => t.gold), config.minLabelCount);
  const classes = new ActionClasses(labels);
  const layout = new SparseLayout(labels.primary);
  const vocabularies = buildVocabularies(train);
  const vocab = new VocabIndex(vocabularies);
  const t0 = Date.now();
  const data: PreparedSentence[] = train.map((item) => prepareSentence(item, labels, classes, layout, vocab));
  const transitions = data.reduce((s, d) => s + d.steps, 0);
  log(`prepared ${data.length} sentences, ${transitions} transitions, ${classes.size} classes, ${layout.rows} feature rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const shape: NetworkShape = { config, vocab: vocabularies, charCount: vocab.charCount, sparseRows: layout.rows, classCount: classes.size };
  const header: V2Header = {
    formatVersion: V2_FORMAT_VERSION,
    kind: 'bilstm-checkpoint',
    config,
    vocab: vocabularies,
    labels,
    actions: classes.moves.map((m, c) => `${m}:${classes.labels[c]}`),
    sparseRows: layout.rows,
    charCount: vocab.charCount,
    preprocess: opts.preprocess ?? { winkNlp: '', winkModel: '', punctuationRule: 'PS-not-Sc-v1' },
    training: { seed: opts.seed, sentences: data.length, transitions, ...opts.meta },
  };
  const probe = new Network(shape);
  const size = probe.params.size;
  const engine: GradientEngine = opts.workers === 2 ? await workerEngine(shape, data, opts.seed, size) : localEngine(shape, data, opts.seed, new Float32Array(size));
  const net = new Network(shape, { values: engine.values });
  net.initialise(new SeededRandom(opts.seed));
  const adam = new Adam(size, config.learningRate, config.beta1, config.beta2);
  const average = config.ema ? new WeightAverage(Float32Array.from(engine.values), config.ema) : undefined;
  let curve: EpochRecord[] = [];
  let best: { epoch: number; score: number; values: Float32Array } = { epoch: 0, score: -Infinity, values: Float32Array.from(engine.values) };
  let done = 0;
  if (opts.checkpoint && opts.resume && existsSync(opts.checkpoint)) {
    const ck = readContainer(opts.checkpoint);
    const t = ck.header.training as { seed?: number; epoch?: number; adamStep?: number; curve?: EpochRecord[]; bestEpoch?: number; bestScore?: number };
    if (t.seed !== opts.seed || JSON.stringify(ck.header.config) !== JSON.stringify(config) || ck.header.actions.join() !== header.actions.join()) {
      throw new Error(`checkpoint ${opts.checkpoint} was written by a different configuration, seed or label set`);
    }
    engine.values.set(ck.blobs.get('params')!);
    adam.m.set(ck.blobs.get('adam.m')!);
    adam.v.set(ck.blobs.get('adam.v')!);
    adam.step = t.adamStep ?? 0;
    done = t.epoch ?? 0;
    curve = t.curve ?? [];
    best = { epoch: t.bestEpoch ?? 0, score: t.bestScore ?? -Infinity, values: ck.blobs.get('best')! };
    if (average) average.values.set(ck.blobs.get('ema')!);
    log(`resumed from ${opts.checkpoint} after epoch ${done}`);
  }
  const decoder = new V2Decoder(net, classes, layout, vocab);
  const total = new Float32Array(size);
  let ranThisCall = 0;
  try {
    for (let epoch = done + 1; epoch <= opts.epochs; epoch++) {
      if (opts.stopAfter !== undefined && ranThisCall >= opts.stopAfter) break;
      const started = Date.now();
      const order = new SeededRandom(sentenceSeed(opts.seed, epoch, 0x7fffffff)).shuffle(data.map((_, i) => i));
      let loss = 0;
      let correct = 0;
      let steps = 0;
      for (let at = 0; at < order.length; at += config.batchSize) {
        const batch = order.slice(at, at + config.batchSize);
        const half = Math.ceil(batch.length / 2);
        const results = await engine.run(epoch, [batch.slice(0, half), batch.slice(half)]);
        for (const r of results) {
          loss += r.loss;
          correct += r.correct;
          steps += r.steps;
        }
        const [g0, g1] = engine.grads;
        const scale = 1 / batch.length;
        for (let i = 0; i < size; i++) total[i] = (g0[i]! + g1[i]!) * scale;
        clipGradients(total, config.clip);
        adam.update(engine.values, total);
        average?.update(engine.values, adam.step);
      }
      const trainSeconds = (Date.now() - started) / 1000;
      // With weight averaging, the averaged weights are the ones scored and kept (workers are idle here).
      const current = average ? Float32Array.from(engine.values) : undefined;
      if (average) engine.values.set(average.values);
      const dev = opts.evaluate ? opts.evaluate(decoder) : { primary: 0 };
      const record: EpochRecord = { epoch, loss: loss / Math.max(1, steps), trainAccuracy: correct / Math.max(1, steps), dev, seconds: (Date.now() - started) / 1000, sentencesPerSecond: data.length / trainSeconds };
      curve.push(record);
      if (dev.primary > best.score) best = { epoch, score: dev.primary, values: Float32Array.from(engine.values) };
      if (current) engine.values.set(current);
      log(`epoch ${epoch}: loss ${record.loss.toFixed(4)}, train acc ${(100 * record.trainAccuracy).toFixed(2)} %, dev ${Object.entries(dev).map(([k, v]) => `${k} ${(100 * v).toFixed(2)}`).join(', ')}, ${trainSeconds.toFixed(1)} s training (${record.sentencesPerSecond.toFixed(1)} sent/s), ${record.seconds.toFixed(1)} s with dev`);
      done = epoch;
      ranThisCall++;
      if (opts.checkpoint) {
        const training = { ...header.training, epoch, adamStep: adam.step, curve, bestEpoch: best.epoch, bestScore: best.score };
        const blobs: [string, Float32Array][] = [['params', engine.values], ['adam.m', adam.m], ['adam.v', adam.v], ['best', best.values]];
        if (average) blobs.push(['ema', average.values]);
        writeContainer(opts.checkpoint, { ...header, training }, blobs);
      }
    }
  } finally {
    await engine.close();
  }
  const lastParams = Float32Array.from(engine.values);
  const finalHeader: V2Header = { ...header, kind: 'bilstm', training: { ...header.training, epochs: done, bestEpoch: best.epoch, curve } };
  const model = modelFromHeader(finalHeader, Float32Array.from(best.epoch > 0 ? best.values : lastParams));
  return { model, header: finalHeader, curve, bestEpoch: best.epoch, completedEpochs: done, lastParams };
}
