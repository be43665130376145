/**
 * `gecval report` as a user meets it: whole processes (GNU time: wall and CPU of all threads), gecval alone (no
 * original tool builds such a report).
 *
 *   demo  `gecval demo --out DIR` (bundled samples), median of --runs alternating runs after a warm-up; the last
 *         column is the same build inside one process (`buildReport` on the demo configuration, warm)
 *   full  `gecval report --config FULL.json` on the full CoNLL-2014 data (bench/report/config.ts): first a cold run
 *         with an empty parse cache (what a first-time user waits for), then the same command again, the UCCA
 *         parses now cached (a second run). One run each: each takes minutes.
 *
 *   npm run build && node --import tsx bench/report/run.ts [--quick] [--runs 3] [--skip-full]
 *
 * --quick: the demo only, 1 run. Where the full run's time goes: `bench/report/in-process.ts full` logs each section.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReport } from '../../src/report/build.js';
import { parseReportConfig } from '../../src/report/config.js';
import { demoConfigJson } from '../../src/report/demo.js';
import { compareProcesses, loadLine, machineLine, timeOnce } from '../lib/whole-process.js';
import { fullConfigJson } from './config.js';
import { repoRoot as root, sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/report/run.ts [options]',
  summary: 'gecval report build time, as whole processes.',
  options: {
    runs: { type: 'number', default: 3, quickDefault: 1, description: 'timed runs' },
    'skip-full': { type: 'boolean', description: 'leave out the full-size report' },
  },
});
const QUICK = opts.quick;
const RUNS = opts.runs;
const FULL = !QUICK && !opts['skip-full'];
if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);
const dir = mkdtempSync(join(tmpdir(), 'gecval-bench-report-'));

console.log(`# Report benchmark: whole processes\n\n${machineLine()}\n`);
console.log('| report | process | wall s | CPU s (all threads) | in-process (buildReport called from this process under tsx): wall s, CPU s |');
console.log('|---|---|---|---|---|');

const [demo] = compareProcesses([{ name: 'demo', command: ['node', GECVAL, 'demo', '--out', join(dir, 'demo')] }], RUNS);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await buildReport(parseReportConfig(demoConfigJson(join(dir, 'demo-in-process')), root));
const inWall = (performance.now() - t0) / 1000;
const inCpu = process.cpuUsage(cpu0);
console.log(`| demo (bundled samples), median of ${RUNS} | \`gecval demo --out DIR\` | ${(demo!.wallMs / 1000).toFixed(1)} | ${(demo!.cpuMs / 1000).toFixed(1)} | ${inWall.toFixed(1)} s, ${((inCpu.user + inCpu.system) / 1e6).toFixed(1)} s (first build in this process) |`);

if (FULL) {
  const config = join(dir, 'full.json');
  writeFileSync(config, JSON.stringify(fullConfigJson(shared, join(dir, 'full')), null, 2));
  const cache = join(dir, 'parse-cache');
  const command = ['node', GECVAL, 'report', '--config', config, '--parse-cache', cache];
  for (const label of ['cold: empty parse cache (a first run)', 'second run: parses cached']) {
    const t = timeOnce({ name: 'full', command });
    console.log(`| full CoNLL-2014, ${label} | \`gecval report --config full.json --parse-cache DIR\` | ${(t.wallMs / 1000).toFixed(1)} | ${(t.cpuMs / 1000).toFixed(1)} | — (\`bench/report/in-process.ts full\`) |`);
  }
}
console.log(`\n(${loadLine()} at the end; config and outputs in ${dir})`);
