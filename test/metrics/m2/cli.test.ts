import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../../helpers/shared.js';

const examples = new URL('../../fixtures/m2/examples/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'gecval-m2-'));
function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}
const goldText = 'S a b c .\nA 1 2|||X|||B|||REQUIRED|||-NONE-|||0\n\nS d e .\n\n';

function expectError(args: string[], pattern: RegExp): void {
  const result = runCli(args);
  assert.equal(result.status, 2, result.stderr);
  assert.equal(result.stdout, '');
  const lines = result.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, result.stderr);
  assert.match(lines[0]!, pattern);
}

test('plain output has the official three lines plus the signature', () => {
  const result = runCli(['m2', dataPath('conll14', 'systems', 'AMU.txt'), dataPath('conll14', 'official-2014.combined.m2')]);
  assert.equal(result.status, 0, result.stderr);
  const lines = result.stdout.trimEnd().split('\n');
  assert.deepEqual(lines.slice(0, 3), ['Precision   : 0.4162', 'Recall      : 0.2140', 'F_0.5       : 0.3501']);
  assert.match(lines[3]!, /^Signature   : m2\|beta:0\.5\|max_unchanged:2\|ws_case:kept\|scorer:m2scorer-3\.2\|version:/);
});

test('--json prints the documented keys; --beta shows in the numbers and the signature', () => {
  const result = runCli(['m2', '--json', '--beta', '1', `${examples}sys2.txt`, `${examples}gold.m2`]);
  assert.equal(result.status, 0, result.stderr);
  const json = JSON.parse(result.stdout) as Record<string, unknown>;
  assert.deepEqual(Object.keys(json), ['precision', 'recall', 'f', 'beta', 'correct', 'proposed', 'gold', 'signature']);
  assert.deepEqual([json.correct, json.proposed, json.gold, json.beta], [3, 6, 8, 1]);
  assert.equal(json.f, (2 * 0.5 * 0.375) / (0.5 + 0.375));
  assert.match(String(json.signature), /beta:1\|/);
});

test('--verbose prints one JSON line per sentence with the chosen annotator and the edits', () => {
  const result = runCli(['m2', '--verbose', `${examples}sys1.txt`, `${examples}gold.m2`]);
  assert.equal(result.status, 0, result.stderr);
  const lines = result.stdout.trimEnd().split('\n');
  const records = lines.slice(0, 6).map((l) => JSON.parse(l) as { line: number; annotator: number; systemEdits: unknown[]; goldEdits: unknown[]; correct: number });
  assert.deepEqual(records.map((r) => r.line), [1, 2, 3, 4, 5, 6]);
  assert.deepEqual(records[3], {
    ...records[3],
    annotator: 0,
    correct: 2, // one deletion matches two identical gold edits and counts twice, as in m2scorer
    systemEdits: [{ start: 1, end: 2, original: 'am', correction: '' }],
  });
  assert.equal(lines[6], 'Precision   : 0.8333');
});

test('--ignore-whitespace-casing and --max-unchanged-words reach the scorer (numbers from m2scorer on the worked example)', () => {
  const counts = (args: string[]) => {
    const result = runCli(['m2', '--json', ...args, `${examples}sys1.txt`, `${examples}gold.m2`]);
    assert.equal(result.status, 0, result.stderr);
    const json = JSON.parse(result.stdout) as Record<string, number>;
    return [json.correct, json.proposed, json.gold];
  };
  assert.deepEqual(counts([]), [10, 12, 11]);
  assert.deepEqual(counts(['--ignore-whitespace-casing']), [10, 11, 11]);
  assert.deepEqual(counts(['--max-unchanged-words', '0']), [9, 12, 11]);
});

test('bad input: an edit outside the sentence names the M2 file and line', () => {
  const gold = file('outside.m2', 'S a b c .\nA 3 7|||X|||y|||REQUIRED|||-NONE-|||0\n\n');
  expectError(['m2', file('h1.txt', 'a b c .\n'), gold], new RegExp(`^gecval: error: ${gold}:2: edit span 3 7 is outside the sentence`));
});

test('bad input: overlapping edits of one annotator are kept like m2scorer, or rejected with --strict-gold', () => {
  const gold = file('overlap.m2', 'S a b c d .\nA 0 2|||X|||x|||REQUIRED|||-NONE-|||0\nA 1 3|||X|||y|||REQUIRED|||-NONE-|||0\n\n');
  const hyp = file('h2.txt', 'x c d .\n');
  const lenient = runCli(['m2', '--json', hyp, gold]);
  assert.equal(lenient.status, 0, lenient.stderr);
  assert.deepEqual(((j) => [j.correct, j.proposed, j.gold])(JSON.parse(lenient.stdout) as Record<string, number>), [1, 1, 2]);
  expectError(['m2', '--strict-gold', hyp, gold], new RegExp(`^gecval: error: ${gold}:3: edit 1 3 of annotator 0 overlaps edit 0 2 on line 2`));
});

