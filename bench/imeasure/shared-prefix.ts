/**
 * Benchmark (not a test): aligning all reference candidates of real MAEGE I-measure items one at a time
 * (align.ts referenceCounts, the baseline) versus with the shared-prefix table (align-shared.ts), same refs,
 * same run; asserts the vectors are equal. Items: the first node of chains START..START+N (default 5..8).
 *
 *   node --import tsx bench/imeasure/shared-prefix.ts
 */
import { maegeRandomChains } from './maege-chains.js';
import { m2SentenceToIeval } from '../../src/formats/m2-to-ieval.js';
import { extractM2Sentence } from '../../src/text/errant/extract.js';
import { referenceCandidates } from '../../src/metrics/imeasure/candidates.js';
import { referenceCounts } from '../../src/metrics/imeasure/align.js';
import { referenceCountsMany } from '../../src/metrics/imeasure/align-shared.js';
import { Vocabulary } from '../../src/metrics/imeasure/vocabulary.js';
import { splitAsciiWhitespace } from '../../src/formats/whitespace.js';
import { benchArgs } from '../lib/args.js';

benchArgs({ usage: 'node --import tsx bench/imeasure/shared-prefix.ts', summary: 'Aligning reference candidates one at a time vs sharing prefixes (MAEGE items)', options: {} });

const { table, chains } = maegeRandomChains();
const start = Number(process.env.START ?? 5);
let baseline = 0;
let sharedMs = 0;
for (const chain of chains.slice(start, start + Number(process.env.N ?? 3))) {
  const item = table.items[chain[chain.length - 1]!]!;
  const gold = m2SentenceToIeval(extractM2Sentence(item.source, item.references, { classify: false }), 0);
  const vocabulary = new Vocabulary();
  const src = vocabulary.encode(gold.tokens);
  const hyp = vocabulary.encode(splitAsciiWhitespace(item.hypothesis));
  const candidates = referenceCandidates(gold, true).map((r) => vocabulary.encode(r));
  let t = performance.now();
  const one = candidates.map((r) => referenceCounts(src, hyp, r));
  const a = performance.now() - t;
  t = performance.now();
  const many = referenceCountsMany(src, hyp, candidates);
  const b = performance.now() - t;
  if (JSON.stringify(one) !== JSON.stringify(many)) throw new Error('shared-prefix counts differ from one-at-a-time counts');
  baseline += a;
  sharedMs += b;
  console.log(`tokens ${gold.tokens.length} references ${candidates.length}: one at a time ${a.toFixed(0)} ms, shared prefix ${b.toFixed(0)} ms, ×${(a / b).toFixed(1)}`);
}
console.log(`total: one at a time ${baseline.toFixed(0)} ms, shared prefix ${sharedMs.toFixed(0)} ms, speed-up ×${(baseline / sharedMs).toFixed(1)}`);
