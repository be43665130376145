/**
 * MAEGE as a user meets it: `gecval maege` as whole processes (bench/lib/whole-process.ts: alternating runs,
 * medians of wall and CPU time of all threads), one process per metric, on the CoNLL-2014 data the paper used
 * (official-2014.combined-withalt.m2, the paper's eight Bryant & Ng references), defaults otherwise (random
 * source, one chain, one corpus draw, seed 1, figures on, worker threads = cores).
 *
 * MAEGE's original code (borgr's) could not be fetched on this machine, so there is no original side: every row
 * is gecval. The last column is the same metric's scoring of the distinct lattice items inside one process
 * (library call `scoreItems`, same threads): the rest of the whole-process time is start-up, reading, building
 * the lattices, the analyses and the figures.
 *
 *   npm run build && node --import tsx bench/maege/run.ts [--quick] [--runs 3] [--metrics gleu,bleu,…] [--sentences N]
 *
 * Default metrics: the fast set of `gecval report` (m2, gleu, bleu, ibleu, sari, max-sari, minld, ld); name
 * grammaticality, imeasure or usim explicitly (minutes each). --quick: the first 200 sentences, 1 run.
 */
import { availableParallelism } from 'node:os';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readM2 } from '../../src/formats/m2.js';
import { readReferences, PAPER_REFERENCE_FILES } from '../../src/analyses/maege/references.js';
import { prepareRun } from '../../src/analyses/maege/run.js';
import { scoreItems } from '../../src/analyses/maege/pool.js';
import { parseScorerSpec } from '../../src/analyses/maege/scorer-spec.js';
import { compareProcesses, loadLine, machineLine, type Side } from '../lib/whole-process.js';
import { sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/maege/run.ts [options]',
  summary: 'MAEGE speed as whole processes.',
  options: {
    runs: { type: 'number', default: 3, quickDefault: 1, description: 'timed runs per side' },
    sentences: { type: 'number', default: 0, quickDefault: 200, description: 'first N sentences (0: all)' },
    metrics: { type: 'string', default: 'm2,gleu,bleu,ibleu,sari,max-sari,minld,ld', description: 'metrics, comma-separated' },
  },
});
const QUICK = opts.quick;
const RUNS = opts.runs;
const LIMIT = opts.sentences;
const METRICS = opts.metrics.split(',');
const threads = availableParallelism();
if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);

// The inputs, cut to the first LIMIT M2 blocks where asked (every file holds the same sentences in the same order).
const data = join(shared, 'data', 'conll14');
const dir = mkdtempSync(join(tmpdir(), 'gecval-bench-maege-'));
const firstBlocks = (file: string): string => {
  if (LIMIT <= 0) return file;
  const blocks = readFileSync(file, 'utf8').split(/\n\s*\n/u).filter((b) => b.trim() !== '');
  const out = join(dir, file.split('/').at(-1)!);
  writeFileSync(out, `${blocks.slice(0, LIMIT).join('\n\n')}\n\n`);
  return out;
};
const m2File = firstBlocks(join(data, 'official-2014.combined-withalt.m2'));
const refFiles = PAPER_REFERENCE_FILES.map((f) => firstBlocks(join(data, 'bn10', f)));

const m2 = readM2(m2File);
const refs = readReferences(refFiles, m2.map((s) => s.source));
const { table } = prepareRun(m2, refs, { plan: { settings: ['random'], corpusSeeds: 1 } });

console.log(`# MAEGE benchmark: whole processes\n\n${machineLine()}; ${m2.length} sentences, ${table.items.length} distinct lattice items; ${RUNS} run(s) per row after a warm-up; ${threads} worker threads\n`);
console.log('| metric | wall s | CPU s (all threads) | in-process scoring of the distinct items: wall s, CPU s |');
console.log('|---|---|---|---|');
for (const metric of METRICS) {
  const out = join(dir, `out-${metric}`);
  const side: Side = { name: metric, command: ['node', GECVAL, 'maege', '--m2', m2File, '--refs', ...refFiles, '--metrics', metric, '--out', out] };
  const [t] = compareProcesses([side], RUNS);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await scoreItems(parseScorerSpec(metric), table.items, { threads });
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  console.log(`| ${metric} | ${(t!.wallMs / 1000).toFixed(2)} | ${(t!.cpuMs / 1000).toFixed(2)} | ${wall.toFixed(2)} s, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s |`);
}
console.log(`\n(${loadLine()} at the end)`);
