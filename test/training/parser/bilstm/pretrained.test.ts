// The v3 inputs of the BiLSTM parser: stored pretrained word vectors (frozen) and the annotation-guideline embedding.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BiLstmClassifier } from '../../../../src/ucca/parser/bilstm/classifier.js';
import { modelFromHeader } from '../../../../src/ucca/parser/bilstm/model.js';
import { GreedyDecoder } from '../../../../src/ucca/parser/decoder.js';
import { extendPretrainedVectors } from '../../../../training/parser/bilstm/extend-vectors.js';
import { pretrainedTable, trainBiLstm, type PretrainedSource } from '../../../../training/parser/bilstm/trainer.js';
import { ewtTrainItems, TINY_CONFIG } from '../../../ucca/parser/bilstm/tiny.js';

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

test('extending a trained model\'s vector table keeps every parameter and row, adds the new words\' vectors, and changes only parses that read them', async () => {
  const { model, header } = await trainBiLstm(items, { seed: 6, epochs: 1, workers: 1, config, pretrained: fakeSource });
  const values = model.net.params.values;
  const { header: grownHeader, values: grownValues } = extendPretrainedVectors(header, values, fakeSource, 8);
  const had = header.vocab.pretrained!;
  const now = grownHeader.vocab.pretrained!;
  // the source's 8 most frequent words: the, of, to, and (the table's top 4) and in, is, that, on; the even-length
  // ones have vectors, so the new rows are those of in, is, that, on that training had not already brought in
  assert.deepEqual(now.filter((w) => !had.includes(w)).sort(), ['in', 'is', 'on', 'that'].filter((w) => !had.includes(w)).sort());
  assert.ok(now.length > had.length);
  assert.equal(grownHeader.config.pretrainedWords, 8);
  assert.deepEqual(grownHeader.training.extendedVectors, { from: had.length - 1, to: now.length - 1, pretrainedWords: 8, source: 'fake' });
  const grown = modelFromHeader(grownHeader, grownValues);
  for (const p of model.net.params.params) {
    if (p.name === 'emb.pretrained') continue;
    assert.deepEqual([...grown.net.params.get(p.name).value], [...p.value], p.name);
  }
  const rows = (m: typeof model, words: readonly string[], w: string): number[] => [...m.net.params.get('emb.pretrained').value.subarray(3 * words.indexOf(w), 3 * words.indexOf(w) + 3)];
  for (const w of had) assert.deepEqual(rows(grown, now, w), rows(model, had, w), w);
  const table = pretrainedTable(fakeSource, 8, [], 3);
  for (const w of now.filter((x) => !had.includes(x))) assert.deepEqual(rows(grown, now, w), [...table.vectors.subarray(3 * table.words.indexOf(w), 3 * table.words.indexOf(w) + 3)], w);
  // a sentence with none of the new words parses exactly as before
  const added = new Set(now.filter((w) => !had.includes(w)));
  const untouched = ewtTrainItems(30, 20).filter((item) => item.words.every((w) => !added.has(w.toLowerCase())));
  assert.ok(untouched.length >= 5);
  const edges = (m: typeof model) => JSON.stringify(untouched.map((item) => m.decoder.parse(item).edges.map((e) => `${e.from}-${e.categories.join('|')}-${e.to}`)));
  assert.equal(edges(grown), edges(model));
});
