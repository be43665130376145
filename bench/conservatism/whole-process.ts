/**
 * Conservatism and reference coverage as a user meets them: whole processes (bench/lib/whole-process.ts:
 * alternating runs, medians of wall and CPU time from the child's rusage).
 *
 * 1. UnseenEst on the 96 stored fingerprints (48 crowd-corrected sentences × exact / index classes), the step of
 *    the reference-coverage analysis that has an original to run:
 *      original  borgr/unseenest `src/unseen_est.py FP 0 OUT -s 1` (the paper's invocation), Python 3 with
 *                Debian's numpy / scipy / cvxopt, one process per fingerprint as the paper's runs did. Its four
 *                imports the estimator never calls (pandas, statsmodels, networkx, matplotlib: not installable
 *                here) are removed; nothing else is changed (UNSEENEST_SCRIPT names that file).
 *      gecval    the same: `gecval unseenest FP --out OUT`, one process per fingerprint; and what a user of gecval
 *                runs instead, one `gecval coverage --fingerprints DIR --bootstrap 0 --reps 1` process (UnseenEst
 *                on all 96 plus the coverage curves, almost no Monte Carlo).
 * 2. gecval alone (the paper's conservatism code, borgr/assess_learner_language, needs its own UCCA fork, NLTK data
 *    and Python 2 libraries that are not installed here, so there is no original to run):
 *      Part A  `gecval conservatism --source S --ref official.m2 SYS×15` (15 systems + 2 references × 1,312 lines);
 *      Part B  `gecval coverage --fingerprints DIR` with the defaults (M = 1…20, 1,000 Monte Carlo repetitions,
 *              1,000 bootstrap resamples) and `gecval significance --m2 G --crowd C` (perfect corrector M = 1…10,
 *              1,000 resamples, MaxMatch scorer).
 *
 *   npm run build && UNSEENEST_SCRIPT=/work/orig/unseenest/run_est.py node --import tsx bench/conservatism/whole-process.ts [--quick] [--runs 3]
 *
 * --quick: 12 fingerprints, 1 run, Part B's perfect corrector skipped.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareProcesses, machineLine, sequence, timingTable, type Side } from '../lib/whole-process.js';
import { sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/conservatism/whole-process.ts [options]',
  summary: 'Conservatism analysis as whole processes, against the UnseenEst original.',
  options: { runs: { type: 'number', default: 3, quickDefault: 1, description: 'timed runs per side' } },
});
const QUICK = opts.quick;
const RUNS = opts.runs;
const PYTHON3 = process.env.PYTHON3 ?? '/usr/bin/python3';
if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);

const data = (...p: string[]) => join(shared, 'data', ...p);
const fingerprintDir = data('crowd', 'unseenest');
const fingerprints = readdirSync(fingerprintDir)
  .filter((f) => f.endsWith('_input_hist.txt'))
  .sort()
  .slice(0, QUICK ? 12 : undefined);
const out = mkdtempSync(join(tmpdir(), 'gecval-bench-conservatism-'));

console.log(`# Conservatism / reference coverage: whole processes\n\n${machineLine()}\n`);

// ---- 1. UnseenEst, original vs gecval
const script = process.env.UNSEENEST_SCRIPT;
const sides: Side[] = [];
const outFile = (f: string, side: string) => join(out, `${side}-${f.replace('_input_hist', '_output_hist')}`);
if (script) {
  sides.push({
    name: `original unseen_est.py × ${fingerprints.length} processes`,
    command: sequence(fingerprints.map((f) => [PYTHON3, script, join(fingerprintDir, f), '0', outFile(f, 'orig'), '-s', '1'])),
  });
} else console.log('(original side skipped: set UNSEENEST_SCRIPT to borgr/unseenest src/unseen_est.py)\n');
sides.push({
  name: `gecval unseenest × ${fingerprints.length} processes`,
  command: sequence(fingerprints.map((f) => ['node', GECVAL, 'unseenest', join(fingerprintDir, f), '--out', outFile(f, 'gecval')])),
});
if (!QUICK) {
  sides.push({
    name: 'one gecval coverage --fingerprints DIR --bootstrap 0 --reps 1',
    command: ['node', GECVAL, 'coverage', '--fingerprints', fingerprintDir, '--bootstrap', '0', '--reps', '1', '--json'],
  });
}
console.log(timingTable(`UnseenEst on ${fingerprints.length} fingerprints`, compareProcesses(sides, RUNS)));

// ---- 2. gecval alone
const systemsDir = data('conll14', 'systems');
const systems = readdirSync(systemsDir).filter((f) => f.endsWith('.txt')).sort().map((f) => join(systemsDir, f));
const alone: Side[] = [
  {
    name: `Part A: gecval conservatism, ${systems.length} systems + 2 references`,
    command: ['node', GECVAL, 'conservatism', '--source', data('conll14', 'source.txt'), '--ref', data('conll14', 'official-2014.combined.m2'), '--json', ...systems],
  },
  {
    name: 'Part B: gecval coverage --fingerprints DIR (M = 1…20, 1,000 reps, 1,000 resamples)',
    command: ['node', GECVAL, 'coverage', '--fingerprints', fingerprintDir, '--json'],
  },
];
if (!QUICK) {
  alone.push({
    name: 'Part B: gecval significance --m2 G --crowd C (perfect corrector M = 1…10, 1,000 resamples)',
    command: ['node', GECVAL, 'significance', '--m2', data('conll14', 'official-2014.combined.m2'), '--crowd', data('crowd', 'corrections.tsv'), '--json'],
  });
}
const timings = compareProcesses(alone, RUNS);
console.log(timingTable('gecval alone (no original runs here; ratios are between rows, not speed-ups)', timings));
const total = timings.reduce((s, t) => ({ wall: s.wall + t.wallMs, cpu: s.cpu + t.cpuMs }), { wall: 0, cpu: 0 });
console.log(`sum of the rows (Part A + Part B): ${(total.wall / 1000).toFixed(2)} s wall, ${(total.cpu / 1000).toFixed(2)} CPU-s (goal < 60 s)\n`);
