import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, symlinkSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { sweepBin } from '../helpers/bad-input-sweep.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

// The published bin is the esbuild bundle (scripts/build.mjs); this builds it as `npm pack` would and runs it as a
// user does, so a module that only works from src/ (a path relative to its own file, a folder scan) fails here.
// The build is the bad-input sweeps' private one (test/helpers/bad-input-sweep.ts: scripts/build.mjs run in a copy
// under .cache/, once per state of the sources): rebuilding the checkout's dist/ here raced test/package.test.ts,
// which packs dist/ in the other test process (npm pack failed when dist/ vanished under it on a busy machine).
const built = (): string => sweepBin();

test('the bundled CLI (dist/bin/gecval.js) builds and runs, through a symlinked bin too', { timeout: HANG_TIMEOUT_MS }, () => {
  const bin = built();
  assert.ok(existsSync(bin));
  const dir = mkdtempSync(join(tmpdir(), 'gecval-bundle-'));
  writeFileSync(join(dir, 'gold.m2'), 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n\n');
  writeFileSync(join(dir, 'hyp.txt'), 'He goes to school .\n');
  const link = join(dir, 'gecval');
  symlinkSync(bin, link);
  for (const entry of [bin, link]) {
    const out = spawnSync(process.execPath, [entry, 'm2', '--json', join(dir, 'hyp.txt'), join(dir, 'gold.m2')], { encoding: 'utf8' });
    assert.equal(out.status, 0, out.stderr);
    const result = JSON.parse(out.stdout) as { f: number; signature: string };
    assert.equal(result.f, 1);
    assert.match(result.signature, /^m2\|/);
  }
  const bad = spawnSync(process.execPath, [bin, 'm2', join(dir, 'missing.txt'), join(dir, 'gold.m2')], { encoding: 'utf8' });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /^gecval: error: .*missing\.txt: no such file/);
});

// The bin is a CommonJS router (scripts/build-fast-entry.mjs): `m2` and `--version` run from dist/bin/hot.cjs with a V8
// code cache, everything else from the ES-module CLI (dist/bin/cli.mjs). Both are built from src/cli/main.ts; this
// runs the same command lines through both (raw text, worker threads and errors included) and compares every byte, and checks that this Node accepts the cache
// (a rejected cache still runs, only slower).
test('the fast entry (hot.cjs + code cache) prints exactly what the ES-module CLI prints', { timeout: HANG_TIMEOUT_MS }, () => {
  const bin = built();
  const esm = join(dirname(bin), 'cli.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'gecval-fast-entry-'));
  writeFileSync(join(dir, 'gold.m2'), 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n\nS She like it\nA 1 2|||R:VERB:SVA|||likes|||REQUIRED|||-NONE-|||0\nA 3 3|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0\n\n');
  writeFileSync(join(dir, 'hyp.txt'), 'He go to school .\nShe likes it .\n');
  writeFileSync(join(dir, 'hyp2.txt'), 'He goes to school .\nShe like it\n');
  writeFileSync(join(dir, 'raw.txt'), 'He go to school. She likes it.\n');
  const cases = [
    ['m2', 'hyp.txt', 'gold.m2'],
    ['m2', '--json', '--verbose', '--beta', '1', 'hyp.txt', 'gold.m2'],
    ['-q', 'm2', '--gold', 'gold.m2', '--jobs', '2', 'hyp.txt', 'hyp2.txt'],
    ['m2', '--gold', 'gold.m2', '--tsv', 'hyp.txt', 'hyp2.txt'],
    ['m2', '--tokenize', 'conll14', '--segment', 'raw.txt', 'gold.m2'],
    ['m2', '--help'],
    ['m2', 'missing.txt', 'gold.m2'],
    ['m2', '--beta', 'x', 'hyp.txt', 'gold.m2'],
    ['m2', '--no-such-option'],
    ['m2', 'hyp.txt'],
    ['--version'],
    ['-V'],
    ['--help'],
    ['tokenize', '--help'],
    ['no-such-command'],
  ];
  for (const args of cases) {
    const run = (entry: string) => spawnSync(process.execPath, [entry, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, GECVAL_PROGRESS: '0' } });
    const [fast, slow] = [run(bin), run(esm)];
    assert.deepEqual({ status: fast.status, stdout: fast.stdout, stderr: fast.stderr }, { status: slow.status, stdout: slow.stdout, stderr: slow.stderr }, args.join(' '));
  }
  const check = spawnSync(
    process.execPath,
    ['-e', `const r = require(${JSON.stringify(bin)}); const s = r.compileHot(require('node:fs').readFileSync(${JSON.stringify(join(dirname(bin), 'hot.cjs.cache'))})); process.stdout.write(String(s.cachedDataRejected) + ' ' + r.isHot(['node', 'gecval', '-q', 'm2']) + ' ' + r.isHot(['node', 'gecval', 'score']))`],
    { encoding: 'utf8' },
  );
  assert.equal(check.stdout, 'false true false', check.stderr);
});
