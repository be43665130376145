/**
 * Gives a trained v3-style parser (a BiLSTM model with pretrained word vectors) the vectors of more words, without
 * retraining (training/parser/bilstm/extend-vectors.ts says why that is sound):
 *
 *   node --import tsx training/scripts/extend-parser-vectors.ts MODEL.ucca.bin.gz --words 50000 --out OUT.ucca.bin.gz
 *
 * The output's header records the extension (`training.extendedVectors`) and `config.pretrainedWords` becomes N.
 */
import { resolve } from 'node:path';
import type { BiLstmHeader } from '../../src/ucca/parser/bilstm/model.js';
import { saveBiLstmModel } from '../../src/ucca/parser/bilstm/model.js';
import { readContainer, requireBlob } from '../../src/ucca/parser/model-file.js';
import { extendPretrainedVectors } from '../parser/bilstm/extend-vectors.js';
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
const source = await pretrainedSource();
const extended = extendPretrainedVectors(header, values, source, words);
saveBiLstmModel(resolve(out), extended.header, extended.values);
console.log(`${input}: ${header.vocab.pretrained.length - 1} → ${extended.header.vocab.pretrained!.length - 1} pretrained words; wrote ${out}`);
