/**
 * The v2 network at inference on the WebAssembly kernel (kernels/): the same arithmetic as `Network.encode` and
 * `Network.scoreTransition` without dropout, so every score — and every parse — is bit-identical to the
 * JavaScript network (test/ucca/parser/bilstm/inference.test.ts compares them on real sentences). Faster
 * because the dense products (LSTM steps, slot projections, output layer) run four rows per pass in SIMD, the
 * slot projections are computed only for the (word, slot) pairs the decoder asks for, only valid classes are
 * scored, and nothing is allocated per step. Training keeps the JavaScript network (it needs the traces).
 */
import { CharEncoder } from './char-cnn.js';
import { embeddingWidth, type BiLstmConfig } from './config.js';
import { KernelMemory } from './kernels/wasm-kernels.js';
import type { Network } from './network.js';
import { EMBEDDINGS, type EmbeddingName } from './params.js';
import { MAX_SPARSE, SLOT_COUNT } from './state-features.js';
import { sigmoid, type Param } from './tensor.js';
import type { WordIds } from './vocab.js';

interface Direction {
  /** Byte offset of W (4D × (in + D), promoted to f64) in kernel memory. */
  W: number;
  b: Float32Array;
  reverse: boolean;
}

interface Layer {
  inDim: number;
  directions: [Direction, Direction];
}

/** One sentence's encoder output and the lazily filled slot projections. */
export interface EncodedSentence {
  n: number;
  isToken: Uint8Array;
  /** Byte offsets of the encoder rows (n × E) and the projections (n × SLOT_COUNT × H) in kernel memory. */
  enc: number;
  proj: number;
  projReady: Uint8Array;
}

export class WasmInference {
  private readonly memory = new KernelMemory();
  private readonly config: BiLstmConfig;
  private readonly hidden: number;
  private readonly classCount: number;
  private readonly emb: Record<EmbeddingName, Param>;
  private readonly charEncoder: CharEncoder;
  private readonly layers: Layer[] = [];
  /** Byte offsets of each slot's block of the projection matrix (H × E, f64). */
  private readonly slotBlocks: number[] = [];
  /** Byte offsets of the discrete-feature table and of b1 in kernel memory. */
  private readonly sparse: number;
  private readonly b1: number;
  private readonly b2: Float32Array;
  private readonly W2: number;
  /** Everything reserved for one sentence starts here. */
  private readonly sentenceStart: number;
  /** Single-precision products (config `inferenceF32`): the f32 kernel and 4-byte matrix elements. */
  private readonly f32: boolean;
  private readonly elementBytes: number;
  /** The i32 list of rows the hidden layer adds (SLOT_COUNT + MAX_SPARSE entries). */
  private readonly rowsAt: number;
  private readonly scoresAt: number;
  private readonly postAt: number;

  constructor(net: Network) {
    const p = (name: string): Param => net.params.get(name);
    const c = (this.config = net.config);
    this.hidden = net.hidden;
    this.classCount = net.classCount;
    this.emb = Object.fromEntries(EMBEDDINGS.map((n) => [n, p(`emb.${n}`)])) as Record<EmbeddingName, Param>;
    this.charEncoder = new CharEncoder(p('char.emb'), p('char.W'), p('char.b'), c.charDim, c.charFilters, c.charWidth);
    const mem = this.memory;
    this.f32 = (c.inferenceF32 ?? 0) === 1;
    this.elementBytes = this.f32 ? 4 : 8;
    const storeMatrix = (values: Float32Array): number => (this.f32 ? mem.storeMatrix32(values) : mem.storeMatrix(values));
    let inDim = embeddingWidth(c);
    for (let l = 0; l < c.lstmLayers; l++) {
      const direction = (d: 'f' | 'b'): Direction => ({ W: storeMatrix(p(`lstm${l}.W${d}`).value), b: p(`lstm${l}.b${d}`).value, reverse: d === 'b' });
      this.layers.push({ inDim, directions: [direction('f'), direction('b')] });
      inDim = 2 * c.lstmDim;
    }
    const slots = p('mlp.slots').value;
    const block = this.hidden * 2 * c.lstmDim;
    for (let s = 0; s < SLOT_COUNT; s++) this.slotBlocks.push(storeMatrix(slots.subarray(s * block, (s + 1) * block)));
    this.sparse = mem.store(p('mlp.sparse').value);
    this.b1 = mem.store(p('mlp.b1').value);
    this.b2 = p('mlp.b2').value;
    this.W2 = storeMatrix(p('mlp.W2').value);
    this.scoresAt = mem.reserve(this.classCount);
    this.postAt = mem.reserve(this.hidden);
    this.rowsAt = mem.reserve(SLOT_COUNT + MAX_SPARSE);
    this.sentenceStart = mem.mark();
  }

