import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot, runCli } from '../helpers/shared.js';
import { oneLineUsageError } from '../../src/cli/main.js';
import { progressLine, formatDuration, testing } from '../../src/cli/progress.js';

const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

test('the CLI runs when its folder is reached through a symlink (pnpm, Nix, symlinked checkouts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-link-'));
  const link = join(dir, 'checkout');
  symlinkSync(repoRoot, link, 'dir');
  const out = spawnSync(process.execPath, ['--import', 'tsx', join(link, 'src/cli/main.ts'), '--version'], { cwd: repoRoot, encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  assert.equal(out.stdout.trim(), version);
});

test('the CLI runs through a symlinked bin file, as npm links it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-bin-'));
  const bin = join(dir, 'gecval');
  symlinkSync(resolve(repoRoot, 'src/cli/main.ts'), bin);
  const out = spawnSync(process.execPath, ['--import', 'tsx', bin, '--version'], { cwd: repoRoot, encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  assert.equal(out.stdout.trim(), version);
});

for (const [what, args, pattern] of [
  ['an unknown option', ['m2', '--no-such-option', 'a', 'b'], /unknown option '--no-such-option'/],
  ['a missing argument', ['dagf', 'only-one'], /missing required argument 'ref'/],
  ['an unknown command', ['no-such-command'], /unknown command 'no-such-command'/],
] as const) {
  test(`command-line parsing: ${what} is one line on stderr and exit 2`, () => {
    const out = runCli([...args]);
    assert.equal(out.status, 2);
    const lines = out.stderr.trim().split('\n');
    assert.equal(lines.length, 1, out.stderr);
    assert.match(lines[0]!, /^gecval: error: /);
    assert.match(lines[0]!, pattern);
  });
}

test('--help and --version still exit 0', () => {
  assert.equal(runCli(['--help']).status, 0);
  assert.equal(runCli(['m2', '--help']).status, 0);
});

test('oneLineUsageError folds commander messages into one line', () => {
  assert.equal(oneLineUsageError("error: unknown option '--x'\n"), "gecval: error: unknown option '--x' (see gecval --help)\n");
});

test('plain progress lines say the stage, percentage, counts, elapsed time and ETA', () => {
  assert.equal(progressLine('M2 scores', 6, 15, 12), 'gecval: M2 scores: 40% (6/15), 12 s elapsed, about 18 s left\n');
  assert.equal(progressLine('parsing', 0, 10, 3), 'gecval: parsing: 0% (0/10), 3 s elapsed\n');
  // No estimate before it means something: under 5 % of the work, or under 3 s.
  assert.equal(progressLine('parsing', 4, 100, 60), 'gecval: parsing: 4% (4/100), 1 min 00 s elapsed\n');
  assert.equal(progressLine('parsing', 50, 100, 2), 'gecval: parsing: 50% (50/100), 2 s elapsed\n');
  assert.equal(progressLine('parsing', 5, 100, 3), 'gecval: parsing: 5% (5/100), 3 s elapsed, about 57 s left\n');
  assert.equal(formatDuration(185), '3 min 05 s');
  assert.equal(formatDuration(3720), '1 h 02 min');
});

test('plain progress prints on a timer even when no item finishes, and closes a stage that spoke', async () => {
  const lines: string[] = [];
  const progress = testing.lineProgress(40, (line: string) => lines.push(line));
  progress.start(4, 'slow stage');
  // Generous wait: the timer must fire at least once while no item finishes, even on a loaded machine.
  for (let waited = 0; lines.length === 0 && waited < 120_000; waited += 50) await new Promise((done) => setTimeout(done, 50));
  assert.ok(lines.length >= 1, `expected a timer line, got ${lines.length}`);
  assert.match(lines[0]!, /^gecval: slow stage: 0% \(0\/4\)/);
  progress.increment(4);
  progress.stop();
  assert.match(lines.at(-1)!, /100% \(4\/4\)/);
  const quiet: string[] = [];
  const fast = testing.lineProgress(10_000, (line: string) => quiet.push(line));
  fast.start(2, 'fast stage');
  fast.increment(2);
  fast.stop();
  assert.deepEqual(quiet, [], 'a stage that ends within the first interval prints nothing');
  // A last item that itself printed the 100% line (a slow one: the timer cannot fire during synchronous work) is
  // not followed by the same line again at stop.
  const once: string[] = [];
  const every = testing.lineProgress(0, (line: string) => once.push(line));
  every.start(1, 'one slow item');
  every.increment();
  every.stop();
  assert.equal(once.length, 1, once.join(''));
  assert.match(once[0]!, /100% \(1\/1\)/);
});

