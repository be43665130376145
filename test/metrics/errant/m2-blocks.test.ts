import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GecvalInputError } from '../../../src/core/errors.js';
import { ErrantM2Reader, parseErrantM2, python3Split, python3Strip, python3WordCount } from '../../../src/metrics/errant/m2-blocks.js';
import { runErrantCompareM2 } from '../../../src/metrics/errant/run-m2.js';

/**
 * The M2 reader scans character codes with fast paths; here it is checked against a line-by-line transcription of
 * compare_m2.py's reading (`open().read().strip().split("\n\n")`, `simplify_edits`), written with regular
 * expressions over Python's whitespace, on random texts built to hit the corners: CR line ends, Unicode spaces,
 * "||||", signs and underscores in numbers, blank blocks, lines too short to have fields. One deliberate difference
 * is part of the transcription: a span that is neither -1 -1 nor inside the sentence is an error in gecval, where
 * compare_m2.py would score it.
 */
const PY_SPACE = '\\t\\n\\v\\f\\r\\u001c-\\u001f \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const pyStrip = (text: string) => text.replace(new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'gu'), '');
const pySplit = (text: string) => pyStrip(text).split(new RegExp(`[${PY_SPACE}]+`, 'u')).filter((w) => w !== '');
function pyInt(text: string | undefined): number {
  if (text === undefined) throw new Error('IndexError');
  const match = new RegExp(`^[${PY_SPACE}]*([+-]?\\d+(?:_\\d+)*)[${PY_SPACE}]*$`, 'u').exec(text);
  if (!match) throw new Error('ValueError');
  return Number(match[1]!.replace(/_/g, ''));
}

interface OracleBlock { original: string; edits: [number, number, string, string, number][]; line: number }

function oracle(text: string): OracleBlock[] | 'error' {
  const normalized = text.replace(/\r\n?/g, '\n');
  const stripped = pyStrip(normalized);
  let line = 1 + (normalized.slice(0, normalized.length - normalized.replace(new RegExp(`^[${PY_SPACE}]+`, 'u'), '').length).match(/\n/g)?.length ?? 0);
  const blocks: OracleBlock[] = [];
  try {
    for (const block of stripped.split('\n\n')) {
      const lines = block.split('\n');
      const edits = lines.slice(1).map((raw): [number, number, string, string, number] => {
        const fields = raw.slice(2).split('|||');
        const span = pySplit(fields[0]!);
        const start = pyInt(span[0]);
        const end = pyInt(span[1]);
        if (fields.length < 3) throw new Error('IndexError');
        const coder = pyInt(fields[fields.length - 1]);
        // Where gecval is stricter than Python: a span must be -1 -1 or lie inside the sentence.
        const tokens = pySplit(lines[0]!.slice(2)).length;
        if (!(start === -1 && end === -1) && !(start >= 0 && start <= end && end <= tokens)) throw new Error('span');
        // And an annotator id must be a non-negative exact integer (as in the m2 and imeasure readers).
        if (coder < 0 || !Number.isSafeInteger(coder)) throw new Error('coder');
        return [start, end, fields[1]!, fields[2]!, coder];
      });
      blocks.push({ original: block.slice(2).split('\nA')[0]!, edits, line });
      line += lines.length + 1;
    }
  } catch {
    return 'error';
  }
  return blocks;
}

function ours(text: string): OracleBlock[] | 'error' {
  try {
    return parseErrantM2(text).map((b) => ({ original: b.original, edits: b.edits.map((e): [number, number, string, string, number] => [e.start, e.end, e.type, e.correction, e.coder]), line: b.line }));
  } catch (error) {
    if (error instanceof GecvalInputError) return 'error';
    throw error;
  }
}

function randomText(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  // Mostly what M2 files hold, sometimes an odd case.
  const odd = <T>(usual: readonly T[], unusual: readonly T[]): T => pick(random() < 0.93 ? usual : unusual);
  const number = () => odd(['0', '1', '3', '12', '-1'], ['-0', '007', '+2', '1_0', ' 4', '4 ', 'x', '', '\u00a05', '٣']);
  const spaces = ['  ', '\t', '\u2003', ''];
  const words = ['R:NOUN', 'noop', 'UNK', 'M:DET', 'the', '-NONE-', 'REQUIRED', '', 'a b', 'é', '𝐀', "it's", 'A'];
  const separators = ['||||', '||', '|||\r'];
  const lines: string[] = [];
  const blockCount = 1 + Math.floor(random() * 4);
  for (let b = 0; b < blockCount; b++) {
    lines.push(pick(['S The cat sat .', 'S ', 'S', '', 'S a\u00a0b', 'SA x', ' S x', 'A 0 1|||R:X|||y|||REQUIRED|||-NONE-|||0']));
    const edits = Math.floor(random() * 4);
    for (let e = 0; e < edits; e++) {
      // Mostly spans that lie inside most of the sentences below, so that the reading paths past the span check
      // are exercised too.
      const span = random() < 0.7 ? pick(['0 0', '0 1', '-1 -1', '1 2']) : `${number()}${odd([' '], spaces)}${number()}`;
      let edit = `${odd(['A '], ['A', 'B ', ''])}${span}`;
      const fields = odd([5], [1, 2, 3, 4, 6]);
      for (let f = 0; f < fields; f++) edit += odd(['|||'], separators) + (f === fields - 1 ? number() : pick(words));
      lines.push(edit);
    }
    lines.push(pick(['', '', '', ' ', '\n', '\t']));
  }
  const joined = lines.join(pick(['\n', '\n', '\r\n', '\r']));
  return pick(['', '\n', ' \n\u3000', '\n\n']) + joined + pick(['', '\n', '\n\n \t', '\u0085']);
}

