/**
 * Vega-Lite specifications of the over-conservatism figures (paper Figure 1): WordChange heat map, ECDF of the
 * word-order ρ, and split/merge bars. Pure functions of the analysis result; rendering is the writer's job (src/report/write/).
 */
import type { VegaLiteSpec } from '../../core/outputs.js';
import { WORD_CHANGE_BINS, type ConservatismResult } from './compare.js';
import { colourAt, inkOn, symlogShare } from '../contrast.js';

/** The heat map's colour stops (light to dark grey), shared by the cells and by the choice of each number's ink. */
export const HEAT_MAP_GREYS = ['#f7f7f7', '#252525'] as const;

/** References last (bottom of the heat map), as in the paper. */
function orderedNames(result: ConservatismResult): string[] {
  const systems = result.outputs.filter((o) => !o.summary.isReference).map((o) => o.summary.name);
  const refs = result.outputs.filter((o) => o.summary.isReference).map((o) => o.summary.name);
  return [...systems, ...refs];
}

export function wordChangeHeatMapSpec(result: ConservatismResult): VegaLiteSpec {
  const counts = result.outputs.flatMap((o) => WORD_CHANGE_BINS.map((bin) => ({ output: o.summary.name, bin, sentences: o.summary.heatMap[bin] })));
  const max = Math.max(1, ...counts.map((c) => c.sentences));
  // Each number's ink is chosen against its own cell's colour (computed as the scale computes it), so dark cells get white numbers.
  const values = counts.map((c) => ({ ...c, ink: inkOn(colourAt(HEAT_MAP_GREYS, symlogShare(c.sentences, max))) }));
  return {
    title: { text: 'Sentences by number of changed words', subtitle: result.signature },
    data: { values },
    width: 420,
    height: { step: 22 },
    encoding: {
      x: { field: 'bin', type: 'ordinal', sort: [...WORD_CHANGE_BINS], title: 'Changed words (WordChange)', axis: { labelAngle: 0 } },
      y: { field: 'output', type: 'nominal', sort: orderedNames(result), title: 'Corrector / reference' },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: { field: 'sentences', type: 'quantitative', scale: { type: 'symlog', constant: 1, domain: [0, max], range: [...HEAT_MAP_GREYS], interpolate: 'rgb' }, title: 'Sentences' },
        },
      },
      {
        mark: { type: 'text', fontSize: 11 },
        encoding: {
          text: { field: 'sentences', type: 'quantitative' },
          color: { condition: { test: "datum.ink === '#ffffff'", value: '#ffffff' }, value: '#000000' },
        },
      },
    ],
  } as VegaLiteSpec;
}

export type EcdfMode = 'all' | 'compat';

/** ρ values marked on the `all` ECDF's axis (drawn at 1 − ρ on a reversed log scale). */
const RHO_TICKS = [-1, 0, 0.5, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995, 0.998, 0.999, 0.9995, 0.9999];

/**
 * ECDF of ρ per output. `all`: unconditional, over every defined ρ; `compat`: the original's plot, only
 * 0.7 ≤ ρ < 1 and normalised by their number.
 *
 * Nearly all reorderings are small (ρ between 0.95 and 1 on CoNLL-2014), so on a linear ρ axis every curve is
 * squeezed against the right edge. The `all` plot therefore places ρ at 1 − ρ on a reversed log axis labelled in ρ:
 * the step heights are those of the ECDF, ρ still grows to the right, and 0.9, 0.99 and 0.999 are equally far apart.
 * Pairs with ρ = 1 (word order kept) have no place on that axis; the curve stops at the share of pairs with ρ < 1.
 * Both axes are zoomed to the data.
 */
