/**
 * The report library without a browser: configuration checking, edit highlighting, the bootstrap machinery
 * (parity with the coverage analysis' M² significance, and with m2scorer's printed scores on the full data),
 * and graceful degradation of sections whose inputs are missing or broken.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dataPath, repoRoot } from '../helpers/shared.js';
import { parseReportConfig, readReportConfig } from '../../src/report/config.js';
import { GecvalInputError } from '../../src/core/errors.js';
import { tokenDiff } from '../../src/report/compute/token-diff.js';
import { pairedBootstrap, sharedResamples } from '../../src/analyses/stats/significance.js';
import { m2Bootstrap } from '../../src/report/compute/m2-bootstrap.js';
import { computeLeaderboard } from '../../src/report/compute/leaderboard.js';
import { loadDataset, readReferenceFiles } from '../../src/report/dataset.js';
import { demoConfigJson } from '../../src/report/demo.js';
import { buildReport } from '../../src/report/build.js';
import { samplesDir, packageRoot } from '../../src/report/paths.js';
import { inlineSvg, fmt } from '../../src/report/html.js';
import { readM2 } from '../../src/formats/m2.js';
import { scoreM2 } from '../../src/metrics/m2/corpus.js';
import { systemSignificance } from '../../src/analyses/coverage/significance.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

const S = samplesDir('conll14');

/** The explorer's JSON in a page: plain, or gzip + base64 (explorer.compressAbove), as the page script reads it. */
function pageData(html: string, id: string): unknown {
  const plain = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 'su').exec(html);
  if (plain) return JSON.parse(plain[1]!);
  const packed = new RegExp(`<script type="application/gzip\\+base64" id="${id}-gz">(.*?)</script>`, 'su').exec(html)!;
  return JSON.parse(gunzipSync(Buffer.from(packed[1]!, 'base64')).toString('utf8'));
}
const tmp = () => mkdtempSync(join(tmpdir(), 'gecval-report-'));

function sampleConfig(extra: Record<string, unknown> = {}) {
  return {
    dataset: { name: 'sample', source: `${S}/source.txt`, m2: `${S}/official-2014.combined.m2`, references: [`${S}/bn10-A1.m2`, `${S}/bn10-A2.m2`], systems: [`${S}/systems/AMU.txt`, `CAMB=${S}/systems/CAMB.txt`] },
    ...extra,
  };
}

test('samples and package root resolve from the module, not the working directory', () => {
  assert.equal(join(packageRoot(), 'package.json'), join(repoRoot, 'package.json'));
  assert.ok(existsSync(samplesDir('conll14', 'source.txt')));
  assert.ok(existsSync(samplesDir('jfleg', 'graphs', 'source.jsonl')));
});

test('config: defaults, names from file names, relative paths against the config folder', () => {
  const c = parseReportConfig({ dataset: { source: 'src.txt', systems: ['sys/AMU.txt', 'X=y.txt'] } }, '/data');
  assert.equal(c.dataset.source, '/data/src.txt');
  assert.deepEqual(c.dataset.systems, [{ name: 'AMU', path: '/data/sys/AMU.txt' }, { name: 'X', path: '/data/y.txt' }]);
  assert.equal(c.bootstrap.resamples, 1000);
  // The defaults leave out the slow metrics (grammaticality; MAEGE's USIM, I-measure, grammaticality); 'all' takes them.
  assert.equal(c.metrics, 'fast');
  assert.equal(c.maege.metrics, 'fast');
  assert.equal(parseReportConfig({ dataset: { source: 's', systems: ['a'] }, metrics: 'all', maege: { metrics: 'all' } }, '/d').metrics, 'all');
  assert.equal(c.out, '/data/report');
  assert.ok(Object.values(c.sections).every((v) => v === true));
});

