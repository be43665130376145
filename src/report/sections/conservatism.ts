/**
 * Over-conservatism (Choshen & Abend 2018, "Inherent biases in reference-based evaluation"): how many words each
 * system and each reference changes, word order, splits and merges — the paper's three figures and a table.
 */
import { esc, fmt, naturalCompare, signatureLine, sortableTable, type Cell } from '../html.js';
import { WORD_CHANGE_BINS } from '../../analyses/conservatism/compare.js';
import { SectionUnavailable, type BuildContext, type ReportSection } from '../section.js';

export const conservatismSection: ReportSection = {
  id: 'conservatism',
  title: 'Conservatism',
  async render(ctx: BuildContext) {
    const { compareOutputs } = await import('../../analyses/conservatism/compare.js');
    const { conservatismSentencesTable, conservatismSummary } = await import('../../analyses/conservatism/output.js');
    const { renderJson, renderTable } = await import('../write/tables.js');
    const plots = await import('../../analyses/conservatism/figures.js');
    const ds = ctx.dataset;
    if (ds.systems.length === 0 && ds.references.length === 0) throw new SectionUnavailable('No system outputs or references to compare with the source.');
    const outputs = [
      ...ds.systems.map((s) => ({ name: s.name, path: s.path, isReference: false, lines: s.lines })),
      // Shown in natural order (A1, A2, …, A10); each output is analysed on its own, so the order changes no number.
      ...[...ds.references].sort((a, b) => naturalCompare(a.name, b.name)).map((r) => ({ name: r.name, path: r.path, isReference: true, lines: r.lines })),
    ];
    const result = compareOutputs(ds.source, outputs, { progress: ctx.progress });
    const csv = ctx.writeData('conservatism/sentences.csv', renderTable(conservatismSentencesTable(result)));
    const json = ctx.writeData('conservatism/summary.json', renderJson(conservatismSummary(result)));
    const rows = result.outputs.map((o) => {
      const s = o.summary;
      return [
        { html: esc(s.name), sort: s.name } as Cell,
        s.isReference ? 'reference' : 'system',
        { html: `${s.changedSentences}`, sort: s.changedSentences } as Cell,
        { html: fmt(s.changedSentences / Math.max(1, s.pairs)), sort: s.changedSentences / Math.max(1, s.pairs) } as Cell,
        s.meanWordChange,
        { html: fmt(s.meanRho), sort: s.meanRho ?? '' } as Cell,
        { html: fmt(s.reorderedShare), sort: s.reorderedShare ?? '' } as Cell,
        { html: String(s.splits), sort: s.splits } as Cell,
        { html: String(s.merges), sort: s.merges } as Cell,
        { html: String(s.heatMap[WORD_CHANGE_BINS[0]]), sort: s.heatMap[WORD_CHANGE_BINS[0]] } as Cell,
      ];
    });
    const figs = [
      await ctx.plot(plots.wordChangeHeatMapSpec(result), 'conservatism/wordchange-heatmap', 'Sentences per number of changed words: systems change far fewer words than references (over-conservatism).'),
      await ctx.plot(plots.rhoEcdfSpec(result, 'all'), 'conservatism/rho-ecdf', 'Cumulative distribution of the word-order correlation ρ between source and output.'),
      await ctx.plot(plots.splitMergeBarsSpec(result), 'conservatism/split-merge', 'Sentence splits and merges per output.'),
    ];
    return [
      `<p class="lead">How far each system and each reference departs from the learner's text. References change many more words, reorder more and split sentences more than systems do: a reference-based metric that rewards matching references then punishes systems that correct more boldly.</p>`,
      signatureLine(result.signature),
      sortableTable(['Output', 'Kind', 'changed sentences', 'share changed', 'mean changed words', 'mean ρ', 'share reordered', 'splits', 'merges', 'unchanged (0 words)'], rows, { id: 'conservatism-table', caption: `${ds.source.length} sentences of ${ds.name}.`, dataFiles: [csv, json] }),
      `<div class="plots">${figs.join('')}</div>`,
    ].join('\n');
  },
};
