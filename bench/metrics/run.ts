/**
 * Metric speed as a user meets it: whole processes on both sides, same inputs (JFLEG dev: 754 sentences, 4
 * references, the 5 mle systems), same machine, alternating runs, medians of wall and CPU time
 * (bench/lib/whole-process.ts). gecval runs as a user runs it, `node dist/bin/gecval.js score …` after
 * `npm run build`; the warm in-process CPU time of the same work (library calls, no start-up, no file reading) is
 * the last column, for seeing what the process around the metric costs.
 *
 * Two jobs per metric:
 *   single  one system (mle_1): the original tool once vs `gecval score … mle_1.txt`
 *   batch   all 5 systems: the original run once per system (5 processes, timed together) vs one
 *           `gecval score … -- mle_1.txt … mle_5.txt` process
 *
 * The originals, found through environment variables (a side whose variable is unset is skipped with a message):
 *   GLEU_SCRIPT  cnap/gec-ranking scripts/compute_gleu, run with PYTHON2 (default: pyenv's 2.7.18 interpreter).
 *                compute_gleu imports numpy and scipy only for mean, std and a normal interval; where Python 2
 *                has neither (here), GLEU_STANDIN=1 puts a pure-Python stand-in for those three on PYTHONPATH.
 *                The stand-in imports in microseconds where numpy + scipy.stats take a few hundred ms, so the
 *                original is timed as if it were faster than it is: the ratios are if anything too low.
 *   NLTK_PYTHON  a Python 3 with nltk (e.g. /usr/bin/python3): corpus_bleu + sentence_bleu, smoothing method3
 *   SARI_DIR     the cocoxu/simplification checkout holding SARI.py, run with PYTHON3 (default /usr/bin/python3):
 *                SARIsent per sentence and the mean (SARI); the maximum of single-reference SARIsent (MAX-SARI)
 *   MAEGE_DIR    borgr/EoE (MAEGE's code) with its submodule's rank.py at assess_learner_language/rank.py, run with
 *                PYTHON3: iBLEU and LD S→O. compare_measures.py imports the whole MAEGE stack (TUPA, UCCA, m2scorer,
 *                I-measure) at its top, which does not install here, so a driver (ours, written below) takes the
 *                metric functions' definitions from the two files by name (ast), executes them with the modules
 *                they use (nltk, distance, six), calls one per line as score_corpus does and prints np.mean.
 *
 *   npm run build && GLEU_SCRIPT=… SARI_DIR=… MAEGE_DIR=… NLTK_PYTHON=/usr/bin/python3 node --import tsx bench/metrics/run.ts [--quick] [--runs 5] [--only gleu,sari]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMetric } from '../../src/metrics/registry.js';
import { readSegments, scoreSegments } from '../../src/metrics/segment-scoring.js';
import { forgetPreparedSari } from '../../src/metrics/sari/metric.js';
import { compareProcesses, machineLine, sequence, timingTable, type Side, type Timing } from '../lib/whole-process.js';
import { sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const jfleg = (...parts: string[]) => join(shared, 'data', 'jfleg', ...parts);
const SOURCE = jfleg('dev.src');
const REFS = [0, 1, 2, 3].map((k) => jfleg(`dev.ref${k}`));
const SYSTEMS = [1, 2, 3, 4, 5].map((k) => jfleg('systems', `mle_${k}.txt`));

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/metrics/run.ts [options]',
  summary: 'Sentence and corpus metrics (GLEU, BLEU, SARI, iBLEU, LD…) against their originals, as whole processes.',
  options: {
    runs: { type: 'number', default: 5, quickDefault: 1, description: 'timed runs after the warm-up' },
    only: { type: 'string', description: 'metrics to run, comma-separated (default: all)' },
  },
});
const RUNS = opts.runs;
const ONLY = opts.only?.split(',');

function python2(): string {
  if (process.env.PYTHON2) return process.env.PYTHON2;
  // The real interpreter, not pyenv's shell shim (which adds its own start-up to every run of the original).
  const which = spawnSync('pyenv', ['which', 'python2'], { env: { ...process.env, PYENV_VERSION: '2.7.18' }, encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : 'python2';
}
const PYTHON3 = process.env.PYTHON3 ?? '/usr/bin/python3';

const drivers = mkdtempSync(join(tmpdir(), 'gecval-bench-drivers-'));
function driver(name: string, text: string): string {
  const path = join(drivers, name);
  writeFileSync(path, text);
  return path;
}

// argv: SARI_DIR SOURCE HYP REF…; prints the corpus score (mean of sentence scores) to 4 decimals.
const SARI_DRIVER = `
import sys
sys.path.insert(0, sys.argv[1])
from SARI import SARIsent
src = [l.strip() for l in open(sys.argv[2])]
hyp = [l.strip() for l in open(sys.argv[3])]
refs = [[l.strip() for l in open(p)] for p in sys.argv[4:]]
MODE = sum(SARIsent(src[i], hyp[i], [r[i] for r in refs]) for i in range(len(src)))
print('%.4f' % (MODE / len(src)))
`;
const MAX_SARI_DRIVER = SARI_DRIVER.replace('MODE = sum(SARIsent(src[i], hyp[i], [r[i] for r in refs])', 'MODE = sum(max(SARIsent(src[i], hyp[i], [r[i]]) for r in refs)');

// argv: SOURCE HYP REF…; sentence BLEU of every sentence and corpus BLEU (NLTK, smoothing method3), as gecval computes both.
const NLTK_DRIVER = `
import sys
from nltk.translate.bleu_score import sentence_bleu, corpus_bleu, SmoothingFunction
hyp = [l.split() for l in open(sys.argv[2])]
refs = [[l.split() for l in open(p)] for p in sys.argv[3:]]
m3 = SmoothingFunction().method3
lr = [[r[i] for r in refs] for i in range(len(hyp))]
for i in range(len(hyp)):
    sentence_bleu(lr[i], hyp[i], smoothing_function=m3)
print('%.4f' % corpus_bleu(lr, hyp, smoothing_function=m3))
`;

// argv: EOE_DIR ibleu|ld SOURCE HYP REF…; the original functions, unmodified, each sentence as score_corpus calls them.
const MAEGE_DRIVER = `
import ast, os, sys
import nltk, nltk.translate.bleu_score, distance, six
import numpy as np
eoe, metric, src_path, hyp_path = sys.argv[1:5]
def pick(path, names):
    tree = ast.parse(open(path, encoding='utf-8').read())
    return ast.Module(body=[n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in names], type_ignores=[])
ns = {'nltk': nltk, 'distance': distance, 'six': six, 'an': type('an', (), {'normalize_sentence': staticmethod(lambda s: s)})}
exec(compile(pick(os.path.join(eoe, 'assess_learner_language', 'rank.py'), {'BLEU_score', '_split_if_str'}), 'rank.py', 'exec'), ns)
exec(compile(pick(os.path.join(eoe, 'compare_measures.py'), {'_levenshtein_wrapper', '_levenshtein_score', '_bleu_wrapper', '_ibleu_wrapper'}), 'compare_measures.py', 'exec'), ns)
measure = ns['_ibleu_wrapper'] if metric == 'ibleu' else ns['_levenshtein_wrapper']
def lines(p):
    out = open(p, encoding='utf-8').read().split('\\n')
    return out[:-1] if out and out[-1] == '' else out
src, hyp = lines(src_path), lines(hyp_path)
refs = [lines(p) for p in sys.argv[5:]]
print('%.4f' % float(np.mean([measure(src[i], [r[i] for r in refs], hyp[i]) for i in range(len(src))])))
`;

interface MetricBench {
  readonly name: string;
  /** The original's command for one system, or why there is none. */
  readonly original: ((hyp: string) => readonly string[]) | string;
  readonly originalName: string;
  /** gecval metric options making it compute exactly what the original computes. */
  readonly options?: Readonly<Record<string, string | boolean>>;
  /** The metric reads no references (LD S→O): neither side is given them. */
  readonly noReferences?: boolean;
  /** Environment of the original (the GLEU stand-in's PYTHONPATH). */
  readonly env?: Record<string, string>;
  /** The original scoring all systems in one process, where it can (compute_gleu takes several -o files). */
  readonly originalMany?: (hyps: readonly string[]) => readonly string[];
}

