/**
 * The I-measure as a user meets it: whole processes on both sides (bench/lib/whole-process.ts: alternating runs,
 * medians of wall and CPU time from the child's rusage).
 *
 *   original  mfelice/imeasure `ieval.py -hyp:HYP -ref:GOLD.xml`, Python 2.7 (`PYENV_VERSION=2.7.18 python2`).
 *             Its align.py imports numpy only for `numpy.empty` tables indexed in pure-Python loops; Python 2 has
 *             no numpy here, so a stand-in module (nested lists behind the same indexing) is put on PYTHONPATH.
 *             Element access on nested lists is cheaper than on numpy arrays from Python loops, so the stand-in
 *             can only make the original faster than with real numpy.
 *   gecval    `node dist/bin/gecval.js imeasure --ixml GOLD.xml HYP` (default fast method).
 *
 * The original enumerates every combination of the references' edits per sentence (2^34 for sentence 333 of the
 * CoNLL-2014 test set: it never finishes the full set), so the two are compared on the first N sentences of the
 * test set (default 30, CAMB: what the original finishes in about two minutes); gecval's whole test set is timed
 * separately, one process per team.
 *
 *   npm run build && IMEASURE_DIR=/work/orig/imeasure node --import tsx bench/imeasure/whole-process.ts \
 *       [--quick] [--runs 3] [--sentences 30] [--team CAMB] [--teams AMU,CAMB,…|all] [--skip-full]
 *
 * IMEASURE_DIR: a checkout (or `git archive`) of mfelice/imeasure; unset, the original's side is skipped with a
 * message. PYTHON2 overrides the interpreter (default `python2` with PYENV_VERSION=2.7.18). --quick: 10 sentences,
 * 3 teams, 1 run.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatIevalXml, readIevalXml } from '../../src/formats/ieval-xml.js';
import { readLines } from '../../src/formats/text-file.js';
import { compareProcesses, loadLine, machineLine, median, timingTable, type Side } from '../lib/whole-process.js';
import { sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/imeasure/whole-process.ts [options]',
  summary: 'I-measure speed against the original, as whole processes.',
  options: {
    runs: { type: 'number', default: 3, quickDefault: 1, description: 'timed runs per side' },
    sentences: { type: 'number', default: 30, quickDefault: 10, description: 'sentences of the original-vs-gecval rows' },
    team: { type: 'string', default: 'CAMB', description: 'the CoNLL-2014 team of the main rows' },
    teams: { type: 'string', default: 'all', quickDefault: 'IITB,UFC,CAMB', description: 'teams of the full run' },
    'skip-full': { type: 'boolean', description: 'leave out the full run' },
  },
});
const QUICK = opts.quick;
const RUNS = opts.runs;
const SENTENCES = opts.sentences;
const TEAM = opts.team;
const SKIP_FULL = opts['skip-full'];
if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);

const conll = join(shared, 'data', 'conll14');
const goldXml = join(conll, 'official-2014.combined.ieval.xml');
const allTeams = readdirSync(join(conll, 'systems')).filter((f) => f.endsWith('.txt')).map((f) => f.replace(/\.txt$/, '')).sort();
const teamsArg = opts.teams;
const teams = teamsArg === 'all' ? allTeams : teamsArg.split(',');

const dir = mkdtempSync(join(tmpdir(), 'gecval-bench-imeasure-'));
const write = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
const gold = readIevalXml(goldXml);
const subsetGold = write('gold.xml', formatIevalXml({ file: 'subset', sentences: gold.sentences.slice(0, SENTENCES) }));
const subsetHyp = write(`${TEAM}.txt`, `${readLines(join(conll, 'systems', `${TEAM}.txt`)).slice(0, SENTENCES).join('\n')}\n`);

// numpy stand-in for ieval.py's align.py: `numpy.empty(shape=..., dtype=...)` indexed as T[i, j] and T[i][j].
writeFileSync(join(dir, 'numpy.py'), `class _Table(object):
    def __init__(self, shape, cast):
        self.cast = cast
        def build(dims):
            return [cast(0)] * dims[0] if len(dims) == 1 else [build(dims[1:]) for _ in range(dims[0])]
        self.rows = build(list(shape))
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, key):
        if isinstance(key, tuple):
            value = self.rows
            for k in key:
                value = value[k]
            return value
        return self.rows[key]
    def __setitem__(self, key, value):
        row = self.rows
        for k in key[:-1]:
            row = row[k]
        row[key[-1]] = self.cast(value)

def empty(shape, dtype=float):
    return _Table(shape, dtype)
`);

const sides: Side[] = [];
const imeasureDir = process.env.IMEASURE_DIR;
const python2 = process.env.PYTHON2 ?? 'python2';
if (imeasureDir) {
  sides.push({
    name: 'original ieval.py (Python 2.7)',
    command: [python2, join(imeasureDir, 'ieval.py'), `-hyp:${subsetHyp}`, `-ref:${subsetGold}`],
    env: { PYENV_VERSION: '2.7.18', PYTHONPATH: dir },
  });
} else console.log('(original side skipped: set IMEASURE_DIR to a mfelice/imeasure checkout)\n');
sides.push({ name: 'gecval imeasure --ixml', command: ['node', GECVAL, 'imeasure', '--ixml', subsetGold, subsetHyp] });

/** The correction I the side printed, in percent (both print the same table layout: I is the last column). */
const correctionI = (stdout: string): string => {
  const row = /^Correction\s.*?(-?[0-9.]+)\s*$/m.exec(stdout);
  return row ? row[1]! : '?';
};

