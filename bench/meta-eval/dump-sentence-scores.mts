// Writes gecval's sentence scores of every system of a meta-evaluation dataset, for running the reference
// implementations (gec-metrics' aggregation, SEEDA's scripts) on the same numbers.
// Usage: node --import tsx bench/meta-eval/dump-sentence-scores.mts DATASET OUT.json METRIC… [--data DIR]
// Output: {dataset, systems, metrics: {name: {higherIsBetter, corpus: {system: x}, sentences: {system: [..]}}}}
import { writeFileSync } from 'node:fs';
import { prepareDataset } from '../../src/analyses/meta-eval/run.js';
import { scoreSystems } from '../../src/analyses/meta-eval/scoring.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/meta-eval/dump-sentence-scores.mts [options]',
  summary: 'Sentence scores of every system of a meta-evaluation dataset, for the reference implementations.',
  positionals: 'DATASET OUT.json METRIC…',
  options: {
    data: { type: 'string', default: '../shared/data', description: 'the shared data folder' },
  },
});
const data = opts.data;
const [dataset, out, ...metrics] = opts.positionals as [string, string, ...string[]];
const prepared = prepareDataset(dataset as 'seeda' | 'gjg15', data);
const result: Record<string, unknown> = {};
// `NAME@key=value` passes an option (e.g. `ensemble@metrics=gleu,green`).
for (const arg of metrics) {
  const [spec, option] = arg.split('@') as [string, string | undefined];
  const options = option === undefined ? undefined : { [option.slice(0, option.indexOf('='))]: option.slice(option.indexOf('=') + 1) };
  const s = await scoreSystems(prepared.scoring, { spec, options });
  result[s.metric] = { higherIsBetter: s.higherIsBetter, signature: s.signature, corpus: Object.fromEntries(s.corpus), sentences: Object.fromEntries(s.sentences), ...(s.members ? { members: Object.fromEntries(s.members) } : {}) };
}
writeFileSync(out, `${JSON.stringify({ dataset, systems: [...prepared.scoring.outputs.keys()], metrics: result })}\n`);
