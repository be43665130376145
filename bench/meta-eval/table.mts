// Prints the meta-evaluation table of docs/meta-eval.md (Markdown) for the given metrics.
// Usage: node --import tsx bench/meta-eval/table.mts [--data DIR] [--resamples N] [--datasets LIST] [--maege]
//          [--maege-seeds N] [--maege-variant registry|paper] [-O METRIC:key=value]… [--save FILE] [--from FILE]… [METRIC…]
// Each metric is scored on SEEDA (391 sentences × 15 systems) and on GJG15/NSPT15 (1,312 × 13); --maege adds MAEGE's
// corpus ρ and sentence τ (random source, --maege-seeds corpus draws averaged, default 10). Intervals: 95% percentile
// bootstrap (systems / rankings), seed 1. --datasets (default seeda,gjg15,nspt15; `none` for MAEGE only) computes
// one part at a time; --save writes the rows and run times as JSON, and --from renders saved parts together (no
// metric is computed then; a later part wins where two parts have the same row), so a long metric (USIM parses
// every output) can run apart from the others.
// --aggregate computes a part with every aggregation (corpus, TrueSkill, Expected Wins of the sentence-level
// comparisons), window 4 and system-level pairwise accuracy (SEEDA: base and all; GJG15: all 13 and the 12 teams);
// --aggregation-tables prints the tables of those rows (with the published-not-run rows beside them).
import { readFileSync, writeFileSync } from 'node:fs';
import { runHumanMetaEval, type MetaEvalRow } from '../../src/analyses/meta-eval/run.js';
import { runMaegeMetaEval } from '../../src/analyses/meta-eval/maege.js';
import { findMetric } from '../../src/metrics/registry.js';
import { systemCorrelation } from '../../src/analyses/meta-eval/stats.js';
import { readSeeda, SEEDA_SYSTEMS } from '../../src/analyses/meta-eval/seeda.js';
import { benchArgs } from '../lib/args.js';

interface SavedPart {
  readonly rows: MetaEvalRow[];
  /** Wall seconds per metric and dataset. */
  readonly seconds: Record<string, Record<string, number>>;
  readonly command: string;
}

const opts = benchArgs({
  usage: 'node --import tsx bench/meta-eval/table.mts [options]',
  summary: 'The meta-evaluation table of docs/meta-eval.md (Markdown) for the given metrics.',
  positionals: '[METRIC…]',
  options: {
    data: { type: 'string', default: '../shared/data', description: 'the shared data folder' },
    resamples: { type: 'number', default: 1000, description: 'bootstrap resamples' },
    'maege-seeds': { type: 'number', default: 10, description: "MAEGE's corpus draws averaged" },
    datasets: { type: 'string', default: 'seeda,gjg15,nspt15', description: 'datasets (none: MAEGE only)' },
    save: { type: 'string', default: '', description: 'write the rows and run times as JSON to FILE' },
    from: { type: 'strings', description: 'render saved parts (FILE or FILE,FILE) together' },
    option: { type: 'strings', short: 'O', description: 'METRIC:key=value, a metric option' },
    maege: { type: 'boolean', description: "add MAEGE's corpus ρ and sentence τ" },
    aggregate: { type: 'boolean', description: 'every aggregation (corpus, TrueSkill, Expected Wins)' },
    'aggregation-tables': { type: 'boolean', description: 'print the tables of the aggregation rows' },
    summary: { type: 'boolean', description: 'print the summary table' },
    times: { type: 'boolean', description: 'print the run times' },
    'seeda-lm-critic': { type: 'string', description: "SEEDA's LM-Critic subset file as another version" },
    'maege-variant': { type: 'string', default: 'registry', description: 'registry or paper' },
  },
});
const command = process.argv.slice(2).join(' ');
const data = opts.data;
const resamples = opts.resamples;
const maegeSeeds = opts['maege-seeds'];
const datasets = opts.datasets.split(',').filter((d) => d !== 'none' && d !== '') as ('seeda' | 'gjg15' | 'nspt15')[];
const save = opts.save;
const from = opts.from.flatMap((f) => f.split(','));
const optionArgs = opts.option;
const maege = opts.maege;
const aggregate = opts.aggregate;
// SEEDA's LM-Critic subset file as another version (tmu-nlp/SEEDA changed it on 2024-12-14), to compare tables.
const lmCriticSubset = opts['seeda-lm-critic'] || undefined;
// MAEGE's presets are the MAEGE paper code's variants (iBLEU rewarding the source, BLEU on normalised text, ...);
// by default the table's MAEGE columns score the same variant as its human columns: the registry defaults.
const maegeVariant = opts['maege-variant'];
if (!['registry', 'paper'].includes(maegeVariant)) throw new Error('--maege-variant is registry or paper');
const metrics = [...opts.positionals];
if (metrics.length === 0 && from.length === 0) throw new Error('name the metrics, e.g. m2 gleu bleu, or give --from FILE');

