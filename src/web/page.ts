/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The browser app's page: file inputs (and drop), the metric list from the registry, Run/Cancel with progress, and
 * the results (leaderboard with bootstrap intervals, per-metric tables with the CLI's --json/--tsv downloads,
 * ERRANT's per-type table). The work runs in a Web Worker (src/web/worker.ts); Cancel terminates it.
 */
import { listMetrics } from '../metrics/registry.js';
import { VERSION } from '../core/version.js';
import { BROWSER_METRICS, ENSEMBLE_DEFAULT_MEMBERS, type WebExplanation, type WebEdit, type WebExplorer, type WebFile, type WebRequest, type WebResult } from './run.js';
import { tokenDiff } from '../report/compute/token-diff.js';
import { NORMALIZATIONS, TOKENIZERS } from '../text/tokenize/index.js';
import type { WorkerMessage } from './worker.js';

type Role = 'source' | 'm2' | 'references' | 'systems' | 'graphs';
const ROLES: readonly Role[] = ['source', 'm2', 'references', 'systems', 'graphs'];
const MULTIPLE: Record<Role, boolean> = { source: false, m2: false, references: true, systems: true, graphs: true };
const DEFAULT_METRICS = new Set(['m2', 'errant', 'gleu']);

const chosen: Record<Role, WebFile[]> = { source: [], m2: [], references: [], systems: [], graphs: [] };

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
}

const fmt = (x: number) => (Number.isNaN(x) ? 'nan' : x.toFixed(4));

function showChosen(role: Role): void {
  const list = $(`list-${role}`);
  list.replaceChildren(...chosen[role].map((f) => el('li', { title: f.name }, `${f.name} (${f.bytes.length.toLocaleString('en')} bytes)`)));
}

/**
 * File reads (and sample loads) still under way: Run waits for them, so that a run started right after choosing files
 * scores those files rather than the empty list a choice starts from.
 */
const pendingReads = new Set<Promise<void>>();
function whileReading(read: Promise<void>): void {
  pendingReads.add(read);
  void read.finally(() => pendingReads.delete(read));
}

