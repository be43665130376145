/**
 * Plot specifications of the report's own figures: every system's score with its bootstrap interval, one panel
 * per metric (independent x scales: metrics live on different ranges), and the sentence-level USIM distribution.
 */
import type { VegaLiteSpec } from './render.js';

export interface IntervalPoint {
  readonly metric: string;
  readonly system: string;
  readonly score: number;
  readonly low: number;
  readonly high: number;
}

export function metricIntervalsSpec(points: readonly IntervalPoint[], systemOrder: readonly string[], signature: string): VegaLiteSpec {
  const y = { field: 'system', type: 'nominal', sort: [...systemOrder], title: 'System' };
  return {
    title: { text: 'Corpus scores with 95% bootstrap intervals, per metric', subtitle: signature },
    data: { values: points.filter((p) => Number.isFinite(p.score)) },
    facet: { field: 'metric', type: 'nominal', title: null, sort: [...new Set(points.map((p) => p.metric))], header: { labelFontSize: 12, labelFontWeight: 'bold' } },
    columns: 4,
    resolve: { scale: { x: 'independent' } },
    spec: {
      width: 200,
      height: { step: 18 },
      layer: [
        { mark: { type: 'rule', color: '#6b7a90', strokeWidth: 2 }, encoding: { y, x: { field: 'low', type: 'quantitative', title: 'score', scale: { zero: false, padding: 8 } }, x2: { field: 'high' } } },
        {
          mark: { type: 'point', filled: true, size: 45, color: '#1f5fbf' },
          encoding: {
            y,
            x: { field: 'score', type: 'quantitative', title: 'score', scale: { zero: false, padding: 8 } },
            tooltip: [{ field: 'system' }, { field: 'score', format: '.4f' }, { field: 'low', format: '.4f' }, { field: 'high', format: '.4f' }],
          },
        },
      ],
    },
  } as unknown as VegaLiteSpec;
}

/** USIM bands of the distribution plot, best first: most sentences keep their graph (USIM 1), so a box plot collapses. */
export const USIM_BANDS = [
  { label: '1 (all kept)', low: 1, colour: '#08306b' },
  { label: '0.9–1', low: 0.9, colour: '#2171b5' },
  { label: '0.8–0.9', low: 0.8, colour: '#6baed6' },
  { label: '0.6–0.8', low: 0.6, colour: '#c6dbef' },
  { label: 'below 0.6', low: Number.NEGATIVE_INFINITY, colour: '#fdae6b' },
] as const;

/**
 * Sentence-level USIM per system as stacked shares of sentences in bands (1, 0.9–1, 0.8–0.9, 0.6–0.8, below 0.6).
 * On real data most sentences score exactly 1 (an unchanged or lightly edited sentence keeps its graph), so a box
 * plot had its median, third quartile and maximum at 1 and showed nothing; the bands show how much each system
 * changed and how far.
 */
export function usimDistributionSpec(values: readonly { system: string; usim: number }[], systemOrder: readonly string[], subtitle: string): VegaLiteSpec {
  const counts = new Map<string, number[]>();
  for (const v of values) {
    if (!Number.isFinite(v.usim)) continue;
    const band = USIM_BANDS.findIndex((b) => v.usim >= b.low);
    const row = counts.get(v.system) ?? USIM_BANDS.map(() => 0);
    row[band]! += 1;
    counts.set(v.system, row);
  }
  const rows = [...counts].flatMap(([system, row]) => {
    const total = row.reduce((a, b) => a + b, 0);
    return row.map((n, k) => ({ system, band: USIM_BANDS[k]!.label, order: k, sentences: n, share: total === 0 ? 0 : n / total }));
  });
  const y = { field: 'system', type: 'nominal', sort: [...systemOrder], title: 'System' };
  return {
    title: { text: 'Sentence-level USIM by system: share of sentences per band', subtitle },
    data: { values: rows },
    width: 460,
    height: { step: 26 },
    mark: { type: 'bar' },
    encoding: {
      y,
      x: { field: 'share', type: 'quantitative', stack: 'zero', title: 'Share of sentences', axis: { format: '%' }, scale: { domain: [0, 1] } },
      color: { field: 'band', type: 'nominal', title: 'USIM', scale: { domain: USIM_BANDS.map((b) => b.label), range: USIM_BANDS.map((b) => b.colour) } },
      order: { field: 'order', type: 'quantitative' },
      tooltip: [{ field: 'system' }, { field: 'band', title: 'USIM' }, { field: 'sentences' }, { field: 'share', format: '.1%' }],
    },
  } as unknown as VegaLiteSpec;
}
