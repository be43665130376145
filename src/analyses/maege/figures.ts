/**
 * MAEGE figures as Vega-Lite specifications: Figure 4 (CHR vs MAEGE corpus-level ρ per metric, with a regression
 * line), Figure 5 (mean score of the originals by number of errors, with a least-squares line and the values printed
 * above the points), and a heat map of Δ_{m,t} (metric × error type). Specifications only: the writer
 * (src/report/write/) renders them.
 */
import { outputs, type OutputFile, type VegaLiteSpec } from '../../core/outputs.js';
import type { MaegeRun } from './run.js';
import { colourAt, inkOn } from '../contrast.js';

/** Δ heat map stops: red (metric penalises the correction), near-white (no change), blue (rewards it). */
export const DELTA_COLOURS = ['#b2182b', '#f7f7f7', '#2166ac'] as const;

export interface ChrVsMaegePoint {
  readonly metric: string;
  readonly chr: number;
  readonly maege: number;
}

/** Where a point's label goes: above it, below it, or to its right (see `placeLabels`). */
type LabelPlace = 'above' | 'below' | 'right';

/**
 * Puts each label above its point unless it would overlap a point or a label already placed (points in order of decreasing
 * MAEGE ρ), then below, then to the right: metrics with close values (SARI and MAX-SARI) no longer print on top of
 * each other. Sizes in data units of the 420 px, [-1, 1] frame (210 px per unit), 11 px text.
 */
export function placeLabels(points: readonly ChrVsMaegePoint[]): LabelPlace[] {
  const unit = 210;
  const box = (p: ChrVsMaegePoint, place: LabelPlace) => {
    const w = (p.metric.length * 6.5) / unit;
    const h = 13 / unit;
    if (place === 'right') return { x0: p.chr + 8 / unit, x1: p.chr + 8 / unit + w, y0: p.maege - h / 2, y1: p.maege + h / 2 };
    const cy = place === 'above' ? p.maege + 12 / unit : p.maege - 16 / unit;
    return { x0: p.chr - w / 2, x1: p.chr + w / 2, y0: cy - h / 2, y1: cy + h / 2 };
  };
  type Box = ReturnType<typeof box>;
  const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
  const order = points.map((_, i) => i).sort((a, b) => points[b]!.maege - points[a]!.maege || points[a]!.chr - points[b]!.chr);
  // Every point is an obstacle too: a label must not cover another metric's dot.
  const dot = 5 / unit;
  const placed: Box[] = points.map((p) => ({ x0: p.chr - dot, x1: p.chr + dot, y0: p.maege - dot, y1: p.maege + dot }));
  const places: LabelPlace[] = points.map(() => 'above');
  for (const i of order) {
    const p = points[i]!;
    const place = (['above', 'below', 'right'] as const).find((c) => !placed.some((b) => overlaps(b, box(p, c)))) ?? 'right';
    places[i] = place;
    placed.push(box(p, place));
  }
  return places;
}

export function chrVsMaegeSpec(points: readonly ChrVsMaegePoint[], subtitle: string | readonly string[] = ''): VegaLiteSpec {
  const finite = points.filter((p) => Number.isFinite(p.chr) && Number.isFinite(p.maege));
  const places = placeLabels(finite);
  const data = { values: finite.map((p, i) => ({ ...p, place: places[i] })) };
  const x = { field: 'chr', type: 'quantitative', title: 'CHR Spearman ρ (Combined human rankings)', scale: { domain: [-1, 1] } } as const;
  const y = { field: 'maege', type: 'quantitative', title: 'MAEGE corpus-level Spearman ρ', scale: { domain: [-1, 1] } } as const;
  const label = (place: LabelPlace, mark: Record<string, unknown>) => ({ transform: [{ filter: `datum.place === '${place}'` }], mark: { type: 'text', fontSize: 11, ...mark }, encoding: { x, y, text: { field: 'metric' } } });
  const lines = ['dashed: least-squares line of MAEGE ρ on CHR ρ over these metrics', ...(Array.isArray(subtitle) ? subtitle : subtitle === '' ? [] : [subtitle])];
  return {
    title: { text: 'Figure 4: corpus-level correlation by CHR and by MAEGE', subtitle: lines },
    width: 420,
    height: 420,
    data,
    layer: [
      { mark: { type: 'point', filled: true, size: 60 }, encoding: { x, y } },
      label('above', { dy: -10 }),
      label('below', { dy: 14 }),
      label('right', { dx: 8, align: 'left', baseline: 'middle' }),
      // The fit is drawn only over the CHR range of the points (extent), and clipped to the [-1, 1] frame, because a
      // steep line over a wider x range runs out of the plot.
      { transform: [{ regression: 'maege', on: 'chr', extent: fitExtent(data.values) }], mark: { type: 'line', color: '#888', strokeDash: [4, 3], clip: true }, encoding: { x, y } },
    ],
  } as unknown as VegaLiteSpec;
}

function fitExtent(points: readonly { chr: number }[]): [number, number] {
  if (points.length === 0) return [-1, 1];
  return [Math.min(...points.map((p) => p.chr)), Math.max(...points.map((p) => p.chr))];
}

