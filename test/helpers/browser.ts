/**
 * What every browser test shares: which Chromium (Debian's; GECVAL_TEST_CHROMIUM only exists to check the skip
 * path, e.g. =/nonexistent), its flags (headless, no network of its own), and the visible skip where it is missing.
 */
import { existsSync } from 'node:fs';
import type { TestContext } from 'node:test';

export const CHROMIUM = process.env.GECVAL_TEST_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** True (and the test skipped, with the reason on stderr so a CI log shows it) when Chromium is not installed. */
export function skipWithoutChromium(t: TestContext): boolean {
  if (existsSync(CHROMIUM)) return false;
  const reason = `${CHROMIUM} is missing (install Debian's chromium package: apt-get install -y chromium); browser test not run`;
  process.stderr.write(`SKIPPED: ${reason}\n`);
  t.skip(reason);
  return true;
}