async function readFiles(role: Role, files: readonly File[]): Promise<void> {
  const read = await Promise.all(files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
  chosen[role] = MULTIPLE[role] ? [...chosen[role].filter((c) => !read.some((r) => r.name === c.name)), ...read] : read.slice(0, 1);
  showChosen(role);
}

function setUpInputs(): void {
  for (const role of ROLES) {
    const input = $<HTMLInputElement>(`file-${role}`);
    input.addEventListener('change', () => {
      chosen[role] = [];
      whileReading(readFiles(role, [...(input.files ?? [])]));
    });
    const box = input.closest('.drop') as HTMLElement;
    box.addEventListener('dragover', (e) => {
      e.preventDefault();
      box.classList.add('over');
    });
    box.addEventListener('dragleave', () => box.classList.remove('over'));
    box.addEventListener('drop', (e) => {
      e.preventDefault();
      box.classList.remove('over');
      whileReading(readFiles(role, [...(e.dataTransfer?.files ?? [])]));
    });
  }
  $('sample').addEventListener('click', () => whileReading(loadSample('conll14')));
  $('sample-jfleg').addEventListener('click', () => whileReading(loadSample('jfleg')));
}

/** A bundled sample (a copy of samples/conll14 or samples/jfleg), fetched from this page's own origin. */
async function loadSample(name: 'conll14' | 'jfleg'): Promise<void> {
  const note = $('sample-note');
  note.textContent = 'loading…';
  const base = new URL(`samples/${name}/`, document.baseURI);
  const manifest = (await (await fetch(new URL('manifest.json', base))).json()) as { source: string; m2?: string; references: string[]; systems: string[]; graphs?: string[]; note: string };
  const get = async (path: string): Promise<WebFile> => ({ name: path.replace(/^.*\//u, ''), bytes: new Uint8Array(await (await fetch(new URL(path, base))).arrayBuffer()) });
  chosen.source = [await get(manifest.source)];
  chosen.m2 = manifest.m2 === undefined ? [] : [await get(manifest.m2)];
  chosen.references = await Promise.all(manifest.references.map(get));
  chosen.systems = await Promise.all(manifest.systems.map(get));
  chosen.graphs = await Promise.all((manifest.graphs ?? []).map(get));
  ROLES.forEach(showChosen);
  for (const role of ROLES) $<HTMLInputElement>(`file-${role}`).value = '';
  note.textContent = manifest.note;
}

function setUpMetrics(): void {
  const box = $('metric-list');
  const entries = [...listMetrics()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  for (const entry of entries) {
    const available = BROWSER_METRICS.includes(entry.name);
    const input = el('input', { type: 'checkbox', id: `metric-${entry.name}`, value: entry.name });
    input.checked = available && DEFAULT_METRICS.has(entry.name);
    input.disabled = !available;
    const why = ' — not available in the browser yet (command line only)';
    const label = el('label', { for: `metric-${entry.name}`, title: entry.description + (available ? '' : why) }, input, ` ${entry.name}`);
    if (!available) label.classList.add('unavailable');
    box.append(el('div', {}, label));
  }
}

/** The raw-text choices (`--tokenize`, `--normalize`), from the library's lists. */
function setUpRawText(): void {
  const tokenize = $<HTMLSelectElement>('tokenize');
  for (const t of TOKENIZERS) tokenize.append(el('option', { value: t.name, title: t.description }, `raw text: tokenise like ${t.name} (--tokenize ${t.name})`));
  const normalize = $<HTMLSelectElement>('normalize');
  for (const n of NORMALIZATIONS) normalize.append(el('option', { value: n.name }, `${n.name}${n.name === 'none' ? ' (as written)' : ''}`));
  const sync = () => {
    normalize.disabled = tokenize.value === '';
  };
  tokenize.addEventListener('change', sync);
  sync();
}

/** The ensemble's members (`-O metrics=`): the documented default, editable while `ensemble` is ticked. */
function setUpEnsemble(): void {
  const members = $<HTMLInputElement>('ensemble-members');
  const ensemble = $<HTMLInputElement>('metric-ensemble');
  members.value = ENSEMBLE_DEFAULT_MEMBERS;
  const sync = () => {
    members.disabled = !ensemble.checked;
  };
  ensemble.addEventListener('change', sync);
  sync();
}

function chosenMetrics(): string[] {
  const order = [...listMetrics()].map((e) => e.name);
  return [...document.querySelectorAll<HTMLInputElement>('#metric-list input:checked')].map((i) => i.value).sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

function download(name: string, text: string | Uint8Array, type: string): void {
  const url = URL.createObjectURL(new Blob([text as BlobPart], { type }));
  const a = el('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function downloadButton(label: string, file: string, text: string | Uint8Array, type: string): HTMLButtonElement {
  const b = el('button', { type: 'button', 'data-download': file }, label);
  b.addEventListener('click', () => download(file, text, type));
  return b;
}

interface BoardJson {
  signature: string;
  metrics: { name: string; label: string; higherIsBetter: boolean; signature: string; ci: string; systems: { name: string; score: number; low: number; high: number }[]; pairs: { a: string; b: string; difference: number; pValue: number }[] }[];
  skipped: { name: string; reason: string }[];
}

type BoardMetric = BoardJson['metrics'][number];

/** Row system minus column system, with its paired-bootstrap p-value; * where p < 0.05. */
function pairTable(metric: BoardMetric, order: readonly string[]): HTMLElement {
  const cell = (a: string, b: string): HTMLElement => {
    if (a === b) return el('td', { class: 'hint' }, '—');
    const direct = metric.pairs.find((p) => p.a === a && p.b === b);
    const reverse = metric.pairs.find((p) => p.a === b && p.b === a);
    const pair = direct ?? reverse;
    if (pair === undefined) return el('td', {}, '');
    const difference = direct ? pair.difference : -pair.difference;
    const significant = pair.pValue < 0.05;
    return el('td', significant ? { class: 'best' } : {}, `${difference >= 0 ? '+' : ''}${difference.toFixed(4)}${significant ? '*' : ''}`, el('span', { class: 'ci' }, ` p=${pair.pValue.toFixed(3)}`));
  };
  return el('table', { id: 'pairs-table' },
    el('caption', {}, `${metric.label}: row system − column system, paired bootstrap p-value; * (bold) = p < 0.05.`),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, ''), ...order.map((n) => el('th', { scope: 'col' }, n)))),
    el('tbody', {}, ...order.map((a) => el('tr', {}, el('th', { scope: 'row' }, a), ...order.map((b) => cell(a, b))))));
}

const SVG = 'http://www.w3.org/2000/svg';
function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One small panel per metric: each system's score (dot) and 95% interval (line), systems in leaderboard order. */
function intervalPlot(board: BoardJson, order: readonly string[]): HTMLElement {
  const panelW = 230;
  const labelW = 70;
  const rowH = 22;
  const top = 30;
  const width = labelW + board.metrics.length * (panelW + 16);
  const height = top + order.length * rowH + 24;
  const root = svg('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': `Scores with 95% bootstrap intervals for ${board.metrics.map((m) => m.label).join(', ')}` }) as SVGSVGElement;
  order.forEach((name, i) => root.append(svg('text', { x: 0, y: top + i * rowH + 14, class: 'plot-label' }, name)));
  board.metrics.forEach((m, k) => {
    const x0 = labelW + k * (panelW + 16);
    const lo = Math.min(...m.systems.map((s) => s.low));
    const hi = Math.max(...m.systems.map((s) => s.high));
    const span = hi - lo || 1;
    const x = (v: number) => x0 + 6 + ((v - lo) / span) * (panelW - 12);
    root.append(svg('text', { x: x0 + panelW / 2, y: 14, 'text-anchor': 'middle', class: 'plot-title' }, m.label));
    root.append(svg('rect', { x: x0, y: top - 4, width: panelW, height: order.length * rowH + 4, class: 'plot-panel' }));
    order.forEach((name, i) => {
      const s = m.systems.find((v) => v.name === name);
      if (s === undefined) return;
      const y = top + i * rowH + 10;
      root.append(svg('line', { x1: x(s.low), x2: x(s.high), y1: y, y2: y, class: 'plot-ci' }));
      root.append(svg('circle', { cx: x(s.score), cy: y, r: 4, class: 'plot-dot' }, undefined));
    });
    const axisY = top + order.length * rowH + 14;
    root.append(svg('text', { x: x0 + 2, y: axisY, class: 'plot-axis' }, lo.toFixed(3)));
    root.append(svg('text', { x: x0 + panelW - 2, y: axisY, 'text-anchor': 'end', class: 'plot-axis' }, hi.toFixed(3)));
  });
  return el('div', { class: 'scroll plot' }, root);
}

function renderLeaderboard(board: BoardJson | undefined): HTMLElement {
  const box = el('div');
  if (board === undefined || board.metrics.length === 0) return box;
  const lead = board.metrics[0]!;
  const order = [...lead.systems].sort((x, y) => (lead.higherIsBetter ? y.score - x.score : x.score - y.score)).map((s) => s.name);
  const head = el('tr', {}, el('th', { scope: 'col' }, 'System'), el('th', { scope: 'col' }, 'Rank'), ...board.metrics.map((m) => el('th', { scope: 'col', title: `${m.ci}; ${m.signature}` }, m.label)));
  const rows = order.map((name, rank) => {
    const cells = board.metrics.map((m) => {
      const s = m.systems.find((x) => x.name === name);
      if (s === undefined) return el('td', { class: 'hint' }, '—');
      const best = Math.max(...m.systems.map((x) => (m.higherIsBetter ? x.score : -x.score))) === (m.higherIsBetter ? s.score : -s.score);
      return el('td', best ? { class: 'best' } : {}, fmt(s.score), el('span', { class: 'ci' }, ` [${fmt(s.low)}, ${fmt(s.high)}]`));
    });
    return el('tr', {}, el('th', { scope: 'row' }, name), el('td', {}, String(rank + 1)), ...cells);
  });
  const table = el('table', { id: 'leaderboard-table' }, el('caption', {}, `Leaderboard: score [95% bootstrap interval], ranked by ${lead.label}; bold = best. Intervals and pairwise tests as gecval report computes them; its sentence-level columns (ERRANT included) score against the references, M² against the gold M2.`), el('thead', {}, head), el('tbody', {}, ...rows));
  box.append(el('h3', {}, 'Leaderboard'), el('div', { class: 'scroll' }, table), el('p', { class: 'signature' }, board.signature));
  box.append(intervalPlot(board, order));
  if (board.metrics.some((m) => m.pairs.length > 0)) {
    const select = el('select', { id: 'pairs-metric' }, ...board.metrics.map((m) => el('option', { value: m.name }, m.label)));
    const holder = el('div', { class: 'scroll' });
    const draw = () => holder.replaceChildren(pairTable(board.metrics.find((m) => m.name === select.value)!, order));
    select.addEventListener('change', draw);
    draw();
    box.append(el('h3', {}, 'Pairwise significance'), el('div', { class: 'row' }, el('label', { for: 'pairs-metric' }, 'Metric'), select), holder);
  }
  for (const s of board.skipped) box.append(el('p', { class: 'hint' }, `${s.name} not on the leaderboard: ${s.reason}`));
  box.append(el('div', { class: 'downloads' }, downloadButton('Download leaderboard JSON', 'leaderboard.json', `${JSON.stringify(board, null, 2)}\n`, 'application/json')));
  return box;
}

/**
 * The columns shown beside a metric's corpus score (the downloads carry everything): precision and recall where a
 * metric gives them; the I-measure's detection I and correction P/R (its score is correction I); each ensemble
 * member's own corpus score.
 */
function detailColumns(score: WebResult['scores'][number]): { label: string; title?: string; value: (details: Record<string, unknown>) => unknown }[] {
  const at = (details: Record<string, unknown>, ...path: string[]): unknown => path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], details);
  if (score.metric === 'imeasure') {
    return [['det. I', 'I of detection', 'detection', 'i'], ['P', 'precision of correction', 'correction', 'p'], ['R', 'recall of correction', 'correction', 'r']].map(([label, title, ...path]) => ({ label: label!, title, value: (d) => at(d, 'structuredCorpus', ...path) }));
  }
  if (score.metric === 'ensemble') {
    const members = (score.rows[0]?.details?.members ?? []) as string[];
    return members.map((m) => ({ label: m, title: `member ${m}: its own corpus score`, value: (d) => at(d, 'memberCorpus', m) }));
  }
  return ['precision', 'recall', 'std'].filter((k) => score.rows.some((r) => typeof r.details?.[k] === 'number')).map((k) => ({ label: k, value: (d) => d[k] }));
}

/** A score table's caption where the metric's name alone does not say what the numbers are. */
const CAPTIONS: Record<string, string> = {
  imeasure: 'imeasure: I of correction; det. I = I of detection; P, R of correction',
  ensemble: "ensemble: mean of the members' sentence scores; each member's own score beside it",
  gotoscorer: 'gotoscorer: chunk F0.5 weighted by the chosen outputs',
};

function renderScores(result: WebResult): HTMLElement {
  if (result.scores.length === 0) return el('div');
  const box = el('div', {}, el('h3', {}, 'Scores per metric (gecval score)'));
  const grid = el('div', { class: 'grid2' });
  for (const score of result.scores) {
    const columns = detailColumns(score);
    const head = el('tr', {}, el('th', { scope: 'col' }, 'system'), el('th', { scope: 'col' }, score.metric), ...columns.map((c) => el('th', { scope: 'col', ...(c.title === undefined ? {} : { title: c.title }) }, c.label)));
    const rows = score.rows.map((r) => el('tr', {}, el('th', { scope: 'row' }, r.system), el('td', {}, fmt(r.corpus)), ...columns.map((c) => {
      const value = c.value(r.details ?? {});
      return el('td', {}, typeof value === 'number' ? fmt(value) : '');
    })));
    const card = el('div', { class: 'score', 'data-metric': score.metric },
      el('div', { class: 'scroll' }, el('table', {}, el('caption', {}, CAPTIONS[score.metric] ?? score.metric), el('thead', {}, head), el('tbody', {}, ...rows))),
      el('p', { class: 'signature' }, score.signature),
      el('div', { class: 'downloads' },
        downloadButton(`${score.metric}.json`, `${score.metric}.json`, `${JSON.stringify(score.json, null, 2)}\n`, 'application/json'),
        ...(score.tsv !== undefined ? [downloadButton(`${score.metric}.tsv`, `${score.metric}.tsv`, score.tsv, 'text/tab-separated-values')] : [])));
    grid.append(card);
  }
  box.append(grid);
  return box;
}

/** USIM from text (`gecval usim --source SRC SYS --json` per system) and the parses behind it. */
function renderUsimText(result: WebResult): HTMLElement {
  const box = el('div');
  if (result.usim === undefined || result.usim.length === 0) return box;
  const per = result.usim.map((u) => ({ system: u.system, json: u.json as { mean: number; parsed: number; signature: string } }));
  const rows = per.map((p) => el('tr', {}, el('th', { scope: 'row' }, p.system), el('td', {}, fmt(p.json.mean)), el('td', {}, String(p.json.parsed))));
  box.append(
    el('h3', {}, 'USIM from text (gecval usim --source SRC SYS)'),
    el('div', { class: 'score', 'data-metric': 'usim-text' },
      el('table', { id: 'usim-text-table' }, el('caption', {}, 'USIM: mean over sentence pairs; sources and corrections parsed in this page'), el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'system'), el('th', { scope: 'col' }, 'USIM'), el('th', { scope: 'col' }, 'sentences parsed'))), el('tbody', {}, ...rows)),
      el('p', { class: 'signature' }, per[0]!.json.signature)),
    el('div', { class: 'downloads' },
      ...per.map((p) => downloadButton(`usim ${p.system}.json`, `usim-${p.system}.json`, `${JSON.stringify(p.json, null, 2)}\n`, 'application/json')),
      ...(result.parses ?? []).map((p) => downloadButton(`parses of ${p.file} (JSON lines)`, `parses-${p.file.replace(/\.[^.]*$/u, '')}.jsonl`, p.jsonl, 'application/x-ndjson'))),
  );
  return box;
}

