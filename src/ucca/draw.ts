/**
 * SVG drawings of UCCA graphs: units as circles, labelled edges (remote edges dashed, linkage dotted),
 * terminals in text order at the bottom. `drawUccaPair` draws a source graph above its correction (the
 * correction upside down, so the two token rows face each other), the word alignment as dashed lines between
 * the token rows, and USIM's node alignment as Figure 1 of the USIM paper does: every comparable correction
 * unit gets a number, every comparable source unit shows the number of the unit it is aligned to, green when
 * the labels are compatible (matched), red when not.
 */
import type { UccaGraph } from './graph.js';
import { usimAlignment } from './usim/usim.js';
import { escapeXml } from '../formats/xml-chars.js';

const X_STEP = 70;
const Y_STEP = 58;
const MARGIN = 30;
const R = 9;
/** How far an edge to a token stops short of the token's text (px). */
const TERMINAL_GAP = 11;
/** Where along an edge (0 = parent, 1 = child) its label sits. */
const LABEL_AT = 0.7;

interface Layout {
  x: Map<string, number>;
  level: Map<string, number>;
  height: number;
  width: number;
}

/**
 * Width a token needs at font-size 13 (DejaVu Sans): about 0.62 em per character, 1 em for wide letters, plus a
 * gap. A fixed step let long tokens ("responsibilities") overlap their neighbours.
 */
