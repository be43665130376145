/**
 * Opens a built report in headless Chromium and saves screenshots of the page and of each section (a helper for
 * looking at reports, e.g. the full CoNLL-2014 one from run.ts), and reports load time and console errors.
 *
 *   node --import tsx bench/report/screenshot.ts REPORT_DIR OUT_DIR
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/report/screenshot.ts',
  summary: 'Screenshots of a built report page and of each section (headless Chromium).',
  positionals: 'REPORT_DIR OUT_DIR',
  options: {},
});
const [reportDir, outDir] = opts.positionals;
if (!reportDir || !outDir) throw new Error('usage: screenshot.ts REPORT_DIR OUT_DIR');
mkdirSync(outDir, { recursive: true });
const profile = mkdtempSync(join(tmpdir(), 'gecval-chromium-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: 1366, height: 860 },
});
try {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const t0 = performance.now();
  await page.goto(pathToFileURL(resolve(reportDir, 'index.html')).href, { waitUntil: 'load' });
  process.stdout.write(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s; console errors: ${errors.length}\n`);
  await page.screenshot({ path: join(outDir, 'top.png') });
  await page.addStyleTag({ content: '.page-header { position: static !important; }' });
  for (const id of ['leaderboard', 'usim', 'conservatism', 'coverage', 'maege', 'explorer']) {
    await page.locator(`section#${id}`).screenshot({ path: join(outDir, `${id}.png`) });
  }
  for (const e of errors) process.stdout.write(`  ${e}\n`);
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
