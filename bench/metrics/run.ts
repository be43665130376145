/**
 * Metric throughput: sentences/second for every metric on JFLEG dev (mle_1, 4 references) and CoNLL-2014
 * (CAMB, the 10 Bryant & Ng references), and the ratio to the original Python implementations measured in the
 * same run when these environment variables point at them:
 *   GLEU_SCRIPT=/path/to/gec-ranking/scripts/compute_gleu  PYTHON2=python2   (numpy/scipy importable)
 *   SARI_SCRIPT=/path/to/simplification/SARI.py            PYTHON3=python3
 *   NLTK_PYTHON=python3                                    (a Python with nltk, for BLEU)
 * Run: node --import tsx bench/metrics/run.ts [--harper-sentences N] [--only gleu,sari]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMetrics } from '../../src/metrics/registry.js';
import { createBleu } from '../../src/metrics/bleu.js';
import { createGleu } from '../../src/metrics/gleu.js';
import { createIBleu } from '../../src/metrics/ibleu.js';
import { createSari } from '../../src/metrics/sari.js';
import { createLdSourceOutput, createMinLd } from '../../src/metrics/levenshtein.js';
import { createGrammaticality } from '../../src/metrics/grammaticality/metric.js';
import { HarperChecker } from '../../src/metrics/grammaticality/harper.js';
import { scoreSegments } from '../../src/metrics/segment-scoring.js';
import type { Metric, Segment } from '../../src/metrics/metric.js';
import { conllBn10, jflegDev, segments } from '../../test/metrics/data.js';

interface Dataset {
  name: string;
  items: Segment[];
  files: { source: string; refs: string[]; hyp: string };
}

function writeDataset(name: string, data: ReturnType<typeof jflegDev>, system: string): Dataset {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-bench-'));
  const hyp = data.output(system);
  const write = (file: string, lines: readonly string[]) => {
    writeFileSync(join(dir, file), `${lines.join('\n')}\n`);
    return join(dir, file);
  };
  const refs = data.references[0]!.map((_, k) => write(`ref${k}`, data.references.map((r) => r[k]!)));
  return { name, items: segments(data, hyp), files: { source: write('source', data.source), refs, hyp: write('hyp', hyp) } };
}

/**
 * CPU milliseconds (user + system) per run after one warm-up run: the mean over at least `minRuns` runs and
 * `minMs` of wall time. The shared
 * benchmark machine is often overloaded, which inflates wall times unevenly; CPU time is far steadier, and the
 * original tools are measured the same way (see `runPython`).
 */
function cpuTimeSync(fn: () => void, minMs = 500, minRuns = 5): number {
  fn(); // warm-up: JIT compilation and lazily built tables are not per-corpus costs
  let runs = 0;
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  do {
    fn();
    runs++;
  } while (runs < minRuns || performance.now() - wallStart < minMs);
  const used = process.cpuUsage(cpuStart);
  return (used.user + used.system) / 1000 / runs;
}

async function cpuTimeAsync(fn: () => Promise<void>): Promise<number> {
  const cpuStart = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(cpuStart);
  return (used.user + used.system) / 1000;
}

