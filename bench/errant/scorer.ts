/**
 * ERRANT scorer speed, whole process, with the shared harness (bench/lib/whole-process.ts): `gecval
 * errant-compare` as a user runs it (`node dist/bin/gecval.js`, after `npm run build`) against ERRANT's
 * `compare_m2.py` (Python 3) on the same files, runs alternating, medians of wall and CPU (user + system) time read
 * from each child's rusage, and a check that both printed the same bytes. Also the one-step workflow (`--source
 * --hyp-text`: extraction + scoring) in sentences/s.
 *
 *   npm run build
 *   ERRANT_DIR=/path/to/errant-checkout node --import tsx bench/errant/scorer.ts [--runs N]
 *
 * ERRANT is not a dependency: without ERRANT_DIR the table has gecval's side only. Node sides run without
 * NODE_EXTRA_CA_CERTS unless BENCH_KEEP_ENV=1 (see whole-process.ts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareProcesses, machineLine, median, timeOnce, timingTable, type Side } from '../lib/whole-process.js';
import { GECVAL_BIN, sharedRoot } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const data = (...parts: string[]) => join(sharedRoot, 'data', ...parts);
const PYTHON3 = process.env.PYTHON3 ?? '/usr/bin/python3';

/** The bench's rows: a label, hypothesis M2, reference M2 and compare_m2.py's flags (gecval takes the same). */
type Row = readonly [label: string, hyp: string, ref: string, flags: readonly string[]];

export function runScorerBench(runs = 5): void {
  if (!existsSync(GECVAL_BIN)) throw new Error(`${GECVAL_BIN} is missing: run npm run build first`);
  const errantDir = process.env.ERRANT_DIR;
  const compareM2 = errantDir === undefined ? undefined : join(errantDir, 'errant/commands/compare_m2.py');
  const haveErrant = compareM2 !== undefined && existsSync(compareM2);
  console.log(`${machineLine()}\n`);
  if (!haveErrant) console.log('ERRANT_DIR is not set (or has no errant/commands/compare_m2.py): gecval\'s side only\n');

  // A small input (1,312 sentences) and a large one (the 7 team outputs one after another: 9,184 sentences).
  const dir = mkdtempSync(join(tmpdir(), 'gecval-errant-bench-'));
  try {
    const teams = ['AMU', 'CAMB', 'CUUI', 'IITB', 'INPUT', 'IPN', 'NTHU'];
    const gold = readFileSync(data('errant/conll14.errant'), 'utf8').trim();
    writeFileSync(join(dir, 'big-hyp.m2'), `${teams.map((t) => readFileSync(data(`errant/conll14-${t}.errant`), 'utf8').trim()).join('\n\n')}\n`);
    writeFileSync(join(dir, 'big-ref.m2'), `${teams.map(() => gold).join('\n\n')}\n`);
    const rows: Row[] = [
      ['CAMB vs gold, 1,312 sentences', data('errant/conll14-CAMB.errant'), data('errant/conll14.errant'), []],
      ['7 teams vs gold, 9,184 sentences', join(dir, 'big-hyp.m2'), join(dir, 'big-ref.m2'), []],
      ['7 teams, -cse -cat 3', join(dir, 'big-hyp.m2'), join(dir, 'big-ref.m2'), ['-cse', '-cat', '3']],
      ['7 teams, -v (verbose)', join(dir, 'big-hyp.m2'), join(dir, 'big-ref.m2'), ['-v']],
    ];
    for (const [label, hyp, ref, flags] of rows) {
      const sides: Side[] = [];
      if (haveErrant) sides.push({ name: 'compare_m2.py (ERRANT 3.0.x, Python 3)', command: [PYTHON3, compareM2!, '-hyp', hyp, '-ref', ref, ...flags] });
      sides.push({ name: 'gecval errant-compare', command: [process.execPath, GECVAL_BIN, 'errant-compare', '-hyp', hyp, '-ref', ref, ...flags] });
      const timings = compareProcesses(sides, runs);
      const same = timings.length < 2 ? '—' : timings[0]!.stdout === timings[1]!.stdout ? 'yes' : 'NO: OUTPUTS DIFFER';
      console.log(timingTable(label, timings, { headers: ['output identical to compare_m2.py'], cells: (_, i) => [i === 0 && haveErrant ? '—' : same] }));
    }

    // The one-step workflow: extraction dominates (spaCy-free tagging, lemmatising and classifying every edit).
    const oneStep: Side = {
      name: 'gecval errant-compare --source --hyp-text (CAMB)',
      command: [process.execPath, GECVAL_BIN, 'errant-compare', '--source', data('conll14/source.txt'), '--hyp-text', data('conll14/systems/CAMB.txt'), '--ref', data('errant/conll14.errant'), '--no-progress'],
    };
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < Math.max(1, Math.floor(runs / 2)); run++) {
      const t = timeOnce(oneStep);
      wall.push(t.wallMs);
      cpu.push(t.cpuMs);
    }
    const w = median(wall) / 1000;
    console.log(`one step (extract CAMB's 1,312 hypothesis sentences + score), whole process: ${w.toFixed(2)} s wall, ${(median(cpu) / 1000).toFixed(2)} s CPU = ${(1312 / w).toFixed(0)} sentences/s (start-up and model load included)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = benchArgs({
    usage: 'npm run build && node --import tsx bench/errant/scorer.ts [options]',
    summary: 'ERRANT scorer speed against the original, as whole processes.',
    options: {
      runs: { type: 'number', description: 'rounds (default 5)' },
      rounds: { type: 'number', description: 'the old name of --runs' },
    },
  });
  runScorerBench(opts.runs ?? opts.rounds ?? 5);
}