// numpy.mean / numpy.std (population) and scipy.stats.norm.interval, all compute_gleu uses of them.
function gleuStandin(): Record<string, string> {
  if (process.env.GLEU_STANDIN !== '1') return {};
  const dir = mkdtempSync(join(tmpdir(), 'gecval-bench-standin-'));
  writeFileSync(join(dir, 'numpy.py'), 'import math\ndef mean(x):\n    return math.fsum(x) / len(x)\ndef std(x):\n    m = mean(x)\n    return math.sqrt(math.fsum((v - m) ** 2 for v in x) / len(x))\n');
  mkdirSync(join(dir, 'scipy'));
  writeFileSync(join(dir, 'scipy', '__init__.py'), '');
  writeFileSync(join(dir, 'scipy', 'stats.py'), 'class _Norm(object):\n    def interval(self, alpha, loc=0.0, scale=1.0):\n        z = 1.959963984540054\n        return (loc - z * scale, loc + z * scale)\nnorm = _Norm()\n');
  return { PYTHONPATH: dir };
}

function benches(): MetricBench[] {
  const gleu = process.env.GLEU_SCRIPT;
  const sari = process.env.SARI_DIR;
  const nltk = process.env.NLTK_PYTHON;
  const py2 = python2();
  const maege = process.env.MAEGE_DIR;
  return [
    {
      name: 'gleu',
      originalName: `compute_gleu (Python 2.7${process.env.GLEU_STANDIN === '1' ? ', numpy/scipy stand-in' : ''})`,
      env: gleuStandin(),
      // compute_gleu's own reference draws (Python's random.seed(101·j)), so both sides print the same number.
      options: { sampling: 'python' },
      original: gleu ? (hyp) => [py2, gleu, '-s', SOURCE, '-r', ...REFS, '-o', hyp] : 'set GLEU_SCRIPT to cnap/gec-ranking scripts/compute_gleu',
      ...(gleu ? { originalMany: (hyps: readonly string[]) => [py2, gleu, '-s', SOURCE, '-r', ...REFS, '-o', ...hyps] } : {}),
    },
    {
      name: 'bleu',
      originalName: 'NLTK corpus_bleu + sentence_bleu (Python 3)',
      original: nltk ? (hyp) => [nltk, driver('nltk_bleu.py', NLTK_DRIVER), SOURCE, hyp, ...REFS] : 'set NLTK_PYTHON to a Python 3 with nltk',
    },
    {
      name: 'sari',
      originalName: 'SARI.py SARIsent, mean (Python 3)',
      original: sari ? (hyp) => [PYTHON3, driver('sari.py', SARI_DRIVER), sari, SOURCE, hyp, ...REFS] : 'set SARI_DIR to the cocoxu/simplification checkout',
    },
    {
      name: 'max-sari',
      originalName: 'SARI.py SARIsent, max over single references (Python 3)',
      original: sari ? (hyp) => [PYTHON3, driver('max_sari.py', MAX_SARI_DRIVER), sari, SOURCE, hyp, ...REFS] : 'set SARI_DIR to the cocoxu/simplification checkout',
    },
    {
      name: 'ibleu',
      originalName: 'MAEGE code _ibleu_wrapper, mean (Python 3)',
      // The code's sign, its shrinking order, and the mean of sentence scores (docs/metrics.md#ibleu).
      options: { sign: '+', adaptiveOrder: true, corpus: 'mean' },
      original: maege ? (hyp) => [PYTHON3, driver('maege.py', MAEGE_DRIVER), maege, 'ibleu', SOURCE, hyp, ...REFS] : 'set MAEGE_DIR to the borgr/EoE checkout',
    },
    {
      name: 'ld-so',
      originalName: 'MAEGE code _levenshtein_wrapper, mean (Python 3)',
      options: { normalization: 'code' },
      noReferences: true,
      original: maege ? (hyp) => [PYTHON3, driver('maege.py', MAEGE_DRIVER), maege, 'ld', SOURCE, hyp] : 'set MAEGE_DIR to the borgr/EoE checkout',
    },
  ];
}

