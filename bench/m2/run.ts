/**
 * MaxMatch (M²) speed as a user meets it: whole processes on both sides (bench/lib/whole-process.ts: same
 * inputs, same machine, alternating runs, medians of wall and CPU time). gecval runs as a user runs it,
 * `node dist/bin/gecval.js m2 …` after `npm run build`; the warm in-process time of the same scoring (library
 * call on files already read) is the last column.
 *
 *   single       one system (default AMU) vs the 2-annotator official gold: m2scorer vs `gecval m2 HYP GOLD`
 *   leaderboard  all 15 CoNLL-2014 systems × both gold files (official 2-annotator, Bryant & Ng 10-annotator):
 *                one `gecval m2 --gold G1 --gold G2 SYS…` process, vs 30 `gecval m2` processes, vs m2scorer.
 *                m2scorer needs about 16 CPU-minutes for the 30 runs, so it runs once on the --sample systems
 *                (both gold files) and the total of 30 is extrapolated from their mean per system and gold;
 *                the output says so.
 *
 * M2SCORER_DIR (a checkout of nusnlp/m2scorer) and PYTHON2 (default: pyenv's 2.7.18 interpreter) enable the
 * m2scorer side; without M2SCORER_DIR it is skipped with a message.
 *
 *   npm run build && M2SCORER_DIR=/work/orig/m2scorer node --import tsx bench/m2/run.ts [--quick] [--runs 5] [--system AMU] [--sample AMU,CAMB,UFC] [--jobs 2]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readM2 } from '../../src/formats/m2.js';
import { readSentenceFile } from '../../src/formats/parallel.js';
import { scoreM2 } from '../../src/metrics/m2/corpus.js';
import { compareProcesses, loadLine, machineLine, median, sequence, timeOnce, timingTable, type Side, type Timing } from '../lib/whole-process.js';
import { sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const data = (...parts: string[]) => join(shared, 'data', 'conll14', ...parts);
const SYSTEMS = ['AMU', 'CAMB', 'CUUI', 'Char', 'IITB', 'IPN', 'JMGR', 'NTHU', 'PKU', 'POST', 'RAC', 'RoRo', 'SJTU', 'UFC', 'UMC'];
const GOLDS = [data('official-2014.combined.m2'), data('bn10-combined.m2')];

// --quick: 1 run, m2scorer sampled on UFC only
const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/m2/run.ts [options]',
  summary: 'M² scorer speed against the original m2scorer, as whole processes.',
  options: {
    runs: { type: 'number', default: 5, quickDefault: 1, description: 'timed runs per side' },
    system: { type: 'string', default: 'AMU', description: 'the CoNLL-2014 system of the main row' },
    sample: { type: 'string', default: 'AMU,CAMB,UFC', quickDefault: 'UFC', description: 'systems of the per-system rows' },
    jobs: { type: 'string', description: 'gecval m2 --jobs (default: its own default)' },
  },
});
const QUICK = opts.quick;
const RUNS = opts.runs;
const SYSTEM = opts.system;
const SAMPLE = opts.sample.split(',');
const JOBS = opts.jobs;
for (const s of [SYSTEM, ...SAMPLE]) if (!SYSTEMS.includes(s)) throw new Error(`unknown system ${s}; choose from ${SYSTEMS.join(',')}`);
const hyp = (system: string) => data('systems', `${system}.txt`);

function python2(): string {
  if (process.env.PYTHON2) return process.env.PYTHON2;
  // The real interpreter, not pyenv's shell shim (which adds its own start-up to every run of the original).
  const which = spawnSync('pyenv', ['which', 'python2'], { env: { ...process.env, PYENV_VERSION: '2.7.18' }, encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : 'python2';
}
const M2SCORER = process.env.M2SCORER_DIR ? join(process.env.M2SCORER_DIR, 'scripts', 'm2scorer.py') : undefined;
if (M2SCORER && !existsSync(M2SCORER)) throw new Error(`no ${M2SCORER}`);
const m2scorer = (system: string, gold: string): Side => ({ name: 'm2scorer 3.2 (Python 2.7)', command: [python2(), M2SCORER!, hyp(system), gold] });

/** Warm in-process seconds (CPU) of scoring these pairs with the library, files already read. */
function inProcess(pairs: readonly (readonly [string, string])[]): number {
  const golds = new Map(GOLDS.map((g) => [g, readM2(g)]));
  const hyps = new Map(SYSTEMS.map((s) => [s, readSentenceFile(hyp(s)).lines]));
  const once = () => pairs.forEach(([s, g]) => scoreM2(hyps.get(s)!, golds.get(g)!));
  once();
  const start = process.cpuUsage();
  once();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

const printed = (t: Timing) => [...t.stdout.matchAll(/\d\.\d{4}/g)].slice(0, 3).map((m) => m[0]).join(' ') || '—';

if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);
console.log(`# gecval m2 benchmark: whole processes\n\n${machineLine()}\n`);
if (!M2SCORER) console.log('(m2scorer side skipped: set M2SCORER_DIR to a nusnlp/m2scorer checkout)\n');

