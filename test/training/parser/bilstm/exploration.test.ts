// Training with exploration (docs/parser-v3.md, "Exploration") stays deterministic, thread-count independent and
// resumable, and is plain training for every epoch before the one it starts at.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { trainBiLstm } from '../../../../training/parser/bilstm/trainer.js';
import { ewtTrainItems, TINY_CONFIG } from '../../../ucca/parser/bilstm/tiny.js';

const items = ewtTrainItems(16);
const dir = mkdtempSync(join(tmpdir(), 'gecval-explore-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const bytes = (a: Float32Array): Buffer => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

test('exploration that starts after the last epoch is plain training, bit for bit', async () => {
  const plain = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config: TINY_CONFIG });
  const later = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config: TINY_CONFIG, exploration: { fromEpoch: 3, probability: 1 } });
  assert.ok(bytes(plain.lastParams).equals(bytes(later.lastParams)));
  assert.equal(later.curve[1]!.followed, undefined);
});

test('an exploring epoch follows the parser’s own mistakes, the same on one thread and two', async () => {
  const plain = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config: TINY_CONFIG });
  const one = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config: TINY_CONFIG, exploration: { fromEpoch: 2, probability: 1 } });
  const two = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 2, config: TINY_CONFIG, exploration: { fromEpoch: 2, probability: 1 } });
  assert.ok(bytes(one.lastParams).equals(bytes(two.lastParams)));
  assert.deepEqual(one.curve, two.curve.map((r, i) => ({ ...r, seconds: one.curve[i]!.seconds, sentencesPerSecond: one.curve[i]!.sentencesPerSecond })));
  // epoch 1 is plain; epoch 2 walks off the oracle's path (a tiny network after one epoch errs often)
  assert.equal(one.curve[0]!.followed, undefined);
  assert.equal(one.curve[0]!.loss, plain.curve[0]!.loss);
  assert.ok(one.curve[1]!.followed! > 50, `followed ${one.curve[1]!.followed}`);
  assert.ok(!bytes(one.lastParams).equals(bytes(plain.lastParams)));
  assert.deepEqual(one.header.training.exploration, { fromEpoch: 2, probability: 1 });
  // probability 0 never follows: the walk, extracted on the fly, is then the static walk, and training is plain bit for bit
  const never = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config: TINY_CONFIG, exploration: { fromEpoch: 2, probability: 0 } });
  assert.equal(never.curve[1]!.followed, 0);
  assert.ok(bytes(never.lastParams).equals(bytes(plain.lastParams)));
});

test('following premature SHIFTs, REDUCEs and misattachments too is recorded, and stays the same on one thread and two', async () => {
  const settings = { fromEpoch: 2, probability: 1, shift: true, reduce: true, attach: true };
  const labelsOnly = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config: TINY_CONFIG, exploration: { fromEpoch: 2, probability: 1 } });
  const one = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config: TINY_CONFIG, exploration: settings });
  const two = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 2, config: TINY_CONFIG, exploration: settings });
  assert.ok(bytes(one.lastParams).equals(bytes(two.lastParams)));
  assert.deepEqual(one.header.training.exploration, settings);
  // structural mistakes are followed as well: more than with labels and remote edges alone
  assert.ok(one.curve[1]!.followed! > labelsOnly.curve[1]!.followed!, `${one.curve[1]!.followed} against ${labelsOnly.curve[1]!.followed}`);
});

test('a plain checkpoint resumes into exploration bit for bit; after exploration started, other settings are refused', async () => {
  const settings = { fromEpoch: 2, probability: 0.9 };
  const full = await trainBiLstm(items, { seed: 6, epochs: 3, workers: 1, config: TINY_CONFIG, exploration: settings });
  const path = join(dir, 'plain.ckpt');
  await trainBiLstm(items, { seed: 6, epochs: 1, workers: 1, config: TINY_CONFIG, checkpoint: path });
  const resumed = await trainBiLstm(items, { seed: 6, epochs: 3, workers: 2, config: TINY_CONFIG, checkpoint: path, resume: true, exploration: settings });
  assert.ok(bytes(full.lastParams).equals(bytes(resumed.lastParams)));
  assert.deepEqual(resumed.curve.map((r) => r.followed), full.curve.map((r) => r.followed));
  await assert.rejects(
    trainBiLstm(items, { seed: 6, epochs: 4, workers: 1, config: TINY_CONFIG, checkpoint: path, resume: true, exploration: { fromEpoch: 2, probability: 0.5 } }),
    /other exploration settings/,
  );
  await assert.rejects(trainBiLstm(items, { seed: 6, epochs: 4, workers: 1, config: TINY_CONFIG, checkpoint: path, resume: true }), /other exploration settings/);
});

test('bad exploration settings are refused before training', async () => {
  await assert.rejects(trainBiLstm(items, { seed: 1, epochs: 1, workers: 1, config: TINY_CONFIG, exploration: { fromEpoch: 0, probability: 0.5 } }), /whole epoch/);
  await assert.rejects(trainBiLstm(items, { seed: 1, epochs: 1, workers: 1, config: TINY_CONFIG, exploration: { fromEpoch: 1, probability: 1.5 } }), /\[0, 1\]/);
});
