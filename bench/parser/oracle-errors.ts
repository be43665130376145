/**
 * Where a parser's best move leaves the static oracle's path (docs/parser-v3.md, "Session 13"): walks the oracle
 * over the wiki+ewt recipe's dev set (its Wiki tenth under the older guideline, then EWT dev), scores every state
 * with the model and counts the states whose best move differs from the oracle's (by oracle → parser move), and
 * those where only the label differs. The walk always takes the oracle's action, so every model is asked about the
 * same states.
 *
 *   node --import tsx bench/parser/oracle-errors.ts MODEL.ucca.bin.gz [--data ../shared/data]
 */
import { resolve } from 'node:path';
import { benchArgs } from '../lib/args.js';
import { fileURLToPath } from 'node:url';
import { bestValidClass } from '../../src/ucca/parser/classifier.js';
import { evaluationInput } from '../../src/ucca/parser/corpus.js';
import { UccaParser } from '../../src/ucca/parser/parser.js';
import { recipeData } from '../../training/parser/recipe-data.js';
import { goldTree } from '../../src/ucca/parser/transition/gold.js';
import { Oracle } from '../../src/ucca/parser/transition/oracle.js';
import { MOVE_NAMES } from '../../src/ucca/parser/transition/state.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/oracle-errors.ts [options]',
  summary: "Where a parser's best move leaves the static oracle's path (analysis).",
  positionals: 'MODEL.ucca.bin.gz',
  options: {
    data: { type: 'string', description: 'the shared data folder (default ../shared/data)' },
  },
});
const model = opts.positionals[0];
if (!model) throw new Error('usage: oracle-errors.ts MODEL.ucca.bin.gz [--data DIR]');
const dataDir = resolve(opts.data ?? resolve(repo, '..', 'shared', 'data'));
const parser = UccaParser.load({ model: resolve(model) });
const classes = parser.classifier.classes;
const scores = new Float32Array(classes.size);
const mask = new Uint8Array(classes.size);
const data = recipeData(dataDir, 'wiki+ewt');
const parts = [
  { name: 'wiki dev', items: data.dev.slice(0, data.devOldGuideline), guideline: 1 },
  { name: 'ewt dev', items: data.dev.slice(data.devOldGuideline), guideline: 0 },
];
const report: Record<string, unknown> = { model };
for (const part of parts) {
  const byMove = new Map<string, number>();
  let states = 0;
  let wrongMove = 0;
  let wrongLabel = 0;
  for (const item of part.items) {
    const sentence = parser.classifier.sentence({ ...evaluationInput(item), guideline: part.guideline });
    const oracle = new Oracle(goldTree(item));
    for (let steps = 0; !oracle.state.finished && steps < 200 * (item.terminals.length + 1) + 100; steps++) {
      const expected = oracle.nextAllowed();
      if (!expected) break;
      classes.validMask(oracle.state, mask);
      sentence.score(oracle.state, scores, mask);
      const predicted = classes.action(bestValidClass(scores, mask));
      states++;
      if (predicted.move !== expected.move) {
        wrongMove++;
        const key = `${MOVE_NAMES[expected.move]} → ${MOVE_NAMES[predicted.move]}`;
        byMove.set(key, (byMove.get(key) ?? 0) + 1);
      } else if (predicted.label !== expected.label) wrongLabel++;
      oracle.apply(expected);
    }
  }
  report[part.name] = { states, wrongMove, wrongLabel, byMove: Object.fromEntries([...byMove].sort((a, b) => b[1] - a[1]).slice(0, 12)) };
}
console.log(JSON.stringify(report, null, 2));
