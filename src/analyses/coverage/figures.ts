/**
 * Vega-Lite specifications of the reference-coverage figures: expected accuracy vs number of references M,
 * the distribution of covered sentences, perfect-corrector P/R/F0.5 vs M with BCa intervals, and real
 * correctors' scores with intervals against the perfect corrector's line. Specifications only: the writer
 * (src/report/write/) renders them.
 */
import type { VegaLiteSpec } from '../../core/outputs.js';
import type { CoverageResult } from './pipeline.js';
import type { PerfectCorrectorResult } from './perfect-corrector.js';

const CURVE_LABELS: Record<string, string> = {
  'with-exact': 'with replacement (exact)',
  'with-mc': 'with replacement (Monte Carlo)',
  'without-mc': 'without replacement (Monte Carlo)',
};

export function accuracyVsMSpec(result: CoverageResult): VegaLiteSpec {
  const values = result.classes.flatMap((c) =>
    Object.entries(c.curves).flatMap(([kind, points]) =>
      (points ?? []).map((p) => ({ M: p.M, accuracy: p.accuracy, low: p.ciLow, high: p.ciHigh, classes: c.classType === 'exact' ? 'Exact match' : 'Exact Index Match', sampling: CURVE_LABELS[kind] })),
    ),
  );
  return {
    title: { text: "Perfect corrector's expected accuracy vs number of references", subtitle: ['solid: Exact Index Match classes, dashed: Exact match classes; bands: 95% BCa', result.signature] },
    data: { values },
    width: 480,
    height: 320,
    encoding: {
      x: { field: 'M', type: 'quantitative', title: 'Number of references M', scale: { domain: [1, Math.max(...values.map((v) => v.M))] } },
      color: { field: 'sampling', type: 'nominal', title: 'Reference sampling', legend: { labelLimit: 320, symbolType: 'stroke', symbolOpacity: 1, symbolStrokeWidth: 3 } },
    },
    layer: [
      {
        mark: { type: 'errorband', opacity: 0.1 },
        encoding: { y: { field: 'low', type: 'quantitative', title: 'Expected accuracy (coverage)' }, y2: { field: 'high' }, detail: { field: 'classes', type: 'nominal' } },
      },
      {
        mark: { type: 'line', point: true },
        encoding: {
          y: { field: 'accuracy', type: 'quantitative', scale: { domain: [0, 1] }, title: 'Expected accuracy (coverage)' },
          strokeDash: { field: 'classes', type: 'nominal', title: 'Classes', legend: null, scale: { domain: ['Exact Index Match', 'Exact match'], range: [[1, 0], [6, 3]] } },
        },
      },
    ],
  } as VegaLiteSpec;
}

export function coveredSentencesSpec(result: CoverageResult, classType: 'exact' | 'index' = 'exact', ms: readonly number[] = [1, 2, 5, 10, 20]): VegaLiteSpec {
  const cls = result.classes.find((c) => c.classType === classType) ?? result.classes[0]!;
  const n = cls.sentences.length;
  const values = cls.coveredDistribution
    .filter((d) => ms.includes(d.M))
    .flatMap((d) => d.pmf.map((p, k) => ({ M: `M = ${d.M}`, accuracy: k / n, probability: Math.max(0, p) })));
  return {
    title: { text: `Distribution of the perfect corrector's accuracy (${classType} classes, Poisson binomial)`, subtitle: result.signature },
    data: { values },
    width: 480,
    height: 300,
    mark: { type: 'line', interpolate: 'monotone' },
    encoding: {
      x: { field: 'accuracy', type: 'quantitative', title: 'Accuracy (share of sentences covered)', scale: { domain: [0, 1] } },
      y: { field: 'probability', type: 'quantitative', title: 'Probability' },
      color: { field: 'M', type: 'nominal', title: 'References', sort: ms.map((m) => `M = ${m}`) },
    },
  } as VegaLiteSpec;
}

export function perfectCorrectorSpec(result: PerfectCorrectorResult): VegaLiteSpec {
  const names = ['precision', 'recall', 'F0.5'];
  const values = result.points.flatMap((p) =>
    names.map((measure, d) => ({ M: p.M, measure, value: p.interval.midpoint[d], low: p.interval.low[d], high: p.interval.high[d] })),
  );
  return {
    title: { text: 'Perfect corrector under M references (BCa 95% intervals, midpoint plotted)', subtitle: result.signature },
    data: { values },
    width: 480,
    height: 320,
    encoding: {
      x: { field: 'M', type: 'quantitative', title: 'Number of references M', axis: { tickMinStep: 1 } },
      color: { field: 'measure', type: 'nominal', title: 'Measure', sort: names },
    },
    layer: [
      { mark: { type: 'line', point: true }, encoding: { y: { field: 'value', type: 'quantitative', title: 'Score', scale: { domain: [0, 1] } } } },
      { mark: { type: 'errorbar', ticks: true }, encoding: { y: { field: 'low', type: 'quantitative', title: 'Score' }, y2: { field: 'high' } } },
    ],
  } as VegaLiteSpec;
}

export interface TeamInterval {
  readonly name: string;
  readonly low: number;
  readonly high: number;
  /** The score on the full data. Given: the bar is the score; left out: the bar is the interval midpoint (the paper's plot). */
  readonly score?: number;
}

/**
 * Correctors' F0.5 as bars with their 95% BCa intervals as error bars, and the perfect corrector's M = 2 midpoint as
 * a red line. A BCa interval is not centred on the score (UFC on CoNLL-2014: score 0.0459, interval midpoint ≈ 0.10),
 * so the bar is the score whenever the caller has it; the paper drew midpoints, which `score`-less calls still do.
 */
export function teamScoresSpec(teams: readonly TeamInterval[], perfect: number | undefined, signature: string, measure = 'F0.5'): VegaLiteSpec {
  const bar = (t: TeamInterval) => t.score ?? (t.low + t.high) / 2;
  const values = teams.map((t) => ({ name: t.name, value: bar(t), low: t.low, high: t.high, ratio: perfect ? bar(t) / perfect : null }));
  const order = [...values].sort((a, b) => a.value - b.value).map((v) => v.name);
  const what = teams.every((t) => t.score !== undefined) ? `${measure} (bar: score; whisker: 95% BCa interval)` : `${measure} (BCa interval midpoint)`;
  const x = { field: 'name', type: 'nominal', sort: order, title: 'Corrector', axis: { labelAngle: -45 } };
  const layers: object[] = [
    { mark: { type: 'bar', color: '#9ecae1' }, encoding: { x, y: { field: 'value', type: 'quantitative', title: what }, tooltip: [{ field: 'name' }, { field: 'value', format: '.4f' }, { field: 'low', format: '.4f' }, { field: 'high', format: '.4f' }] } },
    { mark: { type: 'errorbar', ticks: true, color: 'black' }, encoding: { x, y: { field: 'low', type: 'quantitative', title: what }, y2: { field: 'high' } } },
  ];
  if (perfect !== undefined) {
    layers.push({ data: { values: [{ perfect }] }, mark: { type: 'rule', color: 'red', strokeWidth: 2 }, encoding: { y: { field: 'perfect', type: 'quantitative' } } });
  }
  return {
    title: { text: `Correctors' ${measure} with 95% BCa intervals${perfect !== undefined ? ' (red: perfect corrector, M = 2)' : ''}`, subtitle: signature },
    data: { values },
    width: { step: 28 },
    height: 320,
    layer: layers,
  } as VegaLiteSpec;
}