/** Faithfulness (`gecval faithfulness --source SRC SYS --json` per system): means, and the weakest sentence's explanation. */
function renderFaithfulness(result: WebResult): HTMLElement {
  const box = el('div');
  if (result.faithfulness === undefined || result.faithfulness.length === 0) return box;
  const per = result.faithfulness.map((u) => ({ system: u.system, json: u.json as { mean: number; signature: string; sentences: { score: number }[] } }));
  const rows = per.map((p) => {
    const worst = p.json.sentences.reduce((w, s, i) => (s.score < p.json.sentences[w]!.score ? i : w), 0);
    return el('tr', {}, el('th', { scope: 'row' }, p.system), el('td', {}, fmt(p.json.mean)), el('td', {}, `sentence ${worst + 1} (${fmt(p.json.sentences[worst]!.score)}; its explanation in the explorer)`));
  });
  box.append(
    el('h3', {}, 'Faithfulness (gecval faithfulness --source SRC SYS)'),
    el('div', { class: 'score', 'data-metric': 'faithfulness' },
      el('table', { id: 'faithfulness-table' }, el('caption', {}, 'Meaning kept: mean over sentences, and the least faithful sentence with its explanation'), el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'system'), el('th', { scope: 'col' }, 'faithfulness'), el('th', { scope: 'col' }, 'least faithful sentence'))), el('tbody', {}, ...rows)),
      el('p', { class: 'signature' }, per[0]!.json.signature)),
    el('div', { class: 'downloads' }, ...per.map((p) => downloadButton(`faithfulness ${p.system}.json`, `faithfulness-${p.system}.json`, `${JSON.stringify(p.json, null, 2)}\n`, 'application/json'))),
  );
  return box;
}

