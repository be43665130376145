/**
 * The neural classifier of model v2: the BiLSTM encodes the sentence once, then each state is described by the
 * BiLSTM vectors of its slot head tokens and a few dozen discrete features (state-features.ts), which the MLP
 * scores over the classes.
 */
import type { Classifier, StateScorer } from '../classifier.js';
import type { DecodeInput } from '../input.js';
import type { ActionClasses } from '../transition/classes.js';
import type { Network } from './network.js';
import { extractFeatures, MAX_SPARSE, sentenceGeometry, SLOT_COUNT, type SparseLayout } from './state-features.js';
import type { VocabIndex } from './vocab.js';

export class BiLstmClassifier implements Classifier {
  private readonly heads = new Int32Array(SLOT_COUNT);
  private readonly sparse = new Int32Array(MAX_SPARSE);
  private readonly pre: Float32Array;
  private readonly post: Float32Array;

  constructor(
    readonly net: Network,
    readonly classes: ActionClasses,
    readonly layout: SparseLayout,
    readonly vocab: VocabIndex,
  ) {
    this.pre = new Float32Array(net.hidden);
    this.post = new Float32Array(net.hidden);
  }

  sentence(input: DecodeInput): StateScorer {
    const ids = this.vocab.wordIds(input.words, input.attrs, input.punct);
    const trace = this.net.encode(ids, Int32Array.from(input.punct, (p) => (p ? 1 : 0)), null, false);
    const geo = sentenceGeometry(input.punct, input.tokenTerminal);
    const { heads, sparse, pre, post } = this;
    return {
      score: (st, scores) => {
        const n = extractFeatures(st, geo, this.layout, heads, 0, sparse, 0);
        this.net.scoreTransition(trace, heads, 0, sparse, 0, n, null, pre, post, scores);
      },
    };
  }
}
