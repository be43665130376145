import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { dataPath } from '../helpers/shared.js';
import { sweepBin } from '../helpers/bad-input-sweep.js';

// ~45 gecval runs: through the bundled CLI (the sweeps' private build, shared), not `tsx src/cli/main.ts`, whose start
// costs ≈ 0.4 CPU-s more per process (#39 point 5). Every comparison here is between runs of the same program.
function runCli(args: readonly string[]): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [sweepBin(), ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GECVAL_PROGRESS_INTERVAL: '3600' } });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

// 41 JFLEG dev sentences (41 = 10+10+10+11: the shards differ in size) and their first reference as the "correction".
const take = (file: string) => readFileSync(dataPath('jfleg', file), 'utf8').split('\n').slice(0, 41);
const dir = mkdtempSync(join(tmpdir(), 'gecval-shard-'));
const src = join(dir, 'src.txt');
const hyp = join(dir, 'hyp.txt');
writeFileSync(src, `${take('dev.src').join('\n')}\n`);
writeFileSync(hyp, `${take('dev.ref0').join('\n')}\n`);

function ok(args: string[]): string {
  const out = runCli(args);
  assert.equal(out.status, 0, out.stderr);
  return out.stdout;
}

const parseArgs = ['parse', '--model', 'v1', '--tokenized', '--format', 'json', src];

test('gecval parse: 4 shards concatenated in order equal one run, byte for byte, and so does --jobs 2', () => {
  const single = ok(parseArgs);
  assert.equal(single.trim().split('\n').length, 41);
  const shards = [1, 2, 3, 4].map((k) => ok([...parseArgs, '--shard', `${k}/4`]));
  assert.deepEqual(shards.map((s) => s.trim().split('\n').length), [10, 10, 10, 11]);
  assert.equal(shards.join(''), single);
  assert.equal(ok([...parseArgs, '--jobs', '2']), single);
});

test('gecval parse --out: shards write the files of one run (named by the global line number), and --jobs 2 the same bytes', () => {
  const read = (out: string) => Object.fromEntries(readdirSync(out).map((name) => [name, readFileSync(join(out, name), 'utf8')]));
  const raw = ['parse', '--model', 'v1', src];
  ok([...raw, '--out', join(dir, 'one')]);
  for (const k of [1, 2, 3]) ok([...raw, '--shard', `${k}/3`, '--out', join(dir, 'three')]);
  ok([...raw, '--jobs', '2', '--out', join(dir, 'jobs')]);
  const single = read(join(dir, 'one'));
  // 41 parses and the folder's list of them (.gecval-outputs), the same for one run, three shards and two workers
  assert.equal(Object.keys(single).filter((name) => name.endsWith('.xml')).length, 41);
  assert.ok('41.xml' in single);
  assert.deepEqual(read(join(dir, 'three')), single);
  assert.deepEqual(read(join(dir, 'jobs')), single);
});

test('gecval usim --json: 4 shards on one shared cache, merged with --merge, equal one run byte for byte; --jobs 2 too', () => {
  const usim = ['usim', '--model', 'v1', '--source', src, hyp, '--json'];
  const single = ok([...usim, '--cache', join(dir, 'cache-one')]);
  const parts = [1, 2, 3, 4].map((k) => {
    const file = join(dir, `part${k}.json`);
    writeFileSync(file, ok([...usim, '--cache', join(dir, 'cache-shared'), '--shard', `${k}/4`]));
    return file;
  });
  // Given in any order, the merge puts shards in K order.
  assert.equal(ok(['usim', '--merge', parts[2]!, parts[0]!, parts[3]!, parts[1]!]), single);
  const jobs = ok([...usim, '--cache', join(dir, 'cache-jobs'), '--jobs', '2']);
  assert.equal(jobs, single);
  // The threads wrote the same cache (same names, same bytes) and left no temporary files behind.
  const files = (name: string) => readdirSync(join(dir, name)).sort();
  assert.deepEqual(files('cache-jobs'), files('cache-one'));
  assert.deepEqual(files('cache-shared'), files('cache-one'));
  assert.ok(files('cache-jobs').every((f) => f.endsWith('.xml')));
  for (const f of files('cache-one')) assert.equal(readFileSync(join(dir, 'cache-jobs', f), 'utf8'), readFileSync(join(dir, 'cache-one', f), 'utf8'));
  // A warm cache changes the counts only.
  const warm = JSON.parse(ok([...usim, '--cache', join(dir, 'cache-jobs'), '--jobs', '2'])) as { parsed: number; mean: number };
  assert.equal(warm.parsed, 0);
  assert.equal(warm.mean, (JSON.parse(single) as { mean: number }).mean);
});

test('bad --shard, --jobs and --merge inputs are one-line user errors', () => {
  for (const shard of ['5/4', '0/4', '2', 'a/b']) {
    const out = runCli([...parseArgs, '--shard', shard]);
    assert.equal(out.status, 2, shard);
    assert.match(out.stderr, /--shard expects K\/N/);
  }
  const jobs = runCli([...parseArgs, '--jobs', '0']);
  assert.equal(jobs.status, 2);
  assert.match(jobs.stderr, /option --jobs must be >= 1/);
  const usim = ['usim', '--model', 'v1', '--source', src, hyp, '--json', '--cache', join(dir, 'cache-shared')];
  const part = (k: number, n: number) => {
    const file = join(dir, `p${k}of${n}.json`);
    writeFileSync(file, ok([...usim, '--shard', `${k}/${n}`]));
    return file;
  };
  const [a, b, c] = [part(1, 3), part(2, 3), part(3, 3)];
  const missing = runCli(['usim', '--merge', a, c]);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /shard 2\/3 is missing/);
  const twice = runCli(['usim', '--merge', a, b, b, c]);
  assert.equal(twice.status, 2);
  assert.match(twice.stderr, /given twice/);
  const foreign = runCli(['usim', '--merge', a, b, part(2, 4)]);
  assert.equal(foreign.status, 2);
  assert.match(foreign.stderr, /does not belong/);
  const notShard = runCli(['usim', '--merge', a, src]);
  assert.equal(notShard.status, 2);
  assert.doesNotMatch(notShard.stderr, /^\s+at /mu, 'no stack trace');
});

test('gecval faithfulness --json: 4 shards merged with --merge equal one run byte for byte; --jobs 2 too; usim shards are refused', () => {
  const faith = ['faithfulness', '--source', src, hyp, '--json'];
  const single = ok(faith);
  assert.equal((JSON.parse(single) as { sentences: unknown[] }).sentences.length, 41);
  const parts = [1, 2, 3, 4].map((k) => {
    const file = join(dir, `faith${k}.json`);
    writeFileSync(file, ok([...faith, '--shard', `${k}/4`]));
    return file;
  });
  assert.equal(ok(['faithfulness', '--merge', parts[3]!, parts[1]!, parts[0]!, parts[2]!]), single);
  assert.equal(ok([...faith, '--jobs', '2']), single);
  const usimPart = join(dir, 'usim-for-faith.json');
  writeFileSync(usimPart, ok(['usim', '--model', 'v1', '--source', src, hyp, '--json', '--cache', join(dir, 'cache-shared'), '--shard', '1/4']));
  const wrongKind = runCli(['faithfulness', '--merge', usimPart, parts[1]!, parts[2]!, parts[3]!]);
  assert.equal(wrongKind.status, 2);
  assert.match(wrongKind.stderr, /signature differs|not the --json output/);
});
