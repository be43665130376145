/**
 * USIM per system: the mean over sentences with a bootstrap interval, and the sentence-level distribution.
 * Says plainly where the graphs came from (bundled parser, or given pre-parsed graphs and on which data).
 */
import { esc, fmt, note, signatureLine, sortableTable, type Cell } from '../html.js';
import { usimDistributionSpec } from '../plots/leaderboard.js';
import { meanColumn } from '../compute/leaderboard.js';
import { toCsv } from '../write/tables.js';
import { SectionUnavailable, type BuildContext, type ReportSection } from '../section.js';
import { ranking } from './leaderboard.js';

export const usimSection: ReportSection = {
  id: 'usim',
  title: 'USIM (semantic faithfulness)',
  async render(ctx: BuildContext) {
    const data = ctx.usim;
    if (data === undefined) throw new SectionUnavailable(`USIM needs UCCA graphs: ${ctx.usimNote ?? 'none were available'}. Give pre-parsed graphs in the configuration's "ucca" block, or install the parser model.`);
    const column = meanColumn('usim', 'USIM', data.signature, data.systems.map((s) => ({ name: s.name, sentences: s.usim })), ctx.config.bootstrap.resamples, ctx.config.bootstrap.seed, ctx.progress);
    const order = ranking(column);
    const rows = order.map((name) => {
      const s = column.systems.find((x) => x.name === name)!;
      const xs = [...s.sentences].sort((a, b) => a - b);
      const q = (p: number) => xs[Math.min(xs.length - 1, Math.floor(p * (xs.length - 1)))]!;
      return [
        { html: esc(name), sort: name } as Cell,
        { html: `${fmt(s.score)}<span class="ci">[${fmt(s.low)}, ${fmt(s.high)}]</span>`, sort: s.score } as Cell,
        q(0),
        q(0.25),
        q(0.5),
        q(0.75),
        q(1),
        { html: String(xs.filter((v) => v === 1).length), sort: xs.filter((v) => v === 1).length } as Cell,
      ];
    });
    const csv = ctx.writeData('usim/usim-sentences.csv', toCsv(['line', ...data.systems.map((s) => s.name)], data.source.map((_, i) => [i + 1, ...data.systems.map((s) => s.usim[i]!)])));
    const json = ctx.writeData('usim/usim.json', `${JSON.stringify({ dataset: data.datasetName, graphs: data.how, signature: data.signature, systems: column.systems.map(({ sentences: _, ...rest }) => rest), pairs: column.pairs }, null, 2)}\n`);
    const values = data.systems.flatMap((s) => s.usim.map((usim) => ({ system: s.name, usim })));
    const fig = await ctx.plot(usimDistributionSpec(values, order, data.signature), 'usim/distribution', 'Share of each system\'s sentences by USIM band: dark blue, the sentence\'s graph was kept whole (USIM 1); lighter, more of its meaning changed; orange, below 0.6. The table gives the quartiles.');
    const where =
      data.on === 'ucca'
        ? note('warning', `USIM is shown on <b>${esc(data.datasetName)}</b> (${data.source.length} sentences; ${esc(data.how)}), not on ${esc(ctx.dataset.name)}, because ${esc(ctx.usimNote ?? 'the dataset has no UCCA graphs')}.`)
        : note('info', `Graphs of ${esc(data.datasetName)}: ${esc(data.how)}.`);
    return [
      `<p class="lead">USIM (Choshen &amp; Abend, 2018) compares the UCCA semantic graph of each correction with that of its source: 1 means every semantic unit was kept. It needs no references. Corpus USIM is the mean of the sentence scores; intervals are 95% percentile bootstrap intervals.</p>`,
      signatureLine(data.signature),
      where,
      sortableTable(['System', 'USIM [95% CI]', 'min', 'Q1', 'median', 'Q3', 'max', 'sentences at 1'], rows, { id: 'usim-table', caption: 'Sentence-level distribution of USIM per system.', dataFiles: [csv, json] }),
      `<div class="plots">${fig}</div>`,
    ].join('\n');
  },
};
