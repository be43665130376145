/**
 * The raw-text step's speed in whole processes (issue #35: tokenising and re-segmenting must not dominate a scoring
 * run, ≤ 10 % of the M² run's time on CoNLL-2014). Three commands, each a fresh `gecval` process run from the built
 * bin (dist/bin/gecval.js, as a user runs it), alternating run by run, medians of wall and CPU (user + system):
 *
 *   plain                  gecval m2 --gold official-2014.combined.m2 SYSTEM.txt…       (the tokenised originals)
 *   --tokenize             gecval m2 --gold … --tokenize conll14 SYSTEM.detok…           (raw sentences)
 *   --tokenize --segment   gecval m2 --gold … --tokenize conll14 --segment SYSTEM.para…  (raw paragraphs)
 *
 * for AMU alone and for the 15 CoNLL-2014 systems in one batch. The raw inputs: each system's sentences detokenised
 * with NLTK's TreebankWordDetokenizer (detok.py, Debian python3-nltk) → SYSTEM.detok; runs of 3–8 of those sentences
 * (seeded, the same runs as run.ts's raw-join table) joined with a space → SYSTEM.para. They are made once into --dir
 * (kept, so that repeated runs time the same files) unless already there.
 *
 * usage: bench/raw-text/speed.sh [--runs N] [--dir DIR] [--seed N] [--python /usr/bin/python3] [--bin BIN --bin BIN2]
 *        (= node --import tsx bench/raw-text/speed.ts …; run `npm run build` first)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SeededRandom } from '../../src/core/random.js';
import { benchArgs } from '../lib/args.js';
import { compareProcesses, loadLine, machineLine, type Side, type Timing } from '../lib/whole-process.js';
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
    const m2 = (...args: string[]): string[] => ['node', cli, 'm2', '--gold', gold, ...args];
    const label = bins.length > 1 ? `${cli}: ` : '';
    return [
      { name: `${label}plain`, command: m2(...names.map((s) => join(systemsDir, `${s}.txt`))) },
      { name: `${label}--tokenize conll14`, command: m2('--tokenize', 'conll14', ...names.map((s) => join(dir, `${s}.detok`))) },
      { name: `${label}--tokenize conll14 --segment`, command: m2('--tokenize', 'conll14', '--segment', ...names.map((s) => join(dir, `${s}.para`))) },
    ];
  });

const pct = (t: Timing, base: Timing, key: 'wallMs' | 'cpuMs') => (t === base ? '—' : `${(100 * (t[key] - base[key]) / base[key]).toFixed(1)} %`);
const rows: string[] = [];
for (const [label, names] of [
  ['AMU', ['AMU']],
  [`${systems.length} systems`, systems],
] as const) {
  const timings = compareProcesses(sides(names), opts.runs);
  for (const [k, t] of timings.entries()) {
    const base = timings[k - (k % 3)]!; // each bin's own plain run
    rows.push(`| ${label} | ${t.name} | ${(t.cpuMs / 1000).toFixed(3)} | ${pct(t, base, 'cpuMs')} | ${(t.wallMs / 1000).toFixed(3)} | ${pct(t, base, 'wallMs')} | ${t.cpuAll.map((c) => (c / 1000).toFixed(3)).join(' ')} |`);
  }
}
process.stdout.write(
  [
    `gecval m2 on CoNLL-2014, whole processes (median of ${opts.runs} alternating rounds after one warm-up each; ${machineLine()}; ${loadLine()} at the end; inputs ${dir})`,
    '',
    '| systems | command | CPU s | CPU over plain | wall s | wall over plain | CPU s, every run |',
    '|---|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
  ].join('\n'),
);
