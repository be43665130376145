/**
 * Opens a built report in headless Chromium (Debian's /usr/bin/chromium through playwright-core; file://, no
 * network), measures when it first paints and when the explorer shows its first sentence, and screenshots the top of
 * the page, every section, and the explorer with its UCCA drawing — to look at, before and after a change.
 *
 *   node --import tsx bench/report/screenshots.ts REPORT_DIR/index.html SHOTS_DIR [--runs 3]
 *
 * Prints one JSON line: index.html size, first-contentful-paint (median of the runs, each in a fresh page), the time
 * until the explorer's view is filled, requests other than file:// (must be none) and console errors.
 */
import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/report/screenshots.ts [options]',
  summary: 'First paint, explorer fill time and screenshots of a built report in headless Chromium.',
  positionals: 'REPORT/index.html SHOTS_DIR',
  options: { runs: { type: 'number', default: 3, description: 'fresh pages whose first paint is timed' } },
});
const [indexArg, shotsArg] = opts.positionals;
if (indexArg === undefined || shotsArg === undefined) {
  process.stderr.write('usage: screenshots.ts REPORT/index.html SHOTS_DIR [--runs N]\n');
  process.exit(2);
}
const runs = opts.runs;
const index = resolve(indexArg);
const shots = resolve(shotsArg);
mkdirSync(shots, { recursive: true });
const { chromium } = await import('playwright-core');
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'gecval-shots-')), { executablePath: '/usr/bin/chromium', headless: true, args: FLAGS, viewport: { width: 1366, height: 860 } });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  const paints: number[] = [];
  const explorerReady: number[] = [];
  const external: string[] = [];
  const errors: string[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    page.on('request', (r) => {
      if (!r.url().startsWith('file:') && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) external.push(r.url());
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pathToFileURL(index).href, { waitUntil: 'load', timeout: 180_000 });
    const fcp = await page.evaluate(() => {
      const entry = performance.getEntriesByName('first-contentful-paint')[0];
      return entry ? entry.startTime : Number.NaN;
    });
    paints.push(fcp);
    const hasExplorer = (await page.locator('#explorer-view').count()) > 0;
    if (hasExplorer) {
      await page.waitForFunction('document.querySelector(\'#explorer-view [data-role="source"]\') !== null', undefined, { timeout: 180_000 });
      explorerReady.push(await page.evaluate(() => performance.now()));
    }
    if (run === runs - 1) {
      await page.screenshot({ path: join(shots, 'top.png') });
      await page.addStyleTag({ content: '.page-header { position: static !important; }' });
      for (const id of await page.locator('section[id]').evaluateAll((nodes) => nodes.map((n) => n.id))) {
        await page.locator(`section#${id}`).screenshot({ path: join(shots, `section-${id}.png`) });
      }
    }
    await page.close();
  }
  process.stdout.write(
    `${JSON.stringify({
      index,
      indexBytes: statSync(index).size,
      runs,
      firstContentfulPaintMs: Math.round(median(paints)),
      paintsMs: paints.map(Math.round),
      explorerReadyMs: explorerReady.length > 0 ? Math.round(median(explorerReady)) : null,
      externalRequests: external,
      consoleErrors: errors,
    })}\n`,
  );
} finally {
  await browser.close();
}
