/**
 * Reproduces the floors B0 and B1a (docs/parser.md, "Accuracy") on EWT dev, EWT test and 20K, and checks that
 * B1a's UPOS table learned from EWT train equals the shipped `B1A_TABLE`.
 *
 *   node --import tsx training/scripts/parser-baselines.ts [--data ../shared/data]
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselineB0, baselineB1a, B1A_TABLE, learnUposTable } from '../../src/ucca/parser/baselines.js';
import { evaluationInput, readSplit, trainingItem } from '../../src/ucca/parser/corpus.js';
import { scoreGraphs } from '../../src/ucca/parser/evaluation.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const at = process.argv.indexOf('--data');
const dataDir = at > 0 ? resolve(process.argv[at + 1]!) : resolve(repo, '..', 'shared', 'data');
const learned = learnUposTable(readSplit(dataDir, 'ewt-train').map(trainingItem));
const differences = Object.entries(B1A_TABLE).filter(([upos, label]) => learned[upos] !== label);
console.log(JSON.stringify({ learned, differencesFromSpec: differences }));
for (const split of ['ewt-dev', 'ewt-test', '20k'] as const) {
  const gold = readSplit(dataDir, split);
  const inputs = gold.map(evaluationInput);
  for (const [name, system] of [['B0', baselineB0], ['B1a', baselineB1a]] as const) {
    const s = scoreGraphs(inputs.map((input, i) => [system(input), gold[i]!]));
    console.log(`${split}\t${name}\tlabeled primary ${(100 * s.primary.labeled.f).toFixed(2)}\tremote ${(100 * s.remote.labeled.f).toFixed(2)}\tunlabeled primary ${(100 * s.primary.unlabeled.f).toFixed(2)}`);
  }
}