test('a gold edit repeated by its annotator is scored as m2scorer scores it (counted per copy: P = 2.0 here) and named on stderr', () => {
  // m2scorer 3.2 on these two files: PROPOSED 1, GOLD 2, P = 2.0, R = 1.0, F_0.5 = 1.6667
  const gold = file('repeat.m2', 'S a b c .\nA 1 2|||X|||B|||REQUIRED|||-NONE-|||0\nA 1 2|||Y|||B|||REQUIRED|||-NONE-|||0\n\n');
  const hyp = file('repeat.txt', 'a B c .\n');
  const out = runCli(['m2', '--json', hyp, gold]);
  assert.equal(out.status, 0, out.stderr);
  assert.deepEqual(((j) => [j.precision, j.recall, j.correct, j.proposed, j.gold])(JSON.parse(out.stdout) as Record<string, number>), [2, 1, 2, 1, 2]);
  assert.match(out.stderr, new RegExp(`^gecval: warning: ${gold}:3: annotator 0 repeats the edit of line 2 \\(span 1 2, same correction\\)`, 'm'));
  // the real case: two repeats in the bn10 references, each named once in a leaderboard of two systems
  const bn10 = dataPath('conll14', 'bn10-combined.m2');
  const batch = runCli(['m2', '--tsv', '--jobs', '1', '--gold', bn10, dataPath('conll14', 'systems', 'AMU.txt'), dataPath('conll14', 'systems', 'UFC.txt')]);
  assert.equal(batch.status, 0, batch.stderr);
  const warnings = batch.stderr.split('\n').filter((l) => l.startsWith('gecval: warning:'));
  assert.deepEqual(warnings.map((l) => /:(\d+): annotator (\d+) repeats the edit of line (\d+)/.exec(l)!.slice(1).map(Number)), [[12038, 0, 12037], [30352, 3, 30351]]);
});

test('gecval score with an M2-gold metric names repeated gold edits too, once per place however many systems', () => {
  const gold = file('repeat-score.m2', 'S a b c .\nA 1 2|||X|||B|||REQUIRED|||-NONE-|||0\nA 1 2|||Y|||B|||REQUIRED|||-NONE-|||0\n\n');
  const hyp = file('repeat-score.txt', 'a B c .\n');
  const other = file('repeat-score-2.txt', 'a b c .\n');
  const warning = new RegExp(`^gecval: warning: ${gold}:3: annotator 0 repeats the edit of line 2`);
  const one = runCli(['score', '--metric', 'm2', '--json', '--m2', gold, hyp]);
  assert.equal(one.status, 0, one.stderr);
  assert.ok(Math.abs((JSON.parse(one.stdout) as { corpus: number }).corpus - 5 / 3) < 1e-12, one.stdout); // m2scorer: P 2.0, R 1.0, F0.5 1.6667
  assert.deepEqual(one.stderr.split('\n').filter((l) => l.startsWith('gecval: warning:')).length, 1);
  assert.match(one.stderr, new RegExp(warning.source, 'm'));
  for (const metric of ['m2', 'sent-m2']) {
    const batch = runCli(['score', '--metric', metric, '--tsv', '--m2', gold, hyp, other]);
    assert.equal(batch.status, 0, batch.stderr);
    const warnings = batch.stderr.split('\n').filter((l) => l.startsWith('gecval: warning:'));
    assert.equal(warnings.length, 1, batch.stderr);
    assert.match(warnings[0]!, warning);
  }
  const clean = runCli(['score', '--metric', 'm2', '--m2', file('clean.m2', goldText), file('clean.txt', 'a B c .\nd e .\n')]);
  assert.equal(clean.status, 0, clean.stderr);
  assert.doesNotMatch(clean.stderr, /warning/u);
});

test('bad input: more or fewer hypothesis lines than M2 sentences', () => {
  const gold = file('two.m2', goldText);
  const more = file('more.txt', 'a B c .\nd e .\nextra\n');
  const fewer = file('fewer.txt', 'a B c .\n');
  expectError(['m2', more, gold], new RegExp(`^gecval: error: ${more}:3: has 3 lines but ${gold} \\(sentences\\) has 2`));
  expectError(['m2', fewer, gold], new RegExp(`^gecval: error: ${fewer}:2: has 1 lines but ${gold} \\(sentences\\) has 2`));
});

test('bad input: invalid UTF-8 names the line', () => {
  const gold = file('utf.m2', goldText);
  const hyp = file('bad-utf8.txt', Buffer.concat([Buffer.from('a B c .\nd '), Buffer.from([0xff, 0xfe]), Buffer.from(' .\n')]));
  expectError(['m2', hyp, gold], new RegExp(`^gecval: error: ${hyp}:2: invalid UTF-8`));
  const badGold = file('bad-utf8.m2', Buffer.concat([Buffer.from('S a b\n\nS c '), Buffer.from([0xc3]), Buffer.from('\n\n')]));
  expectError(['m2', hyp, badGold], new RegExp(`^gecval: error: ${badGold}:3: invalid UTF-8`));
});

test('an empty hypothesis line is an empty output (m2scorer reads it so: every source token is deleted)', () => {
  const gold = file('empty.m2', goldText);
  const result = runCli(['m2', '--verbose', file('empty.txt', 'a B c .\n\n'), gold]);
  assert.equal(result.status, 0, result.stderr);
  const second = JSON.parse(result.stdout.split('\n')[1]!) as { systemEdits: unknown[] };
  assert.deepEqual(second.systemEdits, [{ start: 0, end: 3, original: 'd e .', correction: '' }]);
});

test('bad options name the option', () => {
  const gold = file('opt.m2', goldText);
  const hyp = file('opt.txt', 'a B c .\nd e .\n');
  expectError(['m2', '--beta', 'abc', hyp, gold], /^gecval: error: option --beta expects a number, got 'abc'/);
  expectError(['m2', '--max-unchanged-words', '1.5', hyp, gold], /^gecval: error: option --max-unchanged-words expects an integer/);
  expectError(['m2', file('none.txt', ''), join(dir, 'missing.m2')], /missing\.m2: no such file/);
});
