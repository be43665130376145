/**
 * v1 training (ucca-parser spec §3.2): static oracle, averaged perceptron, seeded shuffling, epoch selected on a
 * dev set. The oracle path does not depend on the weights, so every transition's features, valid-class mask and
 * gold class are extracted once and each epoch only scores and updates. Single-threaded and bit-reproducible.
 */
import { SeededRandom } from '../../core/random.js';
import type { UccaGraph } from '../graph.js';
import { ActionClasses, type LabelSets } from './classes.js';
import type { GoldItem } from './corpus.js';
import { GreedyDecoder } from './decode.js';
import { FeatureExtractor, FEATURE_SET, SentenceContext } from './features.js';
import type { GoldTree } from './gold.js';
import { Oracle } from './oracle.js';
import { bestValid, TrainingWeights, type SparseWeights } from './perceptron.js';
import { TERM_LABEL } from './state.js';

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

/** Label sets from training data (spec §2.1): labels seen ≥ `minCount` times; root labels among them. */
export function collectLabels(golds: readonly GoldTree[], minCount: number): LabelSets {
  const primary = new Map<string, number>();
  const remote = new Map<string, number>();
  const root = new Set<string>();
  for (const g of golds) {
    for (const e of g.edges) {
      if (e.label === TERM_LABEL) continue;
      const map = e.remote ? remote : primary;
      map.set(e.label, (map.get(e.label) ?? 0) + 1);
      if (!e.remote && e.parent === g.root) root.add(e.label);
    }
  }
  const keep = (m: Map<string, number>): string[] => [...m].filter(([, c]) => c >= minCount).map(([l]) => l).sort();
  const prim = keep(primary);
  return { primary: prim, remote: keep(remote), root: prim.filter((l) => root.has(l)) };
}

/** Rewrites labels that are not classes: first category if it is one, else the most frequent label. */
export function restrictLabels(gold: GoldTree, sets: LabelSets): GoldTree {
  const primary = new Set(sets.primary);
  const remote = new Set(sets.remote);
  const edges = gold.edges.map((e) => {
    if (e.label === TERM_LABEL) return e;
    const allowed = e.remote ? remote : primary;
    if (allowed.has(e.label)) return e;
    const fallback = allowed.has(e.first) ? e.first : e.remote ? (sets.remote[0] ?? 'A') : e.parent === gold.root ? (sets.root[0] ?? 'H') : 'A';
    return { ...e, label: fallback };
  });
  return { ...gold, edges };
}

interface Transitions {
  features: Uint32Array;
  featureOffsets: Uint32Array;
  masks: Uint8Array;
  gold: Uint16Array;
}

/** Features, valid masks and gold classes of every oracle transition of a sentence. */
export function oracleTransitions(item: GoldItem, sets: LabelSets, classes: ActionClasses, hashSeed: number): Transitions {
  const oracle = new Oracle(restrictLabels(item.gold, sets));
  const ctx = new SentenceContext(item.words, item.punct, item.tokenTerminal, item.attrs);
  const fx = new FeatureExtractor(hashSeed);
  const feats: number[] = [];
  const offsets: number[] = [0];
  const masks: number[] = [];
  const gold: number[] = [];
  const mask = new Uint8Array(classes.size);
  const limit = 200 * (item.tokenTerminal.length + 1) + 100;
  while (!oracle.state.finished && gold.length < limit) {
    const action = oracle.next();
    const n = fx.extract(oracle.state, ctx);
    for (let i = 0; i < n; i++) feats.push(fx.out[i]!);
    offsets.push(feats.length);
    classes.validMask(oracle.state, mask);
    const cls = classes.classOf(action);
    mask[cls] = 1; // the oracle may need what inference forbids (a deep unary chain)
    for (let c = 0; c < classes.size; c++) masks.push(mask[c]!);
    gold.push(cls);
    oracle.apply(action);
  }
  return { features: Uint32Array.from(feats), featureOffsets: Uint32Array.from(offsets), masks: Uint8Array.from(masks), gold: Uint16Array.from(gold) };
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
  const scores = new Float32Array(classes.size);
  const curve: EpochResult[] = [];
  let best: { score: number; epoch: number; weights: SparseWeights } | null = null;
  const C = classes.size;
  for (let epoch = 1; epoch <= opts.epochs; epoch++) {
    const t0 = Date.now();
    let correct = 0;
    let total = 0;
    for (const k of random.shuffle(data.map((_, i) => i))) {
      const d = data[k]!;
      for (let j = 0; j < d.gold.length; j++) {
        const from = d.featureOffsets[j]!;
        const feats = d.features.subarray(from, d.featureOffsets[j + 1]!);
        weights.score(feats, feats.length, scores);
        const predicted = bestValid(scores, d.masks.subarray(j * C, (j + 1) * C), C);
        const gold = d.gold[j]!;
        if (predicted === gold) correct++;
        else {
          weights.update(feats, feats.length, gold, 1);
          if (predicted >= 0) weights.update(feats, feats.length, predicted, -1);
        }
        weights.time++;
        total++;
      }
    }
    const compact = weights.compact(opts.minUpdates);
    const decoder = new GreedyDecoder(classes, compact, opts.hashSeed);
    const devScore = scoreDev(dev.map((item) => [decoder.parse(item), item.graph]));
    const result = { epoch, trainAccuracy: correct / total, devScore, rows: compact.keys.length, seconds: (Date.now() - t0) / 1000 };
    curve.push(result);
    log(`epoch ${epoch}: train acc ${(100 * result.trainAccuracy).toFixed(2)} %, dev ${(100 * devScore).toFixed(2)}, ${result.rows} rows, ${compact.nonZeros} non-zeros, ${result.seconds.toFixed(1)} s`);
    if (!best || devScore > best.score) best = { score: devScore, epoch, weights: compact };
  }
  if (!best) throw new Error('no training epochs');
  return { labels, classes, weights: best.weights, bestEpoch: best.epoch, curve, featureSet: FEATURE_SET };
}
