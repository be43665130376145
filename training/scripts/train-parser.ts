/**
 * Trains the perceptron UCCA parser (the kind of model v1) and writes the model file.
 *
 *   node --import tsx training/scripts/train-parser.ts [--model v1|v1-ewt] [--recipe ewt|wiki|wiki+ewt] [--seed 1] [--epochs 14]
 *        [--data ../shared/data] [--out models/ucca-parser-v1.ucca.bin.gz] [--limit N]
 *
 * `--model NAME` takes the arguments that wrote that catalogued model (src/ucca/parser/catalogue.ts); options
 * given on the command line win over them.
 *
 * Recipes: `ewt` (M-ewt: train EWT train, select the epoch on EWT dev), `wiki` (Wiki train minus a held-out
 * slice of every 10th sentence used as dev), `wiki+ewt` (Wiki train + EWT train, dev = the Wiki slice + EWT dev).
 * After training, EWT test, 20K and Wiki test are parsed and scored and the scores go into the model header.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueArgs } from './train-parser-args.js';
import { trainPerceptronRecipe } from '../parser/perceptron/recipe.js';
import type { Recipe } from '../parser/recipe-data.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const args = catalogueArgs(process.argv.slice(2), 'train-parser.ts');
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

const result = trainPerceptronRecipe({ recipe, seed, epochs, dataDir, out, limit, log: (line) => console.log(`[${new Date().toISOString()}] ${line}`) });
console.log(JSON.stringify(result, null, 2));
