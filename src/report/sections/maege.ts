/**
 * MAEGE (Choshen & Abend 2018, "Automatic metric validation for GEC"): each metric is validated on lattices of
 * partial corrections built from the gold M2. Table 2 layout (corpus ρ, sentence r and τ with p-values), the Δ heat
 * map per error type, and CHR (human-ranking correlation) against MAEGE's ρ.
 */
import { esc, fmt, fmtP, note, signatureLine, sortableTable, type Cell } from '../html.js';
import { SectionUnavailable, type BuildContext, type ReportSection } from '../section.js';

/**
 * The report's default MAEGE metrics: those that score CoNLL-2014's lattices in seconds. Left out: USIM (parses
 * every lattice sentence), the I-measure (an alignment search per sentence), grammaticality (loads Harper) and
 * the mixing I-measure; `maege.metrics = "all"` or `--maege-metrics all` runs what `gecval maege --metrics all` runs
 * (every MAEGE preset that is not opt-in: adds grammaticality and the I-measure); USIM, faithfulness and the mixing
 * I-measure only by name.
 */
export const MAEGE_FAST_METRICS = ['m2', 'gleu', 'bleu', 'ibleu', 'sari', 'max-sari', 'minld', 'ld'] as const;

/** 'fast', 'all' (every registry MAEGE metric but the ≈ 1 CPU-hour mixing I-measure) or the list as given. */
export function maegeMetricNames(metrics: readonly string[] | 'all' | 'fast', known: readonly { readonly name: string; readonly optIn?: boolean }[]): readonly string[] {
  if (metrics === 'fast') return MAEGE_FAST_METRICS.filter((m) => known.some((k) => k.name === m));
  if (metrics === 'all') return known.filter((m) => !m.optIn).map((m) => m.name);
  return metrics;
}

export const maegeSection: ReportSection = {
  id: 'maege',
  title: 'MAEGE metric validation',
  async render(ctx: BuildContext) {
    const cfg = ctx.config.maege;
    const m2Path = cfg.m2 ?? ctx.config.dataset.m2;
    const refPaths = cfg.references ?? ctx.config.dataset.references;
    if (m2Path === undefined) throw new SectionUnavailable('MAEGE needs a gold M2 file with several annotators (dataset.m2 or maege.m2).');
    if (refPaths.length === 0) throw new SectionUnavailable('MAEGE needs reference files (dataset.references or maege.references).');
    const { readM2 } = await import('../../formats/m2.js');
    const { readReferences } = await import('../../analyses/maege/references.js');
    const { runMaege } = await import('../../analyses/maege/run.js');
    const { maegeMetrics } = await import('../../analyses/maege/registry-adapter.js');
    const { parseScorerSpec } = await import('../../analyses/maege/scorer-spec.js');
    const { table2Rows, table2Csv, deltasLongCsv, corpusScoresCsv } = await import('../../analyses/maege/tables.js');
    const { PAPER_CHR_COMBINED, PAPER_TABLE2 } = await import('../../analyses/maege/paper.js');
    const plots = await import('../../analyses/maege/figures.js');
    const names = maegeMetricNames(cfg.metrics, maegeMetrics());
    const m2 = readM2(m2Path);
    const references = readReferences(refPaths, m2.map((s) => s.source), { collisions: 'merge' });
    const run = await runMaege(m2, references, names.map(parseScorerSpec), {
      file: m2Path,
      threads: cfg.threads,
      progress: ctx.progress,
      plan: { seed: cfg.seed, chains: cfg.chains, settings: ['random'] },
    });
    const rows = table2Rows(run, 'random');
    if (rows.length === 0) throw new SectionUnavailable(`no metric could be run: ${run.failed.map((f) => `${f.name}: ${f.reason}`).join('; ')}`);
    const files = [
      ctx.writeData('maege/table2.csv', table2Csv(rows)),
      ctx.writeData('maege/deltas.csv', deltasLongCsv(run)),
      ctx.writeData('maege/corpus-scores.csv', corpusScoresCsv(run)),
    ];
    const tableRows = rows.map((r) => {
      const paper = PAPER_TABLE2[r.metric];
      return [
        { html: esc(r.paperName), sort: r.paperName } as Cell,
        r.rho,
        { html: fmtP(r.rhoP, r.rhoLog10P), sort: r.rhoLog10P } as Cell,
        r.r,
        { html: fmtP(r.rP, r.rLog10P), sort: r.rLog10P } as Cell,
        r.tau,
        { html: fmtP(r.tauP, r.tauLog10P), sort: r.tauLog10P } as Cell,
        { html: String(r.pairs), sort: r.pairs } as Cell,
        { html: paper ? fmt(paper.rho) : '–', sort: paper?.rho ?? '' } as Cell,
      ];
    });
    const c = run.counts;
    const cells = run.metrics.flatMap((m) => (m.settings.random?.deltas.paper ?? m.settings.random?.deltas.compat ?? []).map((d) => ({ metric: m.paperName, type: d.type, delta: d.delta, count: d.count })));
    const figs: string[] = [];
    if (cells.length > 0) figs.push(await ctx.plot(plots.deltaHeatmapSpec(cells, `random source, seed ${cfg.seed}`), 'maege/delta-heatmap', 'Δ per error type: the mean change in a metric\'s score when one edit of that type is applied (positive: the metric rewards correcting it).'));
    const points = run.metrics.filter((m) => PAPER_CHR_COMBINED[m.name] !== undefined && m.settings.random).map((m) => ({ metric: m.paperName, chr: PAPER_CHR_COMBINED[m.name]!, maege: m.settings.random!.corpus.rho }));
    if (points.length > 0) figs.push(await ctx.plot(plots.chrVsMaegeSpec(points, `CHR: the paper's values (no human judgments in this report); MAEGE on ${ctx.dataset.name}, seed ${cfg.seed}`), 'maege/chr-vs-maege', 'Correlation with human rankings (CHR, published values) against MAEGE\'s corpus-level ρ on this data; the dashed line is the least-squares fit of MAEGE ρ on CHR ρ over the metrics shown (points near it: the two agree up to a linear trend).'));
    const failed = run.failed.length === 0 ? '' : note('warning', `Skipped: ${run.failed.map((f) => `<b>${esc(f.name)}</b> (${esc(f.reason)})`).join('; ')}`);
    const small = c.sentences < 500 ? note('info', `Computed on ${c.sentences} sentences; the paper used all 1,312 CoNLL-2014 sentences, so ρ here is far noisier than the paper's column.`) : '';
    return [
      `<p class="lead">MAEGE builds, from the gold edits, chains of partial corrections whose quality order is known, and asks whether each metric ranks them in that order: ρ at corpus level (Spearman over corpora of known quality), r and τ at sentence level. ${c.chains} chains, ${c.nodes} lattice nodes, ${c.pairs} pairs.</p>`,
      signatureLine(run.signature),
      failed,
      small,
      sortableTable(['Metric', 'ρ (corpus)', 'p', 'r (sentence)', 'p', 'τ (sentence)', 'p', 'pairs', 'paper ρ'], tableRows, { id: 'maege-table', caption: 'Table 2 layout (random source).', dataFiles: files }),
      `<div class="plots">${figs.join('')}</div>`,
      `<details class="more"><summary>Metric signatures</summary><ul>${run.metrics.map((m) => `<li>${esc(m.paperName)}: <code>${esc(m.signature)}</code> (${m.seconds.toFixed(1)} s)</li>`).join('')}</ul></details>`,
    ].join('\n');
  },
};
