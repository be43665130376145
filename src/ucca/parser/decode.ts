/**
 * Greedy decoding (ucca-parser spec §2.4): score the state's features, take the best valid class, repeat until
 * FINISH or the action budget is spent, then repair and attach punctuation. Never throws on odd input: SHIFT or
 * FINISH is always valid and the budgets bound the loop.
 */
import type { UccaGraph } from '../graph.js';
import { buildGraph, type BuildReport, type SentenceTokens } from './build.js';
import type { ActionClasses } from './classes.js';
import { FeatureExtractor, SentenceContext } from './features.js';
import { bestValid } from './perceptron.js';
import { ParserState } from './state.js';
import type { TokenAttributes } from './tagger.js';

export interface Scorer {
  score(features: Uint32Array, count: number, scores: Float32Array): void;
}

export interface DecodeInput extends SentenceTokens {
  attrs: TokenAttributes[];
}

export class GreedyDecoder {
  private readonly extractor: FeatureExtractor;
  private readonly scores: Float32Array;
  private readonly mask: Uint8Array;

  constructor(
    private readonly classes: ActionClasses,
    private readonly scorer: Scorer,
    hashSeed: number,
  ) {
    this.extractor = new FeatureExtractor(hashSeed);
    this.scores = new Float32Array(classes.size);
    this.mask = new Uint8Array(classes.size);
  }

  /** The final parser state for a sentence. */
  run(input: DecodeInput): ParserState {
    const st = new ParserState(input.tokenTerminal.length);
    const ctx = new SentenceContext(input.words, input.punct, input.tokenTerminal, input.attrs);
    while (!st.finished && !st.outOfActions) {
      const count = this.extractor.extract(st, ctx);
      this.scorer.score(this.extractor.out, count, this.scores);
      this.classes.validMask(st, this.mask);
      const best = bestValid(this.scores, this.mask, this.classes.size);
      if (best < 0) break;
      st.apply(this.classes.action(best));
    }
    return st;
  }

  parse(input: DecodeInput, report?: BuildReport): UccaGraph {
    return buildGraph(this.run(input), input, report);
  }
}
