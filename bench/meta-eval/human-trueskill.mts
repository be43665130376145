// Human TrueSkill recomputed from the raw rankings (GJG15's TS.py procedure, seeded; src/analyses/meta-eval/
// human-trueskill.ts) against the published scores, and the spread over seeds; Expected Wins recomputed beside it.
// Usage: node --import tsx bench/meta-eval/human-trueskill.mts [--data DIR] [--seeds N] [--runs R] [--datasets seeda,gjg15]
// Each seed runs R runs (TS.py's Makefile: 1,000) and averages μ; the table gives, per yardstick, the largest
// |recomputed − published| over systems for the mean over all seeds, Pearson r with the published scores, and the
// per-system spread (max − min over the seeds' means, largest over systems).
import { prepareDataset } from '../../src/analyses/meta-eval/run.js';
import { humanTrueSkill } from '../../src/analyses/meta-eval/human-trueskill.js';
import { rankingsToPairwise } from '../../src/analyses/meta-eval/seeda.js';
import { expectedWins } from '../../src/analyses/maege/chr.js';
import { pearson, spearman } from '../../src/analyses/stats/correlation.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/meta-eval/human-trueskill.mts [options]',
  summary: 'Human TrueSkill recomputed from the raw rankings against the published scores.',
  options: {
    data: { type: 'string', default: '../shared/data', description: 'the shared data folder' },
    seeds: { type: 'number', default: 10, description: 'seeds' },
    runs: { type: 'number', default: 1, description: 'runs per seed' },
    datasets: { type: 'string', default: 'seeda,gjg15', description: 'datasets, comma-separated' },
  },
});
const data = opts.data;
const seeds = opts.seeds;
const runs = opts.runs;
const datasets = opts.datasets.split(',') as ('seeda' | 'gjg15')[];
const f = (x: number) => x.toFixed(3);
console.log(`| yardstick | systems | seeds × runs | max abs diff (mean) | r / ρ vs published | max spread over seeds | EW recomputed: max abs diff | seconds |`);
console.log('|---|---|---|---|---|---|---|---|');
for (const dataset of datasets) {
  const p = prepareDataset(dataset, data);
  const pairs: [string, string, string][] = dataset === 'seeda'
    ? [['SEEDA-E/TrueSkill', 'SEEDA-E/rankings', 'SEEDA-E/ExpectedWins'], ['SEEDA-S/TrueSkill', 'SEEDA-S/rankings', 'SEEDA-S/ExpectedWins']]
    : [['GJG15/TrueSkill', 'GJG15/rankings', 'GJG15/ExpectedWins']];
  for (const [ts, rk, ew] of pairs) {
    const t = performance.now();
    const systems = [...p.human[ts]!.keys()];
    const published = systems.map((s) => p.human[ts]!.get(s)!);
    const perSeed = Array.from({ length: seeds }, (_, k) => humanTrueSkill(p.rankings[rk]!, systems, { runs, seed: k + 1 }));
    const mean = systems.map((s) => perSeed.reduce((a, m) => a + m.get(s)!, 0) / seeds);
    const spread = Math.max(...systems.map((s) => Math.max(...perSeed.map((m) => m.get(s)!)) - Math.min(...perSeed.map((m) => m.get(s)!))));
    const maxDiff = Math.max(...systems.map((_, i) => Math.abs(mean[i]! - published[i]!)));
    const ewMine = expectedWins(rankingsToPairwise(p.rankings[rk]!));
    const ewDiff = Math.max(...systems.map((s) => Math.abs(ewMine.get(s)! - p.human[ew]!.get(s)!)));
    console.log(`| ${ts} | ${systems.length} | ${seeds} × ${runs} | ${f(maxDiff)} | ${f(pearson(mean, published).value)} / ${f(spearman(mean, published).value)} | ${f(spread)} | ${ewDiff.toFixed(5)} | ${((performance.now() - t) / 1000).toFixed(0)} |`);
  }
}
