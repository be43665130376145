// `gecval parse` contract (issue 5): `--tokenized --tsv IN.tsv --out DIR` writes DIR/<id>.xml with exactly the
// given tokens as terminals; plain lines and JSON output; user errors name file and line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../helpers/shared.js';
import { readUccaXmlFile } from '../../../src/ucca/xml.js';
import { fromUccaJson } from '../../../src/ucca/json.js';
import { assertWellFormed } from './well-formed.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-parse-'));

test('--tokenized --tsv writes one XML file per id with the given tokens', () => {
  const tsv = join(dir, 'in.tsv');
  const lines = [['s1', 'I has a apple .'], ['jfleg-2', 'New York is big , is n\'t it ?'], ['empty', '']];
  writeFileSync(tsv, lines.map(([id, s]) => `${id}\t${s}`).join('\n') + '\n');
  const out = join(dir, 'xml');
  const r = runCli(['parse', '--tokenized', '--tsv', tsv, '--out', out]);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /ucca-parse\|model:ucca-parser-v3\|recipe:wiki\+ewt\|seed:1\|sha:44875d82\|kernel:f32\|tok:given\|version:/);
  // the parses, and the folder's list of the files gecval wrote there (#34)
  assert.deepEqual(readdirSync(out).sort(), ['.gecval-outputs', 'empty.xml', 'jfleg-2.xml', 's1.xml']);
  for (const [id, sentence] of lines) {
    const g = readUccaXmlFile(join(out, `${id}.xml`));
    assertWellFormed(g, sentence!.split(' ').filter((t) => t.length > 0));
  }
});

test('plain lines, raw text, JSON on stdout', () => {
  const txt = join(dir, 'in.txt');
  writeFileSync(txt, "The food wasn't good.\nGreat service!\n");
  const r = runCli(['parse', txt, '--format', 'json']);
  assert.equal(r.status, 0, r.stderr);
  const graphs = r.stdout.trim().split('\n').map((l) => fromUccaJson(JSON.parse(l)));
  assert.equal(graphs.length, 2);
  assert.deepEqual(graphs[1]!.terminals.map((t) => t.text), ['Great', 'service', '!']);
  assert.ok(graphs[0]!.terminals.length >= 5);
});

test('bad input: TSV line without a tab, unsafe id, bad format', () => {
  const tsv = join(dir, 'bad.tsv');
  writeFileSync(tsv, 'a\tfine line\nno tab here\n');
  let r = runCli(['parse', '--tsv', tsv, '--out', join(dir, 'bad')]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /bad\.tsv:2: .*id<TAB>sentence/);
  writeFileSync(tsv, '../x\tescape\n');
  r = runCli(['parse', '--tsv', tsv, '--out', join(dir, 'bad')]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /bad\.tsv:1: /);
  r = runCli(['parse', tsv, '--format', 'tree']);
  assert.equal(r.status, 2);
  assert.match(readFileSync(tsv, 'utf8'), /escape/);
});
