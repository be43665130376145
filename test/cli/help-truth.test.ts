/**
 * #39 point 7: help that is true — checked against the registry, the model catalogue, MAEGE's presets and the
 * USIM variants, so that a change there without the help text fails here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../helpers/shared.js';
import { listMetrics } from '../../src/metrics/registry.js';
import { PARSER_CATALOGUE, DEFAULT_PARSER_MODEL } from '../../src/ucca/parser/catalogue.js';
import { MAEGE_METRICS, defaultMetricNames } from '../../src/analyses/maege/registry-adapter.js';
import { USIM_VARIANTS } from '../../src/ucca/usim/score.js';

const help = (command: string) => {
  const r = runCli([command, '--help']);
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.replace(/\s+/g, ' ');
};

test("usim: -O model= and --model name every catalogued parser model and the default; --variant names every variant and says paper needs graphs", () => {
  const usim = listMetrics().find((e) => e.name === 'usim')!;
  const model = usim.options.find((o) => o.key === 'model')!.description;
  for (const name of Object.keys(PARSER_CATALOGUE)) assert.match(model, new RegExp(`\\b${name}\\b`), `-O model= omits ${name}`);
  assert.match(model, new RegExp(`${DEFAULT_PARSER_MODEL} \\(the default\\)`));
  assert.deepEqual(usim.options.find((o) => o.key === 'variant')!.choices, USIM_VARIANTS.map((v) => v.name));
  const text = help('usim');
  for (const name of Object.keys(PARSER_CATALOGUE)) assert.match(text, new RegExp(`--model <model>.*\\b${name}\\b`), `--model omits ${name}`);
  for (const v of USIM_VARIANTS) assert.ok(text.includes(`'${v.name}'`), `--variant omits ${v.name}`);
  assert.match(text, /'paper' \(the paper's directional definition; graph files only: text mode computes the two code variants\)/);
});

test("maege --metrics 'all' lists exactly what it runs; report --maege-metrics all is the same set", () => {
  const text = help('maege');
  const listed = /'all' = ([a-z0-9-, ]+) \(/.exec(text)![1]!.split(', ');
  assert.deepEqual(listed, defaultMetricNames());
  for (const m of MAEGE_METRICS.filter((x) => x.optIn)) assert.ok(text.includes(m.name), `opt-in ${m.name} not named`);
  assert.match(help('report'), /'all' \(what `gecval maege --metrics all` runs/);
});

test('parse, edits, draw, report and demo say in their help why they have no --json', () => {
  for (const command of ['parse', 'edits', 'draw', 'report', 'demo']) assert.match(help(command), /[Nn]o --json/, command);
});

test('draw takes --out like every other command (and still -o); without it, one line and exit 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-draw-out-'));
  const graph = dataPath('ucca', 'nucle-annotations', 'tree1197.xml');
  const svg = join(dir, 'g.svg');
  const r = runCli(['draw', graph, '--out', svg]);
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(svg, 'utf8'), /^<svg/);
  const missing = runCli(['draw', graph]);
  assert.equal(missing.status, 2);
  assert.equal(missing.stderr, 'gecval: error: give the output file with --out FILE (or -o FILE)\n');
});

test('parse -q prints nothing on stderr; without -q the count and signature', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-parse-q-'));
  const input = join(dir, 'in.txt');
  writeFileSync(input, 'The cat sat .\n');
  const quiet = runCli(['-q', 'parse', '--tokenized', '--model', 'v1', input, '--out', join(dir, 'a')]);
  assert.equal(quiet.status, 0, quiet.stderr);
  assert.equal(quiet.stderr, '');
  assert.ok(existsSync(join(dir, 'a', '1.xml')));
  const loud = runCli(['parse', '--tokenized', '--model', 'v1', input, '--out', join(dir, 'b')]);
  assert.match(loud.stderr, /^parsed 1 sentences\nucca-parse\|model:ucca-parser-v1\|/);
});
