import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../helpers/shared.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-raw-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const gold = dataPath('conll14', 'official-2014.combined.m2');
// AMU's output with its punctuation and clitics glued back on, as an untokenised corrector writes it
const amu = readFileSync(dataPath('conll14', 'systems', 'AMU.txt'), 'utf8').trimEnd().split('\n');
const glued = join(dir, 'AMU-raw.txt');
writeFileSync(glued, amu.map((l) => l.replace(/ ([.,!?;:])/gu, '$1').replace(/ (n't|'s)/gu, '$1')).join('\n') + '\n');

test('m2 warns once when the hypothesis is tokenised differently from the gold, and --tokenize restores the score', () => {
  const plain = runCli(['m2', '--json', glued, gold]);
  assert.equal(plain.status, 0);
  const warnings = plain.stderr.split('\n').filter((l) => l.startsWith('gecval: warning:'));
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /looks untokenised or tokenised differently .* --tokenize NAME/u);
  assert.ok(JSON.parse(plain.stdout).f < 0.25);
  const raw = runCli(['m2', '--json', '--tokenize', 'conll14', glued, gold]);
  assert.equal(raw.status, 0);
  assert.doesNotMatch(raw.stderr, /warning/u);
  const result = JSON.parse(raw.stdout);
  // AMU scores 0.3501 as tokenised by its authors; glued and re-tokenised, within 0.001 of it
  assert.ok(Math.abs(result.f - 0.3501) < 0.001, String(result.f));
  assert.match(result.signature, /\|tok:conll14\|norm:none\|guide:source\|version:/u);
});

test('tokenize and segment commands; bad names are one-line errors', () => {
  const file = join(dir, 'para.txt');
  writeFileSync(file, 'Keeping the Secret of Genetic Testing\n\nWhat is genetic risk? Genetic risk refers more to your chance of inheriting a disorder or disease.\n');
  const source = join(dir, 'source.txt');
  writeFileSync(source, readFileSync(dataPath('conll14', 'source.txt'), 'utf8').split('\n').slice(0, 3).join('\n') + '\n');
  const seg = runCli(['segment', '--source', source, '--tokenizer', 'conll14', file]);
  assert.equal(seg.status, 0, seg.stderr);
  assert.equal(seg.stdout, readFileSync(source, 'utf8'));
  assert.match(seg.stderr, /2 units, 3 sentences onto 3 source sentences: 0 merged/u);
  const tok = runCli(['tokenize', '--tokenizer', 'bea19', file]);
  assert.equal(tok.status, 0);
  assert.match(tok.stdout, /risk \? Genetic/u);
  const bad = runCli(['tokenize', '--tokenizer', 'moses', file]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /^gecval: error: unknown tokenizer 'moses'/u);
  const noTok = runCli(['m2', '--segment', glued, gold]);
  assert.equal(noTok.status, 2);
  assert.match(noTok.stderr, /^gecval: error: --normalize, --segment and --no-guide go with --tokenize NAME/u);
});