function gecvalScore(bench: MetricBench, hyps: readonly string[]): string[] {
  const options = Object.entries(bench.options ?? {}).flatMap(([key, value]) => ['-O', `${key}=${value}`]);
  return ['node', GECVAL, 'score', '--metric', bench.name, ...options, '--source', SOURCE, ...(bench.noReferences ? [] : ['--refs', ...REFS]), '--', ...hyps];
}

/** Warm CPU milliseconds of the same scoring inside one process (files already read, metric code compiled). */
async function inProcessMs(bench: MetricBench, hyps: readonly string[]): Promise<number> {
  const references = bench.noReferences ? [] : REFS;
  const segments = hyps.map((hypothesis) => readSegments({ source: SOURCE, references, hypothesis }, { needsReferences: !bench.noReferences }));
  const once = async () => {
    // SARI keeps prepared references and the scores of candidates it has seen: a repeat would only look them up.
    forgetPreparedSari();
    for (const s of segments) await scoreSegments(await createMetric(bench.name, bench.options ?? {}), s);
  };
  await once();
  let runs = 0;
  const start = process.cpuUsage();
  const wall = performance.now();
  do {
    await once();
    runs++;
  } while (runs < 3 || performance.now() - wall < 1000);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / runs;
}

/** The first number with 4+ decimals a side printed: both sides must agree on what they computed. */
const printedScore = (t: Timing) => /\d\.\d{4}/.exec(t.stdout)?.[0] ?? '—';

