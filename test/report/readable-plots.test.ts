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
import { chrVsMaegeSpec, DELTA_COLOURS, deltaHeatmapSpec, placeLabels } from '../../src/analyses/maege/figures.js';
import { renderSvg, wrapSubtitle, withoutSignature, SUBTITLE_MAX_CHARS } from '../../src/report/plots/render.js';
import { usimDistributionSpec, USIM_BANDS } from '../../src/report/plots/leaderboard.js';
import { noticesBox } from '../../src/report/shell.js';
import { naturalCompare } from '../../src/report/html.js';
import { fmtCount } from '../../src/report/sections/coverage.js';
import { drawUcca } from '../../src/ucca/draw.js';
import { parse } from '../../src/ucca/parser/index.js';
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
  const spec = chrVsMaegeSpec([{ metric: 'A', chr: -0.9, maege: -0.95 }, { metric: 'B', chr: -0.8, maege: 0.95 }]) as unknown as { layer: { transform?: { extent?: number[]; regression?: string }[]; mark: { clip?: boolean } }[] };
  const fit = spec.layer.find((l) => l.transform?.[0]?.regression !== undefined)!;
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

test("Figure 4: the dashed line is named, and close points' labels do not overlap", () => {
  // The full CoNLL-2014 report's crowded corner: BLEU (0.20, 0.99) and MinLD (0.18, 0.96), M² (0.70, 1.00) and GLEU (0.74, 0.92).
  const points = [
    { metric: 'BLEU', chr: 0.2, maege: 0.9909 },
    { metric: 'MinLD O→R', chr: 0.18, maege: 0.9636 },
    { metric: 'M²', chr: 0.7, maege: 1 },
    { metric: 'GLEU', chr: 0.74, maege: 0.9182 },
    { metric: 'SARI', chr: 0.56, maege: -0.1727 },
  ];
  const places = placeLabels(points);
  assert.notEqual(places[0], places[1], 'BLEU and MinLD get different places');
  assert.equal(places[4], 'above', 'a lone point keeps its label above');
  const spec = chrVsMaegeSpec(points, 'CHR: the paper') as unknown as { title: { subtitle: string[] } };
  assert.match(spec.title.subtitle[0]!, /dashed: least-squares line/u);
});

test('the ρ ECDF legend says system output / reference in words, not Reference: false / true', () => {
  const result = compareOutputs(source, outputs);
  const spec = rhoEcdfSpec(result, 'all') as unknown as { encoding: { strokeDash: { field: string; title: string; scale: { domain: string[] } } } };
  assert.equal(spec.encoding.strokeDash.field, 'kind');
  assert.deepEqual(spec.encoding.strokeDash.scale.domain, ['system output', 'reference']);
});

test('in the page a plot carries its signature as text under it; the subtitle keeps the other lines', () => {
  const sig = 'coverage|algorithm:paper|seed:1|version:0.1.0';
  const split = withoutSignature({ title: { text: 'T', subtitle: ['solid: exact', sig] }, mark: 'point' } as never);
  assert.equal(split.signature, sig);
  assert.deepEqual((split.spec as unknown as { title: { subtitle: unknown } }).title.subtitle, 'solid: exact');
  const alone = withoutSignature({ title: { text: 'T', subtitle: sig }, mark: 'point' } as never);
  assert.equal((alone.spec as unknown as { title: { subtitle?: unknown } }).title.subtitle, undefined);
  assert.equal(withoutSignature({ title: { text: 'T', subtitle: 'no signature here' }, mark: 'point' } as never).signature, undefined);
});

test('USIM distribution: shares per band add up to 1 per system, even when most sentences score exactly 1', () => {
  const values = [...Array.from({ length: 90 }, () => ({ system: 'A', usim: 1 })), { system: 'A', usim: 0.95 }, { system: 'A', usim: 0.3 }, { system: 'B', usim: 0.85 }];
  const spec = usimDistributionSpec(values, ['A', 'B'], 'usim|version:0') as unknown as { data: { values: { system: string; band: string; share: number }[] } };
  for (const system of ['A', 'B']) {
    const rows = spec.data.values.filter((v) => v.system === system);
    assert.equal(rows.length, USIM_BANDS.length);
    assert.ok(Math.abs(rows.reduce((a, r) => a + r.share, 0) - 1) < 1e-12);
  }
  assert.equal(spec.data.values.find((v) => v.system === 'A' && v.band === '1 (all kept)')!.share, 90 / 92);
});

test('notes on the inputs: one box, file names without their folders, long line lists cut, advice given', () => {
  const box = noticesBox([
    '/work/shared/data/conll14/bn10/A1.m2: 2 overlapping edit(s) merged (lines 949, 2300)',
    `/work/shared/data/conll14/bn10/A9.m2: 25 overlapping edit(s) merged (lines ${Array.from({ length: 25 }, (_, i) => 100 + i).join(', ')})`,
  ]);
  assert.equal(box.match(/class="note/gu)!.length, 1);
  assert.match(box, /<code title="\/work\/shared\/data\/conll14\/bn10\/A1\.m2">A1\.m2<\/code>/u);
  assert.match(box, /and 13 more\)/u);
  assert.match(box, /nothing to do/u);
  assert.equal(noticesBox([]), '');
});

test('numbers and names as a reader expects them: estimated counts, A1 … A10', () => {
  assert.equal(fmtCount(1232.8999), '1,233');
  assert.equal(fmtCount(9.3222), '9.3');
  assert.deepEqual(['A10', 'A2', 'A1', 'A9'].sort(naturalCompare), ['A1', 'A2', 'A9', 'A10']);
});

test('UCCA drawings: a token is never under a line (the final "."), and labels sit on a halo above the lines', () => {
  const [graph] = parse(['He goes to school .'], { tokenized: true });
  const svg = drawUcca(graph!);
  const dot = /<text x="([\d.]+)" y="([\d.]+)" font-size="13"[^>]*>\.<\/text>/u.exec(svg)!;
  const [dx, dy] = [Number(dot[1]), Number(dot[2]) - 4];
  // No line ends within 10 px of the token's anchor.
  for (const m of svg.matchAll(/<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/gu)) {
    for (const [x, y] of [[Number(m[1]), Number(m[2])], [Number(m[3]), Number(m[4])]] as const) assert.ok(Math.hypot(x - dx, y - dy) >= 10, `a line ends at (${x}, ${y}), on the "." at (${dx}, ${dy})`);
  }
  const lastLine = svg.lastIndexOf('<line');
  const firstLabel = svg.indexOf('font-weight="bold" fill="#444" stroke="white"');
  assert.ok(firstLabel > lastLine, 'edge labels are drawn after every line');
});
