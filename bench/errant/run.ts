/**
 * Edit-extraction speed on the CoNLL-2014 test set (1,312 sentences): source against each annotator's corrected
 * text (gold edits applied), written as one two-annotator M2 the way `gecval edits` does.
 *
 *   node --import tsx bench/errant/run.ts
 *
 * Baselines measured in the same run: plain Levenshtein alignment (ERRANT -lev, no linguistic costs), and, on
 * four system outputs of the same sources, the pipeline without the annotation cache (every source re-tagged
 * for each output). Also prints the span-recovery rate (see recovery.ts) for every merge strategy and the
 * agreement of the ERRANT categories with NUCLE's types.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, editsOf, parseM2 } from '../../src/formats/m2.js';
import { AnnotationCache, extractM2, winkLoadMilliseconds, MERGE_STRATEGIES } from '../../src/text/errant/index.js';
import { isKnownWord } from '../../src/text/errant/spell.js';
import { measureRecovery, typeAgreement } from './recovery.js';
import { benchArgs } from '../lib/args.js';

benchArgs({ usage: 'node --import tsx bench/errant/run.ts', summary: 'Edit-extraction speed on CoNLL-2014 test, in one process', options: {} });

const root = fileURLToPath(new URL('../../', import.meta.url));
const shared = process.env.GECVAL_SHARED ?? resolve(root, '..', 'shared');
const gold = parseM2(readFileSync(resolve(shared, 'data/conll14/official-2014.combined.m2'), 'utf8'));
const sources = gold.map((s) => s.tokens.join(' '));
const targets = [0, 1].map((a) => gold.map((s) => applyEdits(s.tokens, editsOf(s, a)).join(' ')));

const systems = ['AMU', 'CAMB', 'CUUI', 'POST'].map((team) =>
  readFileSync(resolve(shared, `data/conll14/systems/${team}.txt`), 'utf8').replace(/\n$/u, '').split('\n'),
);

interface Config {
  readonly label: string;
  readonly pairs: number;
  run(): void;
}

const goldPairs = sources.length * targets.length;
const systemPairs = sources.length * systems.length;
const configs: Config[] = [
  { label: 'ERRANT-style (linguistic costs, rules, types)', pairs: goldPairs, run: () => extractM2(sources, targets, { cache: new AnnotationCache() }) },
  { label: 'spans only (no classification)', pairs: goldPairs, run: () => extractM2(sources, targets, { classify: false, cache: new AnnotationCache() }) },
  { label: 'baseline: plain Levenshtein alignment', pairs: goldPairs, run: () => extractM2(sources, targets, { levenshtein: true, cache: new AnnotationCache() }) },
  { label: '4 system outputs, shared annotation cache', pairs: systemPairs, run: () => extractM2(sources, systems, { classify: false, cache: new AnnotationCache() }) },
  {
    label: 'baseline: 4 system outputs, no cache',
    pairs: systemPairs,
    run: () => systems.forEach((system) => extractM2(sources, [system], { classify: false, cache: new AnnotationCache() })),
  },
];

const loadStarted = performance.now();
extractM2(['a'], [['b']]);
isKnownWord('warm');
console.log(`first call (wink model ${winkLoadMilliseconds().toFixed(0)} ms + dictionary + tagging): ${(performance.now() - loadStarted).toFixed(0)} ms`);

// Warm-up: one untimed pass so that every configuration is measured with compiled code and loaded resources.
extractM2(sources, targets, { cache: new AnnotationCache() });
console.log(`CoNLL-2014 test: ${sources.length} sentences; gold pairs = ${goldPairs} (2 annotators), system pairs = ${systemPairs} (AMU, CAMB, CUUI, POST)`);
// Rounds interleave the configurations and each keeps its best time: the machine is shared, so the minimum
// is the least noisy figure.
const best = configs.map(() => Infinity);
for (let round = 0; round < 3; round++) {
  configs.forEach((config, i) => {
    const started = performance.now();
    config.run();
    best[i] = Math.min(best[i]!, (performance.now() - started) / 1000);
  });
}
configs.forEach((config, i) => {
  console.log(`${config.label.padEnd(48)} ${best[i]!.toFixed(2).padStart(6)} s  ${(config.pairs / best[i]!).toFixed(0).padStart(6)} pairs/s`);
});
const [full, spans, lev, cached, uncached] = best as [number, number, number, number, number];
console.log(`ratio ERRANT-style / plain-Levenshtein time: ${(full / lev).toFixed(2)} (the price of linguistic costs and rules on tagged input)`);
console.log(`ratio no-cache / shared-cache time (4 outputs of one source): ${(uncached / cached).toFixed(2)}`);
console.log(`spans-only speed-up over typed: ${(full / spans).toFixed(2)}x`);

console.log('\nspan recovery on annotator 0 (gold edits reproduced exactly: start, end, correction):');
for (const merge of MERGE_STRATEGIES) {
  const r = measureRecovery(gold, 0, { merge, classify: false });
  console.log(
    `  ${merge.padEnd(10)} exact ${r.recovered}/${r.goldEdits} = ${(100 * r.rate).toFixed(2)}%  ` +
      `regions ${r.regionRecovered}/${r.goldEdits} = ${(100 * r.regionRate).toFixed(2)}%  (extracted ${r.extracted})`,
  );
}

// Sanity check of the classifier: NUCLE's types of the exactly recovered edits against the ERRANT categories.
const typed = measureRecovery(gold, 0, { merge: 'rules' });
console.log('\nNUCLE type -> ERRANT category agreement on exactly recovered annotator-0 edits:');
const pairs: [string, string[]][] = [
  ['ArtOrDet', ['DET']],
  ['Nn', ['NOUN:NUM']],
  ['Prep', ['PREP']],
  ['SVA', ['VERB:SVA']],
  ['Vt', ['VERB:TENSE']],
  ['Vform', ['VERB:FORM']],
  ['Mec', ['SPELL', 'PUNCT', 'ORTH']],
];
for (const [nucle, errant] of pairs) {
  const a = typeAgreement(typed, nucle, errant);
  console.log(`  ${nucle.padEnd(9)} -> ${errant.join('|').padEnd(18)} ${a.agree}/${a.total} = ${(100 * a.rate).toFixed(1)}%`);
}

// ERRANT's scorer and the one-step workflow as whole processes (bench/errant/scorer.ts; ERRANT_DIR for ERRANT's side).
const { runScorerBench } = await import('./scorer.js');
console.log('');
runScorerBench(Number(process.env.ERRANT_BENCH_ROUNDS ?? 5));
