/**
 * The BiLSTM network (docs/parser-v2.md, "What it is"): word/lemma/UPOS/shape/suffix/entity/punctuation embeddings + a character encoder
 * → stacked BiLSTM over all words → per-slot projections of the token vectors (the "cost trick": the first MLP
 * layer is linear in each slot, so W_slot·h_t is computed once per token) + rows of a discrete-feature table →
 * ReLU hidden layer → scores over the joint action+label classes. Forward and backward are written out by hand;
 * the encoder runs once per sentence, the MLP once per transition.
 */
import type { SeededRandom } from '../../../core/random.js';
import { CharEncoder, type CharTrace } from './char-cnn.js';
import { embeddingWidth, type BiLstmConfig } from './config.js';
import { EMBEDDINGS, FROZEN_EMBEDDINGS, parameterSpecs, type EmbeddingName, type NetworkShape } from './params.js';
import { BiLstmLayer, type LstmTrace } from './lstm.js';
import { SLOT_COUNT } from './state-features.js';
import { matTVecAdd, matVec, matVecAddMasked, outerAdd, ParamSet, type Param } from './tensor.js';
import type { WordIds } from './vocab.js';

export type { NetworkShape } from './params.js';

/** Everything the backward pass needs from one sentence's encoder run. */
export interface EncoderTrace {
  n: number;
  ids: WordIds;
  formIds: Int32Array;
  x: Float32Array;
  chars: CharTrace[];
  layers: Array<{ input: Float32Array; traces: [LstmTrace, LstmTrace] }>;
  enc: Float32Array;
  encMask: Float32Array | null;
  /** Per word, SLOT_COUNT × hidden projections (token words only). */
  proj: Float32Array;
  /**
   * At inference the projections are computed on first use (`projReady[w * SLOT_COUNT + s]`): a sentence's
   * states put most words in only a few of the 11 slots, so most of the block is never read. Null: all computed.
   */
  projReady: Uint8Array | null;
  dProj: Float32Array;
  isToken: Uint8Array;
}

export class Network {
  readonly params: ParamSet;
  readonly config: BiLstmConfig;
  readonly hidden: number;
  readonly classCount: number;
  private readonly emb: Record<EmbeddingName, Param>;
  private readonly charEncoder: CharEncoder;
  private readonly layers: BiLstmLayer[] = [];
  private readonly slots: Param;
  /** The rows of `slots` that project into slot s (H × E each), for the lazy projections. */
  private readonly slotBlocks: Float32Array[];
  private readonly sparse: Param;
  private readonly b1: Param;
  private readonly W2: Param;
  private readonly b2: Param;
  private readonly formCounts: number[];

  constructor(readonly shape: NetworkShape, buffers?: { values?: Float32Array; grads?: Float32Array }) {
    this.config = shape.config;
    this.hidden = shape.config.hidden;
    this.classCount = shape.classCount;
    this.params = new ParamSet(parameterSpecs(shape), buffers);
    const p = (n: string): Param => this.params.get(n);
    this.emb = Object.fromEntries(EMBEDDINGS.map((n) => [n, p(`emb.${n}`)])) as Record<EmbeddingName, Param>;
    const c = this.config;
    this.charEncoder = new CharEncoder(p('char.emb'), p('char.W'), p('char.b'), c.charDim, c.charFilters, c.charWidth);
    let inDim = embeddingWidth(c);
    for (let l = 0; l < c.lstmLayers; l++) {
      this.layers.push(new BiLstmLayer({ Wf: p(`lstm${l}.Wf`), bf: p(`lstm${l}.bf`), Wb: p(`lstm${l}.Wb`), bb: p(`lstm${l}.bb`) }, inDim, c.lstmDim));
      inDim = 2 * c.lstmDim;
    }
    this.slots = p('mlp.slots');
    const blockSize = this.hidden * 2 * c.lstmDim;
    this.slotBlocks = Array.from({ length: SLOT_COUNT }, (_, s) => this.slots.value.subarray(s * blockSize, (s + 1) * blockSize));
    this.sparse = p('mlp.sparse');
    this.b1 = p('mlp.b1');
    this.W2 = p('mlp.W2');
    this.b2 = p('mlp.b2');
    this.formCounts = shape.vocab.formCounts;
  }