  /** Runs the embeddings, the character encoder and the BiLSTM over a sentence (replaces the previous one). */
  encode(ids: WordIds, punct: Int32Array): EncodedSentence {
    const c = this.config;
    const n = ids.form.length;
    const D = c.lstmDim;
    const E = 2 * D;
    const mem = this.memory;
    mem.release(this.sentenceStart);
    const maxIn = Math.max(...this.layers.map((l) => l.inDim));
    const xhAt = mem.reserve(maxIn + D);
    const zAt = mem.reserve(4 * D);
    const enc = mem.reserve(n * E);
    const proj = mem.reserve(n * SLOT_COUNT * this.hidden);
    const f = mem.floats();

    const width = embeddingWidth(c);
    let input = new Float32Array(n * width);
    for (let i = 0; i < n; i++) {
      let at = i * width;
      for (const name of EMBEDDINGS) {
        const { value, cols } = this.emb[name];
        const from = ids[name][i]! * cols;
        for (let k = 0; k < cols; k++) input[at + k] = value[from + k]!;
        at += cols;
      }
      this.charEncoder.forward(ids.chars[i]!, input, at);
    }
    const xh = xhAt >> 2;
    const z = zAt >> 2;
    const cells = new Float32Array(D);
    for (const layer of this.layers) {
      const I = layer.inDim;
      const out = new Float32Array(n * E);
      layer.directions.forEach((dir, half) => {
        const outOff = half * D;
        for (let k = 0; k < n; k++) {
          const pos = dir.reverse ? n - 1 - k : k;
          f.set(input.subarray(pos * I, pos * I + I), xh);
          const prev = dir.reverse ? pos + 1 : pos - 1;
          if (k > 0) f.set(out.subarray(prev * E + outOff, prev * E + outOff + D), xh + I);
          else f.fill(0, xh + I, xh + I + D);
          f.set(dir.b, z);
          this.matVec(dir.W, 4 * D, I + D, xhAt, zAt, true);
          for (let j = 0; j < D; j++) {
            const ig = sigmoid(f[z + j]!);
            const fg = sigmoid(f[z + D + j]!);
            const cg = Math.tanh(f[z + 2 * D + j]!);
            const og = sigmoid(f[z + 3 * D + j]!);
            const cPrev = k > 0 ? cells[j]! : 0;
            const cell = fg * cPrev + ig * cg;
            cells[j] = cell;
            out[pos * E + outOff + j] = og * Math.tanh(cell);
          }
        }
      });
      input = out;
    }
    f.set(input, enc >> 2);
    const isToken = new Uint8Array(n);
    for (let i = 0; i < n; i++) isToken[i] = punct[i] ? 0 : 1;
    return { n, isToken, enc, proj, projReady: new Uint8Array(n * SLOT_COUNT) };
  }

  private matVec(W: number, rows: number, cols: number, x: number, out: number, accumulate: boolean): void {
    if (this.f32) this.memory.matVec32(W, rows, cols, x, out, accumulate);
    else this.memory.matVec(W, rows, cols, x, out, accumulate);
  }

  /** The projection of word w into slot s, computed on first use (punctuation words project to zeros). */
  private ensureProjection(sentence: EncodedSentence, w: number, s: number): void {
    const at = w * SLOT_COUNT + s;
    if (sentence.projReady[at] === 1) return;
    sentence.projReady[at] = 1;
    const H = this.hidden;
    const E = 2 * this.config.lstmDim;
    const out = sentence.proj + 4 * (w * SLOT_COUNT * H + s * H);
    if (!sentence.isToken[w]) this.memory.floats().fill(0, out >> 2, (out >> 2) + H);
    else this.matVec(this.slotBlocks[s]!, H, E, sentence.enc + 4 * w * E, out, false);
  }

  /** Scores of the valid classes of one transition into `scores` (as Network.scoreTransition with `valid`). */
  score(sentence: EncodedSentence, heads: Int32Array, sparse: Int32Array, count: number, valid: Uint8Array, scores: Float32Array): void {
    const H = this.hidden;
    const SH = SLOT_COUNT * H;
    // the rows the hidden layer adds, in the JavaScript network's order: slot projections, then discrete features
    const rows = this.memory.ints();
    const r0 = this.rowsAt >> 2;
    let listed = 0;
    for (let s = 0; s < SLOT_COUNT; s++) {
      const w = heads[s]!;
      if (w < 0) continue;
      this.ensureProjection(sentence, w, s);
      rows[r0 + listed++] = sentence.proj + 4 * (w * SH + s * H);
    }
    for (let k = 0; k < count; k++) rows[r0 + listed++] = this.sparse + 4 * sparse[k]! * H;
    this.memory.hidden(this.b1, this.rowsAt, listed, H, this.postAt);
    const f = this.memory.floats();
    // runs of consecutive valid classes, one kernel call each
    const out = this.scoresAt >> 2;
    const C = this.classCount;
    for (let r = 0; r < C; ) {
      if (valid[r] !== 1) {
        r++;
        continue;
      }
      let end = r;
      while (end < C && valid[end] === 1) end++;
      f.set(this.b2.subarray(r, end), out + r);
      this.matVec(this.W2 + this.elementBytes * r * H, end - r, H, this.postAt, this.scoresAt + 4 * r, true);
      for (let k = r; k < end; k++) scores[k] = f[out + k]!;
      r = end;
    }
  }
}
