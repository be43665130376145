import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FaithfulnessScorer, totalFeatures } from '../../../src/metrics/faithfulness/index.js';
import { compactVectors, INFORMATION_FLOOR, reshapeInformation } from '../../../src/metrics/faithfulness/embeddings.js';

// Session 20 (#37 part 7): information content's floor as a fitting experiment (the shipped scale keeps 0.25).
test('reshapeInformation: the identity at the shipped floor, the same log-linear shape on [floor, 1] otherwise', () => {
  assert.equal(INFORMATION_FLOOR, 0.25);
  for (const x of [0.25, 0.3, 0.5, 0.77, 1]) assert.equal(reshapeInformation(x, 0.25), x);
  assert.equal(reshapeInformation(0.25, 0.5), 0.5);
  assert.equal(reshapeInformation(1, 0.5), 1);
  assert.equal(reshapeInformation(0.625, 0.5), 0.75);
  assert.ok(Math.abs(reshapeInformation(0.25, 0.35) - 0.35) < 1e-12);
  const v = compactVectors();
  assert.equal(v.informationContent('the'), 0.25);
  assert.equal(reshapeInformation(v.informationContent('the'), 0.5), 0.5);
});

test('FaithfulnessScorer informationFloor: the default reads as before; another floor raises a frequent word lost and is named in the signature', () => {
  const plain = new FaithfulnessScorer();
  const same = new FaithfulnessScorer({ informationFloor: 0.25 });
  const half = new FaithfulnessScorer({ informationFloor: 0.5 });
  const source = 'The new house is very big .';
  const hypothesis = 'The house is very big .';
  assert.deepEqual(totalFeatures(same.features(source, hypothesis)), totalFeatures(plain.features(source, hypothesis)));
  assert.equal(same.signature(), plain.signature());
  const dropped = totalFeatures(plain.features(source, hypothesis)).dropped;
  const droppedHalf = totalFeatures(half.features(source, hypothesis)).dropped;
  assert.ok(dropped > 0);
  assert.ok(droppedHalf > dropped, `${droppedHalf} > ${dropped}`);
  assert.ok(Math.abs(droppedHalf - reshapeInformation(dropped, 0.5)) < 1e-12);
  assert.match(half.signature(), /informationFloor:0\.5/);
  // the rare-adverb threshold is read on the same rank: which adverbs count does not change with the floor
  for (const [s, h] of [['He did it properly .', 'He did it .'], ['He also did it .', 'He did it .']] as const) {
    assert.equal(totalFeatures(half.features(s, h)).dropped > 0, totalFeatures(plain.features(s, h)).dropped > 0, s);
  }
});
