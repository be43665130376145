/**
 * Structural exploration on every UCCA split (docs/parser-v3.md, "Session 13"): walks the oracle over every
 * sentence, taking a random wrong action at the given rates and letting `Oracle.explore` follow it with premature
 * REDUCEs and misattached or spurious units allowed. Counts walks that do not finish, graphs that fail validation,
 * and walks whose primary edges differ in number from the oracle's changed gold tree (gold + units added − edges
 * given up). The test suite checks the same on 400 + 400 training sentences; this runs all 8,901.
 *
 *   node --import tsx bench/parser/exploration-walks.ts [--data ../shared/data] [--seed 5]
 */
import { resolve } from 'node:path';
import { benchArgs } from '../lib/args.js';
import { fileURLToPath } from 'node:url';
import { SeededRandom } from '../../src/core/random.js';
import { buildGraph } from '../../src/ucca/parser/build.js';
import { readSplit, type CorpusSplit } from '../../src/ucca/parser/corpus.js';
import { collectLabels, restrictLabels } from '../../training/parser/labels.js';
import { ActionClasses } from '../../src/ucca/parser/transition/classes.js';
import { goldTree } from '../../src/ucca/parser/transition/gold.js';
import { Oracle } from '../../src/ucca/parser/transition/oracle.js';
import { graphProblems } from '../../src/ucca/validate.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/exploration-walks.ts [options]',
  summary: 'Structural exploration on every UCCA split (analysis).',
  options: {
    data: { type: 'string', description: 'the shared data folder (default ../shared/data)' },
    seed: { type: 'number', default: 5, description: 'seed of the walks' },
  },
});
const dataDir = resolve(opts.data ?? resolve(repo, '..', 'shared', 'data'));
const seed = opts.seed;

const rows: string[] = ['| split | mistake rate | walks | unfinished | invalid graphs | edge count off |', '| --- | --- | --- | --- | --- | --- |'];
for (const split of ['ewt-train', 'ewt-dev', 'ewt-test', 'wiki-train', 'wiki-test', '20k'] as CorpusSplit[]) {
  const golds = readSplit(dataDir, split).map((g) => goldTree(g));
  const labels = collectLabels(golds, 1);
  const classes = new ActionClasses(labels);
  const mask = new Uint8Array(classes.size);
  for (const rate of [0.1, 0.5]) {
    const random = new SeededRandom(seed);
    let unfinished = 0;
    let invalid = 0;
    let countOff = 0;
    for (const [i, original] of golds.entries()) {
      const gold = restrictLabels(original, labels);
      const oracle = new Oracle(gold);
      const limit = 200 * (gold.root + 1) + 100;
      for (let steps = 0; !oracle.state.finished && steps < limit; steps++) {
        const expected = oracle.nextAllowed();
        if (!expected) break;
        classes.validMask(oracle.state, mask);
        const valid = [...mask.keys()].filter((c) => mask[c]);
        const wrong = classes.action(valid[random.integer(0, valid.length - 1)]!);
        const follow = classes.classOf(wrong) !== classes.classOf(expected) && random.float() < rate;
        if (!(follow && oracle.explore(wrong, expected, { reduce: true, attach: true }))) oracle.apply(expected);
      }
      if (!oracle.state.finished) {
        unfinished++;
        continue;
      }
      const graph = buildGraph(oracle.state, { id: String(i), words: gold.words, punct: gold.punct, tokenTerminal: gold.tokenTerminal });
      if (graphProblems(graph).length > 0) invalid++;
      const built = oracle.state.parent.filter((p) => p >= 0).length;
      if (built !== gold.edges.filter((e) => !e.remote).length + oracle.addedUnits() - oracle.droppedPrimaryEdges()) countOff++;
    }
    rows.push(`| ${split} | ${rate} | ${golds.length} | ${unfinished} | ${invalid} | ${countOff} |`);
  }
}
console.log(rows.join('\n'));
