// Prints the meta-evaluation table of docs/meta-eval.md (Markdown) for the given metrics.
// Usage: node --import tsx bench/meta-eval/table.mts [--data DIR] [--resamples N] [--maege] METRIC…
// Each metric is scored on SEEDA (391 sentences × 15 systems) and on GJG15/NSPT15 (1,312 × 13); --maege adds MAEGE's
// corpus ρ and sentence τ (minutes per metric). Intervals: 95% percentile bootstrap (systems / rankings), seed 1.
import { runHumanMetaEval, type MetaEvalRow } from '../../src/analyses/meta-eval/run.js';
import { runMaegeMetaEval } from '../../src/analyses/meta-eval/maege.js';

const args = process.argv.slice(2);
const take = (flag: string, fallback: string) => {
  const i = args.indexOf(flag);
  if (i < 0) return fallback;
  const v = args[i + 1]!;
  args.splice(i, 2);
  return v;
};
const data = take('--data', '../shared/data');
const resamples = Number(take('--resamples', '1000'));
const maege = args.includes('--maege');
const metrics = args.filter((a) => a !== '--maege');
if (metrics.length === 0) throw new Error('name the metrics, e.g. m2 gleu bleu');

const rows: MetaEvalRow[] = [];
for (const metric of metrics) {
  const t = performance.now();
  for (const dataset of ['seeda', 'gjg15', 'nspt15'] as const) {
    const r = await runHumanMetaEval(dataset, [{ spec: metric }], { data, bootstrap: { resamples, seed: 1 }, systemSets: dataset === 'seeda' ? ['base', 'all'] : ['teams'], window: 0 });
    rows.push(...r.rows);
  }
  if (maege) rows.push(...(await runMaegeMetaEval([{ spec: metric }], { data, seed: 1 })).rows);
  process.stderr.write(`${metric}: ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
}
const f = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '–');
const cell = (metric: string, yardstick: string, set: string, level: string, statistic: string) => {
  const r = rows.find((x) => x.metric === metric && x.yardstick === yardstick && x.systemSet === set && x.level === level && x.statistic === statistic);
  if (r === undefined) return '';
  return Number.isFinite(r.low) ? `${f(r.value)} [${f(r.low)}, ${f(r.high)}]` : f(r.value);
};
const names = [...new Set(rows.map((r) => r.metric))];
const print = (title: string, columns: [string, string, string, string, string][]) => {
  console.log(`\n${title}\n`);
  console.log(`| metric | ${columns.map((c) => c[0]).join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---').join('|')}|`);
  for (const m of names) console.log(`| ${m} | ${columns.map(([, y, s, l, st]) => cell(m, y, s, l, st)).join(' | ')} |`);
};
print('**SEEDA, system level, base set (12 systems): Pearson r / Spearman ρ**', [
  ['SEEDA-S TS r', 'SEEDA-S/TrueSkill', 'base', 'system', 'pearson'],
  ['SEEDA-S TS ρ', 'SEEDA-S/TrueSkill', 'base', 'system', 'spearman'],
  ['SEEDA-E TS r', 'SEEDA-E/TrueSkill', 'base', 'system', 'pearson'],
  ['SEEDA-E TS ρ', 'SEEDA-E/TrueSkill', 'base', 'system', 'spearman'],
  ['SEEDA-E EW r', 'SEEDA-E/ExpectedWins', 'base', 'system', 'pearson'],
  ['SEEDA-E EW ρ', 'SEEDA-E/ExpectedWins', 'base', 'system', 'spearman'],
]);
print('**SEEDA, all 15 systems, and sentence level (pairwise accuracy against the rankings)**', [
  ['SEEDA-E TS r (all)', 'SEEDA-E/TrueSkill', 'all', 'system', 'pearson'],
  ['SEEDA-E TS ρ (all)', 'SEEDA-E/TrueSkill', 'all', 'system', 'spearman'],
  ['SEEDA-S acc (base)', 'SEEDA-S/rankings', 'base', 'sentence', 'accuracy'],
  ['SEEDA-E acc (base)', 'SEEDA-E/rankings', 'base', 'sentence', 'accuracy'],
  ['SEEDA-E acc (all)', 'SEEDA-E/rankings', 'all', 'sentence', 'accuracy'],
]);
print('**GJG15 and NSPT15 (12 CoNLL-2014 teams, whole test set), and MAEGE**', [
  ['GJG15 TS r', 'GJG15/TrueSkill', 'teams', 'system', 'pearson'],
  ['GJG15 TS ρ', 'GJG15/TrueSkill', 'teams', 'system', 'spearman'],
  ['GJG15 EW ρ', 'GJG15/ExpectedWins', 'teams', 'system', 'spearman'],
  ['GJG15 acc', 'GJG15/rankings', 'teams', 'sentence', 'accuracy'],
  ['NSPT15 EW ρ', 'NSPT15/ExpectedWins', 'teams', 'system', 'spearman'],
  ['MAEGE corpus ρ', 'MAEGE/lattice', 'random-source', 'corpus', 'spearman'],
  ['MAEGE sentence τ', 'MAEGE/lattice', 'random-source', 'sentence', 'kendall'],
]);
