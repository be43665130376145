/**
 * Tables, documents and figures of the conservatism analysis: per-sentence records (sentences.csv), the summary
 * (summary.json), the terminal table and the paper's three figures. Built as output values (src/core/outputs.ts);
 * the writer (src/report/write/) renders and writes them.
 */
import { outputs, table, type OutputFile, type Table } from '../../core/outputs.js';
import { WORD_CHANGE_BINS, type ConservatismResult, type OutputSummary, type SentenceRecord } from './compare.js';
import { rhoEcdfSpec, splitMergeBarsSpec, wordChangeHeatMapSpec, type EcdfMode } from './figures.js';

export interface SentenceRow extends SentenceRecord {
  readonly output: string;
}

/** One row per (output, source line): changed words, word-order ρ, alignment kind, splits and merges. */
export function conservatismSentencesTable(result: ConservatismResult): Table<SentenceRow> {
  const rows = result.outputs.flatMap((o) => o.sentences.map((s) => ({ output: o.summary.name, ...s })));
  return table<SentenceRow>(
    [
      { name: 'output', value: (r) => r.output },
      { name: 'line', value: (r) => r.line },
      { name: 'wordChange', value: (r) => r.wordChange },
      { name: 'rho', value: (r) => r.rho },
      { name: 'kind', value: (r) => r.kind },
      { name: 'splits', value: (r) => r.splits },
      { name: 'merges', value: (r) => r.merges },
    ],
    rows,
  );
}

/** One row per output: the WordChange histogram, mean ρ, splits and merges (the terminal's table). */
export function conservatismSummaryTable(result: ConservatismResult): Table<OutputSummary> {
  return table<OutputSummary>(
    [
      { name: 'output', value: (s) => s.name },
      ...WORD_CHANGE_BINS.map((bin) => ({ name: bin, value: (s: OutputSummary) => s.heatMap[bin] })),
      { name: 'meanRho', value: (s) => s.meanRho, text: (s) => (s.meanRho === null ? 'n/a' : s.meanRho.toFixed(4)) },
      { name: 'splits', value: (s) => s.splits },
      { name: 'merges', value: (s) => s.merges },
    ],
    result.outputs.map((o) => o.summary),
  );
}

/** summary.json: the signature and each output's summary. */
export function conservatismSummary(result: ConservatismResult): { signature: string; outputs: OutputSummary[] } {
  return { signature: result.signature, outputs: result.outputs.map((o) => o.summary) };
}

/** The `--json` document: the summary and every output's per-sentence records. */
export function conservatismJson(result: ConservatismResult): object {
  return { ...conservatismSummary(result), sentences: Object.fromEntries(result.outputs.map((o) => [o.summary.name, o.sentences])) };
}

/** Every file of `gecval conservatism --out`, in writing order (the figures only with `figures`). */
export function conservatismOutputFiles(result: ConservatismResult, options: { ecdf?: EcdfMode; figures?: boolean } = {}): OutputFile[] {
  const files = [outputs.table('sentences.csv', conservatismSentencesTable(result)), outputs.json('summary.json', conservatismSummary(result))];
  if (options.figures !== false) {
    files.push(outputs.figure('wordchange-heatmap', wordChangeHeatMapSpec(result)));
    files.push(outputs.figure('rho-ecdf', rhoEcdfSpec(result, options.ecdf ?? 'all')));
    files.push(outputs.figure('split-merge', splitMergeBarsSpec(result)));
  }
  return files;
}
