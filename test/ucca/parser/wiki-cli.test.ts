/**
 * The README's Wiki-test figure (72.0 / 51.1, v3 under the older guidelines) is what a user gets from the CLI: `gecval
 * parse --tokenized --tsv --guideline wiki` on the gold terminals gives the same graphs as the training script's
 * evaluation path (`evaluationInput` with guideline 1, whose scores the model's header stores), so `gecval ucca-eval`
 * of those parses gives the same counts. Checked here on the first 40 Wiki test sentences (all 513: README).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSplit, evaluationInput } from '../../../src/ucca/parser/corpus.js';
import { scoreGraphs } from '../../../src/ucca/parser/evaluation.js';
import { getParser } from '../../../src/ucca/parser/parser.js';
import { readUccaXmlFile } from '../../../src/ucca/xml.js';
import { runCli, sharedRoot } from '../../helpers/shared.js';

test('parse --guideline wiki from the CLI scores on Wiki test exactly as the training evaluation does', () => {
  const gold = readSplit(join(sharedRoot, 'data'), 'wiki-test').slice(0, 40);
  assert.equal(gold.length, 40);
  const dir = mkdtempSync(join(tmpdir(), 'gecval-wiki-'));
  try {
    writeFileSync(join(dir, 'wiki.tsv'), gold.map((g) => `${g.id}\t${g.terminals.map((t) => t.text).join(' ')}\n`).join(''));
    const r = runCli(['parse', '--tokenized', '--tsv', join(dir, 'wiki.tsv'), '--guideline', 'wiki', '--jobs', '1', '--out', join(dir, 'pred')]);
    assert.equal(r.status, 0, r.stderr);
    const cli = scoreGraphs(gold.map((g) => [readUccaXmlFile(join(dir, 'pred', `${g.id}.xml`)), g]));
    const parser = getParser('v3');
    const library = scoreGraphs(gold.map((g) => [parser.parseInput({ ...evaluationInput(g), guideline: 1 }), g]));
    assert.deepEqual(cli, library);
    assert.ok(cli.primary.labeled.f > 0.6, String(cli.primary.labeled.f));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
