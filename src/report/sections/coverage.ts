/**
 * Reference coverage (Choshen & Abend 2018, "Inherent biases"): from crowd-sourced corrections, UnseenEst
 * estimates each sentence's distribution of valid corrections; the curves show the expected share of a perfect
 * corrector's outputs that M references would accept, for M = 1..maxM. Also the systems' M² intervals next to it.
 */
import { esc, fmt, note, signatureLine, sortableTable, type Cell } from '../html.js';
import { SectionUnavailable, type BuildContext, type ReportSection } from '../section.js';
import { renderTable, toCsv } from '../write/tables.js';

/** How the references are sampled for each curve, in words (the analysis' keys are `with-exact`, `without-mc`). */
const SAMPLING_LABELS: Readonly<Record<string, string>> = {
  'with-exact': 'with replacement (exact)',
  'without-mc': 'without replacement (Monte Carlo)',
};

/** An estimated count: one decimal below 100, whole numbers with grouped digits above. */
export function fmtCount(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return Math.abs(value) < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US');
}

export const coverageSection: ReportSection = {
  id: 'coverage',
  title: 'Reference coverage',
  async render(ctx: BuildContext) {
    const cfg = ctx.config.coverage;
    if (cfg === undefined) throw new SectionUnavailable('Reference-coverage curves need crowd-sourced corrections: run gecval report with --crowd FILE (a TSV of crowd corrections, like samples/crowd/corrections.tsv), or give "coverage": {"crowd": FILE} in the configuration (see docs/report.md).');
    const { readCrowd } = await import('../../analyses/coverage/crowd.js');
    const pipeline = await import('../../analyses/coverage/pipeline.js');
    const output = await import('../../analyses/coverage/output.js');
    const plots = await import('../../analyses/coverage/figures.js');
    const crowd = readCrowd(cfg.crowd);
    const result = await pipeline.analyseCoverage(pipeline.fingerprintsFromCrowd(crowd), {
      maxM: cfg.maxM,
      repetitions: cfg.repetitions,
      bootstrap: cfg.bootstrap,
      seed: ctx.config.bootstrap.seed,
      progress: ctx.progress,
    });
    const files = [
      ctx.writeData('coverage/accuracy.csv', renderTable(output.accuracyTable(result))),
      ctx.writeData('coverage/summary.csv', renderTable(output.coverageSummaryTable(result))),
      ctx.writeData('coverage/coverage.csv', renderTable(output.coverageTable(result))),
    ];
    const shownM = [1, 2, 4, 5, 10, 20].filter((m) => m <= cfg.maxM);
    const rows = result.classes.flatMap((c) =>
      Object.entries(c.curves).map(([kind, points]) => [
        { html: esc(c.classType), sort: c.classType } as Cell,
        SAMPLING_LABELS[kind] ?? kind,
        ...shownM.map((m) => {
          const p = points?.find((x) => x.M === m);
          return { html: p ? `${fmt(p.accuracy)}${p.ciLow !== undefined ? `<span class="ci">[${fmt(p.ciLow)}, ${fmt(p.ciHigh)}]</span>` : ''}` : '–', sort: p?.accuracy ?? '' } as Cell;
        }),
      ]),
    );
    const summaryRows = result.classes.flatMap((c) => Object.entries(c.summary).map(([gamma, s]) => [c.classType, gamma, s.variants, s.mass]));
    // An estimated count of variants is not known to four decimals (1232.8999): one decimal, grouped digits; the
    // CSV keeps the full value.
    const summaryCells = summaryRows.map(([classType, gamma, variants, mass]) => [classType, gamma, { html: fmtCount(variants as number), sort: variants as number } as Cell, mass]);
    const figs = [
      await ctx.plot(plots.accuracyVsMSpec(result), 'coverage/accuracy-vs-m', 'Expected accuracy of a perfect corrector judged against M sampled references (exact-match and index-match classes).'),
      await ctx.plot(plots.coveredSentencesSpec(result, 'exact', shownM), 'coverage/covered-sentences', 'Distribution of the number of sentences whose valid corrections M references cover (Poisson-binomial).'),
    ];
    const m2 = ctx.leaderboard?.metrics.find((m) => m.name === 'm2');
    if (m2 !== undefined) {
      figs.push(await ctx.plot(plots.teamScoresSpec(m2.systems.map((s) => ({ name: s.name, score: s.score, low: s.low, high: s.high })), undefined, m2.signature.split(' ; ').pop()!), 'coverage/team-scores', "The systems' M² F0.5 scores (bars) with their 95% BCa intervals (whiskers) on this dataset, for comparison with how much of the space of valid corrections the references cover."));
    }
    const warnings = result.warnings.length === 0 ? '' : note('warning', result.warnings.map(esc).join('<br>'));
    return [
      `<p class="lead">How much of the distribution of valid corrections a set of M references covers, estimated from ${crowd.length} learner sentences with ${crowd.reduce((n, s) => n + s.corrections.length, 0)} crowd corrections. Even many references leave much of that distribution uncovered, so reference-based scores under-count valid corrections.</p>`,
      signatureLine(result.signature),
      warnings,
      sortableTable(['Class', 'Sampling', ...shownM.map((m) => `M = ${m}`)], rows, { id: 'coverage-table', caption: 'Expected accuracy [95% bootstrap interval] of a perfect corrector with M references.', dataFiles: files }),
      sortableTable(['Class', 'γ', 'estimated variants', 'mass'], summaryCells, { compact: true, caption: 'Estimated number of correction variants and the probability mass they hold, per frequency threshold γ.', dataFiles: [ctx.writeData('coverage/summary-table.csv', toCsv(['classType', 'gamma', 'variants', 'mass'], summaryRows))] }),
      `<div class="plots">${figs.join('')}</div>`,
    ].join('\n');
  },
};
