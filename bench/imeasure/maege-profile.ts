/**
 * Profile (not a test): where the I-measure's time goes on MAEGE items — gold edits extracted from each chain
 * source to the 8 references, as src/analyses/maege/extracted-gold.ts builds them. Prints per item the number of
 * errors, reference combinations, strict-anchor cuts and the time taken, for the first N chains (env N, default 40).
 * MIX=0 scores as ieval's -nomix (one reference per annotator) instead of mixing the annotators' edits.
 *
 *   node --import tsx bench/imeasure/maege-profile.ts
 */
import { resolve } from 'node:path';
import { readM2 } from '../../src/formats/m2.js';
import { m2SentenceToIeval } from '../../src/formats/m2-to-ieval.js';
import { readReferences, PAPER_REFERENCE_FILES } from '../../src/analyses/maege/references.js';
import { prepareRun } from '../../src/analyses/maege/run.js';
import { extractM2Sentence } from '../../src/text/errant/extract.js';
import { combinationCount, errorChoices } from '../../src/metrics/imeasure/candidates.js';
import { imeasureMetric } from '../../src/metrics/imeasure/metric.js';
import { splitTokens } from '../../src/formats/ieval-xml.js';

const shared = process.env.GECVAL_SHARED ?? resolve(import.meta.dirname, '../../../shared');
const data = resolve(shared, 'data/conll14');
const m2 = readM2(resolve(data, 'official-2014.combined-withalt.m2'));
const refs = readReferences(PAPER_REFERENCE_FILES.map((f) => resolve(data, 'bn10', f)), m2.map((s) => s.source));
const { table } = prepareRun(m2, refs, { plan: { settings: ['random'] } });
const chains = table.nodes.random!;
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
    if (ms > 50) console.log(`tokens ${gold.tokens.length} errors ${gold.errors.length} choices [${sizes.join(',')}] combinations ${combinationCount(choices).toExponential(2)} hyp ${splitTokens(item.hypothesis).length} ${ms} ms`);
  }
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
