/**
 * Writes a MAEGE run to a directory: summary.json, Table 2/3/4 CSV + JSON, corpus scores, figure data,
 * chains.jsonl and the corpus-model texts (spec §13.3), so every number can be traced back to its sentences.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChrResult } from './chr-run.js';
import type { MaegeRun } from './run.js';
import { corpusScoresCsv, deltasLongCsv, originalsByLengthCsv, summaryJson, table2Csv, table2Rows, table3Csv, toCsv } from './tables.js';

function json(value: unknown): string {
  return `${JSON.stringify(value, (_, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v), 2)}\n`;
}

export function chrCsv(chr: ChrResult): string {
  const rows: unknown[][] = [];
  for (const m of chr.metrics) {
    for (const [dataset, c] of Object.entries(m.datasets)) rows.push([m.metric, dataset, c.spearman.value, c.spearman.p, c.pearson.value, c.pearson.p, c.systems.length, c.sentences]);
  }
  return toCsv(['metric', 'dataset', 'rho', 'rho_p', 'r', 'r_p', 'systems', 'sentences'], rows);
}

/** Writes every table; returns the paths written (relative to `dir`). */
export function writeMaegeOutputs(run: MaegeRun, dir: string, extra: { chr?: ChrResult; summary?: Record<string, unknown> } = {}): string[] {
  const written: string[] = [];
  const write = (name: string, text: string) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
    written.push(name);
  };
  write('summary.json', json(summaryJson(run, { ...extra.summary, ...(extra.chr ? { chr: extra.chr } : {}) })));
  const settings = run.plan.options.settings;
  if (settings.includes('random')) {
    write('table2.csv', table2Csv(table2Rows(run, 'random')));
    write('table2.json', json({ signature: run.signature, setting: 'random', rows: table2Rows(run, 'random') }));
  }
  if (settings.includes('origin')) {
    write('table4.csv', table2Csv(table2Rows(run, 'origin')));
    write('table4.json', json({ signature: run.signature, setting: 'origin', rows: table2Rows(run, 'origin') }));
  }
  const deltaModes = new Set(run.metrics.flatMap((m) => Object.values(m.settings).flatMap((s) => Object.keys(s?.deltas ?? {}))));
  for (const setting of settings) {
    for (const mode of deltaModes) {
      const suffix = `${setting === 'random' ? '' : `-${setting}`}${mode === 'paper' ? '' : `-${mode}`}`;
      write(`table3${suffix}.csv`, table3Csv(run, setting, mode as 'paper' | 'compat'));
    }
  }
  write('deltas.csv', deltasLongCsv(run));
  write('corpus-scores.csv', corpusScoresCsv(run));
  write('figure5.csv', originalsByLengthCsv(run));
  if (extra.chr) write('chr.csv', chrCsv(extra.chr));
  const sources = run.plan.chainSources;
  write(
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
  );
  const firstDraw = run.plan.corpusDraws[0];
  if (firstDraw) {
    for (const model of firstDraw.models) write(`corpora/M${model.model}.txt`, model.lines.map((l) => l.text).join('\n') + '\n');
    for (const [setting, source] of Object.entries(firstDraw.sources)) write(`corpora/source-${setting}.txt`, source!.join('\n') + '\n');
    write(
      'corpora/index.json',
      json({ seed: firstDraw.seed, models: firstDraw.models.map((m) => ({ model: m.model, lines: m.lines.map((l) => ({ sentenceId: l.sentence, annotator: l.annotator, applied: l.applied })) })) }),
    );
  }
  return written;
}
