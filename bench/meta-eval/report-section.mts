// The report's meta-evaluation section on real data: CoNLL-2014 AMU, CAMB, CUUI, POST, UFC, IITB against GJG15,
// leaderboard M², GLEU and the ensemble GLEU+BLEU, 100 resamples, seed 1. Prints the section's system-level rows
// (metric, aggregation, yardstick, statistic, value [low, high]) and the time each part took.
// Usage: node --import tsx bench/meta-eval/report-section.mts [--data DIR] [--out DIR]
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { parseReportConfig, SECTION_IDS } from '../../src/report/config.js';
import { buildReport } from '../../src/report/build.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/meta-eval/report-section.mts [options]',
  summary: "The report's meta-evaluation section on real data.",
  options: {
    data: { type: 'string', default: '../shared/data', description: 'the shared data folder' },
    out: { type: 'string', default: '/tmp/gecval-meta-eval-section', description: 'output folder' },
  },
});
const data = resolve(opts.data);
const out = resolve(opts.out);
const C = `${data}/conll14`;
const t0 = performance.now();
const built = await buildReport(
  parseReportConfig(
    {
      out,
      dataset: { name: 'CoNLL-2014', source: `${C}/source.txt`, m2: `${C}/official-2014.combined.m2`, references: [`${C}/official-2014.0.m2`, `${C}/official-2014.1.m2`], systems: ['AMU', 'CAMB', 'CUUI', 'POST', 'UFC', 'IITB'].map((s) => `${s}=${C}/systems/${s}.txt`) },
      metrics: ['m2', 'gleu', 'ensemble:gleu+bleu'],
      bootstrap: { resamples: 100, seed: 1 },
      sections: Object.fromEntries(SECTION_IDS.map((id) => [id, id === 'leaderboard' || id === 'meta-eval'])),
      parser: { use: false },
      metaEval: { data, dataset: 'gjg15' },
    },
    '/',
  ),
);
const rows = readFileSync(`${out}/meta-eval/rows.tsv`, 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'));
for (const r of rows.filter((r) => r[4] === 'system' || r[5]!.endsWith('@1-4'))) {
  console.log(`${r[1]}\t${r[10]}\t${r[2]}\t${r[5]}\t${Number(r[6]).toFixed(3)} [${Number(r[7]).toFixed(3)}, ${Number(r[8]).toFixed(3)}]`);
}
console.log(built.sections.filter((s) => s.status !== 'disabled').map((s) => `${s.id}: ${s.status} ${s.seconds.toFixed(1)} s`).join('; '), `; whole report ${((performance.now() - t0) / 1000).toFixed(1)} s; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