test('the M2 reader agrees with a transcription of compare_m2.py on 20,000 random texts (blocks, sentences, edits, line numbers, errors)', () => {
  let seed = 20261124;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  let errors = 0;
  for (let i = 0; i < 20000; i++) {
    const text = randomText(random);
    const expected = oracle(text);
    if (expected === 'error') errors++;
    assert.deepEqual(ours(text), expected, JSON.stringify(text));
    if (expected !== 'error') assert.equal(new ErrantM2Reader(text).count(), expected.length, JSON.stringify(text));
  }
  // Both outcomes are exercised.
  assert.ok(errors > 2000 && errors < 18000, `${errors} texts rejected`);
});

test('an edit span outside its sentence, reversed or negative is an input error with file and line; -1 -1 is not', () => {
  const block = (span: string) => `S a b c\nA 0 1|||R:X|||d|||REQUIRED|||-NONE-|||0\nA ${span}|||R:X|||d|||REQUIRED|||-NONE-|||0\n`;
  const error = (span: string) => {
    try {
      parseErrantM2(`S x\n\n${block(span)}`, 'f.m2');
      return 'ok';
    } catch (e) {
      assert.ok(e instanceof GecvalInputError, String(e));
      return e.format();
    }
  };
  assert.equal(error('-1 -1'), 'ok');
  assert.equal(error('3 3'), 'ok');
  assert.equal(error('0 3'), 'ok');
  assert.equal(error('2 1'), 'f.m2:5: edit span 2 1 is invalid, expected -1 -1 (no edit) or 0 <= start <= end');
  assert.equal(error('-1 2'), 'f.m2:5: edit span -1 2 is invalid, expected -1 -1 (no edit) or 0 <= start <= end');
  assert.equal(error('1 4'), 'f.m2:5: edit span 1 4 is outside the sentence, which has 3 tokens');
  assert.equal(error('4 4'), 'f.m2:5: edit span 4 4 is outside the sentence, which has 3 tokens');
});

test('Python string helpers: strip, split and word count over Python 3 whitespace', () => {
  const text = '\u3000 a\u00a0b\tc\u2028 d\u0085';
  assert.equal(python3Strip(text), 'a\u00a0b\tc\u2028 d');
  assert.deepEqual(python3Split(text), ['a', 'b', 'c', 'd']);
  assert.equal(python3WordCount(text), 4);
  assert.deepEqual(python3Split('\u200b x'), ['\u200b', 'x']); // zero-width space is not whitespace in Python
  assert.equal(python3WordCount(''), 0);
});

test('errant-compare on M2 files reports faults as reading whole files would: the reference first, then the hypothesis, then the lengths', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-errant-order-'));
  const good = 'S a b\nA 0 1|||R:X|||c|||REQUIRED|||-NONE-|||0\n\nS c d\nA 1 2|||R:X|||e|||REQUIRED|||-NONE-|||0\n';
  const badLast = 'S a b\nA 0 1|||R:X|||c|||REQUIRED|||-NONE-|||0\n\nS c d\nA one 2|||R:X|||e|||REQUIRED|||-NONE-|||0\n';
  const badFirst = 'S a b\nA 0 1|||R:X\n\nS c d\nA 1 2|||R:X|||e|||REQUIRED|||-NONE-|||0\n';
  const short = 'S a b\nA 0 1|||R:X|||c|||REQUIRED|||-NONE-|||0\n';
  for (const [name, text] of Object.entries({ good, badLast, badFirst, short })) writeFileSync(join(dir, `${name}.m2`), text);
  const run = (hyp: string, ref: string) => {
    try {
      runErrantCompareM2({ hyp: join(dir, `${hyp}.m2`), ref: join(dir, `${ref}.m2`) });
      return 'ok';
    } catch (error) {
      assert.ok(error instanceof GecvalInputError, String(error));
      return error.format().replace(`${dir}/`, '');
    }
  };
  assert.equal(run('good', 'good'), 'ok');
  // A fault late in the reference is reported before one early in the hypothesis.
  assert.match(run('badFirst', 'badLast'), /^badLast\.m2:5: edit span 'one 2' is not two integers/u);
  assert.match(run('badLast', 'good'), /^badLast\.m2:5: /u);
  assert.match(run('badFirst', 'good'), /^badFirst\.m2:2: not an M2 edit line/u);
  // A bad block is reported before a difference in length, and a missing hypothesis after a bad reference.
  assert.match(run('short', 'badLast'), /^badLast\.m2:5: /u);
  assert.match(run('short', 'good'), /^short\.m2: has 1 sentences but .*good\.m2 has 2/u);
  assert.match(run('missing', 'badLast'), /^badLast\.m2:5: /u);
  assert.match(run('missing', 'good'), /^missing\.m2: no such file/u);
  // With beta 0, a first sentence with no hypothesis edits makes ERRANT's F divide by zero (P = 1, R = 0): an input
  // error, reported only when both files read whole are good.
  writeFileSync(join(dir, 'none.m2'), 'S a b\n\nS c d\n');
  const zero = (ref: string) => {
    try {
      runErrantCompareM2({ hyp: join(dir, 'none.m2'), ref: join(dir, `${ref}.m2`), beta: 0 });
      return 'ok';
    } catch (error) {
      assert.ok(error instanceof GecvalInputError, String(error));
      return error.format().replace(`${dir}/`, '');
    }
  };
  assert.match(zero('good'), /F-score undefined for beta 0/u);
  assert.match(zero('badLast'), /^badLast\.m2:5: /u);
});
