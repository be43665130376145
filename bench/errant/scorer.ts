/**
 * ERRANT scorer speed, whole process: `gecval errant-compare` against ERRANT's `compare_m2.py` (Python 3) on the
 * same files, runs alternating, medians of wall and CPU (user + system) time from /usr/bin/time. Also the
 * one-step workflow (`--source --hyp-text`: extraction + scoring) in sentences/s.
 *
 *   npx tsc -p tsconfig.json                       # the CLI from dist/ (without it: tsx, slower start-up)
 *   ERRANT_DIR=/path/to/errant-checkout node --import tsx bench/errant/scorer.ts [--rounds N]
 *
 * ERRANT is not a dependency: without ERRANT_DIR its side is skipped with a message.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const data = resolve(process.env.GECVAL_SHARED ?? resolve(root, '..', 'shared'), 'data');

interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

function timed(command: string[], out: string): Timing & { stdout: string } {
  const times = join(mkdtempSync(join(tmpdir(), 'gecval-time-')), 't');
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S', '-o', times, ...command], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${command.join(' ')} failed: ${r.stderr}`);
  const [wall, user, sys] = readFileSync(times, 'utf8').trim().split('\n').pop()!.split(' ').map(Number) as [number, number, number];
  writeFileSync(out, r.stdout);
  return { wall, cpu: user + sys, stdout: r.stdout };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export function runScorerBench(rounds = 5): void {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-errant-bench-'));
  const gecval = existsSync(join(root, 'dist/cli/main.js'))
    ? [process.execPath, join(root, 'dist/cli/main.js')]
    : [process.execPath, '--import', 'tsx', join(root, 'src/cli/main.ts')];
  console.log(`gecval CLI: ${gecval.slice(1).join(' ')}${gecval.length > 2 ? ' (no dist/: run `npx tsc -p tsconfig.json` for the built CLI)' : ''}`);
  const errantDir = process.env.ERRANT_DIR;
  const compareM2 = errantDir === undefined ? undefined : join(errantDir, 'errant/commands/compare_m2.py');
  if (compareM2 === undefined || !existsSync(compareM2)) {
    console.log('ERRANT_DIR is not set (or has no errant/commands/compare_m2.py): skipping the ERRANT side');
  }
  // A small (1,312 sentences) and a large input (the 7 team outputs one after another: 9,184 sentences).
  const teams = ['AMU', 'CAMB', 'CUUI', 'IITB', 'INPUT', 'IPN', 'NTHU'];
  const ref = readFileSync(join(data, 'errant/conll14.errant'), 'utf8').trim();
  writeFileSync(join(dir, 'big-hyp.m2'), `${teams.map((t) => readFileSync(join(data, `errant/conll14-${t}.errant`), 'utf8').trim()).join('\n\n')}\n`);
  writeFileSync(join(dir, 'big-ref.m2'), `${teams.map(() => ref).join('\n\n')}\n`);
  const inputs: [string, string, string, string[]][] = [
    ['CAMB vs gold, 1,312 sentences', join(data, 'errant/conll14-CAMB.errant'), join(data, 'errant/conll14.errant'), []],
    ['7 teams vs gold, 9,184 sentences', join(dir, 'big-hyp.m2'), join(dir, 'big-ref.m2'), []],
    ['7 teams, -cse -cat 3', join(dir, 'big-hyp.m2'), join(dir, 'big-ref.m2'), ['-cse', '-cat', '3']],
    ['7 teams, -v (verbose)', join(dir, 'big-hyp.m2'), join(dir, 'big-ref.m2'), ['-v']],
  ];
  console.log(`\nscorer, whole process, median of ${rounds} alternating runs (wall / CPU seconds):`);
  for (const [label, hyp, refFile, flags] of inputs) {
    const ours: Timing[] = [];
    const theirs: Timing[] = [];
    for (let round = 0; round < rounds; round++) {
      const g = timed([...gecval, 'errant-compare', '-hyp', hyp, '-ref', refFile, ...flags], join(dir, 'g.out'));
      ours.push(g);
      if (compareM2 !== undefined && existsSync(compareM2)) {
        const e = timed(['python3', compareM2, '-hyp', hyp, '-ref', refFile, ...flags], join(dir, 'e.out'));
        theirs.push(e);
        if (e.stdout !== g.stdout) console.log(`  ${label}: OUTPUTS DIFFER`);
      }
    }
    const line = `  ${label.padEnd(34)} gecval ${median(ours.map((t) => t.wall)).toFixed(2)} / ${median(ours.map((t) => t.cpu)).toFixed(2)}`;
    console.log(theirs.length === 0 ? line
      : `${line}   compare_m2.py ${median(theirs.map((t) => t.wall)).toFixed(2)} / ${median(theirs.map((t) => t.cpu)).toFixed(2)}   (identical output)`);
  }
  const extraction: Timing[] = [];
  for (let round = 0; round < Math.max(1, Math.floor(rounds / 2)); round++) {
    extraction.push(timed([...gecval, 'errant-compare', '--source', join(data, 'conll14/source.txt'), '--hyp-text', join(data, 'conll14/systems/CAMB.txt'), '--ref', join(data, 'errant/conll14.errant'), '--no-progress'], join(dir, 'x.out')));
  }
  const wall = median(extraction.map((t) => t.wall));
  console.log(`\none step (extract CAMB's 1,312 hypothesis sentences + score), whole process: ${wall.toFixed(2)} s wall, ${median(extraction.map((t) => t.cpu)).toFixed(2)} s CPU = ${(1312 / wall).toFixed(0)} sentences/s (incl. start-up and model load)`);
}

if (process.argv[1] !== undefined && import.meta.url === `file://${resolve(process.argv[1])}`) {
  const i = process.argv.indexOf('--rounds');
  runScorerBench(i > 0 ? Number(process.argv[i + 1]) : 5);
}
