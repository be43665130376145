/**
 * End-to-end: builds the demo report from the bundled samples, opens it in headless Chromium (Debian's
 * /usr/bin/chromium driven by playwright-core; nothing is downloaded) over file://, and checks it as a reader
 * would: every section rendered, no console errors, no network requests, plots have marks, tables sort, the
 * sentence explorer switches sentences and shows the UCCA drawing. Screenshots go to test-output/report/.
 * Without /usr/bin/chromium the test is skipped with a visible reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../helpers/shared.js';
import { CHROMIUM, CHROMIUM_FLAGS, skipWithoutChromium } from '../helpers/browser.js';
import { buildReport } from '../../src/report/build.js';
import { demoConfigJson } from '../../src/report/demo.js';
import { parseReportConfig, SECTION_IDS } from '../../src/report/config.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

const SHOTS = join(repoRoot, 'test-output', 'report');

/**
 * A fresh Chromium profile with a page open on `index`, recording console errors, page errors and every request.
 * Playwright's 30 s default per action is a wall-clock limit a loaded machine can hit: only a hang may fail here.
 */
async function openWatched(chromium: typeof import('playwright-core').chromium, index: string) {
  const profile = mkdtempSync(join(tmpdir(), 'gecval-chromium-'));
  // the fresh profile folder is passed as --user-data-dir by playwright
  const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport: { width: 1366, height: 860 } });
  browser.setDefaultTimeout(HANG_TIMEOUT_MS);
  browser.setDefaultNavigationTimeout(HANG_TIMEOUT_MS);
  const page = await browser.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => requests.push(r.url()));
  try {
    await page.goto(pathToFileURL(index).href, { waitUntil: 'load' });
  } catch (error) {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return { browser, profile, page, problems, requests };
}

