// Distillation (docs/parser-v3.md, "Distillation"): soft targets from teachers along the oracle walk; weight 0 is
// plain training bit for bit; with a teacher, training stays deterministic and thread-count independent.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attachSoftTargets, type Distillation } from '../../../../training/parser/bilstm/distillation.js';
import { maskedSoftmaxCrossEntropy, softTargetCrossEntropy } from '../../../../training/parser/bilstm/loss.js';
import { trainBiLstm } from '../../../../training/parser/bilstm/trainer.js';
import { SeededRandom } from '../../../../src/core/random.js';
import { SparseLayout } from '../../../../src/ucca/parser/bilstm/state-features.js';
import { buildVocabularies, VocabIndex } from '../../../../src/ucca/parser/bilstm/vocab.js';
import { prepareSentence } from '../../../../training/parser/bilstm/sentence-gradient.js';
import { collectLabels } from '../../../../training/parser/labels.js';
import { ActionClasses } from '../../../../src/ucca/parser/transition/classes.js';
import { ewtTrainItems, TINY_CONFIG } from '../../../ucca/parser/bilstm/tiny.js';

const items = ewtTrainItems(12);
const bytes = (a: Float32Array): Buffer => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

test('soft-target loss: a one-hot target gives the plain loss and gradient bit for bit; otherwise the gradient is softmax − target', () => {
  const random = new SeededRandom(11);
  const C = 9;
  for (let trial = 0; trial < 50; trial++) {
    const scores = Float32Array.from({ length: C }, () => 6 * random.float() - 3);
    const mask = Uint8Array.from({ length: C }, (_, c) => (c === 0 || random.float() < 0.6 ? 1 : 0));
    const valid = [...mask.keys()].filter((c) => mask[c]);
    const gold = valid[Math.floor(random.float() * valid.length)]!;
    const plain = new Float32Array(C);
    const soft = new Float32Array(C);
    const oneHot = new Float32Array(C);
    oneHot[gold] = 1;
    const a = maskedSoftmaxCrossEntropy(scores, mask, 0, gold, plain);
    const b = softTargetCrossEntropy(scores, mask, 0, gold, oneHot, 0, soft);
    assert.equal(a, b);
    assert.ok(bytes(plain).equals(bytes(soft)));
    // a spread target: gradient = p − target, and it sums to 0 over the valid classes
    const target = new Float32Array(C);
    for (const c of valid) target[c] = 1 / valid.length;
    const probabilities = new Float32Array(C);
    softTargetCrossEntropy(scores, mask, 0, gold, new Float32Array(C), 0, probabilities); // a zero target leaves the softmax
    softTargetCrossEntropy(scores, mask, 0, gold, target, 0, soft);
    let sum = 0;
    for (let c = 0; c < C; c++) {
      assert.equal(soft[c], mask[c] ? Math.fround(probabilities[c]! - target[c]!) : 0);
      sum += soft[c]!;
    }
    assert.ok(Math.abs(sum) < 1e-6, `gradient sum ${sum}`);
  }
});

test('distillation: targets are distributions over the valid classes; weight 0 = plain training; a teacher changes training deterministically on 1 or 2 threads', async () => {
  const teacherRun = await trainBiLstm(items, { seed: 2, epochs: 2, workers: 1, config: TINY_CONFIG });
  const teacher = { name: 'tiny-teacher', classifier: teacherRun.model.classifier, actions: teacherRun.header.actions };
  const with_ = (weight: number): Distillation => ({ teachers: [teacher], weight, temperature: 1 });

  // the targets of a sentence: each step sums to 1, is zero on invalid classes, and carries at least 1 − weight on gold
  const labels = collectLabels(items.map((t) => t.gold), TINY_CONFIG.minLabelCount);
  const classes = new ActionClasses(labels);
  const vocab = new VocabIndex(buildVocabularies(items));
  for (const item of items.slice(0, 4)) {
    const prep = prepareSentence(item, labels, classes, new SparseLayout(labels.primary), vocab);
    attachSoftTargets(item, prep, labels, classes, with_(0.3));
    const C = classes.size;
    assert.equal(prep.target!.length, prep.steps * C);
    for (let t = 0; t < prep.steps; t++) {
      let sum = 0;
      for (let c = 0; c < C; c++) {
        const v = prep.target![t * C + c]!;
        if (!prep.masks[t * C + c]) assert.equal(v, 0);
        sum += v;
      }
      assert.ok(Math.abs(sum - 1) < 1e-5, `step ${t} sums to ${sum}`);
      assert.ok(prep.target![t * C + prep.gold[t]!]! >= 0.7 - 1e-6);
    }
  }

  const plain = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config: TINY_CONFIG });
  const zero = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config: TINY_CONFIG, distillation: with_(0) });
  assert.ok(bytes(plain.lastParams).equals(bytes(zero.lastParams)), 'weight 0 must be plain training');
  assert.deepEqual(plain.curve.map((r) => r.loss), zero.curve.map((r) => r.loss));

  const one = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config: TINY_CONFIG, distillation: with_(0.5) });
  const two = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 2, config: TINY_CONFIG, distillation: with_(0.5) });
  assert.ok(bytes(one.lastParams).equals(bytes(two.lastParams)), 'one and two threads must agree');
  assert.ok(!bytes(one.lastParams).equals(bytes(plain.lastParams)), 'a teacher must change training');
  assert.deepEqual((one.header.training as { distillation?: unknown }).distillation, { teachers: ['tiny-teacher'], weight: 0.5, temperature: 1 });

  await assert.rejects(
    trainBiLstm(items, { seed: 4, epochs: 1, workers: 1, config: TINY_CONFIG, distillation: { ...with_(0.5), teachers: [{ ...teacher, actions: teacher.actions.slice(1) }] } }),
    /another action inventory/,
  );
});
