/**
 * The Python client (python/gecval) through its own tests (python/tests, pytest) against `gecval serve` run from
 * source, on real data from ../shared. Skipped, with a message saying why, where python3 or pytest is absent.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, sharedRoot } from '../helpers/shared.js';

const python = process.env.GECVAL_PYTHON ?? 'python3';
/** A word for the client's shlex.split of GECVAL_BIN (paths with spaces stay one word). */
const quote = (word: string) => `'${word.replace(/'/gu, `'\\''`)}'`;

function pytestMissing(): string | undefined {
  const probe = spawnSync(python, ['-m', 'pytest', '--version'], { encoding: 'utf8' });
  if (probe.error) return `${python} not found (${probe.error.message})`;
  if (probe.status !== 0) return `${python} -m pytest failed (${(probe.stderr || probe.stdout).trim().split('\n').at(-1)}); install python3-pytest`;
  return undefined;
}

test('python/tests: the Python client on CoNLL-2014, ERRANT and JFLEG dev data (pytest)', (t) => {
  const missing = pytestMissing();
  if (missing) {
    // Visible in the run's output, not only as a skip count.
    process.stderr.write(`test/python/client.test.ts: SKIPPED the Python client tests: ${missing}\n`);
    t.skip(`Python client tests skipped: ${missing}`);
    return;
  }
  const run = spawnSync(python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', join(repoRoot, 'python', 'tests')], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      // the server from source, as the other CLI tests run it (no dist/ build needed)
      GECVAL_BIN: [process.execPath, '--import', 'tsx', join(repoRoot, 'src', 'cli', 'main.ts')].map(quote).join(' '),
      GECVAL_SHARED: sharedRoot,
      PYTHONDONTWRITEBYTECODE: '1',
    },
  });
  assert.equal(run.status, 0, `pytest failed:\n${run.stdout}\n${run.stderr}`);
  assert.match(run.stdout, /\d+ passed/u);
});
