/**
 * Greedy decoding, the same for every classifier (docs/parser.md, "How it works"): score the state, take the best
 * valid class, repeat until FINISH or the action budget is spent, then build the graph (repair, punctuation).
 * Never throws on odd input: SHIFT or FINISH is always valid and the budgets bound the loop.
 */
import type { UccaGraph } from '../graph.js';
import { buildGraph, type BuildReport } from './build.js';
import { bestValidClass, type Classifier } from './classifier.js';
import type { DecodeInput } from './input.js';
import { Move, ParserState } from './transition/state.js';

export class GreedyDecoder {
  private readonly scores: Float32Array;
  private readonly mask: Uint8Array;

  constructor(readonly classifier: Classifier) {
    this.scores = new Float32Array(classifier.classes.size);
    this.mask = new Uint8Array(classifier.classes.size);
  }

  /** The final parser state for a sentence. */
  run(input: DecodeInput): ParserState {
    const st = new ParserState(input.tokenTerminal.length);
    // no words: FINISH is the only valid move, and there is nothing to encode
    if (input.words.length === 0) {
      st.apply({ move: Move.Finish, label: '' });
      return st;
    }
    const classes = this.classifier.classes;
    const sentence = this.classifier.sentence(input);
    while (!st.finished && !st.outOfActions) {
      classes.validMask(st, this.mask);
      sentence.score(st, this.scores, this.mask);
      const best = bestValidClass(this.scores, this.mask);
      if (best < 0) break;
      st.apply(classes.action(best));
    }
    return st;
  }

  parse(input: DecodeInput, report?: BuildReport): UccaGraph {
    return buildGraph(this.run(input), input, report);
  }
}