console.log(`# I-measure benchmark: whole processes\n\n${machineLine()}\n`);
console.log(`## ${TEAM}, first ${SENTENCES} sentences of the CoNLL-2014 test set (what the original can finish)\n`);
const subsetTimings = compareProcesses(sides, RUNS, 0);
console.log(
  timingTable(`I-measure, ${TEAM}, ${SENTENCES} sentences`, subsetTimings, {
    headers: ['correction I printed (%)', 'all wall s', 'all CPU s'],
    cells: (t) => [correctionI(t.stdout), t.wallAll.map((w) => (w / 1000).toFixed(2)).join(', '), t.cpuAll.map((c) => (c / 1000).toFixed(2)).join(', ')],
  }),
);

if (!SKIP_FULL) {
  console.log(`## gecval alone: the full test set (${gold.sentences.length} sentences), one process per team\n`);
  const teamSides: Side[] = teams.map((team) => ({ name: team, command: ['node', GECVAL, 'imeasure', '--ixml', goldXml, join(conll, 'systems', `${team}.txt`)] }));
  const timings = compareProcesses(teamSides, RUNS, 0);
  console.log(`(median of ${RUNS} runs per team, the teams alternating; ${loadLine()})\n`);
  console.log('| team | wall s | CPU s | sentences per CPU-s | correction I printed (%) |\n|---|---|---|---|---|');
  for (const t of timings) {
    console.log(`| ${t.name} | ${(t.wallMs / 1000).toFixed(2)} | ${(t.cpuMs / 1000).toFixed(2)} | ${(gold.sentences.length / (t.cpuMs / 1000)).toFixed(0)} | ${correctionI(t.stdout)} |`);
  }
  const walls = timings.map((t) => t.wallMs / 1000);
  const cpus = timings.map((t) => t.cpuMs / 1000);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  console.log(
    `| **all ${timings.length}: sum / median / max** | **${sum(walls).toFixed(1)} / ${median(walls).toFixed(2)} / ${Math.max(...walls).toFixed(2)}** | **${sum(cpus).toFixed(1)} / ${median(cpus).toFixed(2)} / ${Math.max(...cpus).toFixed(2)}** | | |\n`,
  );
}
