import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../helpers/shared.js';
import { repoPathOf, writeModuleLoadHook } from '../helpers/module-load-log.js';

/**
 * `gecval errant-compare --hyp --ref` is compare_m2.py's job, and runs in tens of milliseconds: loading gecval's
 * edit extractor (the tagger, its weights, the classifier: most of a 250 KB chunk) would cost more than scoring.
 * A module hook logs every src/ module the command loads; scoring two M2 files must load none under src/text/ and
 * not the general M2 writer, while the one-step workflow (--hyp-text) does load the extractor.
 */
function modulesLoaded(dir: string, hook: string, args: readonly string[]): string[] {
  const log = join(dir, `loads-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(log, '');
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', hook, join(repoRoot, 'src/cli/main.ts'), 'errant-compare', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, GECVAL_LOAD_LOG: log, GECVAL_PROGRESS: '0' },
  });
  assert.equal(result.status, 0, result.stderr);
  return readFileSync(log, 'utf8').split('\n').filter((l) => l.startsWith('file:'))
    .map(repoPathOf)
    .filter((path) => path.startsWith('src/'));
}

test('errant-compare on two M2 files loads no extraction code; with --hyp-text it does', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-errant-lazy-'));
  try {
    const hook = writeModuleLoadHook(dir);
    const m2 = join(dir, 'x.m2');
    writeFileSync(m2, 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n');
    const scoring = modulesLoaded(dir, hook, ['--hyp', m2, '--ref', m2]);
    assert.ok(scoring.includes('src/metrics/errant/run-m2.ts'), scoring.join(' '));
    const heavy = scoring.filter((path) => path.startsWith('src/text/') || path === 'src/formats/m2.ts' || path === 'src/metrics/errant/run.ts');
    assert.deepEqual(heavy, []);
    writeFileSync(join(dir, 'src.txt'), 'He go to school .\n');
    writeFileSync(join(dir, 'hyp.txt'), 'He goes to school .\n');
    const oneStep = modulesLoaded(dir, hook, ['--source', join(dir, 'src.txt'), '--hyp-text', join(dir, 'hyp.txt'), '--ref', m2]);
    assert.ok(oneStep.includes('src/text/errant/extract.ts'), oneStep.join(' '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
