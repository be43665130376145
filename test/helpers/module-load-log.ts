/**
 * Test helper, not a test: a Node module hook that appends the URL of every module a child process loads to the
 * file named by GECVAL_LOAD_LOG, for the tests that check what a command or the registry loads
 * (test/metrics/registry-lazy.test.ts, test/cli/errant-compare-lazy.test.ts).
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from './shared.js';

const HOOK = `import { appendFileSync } from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:')) appendFileSync(log, url + '\\n');
  return nextLoad(url, context);
}
`;

const REGISTER = `import { register } from 'node:module';
register(new URL('./hook.mjs', import.meta.url), { data: { log: process.env.GECVAL_LOAD_LOG } });
`;

/** Writes the hook into `dir`; returns what to pass to the child's `--import` (it logs to $GECVAL_LOAD_LOG). */
export function writeModuleLoadHook(dir: string): string {
  writeFileSync(join(dir, 'hook.mjs'), HOOK);
  writeFileSync(join(dir, 'register.mjs'), REGISTER);
  return pathToFileURL(join(dir, 'register.mjs')).href;
}

/** A logged `file:` URL as a path relative to the repository (`src/metrics/sari.ts`), query strings dropped. */
export function repoPathOf(url: string): string {
  return relative(repoRoot, fileURLToPath(url.replace(/\?.*$/u, '')));
}
