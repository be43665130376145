#!/usr/bin/env node
// Runs every test/**/*.test.ts with Node's own test runner (Node 20 has no glob support in --test).
// Optional arguments are substrings that select test files, e.g. `node scripts/run-tests.mjs m2 usim`.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// --full: the exhaustive sweeps and slow parity cases too (GECVAL_FULL_TESTS=1; `npm run test:full`).
const full = process.argv.includes('--full');
const filters = process.argv.slice(2).filter((a) => a !== '--full');

function collect(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...collect(path));
    else if (name.endsWith('.test.ts')) out.push(relative(root, path));
  }
  return out;
}

const files = collect(join(root, 'test')).filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)));
if (files.length === 0) {
  console.error(`no test files match ${filters.join(' ')}`);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
  // Timed progress lines (one per 5 s on a non-terminal stderr) would appear in tests that assert an exact stderr
  // whenever a slow machine makes a command run past 5 s; tests of progress set their own interval.
  { cwd: root, stdio: 'inherit', env: { ...process.env, GECVAL_PROGRESS_INTERVAL: process.env.GECVAL_PROGRESS_INTERVAL ?? '3600', ...(full ? { GECVAL_FULL_TESTS: '1' } : {}) } },
);
process.exit(result.status ?? 1);
