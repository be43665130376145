/**
 * Profile (not a test): where the I-measure's time goes on MAEGE items — gold edits extracted from each chain
 * source to the 8 references, as src/metrics/extracted-gold.ts builds them. Prints per item the number of
 * errors, reference combinations, strict-anchor cuts and the time taken, for the first N chains (env N, default 40).
 * MIX=0 scores as ieval's -nomix (one reference per annotator) instead of mixing the annotators' edits.
 *
 *   node --import tsx bench/imeasure/maege-profile.ts
 */
import { maegeRandomChains } from './maege-chains.js';
import { m2SentenceToIeval } from '../../src/formats/m2-to-ieval.js';
import { extractM2Sentence } from '../../src/text/errant/extract.js';
import { combinationCount, errorChoices } from '../../src/metrics/imeasure/candidates.js';
import { imeasureMetric } from '../../src/metrics/imeasure/metric.js';
import { splitAsciiWhitespace } from '../../src/formats/whitespace.js';
import { benchArgs } from '../lib/args.js';

benchArgs({ usage: 'node --import tsx bench/imeasure/maege-profile.ts', summary: "Where the I-measure's time goes on MAEGE items", options: {} });

const { table, chains } = maegeRandomChains();
const limit = Number(process.env.N ?? 40);
const start = Number(process.env.START ?? 0);
const metric = imeasureMetric({ mix: process.env.MIX !== '0' });
const started = Date.now();
for (const chain of chains.slice(start, start + limit)) {
  const first = table.items[chain[0]!]!;
  const gold = m2SentenceToIeval(extractM2Sentence(first.source, first.references, { classify: false }), 0);
  const choices = errorChoices(gold);
  const sizes = choices.map((c) => c.length);
  for (const i of chain) {
    const item = table.items[i]!;
    const t0 = Date.now();
    metric.statistics({ hypothesis: item.hypothesis.trim(), gold });
    const ms = Date.now() - t0;
    if (ms > 50) console.log(`tokens ${gold.tokens.length} errors ${gold.errors.length} choices [${sizes.join(',')}] combinations ${combinationCount(choices).toExponential(2)} hyp ${splitAsciiWhitespace(item.hypothesis).length} ${ms} ms`);
  }
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
