/**
 * The static-oracle walk both trainers learn from: the oracle's transitions over a training sentence (its gold
 * labels restricted to the model's inventory), with the valid-class mask and gold class of every step. The walk
 * does not depend on the weights, so each trainer records what its classifier sees at each state once (`visit`)
 * and every epoch only scores and updates.
 */
import type { GoldItem } from '../../src/ucca/parser/corpus.js';
import type { ActionClasses, LabelSets } from '../../src/ucca/parser/transition/classes.js';
import { Oracle } from '../../src/ucca/parser/transition/oracle.js';
import type { ParserState } from '../../src/ucca/parser/transition/state.js';
import { restrictLabels } from './labels.js';

export interface OracleSteps {
  /** Valid classes of step t at [t·C, (t+1)·C), C = the number of classes. */
  masks: Uint8Array;
  gold: Uint16Array;
}

export function oracleSteps(item: GoldItem, sets: LabelSets, classes: ActionClasses, visit: (state: ParserState) => void): OracleSteps {
  const oracle = new Oracle(restrictLabels(item.gold, sets));
  const masks: number[] = [];
  const gold: number[] = [];
  const mask = new Uint8Array(classes.size);
  const limit = 200 * (item.tokenTerminal.length + 1) + 100;
  while (!oracle.state.finished && gold.length < limit) {
    const action = oracle.next();
    visit(oracle.state);
    classes.validMask(oracle.state, mask);
    const cls = classes.classOf(action);
    mask[cls] = 1; // the oracle may need what inference forbids (a deep unary chain)
    for (let c = 0; c < classes.size; c++) masks.push(mask[c]!);
    gold.push(cls);
    oracle.apply(action);
  }
  return { masks: Uint8Array.from(masks), gold: Uint16Array.from(gold) };
}
