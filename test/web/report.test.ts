/**
 * The browser app's HTML report and faithfulness options (#38): the page's downloaded report is `gecval report`'s
 * index.html for the same files and options, byte for byte apart from the fields docs/web.md names (the time it was
 * generated, each section's build time, and the input files' paths, which the page does not know); the downloaded
 * report opens over file:// with no request and no console error (its own CSP allows none); the faithfulness
 * options (parser model, raw text) give `gecval faithfulness --model M --raw --json`'s document.
 * CPU kept modest: the CoNLL sample (60 sentences) with M² and GLEU, 100 resamples; faithfulness on two systems.
 * Screenshots (1366×768) go to test-output/web/. Without /usr/bin/chromium the test is skipped with a visible reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { unzipSync } from 'fflate';
import { repoRoot } from '../helpers/shared.js';
import { skipWithoutChromium } from '../helpers/browser.js';
import { buildWebApp, gecval, openApp } from './helpers.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';
import { BROWSER_METRICS } from '../../src/web/run.js';
import { GIVEN_GRAPHS_NAME, normaliseReportHtml, webReportSections, WEB_REPORT_FOLDER } from '../../src/web/report.js';


const SHOTS = join(repoRoot, 'test-output', 'web');
const SAMPLE = join(repoRoot, 'samples', 'conll14');
const SYSTEMS = ['AMU', 'CAMB', 'CUUI', 'POST', 'UFC'];
const REFS = ['A1', 'A2', 'A4', 'A5'];

/** A 1366×768 screenshot of what a reader sees with `selector` scrolled to the top (the page scrolls smoothly: jump instead). */
async function viewportAt(page: import('playwright-core').Page, selector: string, file: string): Promise<void> {
  await page.$eval(selector, (e) => {
    document.documentElement.style.scrollBehavior = 'auto';
    e.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -((document.querySelector('header')?.getBoundingClientRect().height ?? 0) + 8));
  });
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  await page.screenshot({ path: join(SHOTS, file) });
}

