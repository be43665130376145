#!/usr/bin/env node
/**
 * The raw-text step in-process: CPU time (process.cpuUsage: user + system of every thread, so V8's background
 * compilation counts) of the CLI's `prepareHypotheses` over the 15 CoNLL-2014 outputs, as `gecval m2 --gold G
 * --tokenize conll14 [--segment] SYS…` runs it, without the scoring around it. Steadier than whole processes on a
 * shared machine: the gold's source sentences are read before the clock starts, stderr is muted while it runs.
 *
 * Each round starts a fresh `node` for every build given (alternating), which times one cold call (the CLI's case:
 * one call per process) and then `--warm` more calls in the same process (no cache lives from one call to the next:
 * their median is the warm cost). Medians over the rounds.
 *
 *   node bench/raw-text/prepare-cpu.mjs [--rounds 9] [--warm 5] [--dir /tmp/rs35] [--ext para|detok] DIST…
 *   DIST: a tsc output folder (`npm run build` writes dist/; copy it elsewhere to keep an old build)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);
const opt = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return def;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};
const root = fileURLToPath(new URL('../..', import.meta.url));
const shared = process.env.GECVAL_SHARED ?? join(root, '../shared');
const gold = join(shared, 'data/conll14/official-2014.combined.m2');

if (process.env.PREPARE_CPU_CHILD !== undefined) {
  const [dist, dir, ext, warm] = JSON.parse(process.env.PREPARE_CPU_CHILD);
  const { prepareHypotheses, m2SourceLines } = await import(pathToFileURL(join(dist, 'cli/raw-text.js')).href);
  const systems = readdirSync(join(shared, 'data/conll14/systems')).filter((f) => f.endsWith('.txt')).sort().map((f) => f.slice(0, -4));
  const files = systems.map((s) => join(dir, `${s}.${ext}`));
  const source = m2SourceLines(gold);
  const options = { tokenize: 'conll14', segment: ext === 'para' };
  const write = process.stderr.write.bind(process.stderr);
  const times = [];
  for (let k = 0; k <= warm; k++) {
    process.stderr.write = () => true;
    const t0 = process.cpuUsage();
    // as gecval m2 calls it: the prepared lines held for a scorer in this thread (builds before session 20 write the files)
    const prepared = await prepareHypotheses(files, options, () => source, { inMemory: true });
    const t = process.cpuUsage(t0);
    process.stderr.write = write;
    prepared.cleanup();
    times.push((t.user + t.system) / 1000);
  }
  process.stdout.write(JSON.stringify(times));
  process.exit(0);
}

const rounds = Number(opt('rounds', '9'));
const warm = Number(opt('warm', '5'));
const dir = opt('dir', '/tmp/rs35');
const ext = opt('ext', 'para');
const dists = argv.map((d) => resolve(d));
if (dists.length === 0) {
  process.stderr.write('usage: node bench/raw-text/prepare-cpu.mjs [--rounds N] [--warm K] [--dir DIR] [--ext para|detok] DIST…\n');
  process.exit(2);
}
const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const cold = dists.map(() => []);
const warmRuns = dists.map(() => []);
for (let r = 0; r < rounds; r++) {
  dists.forEach((dist, i) => {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { env: { ...process.env, PREPARE_CPU_CHILD: JSON.stringify([dist, dir, ext, warm]) }, encoding: 'utf8' });
    const times = JSON.parse(out);
    cold[i].push(times[0]);
    if (times.length > 1) warmRuns[i].push(median(times.slice(1)));
  });
}
process.stdout.write(`prepareHypotheses, 15 CoNLL-2014 outputs (${dir}/*.${ext}, --tokenize conll14${ext === 'para' ? ' --segment' : ''}), CPU ms, medians of ${rounds} rounds\n`);
process.stdout.write('| build | first call (cold) | later calls (warm, median of each process) | cold, every round |\n|---|---:|---:|---|\n');
dists.forEach((dist, i) => {
  process.stdout.write(`| ${dist} | ${median(cold[i]).toFixed(0)} | ${warmRuns[i].length ? median(warmRuns[i]).toFixed(0) : '—'} | ${cold[i].map((t) => t.toFixed(0)).join(' ')} |\n`);
});