interface ErrantJson {
  categories?: Record<string, { tp: number; fp: number; fn: number }>;
  beta: number;
}

function renderErrantTypes(result: WebResult): HTMLElement {
  const box = el('div');
  if (result.errantTypes.length === 0) return box;
  const per = result.errantTypes.map((t) => ({ system: t.system, json: t.json as ErrantJson }));
  const types = [...new Set(per.flatMap((p) => Object.keys(p.json.categories ?? {})))].sort();
  const f = (tp: number, fp: number, fn: number, beta: number) => {
    const p = tp + fp === 0 ? 1 : tp / (tp + fp);
    const r = tp + fn === 0 ? 1 : tp / (tp + fn);
    return p + r === 0 ? 0 : ((1 + beta * beta) * p * r) / (beta * beta * p + r);
  };
  const head = el('tr', {}, el('th', { scope: 'col' }, 'type'), ...per.map((p) => el('th', { scope: 'col', title: 'TP / FP / FN and F' }, p.system)));
  const rows = types.map((type) => el('tr', {}, el('th', { scope: 'row' }, type), ...per.map((p) => {
    const c = p.json.categories?.[type];
    return el('td', {}, c === undefined ? '' : `${c.tp} / ${c.fp} / ${c.fn}`, c === undefined ? '' : el('span', { class: 'ci' }, ` ${f(c.tp, c.fp, c.fn, p.json.beta).toFixed(2)}`));
  })));
  box.append(
    el('h3', {}, 'ERRANT per error type (gecval errant-compare --cat 3)'),
    el('div', { class: 'scroll' }, el('table', { id: 'errant-types-table' }, el('caption', {}, 'TP / FP / FN per type, then the type\'s F (ERRANT\'s -cat 3 table); types as the gold M2 names them.'), el('thead', {}, head), el('tbody', {}, ...rows))),
    el('div', { class: 'downloads' }, ...per.map((p) => downloadButton(`${p.system} (errant-compare JSON)`, `errant-types-${p.system}.json`, `${JSON.stringify(p.json, null, 2)}\n`, 'application/json'))),
  );
  return box;
}

