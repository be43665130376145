/**
 * Tables and files of the coverage analysis: summary.csv, coverage.csv, accuracy.csv, accuracy_pmf.json,
 * per-sentence histograms, the two figures, and the JSON document of `gecval coverage --json`. Built as output
 * values (src/core/outputs.ts); the writer (src/report/write/) renders and writes them.
 */
import { fixedColumn, outputs, table, type OutputFile, type Table } from '../../core/outputs.js';
import { accuracyVsMSpec, coveredSentencesSpec } from './figures.js';
import { formatHistogram } from './histogram.js';
import type { CoverageResult } from './pipeline.js';

export interface SummaryRow {
  readonly classType: string;
  readonly gamma: string;
  readonly variants: number;
  readonly mass: number;
}

/** Estimated number of variants and their probability mass per class type and frequency threshold γ. */
export function coverageSummaryTable(result: CoverageResult): Table<SummaryRow> {
  const rows = result.classes.flatMap((c) => Object.entries(c.summary).map(([gamma, s]) => ({ classType: c.classType, gamma, variants: s.variants, mass: s.mass })));
  return table<SummaryRow>(
    [{ name: 'classType', value: (r) => r.classType }, { name: 'gamma', value: (r) => r.gamma }, fixedColumn('variants', (r) => r.variants, 4), fixedColumn('mass', (r) => r.mass, 4)],
    rows,
  );
}

export interface AccuracyRow {
  readonly classType: string;
  readonly sampling: string;
  readonly M: number;
  readonly accuracy: number;
  readonly ciLow?: number;
  readonly ciHigh?: number;
}

/** Expected accuracy of a perfect corrector for M = 1..maxM, per class type and reference sampling. */
export function accuracyTable(result: CoverageResult): Table<AccuracyRow> {
  const rows = result.classes.flatMap((c) =>
    Object.entries(c.curves).flatMap(([sampling, points]) => (points ?? []).map((p) => ({ classType: c.classType, sampling, M: p.M, accuracy: p.accuracy, ciLow: p.ciLow, ciHigh: p.ciHigh }))),
  );
  return table<AccuracyRow>(
    [
      { name: 'classType', value: (r) => r.classType },
      { name: 'sampling', value: (r) => r.sampling },
      { name: 'M', value: (r) => r.M },
      fixedColumn('accuracy', (r) => r.accuracy, 6),
      fixedColumn('ciLow', (r) => r.ciLow, 6),
      fixedColumn('ciHigh', (r) => r.ciHigh, 6),
    ],
    rows,
  );
}

export interface CoverageRow {
  readonly sentenceId: string;
  readonly classType: string;
  readonly sampling: string;
  readonly M: number;
  readonly coverage: number;
}

/** Per sentence: the share of its valid-correction distribution that M references cover. */
export function coverageTable(result: CoverageResult): Table<CoverageRow> {
  const rows: CoverageRow[] = [];
  for (const c of result.classes) {
    for (const s of c.sentences) {
      for (const [sampling, values] of Object.entries(s.coverage)) values?.forEach((v, k) => rows.push({ sentenceId: s.id, classType: c.classType, sampling, M: k + 1, coverage: v }));
    }
  }
  return table<CoverageRow>(
    [
      { name: 'sentenceId', value: (r) => r.sentenceId },
      { name: 'classType', value: (r) => r.classType },
      { name: 'sampling', value: (r) => r.sampling },
      { name: 'M', value: (r) => r.M },
      fixedColumn('coverage', (r) => r.coverage, 6),
    ],
    rows,
  );
}

/** The distribution of the number of covered sentences per class type and M (Poisson binomial). */
export function coveredDistributionJson(result: CoverageResult): object {
  return Object.fromEntries(
    result.classes.map((c) => [c.classType, c.coveredDistribution.map((d) => ({ M: d.M, mean: d.mean, variance: d.variance, pmf: d.pmf.map((p) => Math.max(0, p)) }))]),
  );
}

/** The `--json` document; `summary` is the exact-class table keyed by γ (the paper's Table), `summaryByClass` both. */
export function coverageJson(result: CoverageResult): object {
  const exact = result.classes.find((c) => c.classType === 'exact') ?? result.classes[0];
  return {
    signature: result.signature,
    sentences: exact?.sentences.length ?? 0,
    summary: exact?.summary,
    summaryByClass: Object.fromEntries(result.classes.map((c) => [c.classType, c.summary])),
    accuracy: Object.fromEntries(result.classes.map((c) => [c.classType, c.curves])),
    coveredDistribution: coveredDistributionJson(result),
    perSentence: Object.fromEntries(
      result.classes.map((c) => [c.classType, c.sentences.map((s) => ({ id: s.id, objective: s.objective, coverage: s.coverage }))]),
    ),
    warnings: result.warnings,
  };
}

/** Every file of `gecval coverage --out`, in writing order. */
export function coverageOutputFiles(result: CoverageResult): OutputFile[] {
  const files = [
    outputs.table('summary.csv', coverageSummaryTable(result)),
    outputs.table('accuracy.csv', accuracyTable(result)),
    outputs.table('coverage.csv', coverageTable(result)),
    outputs.json('accuracy_pmf.json', coveredDistributionJson(result), { layout: 'compact' }),
  ];
  for (const c of result.classes) {
    for (const s of c.sentences) files.push(outputs.text(`unseen/${s.id.replace(/[^\w.-]+/gu, '_')}_${c.classType}.txt`, formatHistogram(s.histogram)));
  }
  files.push(outputs.figure('accuracy-vs-m', accuracyVsMSpec(result)));
  files.push(outputs.figure('covered-sentences-exact', coveredSentencesSpec(result, 'exact')));
  return files;
}
