/**
 * Faults that stay tested (issue #34, points 1, 2 and 6): no output can destroy an input, a write that fails is one
 * line with nothing partial left behind, standard output that is full or closed is an error (a reader that goes away
 * is not), and a run stopped in the middle of writing (SIGTERM, SIGKILL) leaves the old files or nothing, and a
 * rerun gives the same bytes. Write failures and signals are injected at a known write (GECVAL_FAULT_WRITE,
 * src/core/write.ts), never at a time, so nothing here depends on how fast the machine is.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { Command } from 'commander';
import { COMMANDS } from '../../src/cli/command-list.js';
import { dataPath, repoRoot, runCli, type CliResult } from '../helpers/shared.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-faults-out-'));
const samples = join(repoRoot, 'samples', 'conll14');

/** Exit 2 and exactly one stderr line, `gecval: error: …` matching `pattern`, no stack trace. */
function expectError(result: CliResult, pattern: RegExp): void {
  assert.equal(result.status, 2, `exit 2 expected, got ${result.status}: ${result.stderr}`);
  assert.equal(result.stderr.split('\n').filter(Boolean).length, 1, result.stderr);
  assert.match(result.stderr, /^gecval: error: /u);
  assert.match(result.stderr, pattern);
  assert.doesNotMatch(result.stderr, /internal error|\n\s+at /u);
}

/** Every file under `root` (relative path → bytes), in name order. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string): void => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), readFileSync(path).toString('base64'));
    }
  };
  if (existsSync(root)) walk(root);
  return files;
}

const isTemporary = (name: string) => name.includes('.gecval-tmp-');

/** A fresh folder holding copies of `files` (name → source path); returns the folder and the copies' paths. */
function inputsFolder(name: string, files: Record<string, string>): { folder: string; paths: Record<string, string> } {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  const paths: Record<string, string> = {};
  for (const [file, from] of Object.entries(files)) {
    paths[file] = join(folder, file);
    copyFileSync(from, paths[file]!);
  }
  return { folder, paths };
}

const raw = join(dir, 'raw.txt');
writeFileSync(raw, 'He said: "I can\'t go."\nShe goes home.\n');
const parseInput = join(dir, 'parse-in.txt');
writeFileSync(parseInput, 'He goes home .\nShe is here .\nThey were late .\n');

/**
 * One working invocation of every command output (command and option): `args(out)` with the inputs (copied into a
 * folder of their own, so the output can be aimed at each input and at that folder). A new command, or a new output
 * option, fails the first test until it has a case here.
 */
interface OutputCase {
  readonly command: string;
  readonly option: string;
  readonly kind: 'file' | 'folder';
  readonly inputs: Record<string, string>;
  readonly args: (out: string, inputs: Record<string, string>) => string[];
}

