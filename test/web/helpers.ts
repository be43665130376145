/** What the browser-app tests share: a fresh build of the app, and the CLI from source for the parity side. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../helpers/shared.js';
import { HANG_TIMEOUT_MS, PROCESS_HANG_MS } from '../helpers/timeouts.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../helpers/browser.js';

/** `gecval …` from source in `cwd`: stdout, stderr and status. */
export function gecval(cwd: string, args: string[]): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), join(repoRoot, 'src/cli/main.ts'), '--quiet', ...args], { cwd, encoding: 'utf8', timeout: PROCESS_HANG_MS, maxBuffer: 64 * 1024 * 1024 });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/** A temporary folder holding a self-contained build of the app (`scripts/build-web.mjs DIR`) in `app/`. */
export function buildWebApp(prefix: string): { work: string; app: string } {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const app = join(work, 'app');
  const built = spawnSync(process.execPath, [join(repoRoot, 'scripts/build-web.mjs'), app], { encoding: 'utf8', timeout: PROCESS_HANG_MS });
  assert.equal(built.status, 0, built.stderr);
  return { work, app };
}

/** The app served on 127.0.0.1 and open in headless Chromium at laptop size, with what the session records. */
export interface AppSession {
  readonly server: { readonly url: string; close(): Promise<void> };
  readonly origin: string;
  readonly browser: import('playwright-core').BrowserContext;
  readonly page: import('playwright-core').Page;
  /** Every URL the browser requested, in order (the privacy assertions read it). */
  readonly requests: string[];
  /** Console errors and page errors of the app's page. */
  readonly problems: string[];
  /** Closes the browser and the server and removes the browser profile. */
  close(): Promise<void>;
}

/**
 * Serves `app` (`gecval web`'s server), opens it in a fresh headless Chromium profile (1366×768, downloads allowed,
 * hang-only timeouts) and waits until the page says it is ready; a script error while starting fails at once instead
 * of leaving the wait to the hang limit.
 */
export async function openApp(app: string): Promise<AppSession> {
  const { chromium } = await import('playwright-core');
  const { startWebServer } = await import('../../src/cli/web/server.js');
  const server = await startWebServer(app, 0);
  const profile = mkdtempSync(join(tmpdir(), 'gecval-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  const close = async () => {
    await browser.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    browser.setDefaultTimeout(HANG_TIMEOUT_MS);
    browser.setDefaultNavigationTimeout(HANG_TIMEOUT_MS);
    const requests: string[] = [];
    const problems: string[] = [];
    browser.on('request', (r) => requests.push(r.url()));
    const page = await browser.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const crashed = new Promise<never>((_, reject) => page.on('pageerror', (e) => reject(new Error(`the page failed while starting: ${e.message}`))));
    crashed.catch(() => {});
    await page.goto(server.url, { waitUntil: 'load' });
    await Promise.race([page.waitForFunction(() => document.body.dataset.state === 'ready'), crashed]);
    return { server, origin: new URL(server.url).origin, browser, page, requests, problems, close };
  } catch (error) {
    await close();
    throw error;
  }
}
