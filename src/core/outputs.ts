/**
 * What an analysis hands over to be written: tables (typed rows + a column spec), figures (Vega-Lite
 * specifications, not yet rendered), JSON documents and plain text. Analyses build these values and never touch the
 * file system; the one writer (src/report/write/) turns them into CSV/TSV/JSON, SVG/PNG and text files, and is where
 * an unusable output path becomes a clear error. Kept in core because every layer above may produce or consume them.
 */
import type { TopLevelSpec } from 'vega-lite';

/** A Vega-Lite specification (rendered to SVG/PNG only by the writer). */
export type VegaLiteSpec = TopLevelSpec;

/** One column: its header, its typed value (for JSON), and how a delimited file prints it. */
export interface TableColumn<Row> {
  readonly name: string;
  readonly value: (row: Row) => unknown;
  /** The cell as CSV/TSV text (before quoting); default: the value as a string, '' for null/undefined, 'NaN' for NaN. */
  readonly text?: (row: Row) => string;
}

export interface Table<Row = unknown> {
  readonly columns: readonly TableColumn<Row>[];
  readonly rows: readonly Row[];
}

export function table<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[]): Table<Row> {
  return { columns, rows };
}

/** A column printed with a fixed number of decimals ('' when the value is missing). */
export function fixedColumn<Row>(name: string, value: (row: Row) => number | null | undefined, digits: number): TableColumn<Row> {
  return { name, value, text: (row) => value(row)?.toFixed(digits) ?? '' };
}

/** JSON layout: `pretty` is two-space indented, `compact` one line; both end with a newline. */
export interface JsonStyle {
  readonly layout?: 'pretty' | 'compact';
  /** How NaN and ±Infinity are written: `null` (JSON.stringify's default) or as the strings "NaN", "Infinity". */
  readonly nonFinite?: 'null' | 'string';
}

/** One file of an analysis's output folder, path relative to that folder (figures: without the extension). */
export type OutputFile =
  | { readonly kind: 'table'; readonly path: string; readonly table: Table<unknown>; readonly format?: 'csv' | 'tsv' | 'json' }
  | { readonly kind: 'figure'; readonly path: string; readonly spec: VegaLiteSpec }
  | { readonly kind: 'json'; readonly path: string; readonly value: unknown; readonly style?: JsonStyle }
  | { readonly kind: 'text'; readonly path: string; readonly text: string | Uint8Array };

export const outputs = {
  table<Row>(path: string, rows: Table<Row>, format?: 'csv' | 'tsv' | 'json'): OutputFile {
    // A table's row type only matters to its own columns, which travel with it.
    return { kind: 'table', path, table: rows as unknown as Table<unknown>, format };
  },
  figure(path: string, spec: VegaLiteSpec): OutputFile {
    return { kind: 'figure', path, spec };
  },
  json(path: string, value: unknown, style?: JsonStyle): OutputFile {
    return { kind: 'json', path, value, style };
  },
  text(path: string, text: string | Uint8Array): OutputFile {
    return { kind: 'text', path, text };
  },
};
