/** The writer (src/report/write/): table rendering, JSON layout, output folders and path checks. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedColumn, outputs, table } from '../../src/core/outputs.js';
import { GecvalInputError } from '../../src/core/errors.js';
import { checkOutputDir, checkOutputFile, OutputFolder, prepareOutputDir, prepareOutputFile, renderJson, renderTable, tableRecords, writeOutputFiles } from '../../src/report/write/index.js';

interface Row {
  name: string;
  score: number;
  low?: number;
}

const rows: Row[] = [
  { name: 'plain', score: 0.5, low: 0.25 },
  { name: 'with, comma "and" quote', score: Number.NaN },
];
const scores = table<Row>([{ name: 'name', value: (r) => r.name }, { name: 'score', value: (r) => r.score }, fixedColumn('low', (r) => r.low, 3)], rows);

test('tables render as RFC 4180 CSV, unquoted TSV and typed JSON records', () => {
  assert.equal(renderTable(scores), 'name,score,low\nplain,0.5,0.250\n"with, comma ""and"" quote",NaN,\n');
  assert.equal(renderTable(scores, 'tsv'), 'name\tscore\tlow\nplain\t0.5\t0.250\nwith, comma "and" quote\tNaN\t\n');
  assert.deepEqual(tableRecords(scores), [
    { name: 'plain', score: 0.5, low: 0.25 },
    { name: 'with, comma "and" quote', score: Number.NaN, low: undefined },
  ]);
  assert.equal(renderTable(table<Row>([{ name: 'score', value: (r) => r.score }], rows.slice(0, 1)), 'json'), '[\n  {\n    "score": 0.5\n  }\n]\n');
});

test('JSON documents: pretty or compact, non-finite numbers as null or as strings', () => {
  const value = { a: [1, Number.NaN], b: Number.POSITIVE_INFINITY };
  assert.equal(renderJson(value, { layout: 'compact' }), '{"a":[1,null],"b":null}\n');
  assert.equal(renderJson(value, { layout: 'compact', nonFinite: 'string' }), '{"a":[1,"NaN"],"b":"Infinity"}\n');
  assert.equal(renderJson({ x: 1 }), '{\n  "x": 1\n}\n');
});

test('writeOutputFiles writes tables, JSON and text in nested folders and skips figures when asked', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'gecval-write-')), 'out', 'deeper');
  const written = await writeOutputFiles(
    dir,
    [
      outputs.table('t.csv', scores),
      outputs.table('t.tsv', scores, 'tsv'),
      outputs.json('sub/doc.json', { ok: true }),
      outputs.text('sub/notes.txt', 'hello\n'),
      outputs.figure('fig', { data: { values: [{ x: 1 }] }, mark: 'point', encoding: { x: { field: 'x', type: 'quantitative' } } }),
    ],
    { figures: false },
  );
  assert.deepEqual(written, ['t.csv', 't.tsv', 'sub/doc.json', 'sub/notes.txt']);
  assert.equal(readFileSync(join(dir, 't.csv'), 'utf8'), renderTable(scores));
  assert.equal(readFileSync(join(dir, 'sub', 'doc.json'), 'utf8'), '{\n  "ok": true\n}\n');
  assert.ok(!existsSync(join(dir, 'fig.svg')));
});

test('figures are rendered to SVG and PNG', async () => {
  const folder = new OutputFolder(mkdtempSync(join(tmpdir(), 'gecval-fig-')));
  await folder.add(outputs.figure('plots/f', { data: { values: [{ x: 1 }, { x: 2 }] }, mark: 'point', encoding: { x: { field: 'x', type: 'quantitative' } } }));
  assert.deepEqual(folder.written, ['plots/f.svg', 'plots/f.png']);
  assert.match(readFileSync(join(folder.dir, 'plots', 'f.svg'), 'utf8'), /^<svg/u);
  assert.deepEqual([...readFileSync(join(folder.dir, 'plots', 'f.png')).subarray(1, 4)], [...Buffer.from('PNG')]);
});

test('path checks: a file where a folder is expected, a folder where a file is expected, a parent that is a file', () => {
  const base = mkdtempSync(join(tmpdir(), 'gecval-paths-'));
  const file = join(base, 'file.txt');
  writeFileSync(file, 'x');
  const inputError = (pattern: RegExp, path: string) => (error: unknown) => error instanceof GecvalInputError && error.file === path && pattern.test(error.message);
  assert.throws(() => prepareOutputDir(file, '--out'), inputError(/--out expects a folder, but this is a file/, file));
  assert.throws(() => prepareOutputDir(join(file, 'sub'), '--out'), inputError(/file\.txt is a file, not a folder/, join(file, 'sub')));
  assert.throws(() => prepareOutputFile(base, '-o'), inputError(/-o expects a file name, but this is a folder/, base));
  assert.throws(() => prepareOutputFile(join(file, 'x.m2'), '-o'), inputError(/is a file, not a folder/, join(file, 'x.m2')));
  checkOutputDir(join(base, 'a', 'b'));
  checkOutputFile(join(base, 'c', 'd', 'out.txt'));
  assert.ok(!existsSync(join(base, 'a')) && !existsSync(join(base, 'c')), 'checks create nothing');
  prepareOutputDir(join(base, 'a', 'b'));
  assert.ok(existsSync(join(base, 'a', 'b')));
  prepareOutputFile(join(base, 'c', 'd', 'out.txt'));
  assert.ok(existsSync(join(base, 'c', 'd')));
});