export function rhoEcdfSpec(result: ConservatismResult, mode: EcdfMode = 'all'): VegaLiteSpec {
  const values: Array<{ output: string; rho: number; distance: number; share: number; reference: boolean; kind: 'system output' | 'reference' }> = [];
  for (const o of result.outputs) {
    let rhos = o.sentences.map((s) => s.rho).filter((r): r is number => r !== null);
    if (mode === 'compat') rhos = rhos.filter((r) => r >= 0.7 && r < 1);
    rhos.sort((a, b) => a - b);
    rhos.forEach((rho, k) => {
      if (k + 1 < rhos.length && rhos[k + 1] === rho) return; // one step per distinct value
      if (mode === 'all' && rho >= 1) return; // 1 − ρ = 0 is off a log axis
      values.push({ output: o.summary.name, rho, distance: 1 - rho, share: (k + 1) / rhos.length, reference: o.summary.isReference, kind: o.summary.isReference ? 'reference' : 'system output' });
    });
  }
  const common = {
    color: { field: 'output', type: 'nominal', sort: orderedNames(result), title: 'Output' },
    // The line style says what the output is, in words (a boolean legend read "Reference: false / true").
    strokeDash: { field: 'kind', type: 'nominal', title: 'Kind', scale: { domain: ['system output', 'reference'], range: [[1, 0], [6, 3]] } },
  };
  if (mode === 'compat') {
    return {
      title: { text: 'ECDF of ρ among sentences with 0.7 ≤ ρ < 1', subtitle: result.signature },
      data: { values },
      width: 480,
      height: 320,
      mark: { type: 'line', interpolate: 'step-after', clip: true },
      encoding: {
        x: { field: 'rho', type: 'quantitative', title: 'Spearman ρ (source vs output word order)', scale: { domain: [0.7, 1] } },
        y: { field: 'share', type: 'quantitative', title: 'Share of sentence pairs with ρ ≤ x', scale: { domain: [0, 1] } },
        ...common,
      },
    } as VegaLiteSpec;
  }
  const distances = values.map((v) => v.distance);
  const near = distances.length === 0 ? 1e-3 : Math.min(...distances);
  const far = distances.length === 0 ? 2 : Math.max(...distances);
  const domain = [Math.min(2, far * 1.25), near * 0.8];
  const topShare = Math.max(0.05, ...values.map((v) => v.share));
  const ticks = RHO_TICKS.map((r) => 1 - r).filter((d) => d <= domain[0]! && d >= domain[1]!);
  return {
    title: { text: 'ECDF of word-order Spearman ρ (axis: log scale of 1 − ρ)', subtitle: result.signature },
    data: { values },
    width: 480,
    height: 320,
    mark: { type: 'line', interpolate: 'step-before', clip: true },
    encoding: {
      x: {
        field: 'distance',
        type: 'quantitative',
        title: 'Spearman ρ (source vs output word order); log scale of 1 − ρ',
        scale: { type: 'log', domain, reverse: false, nice: false },
        axis: { values: ticks, labelExpr: "format(1 - datum.value, '.4~f')", labelAngle: -45, grid: true },
      },
      y: { field: 'share', type: 'quantitative', title: 'Share of sentence pairs with ρ ≤ x', scale: { domain: [0, Math.min(1, Math.ceil(topShare * 20) / 20)] } },
      ...common,
    },
  } as VegaLiteSpec;
}

export function splitMergeBarsSpec(result: ConservatismResult): VegaLiteSpec {
  const values = result.outputs.flatMap((o) => [
    { output: o.summary.name, kind: 'splits', count: o.summary.splits, reference: o.summary.isReference },
    { output: o.summary.name, kind: 'merges', count: o.summary.merges, reference: o.summary.isReference },
  ]);
  return {
    title: { text: 'Sentence splits and merges', subtitle: result.signature },
    data: { values },
    width: { step: 14 },
    height: 280,
    mark: 'bar',
    encoding: {
      x: { field: 'output', type: 'nominal', sort: orderedNames(result), title: 'Corrector / reference', axis: { labelAngle: -45 } },
      xOffset: { field: 'kind' },
      y: { field: 'count', type: 'quantitative', title: 'Source lines split / merged' },
      color: { field: 'kind', type: 'nominal', title: 'Kind', scale: { range: ['#4c78a8', '#f58518'] } },
      stroke: { condition: { test: 'datum.reference', value: 'black' }, value: null },
      strokeWidth: { condition: { test: 'datum.reference', value: 1.5 }, value: 0 },
    },
  } as VegaLiteSpec;
}
