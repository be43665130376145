/**
 * Small HTML building blocks shared by the report sections: escaping, sortable tables, notes, figures.
 * Every number a reader sees goes through `fmt` so the whole page uses the precision the report signature states.
 */

import { formatPValue } from '../analyses/stats/p-format.js';
import { escapeXml } from '../formats/xml-chars.js';
export const REPORT_PRECISION = 4;

export function esc(text: unknown): string {
  return escapeXml(String(text), { apostrophe: true });
}

/** A score with the report's precision; NaN and missing values print as an en dash. */
export function fmt(value: number | null | undefined, digits = REPORT_PRECISION): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  return value.toFixed(digits);
}

/**
 * p-values: small ones in scientific notation so that they do not print as 0.0000; one that underflowed a double is
 * written from its log10 (src/analyses/stats/p-format.ts), never as a made-up bound.
 */
export function fmtP(p: number | null | undefined, log10?: number): string {
  if (p === null || p === undefined || Number.isNaN(p)) return '–';
  return p >= 0.001 ? p.toFixed(REPORT_PRECISION) : formatPValue(p, log10);
}

export interface Cell {
  /** Displayed HTML (already escaped). */
  readonly html: string;
  /** Sort key; numbers sort numerically. */
  readonly sort?: number | string;
  readonly title?: string;
  readonly className?: string;
}

export type CellInput = Cell | string | number;

function cell(input: CellInput): Cell {
  if (typeof input === 'number') return { html: fmt(input), sort: input };
  if (typeof input === 'string') return { html: esc(input), sort: input };
  return input;
}

export interface TableOptions {
  readonly caption?: string;
  readonly id?: string;
  /** Name of the CSV/JSON files beside index.html that hold this table's data. */
  readonly dataFiles?: readonly string[];
  readonly compact?: boolean;
}

/** A table the inline script can sort by clicking a header (numbers numerically, via data-sort). */
export function sortableTable(headers: readonly string[], rows: readonly (readonly CellInput[])[], options: TableOptions = {}): string {
  const head = headers.map((h, i) => `<th scope="col" data-col="${i}" tabindex="0" aria-sort="none">${esc(h)}</th>`).join('');
  const body = rows
    .map((row) => {
      const tds = row.map((input) => {
        const c = cell(input);
        const sort = c.sort === undefined ? '' : ` data-sort="${esc(typeof c.sort === 'number' && Number.isNaN(c.sort) ? '' : c.sort)}"`;
        const title = c.title ? ` title="${esc(c.title)}"` : '';
        const cls = c.className ? ` class="${esc(c.className)}"` : '';
        return `<td${sort}${title}${cls}>${c.html}</td>`;
      });
      return `<tr>${tds.join('')}</tr>`;
    })
    .join('\n');
  const caption = options.caption ? `<caption>${esc(options.caption)}${dataLinks(options.dataFiles)}</caption>` : '';
  const id = options.id ? ` id="${esc(options.id)}"` : '';
  return `<div class="table-wrap"><table class="sortable${options.compact ? ' compact' : ''}"${id}>${caption}<thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>`;
}

export function dataLinks(files: readonly string[] | undefined): string {
  if (!files || files.length === 0) return '';
  return ` <span class="data-links">${files.map((f) => `<a href="${esc(f)}">${esc(f.split('/').pop()!)}</a>`).join(' ')}</span>`;
}

export function note(kind: 'info' | 'warning' | 'unavailable' | 'error', html: string): string {
  return `<div class="note note-${kind}" role="${kind === 'error' ? 'alert' : 'note'}">${html}</div>`;
}

export function signatureLine(signature: string): string {
  return `<p class="signature"><span>signature</span> <code>${esc(signature)}</code></p>`;
}

/**
 * An SVG rendered by vega, inlined. vega names clip paths and gradients `clip1`, `gradient_0`…, so ids are
 * prefixed per figure: several inlined SVGs would otherwise clip each other's marks.
 */
export function inlineSvg(svg: string, prefix: string): string {
  const ids = new Set<string>();
  for (const m of svg.matchAll(/\sid="([^"]+)"/gu)) ids.add(m[1]!);
  let out = svg.replace(/<\?xml[^>]*>\s*/u, '');
  for (const id of ids) {
    const safe = id.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    out = out
      .replace(new RegExp(`id="${safe}"`, 'gu'), `id="${prefix}-${id}"`)
      .replace(new RegExp(`url\\(#${safe}\\)`, 'gu'), `url(#${prefix}-${id})`)
      .replace(new RegExp(`href="#${safe}"`, 'gu'), `href="#${prefix}-${id}"`);
  }
  return out;
}

export function figure(svg: string, prefix: string, caption: string, files: readonly string[], signature?: string): string {
  const sig = signature === undefined ? '' : `<span class="fig-signature"><code>${esc(signature)}</code></span>`;
  return `<figure class="plot" id="fig-${esc(prefix)}">${inlineSvg(svg, prefix)}<figcaption>${esc(caption)}${dataLinks(files)}${sig}</figcaption></figure>`;
}

/** Names in natural order: A1, A2, …, A10 (not A1, A10, A2, as a shell glob and a plain sort give them). */
export function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}
