import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, cpSync, symlinkSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../../helpers/shared.js';

test('without the optional harper.js package the grammaticality metric says how to install it (exit 2, one line)', () => {
  // A copy of the source with a node_modules that lacks harper.js: what `npm install gecval` gives a user.
  const dir = mkdtempSync(join(tmpdir(), 'gecval-noharper-'));
  cpSync(join(repoRoot, 'src'), join(dir, 'src'), { recursive: true });
  cpSync(join(repoRoot, 'package.json'), join(dir, 'package.json'));
  const modules = join(dir, 'node_modules');
  cpSync(join(repoRoot, 'node_modules', '.bin'), join(modules, '.bin'), { recursive: true, verbatimSymlinks: true });
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name === 'harper.js' || name === '.bin') continue;
    symlinkSync(join(repoRoot, 'node_modules', name), join(modules, name));
  }
  writeFileSync(join(dir, 'hyp.txt'), 'He go to school .\n');
  const out = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'src/cli/main.ts'), 'score', '--metric', 'grammaticality', join(dir, 'hyp.txt')], {
    cwd: dir,
    encoding: 'utf8',
  });
  assert.equal(out.status, 2, out.stderr);
  assert.equal(out.stderr.trim().split('\n').length, 1, out.stderr);
  assert.match(out.stderr, /needs the optional package harper\.js: run `npm install harper\.js`/);
});