test('config: user errors name the file and the problem', () => {
  const dir = tmp();
  const bad = (json: unknown, pattern: RegExp) => {
    const file = join(dir, 'report.json');
    writeFileSync(file, typeof json === 'string' ? json : JSON.stringify(json));
    assert.throws(() => readReportConfig(file), (e: unknown) => e instanceof GecvalInputError && pattern.test(e.message) && e.format().includes(file));
  };
  bad('{ "dataset": ', /invalid JSON/u);
  bad({ dataset: { source: 'a', systems: ['x'] }, colour: 'red' }, /unknown field 'colour'/u);
  bad({ dataset: { source: 'a', systems: [] } }, /names no system/u);
  bad({ dataset: { source: 'a', systems: ['x.txt', 'y/x.txt'] } }, /two systems are named 'x'/u);
  bad({ dataset: { source: 'a', systems: ['x'] }, sections: { plots: true } }, /unknown section/u);
  bad({ dataset: { source: 'a', systems: ['x'] }, bootstrap: { resamples: 2.5 } }, /bootstrap.resamples must be an integer/u);
  bad({ dataset: { source: 'a', systems: ['x'] }, ucca: { source: 's', sourceGraphs: 'g', systems: ['A=a.txt'], systemGraphs: {} } }, /no graphs for system 'A'/u);
});

test('dataset: a system output with the wrong number of lines is an error at its file and line', () => {
  const dir = tmp();
  const short = join(dir, 'short.txt');
  writeFileSync(short, readFileSync(`${S}/systems/AMU.txt`, 'utf8').split('\n').slice(0, 10).join('\n') + '\n');
  assert.throws(
    () => loadDataset({ name: 'x', source: `${S}/source.txt`, references: [], systems: [{ name: 'short', path: short }] }),
    (e: unknown) => e instanceof GecvalInputError && e.format() === `${short}:11: has 10 lines but the source ${S}/source.txt has 60`,
  );
});

test('dataset: gold edits repeated by their annotator become a page notice naming the file and lines (the bn10-style case)', () => {
  const dir = tmp();
  const source = join(dir, 'source.txt');
  writeFileSync(source, 'a b c .\nd e .\n');
  const gold = join(dir, 'gold.m2');
  writeFileSync(gold, 'S a b c .\nA 1 2|||X|||B|||REQUIRED|||-NONE-|||0\nA 1 2|||Y|||B|||REQUIRED|||-NONE-|||0\n\nS d e .\nA 0 1|||X|||D|||REQUIRED|||-NONE-|||0\n\n');
  const ds = loadDataset({ name: 'x', source, m2: gold, references: [], systems: [{ name: 's', path: source }] });
  assert.deepEqual(ds.warnings, [`${gold}: 1 gold edit(s) repeated by their annotator (lines 3); as in m2scorer, a system edit matching one counts correct once per copy`]);
  const official = loadDataset({ name: 'y', source: `${S}/source.txt`, m2: `${S}/official-2014.combined.m2`, references: [], systems: [{ name: 'AMU', path: `${S}/systems/AMU.txt` }] });
  assert.deepEqual(official.warnings, []);
});

test('tokenDiff: identity has no edits; ops rebuild both sides', () => {
  assert.deepEqual(tokenDiff('a b c', 'a b c'), [['e', 'a b c']]);
  const pairs = [
    ['He go to school yesterday .', 'He went to school yesterday .'],
    ['a b c d', 'x a c d y'],
    ['', 'new words'],
    ['only source', ''],
  ] as const;
  for (const [src, tgt] of pairs) {
    const ops = tokenDiff(src, tgt);
    const side = (keep: 'd' | 'i') => ops.filter((o) => o[0] === 'e' || o[0] === keep).map((o) => o[1]).join(' ').split(/\s+/u).filter(Boolean).join(' ');
    assert.equal(side('d'), src.split(/\s+/u).filter(Boolean).join(' '));
    assert.equal(side('i'), tgt.split(/\s+/u).filter(Boolean).join(' '));
  }
  assert.deepEqual(tokenDiff('He go to school', 'He went to school'), [['e', 'He'], ['d', 'go'], ['i', 'went'], ['e', 'to school']]);
});

test('paired bootstrap: a system against itself differs by 0 with p = 1; intervals contain the estimate', () => {
  const stats = Array.from({ length: 50 }, (_, i) => (i * 7919) % 13);
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const r = pairedBootstrap([{ name: 'a', stats }, { name: 'b', stats }, { name: 'c', stats: stats.map((x) => x + 3) }], mean, sharedResamples(50, 300, 7));
  assert.equal(r.pairs[0]!.difference, 0);
  assert.equal(r.pairs[0]!.pValue, 1);
  const ac = r.pairs.find((p) => p.a === 'a' && p.b === 'c')!;
  assert.equal(ac.difference, -3);
  assert.ok(ac.pValue < 0.01, `constant shift is significant (p = ${ac.pValue})`);
  for (const i of r.intervals) assert.ok(i.low <= i.estimate && i.estimate <= i.high);
});

