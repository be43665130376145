// Training: a small run is bit-reproducible for a seed (docs/parser.md, "Training") and learns something; the model
// container round-trips.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dataPath } from '../../../helpers/shared.js';
import { readSplit, trainingItem, type GoldItem } from '../../../../src/ucca/parser/corpus.js';
import { trainPerceptron } from '../../../../training/parser/perceptron/trainer.js';
import { collectLabels } from '../../../../training/parser/labels.js';
import { labeledPrimaryF1 } from '../../../../src/ucca/parser/evaluation.js';
import { goldTree } from '../../../../src/ucca/parser/transition/gold.js';
import { decodePerceptronModel as decodeModel, encodePerceptronModel as encodeModel } from '../../../../src/ucca/parser/perceptron/model.js';
import { PerceptronClassifier } from '../../../../src/ucca/parser/perceptron/classifier.js';
import { GreedyDecoder } from '../../../../src/ucca/parser/decoder.js';
import { baselineB0 } from '../../../../src/ucca/parser/baselines.js';

const dataDir = dataPath('..', 'data');
let items: { train: GoldItem[]; dev: GoldItem[] } | null = null;
function data(): { train: GoldItem[]; dev: GoldItem[] } {
  items ??= {
    train: readSplit(dataDir, 'ewt-train').slice(0, 120).map(trainingItem),
    dev: readSplit(dataDir, 'ewt-dev').slice(0, 40).map(trainingItem),
  };
  return items;
}

function bytes(weights: { keys: Uint32Array; offsets: Uint32Array; classIds: Uint8Array; weights: Int16Array }): Buffer {
  return Buffer.concat([weights.keys, weights.offsets, weights.classIds, weights.weights].map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)));
}

test('same seed gives byte-identical weights; another seed gives different ones', () => {
  const { train, dev } = data();
  const run = (seed: number) => trainPerceptron(train, dev, labeledPrimaryF1, { seed, epochs: 2 });
  const a = run(7);
  const b = run(7);
  const c = run(8);
  assert.equal(a.bestEpoch, b.bestEpoch);
  assert.deepEqual(a.curve.map((e) => e.devScore), b.curve.map((e) => e.devScore));
  assert.ok(bytes(a.weights).equals(bytes(b.weights)));
  assert.ok(!bytes(a.weights).equals(bytes(c.weights)));
  // even a tiny model beats the all-A flat scene on its dev slice
  const decoder = new GreedyDecoder(new PerceptronClassifier(a.classes, a.weights, 0x75cca));
  const parsed = labeledPrimaryF1(dev.map((item) => [decoder.parse(item), item.graph]));
  const floor = labeledPrimaryF1(dev.map((item) => [baselineB0(item), item.graph]));
  assert.ok(parsed > floor + 0.2, `${parsed} vs B0 ${floor}`);
  // the container keeps the weights exactly
  const header = {
    formatVersion: 1, kind: 'perceptron' as const, featureSet: a.featureSet, hashSeed: 0x75cca, labels: a.labels,
    actions: a.classes.labels, preprocess: { winkNlp: '', winkModel: '', punctuationRule: '' }, training: { seed: 7 }, scores: {},
  };
  const decoded = decodeModel(encodeModel({ header, weights: a.weights }));
  assert.ok(bytes(decoded.weights).equals(bytes(a.weights)));
  assert.deepEqual(decoded.header.labels, a.labels);
  assert.deepEqual(decoded.header.training, { seed: 7 });
});

test('label sets: rare labels are dropped, root labels come from root edges', () => {
  const labels = collectLabels(readSplit(dataDir, 'ewt-train').map((g) => goldTree(g)), 5);
  assert.ok(labels.primary.includes('A') && labels.primary.includes('A|S') && labels.primary.includes('P'));
  assert.deepEqual(labels.root.filter((l) => ['H', 'L'].includes(l)), ['H', 'L']);
  assert.ok(!labels.root.includes('A'));
  assert.equal(labels.primary.length, 22);
  assert.equal(labels.remote.length, 8);
});

test('a corrupt model file is a user error, not a crash', () => {
  assert.throws(() => decodeModel(Buffer.from('not a model at all')), /not a UCCA parser model/);
});
