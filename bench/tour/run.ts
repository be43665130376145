/**
 * The README tour's times, from one script: every tour command as a whole `node dist/bin/gecval.js` process (what a
 * user runs; `npx` adds its own ≈ 0.3 s), CPU (user + system of the process and its threads, from its rusage) and
 * wall, **cold** and **warm** given separately, with the machine and its load average before and after each command.
 *
 *   npm run build && node --import tsx bench/tour/run.ts [--runs 3] [--slow] [--out bench/tour/RESULTS.md]
 *
 * cold: the first run of the command in this script, with an empty parse cache where the command has one (usim,
 *       report); nothing else is cleared (the operating system's file cache is not, and Node 20 keeps no compiled
 *       code between processes, so every run compiles gecval's modules afresh — except `m2`, whose fast entry
 *       ships a V8 code cache made at build time, the same for cold and warm runs).
 * warm: the median of the next `--runs` runs (default 3), parse caches filled by the cold run.
 * --slow adds the two long tour commands (the full CoNLL-2014 report and MAEGE with --metrics all: minutes each).
 *
 * On a shared machine the wall times grow with the load (a 2-core machine at load 10 gives each process about a
 * fifth of a core: wall ≈ CPU × load / cores when the load exceeds the cores), while CPU times grow much less (cache
 * and frequency effects, typically 10–30 %). Compare CPU times across machines and loads; quote wall times only with
 * the load they were measured at. The script prints both and the load, so a rerun on a quiet machine gives the
 * README's numbers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { machineLine, median, timeOnce, type Side } from '../lib/whole-process.js';
import { GECVAL_BIN, sharedRoot } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/tour/run.ts [options]',
  summary: 'The README tour, command by command, as whole processes.',
  options: {
    runs: { type: 'number', default: 3, description: 'timed runs per command' },
    slow: { type: 'boolean', description: 'include the slow steps' },
    out: { type: 'string', description: 'also write the table to this file' },
  },
});
const RUNS = opts.runs;
const SLOW = opts.slow;
const OUT = opts.out;
const D = join(sharedRoot, 'data');
const work = mkdtempSync(join(tmpdir(), 'gecval-tour-'));
const systems = ['AMU', 'CAMB', 'CUUI', 'IITB', 'IPN', 'JMGR', 'NTHU', 'PKU', 'POST', 'RAC', 'SJTU', 'UFC', 'UMC', 'Char', 'RoRo'].map((s) => join(D, 'conll14', 'systems', `${s}.txt`));
const bn10 = (ids: readonly number[]) => ids.map((k) => join(D, 'conll14', 'bn10', `A${k}.m2`));

interface Step {
  readonly name: string;
  /** Arguments after `gecval`; `cache` is replaced by a parse-cache folder (fresh for the cold run). */
  readonly args: (cache: string) => string[];
  readonly slow?: boolean;
}

const steps: Step[] = [
  { name: 'm2 (AMU, official gold)', args: () => ['m2', join(D, 'conll14/systems/AMU.txt'), join(D, 'conll14/official-2014.combined.m2')] },
  { name: 'score gleu --json (JFLEG dev, mle_1)', args: () => ['score', '--metric', 'gleu', '--source', join(D, 'jfleg/dev.src'), '--refs', ...[0, 1, 2, 3].map((r) => join(D, `jfleg/dev.ref${r}`)), join(D, 'jfleg/systems/mle_1.txt'), '--json'] },
  { name: 'score --list', args: () => ['score', '--list'] },
  { name: 'usim --source (JFLEG dev, mle_1) --jobs 2', args: (cache) => ['usim', '--source', join(D, 'jfleg/dev.src'), join(D, 'jfleg/systems/mle_1.txt'), '--jobs', '2', '--cache', cache] },
  { name: 'conservatism (15 systems)', args: () => ['conservatism', '--source', join(D, 'conll14/source.txt'), '--ref', join(D, 'conll14/official-2014.combined.m2'), ...systems, '--out', join(work, 'cons')] },
  { name: 'm2 --gold ×2, 15 systems (30 runs, one process)', args: () => ['m2', '--gold', join(D, 'conll14/official-2014.combined.m2'), '--gold', join(D, 'conll14/bn10-combined.m2'), ...systems] },
  {
    name: 'report (full CoNLL-2014)',
    slow: true,
    args: (cache) => ['report', '--source', join(D, 'conll14/source.txt'), '--m2', join(D, 'conll14/official-2014.combined.m2'), '--refs', ...bn10([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), '--systems', ...systems, '--out', join(work, 'report'), '--parse-cache', cache],
  },
  {
    name: 'maege --metrics all',
    slow: true,
    args: () => ['maege', '--m2', join(D, 'conll14/official-2014.combined-withalt.m2'), '--refs', ...bn10([1, 2, 4, 5, 6, 8, 9, 10]), '--metrics', 'all', '--seed', '1', '--out', join(work, 'maege')],
  },
];

const load = () => loadavg()[0]!.toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(ms < 10_000 ? 2 : 1);
const rows: string[] = [];
const started = new Date().toISOString().replace(/\.\d+Z$/u, 'Z');
const loadStart = loadavg().map((l) => l.toFixed(2)).join(' / ');
try {
  for (const step of steps.filter((x) => SLOW || !x.slow)) {
    const cache = mkdtempSync(join(work, 'cache-'));
    const side = (c: string): Side => ({ name: step.name, command: ['node', GECVAL_BIN, ...step.args(c)] });
    const before = load();
    const cold = timeOnce(side(cache));
    const warm = Array.from({ length: RUNS }, () => timeOnce(side(cache)));
    const after = load();
    const row = `| ${step.name} | ${s(cold.wallMs)} | ${s(cold.cpuMs)} | ${s(median(warm.map((w) => w.wallMs)))} | ${s(median(warm.map((w) => w.cpuMs)))} | ${before} → ${after} |`;
    rows.push(row);
    process.stderr.write(`${row}\n`);
    rmSync(cache, { recursive: true, force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
const report = [
  `## Tour times, ${started} (\`node --import tsx bench/tour/run.ts${SLOW ? ' --slow' : ''} --runs ${RUNS}\`)`,
  '',
  `${machineLine()}; load average (1 / 5 / 15 min) at the start ${loadStart}, at the end ${loadavg().map((l) => l.toFixed(2)).join(' / ')}.`,
  '',
  `Whole \`node dist/bin/gecval.js\` processes (\`npx\` adds ≈ 0.3 s). Cold: the first run, empty parse cache; warm: median of ${RUNS} runs after it. Seconds.`,
  '',
  '| command | cold wall | cold CPU | warm wall | warm CPU | 1-min load before → after |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
process.stdout.write(report);
if (OUT !== undefined) writeFileSync(OUT, report);
