/**
 * Per-sentence training work of the BiLSTM: a gold sentence as its static-oracle transitions (slot heads, discrete
 * features, valid-class masks, gold classes — all independent of the weights, so computed once), and the loss and
 * gradients of one sentence.
 */
import type { SeededRandom } from '../../../src/core/random.js';
import type { Network } from '../../../src/ucca/parser/bilstm/network.js';
import { extractFeatures, MAX_SPARSE, sentenceGeometry, SLOT_COUNT, type SparseLayout } from '../../../src/ucca/parser/bilstm/state-features.js';
import type { VocabIndex, WordIds } from '../../../src/ucca/parser/bilstm/vocab.js';
import { bestValidClass } from '../../../src/ucca/parser/classifier.js';
import type { GoldItem } from '../../../src/ucca/parser/corpus.js';
import { finish, mix } from '../../../src/ucca/parser/hash.js';
import type { ActionClasses, LabelSets } from '../../../src/ucca/parser/transition/classes.js';
import { oracleSteps } from '../oracle-steps.js';
import type { WalkData } from './exploration.js';
import { maskedSoftmaxCrossEntropy, softTargetCrossEntropy } from './loss.js';

export interface PreparedSentence {
  id: string;
  ids: WordIds;
  punct: Int32Array;
  steps: number;
  heads: Int32Array;
  sparse: Int32Array;
  counts: Uint8Array;
  masks: Uint8Array;
  gold: Uint16Array;
  /** Distillation only: the soft target of step t at [t·C, (t+1)·C) (distillation.ts); absent: the gold one-hot. */
  target?: Float32Array;
  /** Exploration only: the gold tree and geometry an exploring walk starts from (exploration.ts). */
  walk?: WalkData;
}

/** The oracle transitions of a training sentence with everything the scorer needs at each of them. */
export function prepareSentence(item: GoldItem, labels: LabelSets, classes: ActionClasses, layout: SparseLayout, vocab: VocabIndex): PreparedSentence {
  const geo = sentenceGeometry(item.punct, item.tokenTerminal);
  const heads: number[] = [];
  const sparse: number[] = [];
  const counts: number[] = [];
  const h = new Int32Array(SLOT_COUNT);
  const s = new Int32Array(MAX_SPARSE);
  const { masks, gold } = oracleSteps(item, labels, classes, (state) => {
    const n = extractFeatures(state, geo, layout, h, 0, s, 0);
    heads.push(...h);
    for (let i = 0; i < MAX_SPARSE; i++) sparse.push(i < n ? s[i]! : 0);
    counts.push(n);
  });
  return {
    id: item.id,
    ids: vocab.wordIds(item.words, item.attrs, item.punct, item.guideline ?? 0),
    punct: Int32Array.from(item.punct, (p) => (p ? 1 : 0)),
    steps: gold.length,
    heads: Int32Array.from(heads),
    sparse: Int32Array.from(sparse),
    counts: Uint8Array.from(counts),
    masks,
    gold,
  };
}

/** The seed of the PRNG for one sentence in one epoch: dropout does not depend on which worker runs it. */
export function sentenceSeed(seed: number, epoch: number, index: number): number {
  return finish(mix(mix(mix(0x2f0e1d, seed), epoch), index)) & 0x7fffffff;
}

/** Adds the gradients of one sentence's summed cross-entropy to `net.params.grads`; returns loss and accuracy. */
export function sentenceGradient(net: Network, prep: PreparedSentence, random: SeededRandom | null): { loss: number; correct: number; steps: number } {
  const H = net.hidden;
  const C = net.classCount;
  const trace = net.encode(prep.ids, prep.punct, random, true);
  const pre = new Float32Array(H);
  const post = new Float32Array(H);
  const scores = new Float32Array(C);
  const dScores = new Float32Array(C);
  const work = new Float32Array(H);
  const drop = random && net.config.hiddenDropout > 0 ? new Float32Array(H) : null;
  let loss = 0;
  let correct = 0;
  for (let t = 0; t < prep.steps; t++) {
    if (drop && random) {
      const keep = 1 / (1 - net.config.hiddenDropout);
      for (let j = 0; j < H; j++) drop[j] = random.float() < net.config.hiddenDropout ? 0 : keep;
    }
    const hOff = t * SLOT_COUNT;
    const sOff = t * MAX_SPARSE;
    const count = prep.counts[t]!;
    net.scoreTransition(trace, prep.heads, hOff, prep.sparse, sOff, count, drop, pre, post, scores);
    const gold = prep.gold[t]!;
    if (bestValidClass(scores, prep.masks, t * C) === gold) correct++;
    loss += prep.target
      ? softTargetCrossEntropy(scores, prep.masks, t * C, gold, prep.target, t * C, dScores)
      : maskedSoftmaxCrossEntropy(scores, prep.masks, t * C, gold, dScores);
    net.backwardTransition(trace, prep.heads, hOff, prep.sparse, sOff, count, drop, pre, post, dScores, work);
  }
  net.backwardEncoder(trace);
  return { loss, correct, steps: prep.steps };
}
