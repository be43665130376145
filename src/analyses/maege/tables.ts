/**
 * MAEGE results as tables: Table 2/4 layout (ρ, r, τ with p-values per metric), Table 3 layout (Δ per error type
 * and metric, with counts), corpus scores per model, and the JSON summary. Pure functions; run-output.ts writes them.
 */
import { typeCounts, type DeltaMode } from './delta.js';
import type { MaegeRun, MetricRun } from './run.js';
import type { SourceSetting } from './plan.js';
import type { SettingResult } from './analysis.js';
import { csvPValue } from '../stats/p-format.js';

/** A p-value cell: CSV text from ../stats/p-format.ts (full precision, or from log10 where the double underflowed). */
class PCell {
  constructor(readonly text: string) {}
}

export interface Table2Row {
  readonly metric: string;
  readonly paperName: string;
  readonly rho: number;
  readonly rhoP: number;
  readonly rhoLog10P: number;
  readonly rhoStd: number;
  readonly r: number;
  readonly rP: number;
  readonly rLog10P: number;
  readonly tau: number;
  readonly tauP: number;
  readonly tauLog10P: number;
  readonly pairs: number;
  readonly discordant: number;
  readonly nanScores: number;
}

export function table2Rows(run: MaegeRun, setting: SourceSetting): Table2Row[] {
  return run.metrics.flatMap((m) => {
    const s = m.settings[setting];
    if (!s) return [];
    return [
      {
        metric: m.name,
        paperName: m.paperName,
        rho: s.corpus.rho,
        rhoP: s.corpus.rhoP,
        rhoLog10P: s.corpus.rhoLog10P,
        rhoStd: s.corpus.rhoStd,
        r: s.sentence.pearson.value,
        rP: s.sentence.pearson.p,
        rLog10P: s.sentence.pearson.log10P,
        tau: s.sentence.kendall.tau,
        tauP: s.sentence.kendall.p,
        tauLog10P: s.sentence.kendall.log10P,
        pairs: s.sentence.kendall.pairs,
        discordant: s.sentence.kendall.discordant,
        nanScores: s.nanScores,
      },
    ];
  });
}

function csvCell(value: unknown): string {
  if (value instanceof PCell) return value.text;
  if (typeof value === 'number') return Number.isNaN(value) ? 'nan' : String(value);
  const text = String(value);
  return /[",\n]/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}

export function table2Csv(rows: readonly Table2Row[]): string {
  return toCsv(
    ['metric', 'paper_name', 'rho', 'rho_p', 'rho_std', 'r', 'r_p', 'tau', 'tau_p', 'pairs', 'discordant', 'nan_scores'],
    rows.map((r) => [r.metric, r.paperName, r.rho, new PCell(csvPValue(r.rhoP, r.rhoLog10P)), r.rhoStd, r.r, new PCell(csvPValue(r.rP, r.rLog10P)), r.tau, new PCell(csvPValue(r.tauP, r.tauLog10P)), r.pairs, r.discordant, r.nanScores]),
  );
}

/** Table 3 layout: one row per error type (by count, descending), its count, then Δ per metric. */
export function table3Csv(run: MaegeRun, setting: SourceSetting, mode: DeltaMode): string {
  const counts = typeCounts(run.plan.chains);
  const types = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const deltaOf = (m: MetricRun, type: string) => m.settings[setting]?.deltas[mode]?.find((d) => d.type === type)?.delta ?? Number.NaN;
  return toCsv(
    ['type', 'count', ...run.metrics.map((m) => m.name)],
    types.map(([type, count]) => [type, count, ...run.metrics.map((m) => deltaOf(m, type))]),
  );
}

/** Long format: setting, mode, metric, type, Δ, count, standard error. */
export function deltasLongCsv(run: MaegeRun): string {
  const rows: unknown[][] = [];
  for (const m of run.metrics) {
    for (const [setting, s] of Object.entries(m.settings) as [SourceSetting, SettingResult][]) {
      for (const [mode, deltas] of Object.entries(s.deltas)) {
        for (const d of deltas ?? []) rows.push([setting, mode, m.name, d.type, d.delta, d.count, d.standardError]);
      }
    }
  }
  return toCsv(['setting', 'mode', 'metric', 'type', 'delta', 'count', 'standard_error'], rows);
}

export function corpusScoresCsv(run: MaegeRun): string {
  const rows: unknown[][] = [];
  const models = run.plan.options.models;
  for (const m of run.metrics) {
    for (const [setting, s] of Object.entries(m.settings) as [SourceSetting, SettingResult][]) {
      for (const draw of s.corpus.draws) draw.scores.forEach((score, i) => rows.push([m.name, setting, draw.seed, models[i], score]));
    }
  }
  return toCsv(['metric', 'setting', 'seed', 'model', 'score'], rows);
}

/** Figure 5 data: mean score of the originals by chain length. */
export function originalsByLengthCsv(run: MaegeRun): string {
  const rows: unknown[][] = [];
  for (const m of run.metrics) {
    for (const [setting, s] of Object.entries(m.settings) as [SourceSetting, SettingResult][]) {
      for (const g of s.originalsByLength) rows.push([m.name, setting, g.length, g.length - 1, g.mean, g.chains]);
    }
  }
  return toCsv(['metric', 'setting', 'chain_length', 'errors', 'mean_score', 'chains'], rows);
}

function metricSummary(m: MetricRun, s: SettingResult) {
  return {
    rho: { value: s.corpus.rho, p: s.corpus.rhoP, log10P: s.corpus.rhoLog10P, pMethod: s.corpus.rhoPMethod, std: s.corpus.rhoStd, draws: s.corpus.draws.map((d) => ({ seed: d.seed, rho: d.spearman.value, p: d.spearman.p })) },
    corpusPearson: { value: s.corpus.r, p: s.corpus.rP, log10P: s.corpus.rLog10P },
    r: { value: s.sentence.pearson.value, p: s.sentence.pearson.p, log10P: s.sentence.pearson.log10P, n: s.sentence.pearson.n },
    tau: { value: s.sentence.kendall.tau, p: s.sentence.kendall.p, log10P: s.sentence.kendall.log10P, pairs: s.sentence.kendall.pairs, discordant: s.sentence.kendall.discordant, ties: s.sentence.kendall.ties },
    meanPairDifference: s.meanPairDifference,
    nanScores: s.nanScores,
    paperName: m.paperName,
    signature: m.signature,
    seconds: m.seconds,
  };
}

/** DIR/summary.json: counts, seed, signatures, and per metric {rho, r, tau} with p-values for each setting. */
export function summaryJson(run: MaegeRun, extra: Record<string, unknown> = {}) {
  const settings: Record<string, Record<string, ReturnType<typeof metricSummary>>> = {};
  for (const setting of run.plan.options.settings) {
    settings[setting] = Object.fromEntries(run.metrics.filter((m) => m.settings[setting]).map((m) => [m.name, metricSummary(m, m.settings[setting]!)]));
  }
  const primary = run.plan.options.settings[0]!;
  return {
    signature: run.signature,
    seed: run.plan.options.seed,
    setting: primary,
    counts: run.counts,
    typeCounts: Object.fromEntries([...typeCounts(run.plan.chains)].sort((a, b) => b[1] - a[1])),
    metrics: settings[primary],
    settings,
    failedMetrics: run.failed,
    collisions: run.plan.lattice.collisions.map((c) => ({ line: c.line, sentence: c.sentence + 1, annotator: c.annotator, resolution: c.resolution })),
    warnings: run.plan.lattice.warnings,
    items: run.table.items.length,
    ...extra,
  };
}
