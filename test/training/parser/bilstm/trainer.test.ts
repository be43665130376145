// v2 training is deterministic (docs/parser-v2.md, "Training"), thread-count independent, and resumes from a checkpoint bit for bit.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { trainBiLstm } from '../../../../training/parser/bilstm/trainer.js';
import { readContainer } from '../../../../src/ucca/parser/model-file.js';
import { ewtTrainItems, TINY_CONFIG } from '../../../ucca/parser/bilstm/tiny.js';

const items = ewtTrainItems(16);
const dir = mkdtempSync(join(tmpdir(), 'gecval-v2-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const bytes = (a: Float32Array): Buffer => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

test('same seed → byte-identical weights; another seed → different weights; the loss goes down', async () => {
  const a = await trainBiLstm(items, { seed: 7, epochs: 3, workers: 1, config: TINY_CONFIG });
  const b = await trainBiLstm(items, { seed: 7, epochs: 3, workers: 1, config: TINY_CONFIG });
  const c = await trainBiLstm(items, { seed: 8, epochs: 3, workers: 1, config: TINY_CONFIG });
  assert.ok(bytes(a.lastParams).equals(bytes(b.lastParams)));
  assert.ok(!bytes(a.lastParams).equals(bytes(c.lastParams)));
  assert.equal(a.curve.length, 3);
  assert.ok(a.curve[2]!.loss < a.curve[0]!.loss, `loss ${a.curve.map((r) => r.loss).join(' → ')}`);
});

test('two worker threads give the same weights as one thread, bit for bit', async () => {
  const one = await trainBiLstm(items, { seed: 3, epochs: 2, workers: 1, config: TINY_CONFIG });
  const two = await trainBiLstm(items, { seed: 3, epochs: 2, workers: 2, config: TINY_CONFIG });
  assert.ok(bytes(one.lastParams).equals(bytes(two.lastParams)));
  assert.deepEqual(one.curve.map((r) => r.loss), two.curve.map((r) => r.loss));
});

test('interrupted after epoch 1 and resumed from the checkpoint == uninterrupted, bit for bit', async () => {
  let calls = 0;
  const evaluate = (): { primary: number } => ({ primary: [0.2, 0.5, 0.4][calls++ % 3]! });
  const full = await trainBiLstm(items, { seed: 5, epochs: 3, workers: 1, config: TINY_CONFIG, checkpoint: join(dir, 'full.ckpt'), evaluate });
  calls = 0;
  const path = join(dir, 'part.ckpt');
  const first = await trainBiLstm(items, { seed: 5, epochs: 3, workers: 1, config: TINY_CONFIG, checkpoint: path, resume: true, stopAfter: 1, evaluate });
  assert.equal(first.completedEpochs, 1);
  assert.ok(existsSync(path));
  assert.equal((readContainer(path).header.training as { epoch: number }).epoch, 1);
  const resumed = await trainBiLstm(items, { seed: 5, epochs: 3, workers: 2, config: TINY_CONFIG, checkpoint: path, resume: true, evaluate });
  assert.equal(resumed.completedEpochs, 3);
  assert.ok(bytes(full.lastParams).equals(bytes(resumed.lastParams)));
  // the best epoch (2, by the scripted dev scores) and its weights survive the interruption too
  assert.equal(full.bestEpoch, 2);
  assert.equal(resumed.bestEpoch, 2);
  assert.ok(bytes(full.model.net.params.values).equals(bytes(resumed.model.net.params.values)));
  assert.deepEqual(full.curve.map((r) => r.loss), resumed.curve.map((r) => r.loss));
});

test('weight averaging: the kept model is the average, and an interrupted run resumes it bit for bit', async () => {
  const config = { ...TINY_CONFIG, ema: 0.9 };
  let calls = 0;
  const evaluate = (): { primary: number } => ({ primary: [0.2, 0.3, 0.4][calls++ % 3]! });
  const full = await trainBiLstm(items, { seed: 5, epochs: 3, workers: 1, config, evaluate });
  const plain = await trainBiLstm(items, { seed: 5, epochs: 3, workers: 1, config: TINY_CONFIG, evaluate });
  // Averaging does not touch the optimisation itself, only which weights are scored and kept.
  assert.ok(bytes(full.lastParams).equals(bytes(plain.lastParams)));
  assert.equal(full.bestEpoch, 3);
  assert.ok(!bytes(full.model.net.params.values).equals(bytes(full.lastParams)), 'the kept weights are the average, not the last step');
  calls = 0;
  const path = join(dir, 'ema.ckpt');
  await trainBiLstm(items, { seed: 5, epochs: 3, workers: 1, config, checkpoint: path, resume: true, stopAfter: 2, evaluate });
  const resumed = await trainBiLstm(items, { seed: 5, epochs: 3, workers: 1, config, checkpoint: path, resume: true, evaluate });
  assert.ok(bytes(full.model.net.params.values).equals(bytes(resumed.model.net.params.values)));
});

test('a run without dev scoring records no dev scores and keeps its last epoch when asked', async () => {
  const run = await trainBiLstm(items, { seed: 5, epochs: 2, workers: 1, config: TINY_CONFIG, keepLastEpoch: true });
  assert.deepEqual(run.curve.map((r) => r.dev), [{}, {}]);
  assert.equal(run.bestEpoch, 2);
  assert.ok(bytes(run.model.net.params.values).equals(bytes(run.lastParams)));
});

test('a checkpoint from another configuration is refused', async () => {
  const path = join(dir, 'other.ckpt');
  await trainBiLstm(items, { seed: 5, epochs: 1, workers: 1, config: TINY_CONFIG, checkpoint: path });
  await assert.rejects(trainBiLstm(items, { seed: 5, epochs: 2, workers: 1, config: { ...TINY_CONFIG, hidden: 9 }, checkpoint: path, resume: true }), /different configuration/);
});

test('no Math.random in the parsers and trainers: every random step goes through SeededRandom (docs/parser-v2.md)', () => {
  for (const [path, least] of [['src/ucca/parser/', 30], ['training/', 20]] as const) {
    const folder = new URL(`../../../../${path}`, import.meta.url);
    const files = (readdirSync(folder, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    assert.ok(files.length >= least, path);
    for (const f of files) assert.ok(!readFileSync(new URL(f, folder), 'utf8').includes('Math.random'), `${path}${f}`);
  }
});

test('keepLastEpoch (the --train-on-dev recipe): the model is the last epoch, whatever a dev score would choose', async () => {
  let calls = 0;
  const evaluate = (): { primary: number } => ({ primary: [0.5, 0.2, 0.1][calls++ % 3]! });
  const best = await trainBiLstm(items, { seed: 5, epochs: 3, workers: 1, config: TINY_CONFIG, evaluate });
  const last = await trainBiLstm(items, { seed: 5, epochs: 3, workers: 1, config: TINY_CONFIG, keepLastEpoch: true });
  assert.equal(best.bestEpoch, 1);
  assert.equal(last.bestEpoch, 3);
  assert.ok(bytes(last.model.net.params.values).equals(bytes(last.lastParams)));
  assert.ok(bytes(best.lastParams).equals(bytes(last.lastParams))); // which epoch is kept does not touch training
  assert.equal((last.header.training as { kept?: string }).kept, 'last epoch');
});

test('a checkpoint is refused when resumed on other training data or keeping another epoch (a held-out run is not continued as --train-on-dev)', async () => {
  const path = join(dir, 'data.ckpt');
  await trainBiLstm(items, { seed: 5, epochs: 2, workers: 1, config: TINY_CONFIG, checkpoint: path, stopAfter: 1, meta: { trainChecksum: 'a' } });
  await assert.rejects(trainBiLstm(items, { seed: 5, epochs: 2, workers: 1, config: TINY_CONFIG, checkpoint: path, resume: true, meta: { trainChecksum: 'b' } }), /other training data/);
  await assert.rejects(trainBiLstm(items, { seed: 5, epochs: 2, workers: 1, config: TINY_CONFIG, checkpoint: path, resume: true, meta: { trainChecksum: 'a' }, keepLastEpoch: true }), /keeps another epoch/);
  const resumed = await trainBiLstm(items, { seed: 5, epochs: 2, workers: 1, config: TINY_CONFIG, checkpoint: path, resume: true, meta: { trainChecksum: 'a' } });
  assert.equal(resumed.completedEpochs, 2);
});
