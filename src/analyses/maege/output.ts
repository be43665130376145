/**
 * The files of a MAEGE run: summary.json, Table 2/3/4 CSV + JSON, corpus scores, figure data, chains.jsonl, the
 * corpus-model texts and the figures, so every number can be traced back to its sentences. Built as output values
 * (src/core/outputs.ts); the writer (src/report/write/) puts them on disk.
 */
import { outputs, table, type JsonStyle, type OutputFile, type Table } from '../../core/outputs.js';
import type { ChrResult } from './chr-run.js';
import { maegeFigures } from './figures.js';
import { PAPER_CHR_COMBINED } from './paper.js';
import type { MaegeRun } from './run.js';
import { corpusScoresCsv, deltasLongCsv, originalsByLengthCsv, summaryJson, table2Csv, table2Rows, table3Csv } from './tables.js';
import { csvPValue } from '../stats/p-format.js';

/** MAEGE's JSON files write NaN and ±Infinity as strings (JSON has no such numbers). */
export const MAEGE_JSON: JsonStyle = { layout: 'pretty', nonFinite: 'string' };

interface ChrRow {
  readonly metric: string;
  readonly dataset: string;
  readonly correlation: ChrResult['metrics'][number]['datasets'][string];
}

/** A number as MAEGE's CSV files print it (full precision, 'nan' for NaN). */
const number = (value: number): string => (Number.isNaN(value) ? 'nan' : String(value));

/** CHR correlations per metric and human-judgment dataset. */
export function chrTable(chr: ChrResult): Table<ChrRow> {
  const rows = chr.metrics.flatMap((m) => Object.entries(m.datasets).map(([dataset, correlation]) => ({ metric: m.metric, dataset, correlation })));
  const numeric = (name: string, value: (row: ChrRow) => number) => ({ name, value, text: (row: ChrRow) => number(value(row)) });
  return table<ChrRow>(
    [
      { name: 'metric', value: (r) => r.metric },
      { name: 'dataset', value: (r) => r.dataset },
      numeric('rho', (r) => r.correlation.spearman.value),
      { name: 'rho_p', value: (r: ChrRow) => r.correlation.spearman.p, text: (r: ChrRow) => csvPValue(r.correlation.spearman.p, r.correlation.spearman.log10P) },
      numeric('r', (r) => r.correlation.pearson.value),
      { name: 'r_p', value: (r: ChrRow) => r.correlation.pearson.p, text: (r: ChrRow) => csvPValue(r.correlation.pearson.p, r.correlation.pearson.log10P) },
      numeric('systems', (r) => r.correlation.systems.length),
      numeric('sentences', (r) => r.correlation.sentences),
    ],
    rows,
  );
}

/** The summary.json document of a run (`extra.summary` holds run facts such as timings and inputs). */
export function maegeSummary(run: MaegeRun, extra: { chr?: ChrResult; summary?: Record<string, unknown> } = {}): unknown {
  return summaryJson(run, { ...extra.summary, ...(extra.chr ? { chr: extra.chr } : {}) });
}

/**
 * Every file of a run, in writing order; with `figures`, the figures too (Figure 4 uses the CHR computed here, or
 * the paper's values when no CHR was computed).
 */
export function maegeOutputFiles(run: MaegeRun, extra: { chr?: ChrResult; summary?: Record<string, unknown>; figures?: boolean } = {}): OutputFile[] {
  const files: OutputFile[] = [outputs.json('summary.json', maegeSummary(run, extra), MAEGE_JSON)];
  const settings = run.plan.options.settings;
  if (settings.includes('random')) {
    files.push(outputs.text('table2.csv', table2Csv(table2Rows(run, 'random'))));
    files.push(outputs.json('table2.json', { signature: run.signature, setting: 'random', rows: table2Rows(run, 'random') }, MAEGE_JSON));
  }
  if (settings.includes('origin')) {
    files.push(outputs.text('table4.csv', table2Csv(table2Rows(run, 'origin'))));
    files.push(outputs.json('table4.json', { signature: run.signature, setting: 'origin', rows: table2Rows(run, 'origin') }, MAEGE_JSON));
  }
  const deltaModes = new Set(run.metrics.flatMap((m) => Object.values(m.settings).flatMap((s) => Object.keys(s?.deltas ?? {}))));
  for (const setting of settings) {
    for (const mode of deltaModes) {
      const suffix = `${setting === 'random' ? '' : `-${setting}`}${mode === 'paper' ? '' : `-${mode}`}`;
      files.push(outputs.text(`table3${suffix}.csv`, table3Csv(run, setting, mode as 'paper' | 'compat')));
    }
  }
  files.push(outputs.text('deltas.csv', deltasLongCsv(run)));
  files.push(outputs.text('corpus-scores.csv', corpusScoresCsv(run)));
  files.push(outputs.text('figure5.csv', originalsByLengthCsv(run)));
  if (extra.chr) files.push(outputs.table('chr.csv', chrTable(extra.chr)));
  const sources = run.plan.chainSources;
  files.push(
    outputs.text(
      'chains.jsonl',
      run.plan.chains
        .map((chain) =>
          JSON.stringify({
            chainId: chain.id,
            sentenceId: chain.sentence,
            annotationId: chain.annotator,
            order: chain.order,
            sourceNode: Object.fromEntries(Object.entries(sources).map(([k, v]) => [k, v![chain.id]])),
            nodes: chain.nodes.map((text, k) => ({ k, appliedEdit: k === 0 ? null : chain.edits[k - 1]!.type, text, humanScore: run.plan.human[chain.id]![k] })),
          }),
        )
        .join('\n') + '\n',
    ),
  );
  const firstDraw = run.plan.corpusDraws[0];
  if (firstDraw) {
    for (const model of firstDraw.models) files.push(outputs.text(`corpora/M${model.model}.txt`, model.lines.map((l) => l.text).join('\n') + '\n'));
    for (const [setting, source] of Object.entries(firstDraw.sources)) files.push(outputs.text(`corpora/source-${setting}.txt`, source!.join('\n') + '\n'));
    files.push(
      outputs.json(
        'corpora/index.json',
        { seed: firstDraw.seed, models: firstDraw.models.map((m) => ({ model: m.model, lines: m.lines.map((l) => ({ sentenceId: l.sentence, annotator: l.annotator, applied: l.applied })) })) },
        MAEGE_JSON,
      ),
    );
  }
  if (extra.figures) {
    const computed = extra.chr ? Object.fromEntries(extra.chr.metrics.map((m) => [m.metric, m.datasets.Combined?.spearman.value ?? Number.NaN])) : undefined;
    files.push(...maegeFigures(run, computed ?? PAPER_CHR_COMBINED, computed ? 'CHR: Expected Wins, GJG15+NSPT15 judged subset' : "CHR: the paper's values (no --chr-human given)"));
  }
  return files;
}
