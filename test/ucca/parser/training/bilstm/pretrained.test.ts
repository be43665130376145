// The v3 inputs of the BiLSTM parser: stored pretrained word vectors (frozen) and the annotation-guideline embedding.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BiLstmClassifier } from '../../../../../src/ucca/parser/bilstm/classifier.js';
import { GreedyDecoder } from '../../../../../src/ucca/parser/decoder.js';
import { pretrainedTable, trainBiLstm, type PretrainedSource } from '../../../../../src/ucca/parser/training/bilstm/trainer.js';
import { ewtTrainItems, TINY_CONFIG } from '../../bilstm/tiny.js';

/** A stand-in for the embedding package: words of even length have a vector derived from their letters. */
const fakeSource: PretrainedSource = {
  vector: (w) => (w.length % 2 === 0 ? Float32Array.from({ length: 3 }, (_, k) => ((w.charCodeAt(k % w.length) * (k + 3)) % 17) - 8) : null),
  byFrequency: ['the', 'of', 'to', 'and', 'in', 'is', 'that', 'on'],
  version: 'fake',
};

test('pretrainedTable: the most frequent source words, then training forms it knows; unit length on a 1/128 grid; row 0 zeros', () => {
  const { words, vectors } = pretrainedTable(fakeSource, 5, ['dogs', 'cat', 'of', 'tree', 'dogs'], 3);
  // 'the', 'and', 'is' have odd length (no vector); 'cat' too; 'dogs' once
  assert.deepEqual(words, ['<unk>', 'of', 'to', 'in', 'dogs', 'tree']);
  assert.deepEqual([...vectors.subarray(0, 3)], [0, 0, 0]);
  for (let r = 1; r < words.length; r++) {
    const row = vectors.subarray(3 * r, 3 * r + 3);
    const norm = Math.hypot(...row);
    assert.ok(Math.abs(norm - 1) < 0.02, `${words[r]}: norm ${norm}`);
    for (const x of row) assert.equal(Math.round(x * 128), x * 128);
  }
});

const items = ewtTrainItems(12).map((item, i) => ({ ...item, guideline: i < 4 ? 1 : 0 }));
const config = { ...TINY_CONFIG, pretrainedDim: 3, pretrainedWords: 4, guidelineDim: 2 };

test('training keeps the pretrained vectors as loaded, trains the guideline rows, and is the same on one or two threads', async () => {
  const one = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 1, config, pretrained: fakeSource });
  const two = await trainBiLstm(items, { seed: 4, epochs: 2, workers: 2, config, pretrained: fakeSource });
  assert.deepEqual(Buffer.from(one.lastParams.buffer), Buffer.from(two.lastParams.buffer));
  const vocab = one.header.vocab;
  const forms = items.flatMap((t) => t.words.map((w) => w.toLowerCase()));
  const table = pretrainedTable(fakeSource, 4, forms, 3);
  assert.deepEqual(vocab.pretrained, table.words);
  const net = one.model.net;
  assert.deepEqual([...net.params.get('emb.pretrained').value], [...table.vectors]);
  const guideline = net.params.get('emb.guideline').value;
  assert.notDeepEqual([...guideline.subarray(0, 2)], [...guideline.subarray(2, 4)]);
  await assert.rejects(trainBiLstm(items, { seed: 4, epochs: 1, workers: 1, config }), /pretrained word vectors/);
});

test('a v3 model parses the same on the wasm engine and the JavaScript network; the guideline changes the scores', async () => {
  const { model } = await trainBiLstm(items, { seed: 6, epochs: 2, workers: 1, config, pretrained: fakeSource });
  const inputs = ewtTrainItems(8, 20);
  const run = (engine: 'js' | 'wasm', guideline: number): string => {
    const saved = process.env.GECVAL_PARSER_KERNELS;
    if (engine === 'js') process.env.GECVAL_PARSER_KERNELS = 'js';
    else delete process.env.GECVAL_PARSER_KERNELS;
    try {
      const decoder = new GreedyDecoder(new BiLstmClassifier(model.net, model.classes, model.layout, model.vocab));
      return JSON.stringify(inputs.map((item) => decoder.parse({ ...item, guideline }).edges.map((e) => `${e.from}-${e.categories.join('|')}-${e.to}${e.remote ? '*' : ''}`)));
    } finally {
      if (saved === undefined) delete process.env.GECVAL_PARSER_KERNELS;
      else process.env.GECVAL_PARSER_KERNELS = saved;
    }
  };
  assert.equal(run('wasm', 0), run('js', 0));
  assert.equal(run('wasm', 1), run('js', 1));
  const scores = (guideline: number): number[] => {
    const classifier = new BiLstmClassifier(model.net, model.classes, model.layout, model.vocab);
    const scorer = classifier.sentence({ ...inputs[0]!, guideline });
    let captured: number[] = [];
    new GreedyDecoder({ classes: model.classes, sentence: () => ({ score: (st, s, valid) => { scorer.score(st, s, valid); if (captured.length === 0) captured = [...s]; } }) }).parse(inputs[0]!);
    return captured;
  };
  assert.notDeepEqual(scores(0), scores(1));
});
