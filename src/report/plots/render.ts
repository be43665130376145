/**
 * Renders Vega-Lite specifications to SVG (vega's own headless SVG renderer, no browser, no canvas) and to
 * PNG (resvg). Every gecval figure goes through here so that plots look alike and render offline; writing the
 * files is the writer's job (src/report/write/).
 */
import * as vega from 'vega';
import * as vegaLite from 'vega-lite';
import { expressionInterpreter } from 'vega-interpreter';
import { Resvg } from '@resvg/resvg-js';
import type { VegaLiteSpec } from '../../core/outputs.js';

export type { VegaLiteSpec } from '../../core/outputs.js';

/** Look shared by all gecval figures. */
export const gecvalPlotConfig = {
  font: 'DejaVu Sans, Liberation Sans, Arial, sans-serif',
  axis: { labelFontSize: 11, titleFontSize: 12, grid: true, gridOpacity: 0.35 },
  legend: { labelFontSize: 11, titleFontSize: 12 },
  title: { fontSize: 14, anchor: 'start' as const },
  view: { stroke: '#ccc' },
};

/** Subtitle lines longer than this are wrapped (at `|`, `;` or spaces) so that a signature never widens a plot. */
export const SUBTITLE_MAX_CHARS = 72;

/**
 * Cuts a long subtitle into lines of at most `max` characters, breaking after a `|`, `;` or space where it can and
 * mid-word only when a piece alone is longer. Vega sizes a plot to its widest title line, so one 200-character
 * signature used to make a 480 px plot 1,546 px wide. The full signature stays in the page text beside the plot.
 */
export function wrapSubtitle(text: string, max = SUBTITLE_MAX_CHARS): string[] {
  const pieces = text.split(/(?<=[|; ])/u);
  const lines: string[] = [];
  let line = '';
  for (let piece of pieces) {
    while (piece.length > max) {
      if (line !== '') lines.push(line.trimEnd());
      lines.push(piece.slice(0, max));
      piece = piece.slice(max);
      line = '';
    }
    if (line.length + piece.length > max && line !== '') {
      lines.push(line.trimEnd());
      line = '';
    }
    line += piece;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

function wrapTitle(title: unknown): unknown {
  if (title === null || typeof title !== 'object' || Array.isArray(title)) return title;
  const t = title as { subtitle?: unknown };
  return typeof t.subtitle === 'string' && t.subtitle.length > SUBTITLE_MAX_CHARS ? { ...t, subtitle: wrapSubtitle(t.subtitle) } : title;
}

const isSignature = (line: unknown): line is string => typeof line === 'string' && /\|version:/u.test(line);

/**
 * The spec without the signature line(s) of its subtitle, and that signature: the report shows a figure's signature
 * as page text under it (one line that breaks anywhere), where a subtitle would wrap it over three lines inside the
 * plot. Figure files written beside the page keep it in the subtitle, so a copied PNG still says what it shows.
 */
export function withoutSignature(spec: VegaLiteSpec): { spec: VegaLiteSpec; signature?: string } {
  const title = (spec as { title?: unknown }).title;
  if (title === null || typeof title !== 'object' || Array.isArray(title)) return { spec };
  const subtitle = (title as { subtitle?: unknown }).subtitle;
  const lines = Array.isArray(subtitle) ? subtitle : [subtitle];
  const signature = lines.find(isSignature);
  if (signature === undefined) return { spec };
  const rest = lines.filter((line) => !isSignature(line) && line !== undefined);
  const { subtitle: _dropped, ...other } = title as Record<string, unknown>;
  const newTitle = rest.length === 0 ? other : { ...other, subtitle: rest.length === 1 ? rest[0] : rest };
  return { spec: { ...spec, title: newTitle } as VegaLiteSpec, signature };
}

function withDefaults(spec: VegaLiteSpec): VegaLiteSpec {
  const config = { ...gecvalPlotConfig, ...((spec as { config?: object }).config ?? {}) };
  const title = wrapTitle((spec as { title?: unknown }).title);
  return { $schema: 'https://vega.github.io/schema/vega-lite/v5.json', background: 'white', ...spec, ...(title === undefined ? {} : { title }), config } as VegaLiteSpec;
}

/**
 * Vega's expressions are evaluated by its interpreter (vega-interpreter) rather than compiled into functions with
 * `new Function`: the same plots, and they render where a Content-Security-Policy forbids evaluating strings as
 * code (the browser app builds the HTML report in a page whose CSP has no 'unsafe-eval').
 */
export async function renderSvg(spec: VegaLiteSpec): Promise<string> {
  const compiled = vegaLite.compile(withDefaults(spec)).spec;
  const view = new vega.View(vega.parse(compiled, undefined, { ast: true }), { renderer: 'none', expr: expressionInterpreter });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

export function svgToPng(svg: string, scale = 2): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    background: 'white',
  });
  return resvg.render().asPng();
}
