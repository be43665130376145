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

export function usimDistributionSpec(values: readonly { system: string; usim: number }[], systemOrder: readonly string[], subtitle: string): VegaLiteSpec {
  const y = { field: 'system', type: 'nominal', sort: [...systemOrder], title: 'System' };
  return {
    title: { text: 'Sentence-level USIM by system', subtitle },
    data: { values: [...values] },
    width: 460,
    height: { step: 34 },
    layer: [
      { mark: { type: 'boxplot', extent: 'min-max', size: 18, color: '#9ecae1', median: { color: '#08306b' } }, encoding: { y, x: { field: 'usim', type: 'quantitative', title: 'USIM (sentence)', scale: { domain: [0, 1] } } } },
      { mark: { type: 'tick', color: '#08306b', opacity: 0.35, thickness: 1, size: 12 }, encoding: { y, x: { field: 'usim', type: 'quantitative', title: 'USIM (sentence)' } } },
    ],
  } as unknown as VegaLiteSpec;
}
