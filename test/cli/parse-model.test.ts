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
