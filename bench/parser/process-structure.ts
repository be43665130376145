/**
 * How each UCCA corpus builds its Processes (docs/parser-v3.md, "Session 13"): the share of P units with inner
 * structure (a Center plus Function, Relator or Elaborator units, e.g. "worked as" = C + R) among all P units, in
 * the gold graphs of every split and, with `--model`, in a parser's output for Wiki test under the older guideline.
 *
 *   node --import tsx bench/parser/process-structure.ts [--model MODEL.ucca.bin.gz] [--data ../shared/data]
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluationInput, readSplit, type CorpusSplit } from '../../src/ucca/parser/corpus.js';
import { UccaParser } from '../../src/ucca/parser/parser.js';
import { goldTree, type GoldTree } from '../../src/ucca/parser/transition/gold.js';
import { TERM_LABEL } from '../../src/ucca/parser/transition/state.js';
import { processChildLabels } from './process-units.js';
import { benchArgs } from '../lib/args.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/process-structure.ts [options]',
  summary: 'How each UCCA corpus builds its Processes (analysis).',
  options: {
    data: { type: 'string', description: 'the shared data folder (default ../shared/data)' },
    model: { type: 'string', description: 'also parse with this model file' },
  },
});
const dataDir = resolve(opts.data ?? resolve(repo, '..', 'shared', 'data'));

/** P units by the sorted labels of their unit children ('words' when they have only tokens). */
function processShapes(trees: readonly GoldTree[]): { total: number; structured: number; shapes: Record<string, number> } {
  const shapes = new Map<string, number>();
  let total = 0;
  for (const tree of trees) {
    for (const labels of processChildLabels(tree)) {
      total++;
      const shape = labels.filter((l) => l !== TERM_LABEL).sort().join('+') || 'words';
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    }
  }
  const percent = (n: number): number => Math.round((1000 * n) / total) / 10;
  const top = [...shapes].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return { total, structured: percent(total - (shapes.get('words') ?? 0)), shapes: Object.fromEntries(top.map(([k, v]) => [k, percent(v)])) };
}

const report: Record<string, unknown> = {};
for (const split of ['wiki-train', 'wiki-test', 'ewt-train', 'ewt-test', '20k'] as CorpusSplit[]) {
  report[split] = processShapes(readSplit(dataDir, split).map((g) => goldTree(g)));
}
const model = opts.model;
if (model) {
  const parser = UccaParser.load({ model: resolve(model) });
  const parsed = readSplit(dataDir, 'wiki-test').map((g) => goldTree(parser.parseInput({ ...evaluationInput(g), guideline: 1 })));
  report[`wiki-test parsed by ${model}`] = processShapes(parsed);
}
console.log(JSON.stringify(report, null, 2));
