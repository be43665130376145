/**
 * Scores an ensemble of BiLSTM parsers (issue 19, the teachers of distillation): at every state the greedy decoder
 * takes the class with the highest mean probability over the models (each model's softmax over the valid
 * classes — what distillation.ts teaches a student). Prints labeled primary / remote F1 per split as JSON.
 *
 *   node --import tsx bench/parser/ensemble.ts MODEL_A MODEL_B [...] [--splits ewt-dev,ewt-test,20k,wiki-test]
 *
 * Wiki splits are parsed under the older guideline (1), as the training recipe scores them; the others under 0.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Classifier } from '../../src/ucca/parser/classifier.js';
import { bilstmClassifier } from '../../src/ucca/parser/bilstm/model.js';
import { evaluationInput, readSplit, type CorpusSplit } from '../../src/ucca/parser/corpus.js';
import { GreedyDecoder } from '../../src/ucca/parser/decoder.js';
import { scoreGraphs } from '../../src/ucca/parser/evaluation.js';
import { readContainer } from '../../src/ucca/parser/model-file.js';
import { benchArgs } from '../lib/args.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/ensemble.ts [options]',
  summary: 'Scores an ensemble of BiLSTM parsers (analysis).',
  positionals: 'MODEL [MODEL…]',
  options: {
    splits: { type: 'string', default: 'ewt-dev', description: 'splits scored: ewt-dev, ewt-test, 20k, wiki-test' },
  },
});
const splits = opts.splits.split(',') as CorpusSplit[];
const files = opts.positionals;
if (files.length === 0) throw new Error('usage: ensemble.ts MODEL [MODEL ...] [--splits a,b]');
const dataDir = process.env.GECVAL_SHARED ? `${process.env.GECVAL_SHARED}/data` : resolve(repo, '..', 'shared', 'data');
const members = files.map((f) => bilstmClassifier(readContainer(resolve(f)), f));
const actions = members.map((m) => m.classes.size);
if (new Set(actions).size !== 1) throw new Error(`the models have different action inventories (${actions.join(', ')} classes)`);

const ensemble: Classifier = {
  classes: members[0]!.classes,
  sentence(input) {
    const scorers = members.map((m) => m.sentence(input));
    const C = members[0]!.classes.size;
    const one = new Float32Array(C);
    const mean = new Float64Array(C);
    return {
      score(state, scores, valid) {
        mean.fill(0);
        for (const s of scorers) {
          s.score(state, one, valid);
          let max = -Infinity;
          for (let c = 0; c < C; c++) if (valid[c] && one[c]! > max) max = one[c]!;
          let sum = 0;
          for (let c = 0; c < C; c++) if (valid[c]) sum += Math.exp(one[c]! - max);
          for (let c = 0; c < C; c++) if (valid[c]) mean[c] += Math.exp(one[c]! - max) / sum;
        }
        for (let c = 0; c < C; c++) if (valid[c]) scores[c] = Math.log(mean[c]!);
      },
    };
  },
};
const decoder = new GreedyDecoder(ensemble);
const pct = (x: number): number => Math.round(10000 * x) / 100;
const out: Record<string, unknown> = { models: files };
for (const split of splits) {
  const gold = readSplit(dataDir, split);
  const guideline = split.startsWith('wiki') ? 1 : 0;
  const s = scoreGraphs(gold.map((g) => [decoder.parse({ ...evaluationInput(g), guideline }), g]));
  out[split] = { primary: pct(s.primary.labeled.f), remote: pct(s.remote.labeled.f) };
  console.error(`${split}: ${JSON.stringify(out[split])}`);
}
console.log(JSON.stringify(out, null, 2));
