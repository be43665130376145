import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatM2 } from '../../../src/formats/m2.js';
import { mergeM2, readM2Sources } from '../../../src/formats/m2-merge.js';
import { dataPath, runCli } from '../../helpers/shared.js';

const bn10 = Array.from({ length: 10 }, (_, k) => dataPath('conll14', 'bn10', `A${k + 1}.m2`));
const dir = mkdtempSync(join(tmpdir(), 'gecval-m2-merge-'));

test('merging bn10/A1..A10 rebuilds bn10-combined.m2 byte for byte', () => {
  assert.equal(formatM2(mergeM2(readM2Sources(bn10))), readFileSync(dataPath('conll14', 'bn10-combined.m2'), 'utf8'));
});

test('noop rule: an annotator without edits gets a noop line only where another annotator edited', () => {
  const a = join(dir, 'a.m2');
  const b = join(dir, 'b.m2');
  writeFileSync(a, 'S x y\nA 0 1|||X|||z|||REQUIRED|||-NONE-|||0\n\nS p q\n\n');
  writeFileSync(b, 'S x y\n\nS p q\n\n');
  assert.equal(
    formatM2(mergeM2(readM2Sources([a, b]))),
    'S x y\nA 0 1|||X|||z|||REQUIRED|||-NONE-|||0\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1\n\nS p q\n\n',
  );
});

test('gecval m2-merge -o writes the merged file; --json summarises it', () => {
  const out = join(dir, 'merged.m2');
  const result = runCli(['m2-merge', ...bn10, '-o', out, '--json']);
  assert.equal(result.status, 0, result.stderr);
  assert.equal(readFileSync(out, 'utf8'), readFileSync(dataPath('conll14', 'bn10-combined.m2'), 'utf8'));
  const summary = JSON.parse(result.stdout) as { sentences: number; annotators: number; edits: number };
  assert.deepEqual([summary.sentences, summary.annotators, summary.edits], [1312, 10, 5560 + 3982 + 3317 + 3528 + 4016 + 3959 + 2391 + 3286 + 3397 + 4231]);
});

test('different S lines: one-line error naming the file and line', () => {
  const a = join(dir, 's1.m2');
  const b = join(dir, 's2.m2');
  writeFileSync(a, 'S x y\n\nS p q\n\n');
  writeFileSync(b, 'S x y\n\nS p r\n\n');
  const result = runCli(['m2-merge', a, b]);
  assert.equal(result.status, 2);
  assert.match(result.stderr, new RegExp(`^gecval: error: ${b}:3: sentence 2 differs from ${a}:3 \\('p r' vs 'p q'\\)\\n$`));
});

test('different sentence counts and multi-annotator inputs are errors', () => {
  const a = join(dir, 'c1.m2');
  const b = join(dir, 'c2.m2');
  const multi = join(dir, 'multi.m2');
  writeFileSync(a, 'S x y\n\nS p q\n\n');
  writeFileSync(b, 'S x y\n\n');
  writeFileSync(multi, 'S x y\nA 0 1|||X|||z|||REQUIRED|||-NONE-|||0\nA 0 1|||X|||w|||REQUIRED|||-NONE-|||1\n\nS p q\n\n');
  assert.throws(() => mergeM2(readM2Sources([a, b])), (e: Error & { file?: string; line?: number }) => e.file === b && e.line === 1 && /has 1 sentences but/.test(e.message));
  assert.throws(() => mergeM2(readM2Sources([a, multi])), (e: Error & { file?: string; line?: number }) => e.file === multi && e.line === 3 && /one annotator per file/.test(e.message));
});