/** An edit as a chip: type, the source tokens it replaces (struck out) and its correction. */
function editChip(edit: WebEdit, tokens: readonly string[], annotator = false): HTMLElement {
  const original = tokens.slice(edit.start, edit.end).join(' ');
  const correction = edit.correction === '-NONE-' ? '' : edit.correction;
  return el('span', { class: 'edit', title: `tokens ${edit.start}–${edit.end}${annotator && edit.annotator !== undefined ? `, annotator ${edit.annotator}` : ''}` },
    el('span', { class: 'type' }, edit.type), ' ', original === '' ? '∅' : el('del', {}, original), ' → ', correction === '' ? '∅' : el('ins', {}, correction));
}

/** Source and hypothesis, token by token: deletions struck out, insertions underlined (the report's token diff). */
function diffLine(source: string, hypothesis: string): HTMLElement {
  const line = el('span', { class: 'diff' });
  for (const [kind, text] of tokenDiff(source, hypothesis)) {
    line.append(kind === 'e' ? `${text} ` : kind === 'd' ? el('del', {}, text) : el('ins', {}, text), kind === 'e' ? '' : ' ');
  }
  return line;
}

let explorerData: WebExplorer | undefined;
let drawnSystem: string | undefined;

/** The library's UCCA drawing (src/ucca/draw.ts) of a source graph above a correction's; loaded on first use. */
async function drawPair(source: unknown, correction: unknown, into: HTMLElement, title: string): Promise<void> {
  const [{ drawUccaPair }, { fromUccaJson }] = await Promise.all([import('../ucca/draw.js'), import('../ucca/json.js')]);
  const text = drawUccaPair(fromUccaJson(source), fromUccaJson(correction), { title });
  const svgRoot = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  svgRoot.setAttribute('role', 'img');
  svgRoot.setAttribute('aria-label', title);
  into.replaceChildren(document.importNode(svgRoot, true));
}