export interface OriginalsByErrorsPoint {
  readonly errors: number;
  readonly mean: number;
  readonly chains: number;
}

export function originalsByErrorsSpec(points: readonly OriginalsByErrorsPoint[], metric: string): VegaLiteSpec {
  const data = { values: points.map((p) => ({ ...p, label: p.mean.toFixed(3) })) };
  const x = { field: 'errors', type: 'quantitative', title: 'number of errors in the original (chain length − 1)', axis: { tickMinStep: 1 } } as const;
  const y = { field: 'mean', type: 'quantitative', title: `mean ${metric} of the originals`, scale: { zero: false } } as const;
  return {
    title: { text: `Figure 5: ${metric} of the original by number of errors`, subtitle: 'each original scored against its chain\'s source; least-squares line' },
    width: 480,
    height: 300,
    data,
    layer: [
      { mark: { type: 'point', filled: true, size: 50 }, encoding: { x, y } },
      { mark: { type: 'text', dy: -10, fontSize: 9 }, encoding: { x, y, text: { field: 'label' } } },
      { transform: [{ regression: 'mean', on: 'errors' }], mark: { type: 'line', color: '#c44' }, encoding: { x, y } },
    ],
  } as unknown as VegaLiteSpec;
}

export interface DeltaCell {
  readonly metric: string;
  readonly type: string;
  readonly delta: number;
  readonly count: number;
}

export function deltaHeatmapSpec(cells: readonly DeltaCell[], subtitle = ''): VegaLiteSpec {
  const finite = cells.filter((c) => Number.isFinite(c.delta));
  const extent = Math.max(1e-9, ...finite.map((c) => Math.abs(c.delta)));
  const typeOrder = [...new Map(cells.map((c) => [c.type, c.count])).entries()].sort((a, b) => b[1] - a[1]).map(([t]) => t);
  return {
    title: { text: 'Δ per error type: mean score change when an edit of the type is applied', subtitle },
    // Each number's ink is chosen against its own cell's colour, computed as the colour scale computes it.
    data: { values: finite.map((c) => ({ ...c, label: c.delta.toFixed(3), ink: inkOn(colourAt(DELTA_COLOURS, (c.delta + extent) / (2 * extent))) })) },
    width: { step: 48 },
    height: { step: 28 },
    encoding: {
      x: { field: 'type', type: 'nominal', title: 'error type (NUCLE), by frequency', sort: typeOrder, axis: { labelAngle: -60 } },
      y: { field: 'metric', type: 'nominal', title: 'metric' },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: { field: 'delta', type: 'quantitative', title: 'Δ', scale: { domain: [-extent, extent], range: [...DELTA_COLOURS], interpolate: 'rgb' } },
          tooltip: [{ field: 'metric' }, { field: 'type' }, { field: 'delta', format: '.4f' }, { field: 'count' }],
        },
      },
      { mark: { type: 'text', fontSize: 11 }, encoding: { text: { field: 'label' }, color: { condition: { test: "datum.ink === '#ffffff'", value: '#ffffff' }, value: '#000000' } } },
    ],
  } as unknown as VegaLiteSpec;
}

/** MAEGE's figures for a run, as `figures/<name>` outputs (rendered to SVG + PNG by the writer). */
export function maegeFigures(run: MaegeRun, chrCombined: Readonly<Record<string, number>>, chrLabel: string): OutputFile[] {
  const figures: OutputFile[] = [];
  const setting = run.plan.options.settings[0]!;
  const points = run.metrics
    .filter((m) => chrCombined[m.name] !== undefined && m.settings[setting])
    .map((m) => ({ metric: m.paperName, chr: chrCombined[m.name]!, maege: m.settings[setting]!.corpus.rho }));
  if (points.length > 0) {
    const o = run.plan.options;
    const draws = o.corpusSeeds > 1 ? `mean of ${o.corpusSeeds} draws (seeds ${o.seed}–${o.seed + o.corpusSeeds - 1})` : `seed ${o.seed}`;
    figures.push(outputs.figure('figures/figure4-chr-vs-maege', chrVsMaegeSpec(points, `${chrLabel}; MAEGE ${setting} source, ${draws}`)));
  }
  const figure5Metric = run.metrics.find((m) => m.name === 'gleu') ?? run.metrics[0];
  const byLength = figure5Metric?.settings[setting]?.originalsByLength;
  if (figure5Metric && byLength && byLength.length > 0) {
    const data = byLength.map((g) => ({ errors: g.length - 1, mean: g.mean, chains: g.chains }));
    figures.push(outputs.figure(`figures/figure5-${figure5Metric.name}-by-errors`, originalsByErrorsSpec(data, figure5Metric.paperName)));
  }
  const cells = run.metrics.flatMap((m) => (m.settings[setting]?.deltas.paper ?? m.settings[setting]?.deltas.compat ?? []).map((d) => ({ metric: m.paperName, type: d.type, delta: d.delta, count: d.count })));
  if (cells.length > 0) figures.push(outputs.figure('figures/delta-heatmap', deltaHeatmapSpec(cells, `${setting} source, seed ${run.plan.options.seed}`)));
  return figures;
}
