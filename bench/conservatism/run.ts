/**
 * Benchmark of the conservatism / reference-coverage analyses on the real data:
 *   Part A — WordChange, ρ and splits for 15 CoNLL-2014 systems + 2 references (1312 lines each);
 *   Part B — UnseenEst + coverage for the 48 stored fingerprints × 2 class types (M = 1..20, 1000 Monte Carlo
 *            repetitions, 1000 bootstrap resamples) and the perfect corrector (M = 1..10, 1000 BCa resamples).
 * Baselines, measured in the same run: alignment without the identical-sentence shortcut and cache; the
 * original's Monte Carlo (one simulation per M); bootstrap replicates that rescore the sentences instead of
 * replaying cached counts (timed on 20 replicates and scaled to 1000).
 * Run: node --import tsx bench/conservatism/run.ts
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readLines } from '../../src/formats/text-file.js';
import { readM2 } from '../../src/formats/m2.js';
import { compareOutputs } from '../../src/analyses/conservatism/compare.js';
import { referencesFromM2 } from '../../src/analyses/conservatism/references.js';
import { alignTokenLists } from '../../src/analyses/conservatism/align.js';
import { alignmentTokens } from '../../src/analyses/conservatism/words.js';
import { wordChange, wordOrderRho } from '../../src/analyses/conservatism/word-change.js';
import { countSplitMerge } from '../../src/analyses/conservatism/segment.js';
import { analyseCoverage, fingerprintsFromDirectory } from '../../src/analyses/coverage/pipeline.js';
import { coverageMonteCarlo } from '../../src/analyses/coverage/coverage.js';
import { unseenEst } from '../../src/analyses/coverage/unseenest.js';
import { readCrowd } from '../../src/analyses/coverage/crowd.js';
import { perfectCorrectorF, samplePerfectCorpus } from '../../src/analyses/coverage/perfect-corrector.js';
import { corpusScore, latticeCounts } from '../../src/analyses/coverage/m2-counts.js';
import { alignCorrection } from '../../src/analyses/coverage/edits.js';
import { SeededRandom } from '../../src/core/random.js';
import { benchArgs } from '../lib/args.js';

benchArgs({ usage: 'node --import tsx bench/conservatism/run.ts', summary: 'Conservatism and coverage analyses in one process', options: {} });

const shared = process.env.GECVAL_SHARED ?? resolve(fileURLToPath(new URL('../../', import.meta.url)), '..', 'shared');
const data = (...p: string[]) => join(shared, 'data', ...p);
const seconds = (t0: number) => (performance.now() - t0) / 1000;

// ---- Part A
const source = readLines(data('conll14', 'source.txt'));
const systems = readdirSync(data('conll14', 'systems')).filter((f) => f.endsWith('.txt')).sort();
const outputs = [
  ...systems.map((f) => ({ name: f, isReference: false, lines: readLines(data('conll14', 'systems', f)) })),
  ...referencesFromM2(readM2(data('conll14', 'official-2014.combined.m2')), 'm2'),
];
// Warm-up on 100 lines so both timings below run JIT-compiled code.
compareOutputs(source.slice(0, 100), outputs.map((o) => ({ ...o, lines: o.lines.slice(0, 100) })));
let t0 = performance.now();
compareOutputs(source, outputs);
const partA = seconds(t0);
t0 = performance.now();
for (const o of outputs) {
  source.forEach((s, i) => {
    const al = alignTokenLists(alignmentTokens(s), alignmentTokens(o.lines[i]!), false);
    wordChange(al);
    wordOrderRho(al);
    countSplitMerge(s, o.lines[i]!);
  });
}
const partANaive = seconds(t0);

// ---- Part B: coverage
const fingerprints = fingerprintsFromDirectory(data('crowd', 'unseenest'));
t0 = performance.now();
await analyseCoverage(fingerprints, { maxM: 20, repetitions: 1000, bootstrap: 1000 });
const coverage = seconds(t0);
const histograms = [];
for (const f of fingerprints) histograms.push((await unseenEst(f.fingerprints.exact!)).histogram);
t0 = performance.now();
for (const h of histograms) coverageMonteCarlo(h, 20, 1000, 'without', new SeededRandom(1));
const mcOurs = seconds(t0);
t0 = performance.now();
for (const h of histograms) for (let M = 1; M <= 20; M++) coverageMonteCarlo(h, M, 1000, 'without', new SeededRandom(1));
const mcNaive = seconds(t0);

// ---- Part B: perfect corrector
const m2 = readM2(data('conll14', 'official-2014.combined.m2'));
const crowd = readCrowd(data('crowd', 'corrections.tsv'));
t0 = performance.now();
perfectCorrectorF(m2, crowd, { maxM: 10, resamples: 1000 });
const perfect = seconds(t0);
t0 = performance.now();
perfectCorrectorF(m2, crowd, { maxM: 10, resamples: 1000, extractor: 'compat' });
const perfectCompat = seconds(t0);
t0 = performance.now();
perfectCorrectorF(m2, crowd, { maxM: 10, resamples: 1000, scorer: 'lattice-approx' });
const perfectApprox = seconds(t0);
// Baseline: per replicate, recompute every resampled sentence's counts from the alignments (M = 2, 20 replicates).
const random = new SeededRandom(1);
const blocks = m2.map((b) => b.edits.length > 0);
const picks = blocks.map(() => ({ si: random.integer(0, crowd.length - 1), refs: [0, 1].map(() => random.integer(0, 40)), out: random.integer(0, 40) }));
const counts = samplePerfectCorpus(m2, crowd, 2, new SeededRandom(1), { scorer: 'lattice-approx' });
t0 = performance.now();
for (let b = 0; b < 20; b++) {
  const idx = Int32Array.from({ length: m2.length }, () => random.integer(0, m2.length - 1));
  const rescored = Array.from(idx, (i) => {
    if (!blocks[i]) return [[0, 0, 0] as const];
    const p = picks[i]!;
    const s = crowd[p.si]!;
    const out = alignCorrection(s.source, s.corrections[p.out % s.corrections.length]!.text);
    return p.refs.map((r) => latticeCounts(out, alignCorrection(s.source, s.corrections[r % s.corrections.length]!.text).edits));
  });
  corpusScore(rescored, Int32Array.from(rescored.keys()));
}
const rescore1000 = (seconds(t0) / 20) * 1000;
t0 = performance.now();
for (let b = 0; b < 20; b++) corpusScore(counts, Int32Array.from({ length: m2.length }, () => random.integer(0, m2.length - 1)));
const cached1000 = (seconds(t0) / 20) * 1000;

const { cpus } = await import('node:os');
const row = (name: string, ours: number, base: number) => `| ${name} | ${ours.toFixed(2)} s | ${base.toFixed(2)} s | ${(base / ours).toFixed(1)}× |`;
console.log(`machine: ${cpus().length} cores, ${cpus()[0]?.model ?? '?'}; node ${process.version}; ${new Date().toISOString()}`);
console.log('| step | gecval | baseline | speed-up |');
console.log('|---|---|---|---|');
console.log(row(`Part A: ${outputs.length} outputs × ${source.length} lines (baseline: no identical-line shortcut/cache)`, partA, partANaive));
console.log(row('Monte Carlo without replacement, 48 sentences, M = 1..20, 1000 reps (baseline: one simulation per M)', mcOurs, mcNaive));
console.log(row('1000 bootstrap replicates, M = 2 (baseline: rescoring sentences per replicate, 20 timed)', cached1000, rescore1000));
console.log(`Part B coverage (UnseenEst ×96, MC, BCa 1000): ${coverage.toFixed(2)} s; perfect corrector M = 1..10, 1000 BCa: ${perfect.toFixed(2)} s (MaxMatch scorer, aligned edits; compat edits ${perfectCompat.toFixed(2)} s; lattice-approx ${perfectApprox.toFixed(2)} s)`);
console.log(`total Part A + Part B: ${(partA + coverage + perfect).toFixed(2)} s (target < 60 s)`);
