/**
 * The neural classifier of model v2: the BiLSTM encodes the sentence once, then each state is described by the
 * BiLSTM vectors of its slot head tokens and a few dozen discrete features (state-features.ts), which the MLP
 * scores over the classes.
 */
import type { Classifier, StateScorer } from '../classifier.js';
import type { DecodeInput } from '../input.js';
import type { ActionClasses } from '../transition/classes.js';
import { WasmInference } from './inference.js';
import { wasmKernelsAvailable } from './kernels/wasm-kernels.js';
import type { Network } from './network.js';
import { extractFeatures, MAX_SPARSE, sentenceGeometry, SLOT_COUNT, type SparseLayout } from './state-features.js';
import type { VocabIndex } from './vocab.js';

export class BiLstmClassifier implements Classifier {
  private readonly heads = new Int32Array(SLOT_COUNT);
  private readonly sparse = new Int32Array(MAX_SPARSE);
  private readonly pre: Float32Array;
  private readonly post: Float32Array;
  /** The WebAssembly engine (same scores, faster); null: the JavaScript network runs (no SIMD, or GECVAL_PARSER_KERNELS=js). */
  private fast: WasmInference | null | undefined;

  constructor(
    readonly net: Network,
    readonly classes: ActionClasses,
    readonly layout: SparseLayout,
    readonly vocab: VocabIndex,
  ) {
    this.pre = new Float32Array(net.hidden);
    this.post = new Float32Array(net.hidden);
  }

  /**
   * Call after changing the network's weights in place (training scores dev sets between epochs): the wasm
   * engine works on a copy of the weights, made again on the next sentence.
   */
  weightsChanged(): void {
    this.fast = undefined;
  }

  sentence(input: DecodeInput): StateScorer {
    const ids = this.vocab.wordIds(input.words, input.attrs, input.punct, input.guideline ?? 0);
    const punct = Int32Array.from(input.punct, (p) => (p ? 1 : 0));
    const geo = sentenceGeometry(input.punct, input.tokenTerminal);
    const { heads, sparse } = this;
    if (this.fast === undefined) this.fast = process.env.GECVAL_PARSER_KERNELS !== 'js' && this.net.hidden % 4 === 0 && wasmKernelsAvailable() ? new WasmInference(this.net) : null;
    const fast = this.fast;
    if (fast) {
      const encoded = fast.encode(ids, punct);
      return {
        score: (st, scores, valid) => {
          const n = extractFeatures(st, geo, this.layout, heads, 0, sparse, 0);
          fast.score(encoded, heads, sparse, n, valid, scores);
        },
      };
    }
    const trace = this.net.encode(ids, punct, null, false);
    const { pre, post } = this;
    return {
      score: (st, scores, valid) => {
        const n = extractFeatures(st, geo, this.layout, heads, 0, sparse, 0);
        this.net.scoreTransition(trace, heads, 0, sparse, 0, n, null, pre, post, scores, valid);
      },
    };
  }
}
