/**
 * Training with exploration (docs/parser-v3.md, "Exploration"): from epoch `fromEpoch` on, a sentence's transitions
 * are no longer the static oracle's fixed walk. The network scores each state as the walk reaches it, learns the
 * oracle's action there as before, and then — with probability `probability`, when its own best action is wrong —
 * follows its own action wherever the oracle can still say what is best afterwards (`Oracle.explore`: wrong labels,
 * reordered edges, spurious or missed remote edges). The parser thus learns on states that hold its own mistakes,
 * which greedy decoding of long sentences meets and the static walk never shows.
 *
 * The walk depends on the weights, so nothing is prepared once: features and masks are extracted on the fly. The
 * coins come from a stream of their own, seeded by (seed, epoch, sentence) like dropout's, so training stays
 * deterministic and independent of the thread count, dropout draws the same masks as in plain training, and an
 * exploring walk that follows nothing (probability 0) gives plain training's gradients bit for bit (tested).
 */
import type { SeededRandom } from '../../../src/core/random.js';
import type { Network } from '../../../src/ucca/parser/bilstm/network.js';
import { extractFeatures, MAX_SPARSE, sentenceGeometry, SLOT_COUNT, SparseLayout } from '../../../src/ucca/parser/bilstm/state-features.js';
import type { WordIds } from '../../../src/ucca/parser/bilstm/vocab.js';
import { bestValidClass } from '../../../src/ucca/parser/classifier.js';
import { finish, mix } from '../../../src/ucca/parser/hash.js';
import type { GoldItem } from '../../../src/ucca/parser/corpus.js';
import { ActionClasses, type LabelSets } from '../../../src/ucca/parser/transition/classes.js';
import type { GoldTree } from '../../../src/ucca/parser/transition/gold.js';
import { Oracle, type StructuralMistakes } from '../../../src/ucca/parser/transition/oracle.js';
import { restrictLabels } from '../labels.js';
import { maskedSoftmaxCrossEntropy } from './loss.js';

/** The settings a run records (header `training.exploration`). */
export interface Exploration extends StructuralMistakes {
  /** The first epoch that explores (epochs before it are static-oracle training). */
  fromEpoch: number;
  /** Chance of following a wrong prediction that the oracle can follow. */
  probability: number;
}

/** What an exploring walk needs of a training sentence besides its encoder input (plain data: it goes to workers). */
export interface WalkData {
  gold: GoldTree;
  tokenTerminal: number[];
  punct: boolean[];
}

export function walkData(item: GoldItem, labels: LabelSets): WalkData {
  return { gold: restrictLabels(item.gold, labels), tokenTerminal: [...item.tokenTerminal], punct: [...item.punct] };
}

/** What a thread needs to walk sentences: the settings and the model's class inventory and feature layout. */
export interface ExplorationContext extends Exploration {
  classes: ActionClasses;
  layout: SparseLayout;
}

export function explorationContext(settings: Exploration, labels: LabelSets): ExplorationContext {
  return { ...settings, classes: new ActionClasses(labels), layout: new SparseLayout(labels.primary) };
}

/** The settings as the model header records them: the flags that are on, in a fixed order (absent = off). */
export function explorationRecord(settings: Exploration): Exploration {
  const record: Exploration = { fromEpoch: settings.fromEpoch, probability: settings.probability };
  for (const flag of ['shift', 'reduce', 'attach'] as const) if (settings[flag]) record[flag] = true;
  return record;
}

export function checkExploration(settings: Exploration): void {
  if (!Number.isInteger(settings.fromEpoch) || settings.fromEpoch < 1) throw new Error(`exploration must start at a whole epoch ≥ 1, got ${settings.fromEpoch}`);
  if (!(settings.probability >= 0 && settings.probability <= 1)) throw new Error(`the exploration probability must lie in [0, 1], got ${settings.probability}`);
}

export interface WalkResult {
  loss: number;
  correct: number;
  steps: number;
  /** Wrong predictions the walk followed. */
  followed: number;
}

/** The seed of one sentence's exploration coins in one epoch (a stream apart from its dropout). */
export function explorationSeed(seed: number, epoch: number, index: number): number {
  return finish(mix(mix(mix(0x51ed27, seed), epoch), index)) & 0x7fffffff;
}

/** Adds the gradients of one exploring walk's summed cross-entropy to `net.params.grads`. */
export function exploringSentenceGradient(
  net: Network,
  input: { ids: WordIds; punct: Int32Array },
  walk: WalkData,
  context: ExplorationContext,
  random: SeededRandom,
  coins: SeededRandom,
): WalkResult {
  const H = net.hidden;
  const C = net.classCount;
  const { classes, layout } = context;
  const trace = net.encode(input.ids, input.punct, random, true);
  const geo = sentenceGeometry(walk.punct, walk.tokenTerminal);
  const oracle = new Oracle(walk.gold);
  const heads = new Int32Array(SLOT_COUNT);
  const sparse = new Int32Array(MAX_SPARSE);
  const mask = new Uint8Array(C);
  const pre = new Float32Array(H);
  const post = new Float32Array(H);
  const scores = new Float32Array(C);
  const dScores = new Float32Array(C);
  const work = new Float32Array(H);
  const drop = net.config.hiddenDropout > 0 ? new Float32Array(H) : null;
  const limit = 200 * (walk.tokenTerminal.length + 1) + 100;
  const result: WalkResult = { loss: 0, correct: 0, steps: 0, followed: 0 };
  while (!oracle.state.finished && result.steps < limit) {
    const expected = oracle.nextAllowed();
    if (!expected) break;
    if (drop) {
      const keep = 1 / (1 - net.config.hiddenDropout);
      for (let j = 0; j < H; j++) drop[j] = random.float() < net.config.hiddenDropout ? 0 : keep;
    }
    const count = extractFeatures(oracle.state, geo, layout, heads, 0, sparse, 0);
    classes.validMask(oracle.state, mask);
    const gold = classes.classOf(expected);
    mask[gold] = 1; // as in the static walk: the oracle may need what inference forbids (a deep unary chain)
    net.scoreTransition(trace, heads, 0, sparse, 0, count, drop, pre, post, scores);
    const best = bestValidClass(scores, mask);
    if (best === gold) result.correct++;
    result.loss += maskedSoftmaxCrossEntropy(scores, mask, 0, gold, dScores);
    net.backwardTransition(trace, heads, 0, sparse, 0, count, drop, pre, post, dScores, work);
    result.steps++;
    if (best !== gold && best >= 0 && coins.float() < context.probability && oracle.explore(classes.action(best), expected, context)) {
      result.followed++;
      continue;
    }
    oracle.apply(expected);
  }
  net.backwardEncoder(trace);
  return result;
}
