/**
 * Trains the v1 UCCA parser (averaged perceptron) and writes the model file.
 *
 *   node --import tsx scripts/train-parser.ts [--recipe ewt|wiki|wiki+ewt] [--seed 1] [--epochs 14]
 *        [--data ../shared/data] [--out models/ucca-parser-v1.ucca.bin.gz] [--limit N]
 *
 * Recipes: `ewt` (M-ewt: train EWT train, select the epoch on EWT dev), `wiki` (Wiki train minus a held-out
 * slice of every 10th sentence used as dev), `wiki+ewt` (Wiki train + EWT train, dev = the Wiki slice + EWT dev).
 * After training, EWT test, 20K and Wiki test are parsed and scored and the scores go into the model header.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainParserRecipe, type Recipe } from '../src/ucca/parser/recipes.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const value = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && at + 1 < args.length ? args[at + 1]! : fallback;
};
const recipe = value('recipe', 'ewt') as Recipe;
const seed = Number(value('seed', '1'));
const epochs = Number(value('epochs', '14'));
const limit = Number(value('limit', '0'));
const dataDir = resolve(value('data', process.env.GECVAL_SHARED ? `${process.env.GECVAL_SHARED}/data` : resolve(repo, '..', 'shared', 'data')));
const out = resolve(value('out', resolve(repo, 'models', 'ucca-parser-v1.ucca.bin.gz')));

const result = trainParserRecipe({ recipe, seed, epochs, dataDir, out, limit, log: (line) => console.log(`[${new Date().toISOString()}] ${line}`) });
console.log(JSON.stringify(result, null, 2));
