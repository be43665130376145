/**
 * Debug aid (not a test): per-node M² scores of a sample of sentence-level chains, with the chain's source, the
 * gold edits extracted against it and each node's (correct, proposed, gold) under the chosen annotator, and the
 * within-chain discordant pairs. Used to look for why M²'s τ differs from the paper's.
 *
 *   node --import tsx bench/maege/m2-debug.ts [CHAINS=20] [FIRST=0]
 */
import { resolve } from 'node:path';
import { readM2 } from '../../src/formats/m2.js';
import { readReferences, PAPER_REFERENCE_FILES } from '../../src/analyses/maege/references.js';
import { prepareRun } from '../../src/analyses/maege/run.js';
import { m2WithExtractedGold } from '../../src/metrics/extracted-gold.js';
import { benchArgs } from '../lib/args.js';

const shared = process.env.GECVAL_SHARED ?? resolve(import.meta.dirname, '../../../shared');
const data = resolve(shared, 'data/conll14');
const opts = benchArgs({
  usage: 'node --import tsx bench/maege/m2-debug.ts [options]',
  summary: 'Per-node M² scores of a sample of sentence-level MAEGE chains (debug aid).',
  positionals: '[COUNT=20 [FIRST=0]]',
  options: { },
});
const count = Number(opts.positionals[0] ?? 20);
const first = Number(opts.positionals[1] ?? 0);

const m2 = readM2(resolve(data, 'official-2014.combined-withalt.m2'));
const refs = readReferences(PAPER_REFERENCE_FILES.map((f) => resolve(data, 'bn10', f)), m2.map((s) => s.source));
const { plan, table } = prepareRun(m2, refs, { plan: { settings: ['random'] } });
const metric = m2WithExtractedGold();
const chains = table.nodes.random!;
let pairs = 0;
let discordant = 0;
let ties = 0;
for (let c = 0; c < chains.length; c++) {
  const scores = chains[c]!.map((i) => metric.sentenceScore(metric.statistics(table.items[i]!)));
  for (let i = 0; i < scores.length; i++) for (let j = i + 1; j < scores.length; j++) {
    pairs++;
    if (scores[j]! < scores[i]!) discordant++;
    else if (scores[j] === scores[i]) ties++;
  }
  if (c < first || c >= first + count) continue;
  const source = plan.chainSources.random![c]!;
  console.log(`\n=== chain ${c} (sentence ${plan.chains[c]!.sentence}), source = node ${source}`);
  console.log(`src: ${JSON.stringify(table.items[chains[c]![0]!]!.source)}`);
  chains[c]!.forEach((item, k) => {
    const stats = metric.statistics(table.items[item]!);
    console.log(`  node ${k} F=${scores[k]!.toFixed(3)} ${JSON.stringify(stats)} ${JSON.stringify(table.items[item]!.hypothesis)}`);
  });
}
console.log(`\nall chains: pairs ${pairs}, discordant ${discordant}, metric ties ${ties}, tau(ties concordant) ${(1 - (2 * discordant) / pairs).toFixed(4)}`);
