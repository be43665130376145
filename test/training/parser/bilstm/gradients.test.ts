// Finite-difference checks of every hand-written gradient of the BiLSTM network (docs/parser-v2.md).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SeededRandom } from '../../../../src/core/random.js';
import { ActionClasses } from '../../../../src/ucca/parser/transition/classes.js';
import { collectLabels } from '../../../../training/parser/labels.js';
import { CharEncoder } from '../../../../src/ucca/parser/bilstm/char-cnn.js';
import { LstmDirection } from '../../../../src/ucca/parser/bilstm/lstm.js';
import { Network } from '../../../../src/ucca/parser/bilstm/network.js';
import { prepareSentence, sentenceGradient } from '../../../../training/parser/bilstm/sentence-gradient.js';
import { SparseLayout } from '../../../../src/ucca/parser/bilstm/state-features.js';
import { ParamSet } from '../../../../src/ucca/parser/bilstm/tensor.js';
import { maskedSoftmaxCrossEntropy } from '../../../../training/parser/bilstm/loss.js';
import { buildVocabularies, VocabIndex } from '../../../../src/ucca/parser/bilstm/vocab.js';
import { ewtTrainItems, TINY_CONFIG } from '../../../ucca/parser/bilstm/tiny.js';

/** Compares analytic gradients with central differences at `samples` random coordinates of each parameter. */
function checkGradients(params: ParamSet, loss: () => number, random: SeededRandom, samples: number, eps = 1e-2, skip: ReadonlySet<string> = new Set()): { checked: number } {
  params.zeroGrad();
  loss(); // fills grads
  const analytic = Float32Array.from(params.grads);
  let checked = 0;
  for (const p of params.params) {
    if (skip.has(p.name)) continue;
    for (let s = 0; s < Math.min(samples, p.value.length); s++) {
      const k = random.integer(0, p.value.length - 1);
      const original = p.value[k]!;
      p.value[k] = original + eps;
      params.zeroGrad();
      const up = loss();
      p.value[k] = original - eps;
      params.zeroGrad();
      const down = loss();
      p.value[k] = original;
      const numeric = (up - down) / (2 * eps);
      const a = analytic[p.offset + k]!;
      assert.ok(Math.abs(a - numeric) <= 2e-3 + 3e-2 * Math.max(Math.abs(a), Math.abs(numeric)), `${p.name}[${k}]: analytic ${a}, numeric ${numeric}`);
      checked++;
    }
  }
  params.zeroGrad();
  return { checked };
}

test('masked softmax cross-entropy: gradient = softmax - onehot over valid classes, zero elsewhere', () => {
  const scores = Float32Array.from([1, 2, 0.5, -1]);
  const mask = Uint8Array.from([1, 0, 1, 1]);
  const d = new Float32Array(4);
  const loss = maskedSoftmaxCrossEntropy(scores, mask, 0, 2, d);
  const z = Math.exp(1) + Math.exp(0.5) + Math.exp(-1);
  assert.ok(Math.abs(loss - -Math.log(Math.exp(0.5) / z)) < 1e-6);
  assert.equal(d[1], 0);
  assert.ok(Math.abs(d[0]! - Math.exp(1) / z) < 1e-6);
  assert.ok(Math.abs(d[2]! - (Math.exp(0.5) / z - 1)) < 1e-6);
  assert.ok(Math.abs(d[0]! + d[2]! + d[3]!) < 1e-6, 'gradients over valid classes sum to 0');
});

test('LSTM direction (both ways): BPTT gradients match finite differences', () => {
  for (const reverse of [false, true]) {
    const I = 3;
    const D = 4;
    const T = 5;
    const params = new ParamSet([{ name: 'W', rows: 4 * D, cols: I + D, init: 'uniform' }, { name: 'b', rows: 1, cols: 4 * D, init: 'embed' }, { name: 'x', rows: T, cols: I, init: 'embed' }]);
    const random = new SeededRandom(3);
    params.initialise(random);
    for (let k = 0; k < params.get('x').value.length; k++) params.get('x').value[k] *= 10;
    const lstm = new LstmDirection(params.get('W'), params.get('b'), I, D, reverse);
    const weights = Float32Array.from({ length: T * D }, (_, k) => Math.sin(k + 1));
    const loss = (): number => {
      const out = new Float32Array(T * D);
      const trace = lstm.forward(params.get('x').value, I, 0, T, out, D, 0);
      let l = 0;
      for (let k = 0; k < out.length; k++) l += weights[k]! * out[k]!;
      lstm.backward(trace, weights, D, 0, params.get('x').grad, I, 0);
      return l;
    };
    const { checked } = checkGradients(params, loss, random, 12, 1e-2);
    assert.ok(checked >= 30);
  }
});

