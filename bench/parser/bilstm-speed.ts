/**
 * Benchmark of the v2 parser against v1 in the same run (sentences per CPU-second on one thread, wink tagging
 * included), v2 training throughput (sentences per CPU-second, one thread, forward + backward), and model size.
 *
 *   node --import tsx bench/parser/bilstm-speed.ts [--model FILE|CHECKPOINT] [--n 535]
 *
 * Without --model a freshly initialised network of the default size (vocabularies from EWT train) is timed:
 * decoding speed barely depends on the weights, only on the transitions taken.
 */
import { cpuUsage } from 'node:process';
import { benchArgs } from '../lib/args.js';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SeededRandom } from '../../src/core/random.js';
import { readSplit, trainingItem } from '../../src/ucca/parser/corpus.js';
import type { BiLstmClassifier } from '../../src/ucca/parser/bilstm/classifier.js';
import { UccaParser } from '../../src/ucca/parser/parser.js';
import { prepareSentence, sentenceGradient } from '../../training/parser/bilstm/sentence-gradient.js';
import { trainBiLstm } from '../../training/parser/bilstm/trainer.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/bilstm-speed.ts [options]',
  summary: 'BiLSTM parser inference speed.',
  options: {
    n: { type: 'number', default: 535, description: 'EWT test sentences' },
    model: { type: 'string', default: '', description: 'a v2 model file or checkpoint (default: a small model trained here)' },
  },
});
const dataDir = process.env.GECVAL_SHARED ? `${process.env.GECVAL_SHARED}/data` : resolve(repo, '..', 'shared', 'data');
const n = opts.n;
const test = readSplit(dataDir, 'ewt-test').slice(0, n).map((g) => g.terminals.map((t) => t.text));

function time(label: string, run: () => void, count: number): number {
  const c0 = cpuUsage();
  const w0 = performance.now();
  run();
  const cpu = cpuUsage(c0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const wall = (performance.now() - w0) / 1000;
  console.log(`${label}: ${count} sentences, ${(count / cpuSeconds).toFixed(1)} sentences/CPU-s (${(count / wall).toFixed(1)} per wall-s)`);
  return count / cpuSeconds;
}

const v1 = UccaParser.load({ model: resolve(repo, 'models', 'ucca-parser-v1-ewt.ucca.bin.gz') });
let v2: UccaParser;
const modelPath = opts.model;
if (modelPath) v2 = UccaParser.load({ model: resolve(modelPath) });
else {
  // an untrained default-size network: vocabularies and labels from EWT train, zero epochs
  const train = readSplit(dataDir, 'ewt-train').map(trainingItem);
  const r = await trainBiLstm(train, { epochs: 0, workers: 1 });
  v2 = UccaParser.fromClassifier(r.header, r.model.classifier);
}
v1.parseTokens(test[0]!);
v2.parseTokens(test[0]!);
const r1 = time('v1 perceptron (M-ewt), parse EWT test', () => test.forEach((t) => v1.parseTokens(t)), test.length);
const r2 = time(`v2 BiLSTM${modelPath ? '' : ' (untrained weights)'}, parse EWT test`, () => test.forEach((t) => v2.parseTokens(t)), test.length);
console.log(`ratio v2/v1 parsing speed: ${(r2 / r1).toFixed(3)} (target: v2 ≥ 50 sentences/CPU-s)`);

const trainSample = readSplit(dataDir, 'ewt-train').slice(0, 200).map(trainingItem);
const m = v2.classifier as BiLstmClassifier;
const prepared = trainSample.map((item) => prepareSentence(item, m.classes.sets, m.classes, m.layout, m.vocab));
time('v2 training step (forward + backward, one thread, 200 EWT train sentences)', () => {
  m.net.params.zeroGrad();
  prepared.forEach((p, i) => sentenceGradient(m.net, p, new SeededRandom(i)));
}, prepared.length);

const values = m.net.params.values;
const raw = values.byteLength;
const gz = gzipSync(Buffer.from(values.buffer, values.byteOffset, values.byteLength), { level: 6 }).length;
console.log(`v2 parameters: ${m.net.params.size} (${(raw / 1e6).toFixed(2)} MB fp32, ${(gz / 1e6).toFixed(2)} MB gzipped; fp16 would halve it)`);
for (const p of m.net.params.params) console.log(`  ${p.name}: ${p.rows}×${p.cols}`);