/** A sentence's faithfulness: its score, then each change that cost meaning (points lost, change, type, role, reasons). */
function faithfulnessCell(view: WebExplanation | undefined): (HTMLElement | string)[] {
  if (view === undefined) return [];
  return [el('strong', {}, fmt(view.score)), ...view.rows.map((r) => el('div', { class: 'explanation', title: r.reasons }, `−${fmt(r.drop)} ${r.change} `, el('span', { class: 'type' }, `${r.type}${r.role ? ` · ${r.role}` : ''}`), el('span', { class: 'hint' }, ` ${r.reasons}`)))];
}

function showSentence(index: number): void {
  const ex = explorerData!;
  const i = Math.max(0, Math.min(ex.source.length - 1, index));
  $<HTMLInputElement>('sentence').value = String(i + 1);
  const source = ex.source[i]!;
  const tokens = source.split(/\s+/u).filter(Boolean);
  const gold = ex.gold?.[i] ?? [];
  const withFaithfulness = ex.systems.some((s) => s.faithfulness !== undefined);
  const rows = ex.systems.map((s) => el('tr', {},
    el('th', { scope: 'row' }, s.name),
    el('td', {}, s.lines[i] === source ? el('span', { class: 'hint' }, 'unchanged') : diffLine(source, s.lines[i] ?? '')),
    el('td', {}, ...(s.edits === undefined ? [el('span', { class: 'hint' }, 'tick errant for typed edits')] : (s.edits[i] ?? []).map((e) => editChip(e, tokens)))),
    ...(withFaithfulness ? [el('td', { class: 'faithfulness' }, ...faithfulnessCell(s.faithfulness?.[i]))] : [])));
  const drawable = ex.sourceGraphs === undefined ? [] : ex.systems.filter((s) => s.graphs !== undefined);
  const drawing = el('div', { id: 'drawing', class: 'scroll' });
  const drawingBox = el('div');
  if (drawable.length > 0) {
    const select = el('select', { id: 'drawing-system' }, ...drawable.map((s) => el('option', { value: s.name }, s.name)));
    // The system the user picked; until then, the first that changed this sentence (an unchanged one draws twice the same).
    if (drawnSystem !== undefined && drawable.some((s) => s.name === drawnSystem)) select.value = drawnSystem;
    else select.value = (drawable.find((s) => s.lines[i] !== source) ?? drawable[0]!).name;
    const draw = () => {
      void drawPair(ex.sourceGraphs![i], drawable.find((s) => s.name === select.value)!.graphs![i], drawing, `sentence ${i + 1}: source and ${select.value}`);
    };
    select.addEventListener('change', () => {
      drawnSystem = select.value;
      draw();
    });
    drawingBox.append(el('div', { class: 'row' }, el('label', { for: 'drawing-system' }, 'UCCA drawing of the source and'), select), drawing);
    draw();
  }
  $('explorer-body').replaceChildren(
    el('p', { class: 'source' }, el('span', { class: 'label' }, `Source ${i + 1}: `), source),
    el('p', { class: 'gold' }, el('span', { class: 'label' }, 'Gold edits: '), ...(gold.length === 0 ? [ex.gold === undefined ? 'no gold M2 chosen' : 'none'] : gold.map((e) => editChip(e, tokens, true)))),
    el('table', { class: 'explorer-table' }, el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'system'), el('th', { scope: 'col' }, 'output (deleted / inserted tokens)'), el('th', { scope: 'col' }, 'edits (ERRANT types)'), ...(withFaithfulness ? [el('th', { scope: 'col' }, 'faithfulness: what cost meaning')] : []))), el('tbody', {}, ...rows)),
    drawingBox,
  );
}