const CASES: readonly OutputCase[] = [
  { command: 'conservatism', option: '--out', kind: 'folder', inputs: { 'source.txt': join(samples, 'source.txt'), 'AMU.txt': join(samples, 'systems', 'AMU.txt'), 'A1.m2': join(samples, 'bn10-A1.m2') }, args: (out, i) => ['conservatism', '--source', i['source.txt']!, i['AMU.txt']!, '--ref', i['A1.m2']!, '--no-plots', '--out', out] },
  { command: 'coverage', option: '--out', kind: 'folder', inputs: { 'corrections.tsv': join(repoRoot, 'samples', 'crowd', 'corrections.tsv') }, args: (out, i) => ['coverage', '--crowd', i['corrections.tsv']!, '--reps', '10', '--bootstrap', '0', '--out', out] },
  { command: 'demo', option: '--out', kind: 'folder', inputs: {}, args: (out) => ['demo', '--out', out] },
  { command: 'draw', option: '--out', kind: 'file', inputs: { 'g1.xml': dataPath('ucca', 'nucle-annotations', 'tree1197.xml'), 'g2.xml': dataPath('ucca', 'nucle-annotations', 'tree1197.xml') }, args: (out, i) => ['draw', i['g1.xml']!, '--aligned', i['g2.xml']!, '-o', out] },
  { command: 'edits', option: '--out', kind: 'file', inputs: { 'src.txt': join(samples, 'source.txt'), 'hyp.txt': join(samples, 'systems', 'AMU.txt') }, args: (out, i) => ['edits', '--source', i['src.txt']!, '--target', i['hyp.txt']!, '-o', out, '--no-progress'] },
  { command: 'errant-compare', option: '--out', kind: 'file', inputs: { 'hyp.m2': join(samples, 'bn10-A1.m2'), 'ref.m2': join(samples, 'bn10-A2.m2') }, args: (out, i) => ['errant-compare', '--hyp', i['hyp.m2']!, '--ref', i['ref.m2']!, '-o', out] },
  { command: 'errant-compare', option: '--write-hyp', kind: 'file', inputs: { 'src.txt': join(samples, 'source.txt'), 'hyp.txt': join(samples, 'systems', 'AMU.txt'), 'ref.m2': join(samples, 'bn10-A1.m2') }, args: (out, i) => ['errant-compare', '--source', i['src.txt']!, '--hyp-text', i['hyp.txt']!, '--ref', i['ref.m2']!, '--write-hyp', out] },
  { command: 'm2-merge', option: '--output', kind: 'file', inputs: { 'a1.m2': join(samples, 'bn10-A1.m2'), 'a2.m2': join(samples, 'bn10-A2.m2') }, args: (out, i) => ['m2-merge', '-o', out, i['a1.m2']!, i['a2.m2']!] },
  { command: 'maege', option: '--out', kind: 'folder', inputs: { 'gold.m2': join(samples, 'official-2014.combined.m2'), 'A1.m2': join(samples, 'bn10-A1.m2') }, args: (out, i) => ['maege', '--m2', i['gold.m2']!, '--refs', i['A1.m2']!, '--metrics', 'bleu', '--no-plots', '--out', out] },
  { command: 'parse', option: '--out', kind: 'folder', inputs: { 'in.txt': parseInput }, args: (out, i) => ['parse', '--tokenized', '--model', 'v1', i['in.txt']!, '--out', out] },
  { command: 'report', option: '--out', kind: 'folder', inputs: { 'source.txt': join(samples, 'source.txt'), 'AMU.txt': join(samples, 'systems', 'AMU.txt') }, args: (out, i) => ['report', '--source', i['source.txt']!, '--systems', i['AMU.txt']!, '--sections', 'leaderboard', '--metrics', 'gleu', '--no-cache', '--out', out] },
  { command: 'segment', option: '--out', kind: 'file', inputs: { 'src.txt': join(samples, 'source.txt'), 'hyp.txt': join(samples, 'systems', 'AMU.txt') }, args: (out, i) => ['segment', '--source', i['src.txt']!, i['hyp.txt']!, '-o', out] },
  { command: 'significance', option: '--out', kind: 'folder', inputs: { 'gold.m2': join(samples, 'official-2014.combined.m2'), 'AMU.txt': join(samples, 'systems', 'AMU.txt') }, args: (out, i) => ['significance', '--m2', i['gold.m2']!, i['AMU.txt']!, '--resamples', '10', '--out', out] },
  { command: 'tokenize', option: '--out', kind: 'file', inputs: { 'raw.txt': raw }, args: (out, i) => ['tokenize', i['raw.txt']!, '-o', out] },
  { command: 'unseenest', option: '--out', kind: 'file', inputs: { 'fp.txt': dataPath('crowd', 'unseenest', 'Actual_exact_input_hist.txt') }, args: (out, i) => ['unseenest', i['fp.txt']!, '--out', out] },
];

/** Output options: -o, --out, --output and --write-*, as every command spells them (caches are gecval's own folders). */
function isOutputOption(long: string | undefined, short: string | undefined): boolean {
  return short === '-o' || long === '--out' || long === '--output' || (long?.startsWith('--write-') ?? false);
}

test('every command output (from the command list) has a case in the output = input table', async () => {
  const outputs: string[] = [];
  for (const entry of COMMANDS) {
    const program = new Command();
    (await entry.load()).register(program);
    for (const command of program.commands) {
      for (const option of command.options) {
        if (!option.hidden && isOutputOption(option.long, option.short)) outputs.push(`${command.name()} ${option.long}`);
      }
    }
  }
  assert.ok(outputs.length >= 15, outputs.join(', '));
  const covered = new Set(CASES.map((c) => `${c.command} ${c.option}`));
  assert.deepEqual(outputs.filter((o) => !covered.has(o)), [], 'add a case to CASES for each of these outputs');
});

test('output = each input, for every command output: refused before any work, every input unchanged byte for byte', () => {
  for (const c of CASES) {
    const name = `${c.command}${c.option}`.replace(/[^a-z0-9]+/giu, '-');
    const { folder, paths } = inputsFolder(name, c.inputs);
    const before = snapshot(folder);
    const targets: string[] = Object.values(paths);
    // A folder output aimed at the inputs' folder (it holds them), and the demo at its own samples.
    // The demo reads its bundled samples: aimed at their folder and at one of them.
    if (c.command === 'demo') targets.push(samples, join(samples, 'source.txt'));
    else if (c.kind === 'folder') targets.push(folder);
    for (const out of targets) {
      const r = runCli(c.args(out, paths));
      expectError(r, c.kind === 'file' ? /is the input file/u : /holds the input|expects a folder, but this is a file/u);
    }
    assert.deepEqual(snapshot(folder), before, `${c.command} ${c.option} changed its inputs`);
  }
});

