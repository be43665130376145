/**
 * Meta-evaluation against human judgments (issue #36): when the configuration names human judgments of the report's
 * systems (`metaEval`: GJG15, SEEDA or NSPT15 in the shared data layout), every leaderboard metric's system-level
 * Pearson r / Spearman ρ with the humans, with its system scores taken from its corpus score, TrueSkill or Expected
 * Wins of its sentence-level comparisons (Goto et al. 2025), the window top-k correlation and the pairwise accuracy,
 * all with bootstrap intervals — computed by `runHumanMetaEval` (src/analyses/meta-eval), restricted to the report's
 * systems. Without `metaEval` the section is not in the page.
 */
import { esc, fmt, note, signatureLine, sortableTable, type Cell } from '../html.js';
import { SectionUnavailable, type BuildContext, type ReportSection } from '../section.js';
import type { MetaEvalRow } from '../../analyses/meta-eval/run.js';

const AGGREGATIONS = ['corpus', 'trueskill', 'expected-wins'] as const;
const AGGREGATION_LABEL: Record<string, string> = { corpus: 'corpus score', trueskill: 'TrueSkill', 'expected-wins': 'Expected Wins' };

/** A leaderboard column as a meta-evaluation metric request; USIM is left out (it would parse the whole human dataset). */
async function requestOf(column: string): Promise<{ spec: string; options?: Record<string, string> } | undefined> {
  if (column === 'usim') return undefined;
  const { isEnsembleSpec, ensembleSpecMembers } = await import('../compute/ensemble.js');
  if (isEnsembleSpec(column)) return { spec: 'ensemble', options: { metrics: (await ensembleSpecMembers(column)).join(',') } };
  return { spec: column };
}

function intervalCell(row: MetaEvalRow | undefined): Cell {
  if (row === undefined) return { html: '–', sort: '' };
  return { html: `${fmt(row.value)}<br><span class="ci">[${fmt(row.low)}, ${fmt(row.high)}]</span>`, sort: row.value, title: `${row.statistic} over ${row.n} systems: ${fmt(row.value)}, 95% CI [${fmt(row.low)}, ${fmt(row.high)}]` };
}

const normalise = (line: string) => line.trim().split(/\s+/u).join(' ');