function renderExplorer(ex: WebExplorer): HTMLElement {
  explorerData = ex;
  const input = el('input', { type: 'number', id: 'sentence', min: '1', max: String(ex.source.length), value: '1' });
  input.addEventListener('change', () => showSentence(Number(input.value) - 1));
  const prev = el('button', { type: 'button', id: 'sentence-prev' }, '← Previous');
  const next = el('button', { type: 'button', id: 'sentence-next' }, 'Next →');
  prev.addEventListener('click', () => showSentence(Number(input.value) - 2));
  next.addEventListener('click', () => showSentence(Number(input.value)));
  const changed = el('button', { type: 'button', id: 'sentence-changed', title: 'the next sentence that some system changed' }, 'Next changed →');
  changed.addEventListener('click', () => {
    const from = Number(input.value);
    for (let k = from; k < ex.source.length; k++) if (ex.systems.some((s) => s.lines[k] !== ex.source[k])) return showSentence(k);
  });
  return el('div', { id: 'explorer-box' },
    el('h3', {}, 'Sentence explorer'),
    el('div', { class: 'row' }, prev, el('label', { for: 'sentence' }, 'Sentence'), input, el('span', { class: 'hint' }, `of ${ex.source.length}`), next, changed),
    el('div', { id: 'explorer-body', 'aria-live': 'polite' }));
}

/** The HTML report (`gecval report`'s index.html for the same files), offered for download. */
function renderReport(result: WebResult): HTMLElement {
  const box = el('div');
  const report = result.report;
  if (report === undefined) return box;
  const kb = (n: number) => `${Math.max(1, Math.round(n / 1024)).toLocaleString('en')} KB`;
  const notOk = report.sections.filter((s) => s.status !== 'ok');
  const why: Record<string, string> = {
    usim: 'tick usim to parse the sentences',
    coverage: 'needs crowd corrections: gecval report --crowd',
  };
  box.append(
    el('h3', {}, 'HTML report (gecval report)'),
    el('p', { class: 'hint' }, `The page gecval report writes for these files: one self-contained file that opens offline in any browser. The folder adds the CSV/JSON tables and SVG figures its links point to (not the PNG copies of the figures, which the command line draws).`),
    ...(notOk.length > 0 ? [el('p', { class: 'hint' }, `Sections left out: ${notOk.map((s) => `${s.id} (${s.status === 'disabled' ? (why[s.id] ?? 'off') : `${s.status}${s.message ? `: ${s.message}` : ''}`})`).join('; ')}.`)] : []),
    el('div', { class: 'downloads' },
      downloadButton(`Download the HTML report (${kb(new TextEncoder().encode(report.html).length)})`, 'gecval-report.html', report.html, 'text/html'),
      downloadButton(`Download the report folder (.zip, ${kb(report.zip.length)})`, 'gecval-report.zip', report.zip, 'application/zip')),
  );
  return box;
}

