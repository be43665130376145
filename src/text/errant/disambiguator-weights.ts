/**
 * The learned type disambiguator's weights: the asset models/errant-disambiguator.json (written by
 * training/errant/train-disambiguator.ts --write), read on first use. The browser app has no package folder: its
 * worker hands the same JSON over (inside its ERRANT lexicon file) with `provideDisambiguatorWeights` first.
 */
import { readFileSync } from 'node:fs';
import { packagePath } from '../../core/package-root.js';
import type { DisambiguatorModel } from './disambiguate.js';

export const DISAMBIGUATOR_WEIGHTS_FILE = 'errant-disambiguator.json';

let weights: DisambiguatorModel | undefined;

/** The weights as the asset holds them (`$comment` and other keys beyond the model's are ignored). */
export function parseDisambiguatorWeights(json: unknown): DisambiguatorModel {
  const record = json as Partial<DisambiguatorModel> | null;
  if (record === null || typeof record !== 'object' || typeof record.version !== 'string' || typeof record.margin !== 'number' || typeof record.groups !== 'object' || record.groups === null) {
    throw new Error(`${DISAMBIGUATOR_WEIGHTS_FILE}: not the ERRANT disambiguator's weights (version, margin, groups); reinstall gecval`);
  }
  return { version: record.version, margin: record.margin, groups: record.groups };
}

/** Uses these weights from now on (the browser app's worker, which fetched them). */
export function provideDisambiguatorWeights(json: unknown): void {
  weights = parseDisambiguatorWeights(json);
}

/** The shipped weights, loaded on first use. */
export function disambiguatorWeights(): DisambiguatorModel {
  weights ??= parseDisambiguatorWeights(JSON.parse(readFileSync(packagePath('models', DISAMBIGUATOR_WEIGHTS_FILE), 'utf8')));
  return weights;
}