test('character CNN: gradients of embeddings, filters and bias match finite differences', () => {
  const params = new ParamSet([{ name: 'emb', rows: 6, cols: 3, init: 'embed' }, { name: 'W', rows: 4, cols: 9, init: 'uniform' }, { name: 'b', rows: 1, cols: 4, init: 'embed' }]);
  const random = new SeededRandom(5);
  params.initialise(random);
  for (let k = 0; k < params.get('emb').value.length; k++) params.get('emb').value[k] *= 10;
  const enc = new CharEncoder(params.get('emb'), params.get('W'), params.get('b'), 3, 4, 3);
  const ids = Int32Array.from([1, 3, 4, 5, 3, 2]);
  const weights = Float32Array.from([0.7, -1.3, 0.4, 2]);
  const loss = (): number => {
    const out = new Float32Array(4);
    const trace = enc.forward(ids, out, 0);
    enc.backward(trace, weights, 0);
    return out.reduce((s, v, i) => s + v * weights[i]!, 0);
  };
  checkGradients(params, loss, random, 10, 1e-3);
});

test('whole v2 network on a real EWT sentence: every parameter tensor passes the finite-difference check', () => {
  const items = ewtTrainItems(6);
  const labels = collectLabels(items.map((i) => i.gold), 1);
  const classes = new ActionClasses(labels);
  const layout = new SparseLayout(labels.primary);
  const vocabularies = buildVocabularies(items);
  const vocab = new VocabIndex(vocabularies);
  const net = new Network({ config: TINY_CONFIG, vocab: vocabularies, charCount: vocab.charCount, sparseRows: layout.rows, classCount: classes.size });
  const random = new SeededRandom(11);
  net.initialise(random);
  // larger weights than the initialisation so that no gradient is trivially tiny
  for (let k = 0; k < net.params.values.length; k++) net.params.values[k] *= 3;
  const prep = prepareSentence(items[1]!, labels, classes, layout, vocab);
  assert.ok(prep.steps > 10);
  const { checked } = checkGradients(net.params, () => sentenceGradient(net, prep, null).loss, random, 6, 1e-2);
  assert.ok(checked > 80, `checked ${checked}`);
});

test('v3 inputs: the guideline embedding passes the finite-difference check and the frozen pretrained vectors get no gradient', () => {
  const items = ewtTrainItems(6).map((item, i) => ({ ...item, guideline: i % 2 }));
  const labels = collectLabels(items.map((i) => i.gold), 1);
  const classes = new ActionClasses(labels);
  const layout = new SparseLayout(labels.primary);
  const vocabularies = buildVocabularies(items);
  vocabularies.pretrained = ['<unk>', ...vocabularies.forms.slice(1, 30)];
  const vocab = new VocabIndex(vocabularies);
  const config = { ...TINY_CONFIG, pretrainedDim: 3, guidelineDim: 2 };
  const net = new Network({ config, vocab: vocabularies, charCount: vocab.charCount, sparseRows: layout.rows, classCount: classes.size });
  const random = new SeededRandom(13);
  net.initialise(random);
  for (let k = 0; k < net.params.values.length; k++) net.params.values[k] *= 3;
  const prep = prepareSentence(items[1]!, labels, classes, layout, vocab);
  assert.ok(prep.ids.pretrained.some((id) => id > 0), 'the sentence uses some pretrained rows');
  assert.ok(prep.ids.guideline.every((g) => g === 1));
  const { checked } = checkGradients(net.params, () => sentenceGradient(net, prep, null).loss, random, 6, 3e-3, new Set(['emb.pretrained']));
  assert.ok(checked > 80, `checked ${checked}`);
  net.params.zeroGrad();
  sentenceGradient(net, prep, null);
  assert.ok(net.params.get('emb.guideline').grad.some((g) => g !== 0));
  assert.ok(net.params.get('emb.pretrained').grad.every((g) => g === 0));
});
