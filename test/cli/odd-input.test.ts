/**
 * Odd but valid input, as the README's "Odd but valid input" section describes it: CRLF and a UTF-8 BOM read the
 * same as plain LF UTF-8, tabs separate tokens, a whitespace-only line is an empty hypothesis, an extra empty line
 * is a line-count error, and Unicode is not normalised (an NFD hypothesis against NFC gold is a change, as in the
 * original scorers, which compare code points).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/shared.js';

const NFC = 'Caf\u00e9';
const NFD = 'Cafe\u0301';
const GOLD = `S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n\nS ${NFC} is nice .\nA 3 4|||R:PUNCT|||!|||REQUIRED|||-NONE-|||0\n\n`;
const CORRECT = `He goes to school .\n${NFC} is nice !\n`;

const dir = mkdtempSync(join(tmpdir(), 'gecval-odd-'));
function file(name: string, text: string): string {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
}

function m2F(hypothesis: string, gold = file('gold.m2', GOLD)): { p: number; r: number; f: number } {
  const result = runCli(['m2', hypothesis, gold]);
  assert.equal(result.status, 0, result.stderr);
  const value = (label: string) => Number(new RegExp(`${label}\\s*:\\s*([0-9.]+)`, 'u').exec(result.stdout)![1]);
  return { p: value('Precision'), r: value('Recall'), f: value('F_0\\.5') };
}

test('CRLF, a UTF-8 BOM and tabs read the same as plain text, in hypotheses and in M2', () => {
  const plain = m2F(file('plain.txt', CORRECT));
  assert.deepEqual(plain, { p: 1, r: 1, f: 1 });
  assert.deepEqual(m2F(file('crlf.txt', CORRECT.replace(/\n/gu, '\r\n'))), plain);
  assert.deepEqual(m2F(file('bom.txt', `\ufeff${CORRECT}`)), plain);
  assert.deepEqual(m2F(file('tabs.txt', CORRECT.replace('goes to', 'goes\tto').replace(' .\n', ' . \t \n'))), plain);
  assert.deepEqual(m2F(file('plain2.txt', CORRECT), file('crlf.m2', GOLD.replace(/\n/gu, '\r\n'))), plain);
  assert.deepEqual(m2F(file('plain3.txt', CORRECT), file('bom.m2', `\ufeff${GOLD}`)), plain);
});

test('a whitespace-only line is an empty hypothesis; an extra empty line at the end is a line-count error', () => {
  // Sentence 2 deleted entirely: its one gold edit is missed and the deletion is a wrong edit.
  assert.deepEqual(m2F(file('blank.txt', 'He goes to school .\n   \n')), { p: 0.5, r: 0.5, f: 0.5 });
  const extra = runCli(['m2', file('extra.txt', `${CORRECT}\n`), file('gold.m2', GOLD)]);
  assert.equal(extra.status, 2);
  assert.match(extra.stderr, /^gecval: error: .*extra\.txt:3: has 3 lines but .*gold\.m2.* has 2/u);
});

test('Unicode is not normalised: an NFD hypothesis against NFC gold counts as a change (M2)', () => {
  const nfd = m2F(file('nfd.txt', CORRECT.replace(NFC, NFD)));
  // The NFD token differs from the gold's NFC token, so the system proposes one more edit than the gold has.
  assert.ok(nfd.p < 1, `precision ${nfd.p}`);
  assert.equal(nfd.r, 1);
  assert.equal(nfd.p, 0.6667);
});

test('Unicode is not normalised: an NFD hypothesis against NFC references scores lower (GLEU)', () => {
  const source = file('src.txt', `He go to school .\n${NFC} is nice .\n`);
  const ref = file('ref.txt', CORRECT);
  const gleu = (hypothesis: string): number => {
    const result = runCli(['score', '--metric', 'gleu', '--source', source, '--refs', ref, hypothesis, '--json']);
    assert.equal(result.status, 0, result.stderr);
    return (JSON.parse(result.stdout) as { corpus: number }).corpus;
  };
  const same = gleu(file('g-nfc.txt', CORRECT));
  const decomposed = gleu(file('g-nfd.txt', CORRECT.replace(NFC, NFD)));
  assert.ok(decomposed < same, `NFD ${decomposed} vs NFC ${same}`);
});
