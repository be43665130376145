// The one training driver (training/parser/driver.ts): the decision rule is parsing's (best valid class), only wrong
// decisions update, every step ticks, epochs visit sentences in the given order, and the first best epoch is kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trainEpochs, type OracleSentence, type TrainableModel } from '../../../training/parser/driver.js';

interface Toy extends OracleSentence {
  readonly id: number;
}

test('trainEpochs: masks, updates, ticks, order and the first best epoch', () => {
  // two sentences of 2 steps over 3 classes; class 2 is never valid
  const data: Toy[] = [
    { id: 0, gold: Uint16Array.from([0, 1]), masks: Uint8Array.from([1, 1, 0, 1, 1, 0]) },
    { id: 1, gold: Uint16Array.from([1, 1]), masks: Uint8Array.from([1, 1, 0, 1, 1, 0]) },
  ];
  const bias = [0, 0, 100]; // class 2 scores highest but is masked out
  const visits: string[] = [];
  let ticks = 0;
  const model: TrainableModel<Toy> = {
    classCount: 3,
    score: (s, j, out) => {
      visits.push(`${s.id}.${j}`);
      out.set(bias);
    },
    update: (_s, _j, gold, predicted) => {
      bias[gold]! += 1;
      if (predicted >= 0) bias[predicted]! -= 1;
    },
    afterStep: () => {
      ticks++;
    },
  };
  const accuracies: number[] = [];
  const best = trainEpochs(model, data, {
    epochs: 3,
    order: (epoch) => (epoch === 2 ? [1, 0] : [0, 1]),
    endEpoch: (epoch, accuracy) => {
      accuracies.push(accuracy);
      return { devScore: epoch === 1 ? 0.5 : 0.7, snapshot: `after ${epoch}` };
    },
  });
  assert.equal(ticks, 12);
  assert.deepEqual(visits.slice(0, 8), ['0.0', '0.1', '1.0', '1.1', '1.0', '1.1', '0.0', '0.1']);
  assert.equal(accuracies.length, 3);
  assert.ok(accuracies.every((a) => a >= 0 && a <= 1));
  assert.deepEqual(best, { epoch: 2, score: 0.7, snapshot: 'after 2' });
  assert.throws(() => trainEpochs(model, data, { epochs: 0, order: () => [], endEpoch: () => ({ devScore: 0, snapshot: 0 }) }), /no training epochs/);
});
