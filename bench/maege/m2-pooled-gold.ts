/**
 * Experiment (not a test): M²'s sentence-level r and τ when the gold M2 text is built the way the pinned original
 * code builds it — `borgr/errant@7fb4114 parallel_to_m2` writes no blank line between sentence blocks, so
 * `m2scorer.load_annotation` reads the whole chain file as ONE paragraph. For chain k its gold edits per annotator
 * are then every edit of the file whose offsets are ≤ the cumulative token count of chains 0..k, and each gold
 * edit's `original` text is read from the concatenation of all sources (so mostly from chain 0's source).
 * Compares with the per-chain gold that extracted-gold.ts builds.
 *
 *   node --import tsx bench/maege/m2-pooled-gold.ts
 */
import { resolve } from 'node:path';
import { readM2 } from '../../src/formats/m2.js';
import { readReferences, PAPER_REFERENCE_FILES } from '../../src/analyses/maege/references.js';
import { prepareRun } from '../../src/analyses/maege/run.js';
import { extractM2Sentence } from '../../src/text/errant/extract.js';
import { pythonSplit, pythonStrip } from '../../src/metrics/m2/python-text.js';
import { resolveM2Options } from '../../src/metrics/m2/options.js';
import { scoreSentenceAnnotators } from '../../src/metrics/m2/sentence.js';
import { chooseAnnotators, m2Scores } from '../../src/metrics/m2/corpus.js';
import type { GoldEdit, GoldSentence } from '../../src/metrics/m2/gold.js';
import { benchArgs } from '../lib/args.js';

benchArgs({ usage: 'node --import tsx bench/maege/m2-pooled-gold.ts', summary: "M²'s sentence-level r and τ with the original's gold M2 text", options: {} });

const shared = process.env.GECVAL_SHARED ?? resolve(import.meta.dirname, '../../../shared');
const data = resolve(shared, 'data/conll14');
const m2 = readM2(resolve(data, 'official-2014.combined-withalt.m2'));
const refs = readReferences(PAPER_REFERENCE_FILES.map((f) => resolve(data, 'bn10', f)), m2.map((s) => s.source));
const { plan, table } = prepareRun(m2, refs, { plan: { settings: ['random'] } });
const chains = table.nodes.random!;
const options = resolveM2Options({ beta: 0.5, maxUnchangedWords: 2, ignoreWhitespaceCasing: true });

// The file's S lines (chain sources) and A lines (per annotator, file order), as one paragraph.
const sources = chains.map((chain) => pythonStrip(table.items[chain[0]!]!.source));
const allTokens = pythonSplit(sources.join(' '));
const fileEdits: { annotator: number; start: number; end: number; correction: string }[] = [];
for (const chain of chains) {
  const item = table.items[chain[0]!]!;
  for (const e of extractM2Sentence(item.source, item.references, { classify: false }).edits) fileEdits.push(e);
}
const annotators = [...new Set(fileEdits.map((e) => e.annotator))].sort((a, b) => a - b);
const goldOf = (e: (typeof fileEdits)[number]): GoldEdit => ({
  start: e.start, end: e.end, original: allTokens.slice(e.start, e.end).join(' '),
  corrections: e.correction.split('||').map((c) => (c === '-NONE-' ? '' : pythonStrip(c))), line: 0,
});

function pearson(x: number[], y: number[]): number {
  const n = x.length, mx = x.reduce((a, b) => a + b, 0) / n, my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < n; i++) { sxy += (x[i]! - mx) * (y[i]! - my); sxx += (x[i]! - mx) ** 2; syy += (y[i]! - my) ** 2; }
  return sxy / Math.sqrt(sxx * syy);
}

const started = Date.now();
let offset = 0;
const scores: number[] = [];
const human: number[] = [];
let pairs = 0, discordant = 0;
chains.forEach((chain, k) => {
  const tokens = pythonSplit(sources[k]!);
  offset += tokens.length;
  const gold: GoldSentence = {
    source: sources[k]!, tokens, line: 0,
    annotations: annotators.map((annotator) => ({
      annotator,
      edits: fileEdits.filter((e) => e.annotator === annotator && e.start >= 0 && e.end >= 0 && e.start <= offset && e.end <= offset).map(goldOf),
    })),
  };
  const chainScores = chain.map((i) => {
    const counts = scoreSentenceAnnotators(table.items[i]!.hypothesis, gold, options);
    return m2Scores(chooseAnnotators([counts], options.beta).totals, options.beta).f;
  });
  for (let i = 0; i < chainScores.length; i++) for (let j = i + 1; j < chainScores.length; j++) {
    pairs++;
    if (chainScores[j]! < chainScores[i]!) discordant++;
  }
  scores.push(...chainScores);
  human.push(...plan.human[k]!);
  if (k % 200 === 0) console.error(`chain ${k}/${chains.length} ${((Date.now() - started) / 1000).toFixed(0)} s`);
});
console.log(`pooled (one-paragraph) gold: nodes ${scores.length}, r ${pearson(scores, human).toFixed(4)}, pairs ${pairs}, discordant ${discordant}, tau ${(1 - (2 * discordant) / pairs).toFixed(4)}, zero scores ${scores.filter((s) => s === 0).length}`);
