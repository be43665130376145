/**
 * Edit extraction as a user meets it: `gecval edits` as whole processes (bench/lib/whole-process.ts: alternating
 * runs, medians of wall and CPU time from the child's rusage) on the CoNLL-2014 test set (1,312 sentences).
 *
 * The original, ERRANT's `errant_parallel` (parallel_to_m2), needs spaCy and its English model, which cannot be
 * installed here (no network but npm and Debian packages; Debian has no spaCy): there is no original side. The
 * rows are gecval alone, in sentence pairs per CPU-second and per wall-second:
 *   - source vs the two annotators' corrected texts (gold edits applied): one M2 with 2 annotators, 2,624 pairs;
 *     as is, with `--no-types` (spans only), and with `--lev` (plain Levenshtein alignment, ERRANT -lev);
 *   - four system outputs (AMU, CAMB, CUUI, POST) of the same sources: in one process (4 `--target`s, the sources
 *     annotated once) and in four processes, one per system (what a per-system script does).
 *
 *   npm run build && node --import tsx bench/errant/whole-process.ts [--quick] [--runs 3]
 *
 * --quick: the first 200 sentences, 1 run.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyEdits, editsOf, parseM2 } from '../../src/formats/m2.js';
import { compareProcesses, machineLine, sequence, timingTable, type Side, type Timing } from '../lib/whole-process.js';
import { sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/errant/whole-process.ts [options]',
  summary: 'Edit extraction (gecval edits) as whole processes.',
  options: { runs: { type: 'number', default: 3, quickDefault: 1, description: 'timed runs per side' } },
});
const QUICK = opts.quick;
const RUNS = opts.runs;
const LIMIT = QUICK ? 200 : undefined;
if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);

const conll = join(shared, 'data', 'conll14');
const gold = parseM2(readFileSync(join(conll, 'official-2014.combined.m2'), 'utf8')).slice(0, LIMIT);
const dir = mkdtempSync(join(tmpdir(), 'gecval-bench-edits-'));
const write = (name: string, lines: readonly string[]) => (writeFileSync(join(dir, name), `${lines.join('\n')}\n`), join(dir, name));
const source = write('source.txt', gold.map((s) => s.tokens.join(' ')));
const annotators = [0, 1].map((a) => write(`annotator${a}.txt`, gold.map((s) => applyEdits(s.tokens, editsOf(s, a)).join(' '))));
const teams = ['AMU', 'CAMB', 'CUUI', 'POST'];
const systems = teams.map((t) => write(`${t}.txt`, readFileSync(join(conll, 'systems', `${t}.txt`), 'utf8').replace(/\n$/u, '').split('\n').slice(0, LIMIT)));
const edits = (targets: readonly string[], ...flags: string[]) => ['node', GECVAL, 'edits', '--source', source, ...targets.flatMap((t) => ['--target', t]), ...flags, '-o', join(dir, 'out.m2')];

const n = gold.length;
const rate = (pairs: number) => ({
  headers: ['pairs', 'pairs per CPU-s', 'pairs/s wall'],
  cells: (t: Timing) => [String(pairs), (pairs / (t.cpuMs / 1000)).toFixed(0), (pairs / (t.wallMs / 1000)).toFixed(0)],
});

console.log(`# Edit extraction (gecval edits): whole processes\n\n${machineLine()}; CoNLL-2014 test, ${n} sentences. No original side: ERRANT needs spaCy, which cannot be installed here.\n`);

const goldSides: Side[] = [
  { name: 'gecval edits, 2 annotators (linguistic alignment, merging, types)', command: edits(annotators) },
  { name: 'gecval edits --no-types (spans only)', command: edits(annotators, '--no-types') },
  { name: 'gecval edits --lev (plain Levenshtein alignment)', command: edits(annotators, '--lev') },
];
console.log(timingTable('source vs the 2 annotators (gold edits applied)', compareProcesses(goldSides, RUNS), rate(2 * n)));

const systemSides: Side[] = [
  { name: 'one gecval edits, 4 --target (sources annotated once)', command: edits(systems) },
  { name: '4 gecval edits processes, one per system', command: sequence(systems.map((s) => edits([s]))) },
];
console.log(timingTable(`source vs 4 system outputs (${teams.join(', ')})`, compareProcesses(systemSides, RUNS), rate(4 * n)));