test('the issue\'s cases: m2-merge -o a1.m2, draw g1.xml -o g1.xml through a symbolic link, a report configuration whose "out" is its own folder', async () => {
  const { symlinkSync, linkSync } = await import('node:fs');
  const { folder, paths } = inputsFolder('issue-cases', { 'a1.m2': join(samples, 'bn10-A1.m2'), 'a2.m2': join(samples, 'bn10-A2.m2'), 'g1.xml': dataPath('ucca', 'nucle-annotations', 'tree1197.xml'), 'source.txt': join(samples, 'source.txt'), 'AMU.txt': join(samples, 'systems', 'AMU.txt') });
  symlinkSync(paths['g1.xml']!, join(folder, 'link.svg'));
  linkSync(paths['a1.m2']!, join(folder, 'hard.m2'));
  const config = join(folder, 'report.json');
  writeFileSync(config, JSON.stringify({ out: '.', dataset: { source: 'source.txt', systems: ['AMU.txt'] }, metrics: ['gleu'] }));
  const before = snapshot(folder);
  expectError(runCli(['m2-merge', '-o', paths['a1.m2']!, paths['a1.m2']!, paths['a2.m2']!]), /-o is the input file .*a1\.m2: writing it would destroy the input/u);
  expectError(runCli(['m2-merge', '-o', join(folder, 'hard.m2'), paths['a1.m2']!, paths['a2.m2']!]), /-o is the input file .*a1\.m2/u);
  expectError(runCli(['draw', paths['g1.xml']!, '-o', join(folder, 'link.svg')]), /--out is the input file .*g1\.xml/u);
  expectError(runCli(['report', '--config', config]), /--out\) holds the input .*report\.json/u);
  assert.deepEqual(snapshot(folder), before);
});

