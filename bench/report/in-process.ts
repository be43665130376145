/**
 * Report build time and size: the demo (bundled samples) and the full CoNLL-2014 test set (1,312 sentences, all
 * 15 systems, the ten Bryant & Ng references, official gold M2; MAEGE on the with-alternatives M2 with the paper's
 * eight references; coverage on all 52 crowd sentences; USIM through the bundled parser).
 *
 *   node --import tsx bench/report/in-process.ts [demo|full|both]        (default both)
 *
 * Env: GECVAL_SHARED (data folder), BENCH_REPORT_OUT (default /tmp/gecval-bench-report), BENCH_REPORT_METRICS
 * (comma list; default every leaderboard metric except grammaticality, see RESULTS.md), BENCH_REPORT_RESAMPLES
 * (default 1000), BENCH_REPORT_PARSE_CACHE (reuse parses between runs; default none = cold).
 * The baseline is the sum of the separate steps' CPU time against the wall time (and the 5-minute goal).
 */
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { buildReport } from '../../src/report/build.js';
import { parseReportConfig } from '../../src/report/config.js';
import { demoConfigJson } from '../../src/report/demo.js';
import { fullConfigJson } from './config.js';
import { repoRoot } from '../../test/helpers/shared.js';
import { benchArgs } from '../lib/args.js';

const shared = process.env.GECVAL_SHARED ?? resolve(repoRoot, '..', 'shared');
const outRoot = process.env.BENCH_REPORT_OUT ?? '/tmp/gecval-bench-report';
const opts = benchArgs({
  usage: 'node --import tsx bench/report/in-process.ts [options]',
  summary: 'Report build time and size (demo and full CoNLL-2014), in one process.',
  positionals: '[demo|full|both]',
  options: { },
});
const which = opts.positionals[0] ?? 'both';
const GOAL_SECONDS = 300;

async function measure(label: string, json: Record<string, unknown>): Promise<void> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const report = await buildReport(parseReportConfig(json, repoRoot), { onSection: (id) => process.stderr.write(`  [${((performance.now() - t0) / 1000).toFixed(1)} s] ${id}\n`) });
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  process.stdout.write(`\n${label}: ${report.index}\n`);
  process.stdout.write(`  wall ${wall.toFixed(1)} s, CPU ${cpuSeconds.toFixed(1)} s (all threads); goal ${GOAL_SECONDS} s → wall/goal ${(wall / GOAL_SECONDS).toFixed(2)}\n`);
  process.stdout.write(`  index.html ${(report.indexBytes / 1e6).toFixed(2)} MB; with data files and plots ${(report.totalBytes / 1e6).toFixed(2)} MB\n`);
  for (const s of report.sections) process.stdout.write(`  ${s.id.padEnd(13)} ${s.status.padEnd(12)} ${s.seconds.toFixed(1).padStart(7)} s${s.message ? `  (${s.message.slice(0, 120)})` : ''}\n`);
}

process.stdout.write(`machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}; node ${process.version}; ${new Date().toISOString()}\n`);
if (which === 'demo' || which === 'both') await measure('demo (bundled samples)', { ...demoConfigJson(join(outRoot, 'demo')) });
if (which === 'full' || which === 'both') await measure('full CoNLL-2014 (15 systems, 10 references)', fullConfigJson(shared, join(outRoot, 'full')));
