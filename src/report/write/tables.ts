/**
 * Renders tables (src/core/outputs.ts) as CSV (RFC 4180 quoting), TSV (for the terminal: tab-separated, unquoted)
 * or JSON (one object per row, typed values), and JSON documents. Numbers keep full precision unless a column says
 * how to print them.
 */
import type { JsonStyle, Table, TableColumn } from '../../core/outputs.js';

/** A value as a delimited-file cell: '' for null/undefined, 'NaN' for NaN, otherwise String(value). */
export function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : typeof value === 'number' && Number.isNaN(value) ? 'NaN' : String(value);
}

/** One CSV field, quoted when it holds a comma, a quote or a line break. */
export function csvField(value: unknown): string {
  const text = cellText(value);
  return /[",\n\r]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV from a header and rows of values (for callers that have no column spec). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}

function cell<Row>(column: TableColumn<Row>, row: Row): string {
  return column.text ? column.text(row) : cellText(column.value(row));
}

export function tableToCsv<Row>(table: Table<Row>): string {
  const lines = [table.columns.map((c) => csvField(c.name)).join(',')];
  for (const row of table.rows) lines.push(table.columns.map((c) => csvField(cell(c, row))).join(','));
  return `${lines.join('\n')}\n`;
}

export function tableToTsv<Row>(table: Table<Row>): string {
  const lines = [table.columns.map((c) => c.name).join('\t')];
  for (const row of table.rows) lines.push(table.columns.map((c) => cell(c, row)).join('\t'));
  return `${lines.join('\n')}\n`;
}

/** The rows as objects keyed by column name, with typed values. */
export function tableRecords<Row>(table: Table<Row>): Record<string, unknown>[] {
  return table.rows.map((row) => Object.fromEntries(table.columns.map((c) => [c.name, c.value(row)])));
}

export function renderTable<Row>(table: Table<Row>, format: 'csv' | 'tsv' | 'json' = 'csv'): string {
  if (format === 'csv') return tableToCsv(table);
  if (format === 'tsv') return tableToTsv(table);
  return renderJson(tableRecords(table));
}

const nonFiniteAsString = (_key: string, value: unknown): unknown => (typeof value === 'number' && !Number.isFinite(value) ? String(value) : value);

/** A JSON document with a trailing newline. */
export function renderJson(value: unknown, style: JsonStyle = {}): string {
  const replacer = style.nonFinite === 'string' ? nonFiniteAsString : undefined;
  return `${JSON.stringify(value, replacer, style.layout === 'compact' ? undefined : 2)}\n`;
}