test('a folder output never replaces a file gecval did not write without --force, and names it; gecval\'s own files are replaced on a rerun', () => {
  const out = join(dir, 'parse-own');
  mkdirSync(out);
  writeFileSync(join(out, '2.xml'), 'my notes\n');
  const args = ['parse', '--tokenized', '--model', 'v1', '-q', parseInput, '--out', out];
  expectError(runCli(args), /--out already holds 2\.xml, which gecval did not write; .*--force/u);
  assert.equal(readFileSync(join(out, '2.xml'), 'utf8'), 'my notes\n');
  let r = runCli([...args, '--force']);
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(join(out, '2.xml'), 'utf8'), /<root /u);
  assert.deepEqual(readFileSync(join(out, '.gecval-outputs'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')), ['1.xml', '2.xml', '3.xml']);
  // A rerun replaces gecval's own files; a file of the user's beside them is kept, and a name clash is refused.
  writeFileSync(join(out, 'notes.txt'), 'keep me\n');
  r = runCli(args);
  assert.equal(r.status, 0, r.stderr);
  writeFileSync(join(dir, 'parse-four.txt'), `${readFileSync(parseInput, 'utf8')}We are here .\n`);
  writeFileSync(join(out, '4.xml'), 'mine\n');
  const before = snapshot(out);
  expectError(runCli(['parse', '--tokenized', '--model', 'v1', '-q', join(dir, 'parse-four.txt'), '--out', out]), /refusing to replace 4\.xml, which gecval did not write/u);
  assert.deepEqual(snapshot(out), before, 'nothing written: the folder is written all or nothing');
});

test('a write that fails (no space left) is one line, exit 2, and leaves the old file or folder as it was, with no temporary file', () => {
  const noSpace = { ...process.env, GECVAL_PROGRESS_INTERVAL: '3600', GECVAL_FAULT_WRITE: 'ENOSPC:2' };
  // A folder: the second of three parse files fails; the folder keeps the previous run's files, nothing else.
  const out = join(dir, 'parse-enospc');
  let r = runCli(['parse', '--tokenized', '--model', 'v1', '-q', parseInput, '--out', out]);
  assert.equal(r.status, 0, r.stderr);
  const before = snapshot(out);
  writeFileSync(join(dir, 'parse-other.txt'), 'A B C .\nD E .\nF .\n');
  r = runCli(['parse', '--tokenized', '--model', 'v1', '-q', join(dir, 'parse-other.txt'), '--out', out], { env: noSpace });
  expectError(r, /parse-enospc\/2\.xml: cannot write --out file 2\.xml: no space left on the device/u);
  assert.deepEqual(snapshot(out), before);
  // A single file output: the old file stays.
  const tokens = join(dir, 'tokens.txt');
  writeFileSync(tokens, 'old\n');
  expectError(runCli(['tokenize', raw, '-o', tokens], { env: { ...noSpace, GECVAL_FAULT_WRITE: 'ENOSPC' } }), /tokens\.txt: cannot write -o: no space left on the device/u);
  assert.equal(readFileSync(tokens, 'utf8'), 'old\n');
  assert.deepEqual(readdirSync(dir).filter(isTemporary), []);
  // The parse cache: the failed entry is not left behind half written.
  const cache = join(dir, 'cache-enospc');
  r = runCli(['usim', '--source', parseInput, parseInput, '--model', 'v1', '--cache', cache], { env: noSpace });
  expectError(r, /cannot write the parse cache: no space left on the device/u);
  for (const name of readdirSync(cache)) {
    assert.ok(!isTemporary(name), name);
    assert.match(readFileSync(join(cache, name), 'utf8'), /<\/root>\s*$/u, `${name} is whole`);
  }
});

test('standard output: full (/dev/full) and closed (>&-) are one-line errors with exit 2; a reader that closes early (| head) is a quiet success', { skip: process.platform === 'win32' ? 'POSIX shells and /dev/null' : false }, () => {
  const main = resolve(repoRoot, 'src/cli/main.ts');
  const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '3600' };
  if (process.platform === 'linux') {
    // /dev/full is Linux's; a closed standard output is told from `>/dev/null` on any POSIX system (src/cli/stdout.ts)
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, ['--import', 'tsx', main, 'tokenize', raw], { cwd: repoRoot, env, stdio: ['ignore', full, 'pipe'], encoding: 'utf8' });
      expectError({ status: r.status ?? -1, stdout: '', stderr: r.stderr.split('\n').filter((l) => !l.startsWith('tokenize|')).join('\n') }, /^gecval: error: cannot write standard output: no space left on the device$/mu);
    } finally {
      closeSync(full);
    }
  }
  const sh = (command: string) => spawnSync('sh', ['-c', command], { cwd: repoRoot, env: { ...env, MAIN: main, RAW: raw, NODE: process.execPath }, encoding: 'utf8' });
  const closed = sh('exec "$NODE" --import tsx "$MAIN" tokenize "$RAW" >&-');
  expectError({ status: closed.status ?? -1, stdout: '', stderr: closed.stderr }, /cannot write standard output: it is closed/u);
  const devNull = sh('exec "$NODE" --import tsx "$MAIN" tokenize "$RAW" >/dev/null');
  assert.equal(devNull.status, 0, devNull.stderr);
  // 200,000 lines: far more than a pipe holds, so the writer meets the closed pipe (EPIPE).
  const many = join(dir, 'many.txt');
  writeFileSync(many, 'He goes home .\n'.repeat(200_000));
  const piped = spawnSync('bash', ['-c', `"$NODE" --import tsx "$MAIN" tokenize "${many}" | head -n 1; echo "status=\${PIPESTATUS[0]}"`], { cwd: repoRoot, env: { ...env, MAIN: main, NODE: process.execPath }, encoding: 'utf8' });
  assert.equal(piped.stdout.split('\n')[0], 'He goes home .');
  assert.match(piped.stdout, /status=0\n$/u, piped.stderr);
  assert.doesNotMatch(piped.stderr, /error|\n\s+at /u);
});

