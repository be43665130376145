/**
 * MaxMatch speed: the 15 CoNLL-2014 system outputs against the 2-annotator official gold and the 10-annotator
 * Bryant & Ng gold (30 runs, 39,360 sentence scorings), with total wall time and sentences per second.
 *
 *   node --import tsx bench/m2/run.ts [--systems AMU,UFC]
 *
 * With M2SCORER_DIR (a checkout of nusnlp/m2scorer) and PYTHON2 (a Python 2.7 interpreter) set, the official
 * scorer is timed in the same run on the --systems subset (default AMU,UFC; it takes minutes per run), its
 * printed numbers are checked against gecval's, and the speed ratio is printed for the same subset.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readM2 } from '../../src/formats/m2.js';
import { readSentenceFile } from '../../src/formats/parallel.js';
import { scoreM2, type M2Result } from '../../src/metrics/m2/corpus.js';
import { pythonFixed } from '../../src/metrics/m2/python-text.js';

const shared = process.env.GECVAL_SHARED ?? resolve(fileURLToPath(new URL('../../', import.meta.url)), '..', 'shared');
const data = (...parts: string[]) => join(shared, 'data', 'conll14', ...parts);
const SYSTEMS = ['AMU', 'CAMB', 'CUUI', 'Char', 'IITB', 'IPN', 'JMGR', 'NTHU', 'PKU', 'POST', 'RAC', 'RoRo', 'SJTU', 'UFC', 'UMC'];
const GOLDS = ['official-2014.combined.m2', 'bn10-combined.m2'];
const argIndex = process.argv.indexOf('--systems');
const subset = argIndex > 0 ? process.argv[argIndex + 1]!.split(',') : ['AMU', 'UFC'];
for (const s of subset) if (!SYSTEMS.includes(s)) throw new Error(`unknown system ${s}; choose from ${SYSTEMS.join(',')}`);

const printed = (r: Pick<M2Result, 'precision' | 'recall' | 'f'>) => `${pythonFixed(r.precision, 4)} ${pythonFixed(r.recall, 4)} ${pythonFixed(r.f, 4)}`;

console.log(`machine: ${cpus().length} cpus, ${cpus()[0]?.model ?? 'unknown'}; node ${process.version}`);
const golds = new Map(GOLDS.map((g) => [g, readM2(data(g))]));
const hypotheses = new Map(SYSTEMS.map((s) => [s, readSentenceFile(data('systems', `${s}.txt`)).lines]));

// ---- gecval: all 30 runs
const ours = new Map<string, { seconds: number; result: M2Result }>();
let sentences = 0;
const t0 = performance.now();
for (const gold of GOLDS) {
  for (const system of SYSTEMS) {
    const start = performance.now();
    const result = scoreM2(hypotheses.get(system)!, golds.get(gold)!);
    ours.set(`${system} ${gold}`, { seconds: (performance.now() - start) / 1000, result });
    sentences += result.sentences.length;
  }
}
const total = (performance.now() - t0) / 1000;
console.log('\nsystem\tgold\tP R F0.5\tseconds');
for (const [key, { seconds, result }] of ours) console.log(`${key.replace(' ', '\t')}\t${printed(result)}\t${seconds.toFixed(2)}`);
console.log(`\ngecval: 30 runs, ${sentences} sentence scorings in ${total.toFixed(1)} s wall = ${(sentences / total).toFixed(0)} sentences/s`);

// ---- the official scorer on the subset, if available
const dir = process.env.M2SCORER_DIR;
const python = process.env.PYTHON2;
if (!dir || !python) {
  console.log('\n(set M2SCORER_DIR and PYTHON2 to time the official scorer in the same run)');
} else {
  const script = join(dir, 'scripts', 'm2scorer.py');
  if (!existsSync(script)) throw new Error(`no ${script}`);
  let officialSeconds = 0;
  let oursSeconds = 0;
  console.log(`\nofficial m2scorer on ${subset.join(',')} (both gold files):`);
  for (const gold of GOLDS) {
    for (const system of subset) {
      const start = performance.now();
      const run = spawnSync(python, [script, data('systems', `${system}.txt`), data(gold)], { encoding: 'utf8', cwd: join(dir, 'scripts'), maxBuffer: 1 << 26 });
      const seconds = (performance.now() - start) / 1000;
      if (run.status !== 0) throw new Error(`m2scorer failed on ${system} ${gold}: ${run.stderr}`);
      const numbers = [...run.stdout.matchAll(/: (\d\.\d{4})/g)].map((m) => m[1]).join(' ');
      const mine = ours.get(`${system} ${gold}`)!;
      const same = numbers === printed(mine.result);
      officialSeconds += seconds;
      oursSeconds += mine.seconds;
      console.log(`${system}\t${gold}\tofficial ${numbers} in ${seconds.toFixed(1)} s\tgecval ${printed(mine.result)} in ${mine.seconds.toFixed(2)} s\t${same ? 'identical' : 'DIFFERENT'}`);
      if (!same) process.exitCode = 1;
    }
  }
  console.log(`\nsubset: official ${officialSeconds.toFixed(1)} s, gecval ${oursSeconds.toFixed(2)} s: gecval is ${(officialSeconds / oursSeconds).toFixed(0)}x faster`);
}
