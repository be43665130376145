/**
 * The shipped model's misses on the JFLEG dev perturbation suite (seed 1), for docs/faithfulness.md "Where it fails":
 * per family the perturbed rewrites that score highest (a meaning change the measure barely charges), the
 * same-concept controls that score lowest (a kept meaning it charges), and the valid references that cost most.
 *
 *   node --import tsx bench/faithfulness/misses.ts [--per-family 6]
 */
import { tokenize } from '../../src/text/tokens.js';
import { FaithfulnessScorer } from '../../src/metrics/faithfulness/scorer.js';
import { CONTROL_FAMILIES, PERTURBATION_FAMILIES } from '../../src/metrics/faithfulness/perturb.js';
import { jflegSuite } from './suites.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/faithfulness/misses.ts [options]',
  summary: "The shipped faithfulness model's misses on the JFLEG dev perturbation suite (seed 1).",
  options: {
    'per-family': { type: 'number', default: 6, description: 'misses shown per perturbation family' },
  },
});
const PER_FAMILY = opts['per-family'];
const suite = jflegSuite(1);
const scorer = new FaithfulnessScorer();
const scored = suite.map((p) => ({ pair: p, result: scorer.score(p.source, p.hypothesis) }));
const validScore = new Map(scored.filter((x) => x.pair.label === 'valid').map((x) => [x.pair.group, x.result.score]));
const why = (x: (typeof scored)[number]): string =>
  x.result.explanation
    .filter((e) => e.kind === 'edit')
    .slice(0, 2)
    .map((e) => `${e.original || '∅'} → ${e.correction || '∅'} [${e.reasons.join('; ') || e.contributions.map((c) => c.feature).join(', ')}]`)
    .join(' / ');
for (const family of [...PERTURBATION_FAMILIES, ...CONTROL_FAMILIES, 'valid'] as const) {
  const rows = scored.filter((x) => x.pair.label === family);
  const control = (CONTROL_FAMILIES as readonly string[]).includes(family) || family === 'valid';
  rows.sort((a, b) => (control ? a.result.score - b.result.score : b.result.score - a.result.score) || a.pair.group - b.pair.group);
  console.log(`\n## ${family}: ${control ? 'lowest' : 'highest'} scores (of ${rows.length})\n`);
  for (const x of rows.slice(0, PER_FAMILY)) {
    console.log(`- ${x.result.score.toFixed(3)} (valid ${validScore.get(x.pair.group)?.toFixed(3)}) ${x.pair.description}: ${tokenize(x.pair.hypothesis).join(' ').slice(0, 140)}\n  ${why(x)}`);
  }
}
