/**
 * Model files of the perceptron (kind `perceptron`, model v1) in the shared container (model-file.ts): the header
 * adds the feature set and hash seed; the blobs are the sparse weights (`keys`, `offsets`, `classIds`, `weights`).
 */
import { GecvalInputError } from '../../../core/errors.js';
import { encodeContainer, decodeContainer, requireBlob, writeContainer, type Blob, type ModelContainer, type ModelHeader } from '../model-file.js';
import { ActionClasses } from '../transition/classes.js';
import { PerceptronClassifier } from './classifier.js';
import { FEATURE_SET } from './features.js';
import { SparseWeights } from './sparse-weights.js';

export const PERCEPTRON_FORMAT_VERSION = 1;
const GZIP_LEVEL = 9;

export interface PerceptronHeader extends ModelHeader {
  kind: 'perceptron';
  featureSet: string;
  hashSeed: number;
  scores: Record<string, unknown>;
}

export interface PerceptronModel {
  header: PerceptronHeader;
  weights: SparseWeights;
}

function blobsOf(w: SparseWeights): Array<[string, Blob]> {
  return [['keys', w.keys], ['offsets', w.offsets], ['classIds', w.classIds], ['weights', w.weights]];
}

export function encodePerceptronModel(model: PerceptronModel): Buffer {
  return encodeContainer(model.header, blobsOf(model.weights), GZIP_LEVEL);
}

export function savePerceptronModel(path: string, model: PerceptronModel): void {
  writeContainer(path, model.header, blobsOf(model.weights), GZIP_LEVEL);
}

export function perceptronModelFrom(container: ModelContainer, file?: string): PerceptronModel {
  const header = container.header as PerceptronHeader;
  if (header.formatVersion !== PERCEPTRON_FORMAT_VERSION || header.kind !== 'perceptron') {
    throw new GecvalInputError(`unsupported model format ${header.kind} v${header.formatVersion}`, { file });
  }
  const weights = new SparseWeights(
    requireBlob(container, 'keys', Uint32Array, file),
    requireBlob(container, 'offsets', Uint32Array, file),
    requireBlob(container, 'classIds', Uint8Array, file),
    requireBlob(container, 'weights', Int16Array, file),
    header.actions.length,
  );
  return { header, weights };
}

export function decodePerceptronModel(data: Buffer, file?: string): PerceptronModel {
  return perceptronModelFrom(decodeContainer(data, file), file);
}

/** The classifier of a perceptron model file; refuses another feature set or a class list that does not match. */
export function perceptronClassifier(container: ModelContainer, file?: string): PerceptronClassifier {
  const { header, weights } = perceptronModelFrom(container, file);
  if (header.featureSet !== FEATURE_SET) throw new GecvalInputError(`model feature set ${header.featureSet} does not match this parser (${FEATURE_SET})`, { file });
  const classes = new ActionClasses(header.labels);
  if (classes.size !== header.actions.length) throw new GecvalInputError(`model has ${header.actions.length} classes, its labels give ${classes.size}`, { file });
  return new PerceptronClassifier(classes, weights, header.hashSeed);
}