/** Every file under `dir`, as paths relative to it with '/'. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
}

test('browser app: the HTML report is gecval report\'s page; faithfulness options as the CLI\'s', { timeout: HANG_TIMEOUT_MS }, async (t) => {
  if (skipWithoutChromium(t)) return;
  const { work, app } = buildWebApp('gecval-web-report-');
  mkdirSync(SHOTS, { recursive: true });
  const session = await openApp(app);
  const { origin, browser, page, requests, problems } = session;
  try {
    const downloaded = async (file: string): Promise<string> => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`button[data-download="${file}"]`)]);
      return readFileSync((await download.path())!, 'utf8');
    };
    const run = async () => {
      await page.click('#run');
      await page.waitForFunction(() => document.body.dataset.state !== 'ready' && !document.getElementById('run')!.hasAttribute('disabled'));
      assert.equal(await page.evaluate(() => document.body.dataset.state), 'done', (await page.textContent('#error')) ?? '');
    };

    // --- the HTML report: the CoNLL sample (references as M2), M² and GLEU, 100 resamples ---
    await page.click('#sample');
    await page.waitForFunction(() => /CoNLL-2014/u.test(document.getElementById('sample-note')!.textContent ?? ''));
    for (const m of BROWSER_METRICS) await page.uncheck(`#metric-${m}`);
    for (const m of ['m2', 'gleu']) await page.check(`#metric-${m}`);
    await page.fill('#resamples', '100');
    await page.check('#report-html');
    await run();
    await page.$eval('#report-download', (e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SHOTS, 'report-1-offered.png') });
    const pageReport = await downloaded('gecval-report.html');

    // `gecval report` on the same files with the page's configuration (src/web/report.ts: webReportConfig).
    const config = join(work, 'report.json');
    writeFileSync(config, `${JSON.stringify({
      out: join(work, 'cli-report'),
      dataset: {
        source: join(SAMPLE, 'source.txt'),
        m2: join(SAMPLE, 'official-2014.combined.m2'),
        references: REFS.map((a) => join(SAMPLE, `bn10-${a}.m2`)),
        systems: SYSTEMS.map((s) => join(SAMPLE, 'systems', `${s}.txt`)),
      },
      metrics: ['m2', 'gleu'],
      bootstrap: { resamples: 100, seed: 1 },
      sections: webReportSections(false),
      parser: { use: false },
    }, null, 2)}\n`);
    const cli = gecval(work, ['report', '--config', config, '--no-cache']);
    assert.equal(cli.status, 0, cli.stderr);
    const cliReport = readFileSync(join(work, 'cli-report', 'index.html'), 'utf8');
    const [shown, expected] = [normaliseReportHtml(pageReport), normaliseReportHtml(cliReport)];
    if (shown !== expected) {
      writeFileSync(join(SHOTS, 'report-page.html'), pageReport);
      writeFileSync(join(SHOTS, 'report-cli.html'), cliReport);
    }
    assert.ok(shown === expected, `the page's report differs from gecval report's beyond the documented fields (both in ${SHOTS}: report-page.html, report-cli.html)`);
    assert.notEqual(pageReport, normaliseReportHtml(pageReport), 'the normalisation replaced something (the fields it names are there)');

    // The report folder (zip): every file gecval report writes but the PNG copies of the figures, equal to the CLI's
    // (report.json apart from its timings; SVG figures apart from coordinates past 12 digits, as in index.html).
    const [zipDownload] = await Promise.all([page.waitForEvent('download'), page.click('button[data-download="gecval-report.zip"]')]);
    const zipped = unzipSync(readFileSync((await zipDownload.path())!));
    const prefix = `${WEB_REPORT_FOLDER}/`;
    assert.ok(Object.keys(zipped).every((name) => name.startsWith(prefix)), 'one folder in the zip');
    const folder = new Map(Object.entries(zipped).map(([name, bytes]) => [name.slice(prefix.length), Buffer.from(bytes).toString('utf8')] as const));
    const cliFolder = join(work, 'cli-report');
    const cliFiles = listFiles(cliFolder);
    assert.deepEqual([...folder.keys()].sort(), cliFiles.filter((f) => !f.endsWith('.png') && f !== '.gecval-outputs').sort(), 'the zip holds every file of gecval report\'s folder but the PNGs');
    assert.ok(cliFiles.some((f) => f.endsWith('.png')));
    assert.equal(folder.get('index.html'), pageReport);
    const untimed = (text: string) => {
      const { seconds: _s, stages: _t, sections, ...rest } = JSON.parse(text) as { seconds: number; stages: unknown; sections: { seconds: number }[] };
      return { ...rest, sections: sections.map(({ seconds: _x, ...section }) => section) };
    };
    for (const [name, text] of folder) {
      const cliText = readFileSync(join(cliFolder, name), 'utf8');
      if (name === 'report.json') assert.deepEqual(untimed(text), untimed(cliText), 'report.json apart from its timings');
      else if (name.endsWith('.html') || name.endsWith('.svg')) assert.equal(normaliseReportHtml(text), normaliseReportHtml(cliText), name);
      else assert.equal(text, cliText, `${name}: byte-identical`);
    }

    // The downloaded report, opened from disk: every section that ran is there, the explorer works, no request
    // other than the file itself and data: URLs, no console error (a CSP violation is one).
    const saved = join(work, 'downloaded-report.html');
    writeFileSync(saved, pageReport);
    const before = requests.length;
    const viewer = await browser.newPage();
    const viewerProblems: string[] = [];
    viewer.on('console', (m) => {
      if (m.type() === 'error') viewerProblems.push(`console: ${m.text()}`);
    });
    viewer.on('pageerror', (e) => viewerProblems.push(`page error: ${e.message}`));
    await viewer.goto(`file://${saved}`, { waitUntil: 'load' });
    await viewer.waitForFunction(() => document.querySelector('#explorer-view table, #explorer-view .diff') !== null);
    await viewer.screenshot({ path: join(SHOTS, 'report-2-top.png') });
    const statuses = await viewer.$$eval('section.report-section', (sections) => sections.map((s) => `${s.id}:${(s as HTMLElement).dataset.status}`));
    assert.deepEqual(statuses, ['leaderboard:ok', 'usim:disabled', 'conservatism:ok', 'coverage:disabled', 'maege:ok', 'explorer:ok']);
    assert.equal(await viewer.$$eval('#leaderboard figure svg', (svgs) => svgs.length > 0), true, 'the leaderboard has its interval plot');
    await viewer.locator('#leaderboard').screenshot({ path: join(SHOTS, 'report-3-leaderboard.png') });
    await viewportAt(viewer, '#conservatism', 'report-4-conservatism.png');
    await viewportAt(viewer, '#explorer', 'report-5-explorer.png');
    await viewer.screenshot({ path: join(SHOTS, 'report-6-full.png'), fullPage: true });
    assert.match((await viewer.textContent('#explorer-view')) ?? '', /Faithfulness to the source/u, 'the explorer explains faithfulness');
    const viewerRequests = requests.slice(before).filter((u) => !u.startsWith('data:'));
    assert.deepEqual(viewerRequests, [`file://${saved}`], 'the downloaded report requests nothing but itself');
    assert.deepEqual(viewerProblems, []);
    await viewer.close();

    // --- USIM ticked: the parser (v1) runs in the page on every sentence, as gecval report --model v1 does; the
    // explorer's UCCA drawings push its data past explorer.compressAbove, so it is embedded gzip-compressed ---
    await page.setInputFiles('#file-source', join(SAMPLE, 'source.txt'));
    await page.setInputFiles('#file-systems', ['AMU', 'UFC'].map((s) => join(SAMPLE, 'systems', `${s}.txt`)));
    await page.setInputFiles('#file-references', []);
    await page.waitForFunction(() => document.getElementById('list-systems')!.children.length === 2 && document.getElementById('list-references')!.children.length === 0);
    await page.uncheck('#metric-gleu');
    await page.check('#metric-usim');
    await page.selectOption('#parser-model', 'v1');
    await run();
    const usimReport = await downloaded('gecval-report.html');
    writeFileSync(config, `${JSON.stringify({
      out: join(work, 'cli-report-usim'),
      dataset: { source: join(SAMPLE, 'source.txt'), m2: join(SAMPLE, 'official-2014.combined.m2'), systems: ['AMU', 'UFC'].map((s) => join(SAMPLE, 'systems', `${s}.txt`)) },
      metrics: ['m2', 'usim'],
      bootstrap: { resamples: 100, seed: 1 },
      sections: webReportSections(true),
      parser: { use: true, model: 'v1', threads: 1 },
    }, null, 2)}\n`);
    const cliUsim = gecval(work, ['report', '--config', config, '--no-cache']);
    assert.equal(cliUsim.status, 0, cliUsim.stderr);
    const cliUsimReport = readFileSync(join(work, 'cli-report-usim', 'index.html'), 'utf8');
    if (normaliseReportHtml(usimReport) !== normaliseReportHtml(cliUsimReport)) {
      writeFileSync(join(SHOTS, 'report-usim-page.html'), usimReport);
      writeFileSync(join(SHOTS, 'report-usim-cli.html'), cliUsimReport);
    }
    assert.ok(normaliseReportHtml(usimReport) === normaliseReportHtml(cliUsimReport), `with USIM: the page's report differs from gecval report's beyond the documented fields (both in ${SHOTS})`);
    assert.match(usimReport, /id="explorer-drawings-gz"/u, 'the drawings travel compressed');
    assert.match(usimReport, /<section id="usim" class="report-section" data-status="ok">/u);
    const usimSaved = join(work, 'downloaded-usim-report.html');
    writeFileSync(usimSaved, usimReport);
    const usimViewer = await browser.newPage();
    usimViewer.on('console', (m) => {
      if (m.type() === 'error') problems.push(`usim report console: ${m.text()}`);
    });
    await usimViewer.goto(`file://${usimSaved}`, { waitUntil: 'load' });
    await usimViewer.waitForFunction(() => document.querySelector('#explorer-view svg') !== null);
    await viewportAt(usimViewer, '#usim', 'report-7-usim.png');
    await viewportAt(usimViewer, '#explorer-view', 'report-8-explorer-drawing.png');
    await usimViewer.close();

    // --- the JFLEG sample with its TUPA graphs: the report takes the given graphs as its pre-parsed UCCA data (the
    // configuration's `ucca` block), as the page's own USIM does; nothing is parsed ---
    await page.click('#sample-jfleg');
    await page.waitForFunction(() => /JFLEG/u.test(document.getElementById('sample-note')!.textContent ?? ''));
    await page.uncheck('#metric-m2');
    await page.check('#metric-gleu');
    await run();
    const jflegReport = await downloaded('gecval-report.html');
    const J = join(repoRoot, 'samples', 'jfleg');
    const jSystems = ['mle_1', 'mle_2', 'mle_3', 'mle_4', 'mle_5'];
    const jText = { source: join(J, 'source.txt'), references: [0, 1, 2, 3].map((k) => join(J, `ref${k}.txt`)), systems: jSystems.map((s) => join(J, 'systems', `${s}.txt`)) };
    writeFileSync(config, `${JSON.stringify({
      out: join(work, 'cli-report-jfleg'),
      dataset: jText,
      ucca: { name: GIVEN_GRAPHS_NAME, ...jText, sourceGraphs: join(J, 'graphs', 'source.jsonl'), systemGraphs: Object.fromEntries(jSystems.map((s) => [s, join(J, 'graphs', `${s}.jsonl`)])) },
      metrics: ['gleu', 'usim'],
      bootstrap: { resamples: 100, seed: 1 },
      sections: webReportSections(true),
      parser: { use: false },
    }, null, 2)}\n`);
    const cliJfleg = gecval(work, ['report', '--config', config, '--no-cache']);
    assert.equal(cliJfleg.status, 0, cliJfleg.stderr);
    const cliJflegReport = readFileSync(join(work, 'cli-report-jfleg', 'index.html'), 'utf8');
    if (normaliseReportHtml(jflegReport) !== normaliseReportHtml(cliJflegReport)) {
      writeFileSync(join(SHOTS, 'report-jfleg-page.html'), jflegReport);
      writeFileSync(join(SHOTS, 'report-jfleg-cli.html'), cliJflegReport);
    }
    assert.ok(normaliseReportHtml(jflegReport) === normaliseReportHtml(cliJflegReport), `with given graphs: the page's report differs from gecval report's beyond the documented fields (both in ${SHOTS})`);
    assert.match(jflegReport, /<section id="usim" class="report-section" data-status="ok">/u);
    await page.uncheck('#metric-usim');

    // --- faithfulness options: v3 parser, raw text, through the real file inputs; = gecval faithfulness --model v3 --raw ---
    await page.uncheck('#report-html');
    await page.setInputFiles('#file-source', join(SAMPLE, 'source.txt'));
    await page.setInputFiles('#file-systems', ['AMU', 'UFC'].map((s) => join(SAMPLE, 'systems', `${s}.txt`)));
    await page.setInputFiles('#file-references', []);
    await page.setInputFiles('#file-graphs', []);
    await page.waitForFunction(() => document.getElementById('list-systems')!.children.length === 2 && document.getElementById('list-graphs')!.children.length === 0);
    for (const m of BROWSER_METRICS) await page.uncheck(`#metric-${m}`);
    await page.check('#metric-faithfulness');
    await page.selectOption('#faithfulness-model', 'v3');
    await page.selectOption('#faithfulness-input', 'raw');
    await page.locator('#metrics').screenshot({ path: join(SHOTS, 'report-9-faithfulness-options.png') });
    await run();
    for (const s of ['AMU', 'UFC']) {
      const expectedJson = gecval(join(SAMPLE, 'systems'), ['faithfulness', '--model', 'v3', '--raw', '--source', '../source.txt', `${s}.txt`, '--json']);
      assert.equal(expectedJson.status, 0, expectedJson.stderr);
      const shownJson = await downloaded(`faithfulness-${s}.json`);
      assert.equal(shownJson, expectedJson.stdout, `${s}: the page's faithfulness JSON is gecval faithfulness --model v3 --raw --json's`);
      assert.match(shownJson, /parser:v3/u);
    }
    // The leaderboard's faithfulness column is the metric with its defaults (parser v1), as gecval report computes it.
    const board = JSON.parse(await downloaded('leaderboard.json')) as { metrics: { name: string; signature: string }[]; skipped: { name: string; reason: string }[] };
    assert.deepEqual(board.skipped, []);
    assert.match(board.metrics.find((m) => m.name === 'faithfulness')?.signature ?? '', /parser:v1/u);

    assert.deepEqual(requests.filter((u) => !u.startsWith(origin) && !u.startsWith('file://') && !u.startsWith('data:') && !u.startsWith('blob:')), [], 'no request leaves the origin');
    assert.deepEqual(problems, []);
  } finally {
    await session.close();
  }
});

test('report: explorer data compressed with fflate and base64 as Node writes them, and unpacked to the same JSON', async () => {
  const { base64, scriptData } = await import('../../src/report/sections/explorer.js');
  const { gunzipSync } = await import('node:zlib');
  for (const n of [0, 1, 2, 3, 24575, 24576, 24577, 100003]) {
    const bytes = new Uint8Array(n).map((_, i) => (i * 7919) & 255);
    assert.equal(base64(bytes), Buffer.from(bytes).toString('base64'), `${n} bytes`);
  }
  const value = { text: 'façade — «quoted» </script> 𝒳', list: Array.from({ length: 2000 }, (_, i) => i) };
  const packed = /<script type="application\/gzip\+base64" id="x-gz">([A-Za-z0-9+/=]+)<\/script>/u.exec(scriptData('x', value, 0))!;
  assert.deepEqual(JSON.parse(gunzipSync(Buffer.from(packed[1]!, 'base64')).toString('utf8')), value);
  assert.equal(scriptData('x', value, 0), scriptData('x', value, 0), 'deterministic (no timestamp)');
});