test('demo report in headless Chromium', { timeout: HANG_TIMEOUT_MS }, async (t) => {
  if (skipWithoutChromium(t)) return;
  const { chromium } = await import('playwright-core');
  mkdirSync(SHOTS, { recursive: true });
  const out = join(SHOTS, 'demo');
  rmSync(out, { recursive: true, force: true });
  // The demo as shipped, with fewer bootstrap resamples to keep the test quick; the page is the same.
  const json = { ...demoConfigJson(out), bootstrap: { resamples: 200, seed: 1 } };
  const built = await buildReport(parseReportConfig(json, repoRoot));
  for (const s of built.sections) assert.equal(s.status, 'ok', `section ${s.id}: ${s.status} ${s.message ?? ''}`);
  const html = readFileSync(built.index, 'utf8');
  assert.doesNotMatch(html, /<(script|link|img)[^>]+(src|href)="https?:/u, 'no external scripts, styles or images');

  const { browser, profile, page, problems, requests } = await openWatched(chromium, built.index);
  try {
    await page.screenshot({ path: join(SHOTS, 'top.png') });
    // For the section screenshots only: a sticky header would be painted over the middle of each element shot.
    await page.addStyleTag({ content: '.page-header { position: static !important; }' });

    await t.test('every section rendered', async () => {
      // The demo has no human judgments: the meta-evaluation section is not in its page at all.
      assert.equal(await page.locator('section#meta-eval').count(), 0, 'no meta-evaluation section without human data');
      for (const id of SECTION_IDS.filter((id) => id !== 'meta-eval')) {
        const section = page.locator(`section#${id}`);
        assert.equal(await section.getAttribute('data-status'), 'ok', id);
        assert.equal(await section.locator('.note-error, .note-unavailable').count(), 0, `${id} shows no error box`);
        assert.ok((await section.innerText()).length > 200, `${id} has content`);
      }
    });

    await t.test('plots have marks, titles and axis titles', async () => {
      const plotsPer: Record<string, number> = { leaderboard: 1, usim: 1, conservatism: 3, coverage: 3, maege: 2 };
      for (const [id, expected] of Object.entries(plotsPer)) {
        const figures = page.locator(`section#${id} figure.plot`);
        assert.equal(await figures.count(), expected, `${id}: ${expected} plots`);
        for (let k = 0; k < expected; k++) {
          const fig = figures.nth(k);
          const marks = await fig.locator('svg .mark-symbol path, svg .mark-rect path, svg .mark-line path, svg .mark-rule line, svg .mark-area path, svg .mark-text text, svg .mark-tick line, svg path').count();
          assert.ok(marks > 5, `${id} plot ${k}: ${marks} marks`);
          assert.ok((await fig.locator('svg .role-title-text').count()) >= 1, `${id} plot ${k} has a title`);
          assert.ok((await fig.locator('svg .role-axis-title').count()) >= 1, `${id} plot ${k} has axis titles`);
        }
      }
    });

    await t.test('tables sort by clicking a header', async () => {
      const table = page.locator('#leaderboard-table');
      const header = table.locator('thead th').nth(2); // M² F0.5
      const column = async () => table.locator('tbody tr td:nth-child(3)').evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-sort'))));
      await header.click();
      const descending = await column();
      assert.deepEqual(descending, [...descending].sort((a, b) => b - a));
      await header.click();
      const ascending = await column();
      assert.deepEqual(ascending, [...descending].reverse());
      assert.equal(await header.getAttribute('aria-sort'), 'ascending');
      const names = async () => page.locator('#conservatism-table tbody tr td:first-child').allInnerTexts();
      const before = await names();
      await page.locator('#conservatism-table thead th').first().click();
      const after = await names();
      assert.deepEqual(after, [...before].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    });

    await t.test('sentence explorer switches sentences and systems', async () => {
      const view = page.locator('#explorer-view');
      const first = await view.getAttribute('data-sentence');
      const sourceBefore = await view.locator('[data-role=source]').innerText();
      assert.ok(sourceBefore.length > 0);
      assert.ok((await view.locator('ins, del').count()) > 0, 'the opening sentence shows highlighted edits');
      assert.equal(await view.locator('#explorer-scores tbody tr').count(), 5, 'scores of all five systems');
      // With the bundled parser the opening sentence has its drawings; without it, the JFLEG sample's sentences
      // (pre-parsed) do. Either way the sentences with drawings are marked ◆ in the menu.
      const marked = await page.locator('#explorer-sentence option').evaluateAll((os) => os.map((o, i) => ((o.textContent ?? '').startsWith('◆') ? i : -1)).filter((i) => i >= 0));
      assert.ok(marked.length > 0, 'some sentences have UCCA drawings');
      await page.selectOption('#explorer-sentence', { index: marked[0]! });
      assert.equal(await view.locator('[data-role=ucca] svg').count(), 1, 'UCCA drawing shown');
      assert.ok((await view.locator('[data-role=ucca] svg circle, [data-role=ucca] svg line, [data-role=ucca] svg path').count()) > 10, 'the drawing has nodes and edges');
      await page.locator('section#explorer').screenshot({ path: join(SHOTS, 'explorer.png') });
      await page.selectOption('#explorer-sentence', { index: 0 });
      await page.click('#explorer-next');
      assert.equal(await view.getAttribute('data-sentence'), 'd1');
      assert.notEqual(first, null);
      assert.notEqual(await view.locator('[data-role=source]').innerText(), sourceBefore);
      await page.selectOption('#explorer-sentence', { index: 7 });
      assert.equal(await view.getAttribute('data-sentence'), 'd7');
      await page.selectOption('#explorer-system', 'CAMB');
      assert.equal(await view.locator('#explorer-scores tr.selected-system td').first().innerText(), 'CAMB');
      const options = await page.locator('#explorer-sentence option').count();
      assert.ok(options >= 60, `${options} sentences to pick from`);
    });

    await t.test('the UCCA drawing fits its pane and plots keep a readable width', async () => {
      const marked = await page.locator('#explorer-sentence option').evaluateAll((os) => os.map((o, i) => ((o.textContent ?? '').startsWith('◆') ? i : -1)).filter((i) => i >= 0));
      await page.selectOption('#explorer-sentence', { index: marked[0]! });
      const pane = page.locator('[data-role=ucca]');
      const [paneWidth, svgWidth] = await pane.evaluate((p) => [p.clientWidth, p.querySelector('svg')!.getBoundingClientRect().width]);
      assert.ok(svgWidth <= paneWidth, `drawing ${svgWidth} px within its ${paneWidth} px pane`);
      await pane.locator('svg').click();
      assert.match((await pane.getAttribute('class')) ?? '', /actual-size/u, 'a click shows the drawing at actual size');
      // A long signature subtitle once made the USIM plot 1,546 px wide; subtitles now wrap.
      // (The MAEGE Δ heat map is wide by design: one 48 px column per error type.)
      const widths = await page.locator('section:not(#maege) figure.plot svg').evaluateAll((svgs) => svgs.map((svg) => Number(svg.getAttribute('width'))));
      for (const w of widths) assert.ok(w < 1000, `plot ${w} px wide`);
    });

    await t.test('a nav click leaves the section heading below the sticky header', async () => {
      const fresh = await browser.newPage();
      await fresh.goto(pathToFileURL(built.index).href, { waitUntil: 'load' });
      // Instant scrolling: smooth scrolling ends where instant scrolling does, but waiting for it is a wall-clock
      // guess that a busy machine can miss (#39 point 5); scroll-padding-top, what this checks, applies to both.
      await fresh.addStyleTag({ content: 'html { scroll-behavior: auto !important; }' });
      for (const id of ['usim', 'coverage', 'maege']) {
        await fresh.click(`nav a[href="#${id}"]`);
        const headerBottom = await fresh.locator('.page-header').evaluate((h) => h.getBoundingClientRect().bottom);
        const headingTop = await fresh.locator(`section#${id} h2`).evaluate((h) => h.getBoundingClientRect().top);
        assert.ok(headingTop >= headerBottom, `${id}: heading top ${headingTop} px, header bottom ${headerBottom} px`);
      }
      await fresh.close();
    });

    await page.screenshot({ path: join(SHOTS, 'full-page.png'), fullPage: true });
    await page.locator('section#leaderboard').screenshot({ path: join(SHOTS, 'leaderboard.png') });
    assert.deepEqual(problems, [], 'no console errors');
    assert.deepEqual(requests.filter((u) => !u.startsWith('file:') && !u.startsWith('data:')), [], 'no network requests');
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a large report\'s explorer data travels gzip-compressed inside the page and still works from file://', { timeout: HANG_TIMEOUT_MS }, async (t) => {
  if (skipWithoutChromium(t)) return;
  const { chromium } = await import('playwright-core');
  const out = mkdtempSync(join(tmpdir(), 'gecval-report-packed-'));
  // compressAbove 0: the path the full CoNLL-2014 report takes (its explorer data is tens of MB of JSON).
  const json = { ...demoConfigJson(out), parser: { use: false }, metrics: ['m2'], bootstrap: { resamples: 20, seed: 1 }, sections: { leaderboard: true, usim: false, conservatism: false, coverage: false, maege: false, explorer: true }, explorer: { maxSentences: 12, maxDrawings: 5, compressAbove: 0 } };
  const built = await buildReport(parseReportConfig(json, repoRoot));
  const html = readFileSync(built.index, 'utf8');
  assert.match(html, /<script type="application\/gzip\+base64" id="explorer-data-gz">[A-Za-z0-9+/=]+<\/script>/u);
  assert.doesNotMatch(html, /id="explorer-data"/u);
  const { browser, profile, page, problems, requests } = await openWatched(chromium, built.index);
  try {
    const view = page.locator('#explorer-view');
    await view.locator('[data-role=source]').waitFor(); // the default: a hang limit, not a wall-clock one
    assert.ok((await page.locator('#explorer-sentence option').count()) >= 12);
    await page.selectOption('#explorer-sentence', { index: 3 });
    assert.equal(await view.getAttribute('data-sentence'), 'd3');
    const marked = await page.locator('#explorer-sentence option').evaluateAll((os) => os.map((o, i) => ((o.textContent ?? '').startsWith('◆') ? i : -1)).filter((i) => i >= 0));
    assert.ok(marked.length > 0, 'the compressed drawings are there');
    await page.selectOption('#explorer-sentence', { index: marked[0]! });
    assert.equal(await view.locator('[data-role=ucca] svg').count(), 1, 'UCCA drawing shown');
    assert.deepEqual(problems, []);
    assert.deepEqual(requests.filter((u) => !u.startsWith('file:') && !u.startsWith('data:') && !u.startsWith('blob:')), []);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
