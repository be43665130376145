import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, repoRoot, runCli } from '../helpers/shared.js';

// ieval.py's own numbers for CAMB on sentences 1-30 (test/fixtures/imeasure/README.md says how they were made).
const fixture = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/imeasure/camb30-default.json'), 'utf8')) as {
  corpus: Record<'detection' | 'correction', Record<string, number>>;
};

function firstSentences(): { gold: string; hypothesis: string } {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-imeasure-'));
  const blocks = readFileSync(dataPath('conll14', 'official-2014.combined.m2'), 'utf8').split('\n\n').slice(0, 30);
  const gold = join(dir, 'gold30.m2');
  writeFileSync(gold, `${blocks.join('\n\n')}\n\n`);
  const hypothesis = join(dir, 'camb30.txt');
  writeFileSync(hypothesis, `${readFileSync(dataPath('conll14', 'systems', 'CAMB.txt'), 'utf8').split('\n').slice(0, 30).join('\n')}\n`);
  return { gold, hypothesis };
}

test('gecval score --metric imeasure --m2 prints the detection/correction table equal to ieval.py', () => {
  const { gold, hypothesis } = firstSentences();
  const out = runCli(['score', '--metric', 'imeasure', '--m2', gold, hypothesis, '--json']);
  assert.equal(out.status, 0, out.stderr);
  const json = JSON.parse(out.stdout) as { metric: string; corpus: Record<string, Record<string, number>>; sentences: number[]; signature: string };
  assert.equal(json.metric, 'imeasure');
  assert.equal(json.sentences.length, 30);
  for (const aspect of ['detection', 'correction'] as const) {
    for (const key of ['tp', 'tn', 'fp', 'fn', 'p', 'r', 'f', 'acc', 'wacc', 'i']) {
      assert.equal(json.corpus[aspect]![key], fixture.corpus[aspect][key], `${aspect}.${key}`);
    }
  }
  assert.match(json.signature, /^imeasure\|/);
});

test('gecval score --metric imeasure without gold names the missing option', () => {
  const { hypothesis } = firstSentences();
  const out = runCli(['score', '--metric', 'imeasure', hypothesis]);
  assert.equal(out.status, 2);
  assert.match(out.stderr, /needs one of --m2, --ixml/);
});