test('M² intervals and p-values equal the coverage analysis\' significance on the same resamples', () => {
  const gold = readM2(`${S}/official-2014.combined.m2`);
  const systems = ['AMU', 'CAMB', 'POST'].map((name) => ({ name, lines: readFileSync(`${S}/systems/${name}.txt`, 'utf8').split('\n').slice(0, 60) }));
  const theirs = systemSignificance(gold, systems, { resamples: 200, seed: 3 });
  const ours = m2Bootstrap(systems.map((s) => ({ name: s.name, result: scoreM2(s.lines, gold, { beta: 0.5, ignoreWhitespaceCasing: true }) })), sharedResamples(gold.length, 200, 3));
  theirs.systems.forEach((s, k) => {
    assert.equal(ours.intervals[k]!.estimate, s.interval.estimate[2]);
    assert.equal(ours.intervals[k]!.low, s.interval.low[2]);
    assert.equal(ours.intervals[k]!.high, s.interval.high[2]);
  });
  theirs.pairs.forEach((p, k) => assert.equal(ours.pairs[k]!.pValue, p.pValue));
});

test('leaderboard M² on the full CoNLL-2014 test set prints what m2scorer prints', { timeout: HANG_TIMEOUT_MS }, async () => {
  const fixture = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/m2/official-counts.json'), 'utf8')) as { runs: { system: string; goldFile: string; options: string[]; printed: { f: string } }[] };
  const D = dataPath('conll14');
  const names = ['AMU', 'UFC'];
  const ds = loadDataset({ name: 'CoNLL-2014', source: `${D}/source.txt`, m2: `${D}/official-2014.combined.m2`, references: [], systems: names.map((n) => ({ name: n, path: `${D}/systems/${n}.txt` })) });
  const lb = await computeLeaderboard(ds, { metrics: ['m2'], resamples: 20, seed: 1 });
  const column = lb.metrics[0]!;
  for (const name of names) {
    const run = fixture.runs.find((r) => r.system === name && r.goldFile === 'official-2014.combined.m2' && r.options.length === 0)!;
    const s = column.systems.find((x) => x.name === name)!;
    assert.equal(fmt(s.score), run.printed.f, name);
    assert.ok(s.low <= s.score && s.score <= s.high);
    assert.equal(s.sentences.length, 1312);
  }
});

test('inlined SVG ids are prefixed so that figures do not clip each other', () => {
  const svg = '<?xml version="1.0"?><svg><defs><clipPath id="clip1"><rect/></clipPath></defs><g clip-path="url(#clip1)"></g></svg>';
  assert.equal(inlineSvg(svg, 'p3'), '<svg><defs><clipPath id="p3-clip1"><rect/></clipPath></defs><g clip-path="url(#p3-clip1)"></g></svg>');
});

