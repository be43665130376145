/**
 * USIM as a user meets it: whole processes on both sides (bench/lib/whole-process.ts: alternating runs, medians of
 * wall and CPU time), on the stored TUPA parses of JFLEG dev (the sources against mle_1: 754 pairs).
 *
 *   original  huji-nlp/ucca scripts/distances/align.py `fully_aligned_distance` (what borgr/USim:USim.py calls),
 *             run by a small driver with Debian's Python 3 (python3-numpy, python3-munkres, python3-distance):
 *             read both lists of XML files, score every pair, print the mean. zss and tqdm, which the import chain
 *             names but the USIM path never calls, are stand-in modules on the path (as for the golden files).
 *   gecval    `node dist/bin/gecval.js usim --source-list SRC.lst --correction-list HYP.lst --json`
 *
 * The last column is gecval's in-process CPU time for scoring the same (already read) pairs, warm, one thread.
 *
 *   npm run build && USIM_UCCA_DIR=/work/orig/ucca node --import tsx bench/usim/run.ts [--quick] [--runs 5] [--pairs 754]
 *
 * USIM_UCCA_DIR: a checkout (or `git archive`) of huji-nlp/ucca holding ucca/ and scripts/distances/align.py; unset,
 * the original's side is skipped with a message. --quick: 100 pairs, 3 runs.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readUccaXmlFile } from '../../src/ucca/xml.js';
import { usimCode } from '../../src/ucca/usim/usim.js';
import { compareProcesses, machineLine, timingTable, type Side } from '../lib/whole-process.js';
import { usimOriginalSide } from '../lib/usim-original.js';
import { sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/usim/run.ts [options]',
  summary: 'USIM speed against the original, as whole processes.',
  options: {
    runs: { type: 'number', default: 5, quickDefault: 3, description: 'timed runs per side' },
    pairs: { type: 'number', default: 754, quickDefault: 100, description: 'JFLEG dev pairs' },
  },
});
const QUICK = opts.quick;
const RUNS = opts.runs;
const PAIRS = opts.pairs;
if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);

const parses = join(shared, 'data', 'jfleg', 'tupa-parses');
const sourceFiles = Array.from({ length: PAIRS }, (_, i) => join(parses, `dev.src${i}.xml`));
const correctionFiles = Array.from({ length: PAIRS }, (_, i) => join(parses, `mle_1.txt${i}.xml`));
const dir = mkdtempSync(join(tmpdir(), 'gecval-bench-usim-'));
const write = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
const sourceList = write('src.lst', `${sourceFiles.join('\n')}\n`);
const correctionList = write('hyp.lst', `${correctionFiles.join('\n')}\n`);

const sides: Side[] = [];
const uccaDir = process.env.USIM_UCCA_DIR;
if (uccaDir) sides.push(usimOriginalSide('original align.py (Python 3)', uccaDir, dir, sourceList, correctionList));
else console.log('(original side skipped: set USIM_UCCA_DIR to a huji-nlp/ucca checkout)\n');
sides.push({ name: 'gecval usim --source-list --correction-list', command: ['node', GECVAL, 'usim', '--source-list', sourceList, '--correction-list', correctionList, '--json'] });

// In-process: read once, score once to warm up, then time a second scoring of fresh copies (per-graph caches cold).
const graphs = sourceFiles.map((s, i) => [readUccaXmlFile(s), readUccaXmlFile(correctionFiles[i]!)] as const);
graphs.forEach(([a, b]) => usimCode(a.clone(), b.clone()));
const copies = graphs.map(([a, b]) => [a.clone(), b.clone()] as const);
const cpu0 = process.cpuUsage();
const inProcessScores = copies.map(([a, b]) => usimCode(a, b).usim);
const cpu = process.cpuUsage(cpu0);
const inProcessSeconds = (cpu.user + cpu.system) / 1e6;
const inProcessMean = inProcessScores.reduce((s, x) => s + x, 0) / inProcessScores.length;

console.log(`# USIM benchmark: whole processes\n\n${machineLine()}; ${PAIRS} pairs (JFLEG dev sources vs mle_1, stored TUPA parses)\n`);
const timings = compareProcesses(sides, RUNS);
const mean = (t: { name: string; stdout: string }): string => {
  const match = t.name.startsWith('gecval') ? /"mean":\s*([0-9.eE+-]+)/.exec(t.stdout) : /MEAN ([0-9.]+)/.exec(t.stdout);
  return match ? Number(match[1]).toFixed(6) : '?';
};
console.log(
  timingTable(`USIM, ${PAIRS} pairs`, timings, {
    headers: ['mean USIM printed', 'pairs per CPU-s', 'gecval in-process CPU s (scoring, warm)'],
    cells: (t) => [mean(t), (PAIRS / (t.cpuMs / 1000)).toFixed(0), t.name.startsWith('gecval') ? `${inProcessSeconds.toFixed(3)} (${(PAIRS / inProcessSeconds).toFixed(0)} pairs/CPU-s)` : '—'],
  }),
);
console.log(`in-process mean ${inProcessMean.toFixed(6)}`);
