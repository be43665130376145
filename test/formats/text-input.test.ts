import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readLines } from '../../src/formats/text-file.js';
import { parseM2 } from '../../src/formats/m2.js';
import { parseJsonText, lineAndColumn } from '../../src/formats/json-text.js';
import { GecvalInputError } from '../../src/core/errors.js';
import { runCli } from '../helpers/shared.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'gecval-input-'));

test('a NUL byte in a text file is an input error at its line', () => {
  const file = join(tmp(), 'hyp.txt');
  writeFileSync(file, 'first line .\nsecond\u0000 line .\nthird .\n');
  assert.throws(() => readLines(file), (error: unknown) => error instanceof GecvalInputError && error.line === 2 && /NUL byte/.test(error.message));
});

test('a NUL byte in an M2 file is rejected by the CLI with file:line and exit 2', () => {
  const dir = tmp();
  writeFileSync(join(dir, 'gold.m2'), 'S a b .\nA 0 1|||R:OTHER|||c\u0000|||REQUIRED|||-NONE-|||0\n\n');
  writeFileSync(join(dir, 'hyp.txt'), 'a b .\n');
  const out = runCli(['m2', join(dir, 'hyp.txt'), join(dir, 'gold.m2')]);
  assert.equal(out.status, 2);
  assert.match(out.stderr, /gold\.m2:2: contains a NUL byte/);
});

test('a negative annotator id is rejected', () => {
  assert.throws(() => parseM2('S a b .\nA 0 1|||R:OTHER|||c|||REQUIRED|||-NONE-|||-1\n', 'g.m2'), /annotator id '-1' is not a non-negative integer/);
});

test('JSON: a byte-order mark is accepted and errors give line and column', () => {
  assert.deepEqual(parseJsonText('\ufeff{"a": 1}', 'c.json'), { a: 1 });
  assert.throws(
    () => parseJsonText('{\n  "a": 1,\n}\n', 'c.json'),
    (error: unknown) => error instanceof GecvalInputError && error.line === 3 && /line 3, column 1/.test(error.message),
  );
  assert.deepEqual(lineAndColumn('ab\ncd', 4), { line: 2, column: 2 });
});

test('a text read with keep serves the next read of the unchanged file once; a changed file is read again', async () => {
  const { readTextFile, forgetKeptTexts } = await import('../../src/formats/text-file.js');
  const { utimesSync } = await import('node:fs');
  const dir = mkdtempSync(join(tmpdir(), 'gecval-kept-'));
  const file = join(dir, 'hyp.txt');
  writeFileSync(file, 'a b\n');
  const first = readTextFile(file, { keep: true });
  assert.equal(readTextFile(file), first);
  // the kept text served one read; a new write (other size) is read from disk
  readTextFile(file, { keep: true });
  writeFileSync(file, 'a b c\n');
  utimesSync(file, new Date(), new Date(Date.now() + 5000));
  assert.equal(readTextFile(file), 'a b c\n');
  readTextFile(file, { keep: true });
  forgetKeptTexts();
  writeFileSync(file, 'x y z\n');
  assert.equal(readTextFile(file), 'x y z\n');
});

test('held lines read as the file written from them would; lines whose round trip is not exact are not held', async () => {
  const { forgetKeptTexts, holdLines, readTextFile } = await import('../../src/formats/text-file.js');
  const dir = tmp();
  const cases: { lines: string[]; exact: boolean }[] = [
    { lines: [], exact: true },
    { lines: [''], exact: true },
    { lines: ['', '', 'a'], exact: true },
    { lines: ['He goes .', 'caf é 😀 , “ fine ”', 'a\rb', 'tab\there', '\u2028 x'], exact: true },
    { lines: ['x', 'ends with a CR\r'], exact: false },
    { lines: ['two\nlines'], exact: false },
    { lines: ['a\u0000b'], exact: false },
    { lines: ['lone \ud800 surrogate'], exact: false },
    { lines: ['lone \udc00'], exact: false },
    { lines: ['\ufeffbyte-order mark first'], exact: false },
    { lines: ['x', '\ufeff not first'], exact: true },
  ];
  cases.forEach(({ lines, exact }, k) => {
    const written = join(dir, `written-${k}.txt`);
    writeFileSync(written, lines.length === 0 ? '' : `${lines.join('\n')}\n`);
    let fromFile: string[] | undefined;
    try {
      fromFile = readLines(written);
    } catch {
      fromFile = undefined;
    }
    const path = join(dir, `held-${k}.txt`);
    assert.equal(holdLines(path, lines), exact, JSON.stringify(lines));
    // an exact case is one where the file gives the lines back: the rule holds no more and no less than those
    if (fromFile !== undefined) assert.equal(exact, JSON.stringify(fromFile) === JSON.stringify(lines), JSON.stringify(lines));
    if (!exact) return;
    // never written, and read like the file: the same lines (a copy each time) and the same text
    assert.deepEqual(readLines(path), fromFile);
    const copy = readLines(path);
    copy.push('changed');
    assert.deepEqual(readLines(path), fromFile);
    assert.equal(readTextFile(path), readTextFile(written));
  });
  forgetKeptTexts();
  assert.throws(() => readTextFile(join(dir, 'held-0.txt')), /no such file/u);
});
