#!/usr/bin/env node
// Runs every test/**/*.test.ts with Node's own test runner (Node 20 has no glob support in --test).
// Optional arguments are substrings that select test files, e.g. `node scripts/run-tests.mjs m2 usim`.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
// Every test file's process reports its CPU time (and its children's) through scripts/test-cpu.mjs; the table below.
const cpuDir = mkdtempSync(join(tmpdir(), 'gecval-test-cpu-'));
const cpuFile = join(cpuDir, 'cpu.jsonl');
// The tests' temporary folders (mkdtemp under os.tmpdir(), in the test processes and in every gecval they run) go
// into one folder per run, removed at the end, so that a test that does not clean up after itself leaves nothing in
// the system's temporary folder (TMPDIR is what os.tmpdir() reads on POSIX; TEMP/TMP on Windows).
const scratch = mkdtempSync(join(tmpdir(), 'gecval-tests-'));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--import', join(root, 'scripts/test-cpu.mjs'), '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
  // Timed progress lines (one per 5 s on a non-terminal stderr) would appear in tests that assert an exact stderr
  // whenever a slow machine makes a command run past 5 s; tests of progress set their own interval.
  { cwd: root, stdio: 'inherit', env: { ...process.env, GECVAL_TEST_CPU_FILE: cpuFile, TMPDIR: scratch, TEMP: scratch, TMP: scratch, GECVAL_PROGRESS_INTERVAL: process.env.GECVAL_PROGRESS_INTERVAL ?? '3600', ...(full ? { GECVAL_FULL_TESTS: '1' } : {}) } },
);
printCpuReport();
rmSync(cpuDir, { recursive: true, force: true });
rmSync(scratch, { recursive: true, force: true });
process.exit(result.status ?? 1);

/** CPU seconds per test file (own + the processes it ran), largest first, and the total: what the run cost. */
function printCpuReport() {
  let lines;
  try {
    lines = readFileSync(cpuFile, 'utf8').trim().split('\n').filter((line) => line !== '').map((line) => JSON.parse(line));
  } catch {
    return;
  }
  const rows = lines.map((r) => ({ file: relative(root, r.file), own: r.seconds, children: r.children, total: r.seconds + r.children })).sort((a, b) => b.total - a.total || a.file.localeCompare(b.file));
  const total = rows.reduce((sum, r) => sum + r.total, 0);
  const shown = rows.slice(0, 25);
  const out = [`\nCPU seconds per test file (own + child processes), ${rows.length} files, ${total.toFixed(1)} CPU-s in all${rows.length > shown.length ? `; the ${shown.length} largest` : ''}:`];
  for (const r of shown) out.push(`${r.total.toFixed(1).padStart(8)}  ${r.own.toFixed(1).padStart(7)} + ${r.children.toFixed(1).padStart(7)}  ${r.file}`);
  process.stderr.write(`${out.join('\n')}\n`);
}