/** `-O usim:cacheDir=DIR` → options of metric usim. */
const optionsOf = (metric: string): Record<string, string> | undefined => {
  const out: Record<string, string> = {};
  for (const o of optionArgs) {
    const m = /^([^:=]+):([^=]+)=(.*)$/u.exec(o);
    if (m === null) throw new Error(`-O wants METRIC:key=value, got '${o}'`);
    if (m[1] === metric) out[m[2]!] = m[3]!;
  }
  return Object.keys(out).length > 0 ? out : undefined;
};

/** The registry defaults of every option a metric's MAEGE preset sets, under the user's `-O` options. */
const maegeOptions = (metric: string): Record<string, string> | undefined => {
  const user = optionsOf(metric);
  if (maegeVariant === 'paper' || metric.includes(':') || /\.(m?js|ts)$/u.test(metric)) return user;
  const entry = findMetric(metric);
  const preset = entry.maege?.find((p) => p.name === entry.name) ?? entry.maege?.[0];
  const defaults = entry.defaults as Record<string, unknown>;
  const keys = Object.keys(preset?.options ?? {}).filter((k) => defaults[k] !== undefined && entry.options.some((o) => o.key === k));
  const out = { ...Object.fromEntries(keys.map((k) => [k, String(defaults[k])])), ...user };
  return Object.keys(out).length > 0 ? out : undefined;
};

