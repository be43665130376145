/**
 * Faithfulness speed as a user meets it: whole processes (bench/lib/whole-process.ts: alternating runs, medians of
 * wall and CPU time from the child's rusage), one worker thread.
 *
 * The measure is gecval's own (docs/faithfulness.md): no original computes it. The nearest pipeline a user would
 * otherwise run for "how much meaning did the correction keep" is USIM (borgr/USim), i.e. TUPA-parse both sides and
 * score them with huji-nlp/ucca's align.py. TUPA does not install here, so the original side starts from the stored
 * TUPA parses of JFLEG dev and scores them with align.py (bench/lib/usim-original.ts): **its parsing is not
 * counted**, which favours it; every gecval side starts from plain text and parses inside the timing.
 *
 * 1. JFLEG dev sources vs mle_1 (754 pairs), same pairs on every side:
 *      original  align.py on the stored TUPA parses (USIM_UCCA_DIR; unset, skipped)
 *      gecval    `gecval usim --source-list --correction-list` on the same parses (for scale)
 *      gecval    `gecval faithfulness --source dev.src mle_1.txt --json` (default: v1 parser), and `--parser none`
 * 2. gecval alone on TMU-GFM dev (1,213 raw-text pairs, 400 distinct sources): `gecval faithfulness --raw`.
 *
 *   npm run build && USIM_UCCA_DIR=/work/orig/ucca node --import tsx bench/faithfulness/whole-process.ts [--quick] [--runs 3]
 *
 * --quick: 100 pairs, 1 run.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareProcesses, machineLine, timingTable, type Side, type Timing } from '../lib/whole-process.js';
import { usimOriginalSide } from '../lib/usim-original.js';
import { sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';
import { readTmuDev } from './suites.js';

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/faithfulness/whole-process.ts [options]',
  summary: 'gecval faithfulness speed, as whole processes.',
  options: {
    runs: { type: 'number', default: 3, quickDefault: 1, description: 'timed runs per side' },
    pairs: { type: 'number', default: 754, quickDefault: 100, description: 'JFLEG dev pairs' },
  },
});
const QUICK = opts.quick;
const RUNS = opts.runs;
const PAIRS = opts.pairs;
if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);

const dir = mkdtempSync(join(tmpdir(), 'gecval-bench-faithfulness-'));
const write = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
const firstLines = (path: string, n: number) => `${readFileSync(path, 'utf8').split('\n').slice(0, n).join('\n')}\n`;

const jfleg = join(shared, 'data', 'jfleg');
const parses = join(jfleg, 'tupa-parses');
const sourceText = write('dev.src', firstLines(join(jfleg, 'dev.src'), PAIRS));
const correctionText = write('mle_1.txt', firstLines(join(jfleg, 'systems', 'mle_1.txt'), PAIRS));
const sourceList = write('src.lst', `${Array.from({ length: PAIRS }, (_, i) => join(parses, `dev.src${i}.xml`)).join('\n')}\n`);
const correctionList = write('hyp.lst', `${Array.from({ length: PAIRS }, (_, i) => join(parses, `mle_1.txt${i}.xml`)).join('\n')}\n`);

const mean = (t: Timing): string => {
  const match = /"mean":\s*([0-9.eE+-]+)/.exec(t.stdout) ?? /MEAN ([0-9.]+)/.exec(t.stdout);
  return match ? Number(match[1]).toFixed(4) : '?';
};
const extra = (pairs: number) => ({
  headers: ['mean printed', 'pairs per CPU-s', 'pairs/s wall'],
  cells: (t: Timing) => [mean(t), (pairs / (t.cpuMs / 1000)).toFixed(0), (pairs / (t.wallMs / 1000)).toFixed(0)],
});

console.log(`# Faithfulness: whole processes\n\n${machineLine()}\n`);

const sides: Side[] = [];
const uccaDir = process.env.USIM_UCCA_DIR;
if (uccaDir) sides.push(usimOriginalSide('USIM: original align.py on stored TUPA parses (parsing not counted)', uccaDir, dir, sourceList, correctionList));
else console.log('(original side skipped: set USIM_UCCA_DIR to a huji-nlp/ucca checkout)\n');
sides.push({ name: 'USIM: gecval usim on the same parses', command: ['node', GECVAL, 'usim', '--source-list', sourceList, '--correction-list', correctionList, '--json'] });
sides.push({ name: 'gecval faithfulness (text in, v1 parse included)', command: ['node', GECVAL, 'faithfulness', '--source', sourceText, correctionText, '--json'] });
sides.push({ name: 'gecval faithfulness --parser none', command: ['node', GECVAL, 'faithfulness', '--source', sourceText, correctionText, '--parser', 'none', '--json'] });
console.log(timingTable(`JFLEG dev sources vs mle_1, ${PAIRS} pairs`, compareProcesses(sides, RUNS), extra(PAIRS)));

const tmu = readTmuDev().slice(0, QUICK ? 100 : undefined);
const tmuSource = write('tmu.src', `${tmu.map((p) => p.source).join('\n')}\n`);
const tmuOutput = write('tmu.out', `${tmu.map((p) => p.output).join('\n')}\n`);
const alone: Side[] = [
  { name: 'gecval faithfulness --raw (v1 parse included)', command: ['node', GECVAL, 'faithfulness', '--raw', '--source', tmuSource, tmuOutput, '--json'] },
  { name: 'gecval faithfulness --raw --parser none', command: ['node', GECVAL, 'faithfulness', '--raw', '--source', tmuSource, tmuOutput, '--parser', 'none', '--json'] },
];
console.log(timingTable(`TMU-GFM dev, ${tmu.length} raw-text pairs, gecval alone (no original)`, compareProcesses(alone, RUNS), extra(tmu.length)));
