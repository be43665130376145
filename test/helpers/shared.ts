import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

/** Repository root of the checkout. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `../shared` beside the checkout (as in CI), or `$GECVAL_SHARED`. Tests that need the real data fail loudly
 * when it is missing, rather than passing without checking anything.
 */
export const sharedRoot = process.env.GECVAL_SHARED ?? resolve(repoRoot, '..', 'shared');

export function sharedPath(...parts: string[]): string {
  const path = resolve(sharedRoot, ...parts);
  if (!existsSync(path)) throw new Error(`shared data missing: ${path} (set GECVAL_SHARED to the shared/ folder)`);
  return path;
}

export const dataPath = (...parts: string[]) => sharedPath('data', ...parts);
export const specPath = (...parts: string[]) => sharedPath('spec', ...parts);

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI from source (through tsx), as a user would run `gecval ...`. Without `env`, the timed progress lines
 * (one every 5 s of a stage when stderr is not a terminal) are spaced an hour apart, so that an assertion on stderr
 * does not depend on how fast the machine is; the tests of progress output pass their own `env`.
 */
export function runCli(args: readonly string[], options: { input?: string; cwd?: string; env?: NodeJS.ProcessEnv } = {}): CliResult {
  const result = spawnSync(process.execPath, ['--import', 'tsx', resolve(repoRoot, 'src/cli/main.ts'), ...args], {
    cwd: options.cwd ?? repoRoot,
    input: options.input,
    env: options.env ?? { ...process.env, GECVAL_PROGRESS_INTERVAL: '3600' },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
