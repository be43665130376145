/**
 * The classifiers a model file can hold, by the `kind` in its header: the one place a new classifier registers
 * its loader. Loading a model file reads the container once and hands it to the loader of its kind.
 */
import { GecvalInputError } from '../../core/errors.js';
import { bilstmClassifier } from './bilstm/model.js';
import type { Classifier } from './classifier.js';
import type { ModelContainer } from './model-file.js';
import { perceptronClassifier } from './perceptron/model.js';

export type ClassifierLoader = (container: ModelContainer, file?: string) => Classifier;

export const CLASSIFIER_KINDS: Readonly<Record<string, ClassifierLoader>> = {
  perceptron: perceptronClassifier,
  bilstm: bilstmClassifier,
  // a training checkpoint parses with its best epoch's weights
  'bilstm-checkpoint': bilstmClassifier,
};

export function classifierFor(container: ModelContainer, file?: string): Classifier {
  const load = CLASSIFIER_KINDS[container.header.kind];
  if (!load) throw new GecvalInputError(`unsupported UCCA parser model kind '${container.header.kind}' (known: ${Object.keys(CLASSIFIER_KINDS).join(', ')})`, { file });
  return load(container, file);
}
