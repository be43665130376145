/**
 * The raw-text step's speed in whole processes (issue #35: tokenising and re-segmenting must not dominate a scoring
 * run, ≤ 10 % of the M² run's time on CoNLL-2014). Three commands, each a fresh `gecval` process run from the built
 * bin (dist/bin/gecval.js, as a user runs it), alternating run by run, medians of wall and CPU (user + system):
 *
 *   plain                  gecval m2 --gold official-2014.combined.m2 SYSTEM.txt…       (the tokenised originals)
 *   --tokenize             gecval m2 --gold … --tokenize conll14 SYSTEM.detok…           (raw sentences)
 *   --tokenize --segment   gecval m2 --gold … --tokenize conll14 --segment SYSTEM.para…  (raw paragraphs)
 *
 * for AMU alone and for the 15 CoNLL-2014 systems in one batch. Every side runs with `--jobs 1` unless --jobs says
 * otherwise: m2's default thread count is the cores minus the load average at the moment each process starts, so with
 * the default a run at load 0.4 scored the batch in two worker threads and the next, at load 0.6, in one, and the
 * sides of one round could differ in that alone (on the 2-core machine of RESULTS.md the plain batch took 3.80 CPU-s
 * in two threads and 2.79 in one, in the same minutes).
 *
 * Besides the medians of each side, each round's CPU of a command is divided by the same round's plain run (the two
 * ran back to back, so the machine's state in that minute hits both): the median of those per-round ratios, with a
 * seeded bootstrap 95 % interval, is the step's cost with the machine's drift over the minutes taken out.
 *
 * --instructions adds a count that does not depend on the machine's load at all: each command once under Valgrind
 * (cachegrind, no cache simulation) with `node --predictable` (V8 compiles and collects garbage in the main thread,
 * with no timing-dependent decision), the instructions executed in all. Instructions are work, not time (a cache miss
 * costs more than an add), and V8 tiers code differently without its background threads; the count is the same to 6
 * digits on every run of the same build on the same Node, so it shows what a change did where the timings' spread
 * hides it.
 *
 * The raw inputs: each system's sentences detokenised
 * with NLTK's TreebankWordDetokenizer (detok.py, Debian python3-nltk) → SYSTEM.detok; runs of 3–8 of those sentences
 * (seeded, the same runs as run.ts's raw-join table) joined with a space → SYSTEM.para. They are made once into --dir
 * (kept, so that repeated runs time the same files) unless already there.
 *
 * usage: bench/raw-text/speed.sh [--runs N] [--dir DIR] [--seed N] [--python /usr/bin/python3] [--bin BIN --bin BIN2]
 *        [--jobs N] [--instructions]
 *        (= node --import tsx bench/raw-text/speed.ts …; run `npm run build` first)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SeededRandom } from '../../src/core/random.js';
import { benchArgs } from '../lib/args.js';
import { compareProcesses, loadLine, machineLine, median, type Side, type Timing } from '../lib/whole-process.js';
import { paragraphRuns } from './runs.js';

const opts = benchArgs({
  usage: 'bench/raw-text/speed.sh [options]   (node --import tsx bench/raw-text/speed.ts)',
  summary: "The raw-text step's cost in whole gecval m2 processes (plain / --tokenize / --tokenize --segment)",
  options: {
    runs: { type: 'number', default: 7, quickDefault: 1, description: 'timed rounds (each runs every command once, alternating)' },
    dir: { type: 'string', description: 'where the raw inputs are made (default: $TMPDIR/gecval-rawspeed-seedN)' },
    seed: { type: 'number', default: 1, description: 'seed of the paragraph runs' },
    python: { type: 'string', default: '/usr/bin/python3', description: 'Python 3 with NLTK (the detokeniser)' },
    bin: { type: 'strings', description: 'a built gecval bin to time (default dist/bin/gecval.js); several: all of them, interleaved (before/after)' },
    jobs: { type: 'number', default: 1, description: "m2's --jobs on every side (0: m2's own default, which follows the load average)" },
    instructions: { type: 'boolean', description: 'also count each command\'s instructions once under Valgrind with node --predictable (minutes)' },
  },
});
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../..');
const shared = process.env.GECVAL_SHARED ?? join(root, '../shared');
const conll = join(shared, 'data/conll14');
const gold = join(conll, 'official-2014.combined.m2');
const systemsDir = join(conll, 'systems');
const bins = opts.bin.length > 0 ? opts.bin : [join(root, 'dist/bin/gecval.js')];
for (const bin of bins) {
  if (!existsSync(bin)) {
    process.stderr.write(`bench/raw-text/speed: ${bin} is missing: run \`npm run build\` first\n`);
    process.exit(2);
  }
}
const dir = opts.dir ?? join(tmpdir(), `gecval-rawspeed-seed${opts.seed}`);
const systems = readdirSync(systemsDir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => basename(f, '.txt'));

const lines = (path: string) => {
  const l = readFileSync(path, 'utf8').split('\n');
  if (l[l.length - 1] === '') l.pop();
  return l;
};

// the raw inputs, made once
mkdirSync(dir, { recursive: true });
const missing = systems.filter((s) => !existsSync(join(dir, `${s}.detok`)));
if (missing.length > 0) {
  process.stderr.write(`making ${missing.length} detokenised files in ${dir} …\n`);
  execFileSync(opts.python, [join(here, 'detok.py'), ...missing.flatMap((s) => [join(systemsDir, `${s}.txt`), join(dir, `${s}.detok`)])], { stdio: ['ignore', 'inherit', 'inherit'] });
}
for (const s of systems) {
  const para = join(dir, `${s}.para`);
  if (existsSync(para)) continue;
  const raw = lines(join(dir, `${s}.detok`));
  writeFileSync(para, paragraphRuns(raw.length, new SeededRandom(opts.seed)).map(([from, to]) => raw.slice(from, to).join(' ')).join('\n') + '\n');
}

const sides = (names: readonly string[]): Side[] =>
  bins.flatMap((cli) => {
    const jobs = opts.jobs > 0 ? ['--jobs', String(opts.jobs)] : [];
    const m2 = (...args: string[]): string[] => ['node', cli, 'm2', ...jobs, '--gold', gold, ...args];
    const label = bins.length > 1 ? `${cli}: ` : '';
    return [
      { name: `${label}plain`, command: m2(...names.map((s) => join(systemsDir, `${s}.txt`))) },
      { name: `${label}--tokenize conll14`, command: m2('--tokenize', 'conll14', ...names.map((s) => join(dir, `${s}.detok`))) },
      { name: `${label}--tokenize conll14 --segment`, command: m2('--tokenize', 'conll14', '--segment', ...names.map((s) => join(dir, `${s}.para`))) },
    ];
  });

const pct = (t: Timing, base: Timing, key: 'wallMs' | 'cpuMs') => (t === base ? '—' : `${(100 * (t[key] - base[key]) / base[key]).toFixed(1)} %`);

/** Median of the per-round ratios t/base − 1 and a seeded bootstrap 95 % interval of it (2,000 resamples). */
function pairedRatio(t: Timing, base: Timing): string {
  if (t === base) return '—';
  const ratios = t.cpuAll.map((c, round) => c / base.cpuAll[round]! - 1);
  const random = new SeededRandom(opts.seed);
  const medians: number[] = [];
  for (let b = 0; b < 2000; b++) medians.push(median(ratios.map(() => ratios[random.integer(0, ratios.length - 1)]!)));
  medians.sort((a, b) => a - b);
  const p = (x: number) => `${(100 * x).toFixed(1)}`;
  return `${p(median(ratios))} % [${p(medians[50]!)}, ${p(medians[1949]!)}]`;
}