// ---- one system
{
  const sides: Side[] = [...(M2SCORER ? [m2scorer(SYSTEM, GOLDS[0]!)] : []), { name: 'gecval m2', command: ['node', GECVAL, 'm2', hyp(SYSTEM), GOLDS[0]!] }];
  const timings = compareProcesses(sides, RUNS);
  const warm = inProcess([[SYSTEM, GOLDS[0]!]]);
  console.log(
    timingTable(`${SYSTEM} vs official-2014.combined.m2 (1,312 sentences)`, timings, {
      headers: ['P R F0.5 printed', 'in-process CPU s (gecval, warm)'],
      cells: (t, i) => [printed(t), i === timings.length - 1 ? warm.toFixed(3) : '—'],
    }),
  );
}

// ---- leaderboard: 15 systems × 2 gold files
{
  const pairs = GOLDS.flatMap((g) => SYSTEMS.map((s) => [s, g] as const));
  const batch: Side = {
    name: `gecval m2 --gold G1 --gold G2 (15 systems, one process${JOBS ? `, --jobs ${JOBS}` : ''})`,
    command: ['node', GECVAL, 'm2', ...(JOBS ? ['--jobs', JOBS] : []), ...GOLDS.flatMap((g) => ['--gold', g]), ...SYSTEMS.map(hyp)],
  };
  const singles: Side = { name: '30 × gecval m2 HYP GOLD (30 processes)', command: sequence(pairs.map(([s, g]) => ['node', GECVAL, 'm2', hyp(s), g])) };
  const timings = compareProcesses([singles, batch], RUNS);
  const warm = inProcess(pairs);
  console.log(
    timingTable('15 CoNLL-2014 systems × both gold files (39,360 sentence scorings)', timings, {
      headers: ['in-process CPU s (gecval, one thread, warm)'],
      cells: (_, i) => [i === timings.length - 1 ? warm.toFixed(3) : '—'],
    }),
  );
  if (M2SCORER) {
    // m2scorer on the sample, once per (system, gold): minutes of CPU, so no repeated rounds.
    const rows: string[] = [];
    const wall: number[] = [];
    const cpu: number[] = [];
    for (const g of GOLDS) {
      for (const s of SAMPLE) {
        const t = timeOnce(m2scorer(s, g));
        wall.push(t.wallMs);
        cpu.push(t.cpuMs);
        rows.push(`| ${s} | ${g.split('/').pop()} | ${(t.wallMs / 1000).toFixed(1)} | ${(t.cpuMs / 1000).toFixed(1)} | ${[...t.stdout.matchAll(/\d\.\d{4}/g)].map((m) => m[0]).join(' ')} |`);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const batchT = timings[1]!;
    console.log(
      [
        `**m2scorer, measured once per system and gold on ${SAMPLE.join(', ')}** (${loadLine()})`,
        '',
        '| system | gold | wall s | CPU s | P R F0.5 |',
        '|---|---|---|---|---|',
        ...rows,
        '',
        `Extrapolated (not measured) to the 30 runs from the mean of these ${rows.length}: m2scorer ≈ ${((mean(wall) * 30) / 1000).toFixed(0)} s wall, ` +
          `${((mean(cpu) * 30) / 1000).toFixed(0)} CPU-s; one gecval process: ${(batchT.wallMs / 1000).toFixed(2)} s wall, ${(batchT.cpuMs / 1000).toFixed(2)} CPU-s ` +
          `(≈ ${(mean(wall) * 30 / batchT.wallMs).toFixed(0)}× wall, ${(mean(cpu) * 30 / batchT.cpuMs).toFixed(0)}× CPU). Median wall of the sample: ${(median(wall) / 1000).toFixed(1)} s.`,
        '',
      ].join('\n'),
    );
  }
}
