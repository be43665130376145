import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/shared.js';

const lines = ['He go to school every days .', 'I like dogs , cats and “ birds ” .'];

for (const model of ['v1', 'v2']) {
  test(`gecval parse --model ${model} keeps the given tokens as terminals and builds a rooted graph`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'gecval-parse-'));
    writeFileSync(join(dir, 'in.txt'), `${lines.join('\n')}\n`);
    const out = runCli(['parse', '--model', model, '--tokenized', join(dir, 'in.txt'), '--format', 'json']);
    assert.equal(out.status, 0, out.stderr);
    const graphs = out.stdout.trim().split('\n').map((line) => JSON.parse(line) as { tokens: { text: string }[]; nodes: { type: string }[] });
    assert.equal(graphs.length, 2);
    graphs.forEach((graph, i) => {
      assert.deepEqual(graph.tokens.map((t) => t.text), lines[i]!.split(' '));
      assert.equal(graph.nodes.filter((n) => n.type === 'root').length, 1);
      assert.ok(graph.nodes.some((n) => n.type === 'unit'));
    });
    assert.match(out.stderr, new RegExp(`ucca-parse\\|model:ucca-parser-${model}`));
  });
}

test('gecval parse --model with a missing model file is a user error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-parse-'));
  writeFileSync(join(dir, 'in.txt'), 'a b .\n');
  const out = runCli(['parse', '--model', join(dir, 'ucca-parser-v2-missing.ucca.bin.gz'), '--tokenized', join(dir, 'in.txt')]);
  assert.equal(out.status, 2);
  assert.match(out.stderr, /ucca-parser-v2-missing\.ucca\.bin\.gz: UCCA parser model not found/);
});

test('an unknown model name is one line naming the catalogue and what the package ships (all commands resolve it the same way)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-parse-'));
  writeFileSync(join(dir, 'in.txt'), 'a b .\n');
  for (const args of [['parse', '--model', 'v9', '--tokenized', join(dir, 'in.txt')], ['usim', '--model', 'v9', '--no-cache', '--source', join(dir, 'in.txt'), join(dir, 'in.txt')]]) {
    const out = runCli(args);
    assert.equal(out.status, 2, out.stderr);
    assert.equal(out.stderr, "gecval: error: unknown parser model 'v9': give a model file or one of the catalogued models v1, v1-ewt, v2, v2-ewt, v3 (the npm package ships v1, v2 and v3)\n");
  }
});

test('gecval parse --guideline wiki parses under the older guidelines (the signature says so); a bad name is an error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-parse-'));
  writeFileSync(join(dir, 'in.txt'), `${lines.join('\n')}\n`);
  const current = runCli(['parse', '--tokenized', '--jobs', '1', join(dir, 'in.txt'), '--format', 'json']);
  const explicit = runCli(['parse', '--tokenized', '--jobs', '1', '--guideline', 'current', join(dir, 'in.txt'), '--format', 'json']);
  const wiki = runCli(['parse', '--tokenized', '--jobs', '1', '--guideline', 'wiki', join(dir, 'in.txt'), '--format', 'json']);
  for (const run of [current, explicit, wiki]) assert.equal(run.status, 0, run.stderr);
  assert.equal(explicit.stdout, current.stdout);
  assert.equal(explicit.stderr, current.stderr);
  assert.doesNotMatch(current.stderr, /guideline/);
  assert.match(wiki.stderr, /\|guideline:wiki\|/);
  const bad = runCli(['parse', '--tokenized', '--guideline', 'old', join(dir, 'in.txt')]);
  assert.equal(bad.status, 2);
  assert.equal(bad.stderr, "gecval: error: --guideline must be one of current, wiki, got 'old'\n");
});