test('a long run piped to a file prints progress lines; --quiet silences them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-progress-'));
  const hyp = join(dir, 'hyp.txt');
  const gold = join(dir, 'gold.m2');
  const sentences = Array.from({ length: 30 }, (_, i) => `S w${i} a b c d e f g h .`);
  writeFileSync(gold, sentences.map((s) => `${s}\nA 1 2|||R:OTHER|||x|||REQUIRED|||-NONE-|||0\n`).join('\n'));
  writeFileSync(hyp, sentences.map((s) => s.slice(2)).join('\n') + '\n');
  const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '0' };
  const spoken = runCli(['m2', hyp, gold], { env });
  assert.equal(spoken.status, 0, spoken.stderr);
  assert.match(spoken.stderr, /^gecval: m2: \d+% \(\d+\/30\), \d+ s elapsed/m);
  const quiet = runCli(['m2', '--quiet', hyp, gold], { env });
  assert.equal(quiet.status, 0, quiet.stderr);
  assert.doesNotMatch(quiet.stderr, /gecval: m2:/);
  assert.equal(quiet.stdout, spoken.stdout);
});

test('gecval parse piped to a file says how far it is (one thread: sentences; --jobs 2: chunks), output unchanged', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-parse-progress-'));
  const input = join(dir, 'in.txt');
  // 40 sentences: enough for two workers (a worker pays for itself from MIN_SENTENCES_PER_THREAD = 20 sentences)
  writeFileSync(input, Array.from({ length: 40 }, (_, i) => `I has ${i + 2} apple .`).join('\n') + '\n');
  const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '0' };
  const run = (...extra: string[]) => runCli(['parse', '--tokenized', '--format', 'json', ...extra, input], { env });
  const one = run('--jobs', '1');
  assert.equal(one.status, 0, one.stderr);
  assert.match(one.stderr, /^gecval: parsing sentences: 100% \(40\/40\), \d+ s elapsed$/m);
  const two = run('--jobs', '2');
  assert.equal(two.status, 0, two.stderr);
  assert.match(two.stderr, /^gecval: parsing \(chunks\): 100% \(\d+\/\d+\), \d+ s elapsed$/m);
  assert.equal(two.stdout, one.stdout);
  const quiet = run('--quiet', '--jobs', '1');
  assert.doesNotMatch(quiet.stderr, /parsing sentences/);
  assert.equal(quiet.stdout, one.stdout);
});

test('text-mode usim and faithfulness piped to a file say how far they are, output unchanged by --jobs and --quiet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-usim-progress-'));
  const source = join(dir, 'src.txt');
  const hypothesis = join(dir, 'hyp.txt');
  writeFileSync(source, Array.from({ length: 5 }, (_, i) => `He go to school ${i + 2} times .`).join('\n') + '\n');
  writeFileSync(hypothesis, Array.from({ length: 5 }, (_, i) => `He goes to school ${i + 2} times .`).join('\n') + '\n');
  const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '0' };
  const run = (command: string, ...extra: string[]) =>
    runCli([command, '--source', source, hypothesis, '--json', ...extra], { env });
  const usim = run('usim', '--cache', join(dir, 'cache'));
  assert.equal(usim.status, 0, usim.stderr);
  assert.match(usim.stderr, /^gecval: parsing sources and hypotheses: 100% \(10\/10\), \d+ s elapsed$/m);
  const usimQuiet = run('usim', '--cache', join(dir, 'cache'), '--quiet');
  assert.doesNotMatch(usimQuiet.stderr, /parsing sources/);
  assert.equal(usimQuiet.stdout.replace(/"(parsed|reused)": \d+/g, ''), usim.stdout.replace(/"(parsed|reused)": \d+/g, ''));
  const faith = run('faithfulness');
  assert.equal(faith.status, 0, faith.stderr);
  assert.match(faith.stderr, /^gecval: scoring sentence pairs: 100% \(5\/5\), \d+ s elapsed$/m);
  // 5 pairs do not pay for a worker (MIN_PAIRS_PER_THREAD): --jobs 2 scores them in this thread
  const faithTwo = run('faithfulness', '--jobs', '2');
  assert.equal(faithTwo.status, 0, faithTwo.stderr);
  assert.match(faithTwo.stderr, /^gecval: scoring sentence pairs: 100% \(5\/5\), \d+ s elapsed$/m);
  assert.equal(faithTwo.stdout, faith.stdout);
  const faithQuiet = run('faithfulness', '--quiet');
  assert.doesNotMatch(faithQuiet.stderr, /scoring sentence pairs/);
  assert.equal(faithQuiet.stdout, faith.stdout);
});

test('gecval edits, which used to report only on a terminal, speaks in a log too; --no-progress and --quiet silence it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-edits-progress-'));
  const source = join(dir, 'src.txt');
  const target = join(dir, 'tgt.txt');
  writeFileSync(source, 'He go to school .\nShe like cats .\n');
  writeFileSync(target, 'He goes to school .\nShe likes cats .\n');
  const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '0' };
  const run = (...extra: string[]) => runCli(['edits', '--source', source, '--target', target, ...extra], { env });
  const spoken = run();
  assert.equal(spoken.status, 0, spoken.stderr);
  assert.match(spoken.stderr, /^gecval: [^\n]*: 100% \(2\/2\), \d+ s elapsed$/m);
  for (const silent of [run('--no-progress'), run('--quiet')]) {
    assert.doesNotMatch(silent.stderr, /100%/);
    assert.equal(silent.stdout, spoken.stdout);
  }
});
