/**
 * The page shell: one self-contained HTML document (inline CSS and JS, SVGs inlined, no network access), a
 * header with the dataset and the report signature, a navigation bar, then the sections in order.
 */
import { esc } from './html.js';
import type { RenderedSection } from './section.js';
import { REPORT_CSS } from './assets/style.js';
import { REPORT_SCRIPT } from './assets/script.js';

export interface ShellOptions {
  readonly title: string;
  readonly subtitle: string;
  readonly signature: string;
  readonly generated: string;
  readonly sections: readonly RenderedSection[];
  /** Notes about the inputs, shown under the header. */
  readonly notices?: readonly string[];
}

const STATUS_LABEL: Record<string, string> = { unavailable: 'not available', error: 'failed', disabled: 'off' };

/** What to do about a note on the inputs, by its kind (the notes themselves come from src/report/dataset.ts). */
const NOTICE_ADVICE: readonly { readonly test: RegExp; readonly advice: string }[] = [
  {
    test: /overlapping edit\(s\) merged/u,
    advice: 'An annotator marked overlapping edits, which cannot all be applied to make one reference text; gecval merged them, as MAEGE reads Bryant & Ng\'s files. Usual in those files; nothing to do.',
  },
  {
    test: /repeated by their annotator/u,
    advice: 'The same gold edit appears twice for one annotator; m2scorer counts a matching system edit once per copy, and so does gecval, so M² equals the official scorer\'s. Remove the duplicates if you want each edit counted once.',
  },
];

/** Long line lists are cut after 12 numbers (the data files name them all). */
function shortenLines(text: string): string {
  return text.replace(/\(lines ([\d, ]+)\)/gu, (whole, list: string) => {
    const lines = list.split(/,\s*/u);
    return lines.length <= 12 ? whole : `(lines ${lines.slice(0, 12).join(', ')} and ${lines.length - 12} more)`;
  });
}

/**
 * Notes about the inputs as one box: one item per note with the file's name (its full path on hover), and what the
 * note means for the numbers — not one warning box per note, each with an absolute path and no advice.
 */
export function noticesBox(notices: readonly string[]): string {
  if (notices.length === 0) return '';
  const items = notices.map((n) => {
    const m = /^(\/[^:]*|[A-Za-z]:\\[^:]*|[^:\s]+\.[A-Za-z0-9]+): (.*)$/su.exec(n);
    const text = shortenLines(m ? m[2]! : n);
    const file = m ? `<code title="${esc(m[1]!)}">${esc(m[1]!.split(/[\\/]/u).pop()!)}</code>: ` : '';
    return `<li>${file}${esc(text)}</li>`;
  });
  const advice = NOTICE_ADVICE.filter((a) => notices.some((n) => a.test.test(n))).map((a) => `<p class="legend">${esc(a.advice)}</p>`);
  return `<div class="note note-info notices"><b>Notes on the input files (${notices.length})</b> — how they were read; every number below is computed as stated.<ul>${items.join('')}</ul>${advice.join('')}</div>`;
}

export function pageShell(options: ShellOptions): string {
  const nav = options.sections
    .map((s) => `<a href="#${s.id}" class="nav-${s.status}">${esc(s.title)}${STATUS_LABEL[s.status] ? ` <small>(${STATUS_LABEL[s.status]})</small>` : ''}</a>`)
    .join('');
  const body = options.sections
    .map((s) => `<section id="${s.id}" class="report-section" data-status="${s.status}"><h2>${esc(s.title)}</h2>\n${s.html}\n<p class="timing">built in ${s.seconds.toFixed(1)} s</p></section>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${esc(options.title)}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<header class="page-header">
<h1>${esc(options.title)}</h1>
<p class="subtitle">${esc(options.subtitle)}</p>
<p class="signature"><span>report</span> <code>${esc(options.signature)}</code> · generated ${esc(options.generated)}</p>
<nav aria-label="sections">${nav}</nav>
</header>
<main>
${noticesBox(options.notices ?? [])}
${body}
</main>
<footer><p>Made with gecval. Every table's data is beside this file as CSV/JSON; every plot as SVG and PNG.</p></footer>
<script>${REPORT_SCRIPT}</script>
</body>
</html>
`;
}
