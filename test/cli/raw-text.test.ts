import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

test('m2 --gold on raw paragraphs: the same table scored in this thread (held lines) and in worker threads (written files); errors name the user file', () => {
  // the first 40 sentences of the gold, and two systems' outputs for them glued back and joined into paragraphs
  const blocks = readFileSync(gold, 'utf8').split(/\n\n/u).slice(0, 40);
  const smallGold = join(dir, 'gold40.m2');
  writeFileSync(smallGold, `${blocks.join('\n\n')}\n\n`);
  const systems = ['AMU', 'CAMB'].map((name) => {
    const lines = readFileSync(dataPath('conll14', 'systems', `${name}.txt`), 'utf8').split('\n').slice(0, 40);
    const raw = lines.map((l) => l.replace(/ ([.,!?;:])/gu, '$1').replace(/ (n't|'s)/gu, '$1'));
    writeFileSync(join(dir, `${name}.detok`), `${raw.join('\n')}\n`);
    const file = join(dir, `${name}.para`);
    writeFileSync(file, [0, 5, 13, 20, 28, 33].map((from, k, starts) => raw.slice(from, starts[k + 1] ?? 40).join(' ')).join('\n') + '\n');
    return file;
  });
  const temp = mkdtempSync(join(dir, 'tmp-'));
  const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '3600', TMPDIR: temp };
  const run = (jobs: string, files: readonly string[], extra: readonly string[] = ['--segment']) =>
    runCli(['m2', '--tsv', '--jobs', jobs, '--gold', smallGold, '--tokenize', 'conll14', ...extra, ...files], { env });
  const inThread = run('1', systems);
  const workers = run('2', systems);
  assert.equal(inThread.status, 0, inThread.stderr);
  assert.equal(workers.stdout, inThread.stdout);
  assert.equal(workers.stderr, inThread.stderr);
  assert.match(inThread.stdout, /^AMU\tgold40\.m2\t/mu);
  assert.match(inThread.stderr, /segment: .*AMU\.para: 6 units/u);
  // one line too few after --tokenize: the scorer's error names the user's file in both cases
  const short = join(dir, 'short.txt');
  writeFileSync(short, 'A sentence.\n');
  for (const jobs of ['1', '2']) {
    const bad = run(jobs, [join(dir, 'AMU.detok'), short], []);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, new RegExp(`^gecval: error: ${short.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}:2: has 1 lines but .* \\(after --tokenize\\)\\n$`, 'u'));
  }
  // no prepared file is left behind
  assert.deepEqual(readdirSync(temp).filter((name) => name.startsWith('gecval-')), []);
  // JSON names the user's files, not the prepared copies (which are gone when it is read): m2's table and I-measure
  const json = runCli(['m2', '--json', '--jobs', '1', '--gold', smallGold, '--tokenize', 'conll14', '--segment', ...systems], { env });
  assert.equal(json.status, 0, json.stderr);
  assert.deepEqual(JSON.parse(json.stdout).results.map((r: { system: string; hypothesis: string }) => [r.system, r.hypothesis]), [['AMU', systems[0]], ['CAMB', systems[1]]]);
  const imeasure = runCli(['imeasure', '--json', '--m2', smallGold, '--tokenize', 'conll14', join(dir, 'AMU.detok')], { env });
  assert.equal(imeasure.status, 0, imeasure.stderr);
  assert.equal(JSON.parse(imeasure.stdout).hypothesis, join(dir, 'AMU.detok'));
});

test('--segment warns when most source sentences get no text (a file for another source, or a truncated one), and not on a real output', () => {
  // the first two sentences of AMU's output, raw, as if it were the whole output for CoNLL-2014
  const truncated = join(dir, 'truncated.txt');
  writeFileSync(truncated, `${amu.slice(0, 2).join(' ')}\n`);
  const scored = runCli(['m2', '--json', '--tokenize', 'conll14', '--segment', truncated, gold]);
  assert.equal(scored.status, 0, scored.stderr);
  assert.match(scored.stderr, /gecval: warning: .*truncated\.txt: 1310 of 1312 source sentences received no text from its 1 sentence \(scored as deleted\): is it the output for this source\?/u);
  const empty = join(dir, 'empty.txt');
  writeFileSync(empty, '');
  const seg = runCli(['segment', '--source', dataPath('conll14', 'source.txt'), '--tokenizer', 'conll14', empty]);
  assert.equal(seg.status, 0, seg.stderr);
  assert.match(seg.stderr, /gecval: warning: .*empty\.txt: has no text: all 1312 source sentences are scored as deleted/u);
  // AMU's whole output, re-segmented: no warning
  const whole = runCli(['m2', '--json', '--tokenize', 'conll14', '--segment', glued, gold]);
  assert.equal(whole.status, 0, whole.stderr);
  assert.doesNotMatch(whole.stderr, /warning/u);
});

test('an error about a re-segmented line names the user file and the source sentence, not a line of the file that does not hold it', () => {
  // AMU's sentences in reverse order: the alignment piles most of them onto one source sentence, whose lattice is
  // too large to score exactly (exit 2)
  const reversed = join(dir, 'reversed.txt');
  writeFileSync(reversed, `${[...amu].reverse().join('\n')}\n`);
  const r = runCli(['m2', '--tokenize', 'conll14', '--segment', reversed, gold]);
  assert.equal(r.status, 2, r.stderr);
  const error = r.stderr.split('\n').find((l) => l.startsWith('gecval: error:'))!;
  assert.match(error, /^gecval: error: \S*reversed\.txt: the M2 edit lattice .* \(the text segmented onto source sentence \d+, after --tokenize --segment\)$/u);
});
