/**
 * Model files of the BiLSTM (kinds `bilstm` and `bilstm-checkpoint`, model v2) in the shared container
 * (model-file.ts): the header adds the network configuration, the vocabularies and the sizes of the feature
 * table; the blobs are Float32 arrays. A model has one blob `params`; a training checkpoint also has the Adam
 * moments and the best epoch's parameters (`best`), so training resumes exactly where it stopped and a checkpoint
 * parses with its best epoch.
 */
import { GecvalInputError } from '../../../core/errors.js';
import { GreedyDecoder } from '../decoder.js';
import { requireBlob, writeContainer, type Blob, type ModelContainer, type ModelHeader } from '../model-file.js';
import { ActionClasses, type LabelSets } from '../transition/classes.js';
import { BiLstmClassifier } from './classifier.js';
import type { BiLstmConfig } from './config.js';
import { Network, type NetworkShape } from './network.js';
import { SparseLayout } from './state-features.js';
import { VocabIndex, type Vocabularies } from './vocab.js';

export const BILSTM_FORMAT_VERSION = 1;
const GZIP_LEVEL = 6;

export interface BiLstmHeader extends ModelHeader {
  kind: 'bilstm' | 'bilstm-checkpoint';
  config: BiLstmConfig;
  vocab: Vocabularies;
  sparseRows: number;
  charCount: number;
}

/** A network with everything needed to run it on sentences. */
export interface BiLstmModel {
  net: Network;
  labels: LabelSets;
  classes: ActionClasses;
  layout: SparseLayout;
  vocab: VocabIndex;
  classifier: BiLstmClassifier;
  decoder: GreedyDecoder;
}

export function modelFromHeader(header: BiLstmHeader, values?: Float32Array): BiLstmModel {
  const shape: NetworkShape = { config: header.config, vocab: header.vocab, charCount: header.charCount, sparseRows: header.sparseRows, classCount: header.actions.length };
  const net = new Network(shape, values ? { values } : undefined);
  const classes = new ActionClasses(header.labels);
  const layout = new SparseLayout(header.labels.primary);
  const vocab = new VocabIndex(header.vocab);
  const classifier = new BiLstmClassifier(net, classes, layout, vocab);
  return { net, labels: header.labels, classes, layout, vocab, classifier, decoder: new GreedyDecoder(classifier) };
}

/** Writes a model or checkpoint file (atomically). */
export function saveBiLstmFile(path: string, header: BiLstmHeader, blobs: ReadonlyArray<readonly [string, Blob]>): void {
  writeContainer(path, header, blobs, GZIP_LEVEL);
}

/** Writes the parameters `values` as a model file. */
export function saveBiLstmModel(path: string, header: BiLstmHeader, values: Float32Array): void {
  saveBiLstmFile(path, { ...header, kind: 'bilstm' }, [['params', values]]);
}

/** The classifier of a model file, or of a training checkpoint (its best epoch's weights). */
export function bilstmClassifier(container: ModelContainer, file?: string): BiLstmClassifier {
  const header = container.header as BiLstmHeader;
  if (header.formatVersion !== BILSTM_FORMAT_VERSION || (header.kind !== 'bilstm' && header.kind !== 'bilstm-checkpoint')) {
    throw new GecvalInputError(`not a v2 (bilstm) parser model: kind ${header.kind} v${header.formatVersion}`, { file });
  }
  const blob = header.kind === 'bilstm-checkpoint' ? 'best' : 'params';
  if (!container.blobs.has(blob)) throw new GecvalInputError(`v2 model has no ${blob} blob`, { file });
  const params = requireBlob(container, blob, Float32Array, file);
  const model = modelFromHeader(header, params);
  if (model.net.params.size !== params.length) throw new GecvalInputError(`v2 model params hold ${params.length} values, its header needs ${model.net.params.size}`, { file });
  return model.classifier;
}
