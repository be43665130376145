/**
 * The data of a training recipe (docs/parser.md, "Training"), the same for every trainer: `ewt` trains on EWT train
 * and selects the epoch on EWT dev; `wiki` trains on Wiki train minus every 10th sentence (by sorted id), which is
 * the dev slice; `wiki+ewt` trains on that Wiki part followed by EWT train, with the Wiki slice followed by EWT dev
 * as dev. The checksums of both sets go into the model header.
 */
import { createHash } from 'node:crypto';
import type { UccaGraph } from '../../graph.js';
import { readSplit } from '../corpus.js';

export type Recipe = 'ewt' | 'wiki' | 'wiki+ewt';
export const RECIPES: readonly Recipe[] = ['ewt', 'wiki', 'wiki+ewt'];

export function recipeData(dataDir: string, recipe: Recipe): { train: UccaGraph[]; dev: UccaGraph[] } {
  if (recipe === 'ewt') return { train: readSplit(dataDir, 'ewt-train'), dev: readSplit(dataDir, 'ewt-dev') };
  const wiki = readSplit(dataDir, 'wiki-train');
  const train = wiki.filter((_, i) => i % 10 !== 9);
  const dev = wiki.filter((_, i) => i % 10 === 9);
  if (recipe === 'wiki') return { train, dev };
  return { train: [...train, ...readSplit(dataDir, 'ewt-train')], dev: [...dev, ...readSplit(dataDir, 'ewt-dev')] };
}

/** A short fingerprint of a sentence set (ids, texts, edge counts), recorded in the model header. */
export function dataChecksum(graphs: readonly UccaGraph[]): string {
  const h = createHash('sha256');
  for (const g of graphs) h.update(`${g.id}\t${g.text}\t${g.edges.length}\n`);
  return h.digest('hex').slice(0, 16);
}
