/**
 * Test helper, not a test (no assertions of its own beyond the ones the sweep tests ask for): the engine of the
 * command-level bad-input sweep (test/cli/bad-input-sweep-*.test.ts).
 *
 * Each command is described as a clean invocation over named input files (a `Target`); the sweep then replaces one
 * file at a time with a hostile-but-realistic variant (missing, a directory, empty, binary, BOM, CRLF, the wrong
 * format, too few lines, a 1 MB line, ...) and runs the real CLI on it. Every run gets its own folder holding the
 * same file names, and runs with that folder as its working directory, so that outputs that name files are
 * comparable byte for byte with the clean run.
 *
 * The CLI under test is the esbuild bundle (dist/bin/gecval.js), the program users run. It is built once per
 * source state into .cache/bad-input-sweep/<key>/ (a private package folder: package.json, dist/, and links to
 * node_modules, models and samples), never into the checkout's dist/, which test/cli/bundle.test.ts deletes and
 * rebuilds while other test files run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import { repoRoot } from './shared.js';
import { FULL_TESTS, HANG_TIMEOUT_MS, PROCESS_HANG_MS } from './timeouts.js';

export interface RunResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

/** Newest modification time under a folder (files only), for the build key. */
function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

let builtBin: string | undefined;

/** The bundled CLI for the current sources, built on first use (≈ 9 s of CPU) and reused while the sources stay unchanged. */
export function sweepBin(): string {
  if (builtBin) return builtBin;
  // scripts/build.mjs and the build modules it imports (scripts/build-*.mjs)
  const buildScripts = readdirSync(join(repoRoot, 'scripts')).filter((name) => /^build(?:-[\w-]+)?\.mjs$/u.test(name)).map((name) => `scripts/${name}`);
  const inputs = ['src', 'package.json', 'tsconfig.json', ...buildScripts];
  const key = createHash('sha256')
    .update(inputs.map((p) => `${p}:${newestMtime(join(repoRoot, p))}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const cacheRoot = join(repoRoot, '.cache', 'bad-input-sweep');
  const home = join(cacheRoot, key);
  const bin = join(home, 'dist', 'bin', 'gecval.js');
  mkdirSync(cacheRoot, { recursive: true });
  // The sweep's test files start together: one builds, the others wait for its result (a lock folder).
  const lock = join(cacheRoot, `lock-${key}`);
  // A hang limit only (#39 point 5): the build takes ≈ 15 CPU-s, minutes of wall time on a loaded machine.
  const deadline = Date.now() + HANG_TIMEOUT_MS;
  for (;;) {
    if (existsSync(bin)) break;
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`waited ${HANG_TIMEOUT_MS / 60_000} min for another test file to build the CLI (${lock}); remove it if stale`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  if (!existsSync(bin)) {
    // Older builds are stale once the sources change; drop them so the cache stays one build.
    for (const name of readdirSync(cacheRoot)) if (name !== key && !name.startsWith('tmp-') && !name.startsWith('lock-')) rmSync(join(cacheRoot, name), { recursive: true, force: true });
    const staging = mkdtempSync(join(cacheRoot, 'tmp-'));
    for (const file of ['package.json', 'tsconfig.json']) cpSync(join(repoRoot, file), join(staging, file));
    mkdirSync(join(staging, 'scripts'));
    for (const script of buildScripts) cpSync(join(repoRoot, script), join(staging, script));
    for (const link of ['src', 'node_modules', 'models', 'samples']) symlinkSync(join(repoRoot, link), join(staging, link));
    const built = spawnSync(process.execPath, [join(staging, 'scripts/build.mjs')], { cwd: staging, encoding: 'utf8' });
    if (built.status !== 0) {
      rmSync(lock, { recursive: true, force: true });
      throw new Error(`building the CLI for the sweep failed: ${built.stderr}`);
    }
    try {
      renameSync(staging, home);
    } catch {
      // Another sweep file built the same key at the same time: use theirs.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  rmSync(lock, { recursive: true, force: true });
  builtBin = bin;
  return bin;
}

/**
 * Runs `gecval ARGS` with a time limit; a run past it is killed and reported as timed out (a hang). Timed progress
 * lines are spaced an hour apart: the sweep counts stderr lines, which must not depend on the machine's speed.
 */
export function runGecval(args: readonly string[], opts: { cwd: string; timeoutMs?: number; input?: string }): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [sweepBin(), ...args], { cwd: opts.cwd, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NODE_EXTRA_CA_CERTS: '', GECVAL_PROGRESS_INTERVAL: '3600' } });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs ?? PROCESS_HANG_MS);
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input ?? '');
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), timedOut, ms: Date.now() - started });
    });
  });
}

/** Runs tasks with at most `limit` at once (the machine has 2 cores, shared with other test files). */
export async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------------------------
// Targets and cases
// ---------------------------------------------------------------------------------------------------------------

/** What kind of content a file slot holds: decides which variants make sense and what the wrong format is. */
export type Kind = 'lines' | 'text' | 'm2' | 'ucca-xml' | 'ucca-json' | 'json' | 'tsv' | 'fingerprint' | 'list';

export interface Slot {
  kind: Kind;
  text: string;
}

/** What a case must give: a one-line error (exit 2), the clean run's exact output (exit 0), either, or any non-crash. */
export type Expect = 'error' | 'same' | 'error-or-same' | 'error-or-ok';

export interface Target {
  /** label in test names, e.g. `m2 HYP GOLD` */
  name: string;
  files: Record<string, Slot>;
  /** the command line; file names are relative to the run's folder (its working directory) */
  args: readonly string[];
  /** output files (relative) compared with the clean run's in 'same' cases */
  outputs?: readonly string[];
  /** what the error must name when a slot is missing, if not the file itself (its folder, when that becomes empty) */
  missingNames?: Record<string, string>;
  /** the slots swept (default: every file) */
  sweep?: readonly string[];
  /** per-slot expectation overrides, or 'skip' */
  expect?: Record<string, Partial<Record<CaseName, Expect | 'skip'>>>;
  /** cases skipped for every slot (too slow for the suite, said why in the test file) */
  skip?: readonly CaseName[];
  timeoutMs?: number;
  /**
   * A second invocation over readers another target already sweeps: by default only a few cases run for it
   * (GECVAL_SWEEP=full runs every case everywhere).
   */
  secondary?: boolean;
}

export type CaseName =
  | 'missing'
  | 'directory'
  | 'empty'
  | 'whitespace-only'
  | 'binary'
  | 'invalid-utf8'
  | 'nul'
  | 'bom'
  | 'crlf'
  | 'no-final-newline'
  | 'windows'
  | 'final-blank-line'
  | 'wrong-format'
  | 'wrong-format-2'
  | 'truncated'
  | 'fewer-lines'
  | 'long-line'
  | 'long-sentence';

const M2_TEXT = 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n\n';
const XML_NOT_UCCA = '<?xml version="1.0" encoding="UTF-8"?>\n<html><body><p>hello</p></body></html>\n';
const LONG_LINE = `${'abcdefghi '.repeat(100_000).trimEnd()}`;
const LONG_SENTENCE = Array.from({ length: 5000 }, (_, i) => ['the', 'cat', 'sat', 'on', 'a', 'mat', ',', 'and'][i % 8]).join(' ');

function replaceFirstLine(text: string, line: string): string {
  const nl = text.indexOf('\n');
  return nl < 0 ? line : line + text.slice(nl);
}

/** The variant of one slot for one case: text to write, a directory, or nothing (missing). */
type Variant = { write: string | Buffer } | { directory: true } | { missing: true };

function variantOf(kind: Kind, clean: string, name: CaseName): Variant | undefined {
  const lines = clean.split('\n');
  switch (name) {
    case 'missing':
      return { missing: true };
    case 'directory':
      return { directory: true };
    case 'empty':
      return { write: '' };
    case 'whitespace-only':
      return { write: lines.map(() => '  \t').join('\n') };
    case 'binary':
      return { write: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xff, 0xfe, 0x00, 0x41, 0x0a, 0xc3, 0x28, 0x00, 0x0a]) };
    case 'invalid-utf8':
      return { write: Buffer.concat([Buffer.from(`${lines[0]}\n`), Buffer.from([0x61, 0xff, 0xfe, 0x62, 0x0a]), Buffer.from(lines.slice(1).join('\n'))]) };
    case 'nul':
      return { write: `${lines[0]}\na\u0000b\n${lines.slice(1).join('\n')}` };
    case 'bom':
      return { write: `\ufeff${clean}` };
    case 'crlf':
      return { write: clean.replace(/\n/gu, '\r\n') };
    case 'no-final-newline':
      return clean.endsWith('\n') ? { write: clean.replace(/\n+$/u, kind === 'm2' ? '\n' : '') } : undefined;
    case 'windows':
      // What Notepad saves: a BOM, CRLF, and no line break after the last line.
      return { write: `\ufeff${clean.replace(/\n+$/u, kind === 'm2' ? '\n' : '').replace(/\n/gu, '\r\n')}` };
    case 'final-blank-line':
      return { write: `${clean}   \n` };
    case 'wrong-format':
      switch (kind) {
        case 'lines':
        case 'text':
        case 'list':
        case 'fingerprint':
        case 'tsv':
          return { write: M2_TEXT };
        case 'm2':
          return { write: 'He goes to school .\nI like dogs .\n' };
        case 'ucca-xml':
        case 'ucca-json':
        case 'json':
          return { write: XML_NOT_UCCA };
      }
      return undefined;
    case 'wrong-format-2':
      switch (kind) {
        case 'ucca-xml':
          return { write: '{"id": "1", "format": "ucca-json/1", "tokens": []}\n' };
        case 'ucca-json':
          return { write: '{"id": "1", "nodes": 3}\n' };
        case 'json':
          return { write: '[1, 2, 3]\n' };
        case 'm2':
          return { write: 'S He go to school .\nA one two|||R:VERB|||goes|||REQUIRED|||-NONE-|||0\n\n' };
        case 'fingerprint':
          return { write: '3\n-1\n2.5\nx\n' };
        case 'tsv':
          return { write: 'just one column\nand another\n' };
        case 'list':
          return { write: 'no-such-graph.xml\n' };
        default:
          return undefined;
      }
    case 'truncated':
      return kind === 'ucca-xml' || kind === 'ucca-json' || kind === 'json' || kind === 'm2' ? { write: clean.slice(0, Math.floor(clean.length / 2)) } : undefined;
    case 'fewer-lines':
      if (kind === 'lines' || kind === 'list') return { write: `${lines.slice(0, Math.max(0, lines.filter((l) => l !== '').length - 1)).join('\n')}\n` };
      if (kind === 'm2') {
        const blocks = clean.split(/\n\n/u).filter((b) => b.trim() !== '');
        return { write: `${blocks.slice(0, -1).join('\n\n')}\n\n` };
      }
      return undefined;
    case 'long-line':
      if (kind === 'lines' || kind === 'text') return { write: replaceFirstLine(clean, LONG_LINE) };
      if (kind === 'm2') return { write: replaceFirstLine(clean, `S ${LONG_LINE}`) };
      return undefined;
    case 'long-sentence':
      if (kind === 'lines' || kind === 'text') return { write: replaceFirstLine(clean, LONG_SENTENCE) };
      if (kind === 'm2') return { write: replaceFirstLine(clean, `S ${LONG_SENTENCE}`) };
      return undefined;
  }
}

/** Default expectation of a case, by kind. */
function defaultExpect(kind: Kind, name: CaseName): Expect {
  switch (name) {
    case 'bom':
    case 'crlf':
    case 'no-final-newline':
    case 'windows':
      return 'same';
    case 'final-blank-line':
      return 'error-or-same';
    case 'whitespace-only':
      return kind === 'lines' || kind === 'text' ? 'error-or-ok' : 'error';
    case 'long-line':
    case 'long-sentence':
      return 'error-or-ok';
    default:
      return 'error';
  }
}

export const ALL_CASES: readonly CaseName[] = [
  'missing', 'directory', 'empty', 'whitespace-only', 'binary', 'invalid-utf8', 'nul', 'bom', 'crlf', 'no-final-newline', 'windows',
  'final-blank-line', 'wrong-format', 'wrong-format-2', 'truncated', 'fewer-lines', 'long-line', 'long-sentence',
];

export interface Outcome {
  target: string;
  slot: string;
  name: CaseName;
  expect: Expect;
  result: RunResult;
  /** null when it met the expectation, else why not */
  problem: string | null;
}

/**
 * Output with what legitimately differs between two runs on the same data made equal: the run's folder (outputs
 * print absolute paths), wall-clock times and the report's generation time stamp.
 */
function normalized(result: RunResult, dir: string): RunResult {
  const clean = (text: string) =>
    text
      .split(dir)
      .join('<dir>')
      .replace(/"seconds": [-\d.e]+/gu, '"seconds": <t>')
      .replace(/ in \d+(?:\.\d+)? s\b/gu, ' in <t> s')
      .replace(/generated \d{4}-\d\d-\d\dT[\d:]+Z/gu, 'generated <time>');
  return { ...result, stdout: clean(result.stdout) };
}

function readOutputs(dir: string, outputs: readonly string[] | undefined): string {
  return (outputs ?? []).map((p) => `${p}:\n${existsSync(join(dir, p)) ? readFileSync(join(dir, p), 'utf8').replace(/generated \d{4}-\d\d-\d\dT[\d:]+Z/gu, 'generated <time>') : '<absent>'}`).join('\n');
}

function writeFiles(dir: string, files: Record<string, Slot>): void {
  for (const [name, slot] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), slot.text);
  }
}

/** Judges a run against an expectation; returns null when it is met, else what is wrong. */
export function judge(result: RunResult, expect: Expect, opts: { names?: string; line?: number; clean?: string; cleanOutputs?: string; outputs?: string } = {}): string | null {
  if (result.timedOut) return `timed out after ${result.ms} ms`;
  const stderrLines = result.stderr.split('\n').filter((l) => l.trim() !== '');
  const isError = result.status === 2;
  const errorProblem = (): string | null => {
    if (result.status !== 2) return `exit ${result.status ?? result.signal}, expected 2`;
    if (/\n\s+at /u.test(result.stderr) || /internal error/u.test(result.stderr)) return `stack trace or internal error: ${result.stderr.slice(0, 400)}`;
    const errors = stderrLines.filter((l) => !l.startsWith('gecval: warning:'));
    if (errors.length !== 1) return `${errors.length} stderr lines, expected one: ${result.stderr.slice(0, 400)}`;
    if (!errors[0]!.startsWith('gecval: error: ')) return `stderr does not start 'gecval: error: ': ${errors[0]}`;
    if (opts.names !== undefined && !errors[0]!.includes(opts.names)) return `error does not name ${opts.names}: ${errors[0]}`;
    if (opts.line !== undefined && !errors[0]!.includes(`${opts.names ?? ''}:${opts.line}:`)) return `error does not name line ${opts.line}: ${errors[0]}`;
    if (result.stdout !== '') return `error but stdout is not empty: ${result.stdout.slice(0, 200)}`;
    return null;
  };
  const sameProblem = (): string | null => {
    if (result.status !== 0) return `exit ${result.status ?? result.signal}, expected 0: ${result.stderr.slice(0, 400)}`;
    if (opts.clean !== undefined && result.stdout !== opts.clean) return `stdout differs from the clean run: ${result.stdout.slice(0, 300)} vs ${opts.clean.slice(0, 300)}`;
    if (opts.cleanOutputs !== undefined && opts.outputs !== opts.cleanOutputs) return 'output files differ from the clean run';
    return null;
  };
  switch (expect) {
    case 'error':
      return errorProblem();
    case 'same':
      return sameProblem();
    case 'error-or-same':
      return isError ? errorProblem() : sameProblem();
    case 'error-or-ok':
      if (isError) return errorProblem();
      if (result.status !== 0) return `exit ${result.status ?? result.signal}: ${result.stderr.slice(0, 400)}`;
      if (/\n\s+at /u.test(result.stderr)) return `stack trace: ${result.stderr.slice(0, 400)}`;
      return null;
  }
}

/** Runs a target clean, then every applicable case of every swept slot; returns the outcomes (assert on `problem`). */
const FULL = FULL_TESTS;
const SECONDARY_CASES: readonly CaseName[] = ['missing', 'empty', 'windows', 'wrong-format', 'fewer-lines'];

/**
 * Whether a case runs by default (the suite's budget is about a minute on 2 cores, ≈ 0.1 s of CPU per run). Binary garbage and whitespace-only files go through the same strict decoder and
 * line splitter as the invalid-UTF-8 and NUL cases in plain-text readers, so they run by default only where the
 * reader differs (JSON and XML: a binary file once gave a three-line error there). GECVAL_SWEEP=full runs all.
 */
function runsByDefault(target: Target, kind: Kind, name: CaseName): boolean {
  if (FULL) return true;
  if (target.secondary) return SECONDARY_CASES.includes(name);
  // BOM, CRLF and no final newline together (the 'windows' case) by default; one by one in the full sweep.
  if (name === 'bom' || name === 'crlf' || name === 'no-final-newline') return false;
  if (name === 'binary' || name === 'whitespace-only') return kind === 'json' || kind === 'ucca-json' || kind === 'ucca-xml' || kind === 'm2';
  return true;
}

/**
 * `npm test` runs a seeded half of each target's cases (the first case of every input slot always), `npm run
 * test:full` all of them. GECVAL_SWEEP_SEED picks another half; the seed is named in every failure.
 */
export const SWEEP_SEED = Number(process.env.GECVAL_SWEEP_SEED ?? 1);

function sampled<T extends { slot: string; name: string }>(target: string, jobs: readonly T[]): T[] {
  if (FULL) return [...jobs];
  // The first case of every slot, then the cases whose seeded hash is smallest, up to half (rounded up).
  const keep = new Set<T>();
  const seenSlots = new Set<string>();
  for (const job of jobs) {
    if (!seenSlots.has(job.slot)) {
      seenSlots.add(job.slot);
      keep.add(job);
    }
  }
  const rank = (job: T) => createHash('sha256').update(`${SWEEP_SEED}:${target}:${job.slot}:${job.name}`).digest('hex');
  for (const job of [...jobs].sort((a, b) => (rank(a) < rank(b) ? -1 : 1))) {
    if (keep.size >= Math.ceil(jobs.length / 2)) break;
    keep.add(job);
  }
  return jobs.filter((job) => keep.has(job));
}

/** How the cases were chosen, for failure messages. */
export const SWEEP_SAMPLE = FULL ? 'every case (full)' : `seeded half (GECVAL_SWEEP_SEED=${SWEEP_SEED}; npm run test:full runs every case)`;

export async function sweepTarget(target: Target, cases: readonly CaseName[] = ALL_CASES, concurrency = 2): Promise<{ clean: RunResult; outcomes: Outcome[] }> {
  const root = mkdtempSync(join(tmpdir(), 'gecval-sweep-'));
  const cleanDir = join(root, 'clean');
  mkdirSync(cleanDir);
  writeFiles(cleanDir, target.files);
  const clean = normalized(await runGecval(target.args, { cwd: cleanDir, timeoutMs: target.timeoutMs }), cleanDir);
  if (clean.status !== 0) throw new Error(`${target.name}: the clean run fails (exit ${clean.status}): ${clean.stderr}`);
  const cleanOutputs = readOutputs(cleanDir, target.outputs);
  const jobs: { slot: string; name: CaseName; expect: Expect; variant: Variant }[] = [];
  for (const slot of target.sweep ?? Object.keys(target.files)) {
    const { kind, text } = target.files[slot]!;
    for (const name of cases) {
      if (target.skip?.includes(name) || !runsByDefault(target, kind, name)) continue;
      const override = target.expect?.[slot]?.[name];
      if (override === 'skip') continue;
      const variant = variantOf(kind, text, name);
      if (!variant) continue;
      jobs.push({ slot, name, expect: override ?? defaultExpect(kind, name), variant });
    }
  }
  const outcomes = await pool(sampled(target.name, jobs), concurrency, async (job, ) => {
    const dir = join(root, `${job.slot.replace(/[^\w.-]/gu, '_')}-${job.name}`);
    mkdirSync(dir);
    writeFiles(dir, target.files);
    const path = join(dir, job.slot);
    rmSync(path);
    if ('write' in job.variant) writeFileSync(path, job.variant.write);
    else if ('directory' in job.variant) mkdirSync(path);
    const result = normalized(await runGecval(target.args, { cwd: dir, timeoutMs: target.timeoutMs }), dir);
    // A sentence too long to score is a limit of the pair, reported at the line of whichever file the scorer
    // names (the hypothesis, for M²): any FILE:LINE will do there.
    const long = job.name === 'long-line' || job.name === 'long-sentence';
    const base = long ? ':1: ' : (job.name === 'missing' ? target.missingNames?.[job.slot] : undefined) ?? job.slot.split('/').pop()!;
    const line = job.name === 'invalid-utf8' || job.name === 'nul' ? 2 : undefined;
    const problem = judge(result, job.expect, { names: base, line, clean: clean.stdout, cleanOutputs, outputs: readOutputs(dir, target.outputs) });
    return { target: target.name, slot: job.slot, name: job.name, expect: job.expect, result, problem };
  });
  rmSync(root, { recursive: true, force: true });
  return { clean, outcomes };
}

/** One line per outcome, for the failure message and for the report's matrix. */
export function describe(outcome: Outcome): string {
  const r = outcome.result;
  const got = r.timedOut ? 'TIMEOUT' : r.status === 0 ? 'ok' : `exit ${r.status ?? r.signal}`;
  const first = r.stderr.split('\n').find((l) => l.trim() !== '') ?? '';
  return `${outcome.target} [${outcome.slot} ${outcome.name}] expect ${outcome.expect}: ${got} (${r.ms} ms) ${outcome.problem ?? 'OK'} | ${first.slice(0, 200)}`;
}

export { relative };
