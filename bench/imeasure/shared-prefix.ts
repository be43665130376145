/**
 * Benchmark (not a test): aligning all reference candidates of real MAEGE I-measure items one at a time
 * (align.ts referenceCounts, the baseline) versus with the shared-prefix table (align-shared.ts), same refs,
 * same run; asserts the vectors are equal. Items: the first node of chains START..START+N (default 5..8).
 *
 *   node --import tsx bench/imeasure/shared-prefix.ts
 */
import { resolve } from 'node:path';
import { readM2 } from '../../src/formats/m2.js';
import { m2SentenceToIeval } from '../../src/formats/m2-to-ieval.js';
import { readReferences, PAPER_REFERENCE_FILES } from '../../src/analyses/maege/references.js';
import { prepareRun } from '../../src/analyses/maege/run.js';
import { extractM2Sentence } from '../../src/text/errant/extract.js';
import { referenceCandidates } from '../../src/metrics/imeasure/candidates.js';
import { referenceCounts } from '../../src/metrics/imeasure/align.js';
import { referenceCountsMany } from '../../src/metrics/imeasure/align-shared.js';
import { Vocabulary } from '../../src/metrics/imeasure/vocabulary.js';
import { splitTokens } from '../../src/formats/ieval-xml.js';

const shared = process.env.GECVAL_SHARED ?? resolve(import.meta.dirname, '../../../shared');
const data = resolve(shared, 'data/conll14');
const m2 = readM2(resolve(data, 'official-2014.combined-withalt.m2'));
const refs = readReferences(PAPER_REFERENCE_FILES.map((f) => resolve(data, 'bn10', f)), m2.map((s) => s.source));
const { table } = prepareRun(m2, refs, { plan: { settings: ['random'] } });
const chains = table.nodes.random!;
const start = Number(process.env.START ?? 5);
let baseline = 0;
let sharedMs = 0;
for (const chain of chains.slice(start, start + Number(process.env.N ?? 3))) {
  const item = table.items[chain[chain.length - 1]!]!;
  const gold = m2SentenceToIeval(extractM2Sentence(item.source, item.references, { classify: false }), 0);
  const vocabulary = new Vocabulary();
  const src = vocabulary.encode(gold.tokens);
  const hyp = vocabulary.encode(splitTokens(item.hypothesis));
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
