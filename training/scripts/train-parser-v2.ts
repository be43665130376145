/**
 * Trains the BiLSTM UCCA parser (BiLSTM + MLP, the kind of model v2; docs/parser-v2.md), scoring the dev set after
 * every epoch.
 *
 *   node --import tsx training/scripts/train-parser-v2.ts [--model v2|v2-ewt] [--recipe ewt|wiki|wiki+ewt] [--seed 1] [--epochs 30] [--workers 2]
 *        [--checkpoint FILE [--resume]] [--limit N] [--dev-limit N] [--final ewt-test,20k]
 *        [--data ../shared/data] [--out FILE.ucca.bin.gz] [--set key=value ...]
 *        [--teacher MODEL.ucca.bin.gz ... [--distill-weight 0.5] [--distill-temperature 1]] [--train-on-dev] [--extend-vectors N]
 *        [--explore-from EPOCH [--explore-probability 0.9] [--explore-shift] [--explore-reduce] [--explore-attach]]
 *
 * `--checkpoint` is rewritten after every epoch; rerun with `--resume` after an interruption and training
 * continues bit for bit. `--set lstmDim=128` overrides a hyper-parameter (see src/ucca/parser/bilstm/config.ts).
 * `--model NAME` takes the arguments that wrote that catalogued model (src/ucca/parser/catalogue.ts); options
 * given on the command line win over them.
 * `--teacher` (repeatable) trains by distillation from those models (an ensemble when several; see
 * training/parser/bilstm/distillation.ts); they must come from the same recipe (same action inventory).
 * `--train-on-dev` trains on the recipe's dev set as well and keeps the last of `--epochs` epochs (no dev scoring):
 * the final-model recipe, with the epoch count an ordinary run of the same recipe selected on dev.
 * `--extend-vectors N` stores the vectors of the embedding package's N most frequent words in the written model too,
 * after training (training/parser/bilstm/extend-vectors.ts); the final scores are the extended model's.
 * `--explore-from EPOCH` trains with exploration from that epoch on: the walks follow some of the parser's own
 * mistakes (with `--explore-probability`, default 0.9) where the oracle can still say what is best
 * (training/parser/bilstm/exploration.ts); `--explore-shift` follows premature SHIFTs too, and
 * `--explore-reduce` premature REDUCEs (the reduced unit's missing children move up to an ancestor), and
 * `--explore-attach` primary edges to a wrong parent (the edge built replaces the gold one); earlier
 * epochs are plain training, so a checkpoint written
 * before EPOCH resumes into an exploring run.
 * Nothing is written to models/ unless `--out` says so.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BILSTM_CONFIG_KEYS, type BiLstmConfig } from '../../src/ucca/parser/bilstm/config.js';
import { trainBiLstmRecipe } from '../parser/bilstm/recipe.js';
import type { Distillation } from '../parser/bilstm/distillation.js';
import { bilstmClassifier } from '../../src/ucca/parser/bilstm/model.js';
import { readContainer } from '../../src/ucca/parser/model-file.js';
import { RECIPES, type Recipe } from '../parser/recipe-data.js';
import { catalogueArgs } from './train-parser-args.js';
import { pretrainedSource } from './pretrained-source.js';
import type { CorpusSplit } from '../../src/ucca/parser/corpus.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const args = catalogueArgs(process.argv.slice(2), 'train-parser-v2.ts');
/** Says what is wrong with an option and exits 2, as the CLI does (no stack trace for a mistyped value). */
function refuse(message: string): never {
  console.error(`train-parser-v2: ${message}`);
  process.exit(2);
}
const value = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && at + 1 < args.length ? args[at + 1]! : fallback;
};
const config: Partial<BiLstmConfig> = {};
args.forEach((a, i) => {
  if (a !== '--set') return;
  const [key, raw] = (args[i + 1] ?? '').split('=');
  if (!key || raw === undefined || !BILSTM_CONFIG_KEYS.includes(key)) refuse(`--set expects key=value with a key of BiLstmConfig, got ${args[i + 1]}`);
  if (key in config) return; // the first --set of a key wins, as for every other option
  (config as Record<string, number>)[key] = Number(raw);
});
const dataDir = resolve(value('data', process.env.GECVAL_SHARED ? `${process.env.GECVAL_SHARED}/data` : resolve(repo, '..', 'shared', 'data')));
const checkpoint = value('checkpoint', '');
const out = value('out', '');
const final = value('final', '');
const recipe = value('recipe', 'ewt');
const extendVectors = value('extend-vectors', '');
if (extendVectors && !(Number.isInteger(Number(extendVectors)) && Number(extendVectors) > 0)) refuse(`--extend-vectors expects a positive whole number of words, got ${extendVectors}`);
if (!RECIPES.includes(recipe as Recipe)) refuse(`--recipe must be one of ${RECIPES.join(', ')}, got ${recipe}`);
/** The models named by `--teacher`, each recorded as `file@sha256-prefix`. */
function distillation(): Distillation | undefined {
  const files = args.flatMap((a, i) => (a === '--teacher' && i + 1 < args.length ? [resolve(args[i + 1]!)] : []));
  if (files.length === 0) return undefined;
  const teachers = files.map((file) => {
    const container = readContainer(file);
    const sha = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
    return { name: `${basename(file)}@${sha}`, classifier: bilstmClassifier(container, file), actions: container.header.actions };
  });
  return { teachers, weight: Number(value('distill-weight', '0.5')), temperature: Number(value('distill-temperature', '1')) };
}
const distill = distillation();
const exploreFrom = value('explore-from', '');
if (exploreFrom && !(Number.isInteger(Number(exploreFrom)) && Number(exploreFrom) >= 1)) refuse(`--explore-from expects a whole epoch number ≥ 1, got ${exploreFrom}`);
const exploreProbability = Number(value('explore-probability', '0.9'));
if (!(exploreProbability >= 0 && exploreProbability <= 1)) refuse(`--explore-probability expects a number in [0, 1], got ${value('explore-probability', '')}`);
const exploration = exploreFrom
  ? { fromEpoch: Number(exploreFrom), probability: exploreProbability, ...(args.includes('--explore-shift') ? { shift: true } : {}), ...(args.includes('--explore-reduce') ? { reduce: true } : {}), ...(args.includes('--explore-attach') ? { attach: true } : {}) }
  : undefined;

const { result, scores } = await trainBiLstmRecipe({
  ...(distill ? { distillation: distill } : {}),
  ...(exploration ? { exploration } : {}),
  ...(config.pretrainedDim ? { pretrained: await pretrainedSource() } : {}),
  recipe: recipe as Recipe,
  trainOnDev: args.includes('--train-on-dev'),
  ...(extendVectors ? { extendVectors: Number(extendVectors) } : {}),
  dataDir,
  seed: Number(value('seed', '1')),
  epochs: Number(value('epochs', '30')),
  workers: value('workers', '2') === '1' ? 1 : 2,
  config,
  ...(checkpoint ? { checkpoint: resolve(checkpoint) } : {}),
  resume: args.includes('--resume'),
  limit: Number(value('limit', '0')),
  devLimit: Number(value('dev-limit', '0')),
  finalSplits: final ? (final.split(',') as CorpusSplit[]) : [],
  ...(out ? { out: resolve(out) } : {}),
  log: (line) => console.log(`[${new Date().toISOString()}] ${line}`),
});
console.log(JSON.stringify({ bestEpoch: result.bestEpoch, completedEpochs: result.completedEpochs, curve: result.curve, scores }, null, 2));
