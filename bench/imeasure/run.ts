/**
 * I-measure speed: the full CoNLL-2014 test set (1,312 sentences) for every team with the fast method, and the
 * ratio to a baseline on a subset measured in the same run:
 * - the original ieval.py when IMEASURE_IEVAL points at it (PYTHON2 gives the interpreter command, default
 *   `python2`; extra environment such as PYTHONPATH is inherited), on the first IMEASURE_BENCH_SENTENCES
 *   (default 30) sentences for IMEASURE_BENCH_TEAMS (default CAMB);
 * - otherwise gecval's own enumeration of every reference combination (what ieval.py does) on that subset.
 * Usage: node --import tsx bench/imeasure/run.ts [TEAM…]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatIevalXml, readIevalXml } from '../../src/formats/ieval-xml.js';
import { readLines } from '../../src/formats/text-file.js';
import { scoreIMeasure } from '../../src/metrics/imeasure/score.js';
import { dataPath } from '../../test/helpers/shared.js';
import { benchArgs } from '../lib/args.js';

const systemsDir = dataPath('conll14', 'systems');
const allTeams = readdirSync(systemsDir).filter((f) => f.endsWith('.txt')).map((f) => f.replace(/\.txt$/, '')).sort();
const opts = benchArgs({
  usage: 'node --import tsx bench/imeasure/run.ts [options]',
  summary: 'I-measure speed on the full CoNLL-2014 test set per team, in one process.',
  positionals: '[TEAM…]',
  options: { },
});
const teams = opts.positionals.length > 0 ? [...opts.positionals] : allTeams;
const gold = readIevalXml(dataPath('conll14', 'official-2014.combined.ieval.xml'));
const seconds = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e9;
/** CPU seconds of this process since `from` (the machine may be shared, so wall time alone misleads). */
const cpuSeconds = (from: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
};

console.log('# full test set, fast method');
const full: { team: string; seconds: number; cpu: number; i: number }[] = [];
for (const team of teams) {
  const hypotheses = readLines(join(systemsDir, `${team}.txt`));
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  const result = scoreIMeasure(gold, hypotheses);
  const s = seconds(start);
  const cpu = cpuSeconds(cpuStart);
  full.push({ team, seconds: s, cpu, i: result.corpus.correction.i });
  console.log(JSON.stringify({ team, sentences: gold.sentences.length, seconds: +s.toFixed(2), cpuSeconds: +cpu.toFixed(2), sentencesPerSecond: +(gold.sentences.length / s).toFixed(1), correctionI: result.corpus.correction.i, detectionI: result.corpus.detection.i }));
}
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const times = full.map((f) => f.seconds);
const cpus = full.map((f) => f.cpu);
console.log(JSON.stringify({ teams: full.length, meanSeconds: +mean(times).toFixed(2), maxSeconds: +Math.max(...times).toFixed(2), meanCpuSeconds: +mean(cpus).toFixed(2), maxCpuSeconds: +Math.max(...cpus).toFixed(2) }));

const subsetSize = Number(process.env.IMEASURE_BENCH_SENTENCES ?? 30);
const subsetTeams = (process.env.IMEASURE_BENCH_TEAMS ?? 'CAMB').split(',');
const ieval = process.env.IMEASURE_IEVAL;
const subset = { file: 'subset', sentences: gold.sentences.slice(0, subsetSize) };
console.log(`# first ${subsetSize} sentences: fast method vs ${ieval ? `the original ieval.py (${ieval})` : "gecval's enumeration of every combination"}`);
const dir = mkdtempSync(join(tmpdir(), 'gecval-imeasure-bench-'));
const goldPath = join(dir, 'gold.xml');
writeFileSync(goldPath, formatIevalXml(subset));
for (const team of subsetTeams) {
  const hypotheses = readLines(join(systemsDir, `${team}.txt`)).slice(0, subsetSize);
  let start = process.hrtime.bigint();
  let cpuStart = process.cpuUsage();
  const ours = scoreIMeasure(subset, hypotheses);
  const oursSeconds = seconds(start);
  const oursCpu = cpuSeconds(cpuStart);
  let baselineSeconds: number;
  let baselineCpu: number;
  let baselineI: number | undefined;
  if (ieval) {
    const hypPath = join(dir, `${team}.txt`);
    writeFileSync(hypPath, `${hypotheses.join('\n')}\n`);
    start = process.hrtime.bigint();
    // GNU time reports the child's CPU seconds on stderr's last line.
    const run = spawnSync(`/usr/bin/time -f '%U %S' ${process.env.PYTHON2 ?? 'python2'} ${ieval} -hyp:${hypPath} -ref:${goldPath}`, { shell: true, encoding: 'utf8' });
    baselineSeconds = seconds(start);
    if (run.status !== 0) throw new Error(`ieval.py failed: ${run.stderr}`);
    const [user, system] = run.stderr.trim().split('\n').pop()!.split(' ').map(Number) as [number, number];
    baselineCpu = user + system;
    const row = /^Correction\s+(?:\S+\s+){12}(\S+)/m.exec(run.stdout);
    baselineI = row ? Number(row[1]) / 100 : undefined;
  } else {
    start = process.hrtime.bigint();
    cpuStart = process.cpuUsage();
    baselineI = scoreIMeasure(subset, hypotheses, { method: 'enumerate' }).corpus.correction.i;
    baselineSeconds = seconds(start);
    baselineCpu = cpuSeconds(cpuStart);
  }
  console.log(JSON.stringify({
    team, sentences: subsetSize, baseline: ieval ? 'ieval.py' : 'enumerate', oursSeconds: +oursSeconds.toFixed(3), baselineSeconds: +baselineSeconds.toFixed(2),
    oursCpuSeconds: +oursCpu.toFixed(3), baselineCpuSeconds: +baselineCpu.toFixed(2),
    speedup: +(baselineSeconds / oursSeconds).toFixed(1), cpuSpeedup: +(baselineCpu / oursCpu).toFixed(1), oursCorrectionI: ours.corpus.correction.i, baselineCorrectionI: baselineI,
  }));
}