const rows: MetaEvalRow[] = [];
const seconds: Record<string, Record<string, number>> = {};
for (const file of from) {
  const part = JSON.parse(readFileSync(file, 'utf8')) as SavedPart;
  rows.push(...part.rows);
  for (const [metric, s] of Object.entries(part.seconds)) seconds[metric] = { ...seconds[metric], ...s };
}
const persist = () => {
  if (save !== '') writeFileSync(save, `${JSON.stringify({ rows, seconds, command } satisfies SavedPart, null, 1)}\n`);
};
for (const metric of metrics) {
  const request = { spec: metric, options: optionsOf(metric) };
  for (const dataset of datasets) {
    const t = performance.now();
    const r = aggregate
      ? await runHumanMetaEval(dataset, [request], {
          data,
          bootstrap: { resamples, seed: 1 },
          systemSets: dataset === 'seeda' ? ['base', 'all'] : ['all', 'teams'],
          window: 4,
          aggregate: ['corpus', 'trueskill', 'expected-wins'],
          lmCriticSubset,
        })
      : await runHumanMetaEval(dataset, [request], { data, bootstrap: { resamples, seed: 1 }, systemSets: dataset === 'seeda' ? ['base', 'all'] : ['teams'], window: 0 });
    rows.push(...r.rows);
    // Times are kept under the name the rows carry (a module's own name, not its path).
    const name = r.metrics[0]?.metric ?? metric;
    (seconds[name] ??= {})[dataset] = (performance.now() - t) / 1000;
    process.stderr.write(`${name} ${dataset}: ${seconds[name]![dataset]!.toFixed(1)} s\n`);
  }
  if (datasets.length > 0) persist();
}
if (maege && metrics.length > 0) {
  // One MAEGE run for all metrics: the lattices and corpus draws are built once and shared.
  const t = performance.now();
  const r = await runMaegeMetaEval(metrics.map((metric) => ({ spec: metric, options: maegeOptions(metric) })), { data, seed: 1, corpusSeeds: maegeSeeds });
  rows.push(...r.rows);
  for (const note of r.notes) process.stderr.write(`${note}\n`);
  for (const m of r.metrics) if (m.seconds !== undefined) (seconds[m.metric] ??= {}).maege = m.seconds;
  (seconds['(MAEGE lattices)'] ??= {}).maege = (performance.now() - t) / 1000 - r.metrics.reduce((sum, m) => sum + (m.seconds ?? 0), 0);
  process.stderr.write(`maege: ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
  persist();
}
for (const [metric, s] of Object.entries(seconds)) {
  process.stderr.write(`${metric}: ${Object.entries(s).map(([d, v]) => `${d} ${v.toFixed(1)} s`).join(', ')}\n`);
}
const f = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '–');
// Rows saved before aggregations existed have none: they are corpus rows.
const find = (metric: string, yardstick: string, set: string, level: string, statistic: string, aggregation = 'corpus') =>
  rows.findLast(
    (x) => x.metric === metric && x.yardstick === yardstick && x.systemSet === set && x.level === level && x.statistic === statistic && (x.level === 'sentence' || x.dataset === 'MAEGE' || (x.aggregation ?? 'corpus') === aggregation),
  );
// MAEGE's corpus score is the mean of sentence scores for every metric (the MAEGE paper's protocol), and SentM² and
// SentERRANT have the sentence scores of M² and ERRANT: under MAEGE they are the same metric, so they show its cells.
const MAEGE_SAME_AS: Record<string, string> = { 'sent-m2': 'm2', 'sent-errant': 'errant' };
// GoToScorer's weights need a set of systems, CLEME's length weights a corpus-wide mean: no per-item MAEGE form.
const NO_MAEGE_FORM = new Set(['gotoscorer', 'cleme']);
const cell = (metric: string, yardstick: string, set: string, level: string, statistic: string, withInterval = true) => {
  const r = find(yardstick.startsWith('MAEGE') ? (MAEGE_SAME_AS[metric] ?? metric) : metric, yardstick, set, level, statistic);
  // n/a: MAEGE cannot run the metric (docs/meta-eval.md says why); an empty cell was not computed.
  if (r === undefined) return yardstick.startsWith('MAEGE') && NO_MAEGE_FORM.has(metric) ? 'n/a' : '';
  return withInterval && Number.isFinite(r.low) ? `${f(r.value)} [${f(r.low)}, ${f(r.high)}]` : f(r.value);
};
// The issue's order; metrics not in it (user metrics) follow in the order they were run.
const ORDER = ['m2', 'sent-m2', 'errant', 'sent-errant', 'gleu', 'bleu', 'ibleu', 'sari', 'max-sari', 'gotoscorer', 'green', 'cleme', 'cleme2', 'grammaticality', 'usim', 'faithfulness', 'ensemble'];
const rank = (m: string) => (ORDER.includes(m) ? ORDER.indexOf(m) : ORDER.length);
const names = [...new Set(rows.map((r) => r.metric))].sort((a, b) => rank(a) - rank(b));
// Human rows are needed for a metric to be listed (a MAEGE-only part adds columns, not rows).
const listed = names.filter((m) => rows.some((r) => r.metric === m && r.dataset !== 'MAEGE'));
type Column = [string, string, string, string, string];
const print = (title: string, columns: Column[], withInterval = true) => {
  console.log(`\n${title}\n`);
  console.log(`| metric | ${columns.map((c) => c[0]).join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---').join('|')}|`);
  for (const m of listed) console.log(`| ${m} | ${columns.map(([, y, s, l, st]) => cell(m, y, s, l, st, withInterval)).join(' | ')} |`);
};
const MAEGE_COLUMNS: Column[] = [
  ['MAEGE corpus ρ', 'MAEGE/lattice', 'random-source', 'corpus', 'spearman'],
  ['MAEGE sentence τ', 'MAEGE/lattice', 'random-source', 'sentence', 'kendall'],
];
/**
 * Published system scores of neural metrics gecval cannot run here (no model weights, no network): SEEDA's README
 * (tmu-nlp/SEEDA@0c6c07f, "Evaluation scores for each system"), on the whole CoNLL-2014 test set (not SEEDA's
 * 391-sentence subset), systems in SEEDA's alphabetical order. gecval only correlates them with the human scores.
 */
const PUBLISHED: Record<string, readonly number[]> = {
  'Scribendi Score': [527, 739, 640, 529, 835, 0, 683, 601, 711, 754, 678, 668, 448, 779, 666],
  SOME: [0.7933, 0.8151, 0.8016, 0.786, 0.8379, 0.7506, 0.8028, 0.8066, 0.8463, 0.8155, 0.8123, 0.8202, 0.7972, 0.82, 0.808],
  IMPARA: [5.31, 5.816, 5.644, 5.17, 6.376, 4.089, 5.543, 5.659, 6.569, 5.908, 5.757, 6.045, 5.52, 6.035, 5.591],
};
const BASE_OUT = new Set(['INPUT', 'REF-F', 'GPT-3.5']);
const publishedRow = (name: string, yardsticks: readonly string[]) => {
  const seeda = readSeeda(`${data}/seeda`);
  const idx = SEEDA_SYSTEMS.map((s, i) => [s, i] as const).filter(([s]) => !BASE_OUT.has(s));
  const cells = yardsticks.flatMap((y) =>
    (['pearson', 'spearman'] as const).map((kind) => {
      const c = systemCorrelation(kind, idx.map(([s]) => seeda.human[y]!.get(s)!), idx.map(([, i]) => PUBLISHED[name]![i]!), { resamples, seed: 1, alpha: 0.05 });
      return `${f(c.value)} [${f(c.low)}, ${f(c.high)}]`;
    }),
  );
  return cells;
};
if (opts['aggregation-tables']) {
  const AGG: [string, string][] = [['corpus', 'corpus'], ['trueskill', 'TS'], ['expected-wins', 'EW']];
  const aggCell = (m: string, y: string, set: string, level: string, st: string, agg: string) => {
    const r = find(m, y, set, level, st, agg);
    return r === undefined ? '' : Number.isFinite(r.low) ? `${f(r.value)} [${f(r.low)}, ${f(r.high)}]` : f(r.value);
  };
  const aggListed = listed.filter((m) => rows.some((r) => r.metric === m && r.aggregation === 'trueskill'));
  const table = (title: string, columns: [string, string, string, string, string, string][], published?: readonly string[]) => {
    console.log(`\n${title}\n`);
    console.log(`| metric | ${columns.map((c) => c[0]).join(' | ')} |`);
    console.log(`|---|${columns.map(() => '---').join('|')}|`);
    for (const m of aggListed) console.log(`| ${m} | ${columns.map(([, y, s, l, st, a]) => aggCell(m, y, s, l, st, a)).join(' | ')} |`);
    if (published !== undefined) {
      for (const name of Object.keys(PUBLISHED)) {
        const cells = publishedRow(name, published);
        // Published scores have one aggregation (the metric's own corpus score): the corpus columns only.
        console.log(`| ${name} (published, not run) | ${columns.map(([, , , , st, a], i) => (a === 'corpus' ? cells[published.indexOf(columns[i]![1]) * 2 + (st === 'pearson' ? 0 : 1)] : '')).join(' | ')} |`);
      }
    }
  };
  for (const [y, label] of [['SEEDA-E/TrueSkill', 'SEEDA-E'], ['SEEDA-S/TrueSkill', 'SEEDA-S']] as const) {
    table(
      `**${label} (human TrueSkill), base set (12 systems): metric system scores by corpus score, TrueSkill (TS) and Expected Wins (EW) of its sentence-level comparisons — Pearson r / Spearman ρ**`,
      AGG.flatMap(([a, l]) => [[`${l} r`, y, 'base', 'system', 'pearson', a], [`${l} ρ`, y, 'base', 'system', 'spearman', a]] as [string, string, string, string, string, string][]),
      [y],
    );
  }
  table(
    '**SEEDA-E (human TrueSkill): top-4 window (human ranks 1–4, base set) and system-level pairwise accuracy (base, all 15)**',
    AGG.flatMap(([a, l]) => [
      [`${l} r top-4`, 'SEEDA-E/TrueSkill', 'base', 'window', 'pearson@1-4', a],
      [`${l} pairwise acc`, 'SEEDA-E/TrueSkill', 'base', 'system', 'accuracy', a],
      [`${l} pairwise acc (all)`, 'SEEDA-E/TrueSkill', 'all', 'system', 'accuracy', a],
    ] as [string, string, string, string, string, string][]),
  );
  table(
    '**SEEDA, all 15 systems: SEEDA-E (human TrueSkill) Pearson r / Spearman ρ by aggregation**',
    AGG.flatMap(([a, l]) => [[`${l} r`, 'SEEDA-E/TrueSkill', 'all', 'system', 'pearson', a], [`${l} ρ`, 'SEEDA-E/TrueSkill', 'all', 'system', 'spearman', a]] as [string, string, string, string, string, string][]),
  );
  table(
    "**GJG15 (human TrueSkill, Table 3), 12 teams + INPUT (gec-metrics' set): Pearson r / Spearman ρ by aggregation; pairwise accuracy**",
    AGG.flatMap(([a, l]) => [
      [`${l} r`, 'GJG15/TrueSkill', 'all', 'system', 'pearson', a],
      [`${l} ρ`, 'GJG15/TrueSkill', 'all', 'system', 'spearman', a],
      [`${l} acc`, 'GJG15/TrueSkill', 'all', 'system', 'accuracy', a],
    ] as [string, string, string, string, string, string][]),
  );
} else if (opts.summary) {
  print('**Every metric under every yardstick (value [95% interval]; MAEGE: no interval)**', [
    ['SEEDA-E TS r (base)', 'SEEDA-E/TrueSkill', 'base', 'system', 'pearson'],
    ['SEEDA-S TS r (base)', 'SEEDA-S/TrueSkill', 'base', 'system', 'pearson'],
    ['SEEDA-E TS r (all 15)', 'SEEDA-E/TrueSkill', 'all', 'system', 'pearson'],
    ['SEEDA-E acc (base)', 'SEEDA-E/rankings', 'base', 'sentence', 'accuracy'],
    ['GJG15 TS r', 'GJG15/TrueSkill', 'teams', 'system', 'pearson'],
    ['NSPT15 EW ρ', 'NSPT15/ExpectedWins', 'teams', 'system', 'spearman'],
    ...MAEGE_COLUMNS,
  ]);
} else {
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
  print('**GJG15 and NSPT15 (12 CoNLL-2014 teams, whole test set), and MAEGE (CoNLL-2014 lattices, random source)**', [
    ['GJG15 TS r', 'GJG15/TrueSkill', 'teams', 'system', 'pearson'],
    ['GJG15 TS ρ', 'GJG15/TrueSkill', 'teams', 'system', 'spearman'],
    ['GJG15 EW ρ', 'GJG15/ExpectedWins', 'teams', 'system', 'spearman'],
    ['GJG15 acc', 'GJG15/rankings', 'teams', 'sentence', 'accuracy'],
    ['NSPT15 EW ρ', 'NSPT15/ExpectedWins', 'teams', 'system', 'spearman'],
    ...MAEGE_COLUMNS,
  ]);
}
if (opts.times) {
  const sec = (m: string, d: string) => (seconds[m]?.[d] === undefined ? '' : `${Math.round(seconds[m]![d]!)}`);
  console.log('\n| metric | SEEDA s | GJG15 s | NSPT15 s | MAEGE s |\n|---|---|---|---|---|');
  for (const m of Object.keys(seconds).sort((a, b) => rank(a) - rank(b))) console.log(`| ${m} | ${['seeda', 'gjg15', 'nspt15', 'maege'].map((d) => sec(m, d)).join(' | ')} |`);
  // The parts' metric time, one after another (each process' start-up and data loading not counted).
  const column = (d: string) => Object.values(seconds).reduce((sum, s) => sum + (s[d] ?? 0), 0);
  const all = ['seeda', 'gjg15', 'nspt15', 'maege'].reduce((sum, d) => sum + column(d), 0);
  console.log(`| (total: ${Math.round(all)} s = ${(all / 60).toFixed(1)} min) | ${['seeda', 'gjg15', 'nspt15', 'maege'].map((d) => (column(d) === 0 ? '' : `${Math.round(column(d))}`)).join(' | ')} |`);
}
