/**
 * Knowledge distillation for BiLSTM training (docs/parser-v3.md, "Distillation"): one or more trained parsers (the
 * teachers, e.g. a network too slow to ship, or an ensemble) score every state of the static-oracle walk once,
 * before training; the student then learns from a soft target at each state,
 *
 *   target = (1 − weight) · one-hot(gold) + weight · mean over teachers of softmax(teacher scores / temperature),
 *
 * the softmax taken over the state's valid classes (the same mask the student's loss uses). The oracle walk does
 * not depend on any weights, so the targets are fixed for the whole run: training stays as deterministic and
 * resumable as without them, and costs one teacher pass per training sentence in all.
 */
import type { Classifier } from '../../../src/ucca/parser/classifier.js';
import type { GoldItem } from '../../../src/ucca/parser/corpus.js';
import type { ActionClasses, LabelSets } from '../../../src/ucca/parser/transition/classes.js';
import { oracleSteps } from '../oracle-steps.js';
import type { PreparedSentence } from './sentence-gradient.js';

export interface Teacher {
  /** Where it came from (file name and checksum), recorded in the student's header. */
  readonly name: string;
  readonly classifier: Classifier;
  /** The teacher's action inventory (`move:label` per class); it must be the student's, class for class. */
  readonly actions: readonly string[];
}

export interface Distillation {
  readonly teachers: readonly Teacher[];
  /** Weight of the teachers' distribution in the target, in [0, 1]; 0 = plain training, bit for bit. */
  readonly weight: number;
  /** Softmax temperature applied to the teachers' scores (1 = their own distribution). */
  readonly temperature: number;
}

export function checkDistillation(distillation: Distillation, studentActions: readonly string[]): void {
  const { weight, temperature, teachers } = distillation;
  if (!(weight >= 0 && weight <= 1)) throw new Error(`distillation weight must be in [0, 1], got ${weight}`);
  if (!(temperature > 0)) throw new Error(`distillation temperature must be > 0, got ${temperature}`);
  if (teachers.length === 0) throw new Error('distillation needs at least one teacher');
  for (const t of teachers) {
    if (t.actions.join('\n') !== studentActions.join('\n')) {
      throw new Error(`teacher ${t.name} has another action inventory (${t.actions.length} classes, the student ${studentActions.length}): train it with the same recipe`);
    }
  }
}

/** The soft targets of one prepared training sentence (steps × classes), written into `prep.target`. */
export function attachSoftTargets(item: GoldItem, prep: PreparedSentence, labels: LabelSets, classes: ActionClasses, distillation: Distillation): void {
  const C = classes.size;
  const target = new Float32Array(prep.steps * C);
  const scores = new Float32Array(C);
  const all = new Uint8Array(C).fill(1);
  const share = distillation.weight / distillation.teachers.length;
  const inverseT = 1 / distillation.temperature;
  for (const teacher of distillation.teachers) {
    const scorer = teacher.classifier.sentence(item);
    let t = 0;
    oracleSteps(item, labels, classes, (state) => {
      scorer.score(state, scores, all);
      const off = t * C;
      let max = -Infinity;
      for (let c = 0; c < C; c++) if (prep.masks[off + c] && scores[c]! > max) max = scores[c]!;
      let sum = 0;
      for (let c = 0; c < C; c++) if (prep.masks[off + c]) sum += Math.exp((scores[c]! - max) * inverseT);
      for (let c = 0; c < C; c++) if (prep.masks[off + c]) target[off + c] += (share * Math.exp((scores[c]! - max) * inverseT)) / sum;
      t++;
    });
    if (t !== prep.steps) throw new Error(`teacher walk of ${item.id} took ${t} steps, the prepared sentence ${prep.steps}`);
  }
  for (let t = 0; t < prep.steps; t++) target[t * C + prep.gold[t]!] += 1 - distillation.weight;
  prep.target = target;
}
