/**
 * Scores a v2 model file or training checkpoint (its best epoch) on EWT dev, EWT test and 20K with the toolkit's
 * evaluator, next to the v1 M-ewt model, and prints labeled primary/remote F1 as JSON.
 *
 *   node --import tsx bench/parser/evaluate-model.ts FILE [--splits ewt-dev,ewt-test,20k] [--guideline 1]
 *
 * `--guideline 1` parses under the older (Wiki) annotation guidelines, for models trained with a guideline
 * embedding (v3); the default, 0, is what `gecval parse` does.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluationInput, readSplit, type CorpusSplit } from '../../src/ucca/parser/corpus.js';
import { scoreGraphs } from '../../src/ucca/parser/evaluation.js';
import { UccaParser } from '../../src/ucca/parser/parser.js';
import { benchArgs } from '../lib/args.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/evaluate-model.ts [options]',
  summary: 'Scores a v2 model file or training checkpoint on EWT dev, EWT test and 20K.',
  positionals: 'MODEL_OR_CHECKPOINT',
  options: {
    splits: { type: 'string', default: 'ewt-dev,ewt-test,20k', description: 'splits scored' },
    guideline: { type: 'number', default: 0, description: 'the guideline the model emits (v3 models)' },
  },
});
const file = opts.positionals[0];
if (!file) throw new Error('usage: evaluate.ts MODEL_OR_CHECKPOINT [--splits a,b]');
const splits = opts.splits.split(',') as CorpusSplit[];
const guideline = opts.guideline;
const dataDir = process.env.GECVAL_SHARED ? `${process.env.GECVAL_SHARED}/data` : resolve(repo, '..', 'shared', 'data');
const v2 = UccaParser.load({ model: resolve(file) });
const v1 = UccaParser.load({ model: resolve(repo, 'models', 'ucca-parser-v1-ewt.ucca.bin.gz') });
const t = v2.header.training as { bestEpoch?: number; epoch?: number };
const out: Record<string, unknown> = { model: file, bestEpoch: t.bestEpoch, epochs: t.epoch, guideline };
const pct = (x: number): number => Math.round(1000 * x) / 10;
for (const split of splits) {
  const gold = readSplit(dataDir, split);
  const s2 = scoreGraphs(gold.map((g) => [v2.parseInput({ ...evaluationInput(g), guideline }), g]));
  const s1 = scoreGraphs(gold.map((g) => [v1.parseTokens(g.terminals.map((x) => x.text), { id: g.id }), g]));
  out[split] = {
    v2: { primary: pct(s2.primary.labeled.f), remote: pct(s2.remote.labeled.f), unlabeledPrimary: pct(s2.primary.unlabeled.f) },
    v1: { primary: pct(s1.primary.labeled.f), remote: pct(s1.remote.labeled.f), unlabeledPrimary: pct(s1.primary.unlabeled.f) },
  };
  console.error(`${split}: ${JSON.stringify(out[split])}`);
}
console.log(JSON.stringify(out, null, 2));
