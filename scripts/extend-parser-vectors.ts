/**
 * Gives a trained v3-style parser (a BiLSTM model with pretrained word vectors) the vectors of more words, without
 * retraining:
 *
 *   node --import tsx scripts/extend-parser-vectors.ts MODEL.ucca.bin.gz --words 100000 --out OUT.ucca.bin.gz
 *
 * Why this is sound: the vector table is frozen during training, and training only ever looks up its own forms,
 * so the rows of words that never occur in training are not learned by anything — a model trained with
 * `--set pretrainedWords=N` differs from this one only in how its initialisation consumed random numbers. A word
 * outside the table reads the zero vector; with the table extended, a rare word at parse time reads its vector
 * in the same space the network was trained on (the frequent words and every training form), as the training
 * words that were too rare for a form embedding of their own did. Every row already in the table keeps its exact
 * values (same unit length and 1/128 rounding), and every other parameter is copied unchanged.
 *
 * The output's header records the extension (`training.extendedVectors`) and `config.pretrainedWords` becomes N.
 */
import { resolve } from 'node:path';
import type { BiLstmHeader } from '../src/ucca/parser/bilstm/model.js';
import { saveBiLstmModel } from '../src/ucca/parser/bilstm/model.js';
import { Network, type NetworkShape } from '../src/ucca/parser/bilstm/network.js';
import { readContainer, requireBlob } from '../src/ucca/parser/model-file.js';
import { pretrainedTable } from '../src/ucca/parser/training/bilstm/trainer.js';
import { pretrainedSource } from './pretrained-source.js';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const input = args.find((a, i) => !a.startsWith('--') && (i === 0 || !args[i - 1]!.startsWith('--')));
const words = Number(value('words'));
const out = value('out');
if (!input || !out || !Number.isInteger(words) || words <= 0) throw new Error('usage: extend-parser-vectors.ts MODEL --words N --out FILE');

const container = readContainer<BiLstmHeader>(resolve(input));
const header = container.header;
if (header.kind !== 'bilstm' || !header.config.pretrainedDim || !header.vocab.pretrained) throw new Error(`${input}: not a BiLSTM model with pretrained vectors`);
const values = requireBlob(container, 'params', Float32Array, input);
const shapeOf = (vocab: BiLstmHeader['vocab']): NetworkShape => ({ config: header.config, vocab, charCount: header.charCount, sparseRows: header.sparseRows, classCount: header.actions.length });
const old = new Network(shapeOf(header.vocab), { values });

const source = await pretrainedSource();
// the table's own words (row order after <unk>) stand in for the training forms: they are kept whatever N is
const table = pretrainedTable(source, words, header.vocab.pretrained.slice(1), header.config.pretrainedDim);
const vocab = { ...header.vocab, pretrained: table.words };
const grown = new Network(shapeOf(vocab));
for (const p of grown.params.params) {
  if (p.name === 'emb.pretrained') continue;
  const from = old.params.params.find((q) => q.name === p.name);
  if (!from || from.value.length !== p.value.length) throw new Error(`parameter ${p.name} does not carry over`);
  p.value.set(from.value);
}
grown.setPretrained(table.vectors);

// every row the model already had must come out bit for bit the same
const dim = header.config.pretrainedDim;
const oldRows = old.params.params.find((q) => q.name === 'emb.pretrained')!.value;
const row = new Map(table.words.map((w, i) => [w, i]));
header.vocab.pretrained.forEach((w, i) => {
  if (i === 0) return;
  const j = row.get(w)!;
  for (let k = 0; k < dim; k++) if (oldRows[i * dim + k] !== table.vectors[j * dim + k]) throw new Error(`row of '${w}' changed`);
});

const training = { ...header.training, extendedVectors: { from: header.vocab.pretrained.length - 1, to: table.words.length - 1, pretrainedWords: words, source: source.version } };
saveBiLstmModel(resolve(out), { ...header, config: { ...header.config, pretrainedWords: words }, vocab, training }, grown.params.values);
console.log(`${input}: ${header.vocab.pretrained.length - 1} → ${table.words.length - 1} pretrained words; wrote ${out}`);
