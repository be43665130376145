import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from '../helpers/shared.js';

/**
 * `gecval errant-compare --hyp --ref` is compare_m2.py's job, and runs in tens of milliseconds: loading gecval's
 * edit extractor (the tagger, its weights, the classifier: most of a 250 KB chunk) would cost more than scoring.
 * A module hook logs every src/ module the command loads; scoring two M2 files must load none under src/text/ and
 * not the general M2 writer, while the one-step workflow (--hyp-text) does load the extractor.
 */
const HOOK = `import { appendFileSync } from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:')) appendFileSync(log, url + '\\n');
  return nextLoad(url, context);
}
`;

const REGISTER = `import { register } from 'node:module';
register(new URL('./hook.mjs', import.meta.url), { data: { log: process.env.GECVAL_LOAD_LOG } });
`;

function modulesLoaded(dir: string, args: readonly string[]): string[] {
  const log = join(dir, `loads-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(log, '');
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', pathToFileURL(join(dir, 'register.mjs')).href, join(repoRoot, 'src/cli/main.ts'), 'errant-compare', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, GECVAL_LOAD_LOG: log, GECVAL_PROGRESS: '0' },
  });
  assert.equal(result.status, 0, result.stderr);
  return readFileSync(log, 'utf8').split('\n').filter((l) => l.startsWith('file:'))
    .map((url) => relative(repoRoot, fileURLToPath(url.replace(/\?.*$/u, ''))))
    .filter((path) => path.startsWith('src/'));
}

test('errant-compare on two M2 files loads no extraction code; with --hyp-text it does', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-errant-lazy-'));
  try {
    writeFileSync(join(dir, 'hook.mjs'), HOOK);
    writeFileSync(join(dir, 'register.mjs'), REGISTER);
    const m2 = join(dir, 'x.m2');
    writeFileSync(m2, 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n');
    const scoring = modulesLoaded(dir, ['--hyp', m2, '--ref', m2]);
    assert.ok(scoring.includes('src/metrics/errant/run-m2.ts'), scoring.join(' '));
    const heavy = scoring.filter((path) => path.startsWith('src/text/') || path === 'src/formats/m2.ts' || path === 'src/metrics/errant/run.ts');
    assert.deepEqual(heavy, []);
    writeFileSync(join(dir, 'src.txt'), 'He go to school .\n');
    writeFileSync(join(dir, 'hyp.txt'), 'He goes to school .\n');
    const oneStep = modulesLoaded(dir, ['--source', join(dir, 'src.txt'), '--hyp-text', join(dir, 'hyp.txt'), '--ref', m2]);
    assert.ok(oneStep.includes('src/text/errant/extract.ts'), oneStep.join(' '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