test('sections degrade: missing inputs give visible notes, a broken input one error box, the rest still builds', { timeout: HANG_TIMEOUT_MS }, async () => {
  const out = tmp();
  // The input lies outside the output folder: a folder that holds an input is refused (#34).
  const crowd = join(tmp(), 'broken-crowd.tsv');
  writeFileSync(crowd, 'sentence_id\tsource\tcorrection\ns1\tonly two columns\n');
  const config = parseReportConfig(
    {
      out,
      dataset: { name: 'bare', source: `${S}/source.txt`, systems: [`${S}/systems/AMU.txt`, `${S}/systems/CAMB.txt`] },
      metrics: ['m2', 'gleu', 'ld-so'],
      bootstrap: { resamples: 50, seed: 1 },
      parser: { use: false },
      coverage: { crowd },
    },
    repoRoot,
  );
  const built = await buildReport(config, { generated: 'test' });
  const status = Object.fromEntries(built.sections.map((s) => [s.id, s.status]));
  assert.deepEqual(status, { leaderboard: 'ok', usim: 'unavailable', conservatism: 'ok', coverage: 'error', maege: 'unavailable', explorer: 'ok' });
  const html = readFileSync(built.index, 'utf8');
  assert.match(html, /USIM needs UCCA graphs: the UCCA parser is switched off/u);
  assert.match(html, /MAEGE needs a gold M2 file/u);
  assert.match(html, /Not computed: <b>m2<\/b> \(no gold M2 file given/u);
  assert.match(html, /This section failed/u);
  const lb = JSON.parse(readFileSync(join(out, 'leaderboard/leaderboard.json'), 'utf8')) as { metrics: { name: string }[] };
  assert.deepEqual(lb.metrics.map((m) => m.name), ['ld-so']);
  assert.ok(existsSync(join(out, 'conservatism/wordchange-heatmap.svg')) && existsSync(join(out, 'conservatism/wordchange-heatmap.png')));
  const manifest = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { sections: { id: string; message?: string }[] };
  assert.ok(manifest.sections.find((s) => s.id === 'coverage')!.message!.length > 0);
});

test('a configuration with every section switched off still writes a page that says so', async () => {
  const out = tmp();
  const config = parseReportConfig({ ...sampleConfig(), out, sections: { leaderboard: false, usim: false, conservatism: false, coverage: false, maege: false, explorer: false } }, repoRoot);
  const built = await buildReport(config);
  assert.ok(built.sections.every((s) => s.status === 'disabled'));
  assert.match(readFileSync(built.index, 'utf8'), /switched off in the configuration \(sections\.maege = false\)/u);
});

test('Bryant & Ng references: overlapping edits are merged (as MAEGE reads them) and reported', () => {
  const warnings: string[] = [];
  const [ref] = readReferenceFiles([dataPath('conll14', 'bn10', 'A1.m2')], warnings);
  assert.equal(ref!.lines.length, 1312);
  assert.equal(ref!.name, 'A1');
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /A1\.m2: \d+ overlapping edit\(s\) merged \(lines .*\b949\b/u);
});

test('without the parser, USIM and the UCCA drawings come from the pre-parsed JFLEG sample, labelled as such', { timeout: HANG_TIMEOUT_MS }, async () => {
  const out = tmp();
  const json = { ...demoConfigJson(out), parser: { use: false }, metrics: ['ld-so', 'usim'], bootstrap: { resamples: 50, seed: 1 }, sections: { leaderboard: true, usim: true, conservatism: false, coverage: false, maege: false, explorer: true } };
  const built = await buildReport(parseReportConfig(json, repoRoot));
  assert.deepEqual(built.sections.filter((s) => s.status !== 'disabled').map((s) => s.status), ['ok', 'ok', 'ok']);
  const html = readFileSync(built.index, 'utf8');
  assert.match(html, /USIM is shown on <b>JFLEG dev sample<\/b> \(12 sentences; TUPA parses/u);
  assert.match(html, /Not computed: <b>usim<\/b> \(no UCCA graphs for this dataset/u);
  const usim = JSON.parse(readFileSync(join(out, 'usim', 'usim.json'), 'utf8')) as { systems: { name: string; score: number }[] };
  assert.deepEqual(usim.systems.map((s) => s.name).sort(), ['mle_1', 'mle_2', 'mle_3', 'mle_4', 'mle_5']);
  for (const s of usim.systems) assert.ok(s.score > 0 && s.score <= 1);
  const drawings = pageData(html, 'explorer-drawings') as Record<string, string>;
  assert.equal(Object.keys(drawings).length, 60);
  assert.ok(Object.keys(drawings).every((k) => k.startsWith('u')), 'drawings belong to the JFLEG sentences');
});

test('GLEU bootstrap replicates: the reference-averaged statistics score within 0.005 of the 500-sample GLEU', async () => {
  const { createGleu, gleuFromStats } = await import('../../src/metrics/gleu/metric.js');
  const { gleuExpectedStats } = await import('../../src/report/compute/leaderboard.js');
  const ds = loadDataset({ name: 's', source: `${S}/source.txt`, references: ['A1', 'A2', 'A4', 'A5'].map((a) => `${S}/bn10-${a}.m2`), systems: ['AMU', 'CAMB', 'UFC'].map((n) => ({ name: n, path: `${S}/systems/${n}.txt` })) });
  const gleu = createGleu();
  for (const system of ds.systems) {
    const stats = system.lines.map((hypothesis, i) => gleu.statistics({ source: ds.source[i]!, hypothesis, references: ds.references.map((r) => r.lines[i]!) }));
    const sampled = gleu.corpusScore(stats);
    const expected = gleuExpectedStats(stats, gleuFromStats);
    assert.ok(Math.abs(sampled - expected) < 0.005, `${system.name}: ${sampled} vs ${expected}`);
  }
});
