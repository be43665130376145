/**
 * Plots a reader can read: numbers on heat-map cells contrast with their own cell (WCAG contrast ≥ 4.5:1 and at
 * least 11 px), the coverage bars are the scores (not the BCa midpoints), Figure 4's fit stays in its frame, long
 * signature subtitles wrap, the ECDF's axis is zoomed to the data, and the stylesheet keeps headings clear of
 * the sticky header.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { colourAt, contrastRatio, inkOn, relativeLuminance, symlogShare } from '../../src/analyses/contrast.js';
import { compareOutputs } from '../../src/analyses/conservatism/compare.js';
import { HEAT_MAP_GREYS, rhoEcdfSpec, wordChangeHeatMapSpec } from '../../src/analyses/conservatism/figures.js';
import { teamScoresSpec } from '../../src/analyses/coverage/figures.js';
import { chrVsMaegeSpec, DELTA_COLOURS, deltaHeatmapSpec } from '../../src/analyses/maege/figures.js';
import { renderSvg, wrapSubtitle, SUBTITLE_MAX_CHARS } from '../../src/report/plots/render.js';
import { usimDistributionSpec } from '../../src/report/plots/leaderboard.js';
import { REPORT_CSS } from '../../src/report/assets/style.js';

type Layered = { data: { values: Record<string, unknown>[] }; layer: { mark: { type: string; fontSize?: number } | string; encoding?: Record<string, unknown> }[] };

test('luminance and contrast follow WCAG 2', () => {
  assert.equal(relativeLuminance('#000000'), 0);
  assert.equal(relativeLuminance('#ffffff'), 1);
  assert.equal(Math.round(contrastRatio('#000000', '#ffffff')), 21);
  assert.equal(inkOn('#111111'), '#ffffff');
  assert.equal(inkOn('#eeeeee'), '#000000');
  assert.equal(colourAt(['#000000', '#ffffff'], 0.5), '#808080');
  assert.equal(colourAt(['#ff0000', '#ffffff', '#0000ff'], 1), '#0000ff');
  // Whichever ink is chosen, it is readable on every grey.
  for (let v = 0; v <= 255; v++) {
    const grey = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
    assert.ok(contrastRatio(grey, inkOn(grey)) >= 4.5, grey);
  }
});

const source = ['a b c d e f', 'a b c', 'x y z w', 'p q r s t u v'];
const outputs = [
  { name: 'SYS', lines: ['a b c d e f', 'a c b', 'x y z w', 'v u t s r q p'], isReference: false },
  { name: 'REF', lines: ['f e d c b a', 'a b c', 'w z y x', 'p q r s t v u'], isReference: true },
];

test('conservatism heat map: every number contrasts with its own cell', () => {
  const result = compareOutputs(source, outputs);
  const spec = wordChangeHeatMapSpec(result) as unknown as Layered;
  const max = Math.max(...spec.data.values.map((v) => v.sentences as number));
  for (const v of spec.data.values) {
    const fill = colourAt(HEAT_MAP_GREYS, symlogShare(v.sentences as number, max));
    assert.ok(contrastRatio(fill, v.ink as string) >= 4.5, `${String(v.sentences)} on ${fill} in ${String(v.ink)}`);
  }
  const darkest = spec.data.values.find((v) => v.sentences === max)!;
  assert.equal(darkest.ink, '#ffffff', 'the darkest cell has white numbers');
  const text = spec.layer.find((l) => typeof l.mark === 'object' && l.mark.type === 'text')!;
  assert.ok((text.mark as { fontSize: number }).fontSize >= 11);
});

test('MAEGE Δ heat map: numbers ≥ 11 px in the ink of their cell', async () => {
  const cells = [-0.3, -0.2, -0.05, 0, 0.02, 0.1, 0.3].map((delta, i) => ({ metric: 'M', type: `T${i}`, delta, count: 10 - i }));
  const spec = deltaHeatmapSpec(cells) as unknown as Layered;
  for (const v of spec.data.values) {
    const fill = colourAt(DELTA_COLOURS, ((v.delta as number) + 0.3) / 0.6);
    assert.ok(contrastRatio(fill, v.ink as string) >= 4.5, `${String(v.delta)} on ${fill}`);
  }
  assert.equal(spec.data.values.find((v) => v.delta === -0.3)!.ink, '#ffffff', 'white on dark red');
  assert.equal(spec.data.values.find((v) => v.delta === 0)!.ink, '#000000', 'black on near-white');
  const text = spec.layer.find((l) => typeof l.mark === 'object' && l.mark.type === 'text')!;
  assert.ok((text.mark as { fontSize: number }).fontSize >= 11);
  const svg = await renderSvg(spec as never);
  assert.match(svg, /font-size="11px"[^>]*fill="#ffffff"|fill="#ffffff"[^>]*font-size="11px"/u, 'the SVG has 11 px white numbers');
});

test('coverage bars are the scores, with the BCa interval as error bars', () => {
  // UFC on CoNLL-2014: F0.5 0.0459 but an interval whose midpoint is about 0.10.
  const spec = teamScoresSpec([{ name: 'UFC', score: 0.0459, low: 0.0, high: 0.2 }, { name: 'AMU', score: 0.3875, low: 0.31, high: 0.47 }], undefined, 'sig') as unknown as Layered;
  assert.deepEqual(spec.data.values.map((v) => [v.name, v.value]), [['UFC', 0.0459], ['AMU', 0.3875]]);
  const bar = spec.layer.find((l) => typeof l.mark === 'object' && l.mark.type === 'bar')!;
  assert.equal((bar.encoding!.y as { field: string }).field, 'value');
  const whisker = spec.layer.find((l) => typeof l.mark === 'object' && l.mark.type === 'errorbar')!;
  assert.deepEqual([(whisker.encoding!.y as { field: string }).field, (whisker.encoding!.y2 as { field: string }).field], ['low', 'high']);
  // Without scores (the paper's figure) the midpoint is drawn and the axis says so.
  const paper = teamScoresSpec([{ name: 'UFC', low: 0, high: 0.2 }], undefined, 'sig') as unknown as Layered;
  assert.equal(paper.data.values[0]!.value, 0.1);
});

test("Figure 4's fit line is limited to the points' range and clipped", () => {
  const spec = chrVsMaegeSpec([{ metric: 'A', chr: -0.9, maege: -0.95 }, { metric: 'B', chr: -0.8, maege: 0.95 }]) as unknown as { layer: { transform?: { extent?: number[] }[]; mark: { clip?: boolean } }[] };
  const fit = spec.layer.find((l) => l.transform !== undefined)!;
  assert.deepEqual(fit.transform![0]!.extent, [-0.9, -0.8]);
  assert.equal(fit.mark.clip, true);
});

test('long subtitles wrap so a signature does not widen the plot', async () => {
  const signature = `usim|${Array.from({ length: 20 }, (_, i) => `field${i}:value${i}`).join('|')}|version:0.1.0`;
  const lines = wrapSubtitle(signature);
  assert.ok(lines.length > 1);
  assert.equal(lines.join(''), signature, 'nothing lost');
  for (const l of lines) assert.ok(l.length <= SUBTITLE_MAX_CHARS, l);
  const svg = await renderSvg(usimDistributionSpec([{ system: 'A', usim: 0.5 }, { system: 'A', usim: 0.7 }, { system: 'B', usim: 0.6 }], ['A', 'B'], signature));
  const width = Number(/<svg[^>]* width="(\d+(?:\.\d+)?)"/u.exec(svg)![1]);
  assert.ok(width < 700, `plot ${width} px wide`);
});

test('the ρ ECDF axis is zoomed to the data (log scale of 1 − ρ)', () => {
  const result = compareOutputs(source, outputs);
  const spec = rhoEcdfSpec(result, 'all') as unknown as { data: { values: { rho: number; distance: number }[] }; encoding: { x: { scale: { type: string; domain: number[] } } } };
  const distances = spec.data.values.map((v) => v.distance);
  assert.ok(distances.every((d) => d > 0));
  const [far, near] = spec.encoding.x.scale.domain as [number, number];
  assert.equal(spec.encoding.x.scale.type, 'log');
  assert.ok(far >= Math.max(...distances) && far <= 2 && near <= Math.min(...distances) && near > 0);
});

test('headings and sections clear the sticky header after a nav click', () => {
  assert.match(REPORT_CSS, /section\[id\][^{]*\{[^}]*scroll-margin-top:\s*9rem/u);
});

test("MAEGE's report metric sets: 'fast' leaves out the slow metrics, 'all' is what `gecval maege --metrics all` runs", async () => {
  const { maegeMetricNames, MAEGE_FAST_METRICS } = await import('../../src/report/sections/maege.js');
  const { MAEGE_METRICS, defaultMetricNames } = await import('../../src/analyses/maege/registry-adapter.js');
  const known = MAEGE_METRICS;
  assert.deepEqual([...maegeMetricNames('fast', known)], [...MAEGE_FAST_METRICS]);
  for (const slow of ['usim', 'imeasure', 'grammaticality', 'imeasure-mix']) assert.ok(!maegeMetricNames('fast', known).includes(slow), slow);
  assert.deepEqual([...maegeMetricNames('all', known)], defaultMetricNames());
  assert.deepEqual([...maegeMetricNames(['gleu'], known)], ['gleu']);
});
