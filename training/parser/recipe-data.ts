/**
 * The data of a training recipe (docs/parser.md, "Training"), the same for every trainer: `ewt` trains on EWT train
 * and selects the epoch on EWT dev; `wiki` trains on Wiki train minus every 10th sentence (by sorted id), which is
 * the dev slice; `wiki+ewt` trains on that Wiki part followed by EWT train, with the Wiki slice followed by EWT dev
 * as dev. The checksums of both sets go into the model header.
 *
 * `trainOnDev` folds the dev set into training (Wiki train whole, then EWT train, then EWT dev) and leaves no dev
 * set: the final-model recipe, run with an epoch count that an ordinary run of the same recipe chose on dev.
 */
import { createHash } from 'node:crypto';
import type { UccaGraph } from '../../src/ucca/graph.js';
import { readSplit } from '../../src/ucca/parser/corpus.js';

export type Recipe = 'ewt' | 'wiki' | 'wiki+ewt';
export const RECIPES: readonly Recipe[] = ['ewt', 'wiki', 'wiki+ewt'];

/**
 * `trainOldGuideline` / `devOldGuideline`: how many leading sentences of each set come from the Wiki corpus, which
 * is annotated under the older UCCA guidelines (no Time or Quantifier labels).
 */
export interface RecipeData {
  train: UccaGraph[];
  dev: UccaGraph[];
  trainOldGuideline: number;
  devOldGuideline: number;
}

export function recipeData(dataDir: string, recipe: Recipe, trainOnDev = false): RecipeData {
  if (trainOnDev) {
    const held = recipeData(dataDir, recipe);
    // Wiki sentences stay first, as trainOldGuideline says; within each corpus, training sentences before dev ones
    return {
      train: [...held.train.slice(0, held.trainOldGuideline), ...held.dev.slice(0, held.devOldGuideline), ...held.train.slice(held.trainOldGuideline), ...held.dev.slice(held.devOldGuideline)],
      dev: [],
      trainOldGuideline: held.trainOldGuideline + held.devOldGuideline,
      devOldGuideline: 0,
    };
  }
  if (recipe === 'ewt') return { train: readSplit(dataDir, 'ewt-train'), dev: readSplit(dataDir, 'ewt-dev'), trainOldGuideline: 0, devOldGuideline: 0 };
  const wiki = readSplit(dataDir, 'wiki-train');
  const train = wiki.filter((_, i) => i % 10 !== 9);
  const dev = wiki.filter((_, i) => i % 10 === 9);
  if (recipe === 'wiki') return { train, dev, trainOldGuideline: train.length, devOldGuideline: dev.length };
  return { train: [...train, ...readSplit(dataDir, 'ewt-train')], dev: [...dev, ...readSplit(dataDir, 'ewt-dev')], trainOldGuideline: train.length, devOldGuideline: dev.length };
}

/** A short fingerprint of a sentence set (ids, texts, edge counts), recorded in the model header. */
export function dataChecksum(graphs: readonly UccaGraph[]): string {
  const h = createHash('sha256');
  for (const g of graphs) h.update(`${g.id}\t${g.text}\t${g.edges.length}\n`);
  return h.digest('hex').slice(0, 16);
}
