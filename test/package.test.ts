/**
 * The package a user installs (#39 point 8): `npm pack --dry-run` lists what the registry gets. Every relative link in
 * README.md and docs/*.md must point at a packed file, the parser models v1–v3 and the docs must be in it, and the
 * packed size must stay under the bounds the README states.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { repoRoot } from './helpers/shared.js';

/** Bounds stated in README.md#installing (bytes, unpacked): everything but dist/, and dist/ when it is built. */
const MAX_UNPACKED_WITHOUT_DIST = 37_000_000;
const MAX_DIST = 8_200_000;

interface PackFile {
  path: string;
  size: number;
}

function packList(): PackFile[] {
  // --ignore-scripts: no prepack build (dist/ is counted when a build left it there); nothing is written.
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repoRoot, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return (JSON.parse(r.stdout) as { files: PackFile[] }[])[0]!.files;
}

test('npm pack: docs, models v1–v3 and every file the README and docs link to are packed; sizes within the stated bounds', () => {
  const files = packList();
  const packed = new Set(files.map((f) => f.path));
  for (const doc of readdirSync(join(repoRoot, 'docs')).filter((f) => f.endsWith('.md'))) assert.ok(packed.has(`docs/${doc}`), `docs/${doc} not packed`);
  for (const v of ['v1', 'v2', 'v3']) assert.ok(packed.has(`models/ucca-parser-${v}.ucca.bin.gz`), `model ${v} not packed`);
  for (const path of packed) assert.doesNotMatch(path, /^(test|src)\/|^bench\/(?!(.+\/)?RESULTS[\w-]*\.md$)/u, `${path} should not be packed`);
  // Relative links of the packed Markdown files resolve to packed files (or folders holding some).
  const markdown = [...packed].filter((p) => p.endsWith('.md'));
  const dead: string[] = [];
  for (const file of markdown) {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/gu)) {
      if (/^(https?:|mailto:|#)/u.test(target!)) continue;
      const path = posix.normalize(posix.join(posix.dirname(file), target!.replace(/#.*$/u, '')));
      if (!packed.has(path) && ![...packed].some((p) => p.startsWith(`${path.replace(/\/$/u, '')}/`))) dead.push(`${file} → ${target}`);
    }
  }
  assert.deepEqual(dead, [], 'links that would be dead on the registry');
  const sum = (keep: (p: string) => boolean) => files.filter((f) => keep(f.path)).reduce((s, f) => s + f.size, 0);
  const withoutDist = sum((p) => !p.startsWith('dist/'));
  assert.ok(withoutDist <= MAX_UNPACKED_WITHOUT_DIST, `packed files other than dist/: ${withoutDist} bytes > ${MAX_UNPACKED_WITHOUT_DIST}`);
  assert.ok(sum((p) => p.startsWith('dist/')) <= MAX_DIST, 'dist/ grew past its bound');
});

test('package.json names no placeholder repository or homepage', () => {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as Record<string, unknown>;
  for (const key of ['repository', 'homepage', 'bugs']) {
    if (pkg[key] === undefined) continue;
    assert.doesNotMatch(JSON.stringify(pkg[key]), /example\.|your-|TODO|placeholder|<|>/iu, key);
  }
});
