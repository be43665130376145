/** What the browser-app tests share: a fresh build of the app, and the CLI from source for the parity side. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../helpers/shared.js';
import { PROCESS_HANG_MS } from '../helpers/timeouts.js';

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
