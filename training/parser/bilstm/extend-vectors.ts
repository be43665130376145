/**
 * More pretrained word vectors for a trained BiLSTM parser, without retraining (docs/parser-v3.md, "More words
 * in the vector table"). The table is frozen in training and training only looks up its own forms, so the rows
 * of words that never occur in training are learned by nothing: a model trained with `pretrainedWords: N` differs
 * from an extended one only in how initialisation consumed random numbers. A word outside the table reads the
 * zero vector; with the table extended, a rare word at parse time reads its vector in the space the network was
 * trained on. Every row already in the table keeps its exact values and every other parameter is copied.
 */
import type { BiLstmHeader } from '../../../src/ucca/parser/bilstm/model.js';
import { Network, type NetworkShape } from '../../../src/ucca/parser/bilstm/network.js';
import { pretrainedTable, type PretrainedSource } from './trainer.js';

export function extendPretrainedVectors(header: BiLstmHeader, values: Float32Array, source: PretrainedSource, words: number): { header: BiLstmHeader; values: Float32Array } {
  const dim = header.config.pretrainedDim;
  const had = header.vocab.pretrained;
  if (!dim || !had) throw new Error('the model has no pretrained word vectors to extend');
  const shapeOf = (vocab: BiLstmHeader['vocab']): NetworkShape => ({ config: header.config, vocab, charCount: header.charCount, sparseRows: header.sparseRows, classCount: header.actions.length });
  const old = new Network(shapeOf(header.vocab), { values });
  // the table's own words (rows after <unk>) stand in for the training forms, so they stay whatever `words` is
  const table = pretrainedTable(source, words, had.slice(1), dim);
  const vocab = { ...header.vocab, pretrained: table.words };
  const grown = new Network(shapeOf(vocab));
  for (const p of grown.params.params) {
    if (p.name === 'emb.pretrained') continue;
    const from = old.params.params.find((q) => q.name === p.name);
    if (!from || from.value.length !== p.value.length) throw new Error(`parameter ${p.name} does not carry over`);
    p.value.set(from.value);
  }
  grown.setPretrained(table.vectors);
  // rows the model had must be bit for bit the same: the same source and rounding give the same vectors
  const oldRows = old.params.params.find((q) => q.name === 'emb.pretrained')!.value;
  const row = new Map(table.words.map((w, i) => [w, i]));
  had.forEach((w, i) => {
    const j = i === 0 ? 0 : row.get(w);
    if (j === undefined) throw new Error(`the source has no vector for the model's word '${w}'`);
    for (let k = 0; k < dim; k++) if (oldRows[i * dim + k] !== table.vectors[j * dim + k]) throw new Error(`the source gives '${w}' another vector than the model stores`);
  });
  const training = { ...header.training, extendedVectors: { from: had.length - 1, to: table.words.length - 1, pretrainedWords: words, source: source.version } };
  return { header: { ...header, config: { ...header.config, pretrainedWords: words }, vocab, training }, values: grown.params.values };
}
