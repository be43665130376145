/**
 * Trains the v2 UCCA parser (BiLSTM + MLP, spec §3.3), scoring the dev set after every epoch.
 *
 *   node --import tsx scripts/train-parser-v2.ts [--recipe ewt|wiki+ewt] [--seed 1] [--epochs 30] [--workers 2]
 *        [--checkpoint FILE [--resume]] [--limit N] [--dev-limit N] [--final ewt-test,20k]
 *        [--data ../shared/data] [--out FILE.ucca.bin.gz] [--set key=value ...]
 *
 * `--checkpoint` is rewritten after every epoch; rerun with `--resume` after an interruption and training
 * continues bit for bit. `--set lstmDim=128` overrides a hyper-parameter (see src/ucca/parser/v2/config.ts).
 * Nothing is written to models/ unless `--out` says so.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { V2_CONFIG_KEYS, type V2Config } from '../src/ucca/parser/v2/config.js';
import { trainV2Recipe, type V2Recipe } from '../src/ucca/parser/v2/recipe.js';
import type { CorpusSplit } from '../src/ucca/parser/corpus.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const value = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && at + 1 < args.length ? args[at + 1]! : fallback;
};
const config: Partial<V2Config> = {};
args.forEach((a, i) => {
  if (a !== '--set') return;
  const [key, raw] = (args[i + 1] ?? '').split('=');
  if (!key || raw === undefined || !V2_CONFIG_KEYS.includes(key)) throw new Error(`--set expects key=value with a key of V2Config, got ${args[i + 1]}`);
  (config as Record<string, number>)[key] = Number(raw);
});
const dataDir = resolve(value('data', process.env.GECVAL_SHARED ? `${process.env.GECVAL_SHARED}/data` : resolve(repo, '..', 'shared', 'data')));
const checkpoint = value('checkpoint', '');
const out = value('out', '');
const final = value('final', '');
const recipe = value('recipe', 'ewt');
if (recipe !== 'ewt' && recipe !== 'wiki+ewt') throw new Error(`--recipe must be ewt or wiki+ewt, got ${recipe}`);
const { result, scores } = await trainV2Recipe({
  recipe: recipe as V2Recipe,
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