/** CPU milliseconds (user + system) of a child process, from bash's `time` (interpreter start included). */
function runPython(command: string, args: string[]): number | undefined {
  const out = spawnSync('bash', ['-c', 'TIMEFORMAT="%3U %3S"; time "$@" > /dev/null', 'bash', command, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const last = out.stderr.trim().split('\n').pop() ?? '';
  const match = /^(\d+\.\d+) (\d+\.\d+)$/.exec(last);
  if (out.status !== 0 || match === null) {
    console.error(`baseline failed: ${command} ${args.join(' ')}\n${out.stderr.slice(-500)}`);
    return undefined;
  }
  return (Number(match[1]) + Number(match[2])) * 1000;
}

const SARI_DRIVER = `
import sys, time
sys.path.insert(0, sys.argv[1])
from SARI import SARIsent
src = [l.strip() for l in open(sys.argv[2])]
hyp = [l.strip() for l in open(sys.argv[3])]
refs = [[l.strip() for l in open(p)] for p in sys.argv[4:]]
for i in range(len(src)):
    SARIsent(src[i], hyp[i], [r[i] for r in refs])
`;

const NLTK_DRIVER = `
import sys
from nltk.translate.bleu_score import sentence_bleu, corpus_bleu, SmoothingFunction
src = [l.split() for l in open(sys.argv[1])]
refs = [[l.split() for l in open(p)] for p in sys.argv[2:]]
hyp = src
m3 = SmoothingFunction().method3
lr = [[r[i] for r in refs] for i in range(len(hyp))]
for i in range(len(hyp)):
    sentence_bleu(lr[i], hyp[i], smoothing_function=m3)
corpus_bleu(lr, hyp, smoothing_function=m3)
`;

function baseline(metric: string, d: Dataset): number | undefined {
  const { source, refs, hyp } = d.files;
  if (metric.startsWith('gleu') && process.env.GLEU_SCRIPT) {
    // `-d` makes compute_gleu print sentence scores too, the same outputs as gecval's full pipeline.
    const debug = metric === 'gleu' ? ['-d'] : [];
    return runPython(process.env.PYTHON2 ?? 'python2', [process.env.GLEU_SCRIPT, '-s', source, '-r', ...refs, '-o', hyp, ...debug]);
  }
  if (metric === 'sari' && process.env.SARI_SCRIPT) {
    const driver = join(mkdtempSync(join(tmpdir(), 'gecval-sari-')), 'driver.py');
    writeFileSync(driver, SARI_DRIVER);
    return runPython(process.env.PYTHON3 ?? 'python3', [driver, join(process.env.SARI_SCRIPT, '..'), source, hyp, ...refs]);
  }
  if (metric === 'bleu' && process.env.NLTK_PYTHON) {
    const driver = join(mkdtempSync(join(tmpdir(), 'gecval-nltk-')), 'driver.py');
    writeFileSync(driver, NLTK_DRIVER.replace('hyp = src', `hyp = [l.split() for l in open(${JSON.stringify(hyp)})]`));
    return runPython(process.env.NLTK_PYTHON, [driver, source, ...refs]);
  }
  return undefined;
}

const SYNC_METRICS: Record<string, () => Metric<Segment, unknown>> = {
  bleu: () => createBleu(),
  gleu: () => createGleu(),
  ibleu: () => createIBleu(),
  sari: () => createSari(),
  'max-sari': () => createSari({ mode: 'max' }),
  'minld-or': () => createMinLd(),
  'ld-so': () => createLdSourceOutput(),
};

function report(data: string, metric: string, n: number, ms: number, base: number | undefined): void {
  const ratio = base === undefined ? '—' : `${(base / ms).toFixed(1)}×`;
  console.log(`| ${data} | ${metric} | ${n} | ${ms.toFixed(1)} | ${Math.round((n / ms) * 1000)} | ${base === undefined ? '—' : base.toFixed(0)} | ${ratio} |`);
}

async function main(): Promise<void> {
  const harperCount = Number(process.argv[process.argv.indexOf('--harper-sentences') + 1] ?? '') || 200;
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt > 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',')) : undefined;
  console.log(`# gecval metric benchmark — ${new Date().toISOString()}`);
  console.log(`machine: ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown'}; node ${process.version}`);
  const datasets = [writeDataset('jfleg-dev/mle_1 (4 refs)', jflegDev(), 'mle_1'), writeDataset('conll14/CAMB (bn10, 10 refs)', conllBn10(), 'CAMB')];
  console.log('| data | metric | sentences | gecval CPU ms | sentences per CPU-second | original CPU ms (same run) | speed-up |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const d of datasets) {
    for (const entry of listMetrics()) {
      if (only && !only.has(entry.name)) continue;
      let ms: number;
      let n = d.items.length;
      if (entry.name === 'grammaticality') {
        // Harper's ~2.5 s start is paid once per process; time the warm checker on the first N sentences.
        const checker = new HarperChecker();
        await checker.countErrors(['Warm up .']);
        const items = d.items.slice(0, harperCount);
        n = items.length;
        ms = await cpuTimeAsync(async () => {
          await scoreSegments(createGrammaticality(checker), items);
        });
        await checker.close();
      } else {
        const make = SYNC_METRICS[entry.name]!;
        // Whole pipeline: statistics for every sentence, sentence scores, corpus score (GLEU: 500 samples).
        ms = cpuTimeSync(() => {
          const m = make();
          const stats = d.items.map((s) => m.statistics(s));
          stats.forEach((s) => m.sentenceScore(s));
          m.corpusScore(stats);
        });
      }
      report(d.name, entry.name, n, ms, baseline(entry.name, d));
      if (entry.name === 'gleu') {
        // What compute_gleu computes by default: statistics and the sampled corpus score, no sentence scores.
        const corpusOnly = cpuTimeSync(() => {
          const m = createGleu();
          m.corpusScore(d.items.map((s) => m.statistics(s)));
        });
        report(d.name, 'gleu (corpus only)', n, corpusOnly, baseline('gleu-corpus', d));
      }
    }
  }
  console.log('\nCPU time = user + system. Original timings are whole processes (interpreter start, ~20-50 ms, included).');
}

await main();