  /** Loads the frozen pretrained vectors (rows of `vocab.pretrained`, row 0 zeros) after initialisation. */
  setPretrained(vectors: Float32Array): void {
    const e = this.emb.pretrained;
    if (vectors.length !== e.value.length) throw new Error(`pretrained vectors hold ${vectors.length} values, the model needs ${e.value.length}`);
    e.value.set(vectors);
  }

  /** Seeded initialisation; LSTM forget-gate biases start at 1. */
  initialise(random: SeededRandom): void {
    this.params.initialise(random);
    const D = this.config.lstmDim;
    for (const layer of this.layers) for (const dir of [layer.forwardDir, layer.backwardDir]) for (let j = 0; j < D; j++) dir.b.value[D + j] = 1;
  }

  /**
   * Runs the encoder over a sentence; `random` (training only) drives word dropout and encoder dropout;
   * `gradients` allocates the buffers of the backward pass.
   */
  encode(ids: WordIds, punct: Int32Array, random: SeededRandom | null, gradients: boolean): EncoderTrace {
    const c = this.config;
    const n = ids.form.length;
    const width = embeddingWidth(c);
    const x = new Float32Array(n * width);
    const formIds = Int32Array.from(ids.form);
    if (random && c.wordDropout > 0) {
      for (let i = 0; i < n; i++) {
        const count = this.formCounts[formIds[i]!] ?? 0;
        if (formIds[i]! > 0 && random.float() < c.wordDropout / (c.wordDropout + count)) formIds[i] = 0;
      }
    }
    const chars: CharTrace[] = [];
    for (let i = 0; i < n; i++) {
      let at = i * width;
      for (const name of EMBEDDINGS) {
        const e = this.emb[name];
        const id = name === 'form' ? formIds[i]! : ids[name][i]!;
        x.set(e.value.subarray(id * e.cols, (id + 1) * e.cols), at);
        at += e.cols;
      }
      chars.push(this.charEncoder.forward(ids.chars[i]!, x, at));
    }
    const layers: EncoderTrace['layers'] = [];
    let input: Float32Array = x;
    for (const layer of this.layers) {
      const { out, traces } = layer.forward(input, n);
      layers.push({ input, traces });
      input = out;
    }
    const E = 2 * c.lstmDim;
    let encMask: Float32Array | null = null;
    const enc = input;
    if (random && c.encoderDropout > 0) {
      encMask = new Float32Array(n * E);
      const keep = 1 / (1 - c.encoderDropout);
      for (let k = 0; k < encMask.length; k++) {
        encMask[k] = random.float() < c.encoderDropout ? 0 : keep;
        enc[k] = enc[k]! * encMask[k]!;
      }
    }
    const SH = SLOT_COUNT * this.hidden;
    const proj = new Float32Array(n * SH);
    const isToken = new Uint8Array(n);
    for (let i = 0; i < n; i++) isToken[i] = punct[i] ? 0 : 1;
    // training reads every projection back in backwardEncoder, so it computes them all up front
    const lazy = !gradients;
    if (!lazy) for (let i = 0; i < n; i++) if (isToken[i]) matVec(this.slots.value, SH, E, enc, i * E, proj, i * SH, false);
    return { n, ids, formIds, x, chars, layers, enc, encMask, proj, projReady: lazy ? new Uint8Array(n * SLOT_COUNT) : null, dProj: new Float32Array(gradients ? n * SH : 0), isToken };
  }

  /** Computes the projection of word w into slot s if it has not been yet (rows s·H… of the full product). */
  private ensureProjection(trace: EncoderTrace, w: number, s: number): void {
    const ready = trace.projReady!;
    const at = w * SLOT_COUNT + s;
    // punctuation words keep zero projections, as in the eager path
    if (ready[at] === 1 || !trace.isToken[w]) return;
    const H = this.hidden;
    const E = 2 * this.config.lstmDim;
    matVec(this.slotBlocks[s]!, H, E, trace.enc, w * E, trace.proj, w * SLOT_COUNT * H + s * H, false);
    ready[at] = 1;
  }