export const metaEvalSection: ReportSection = {
  id: 'meta-eval',
  title: 'Meta-evaluation against human judgments',
  enabled: (config) => config.metaEval !== undefined,
  async render(ctx: BuildContext) {
    const cfg = ctx.config.metaEval!;
    const lb = ctx.leaderboard;
    if (lb === undefined) throw new SectionUnavailable(`the meta-evaluation correlates the leaderboard's metrics, which were not computed${ctx.leaderboardError ? `: ${ctx.leaderboardError}` : ''}`);
    const { prepareDataset, runHumanMetaEval } = await import('../../analyses/meta-eval/run.js');
    const { formatTsv } = await import('../../analyses/meta-eval/format.js');
    const { metaEvalCorrelationSpec } = await import('../plots/meta-eval.js');
    const label = cfg.dataset.toUpperCase();
    // Which of the report's systems the human data judged, and whether the report's outputs are the judged ones.
    const prepared = prepareDataset(cfg.dataset, cfg.data);
    const judged = (name: string) => prepared.scoring.outputs.has(name) && Object.values(prepared.human).every((h) => h.has(name));
    const matched = ctx.dataset.systems.filter((s) => judged(s.name));
    const unmatched = ctx.dataset.systems.filter((s) => !judged(s.name)).map((s) => s.name);
    if (matched.length < 3) {
      throw new SectionUnavailable(`${matched.length} of the report's systems (${ctx.dataset.systems.map((s) => s.name).join(', ')}) have human judgments in ${label}; a correlation needs at least 3. Name systems as ${label} does: ${[...prepared.scoring.outputs.keys()].filter(judged).join(', ')}.`);
    }
    const differing = matched.flatMap((s) => {
      const theirs = prepared.scoring.outputs.get(s.name)!;
      if (theirs.length !== s.lines.length) return [`${s.name} (${s.lines.length} lines here, ${theirs.length} judged)`];
      const n = s.lines.filter((line, i) => normalise(line) !== normalise(theirs[i]!)).length;
      return n === 0 ? [] : [`${s.name} (${n} of ${theirs.length} lines differ)`];
    });
    const requests: { spec: string; name: string; options?: Record<string, string> }[] = [];
    for (const column of lb.metrics) {
      const request = await requestOf(column.name);
      if (request !== undefined) requests.push({ ...request, name: column.label });
    }
    if (requests.length === 0) throw new SectionUnavailable(`no leaderboard metric to meta-evaluate (columns: ${lb.metrics.map((m) => m.name).join(', ') || 'none'})`);
    const result = await runHumanMetaEval(cfg.dataset, requests, {
      data: cfg.data,
      aggregate: [...AGGREGATIONS],
      window: cfg.window,
      systems: matched.map((s) => s.name),
      bootstrap: { resamples: ctx.config.bootstrap.resamples, seed: ctx.config.bootstrap.seed },
    });
    const metricOrder = requests.map((r) => r.name);
    const n = matched.length;
    const windowStat = (kind: string) => `${kind}@1-${cfg.window}`;
    const find = (metric: string, yardstick: string, aggregation: string, level: string, statistic: string) =>
      result.rows.find((r) => r.metric === metric && r.yardstick === yardstick && r.aggregation === aggregation && r.level === level && r.statistic === statistic);
    const yardsticks = Object.keys(result.human);
    const tableRows: Cell[][] = [];
    const points: { metric: string; yardstick: string; aggregation: string; r: number; low: number; high: number }[] = [];
    for (const metric of metricOrder) {
      for (const yardstick of yardsticks) {
        for (const aggregation of AGGREGATIONS) {
          const r = find(metric, yardstick, aggregation, 'system', 'pearson');
          if (r === undefined) continue;
          tableRows.push([
            { html: esc(metric), sort: metric },
            { html: esc(yardstick), sort: yardstick },
            { html: esc(AGGREGATION_LABEL[aggregation]!), sort: aggregation },
            intervalCell(r),
            intervalCell(find(metric, yardstick, aggregation, 'system', 'spearman')),
            intervalCell(find(metric, yardstick, aggregation, 'system', 'accuracy')),
            intervalCell(find(metric, yardstick, aggregation, 'window', windowStat('pearson'))),
            intervalCell(find(metric, yardstick, aggregation, 'window', windowStat('spearman'))),
          ]);
          points.push({ metric, yardstick, aggregation: AGGREGATION_LABEL[aggregation]!, r: r.value, low: r.low, high: r.high });
        }
      }
    }
    const files = [
      ctx.writeData('meta-eval/rows.tsv', formatTsv(result.rows)),
      ctx.writeData('meta-eval/result.json', `${JSON.stringify({ signature: result.signature, systems: matched.map((s) => s.name), human: result.human, metrics: result.metrics, rows: result.rows, notes: result.notes }, null, 2)}\n`),
    ];
    const spec = metaEvalCorrelationSpec(
      points,
      metricOrder,
      `${label}, ${n} systems; 95% bootstrap intervals over systems (${ctx.config.bootstrap.resamples} resamples, seed ${ctx.config.bootstrap.seed})`,
    );
    const figure = await ctx.plot(spec, 'meta-eval/correlations', 'Each point is a metric\'s Pearson r with the human system scores; the bar its 95% bootstrap interval over systems. Colours: where the metric\'s system scores come from.');
    const warnings: string[] = [];
    if (unmatched.length > 0) warnings.push(note('info', `Not judged in ${esc(label)}, so not in this section: ${unmatched.map((s) => `<b>${esc(s)}</b>`).join(', ')}.`));
    if (differing.length > 0) warnings.push(note('warning', `The report's outputs differ from the outputs the humans judged: ${differing.map(esc).join('; ')}. This section scores the judged outputs from <code>${esc(cfg.data)}</code>.`));
    if (n < 8) warnings.push(note('info', `Correlations over ${n} systems have wide intervals; the papers use 12–15.`));
    if (cfg.window === 0 || cfg.window >= n) warnings.push(note('info', `No window analysis: it needs more systems than its window (${cfg.window}); there are ${n}.`));
    if (lb.metrics.some((m) => m.name === 'usim')) warnings.push(note('info', `USIM is left out here: it would parse every output of ${esc(label)}; <code>gecval meta-eval --dataset ${esc(cfg.dataset)} --metric usim</code> computes it.`));
    return [
      `<p class="lead">How well each leaderboard metric agrees with human judgments of these systems (${esc(label)}: ${matched.map((s) => esc(s.name)).join(', ')}). A metric's system scores are its corpus scores, or — as humans' rankings are made — TrueSkill or Expected Wins over its sentence-level comparisons of every pair of systems (Goto et al. 2025). r/ρ: Pearson/Spearman with the human system scores; pairwise accuracy: the share of system pairs the metric orders as the humans do; top-${cfg.window}: the correlation among the ${cfg.window} systems the humans rank best. Every interval is a 95% percentile bootstrap over systems. The metrics score the judged outputs as <code>gecval meta-eval --dataset ${esc(cfg.dataset)}</code> does (the dataset's own references), so a metric's scores here can differ from its leaderboard column.</p>`,
      signatureLine(result.signature),
      ...warnings,
      sortableTable(['Metric', 'Human scores', 'Metric system scores', 'Pearson r', 'Spearman ρ', 'Pairwise accuracy', `Top-${cfg.window} r`, `Top-${cfg.window} ρ`], tableRows, { id: 'meta-eval-table', caption: `System level, ${n} systems (${label}). Sentence-level accuracy and τ are in rows.tsv.`, dataFiles: files }),
      `<div class="plots">${figure}</div>`,
      `<details class="more"><summary>Metric signatures and data notes</summary><ul>${result.metrics.map((m) => `<li>${esc(m.metric)}: <code>${esc(m.signature)}</code></li>`).join('')}${result.notes.map((t) => `<li>${esc(t)}</li>`).join('')}</ul></details>`,
    ].join('\n');
  },
};
