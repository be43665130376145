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
${(options.notices ?? []).map((n) => `<div class="note note-warning">${esc(n)}</div>`).join('\n')}
${body}
</main>
<footer><p>Made with gecval. Every table's data is beside this file as CSV/JSON; every plot as SVG and PNG.</p></footer>
<script>${REPORT_SCRIPT}</script>
</body>
</html>
`;
}
