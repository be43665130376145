/**
 * Valid references that trip a meaning flag: the references of the perturbation suites (JFLEG dev, the evaluation
 * suite; JFLEG test and CoNLL-2014, the fit's selection and tuning suites) whose explanation carries a negation,
 * modality or quantity cost, with the edit that tripped it — for docs/faithfulness.md "Where it fails" and issue #37.
 *
 *   node --import tsx bench/faithfulness/false-alarms.ts [--suite dev|test|conll|all] [--list] [--revision N]
 */
import { FaithfulnessScorer } from '../../src/metrics/faithfulness/scorer.js';
import { conllSuite, jflegSuite, type SuitePair } from './suites.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/faithfulness/false-alarms.ts [options]',
  summary: 'Valid references of the perturbation suites that pay a negation, modality or quantity cost.',
  options: {
    suite: { type: 'string', default: 'all', description: 'dev (JFLEG dev), test (JFLEG test), conll, or all' },
    list: { type: 'boolean', default: false, description: 'print every flagged reference with its edit' },
    revision: { type: 'number', default: 0, description: "feature revision to read the pairs with (default: the shipped model's), with the shipped weights" },
  },
});
const FLAGS = ['negation', 'modality', 'quantity'] as const;
const suites: Record<string, () => SuitePair[]> = { dev: () => jflegSuite(1), test: () => jflegSuite(1, 'test'), conll: () => conllSuite(1) };
const names = opts.suite === 'all' ? Object.keys(suites) : [opts.suite];
const scorer = new FaithfulnessScorer(opts.revision > 0 ? { revision: opts.revision } : {});
console.log(`feature revision ${scorer.revision}`);
for (const name of names) {
  const valid = suites[name]!().filter((p) => p.label === 'valid');
  const counts = Object.fromEntries(FLAGS.map((f) => [f, 0])) as Record<(typeof FLAGS)[number], number>;
  const lines: string[] = [];
  for (const p of valid) {
    const r = scorer.score(p.source, p.hypothesis);
    const fired = new Set<string>();
    for (const e of r.explanation) {
      if (e.kind !== 'edit') continue;
      const hits = e.contributions.filter((c) => (FLAGS as readonly string[]).includes(c.feature) && c.value > 0);
      for (const h of hits) {
        fired.add(h.feature);
        lines.push(`${name}\t${p.group}\t${h.feature}\t${r.score.toFixed(3)}\t${e.original || '∅'} → ${e.correction || '∅'}\t${e.reasons.join('; ')}\n    S: ${p.source}\n    R: ${p.hypothesis}`);
      }
    }
    for (const f of fired) counts[f as (typeof FLAGS)[number]]++;
  }
  console.log(`${name}: ${valid.length} valid references; flagged: ${FLAGS.map((f) => `${f} ${counts[f]} (${((100 * counts[f]) / valid.length).toFixed(1)} %)`).join(', ')}`);
  if (opts.list) console.log(lines.join('\n'));
}
