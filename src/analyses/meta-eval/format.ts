/** Text forms of meta-evaluation results: TSV rows (one per statistic) and a readable summary table. */
import type { MetaEvalResult, MetaEvalRow } from './run.js';
import { formatPValue } from '../stats/p-format.js';

/** `aggregation` (last, so that the earlier columns keep their positions): corpus, trueskill, expected-wins; `NA` at the sentence level and for MAEGE. */
export const TSV_COLUMNS = ['dataset', 'metric', 'yardstick', 'system_set', 'level', 'statistic', 'value', 'low', 'high', 'n', 'aggregation'] as const;

const num = (x: number) => (Number.isFinite(x) ? x.toFixed(4) : 'NA');

export function formatTsv(rows: readonly MetaEvalRow[]): string {
  const lines = [TSV_COLUMNS.join('\t')];
  for (const r of rows) lines.push([r.dataset, r.metric, r.yardstick, r.systemSet, r.level, r.statistic, num(r.value), num(r.low), num(r.high), String(r.n), r.aggregation ?? 'NA'].join('\t'));
  return `${lines.join('\n')}\n`;
}

/** Summary: system and sentence levels (windows left to --tsv/--json), value [low, high]; then metric comparisons. */
export function formatTable(results: readonly MetaEvalResult[], format: (x: number, digits?: number) => string = (x) => num(x)): string {
  const out: string[] = [];
  const cell = (r: MetaEvalRow) => (Number.isFinite(r.low) ? `${format(r.value, 3)} [${format(r.low, 3)}, ${format(r.high, 3)}]` : format(r.value, 3));
  for (const result of results) {
    out.push(`# ${result.dataset}   ${result.signature}`);
    for (const note of result.notes) out.push(`#   ${note}`);
    const rows = result.rows.filter((r) => r.level !== 'window');
    const agg = (r: MetaEvalRow) => (r.aggregation === undefined || r.aggregation === 'corpus' ? '' : `[${r.aggregation}] `);
    const label = (r: MetaEvalRow) => `${r.metric}  ${r.yardstick}  ${r.systemSet}  ${agg(r)}${r.level} ${r.statistic}`;
    const width = Math.max(...rows.map((r) => label(r).length), 10);
    for (const r of rows) out.push(`${label(r).padEnd(width)}  ${cell(r)}  n=${r.n}`);
    for (const c of result.comparisons) {
      const w = c.williams ? `  Williams t=${format(c.williams.t, 2)} p=${formatPValue(c.williams.p)}` : '';
      out.push(`${c.a} − ${c.b}  ${c.yardstick}  ${c.systemSet}  ${c.statistic}: ${format(c.difference, 3)} [${format(c.low, 3)}, ${format(c.high, 3)}] p(bootstrap)=${formatPValue(c.pBootstrap)}${w}`);
    }
    for (const m of result.metrics) out.push(`#   ${m.metric}: ${m.signature}`);
    out.push('');
  }
  return `${out.join('\n')}\n`;
}
