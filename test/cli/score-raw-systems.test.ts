/**
 * GoToScorer weighs each gold chunk by how many of the compared systems correct it (`-O systems=LIST`). With raw
 * outputs (`--tokenize`) every listed output must be tokenised as the scored one is: before, the list named the raw
 * files while the metric scored a tokenised copy, which the list lacked, so it was counted as one more system
 * (4 instead of 3) and the weights changed.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../helpers/shared.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-raw-systems-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const N = 100;
const lines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').slice(0, N);
const source = join(dir, 'source.txt');
writeFileSync(source, lines(dataPath('conll14', 'source.txt')).join('\n') + '\n');
const gold = join(dir, 'gold.m2');
writeFileSync(gold, readFileSync(dataPath('conll14', 'official-2014.combined.m2'), 'utf8').split(/\n\n/u).slice(0, N).join('\n\n') + '\n\n');
const systems = ['AMU', 'CUUI', 'UFC'];
for (const name of systems) {
  const tokenised = lines(dataPath('conll14', 'systems', `${name}.txt`));
  writeFileSync(join(dir, `${name}.tok.txt`), tokenised.join('\n') + '\n');
  // punctuation and clitics glued back on, as an untokenised corrector writes them
  writeFileSync(join(dir, `${name}.txt`), tokenised.map((l) => l.replace(/ ([.,!?;:])/gu, '$1').replace(/ (n't|'s)/gu, '$1')).join('\n') + '\n');
}
writeFileSync(join(dir, 'raw.list'), systems.map((s) => `${s}.txt\n`).join(''));
writeFileSync(join(dir, 'tok.list'), systems.map((s) => `${s}.tok.txt\n`).join(''));

const score = (list: string, files: string[], raw: boolean) => {
  const run = runCli(['score', '--metric', 'gotoscorer', '--source', source, '--m2', gold, '-O', 'gold=m2', '-O', `systems=${join(dir, list)}`, ...(raw ? ['--tokenize', 'conll14'] : []), '--json', ...files.map((f) => join(dir, f))]);
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
};

test('gotoscorer on raw outputs tokenises the listed systems too: 3 systems, the tokenised files’ scores', () => {
  const tokenised = score('tok.list', systems.map((s) => `${s}.tok.txt`), false);
  const raw = score('raw.list', systems.map((s) => `${s}.txt`), true);
  assert.equal(raw.results.length, 3);
  for (const [i, row] of raw.results.entries()) {
    assert.equal(row.details.systems, 3);
    assert.equal(row.corpus, tokenised.results[i].corpus, row.system);
  }
  assert.ok(raw.results.some((r: { corpus: number }) => r.corpus > 0.1));
  assert.match(raw.signature, /\|systems:3;sha:[0-9a-f]{8}\|.*\|tok:conll14\|/u);
  // one file scored alone with the same list: the same number as in the table
  const alone = score('raw.list', ['CUUI.txt'], true);
  assert.equal(alone.corpus, raw.results[1].corpus);
  assert.equal(alone.details.systems, 3);
});