test('standard error whose reader is gone (EPIPE): the run ends with the status it would have had, its output complete, no crash', { skip: process.platform === 'win32' ? 'POSIX shells' : false }, () => {
  const main = resolve(repoRoot, 'src/cli/main.ts');
  const work = mkdtempSync(join(dir, 'stderr-'));
  const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '3600', MAIN: main, NODE: process.execPath, WORK: work };
  const bash = (script: string) => spawnSync('bash', ['-c', script], { cwd: repoRoot, env, encoding: 'utf8' });
  // gecval starts only once the reader of its standard error has closed its end and gone (a marker file says so),
  // so every line it writes there meets EPIPE: no race with the reader.
  const closedStderr = (args: string, marker: string) =>
    bash(`{ while [ ! -e "$WORK/${marker}" ]; do sleep 0.01; done; exec "$NODE" --import tsx "$MAIN" ${args} 2>&1 >"$WORK/${marker}.out"; } | { exec 0<&-; touch "$WORK/${marker}"; }; echo "status=\${PIPESTATUS[0]}"`);
  const expected = runCli(['tokenize', raw]);
  assert.equal(expected.status, 0, expected.stderr);
  assert.match(expected.stderr, /^tokenize\|/mu); // it does write to standard error
  const ok = closedStderr(`tokenize "${raw}"`, 'ok');
  assert.match(ok.stdout, /status=0\n$/u, ok.stderr);
  assert.equal(readFileSync(join(work, 'ok.out'), 'utf8'), expected.stdout);
  // A bad input still exits 2 (its one line is lost with standard error).
  const bad = closedStderr(`tokenize "${join(work, 'no-such-file.txt')}"`, 'bad');
  assert.match(bad.stdout, /status=2\n$/u, bad.stderr);
  // The brief's case: both streams into one pipe whose reader takes one line (`2>&1 | head -n 1`).
  const many = join(work, 'many.txt');
  writeFileSync(many, 'He goes home .\n'.repeat(200_000));
  const both = bash(`"$NODE" --import tsx "$MAIN" tokenize "${many}" 2>&1 | head -n 1; echo "status=\${PIPESTATUS[0]}"`);
  assert.equal(both.stdout.split('\n')[0], 'He goes home .');
  assert.match(both.stdout, /status=0\n$/u, both.stderr);
});

test('SIGKILL and SIGTERM in the middle of writing an output folder or the parse cache: old files or nothing, then a rerun gives the same bytes', () => {
  const { folder, paths } = inputsFolder('signals', { 'source.txt': join(samples, 'source.txt'), 'AMU.txt': join(samples, 'systems', 'AMU.txt'), 'CAMB.txt': join(samples, 'systems', 'CAMB.txt') });
  const args = (out: string) => ['conservatism', '--source', paths['source.txt']!, paths['AMU.txt']!, paths['CAMB.txt']!, '--out', out];
  const clean = join(folder, 'clean');
  let r = runCli(args(clean));
  assert.equal(r.status, 0, r.stderr);
  const expected = snapshot(clean);
  assert.ok([...expected.keys()].some((f) => f.endsWith('.png')), 'the run writes figures (awaited between writes)');
  for (const signal of ['SIGKILL', 'SIGTERM'] as const) {
    const out = join(folder, signal);
    const stopped = runCli(args(out), { env: { ...process.env, GECVAL_PROGRESS_INTERVAL: '3600', GECVAL_FAULT_WRITE: `${signal}:3` } });
    if (signal === 'SIGKILL') assert.equal(stopped.status, -1, 'killed');
    else assert.equal(stopped.status, 143, stopped.stderr);
    // Nothing under a final name: the folder is written all or nothing (SIGKILL may leave temporary files).
    const left = [...snapshot(out).keys()];
    assert.deepEqual(left.filter((f) => !isTemporary(basename(f))), [], `${signal} left ${left.join(', ')}`);
    if (signal === 'SIGTERM') assert.deepEqual(left, [], 'SIGTERM removes the temporary files');
    r = runCli(args(out));
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(snapshot(out), expected, `rerun after ${signal}`);
  }
  // The parse cache: killed while writing the second entry; the rerun reuses what was whole and prints the same.
  const hypothesis = join(folder, 'hyp.txt');
  writeFileSync(hypothesis, 'He went home .\nShe was here .\nThey are late .\n');
  const usim = (cache: string, env?: NodeJS.ProcessEnv) => runCli(['usim', '--source', parseInput, hypothesis, '--model', 'v1', '--cache', cache, '--json', '-q'], env ? { env } : {});
  const reference = usim(join(folder, 'cache-clean'));
  assert.equal(reference.status, 0, reference.stderr);
  const cache = join(folder, 'cache-killed');
  const killed = usim(cache, { ...process.env, GECVAL_PROGRESS_INTERVAL: '3600', GECVAL_FAULT_WRITE: 'SIGKILL:2' });
  assert.equal(killed.status, -1);
  assert.equal(readdirSync(cache).filter((n) => !isTemporary(n)).length, 1, 'one whole entry before the kill');
  const rerun = usim(cache);
  assert.equal(rerun.status, 0, rerun.stderr);
  const withoutCounts = (text: string) => text.replace(/"(parsed|reused)": \d+/gu, '"$1": n');
  assert.equal(withoutCounts(rerun.stdout), withoutCounts(reference.stdout));
});
