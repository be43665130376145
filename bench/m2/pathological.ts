/**
 * CPU time of the inputs that make the original scorers run for hours or out of memory, which the tests check only
 * for their results (test/metrics/m2/{scorer,streaming}.test.ts, test/metrics/imeasure/limits.test.ts: a test
 * must not fail because the machine is busy): `node --import tsx bench/m2/pathological.ts [--runs N]`.
 *
 * M²: 200 or 300 repeated tokens against CoNLL-2014 sentences (m2scorer's Bellman-Ford over the lattice's transitive
 * closure runs for hours) and SEEDA BART's 95-token sentence 333; the I-measure: ../shared/cases/imeasure (1.8e17
 * mixed references refused in one line; 2^18 references enumerated). Each case is run `--runs` times in this process;
 * the median CPU seconds (user + system) and the largest resident-set growth are printed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readM2 } from '../../src/formats/m2.js';
import { readM2AsIeval } from '../../src/formats/m2-to-ieval.js';
import { goldFromM2 } from '../../src/metrics/m2/gold.js';
import { resolveM2Options } from '../../src/metrics/m2/options.js';
import { scoreSentenceAnnotators } from '../../src/metrics/m2/sentence.js';
import { scoreIMeasure } from '../../src/metrics/imeasure/score.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/m2/pathological.ts [--runs N]',
  summary: 'CPU time of the pathological M² and I-measure inputs the tests score without timing them',
  options: { runs: { type: 'number', default: 3, quickDefault: 1, description: 'runs per case (median reported)' } },
});

const shared = process.env.GECVAL_SHARED ?? '../shared';
const official = readM2(join(shared, 'data/conll14/official-2014.combined.m2'));
const officialGold = official.map(goldFromM2);
const options = resolveM2Options();
const bart = readFileSync(join(shared, 'data/seeda/outputs/all/BART.txt'), 'utf8').split('\n');
const firstWith = (length: number, word?: string) => officialGold.find((s) => s.tokens.length >= length && (word === undefined || s.tokens.includes(word)))!;
const repeated = (word: string, n: number) => Array(n).fill(word).join(' ');
const caseFile = (name: string) => join(shared, 'cases/imeasure', name);

const cases: Array<[string, () => unknown]> = [
  ["M²: 200 x 'the', 14+ token sentence", () => scoreSentenceAnnotators(repeated('the', 200), firstWith(14), options)],
  ["M²: 200 x 'zzz', 25+ token sentence", () => scoreSentenceAnnotators(repeated('zzz', 200), firstWith(25), options)],
  ["M²: 200 x 'the', 70+ token sentence", () => scoreSentenceAnnotators(repeated('the', 200), firstWith(70), options)],
  ["M²: 300 x 'the', 20+ token sentence with 'the'", () => scoreSentenceAnnotators(repeated('the', 300), firstWith(20, 'the'), options)],
  ['M²: SEEDA BART sentence 333 (95 tokens)', () => scoreSentenceAnnotators(bart[332]!, officialGold[332]!, options)],
  ['I-measure: 1.8e17 mixed references (refused)', () => {
    try {
      scoreIMeasure(readM2AsIeval(caseFile('manyalt.m2')), readFileSync(caseFile('manyalt_hyp.txt'), 'utf8').split('\n').slice(0, 1));
    } catch (error) {
      return error;
    }
    throw new Error('expected the I-measure to refuse manyalt.m2');
  }],
  ['I-measure: 2^18 mixed references (enumerated)', () => scoreIMeasure(readM2AsIeval(caseFile('manyalt2.m2')), readFileSync(caseFile('src1.txt'), 'utf8').split('\n').slice(0, 1))],
];

console.log(`# pathological inputs, ${opts.runs} run(s) each, median CPU s (user + system) in this process; node ${process.version}`);
console.log('| case | CPU s (median) | RSS growth MB (max) |');
console.log('|---|---:|---:|');
for (const [name, run] of cases) {
  const seconds: number[] = [];
  let growth = 0;
  for (let r = 0; r < opts.runs; r++) {
    const rss = process.memoryUsage().rss;
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    seconds.push((used.user + used.system) / 1e6);
    growth = Math.max(growth, (process.memoryUsage().rss - rss) / 1e6);
  }
  seconds.sort((a, b) => a - b);
  console.log(`| ${name} | ${seconds[Math.floor(seconds.length / 2)]!.toFixed(2)} | ${growth.toFixed(0)} |`);
}