async function main(): Promise<void> {
  if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);
  console.log(`# gecval metric benchmark: whole processes\n\n${machineLine()}; JFLEG dev (754 sentences, 4 references)\n`);
  for (const bench of benches()) {
    if (ONLY && !ONLY.includes(bench.name)) continue;
    for (const job of ['single', 'batch'] as const) {
      const hyps = job === 'single' ? SYSTEMS.slice(0, 1) : SYSTEMS;
      const sides: Side[] = [];
      if (typeof bench.original === 'string') {
        console.log(`(${bench.name}: original skipped: ${bench.original})\n`);
      } else {
        const run = bench.original;
        sides.push(
          job === 'single'
            ? { name: bench.originalName, command: run(hyps[0]!), env: bench.env }
            : { name: `${bench.originalName}, once per system (5 processes)`, command: sequence(hyps.map((h) => run(h))), env: bench.env },
        );
        if (job === 'batch' && bench.originalMany) sides.push({ name: `${bench.originalName}, 5 systems in one process`, command: bench.originalMany(hyps), env: bench.env });
      }
      sides.push({ name: `gecval score --metric ${bench.name}${job === 'batch' ? ' (5 systems, one process)' : ''}`, command: gecvalScore(bench, hyps) });
      const timings = compareProcesses(sides, RUNS);
      const inProcess = await inProcessMs(bench, hyps);
      const title = `${bench.name}, ${job === 'single' ? 'one system (mle_1)' : 'all 5 JFLEG systems'}`;
      console.log(
        timingTable(title, timings, {
          headers: ['score printed (first system)', 'in-process CPU s (gecval, warm)'],
          cells: (t, i) => [printedScore(t), i === timings.length - 1 ? (inProcess / 1000).toFixed(3) : '—'],
        }),
      );
    }
  }
}

await main();
