/**
 * Renders Vega-Lite specifications to SVG (vega's own headless SVG renderer, no browser, no canvas) and to
 * PNG (resvg). Every gecval figure goes through here so that plots look alike and render offline; writing the
 * files is the writer's job (src/report/write/).
 */
import * as vega from 'vega';
import * as vegaLite from 'vega-lite';
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

function withDefaults(spec: VegaLiteSpec): VegaLiteSpec {
  const config = { ...gecvalPlotConfig, ...((spec as { config?: object }).config ?? {}) };
  return { $schema: 'https://vega.github.io/schema/vega-lite/v5.json', background: 'white', ...spec, config } as VegaLiteSpec;
}

export async function renderSvg(spec: VegaLiteSpec): Promise<string> {
  const compiled = vegaLite.compile(withDefaults(spec)).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
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
