/**
 * The meta-evaluation section's figure: every metric's system-level Pearson r with the human scores and its 95%
 * bootstrap interval, under each aggregation (corpus score, TrueSkill, Expected Wins), one panel per human yardstick.
 */
import type { VegaLiteSpec } from './render.js';

export interface CorrelationPoint {
  readonly metric: string;
  readonly yardstick: string;
  readonly aggregation: string;
  readonly r: number;
  readonly low: number;
  readonly high: number;
}

/** Aggregation labels in order, with their colours (colour-blind safe, Dark2). */
export const AGGREGATION_COLOURS: readonly (readonly [string, string])[] = [
  ['corpus score', '#1f5fbf'],
  ['TrueSkill', '#d95f02'],
  ['Expected Wins', '#1b9e77'],
];

/** `points[].aggregation` is one of the labels of AGGREGATION_COLOURS. */
export function metaEvalCorrelationSpec(points: readonly CorrelationPoint[], metricOrder: readonly string[], subtitle: string): VegaLiteSpec {
  const used = AGGREGATION_COLOURS.filter(([a]) => points.some((p) => p.aggregation === a));
  const aggregations = used.map(([a]) => a);
  const y = { field: 'metric', type: 'nominal', sort: [...metricOrder], title: 'Metric', axis: { labelLimit: 260 } };
  const yOffset = { field: 'aggregation', type: 'nominal', sort: aggregations };
  const color = {
    field: 'aggregation',
    type: 'nominal',
    title: 'System scores from',
    scale: { domain: aggregations, range: used.map(([, c]) => c) },
    legend: { orient: 'bottom' },
  };
  const x = { type: 'quantitative', title: 'Pearson r with the human scores', scale: { domain: [-1, 1] } };
  return {
    title: { text: 'System-level correlation with human judgments, by aggregation', subtitle },
    data: { values: points.filter((p) => Number.isFinite(p.r)).map((p) => ({ ...p, low: Number.isFinite(p.low) ? p.low : p.r, high: Number.isFinite(p.high) ? p.high : p.r })) },
    facet: { field: 'yardstick', type: 'nominal', title: null, sort: [...new Set(points.map((p) => p.yardstick))], header: { labelFontSize: 12, labelFontWeight: 'bold' } },
    columns: 2,
    spec: {
      width: 280,
      height: { step: 14 },
      layer: [
        { mark: { type: 'rule', color: '#999999', strokeDash: [3, 3] }, encoding: { x: { datum: 0, type: 'quantitative', scale: { domain: [-1, 1] } } } },
        { mark: { type: 'rule', strokeWidth: 2, opacity: 0.7 }, encoding: { y, yOffset, color, x: { ...x, field: 'low' }, x2: { field: 'high' } } },
        {
          mark: { type: 'point', filled: true, size: 40 },
          encoding: {
            y,
            yOffset,
            color,
            x: { ...x, field: 'r' },
            tooltip: [{ field: 'metric' }, { field: 'aggregation' }, { field: 'r', format: '.4f' }, { field: 'low', format: '.4f' }, { field: 'high', format: '.4f' }],
          },
        },
      ],
    },
  } as unknown as VegaLiteSpec;
}
