/**
 * Start-up: what a user waits for before any work, as whole processes (bench/lib/whole-process.ts: alternating
 * runs, medians of wall and CPU time). `gecval m2` on a 1-sentence file (the first sentence of CoNLL-2014 AMU
 * against the first block of the official gold) against bare `node -e 0`; goal (#39 point 10): at most 25 ms of CPU
 * (user + system of the child) above bare Node. The bin runs `m2` from its fast entry (one CommonJS file with a V8
 * code cache, scripts/build-fast-entry.mjs); the same command through the ES-module CLI it falls back to for other
 * commands (dist/bin/cli.mjs) is timed beside it. m2scorer on the same sentence is timed too where M2SCORER_DIR is
 * set (PYTHON2: default pyenv's 2.7.18). On a shared machine pin it to one core (`taskset -c 1`) and read the CPU
 * column: wall time there is mostly waiting for a core.
 *
 *   npm run build && M2SCORER_DIR=/work/orig/m2scorer taskset -c 1 node --import tsx bench/startup/run.ts [--quick] [--runs 30]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareProcesses, machineLine, timingTable, type Side } from '../lib/whole-process.js';
import { sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/startup/run.ts [options]',
  summary: 'Start-up time of gecval commands against the originals, as whole processes.',
  options: { runs: { type: 'number', default: 15, quickDefault: 5, description: 'rounds' } },
});
const RUNS = opts.runs;
if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);

const dir = mkdtempSync(join(tmpdir(), 'gecval-startup-'));
const gold = join(dir, 'one.m2');
const hyp = join(dir, 'one.txt');
writeFileSync(gold, `${readFileSync(join(shared, 'data', 'conll14', 'official-2014.combined.m2'), 'utf8').split('\n\n')[0]}\n\n`);
writeFileSync(hyp, `${readFileSync(join(shared, 'data', 'conll14', 'systems', 'AMU.txt'), 'utf8').split('\n')[0]}\n`);

function python2(): string {
  if (process.env.PYTHON2) return process.env.PYTHON2;
  const which = spawnSync('pyenv', ['which', 'python2'], { env: { ...process.env, PYENV_VERSION: '2.7.18' }, encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : 'python2';
}

const sides: Side[] = [
  { name: 'node -e 0', command: ['node', '-e', '0'] },
  { name: 'gecval m2 (1 sentence)', command: ['node', GECVAL, 'm2', hyp, gold] },
  { name: 'gecval --version', command: ['node', GECVAL, '--version'] },
  { name: 'gecval m2 (1 sentence) through the ES-module CLI (dist/bin/cli.mjs)', command: ['node', join(GECVAL, '..', 'cli.mjs'), 'm2', hyp, gold] },
];
if (process.env.M2SCORER_DIR) sides.push({ name: 'm2scorer (1 sentence, Python 2.7)', command: [python2(), join(process.env.M2SCORER_DIR, 'scripts', 'm2scorer.py'), hyp, gold] });
else console.log('(m2scorer side skipped: set M2SCORER_DIR to a nusnlp/m2scorer checkout)\n');

console.log(`# gecval start-up benchmark: whole processes\n\n${machineLine()}\n`);
const timings = compareProcesses(sides, RUNS, 2);
const node = timings[0]!;
console.log(
  timingTable('start-up: 1-sentence `gecval m2` vs bare Node', timings, {
    headers: ['wall above `node -e 0`, ms', 'CPU above `node -e 0`, ms'],
    cells: (t) => [(t.wallMs - node.wallMs).toFixed(0), (t.cpuMs - node.cpuMs).toFixed(0)],
  }),
);
const m2 = timings[1]!;
console.log(`Goal (at most 25 ms of CPU above bare Node): ${m2.cpuMs - node.cpuMs <= 25 ? 'met' : 'not met'} (${(m2.cpuMs - node.cpuMs).toFixed(0)} ms; wall ${(m2.wallMs - node.wallMs).toFixed(0)} ms).`);