  /**
   * Hidden pre-activation for one transition into `pre` (H), then scores into `scores` (classes). `post` gets the
   * hidden layer after ReLU and dropout (`dropMask` or none at inference). With `valid`, only the classes with
   * valid[c] = 1 are scored (the others keep whatever `scores` held): greedy decoding never looks at them.
   */
  scoreTransition(trace: EncoderTrace, heads: Int32Array, headOff: number, sparse: Int32Array, sparseOff: number, count: number, dropMask: Float32Array | null, pre: Float32Array, post: Float32Array, scores: Float32Array, valid?: Uint8Array): void {
    const H = this.hidden;
    const SH = SLOT_COUNT * H;
    pre.set(this.b1.value);
    for (let s = 0; s < SLOT_COUNT; s++) {
      const w = heads[headOff + s]!;
      if (w < 0) continue;
      if (trace.projReady) this.ensureProjection(trace, w, s);
      const base = w * SH + s * H;
      for (let j = 0; j < H; j++) pre[j] += trace.proj[base + j]!;
    }
    const S = this.sparse.value;
    for (let f = 0; f < count; f++) {
      const base = sparse[sparseOff + f]! * H;
      for (let j = 0; j < H; j++) pre[j] += S[base + j]!;
    }
    for (let j = 0; j < H; j++) {
      const a = pre[j]!;
      post[j] = a > 0 ? (dropMask ? a * dropMask[j]! : a) : 0;
    }
    scores.set(this.b2.value);
    if (valid) matVecAddMasked(this.W2.value, this.classCount, H, post, 0, scores, 0, valid);
    else matVec(this.W2.value, this.classCount, H, post, 0, scores, 0, true);
  }

  /** Back-propagates d loss/d scores of one transition; token-slot gradients are collected in `trace.dProj`. */
  backwardTransition(trace: EncoderTrace, heads: Int32Array, headOff: number, sparse: Int32Array, sparseOff: number, count: number, dropMask: Float32Array | null, pre: Float32Array, post: Float32Array, dScores: Float32Array, work: Float32Array): void {
    const H = this.hidden;
    const SH = SLOT_COUNT * H;
    const C = this.classCount;
    for (let c = 0; c < C; c++) this.b2.grad[c] += dScores[c]!;
    outerAdd(this.W2.grad, C, H, dScores, 0, post, 0);
    const da = work;
    da.fill(0);
    matTVecAdd(this.W2.value, C, H, dScores, 0, da, 0);
    for (let j = 0; j < H; j++) da[j] = pre[j]! > 0 ? (dropMask ? da[j]! * dropMask[j]! : da[j]!) : 0;
    for (let j = 0; j < H; j++) this.b1.grad[j] += da[j]!;
    const gS = this.sparse.grad;
    for (let f = 0; f < count; f++) {
      const base = sparse[sparseOff + f]! * H;
      for (let j = 0; j < H; j++) gS[base + j] += da[j]!;
    }
    for (let s = 0; s < SLOT_COUNT; s++) {
      const w = heads[headOff + s]!;
      if (w < 0) continue;
      const base = w * SH + s * H;
      for (let j = 0; j < H; j++) trace.dProj[base + j] += da[j]!;
    }
  }

  /** Pushes the collected slot gradients back through the projections, the BiLSTM and the embeddings. */
  backwardEncoder(trace: EncoderTrace): void {
    const c = this.config;
    const n = trace.n;
    const E = 2 * c.lstmDim;
    const SH = SLOT_COUNT * this.hidden;
    let dOut: Float32Array = new Float32Array(n * E);
    for (let i = 0; i < n; i++) {
      if (!trace.isToken[i]) continue;
      outerAdd(this.slots.grad, SH, E, trace.dProj, i * SH, trace.enc, i * E);
      matTVecAdd(this.slots.value, SH, E, trace.dProj, i * SH, dOut, i * E);
    }
    if (trace.encMask) for (let k = 0; k < dOut.length; k++) dOut[k] = dOut[k]! * trace.encMask[k]!;
    for (let l = this.layers.length - 1; l >= 0; l--) dOut = this.layers[l]!.backward(trace.layers[l]!.traces, dOut);
    const width = embeddingWidth(c);
    for (let i = 0; i < n; i++) {
      let at = i * width;
      for (const name of EMBEDDINGS) {
        const e = this.emb[name];
        const id = name === 'form' ? trace.formIds[i]! : trace.ids[name][i]!;
        const g = e.grad;
        if (!FROZEN_EMBEDDINGS.has(name)) for (let k = 0; k < e.cols; k++) g[id * e.cols + k] += dOut[at + k]!;
        at += e.cols;
      }
      this.charEncoder.backward(trace.chars[i]!, dOut, at);
    }
  }
}
