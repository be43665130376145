/**
 * Per-sentence work of the v2 parser: turning a gold sentence into its static-oracle transitions (slot heads,
 * discrete features, valid-class masks, gold classes — all independent of the weights, so computed once), the
 * loss and gradients of one sentence, and greedy decoding with v1's transition system and hard constraints.
 */
import type { SeededRandom } from '../../../core/random.js';
import type { UccaGraph } from '../../graph.js';
import { buildGraph, type BuildReport } from '../build.js';
import type { ActionClasses, LabelSets } from '../classes.js';
import type { GoldItem } from '../corpus.js';
import type { DecodeInput } from '../decode.js';
import { finish, mix } from '../hash.js';
import { Oracle } from '../oracle.js';
import { Move, ParserState } from '../state.js';
import { restrictLabels } from '../train.js';
import type { Network } from './network.js';
import { extractFeatures, MAX_SPARSE, sentenceGeometry, SLOT_COUNT, type SparseLayout } from './state-features.js';
import { argmaxValid, maskedSoftmaxCrossEntropy } from './tensor.js';
import type { VocabIndex, WordIds } from './vocab.js';

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
}

/** The oracle transitions of a training sentence with everything the scorer needs at each of them. */
export function prepareSentence(item: GoldItem, labels: LabelSets, classes: ActionClasses, layout: SparseLayout, vocab: VocabIndex): PreparedSentence {
  const oracle = new Oracle(restrictLabels(item.gold, labels));
  const geo = sentenceGeometry(item.punct, item.tokenTerminal);
  const C = classes.size;
  const limit = 200 * (item.tokenTerminal.length + 1) + 100;
  const heads: number[] = [];
  const sparse: number[] = [];
  const counts: number[] = [];
  const masks: number[] = [];
  const gold: number[] = [];
  const h = new Int32Array(SLOT_COUNT);
  const s = new Int32Array(MAX_SPARSE);
  const mask = new Uint8Array(C);
  while (!oracle.state.finished && gold.length < limit) {
    const action = oracle.next();
    const n = extractFeatures(oracle.state, geo, layout, h, 0, s, 0);
    heads.push(...h);
    for (let i = 0; i < MAX_SPARSE; i++) sparse.push(i < n ? s[i]! : 0);
    counts.push(n);
    classes.validMask(oracle.state, mask);
    const cls = classes.classOf(action);
    mask[cls] = 1; // the oracle may need what inference forbids (a deep unary chain)
    for (let c = 0; c < C; c++) masks.push(mask[c]!);
    gold.push(cls);
    oracle.apply(action);
  }
  return {
    id: item.id,
    ids: vocab.wordIds(item.words, item.attrs, item.punct),
    punct: Int32Array.from(item.punct, (p) => (p ? 1 : 0)),
    steps: gold.length,
    heads: Int32Array.from(heads),
    sparse: Int32Array.from(sparse),
    counts: Uint8Array.from(counts),
    masks: Uint8Array.from(masks),
    gold: Uint16Array.from(gold),
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
    if (argmaxValid(scores, prep.masks, t * C) === gold) correct++;
    loss += maskedSoftmaxCrossEntropy(scores, prep.masks, t * C, gold, dScores);
    net.backwardTransition(trace, prep.heads, hOff, prep.sparse, sOff, count, drop, pre, post, dScores, work);
  }
  net.backwardEncoder(trace);
  return { loss, correct, steps: prep.steps };
}

/** Greedy decoding (spec §2.4) with the v2 scorer; always returns a well-formed graph. */
export class V2Decoder {
  private readonly heads = new Int32Array(SLOT_COUNT);
  private readonly sparse = new Int32Array(MAX_SPARSE);
  private readonly mask: Uint8Array;
  private readonly pre: Float32Array;
  private readonly post: Float32Array;
  private readonly scores: Float32Array;

  constructor(
    private readonly net: Network,
    private readonly classes: ActionClasses,
    private readonly layout: SparseLayout,
    private readonly vocab: VocabIndex,
  ) {
    this.mask = new Uint8Array(classes.size);
    this.pre = new Float32Array(net.hidden);
    this.post = new Float32Array(net.hidden);
    this.scores = new Float32Array(classes.size);
  }

  run(input: DecodeInput): ParserState {
    const st = new ParserState(input.tokenTerminal.length);
    if (input.words.length === 0) {
      st.apply({ move: Move.Finish, label: '' });
      return st;
    }
    const ids = this.vocab.wordIds(input.words, input.attrs, input.punct);
    const trace = this.net.encode(ids, Int32Array.from(input.punct, (p) => (p ? 1 : 0)), null, false);
    const geo = sentenceGeometry(input.punct, input.tokenTerminal);
    while (!st.finished && !st.outOfActions) {
      const n = extractFeatures(st, geo, this.layout, this.heads, 0, this.sparse, 0);
      this.classes.validMask(st, this.mask);
      this.net.scoreTransition(trace, this.heads, 0, this.sparse, 0, n, null, this.pre, this.post, this.scores);
      const best = argmaxValid(this.scores, this.mask, 0);
      if (best < 0) break;
      st.apply(this.classes.action(best));
    }
    return st;
  }

  parse(input: DecodeInput, report?: BuildReport): UccaGraph {
    return buildGraph(this.run(input), input, report);
  }
}

