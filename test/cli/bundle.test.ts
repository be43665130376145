import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, symlinkSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../helpers/shared.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

// The published bin is the esbuild bundle (scripts/build.mjs); this builds it as `npm pack` would and runs it as a
// user does, so a module that only works from src/ (a path relative to its own file, a folder scan) fails here.
test('the bundled CLI (dist/bin/gecval.js) builds and runs, through a symlinked bin too', { timeout: HANG_TIMEOUT_MS }, () => {
  const built = spawnSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot, encoding: 'utf8' });
  assert.equal(built.status, 0, built.stderr);
  const bin = join(repoRoot, 'dist/bin/gecval.js');
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
