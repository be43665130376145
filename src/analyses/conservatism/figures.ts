/**
 * Vega-Lite specifications of the over-conservatism figures (paper Figure 1): WordChange heat map, ECDF of the
 * word-order ρ, and split/merge bars. Pure functions of the analysis result; rendering is the writer's job (src/report/write/).
 */
import type { VegaLiteSpec } from '../../core/outputs.js';
import { WORD_CHANGE_BINS, type ConservatismResult } from './compare.js';

/** References last (bottom of the heat map), as in the paper. */
function orderedNames(result: ConservatismResult): string[] {
  const systems = result.outputs.filter((o) => !o.summary.isReference).map((o) => o.summary.name);
  const refs = result.outputs.filter((o) => o.summary.isReference).map((o) => o.summary.name);
  return [...systems, ...refs];
}

export function wordChangeHeatMapSpec(result: ConservatismResult): VegaLiteSpec {
  const values = result.outputs.flatMap((o) =>
    WORD_CHANGE_BINS.map((bin) => ({ output: o.summary.name, bin, sentences: o.summary.heatMap[bin] })),
  );
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
          color: { field: 'sentences', type: 'quantitative', scale: { scheme: 'greys', type: 'symlog' }, title: 'Sentences' },
        },
      },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: {
          text: { field: 'sentences', type: 'quantitative' },
          color: { condition: { test: 'datum.sentences > 150', value: 'white' }, value: 'black' },
        },
      },
    ],
  } as VegaLiteSpec;
}

export type EcdfMode = 'all' | 'compat';

/**
 * ECDF of ρ per output. `all`: unconditional, over every defined ρ; `compat`: the original's plot, only
 * 0.7 ≤ ρ < 1 and normalised by their number.
 */
export function rhoEcdfSpec(result: ConservatismResult, mode: EcdfMode = 'all'): VegaLiteSpec {
  const values: Array<{ output: string; rho: number; share: number; reference: boolean }> = [];
  for (const o of result.outputs) {
    let rhos = o.sentences.map((s) => s.rho).filter((r): r is number => r !== null);
    if (mode === 'compat') rhos = rhos.filter((r) => r >= 0.7 && r < 1);
    rhos.sort((a, b) => a - b);
    rhos.forEach((rho, k) => {
      if (k + 1 < rhos.length && rhos[k + 1] === rho) return; // one step per distinct value
      values.push({ output: o.summary.name, rho, share: (k + 1) / rhos.length, reference: o.summary.isReference });
    });
  }
  return {
    title: { text: mode === 'all' ? 'ECDF of word-order Spearman ρ' : 'ECDF of ρ among sentences with 0.7 ≤ ρ < 1', subtitle: result.signature },
    data: { values },
    width: 480,
    height: 320,
    mark: { type: 'line', interpolate: 'step-after', clip: true },
    encoding: {
      x: { field: 'rho', type: 'quantitative', title: 'Spearman ρ (source vs output word order)', scale: mode === 'all' ? { domain: [-0.2, 1] } : { domain: [0.7, 1] } },
      y: { field: 'share', type: 'quantitative', title: 'Share of sentence pairs with ρ ≤ x', scale: mode === 'all' ? { domain: [0, 0.2] } : { domain: [0, 1] } },
      color: { field: 'output', type: 'nominal', sort: orderedNames(result), title: 'Output' },
      strokeDash: { field: 'reference', type: 'nominal', title: 'Reference', scale: { domain: [false, true], range: [[1, 0], [6, 3]] } },
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