/** Instructions executed by one run of the command under Valgrind with `node --predictable` (see the header). */
function instructions(command: readonly string[]): number {
  const [node, ...args] = command;
  // as compareProcesses runs the sides: without NODE_EXTRA_CA_CERTS (bench/lib/whole-process.ts)
  const env: NodeJS.ProcessEnv = { ...process.env, GECVAL_PROGRESS: '0' };
  delete env.NODE_EXTRA_CA_CERTS;
  const run = spawnSync('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', '--smc-check=all-non-file', node!, '--predictable', ...args], { env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const count = /I\s+refs:\s+([\d,]+)/u.exec(run.stderr ?? '');
  if (run.status !== 0 || count === null) throw new Error(`bench/raw-text/speed: valgrind failed on ${command.join(' ')}:\n${(run.stderr ?? '').slice(-2000)}`);
  return Number(count[1]!.replaceAll(',', ''));
}

const rows: string[] = [];
const counts: string[] = [];
for (const [label, names] of [
  ['AMU', ['AMU']],
  [`${systems.length} systems`, systems],
] as const) {
  const commands = sides(names);
  const timings = compareProcesses(commands, opts.runs);
  for (const [k, t] of timings.entries()) {
    const base = timings[k - (k % 3)]!; // each bin's own plain run
    rows.push(`| ${label} | ${t.name} | ${(t.cpuMs / 1000).toFixed(3)} | ${pct(t, base, 'cpuMs')} | ${pairedRatio(t, base)} | ${(t.wallMs / 1000).toFixed(3)} | ${pct(t, base, 'wallMs')} | ${t.cpuAll.map((c) => (c / 1000).toFixed(3)).join(' ')} |`);
  }
  if (opts.instructions) {
    const n = commands.map((side) => instructions(side.command));
    for (const [k, side] of commands.entries()) {
      const base = n[k - (k % 3)]!;
      counts.push(`| ${label} | ${side.name} | ${(n[k]! / 1e9).toFixed(3)} | ${k % 3 === 0 ? '—' : `${((100 * (n[k]! - base)) / base).toFixed(1)} %`} |`);
    }
  }
}
const jobsNote = opts.jobs > 0 ? `every side with --jobs ${opts.jobs}` : "m2's default threads (they follow the load average)";
process.stdout.write(
  [
    `gecval m2 on CoNLL-2014, whole processes (median of ${opts.runs} alternating rounds after one warm-up each; ${jobsNote}; ${machineLine()}; ${loadLine()} at the end; inputs ${dir})`,
    '',
    '| systems | command | CPU s | CPU over plain | CPU over plain, per round (median [95 % CI]) | wall s | wall over plain | CPU s, every run |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    ...(opts.instructions
      ? [
          'Instructions executed (one run each under Valgrind cachegrind, `node --predictable`; the same to 6 digits on every run of a build):',
          '',
          '| systems | command | instructions (10⁹) | over plain |',
          '|---|---|---:|---:|',
          ...counts,
          '',
        ]
      : []),
  ].join('\n'),
);