function tokenStep(text: string): number {
  let em = 0;
  for (const ch of text) em += /[MWmw@%]/u.test(ch) ? 0.95 : /[ilIj.,;:'!|]/u.test(ch) ? 0.3 : /[A-Z]/u.test(ch) ? 0.72 : 0.62;
  return Math.max(X_STEP, Math.ceil(em * 13) + 16);
}

const esc = (s: string): string => escapeXml(s);

/** Terminals on level 0; a unit one level above its highest primary child; x = mean x of its yield. */
function layout(graph: UccaGraph): Layout {
  const x = new Map<string, number>();
  const level = new Map<string, number>();
  let right = MARGIN;
  for (const t of graph.terminals) {
    const step = tokenStep(t.text);
    x.set(t.id, right + step / 2);
    level.set(t.id, 0);
    right += step;
  }
  const visiting = new Set<string>();
  const place = (id: string): number => {
    const known = level.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    const kids = graph.outgoing(id).filter((e) => !e.remote && graph.node(id)?.type !== 'linkage');
    let top = 0;
    for (const e of kids) top = Math.max(top, place(e.to));
    const yieldX = graph.yield(id).map((t) => x.get(t.id)!);
    const childX = kids.map((e) => x.get(e.to)).filter((v): v is number => v !== undefined);
    const xs = yieldX.length > 0 ? yieldX : childX;
    x.set(id, xs.length > 0 ? xs.reduce((a, b) => a + b, 0) / xs.length : MARGIN + X_STEP / 2);
    level.set(id, top + 1);
    visiting.delete(id);
    return top + 1;
  };
  for (const n of graph.nodes) if (n.type !== 'linkage') place(n.id);
  // implicit and childless units: beside their parent, one level down
  for (const n of graph.nodes) {
    const parent = graph.primaryParentEdge(n.id)?.from;
    if ((n.implicit || graph.outgoing(n.id).length === 0) && parent && n.type !== 'linkage') {
      level.set(n.id, Math.max(1, (level.get(parent) ?? 2) - 1));
      x.set(n.id, (x.get(parent) ?? MARGIN) + X_STEP / 3);
    }
  }
  const maxLevel = Math.max(1, ...level.values());
  for (const n of graph.nodes) {
    if (n.type !== 'linkage') continue;
    const targets = graph.outgoing(n.id).map((e) => x.get(e.to) ?? MARGIN);
    x.set(n.id, targets.length > 0 ? targets.reduce((a, b) => a + b, 0) / targets.length : MARGIN);
    level.set(n.id, maxLevel + 1);
  }
  const width = Math.max(right, MARGIN + X_STEP) + MARGIN;
  const height = (Math.max(...level.values(), 1) + 1) * Y_STEP + MARGIN;
  return { x, level, height, width };
}

interface Placement {
  /** y of a level: top-down (source) or bottom-up (correction, flipped). */
  y: (level: number) => number;
}

function drawGraph(graph: UccaGraph, lay: Layout, at: Placement, badges: Map<string, { text: string; color: string }> = new Map()): string[] {
  const out: string[] = [];
  const pos = (id: string): [number, number] => [lay.x.get(id) ?? MARGIN, at.y(lay.level.get(id) ?? 0)];
  const labels: string[] = [];
  for (const e of graph.edges) {
    const [x1, y1] = pos(e.from);
    let [x2, y2] = pos(e.to);
    const linkage = graph.node(e.from)?.type === 'linkage';
    const dash = e.remote ? ' stroke-dasharray="6 4"' : linkage ? ' stroke-dasharray="2 3"' : '';
    const color = e.remote ? '#1f6fb2' : linkage ? '#999' : '#444';
    const toTerminal = graph.isTerminal(e.to);
    if (toTerminal) {
      // Stop short of the token's text: a line drawn through it hid small tokens (the final ".").
      const length = Math.hypot(x2 - x1, y2 - y1);
      const cut = length > 0 ? Math.min(TERMINAL_GAP, length / 2) / length : 0;
      x2 -= (x2 - x1) * cut;
      y2 -= (y2 - y1) * cut;
    }
    out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="1.3"${dash}/>`);
    if (!toTerminal) {
      // Labels sit 70% of the way to the child, where a unit's edges have spread apart, not at their midpoints
      // (which crowd near a parent with many children), on a white halo so crossing lines do not hide them.
      const lx = x1 + (x2 - x1) * LABEL_AT + 3;
      const ly = y1 + (y2 - y1) * LABEL_AT - 3;
      labels.push(`<text x="${lx.toFixed(1)}" y="${ly.toFixed(1)}" font-size="12" font-weight="bold" fill="${color}" stroke="white" stroke-width="3" paint-order="stroke">${esc(e.categories.join('|'))}</text>`);
    }
  }
  for (const n of graph.nodes) {
    const [cx, cy] = pos(n.id);
    const fill = n.type === 'root' ? '#333' : n.type === 'linkage' ? '#ddd' : n.implicit ? '#fff' : '#8fb8de';
    const dash = n.implicit ? ' stroke-dasharray="3 2"' : '';
    if (n.type === 'punct') {
      out.push(`<circle cx="${cx}" cy="${cy}" r="3" fill="#aaa"/>`);
      continue;
    }
    out.push(`<circle cx="${cx}" cy="${cy}" r="${n.type === 'linkage' ? R - 3 : R - 2}" fill="${fill}" stroke="#333"${dash}/>`);
    const badge = badges.get(n.id);
    if (badge) out.push(`<text x="${cx}" y="${cy + 4}" font-size="10" text-anchor="middle" font-weight="bold" fill="${badge.color}">${esc(badge.text)}</text>`);
  }
  for (const t of graph.terminals) {
    const [tx, ty] = pos(t.id);
    // Punctuation in full black like the words: grey, a final "." was easy to miss.
    out.push(`<text x="${tx}" y="${ty + 4}" font-size="13" text-anchor="middle" fill="#000" stroke="white" stroke-width="3" paint-order="stroke">${esc(t.text)}</text>`);
  }
  // Edge labels last, above every line and node.
  out.push(...labels);
  return out;
}

function svgDocument(width: number, height: number, body: string[], title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${MARGIN}" y="20" font-size="14" font-weight="bold">${esc(title)}</text>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** One graph: root at the top, tokens at the bottom. */
export function drawUcca(graph: UccaGraph, opts: { title?: string } = {}): string {
  const lay = layout(graph);
  const top = lay.height;
  const body = drawGraph(graph, lay, { y: (level) => top - level * Y_STEP });
  return svgDocument(lay.width, lay.height + MARGIN, body, opts.title ?? `UCCA graph ${graph.id}`);
}

/** A source graph above its correction, with word alignment and USIM's node alignment. */
export function drawUccaPair(source: UccaGraph, correction: UccaGraph, opts: { title?: string } = {}): string {
  const a = layout(source);
  const b = layout(correction);
  const gap = 70;
  const sourceBase = a.height;
  const correctionBase = sourceBase + gap;
  const alignment = usimAlignment(source, correction);
  const numbers = new Map<string, number>();
  alignment.backward.forEach((m, i) => numbers.set(m.unit.id, i + 1));
  const correctionBadges = new Map([...numbers].map(([id, k]) => [id, { text: String(k), color: '#000' }] as const));
  const sourceBadges = new Map(
    alignment.forward.map((m) => [m.unit.id, { text: m.partner ? String(numbers.get(m.partner.id)) : '–', color: m.matched ? '#0a7a22' : '#c01818' }] as const),
  );
  const body: string[] = [];
  for (const [s, c] of alignment.words?.pairs ?? []) {
    if (s < 1 || c < 1) continue;
    const x1 = a.x.get(source.terminals[s - 1]!.id)!;
    const x2 = b.x.get(correction.terminals[c - 1]!.id)!;
    body.push(`<line x1="${x1}" y1="${sourceBase + 10}" x2="${x2}" y2="${correctionBase - 14}" stroke="#b05a00" stroke-width="1" stroke-dasharray="4 3"/>`);
  }
  body.push(...drawGraph(source, a, { y: (level) => sourceBase - level * Y_STEP }, sourceBadges));
  body.push(...drawGraph(correction, b, { y: (level) => correctionBase + level * Y_STEP }, correctionBadges));
  const count1 = alignment.forward.filter((m) => m.matched).length;
  const count2 = alignment.backward.filter((m) => m.matched).length;
  const legend = `recall ${count1}/${alignment.forward.length}, precision ${count2}/${alignment.backward.length} (numbers: aligned correction unit; green = labels compatible)`;
  const height = correctionBase + b.height;
  body.push(`<text x="${MARGIN}" y="${height + 10}" font-size="12" fill="#333">${esc(legend)}</text>`);
  // The legend is one line of ~7 px per character at 12 px; narrow graphs widen to fit it rather than clip it.
  const legendWidth = MARGIN * 2 + Math.ceil(legend.length * 7);
  return svgDocument(Math.max(a.width, b.width, legendWidth), height + MARGIN, body, opts.title ?? `USIM alignment: ${source.id} (top) → ${correction.id} (bottom)`);
}
