/**
 * Leaderboard: every system under every available metric, each score with its 95% bootstrap interval, and a
 * mark where a system is significantly better than the next one down in that metric (paired bootstrap).
 */
import { esc, fmt, fmtP, note, signatureLine, sortableTable, type Cell } from '../html.js';
import { metricIntervalsSpec } from '../plots/leaderboard.js';
import { leaderboardView, type MetricColumn } from '../compute/leaderboard.js';
import { SectionUnavailable, type BuildContext, type ReportSection } from '../section.js';
import { toCsv } from '../write/tables.js';

export const SIGNIFICANCE_LEVEL = 0.05;

/** Systems in the metric's ranking order (best first). */
export function ranking(column: MetricColumn): string[] {
  const sign = column.higherIsBetter ? -1 : 1;
  return [...column.systems].sort((a, b) => sign * (a.score - b.score) || a.name.localeCompare(b.name)).map((s) => s.name);
}

function pValue(column: MetricColumn, a: string, b: string): number {
  const pair = column.pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
  return pair?.pValue ?? Number.NaN;
}

function scoreCell(column: MetricColumn, name: string, order: string[]): Cell {
  const s = column.systems.find((x) => x.name === name)!;
  const rank = order.indexOf(name);
  const next = order[rank + 1];
  const p = next === undefined ? Number.NaN : pValue(column, name, next);
  const significant = p < SIGNIFICANCE_LEVEL;
  const mark = significant ? `<span class="sig" title="significantly better than ${esc(next!)} (paired bootstrap p = ${fmtP(p)})">*</span>` : '';
  return {
    html: `${fmt(s.score)}${mark}<br><span class="ci">[${fmt(s.low)}, ${fmt(s.high)}]</span>`,
    sort: Number.isNaN(s.score) ? '' : s.score,
    title: `${column.label}: ${fmt(s.score)}, 95% CI [${fmt(s.low)}, ${fmt(s.high)}] (${column.ci}); rank ${rank + 1}${next ? `; vs ${next}: p = ${fmtP(p)}` : ''}`,
    className: rank === 0 ? 'best' : undefined,
  };
}

export const leaderboardSection: ReportSection = {
  id: 'leaderboard',
  title: 'Leaderboard',
  async render(ctx: BuildContext) {
    if (ctx.leaderboardError !== undefined) throw new Error(`the scores could not be computed: ${ctx.leaderboardError}`);
    const lb = ctx.leaderboard;
    if (lb === undefined || lb.metrics.length === 0) {
      const why = lb?.skipped.map((s) => `${s.name}: ${s.reason}`).join('; ');
      throw new SectionUnavailable(`No metric could be computed${why ? ` (${why})` : ''}.`);
    }
    const systems = ctx.dataset.systems.map((s) => s.name);
    const lead = lb.metrics[0]!;
    const leadOrder = ranking(lead);
    const orders = new Map(lb.metrics.map((m) => [m.name, ranking(m)]));
    const rows = leadOrder.map((name) => [
      { html: esc(name), sort: name } as Cell,
      { html: String(leadOrder.indexOf(name) + 1), sort: leadOrder.indexOf(name) + 1 } as Cell,
      ...lb.metrics.map((m) => scoreCell(m, name, orders.get(m.name)!)),
    ]);
    const longRows = lb.metrics.flatMap((m) => m.systems.map((s) => [m.name, s.name, s.score, s.low, s.high, m.ci, m.signature]));
    const csv = ctx.writeData('leaderboard/leaderboard.csv', toCsv(['metric', 'system', 'score', 'ci_low', 'ci_high', 'ci', 'signature'], longRows));
    const json = ctx.writeData('leaderboard/leaderboard.json', `${JSON.stringify(leaderboardView(lb), null, 2)}\n`);
    const pairsCsv = ctx.writeData('leaderboard/pairwise.csv', toCsv(['metric', 'a', 'b', 'difference', 'diff_low', 'diff_high', 'p_value'], lb.metrics.flatMap((m) => m.pairs.map((p) => [m.name, p.a, p.b, p.difference, p.low, p.high, p.pValue]))));
    const sentenceRows = ctx.dataset.source.map((_, i) => [i + 1, ...lb.metrics.flatMap((m) => systems.map((name) => m.systems.find((s) => s.name === name)!.sentences[i]!))]);
    const sentencesCsv = ctx.writeData('leaderboard/sentences.csv', toCsv(['line', ...lb.metrics.flatMap((m) => systems.map((name) => `${m.name}:${name}`))], sentenceRows));
    const table = sortableTable(['System', 'Rank', ...lb.metrics.map((m) => m.label)], rows, {
      id: 'leaderboard-table',
      caption: `${systems.length} systems on ${ctx.dataset.name} (${ctx.dataset.source.length} sentences). Rank by ${lead.label}. Score [95% CI]; * = significantly better than the next system down in that metric (paired bootstrap, p < ${SIGNIFICANCE_LEVEL}). Click a header to sort.`,
      dataFiles: [csv, json, pairsCsv, sentencesCsv],
    });
    const points = lb.metrics.flatMap((m) => m.systems.map((s) => ({ metric: m.label, system: s.name, score: s.score, low: s.low, high: s.high })));
    const fig = await ctx.plot(metricIntervalsSpec(points, leadOrder, lb.signature), 'leaderboard/intervals', 'Each point is a corpus score; the bar its 95% bootstrap interval. Systems ordered by the first metric.');
    const metricRows = lb.metrics.map((m) => [m.label, m.higherIsBetter ? 'higher' : 'lower', m.ci, { html: `<code class="long">${esc(m.signature)}</code>`, sort: m.signature } as Cell]);
    const pairTables = lb.metrics
      .map((m) => {
        const order = orders.get(m.name)!;
        const pairRows = m.pairs.map((p) => [p.a, p.b, p.difference, { html: `[${fmt(p.low)}, ${fmt(p.high)}]`, sort: p.low } as Cell, { html: fmtP(p.pValue), sort: p.pValue } as Cell]);
        return `<h3>${esc(m.label)} — pairwise differences</h3>` + sortableTable(['A', 'B', 'score(A) − score(B)', '95% interval', 'p'], pairRows, { compact: true, caption: `ranking: ${order.join(' > ')}` });
      })
      .join('\n');
    const skipped = lb.skipped.length === 0 ? '' : note('warning', `Not computed: ${lb.skipped.map((s) => `<b>${esc(s.name)}</b> (${esc(s.reason)})`).join('; ')}.`);
    return [
      `<p class="lead">Corpus-level scores of every system under every metric these inputs allow. Intervals come from ${esc(String(ctx.config.bootstrap.resamples))} bootstrap resamples of the sentences, shared by all systems so that differences are paired. M² replays m2scorer's per-sentence annotator choice on each resample (BCa interval); the other metrics use percentile intervals.</p>`,
      signatureLine(lb.signature),
      skipped,
      table,
      `<div class="plots">${fig}</div>`,
      `<details class="more"><summary>Metric signatures and pairwise tests</summary>${sortableTable(['Metric', 'Better', 'Interval', 'Signature'], metricRows, { compact: true })}${pairTables}</details>`,
    ].join('\n');
  },
};
