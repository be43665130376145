/**
 * The bottom of the one writer (src/core/write.ts) and the output folder rules above it (src/report/write/): atomic
 * writes, failures as one `cannot write` line with nothing left behind, stale temporary files, the manifest, and a
 * cache clear that deletes only the cache's own files. In-process and fast; the CLI side is test/cli/faults-output.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GecvalInputError } from '../../src/core/errors.js';
import { clearCache } from '../../src/core/cache.js';
import { isStaleTemporary, isTemporaryName, temporaryPathFor, writeFileAtomic } from '../../src/core/write.js';
import { OutputFolder, checkOutputDir } from '../../src/report/write/index.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-write-core-'));

test('writeFileAtomic replaces a file whole; an injected failure half way is one `cannot write` error and leaves the old file, no temporary file', () => {
  const path = join(dir, 'atomic.txt');
  writeFileAtomic(path, 'old\n');
  assert.equal(readFileSync(path, 'utf8'), 'old\n');
  process.env.GECVAL_FAULT_WRITE = 'EIO';
  try {
    assert.throws(
      () => writeFileAtomic(path, 'new content that never lands\n', 'the test file'),
      (error: unknown) => error instanceof GecvalInputError && error.file === path && error.message === 'cannot write the test file: input/output error on the device',
    );
  } finally {
    delete process.env.GECVAL_FAULT_WRITE;
  }
  assert.equal(readFileSync(path, 'utf8'), 'old\n');
  assert.deepEqual(readdirSync(dir).filter(isTemporaryName), []);
});

test('a temporary file is stale only when its writer is gone: this process\'s is not, an ended process\'s is', () => {
  const mine = temporaryPathFor(join(dir, 'x.txt'));
  writeFileSync(mine, 'partial');
  assert.equal(isStaleTemporary(mine), false);
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  const orphan = mine.replace(`-${process.pid}-`, `-${ended}-`);
  writeFileSync(orphan, 'partial');
  assert.equal(isStaleTemporary(orphan), true);
  // Another machine's (another host prefix) is kept until it has not been touched for a day.
  const host = /gecval-tmp-([0-9a-f]{8})-/u.exec(mine)![1]!;
  const foreign = join(dir, `y.txt.gecval-tmp-${host === '00000000' ? '00000001' : '00000000'}-1-0-abcd1234`);
  writeFileSync(foreign, 'partial');
  assert.equal(isStaleTemporary(foreign), false);
  assert.equal(isStaleTemporary(foreign, Date.now() + 2 * 24 * 3600 * 1000), true);
});

test('an output folder lists what it writes, replaces only that, and a staged folder that is aborted is left as it was', () => {
  const out = join(dir, 'folder');
  const first = new OutputFolder(out, '--out', { staged: true });
  first.write('a.csv', 'a\n');
  first.write('sub/b.json', '{}\n');
  first.commit();
  assert.deepEqual(readFileSync(join(out, '.gecval-outputs'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')), ['a.csv', 'sub/b.json']);
  writeFileSync(join(out, 'mine.txt'), 'keep\n');
  const second = new OutputFolder(out, '--out', { staged: true });
  second.write('a.csv', 'A\n');
  assert.throws(() => second.write('mine.txt', 'x'), /refusing to replace mine\.txt, which gecval did not write/u);
  second.abort();
  assert.equal(readFileSync(join(out, 'a.csv'), 'utf8'), 'a\n');
  assert.deepEqual(readdirSync(out).filter(isTemporaryName), []);
  // A folder of other files, without a manifest: refused before any work unless forced.
  const theirs = join(dir, 'theirs');
  mkdirSync(theirs);
  writeFileSync(join(theirs, 'data.txt'), 'x\n');
  assert.throws(() => checkOutputDir(theirs, '--out'), /--out already holds data\.txt, which gecval did not write/u);
  checkOutputDir(theirs, '--out', { force: true });
  assert.throws(() => checkOutputDir(theirs, '--out', { inputs: [join(theirs, 'data.txt')], force: true }), /--out holds the input .*data\.txt/u);
});

test('cache clear deletes the cache\'s own files only', () => {
  const root = join(dir, 'cache-root');
  const parses = join(root, 'ucca-parses');
  mkdirSync(parses, { recursive: true });
  writeFileSync(join(parses, `${'a'.repeat(64)}.xml`), '<root/>');
  writeFileSync(join(parses, 'notes.txt'), 'mine');
  writeFileSync(join(root, 'thesis.tex'), 'mine');
  const before = clearCache(root);
  assert.equal(before.files, 3);
  assert.ok(!existsSync(join(parses, `${'a'.repeat(64)}.xml`)));
  assert.ok(existsSync(join(parses, 'notes.txt')) && existsSync(join(root, 'thesis.tex')));
});