function showResult(result: WebResult): void {
  $('report-download').replaceChildren(renderReport(result));
  $('leaderboard').replaceChildren(renderLeaderboard(result.leaderboard as BoardJson | undefined));
  $('scores').replaceChildren(renderScores(result));
  $('errant-types').replaceChildren(renderErrantTypes(result));
  $('usim-text').replaceChildren(renderUsimText(result), renderFaithfulness(result));
  $('explorer').replaceChildren(renderExplorer(result.explorer));
  showSentence(0);
  $('warnings').replaceChildren(...result.warnings.map((w) => el('li', {}, w)));
  $('results').hidden = false;
  $('results-title').scrollIntoView({ block: 'start' });
}

let worker: Worker | undefined;

function finish(status: string): void {
  worker?.terminate();
  worker = undefined;
  $<HTMLButtonElement>('run').disabled = false;
  $<HTMLButtonElement>('cancel').disabled = true;
  $('status').textContent = status;
}

function showError(message: string): void {
  const box = $('error');
  box.textContent = message;
  box.hidden = false;
  box.tabIndex = -1;
  box.scrollIntoView({ block: 'center' });
  box.focus();
}

function run(): void {
  $('error').hidden = true;
  $('warnings').replaceChildren();
  // The previous run's results go: next to a new run's error or progress they would read as its results.
  $('results').hidden = true;
  if (chosen.source.length === 0) return showError('gecval: error: choose a source file (one sentence per line)');
  const request: WebRequest = {
    source: chosen.source[0]!,
    ...(chosen.m2[0] ? { m2: chosen.m2[0] } : {}),
    references: chosen.references,
    systems: chosen.systems,
    ...(chosen.graphs.length > 0 ? { graphs: chosen.graphs } : {}),
    metrics: chosenMetrics(),
    ...($<HTMLSelectElement>('tokenize').value === '' ? {} : { raw: { tokenize: $<HTMLSelectElement>('tokenize').value, normalize: $<HTMLSelectElement>('normalize').value } }),
    resamples: Number($<HTMLInputElement>('resamples').value),
    seed: Number($<HTMLInputElement>('seed').value),
    parser: $<HTMLSelectElement>('parser-model').value,
    ...(chosenMetrics().includes('ensemble') ? { options: { ensemble: { metrics: $<HTMLInputElement>('ensemble-members').value } } } : {}),
    faithfulness: { parser: $<HTMLSelectElement>('faithfulness-model').value, raw: $<HTMLSelectElement>('faithfulness-input').value === 'raw' },
    report: $<HTMLInputElement>('report-html').checked,
  };
  $<HTMLButtonElement>('run').disabled = true;
  $<HTMLButtonElement>('cancel').disabled = false;
  $('status').textContent = 'starting…';
  const progress = $<HTMLProgressElement>('progress');
  progress.value = 0;
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const m = event.data;
    if (m.type === 'progress') {
      progress.max = Math.max(1, m.total);
      progress.value = Math.min(m.done, m.total);
      $('status').textContent = m.total > 0 ? `${m.label} (${m.done}/${m.total})` : m.label;
    } else if (m.type === 'result') {
      progress.value = progress.max;
      showResult(m.result);
      finish(`done in ${(m.milliseconds / 1000).toFixed(1)} s`);
      document.body.dataset.state = 'done';
    } else {
      showError(m.message);
      finish('stopped by an error');
      document.body.dataset.state = 'error';
    }
  };
  worker.onerror = (event) => {
    showError(`gecval: internal error (please report it): ${event.message}`);
    finish('stopped by an error');
    document.body.dataset.state = 'error';
  };
  worker.postMessage(request);
}

setUpInputs();
setUpMetrics();
setUpRawText();
setUpEnsemble();
$('version').textContent = VERSION;
// at once when no file is being read (the common case: Run's state changes before the click returns)
$('run').addEventListener('click', () => (pendingReads.size === 0 ? run() : void Promise.allSettled([...pendingReads]).then(run)));
$('cancel').addEventListener('click', () => {
  finish('cancelled');
  document.body.dataset.state = 'cancelled';
});
document.body.dataset.state = 'ready';
