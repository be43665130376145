/**
 * Seeded fuzzing of every reader and the M² scorer: generated and mutated inputs must either succeed or fail with
 * a GecvalInputError (the one-line, exit-2 kind) — never another exception (an internal error, exit 70), never a
 * hang, and never success on input that is invalid by construction. The seed is fixed so that a failure is
 * reproducible; FUZZ_SEED and FUZZ_SCALE change it locally.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SeededRandom } from '../../src/core/random.js';
import { isInputError } from '../../src/core/errors.js';
import { decodeUtf8, splitLines } from '../../src/formats/text-file.js';
import { annotatorsOf, correctionAlternatives, editsOf, parseM2, formatM2, makeEdit, type M2Sentence } from '../../src/formats/m2.js';
import { checkParallel } from '../../src/formats/parallel.js';
import { parseJsonText } from '../../src/formats/json-text.js';
import { scoreM2 } from '../../src/metrics/m2/corpus.js';
import { parseUccaXml } from '../../src/ucca/xml.js';
import { parseUccaJsonLines, toUccaJson } from '../../src/ucca/json.js';
import { readPairwiseJudgments } from '../../src/analyses/maege/chr.js';
import { parseReportConfig } from '../../src/report/config.js';
import { dataPath } from '../helpers/shared.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const n = (count: number) => Math.max(1, Math.round(count * SCALE));

/** Runs `fn`; returns 'ok' or 'input-error'; rethrows anything else with the case that caused it. */
function outcome(what: string, input: string, fn: () => unknown): 'ok' | 'input-error' {
  try {
    fn();
    return 'ok';
  } catch (error) {
    if (isInputError(error)) return 'input-error';
    throw new Error(`${what}: internal error on input ${JSON.stringify(input.slice(0, 400))}: ${(error as Error).stack ?? String(error)}`);
  }
}

const WORDS = ['the', 'a', 'cat', 'dogs', 'go', 'goes', 'to', 'school', '.', ',', 'he', 'She', 'is', 'are', 'not', 'in', 'on', 'very', 'good', 'x'];
const ODD = ['|', '|||', '\t', '\r', ' ', '\u00a0', 'é', 'e\u0301', '\ufeff', '"', '<', '>', '&', '-1', '999999', '', 'A ', 'S '];

function sentence(rng: SeededRandom, min = 1, max = 12): string[] {
  return Array.from({ length: rng.integer(min, max) }, () => WORDS[rng.integer(0, WORDS.length - 1)]!);
}

function validM2(rng: SeededRandom, sentences: number): M2Sentence[] {
  return Array.from({ length: sentences }, () => {
    const tokens = sentence(rng);
    const annotators = rng.integer(1, 3);
    const edits = [];
    for (let a = 0; a < annotators; a++) {
      let at = 0;
      const count = rng.integer(0, 3);
      for (let e = 0; e < count && at <= tokens.length; e++) {
        const start = rng.integer(at, tokens.length);
        const end = rng.integer(start, Math.min(tokens.length, start + 2));
        const correction = rng.float() < 0.2 ? '' : sentence(rng, 1, 2).join(' ');
        edits.push(makeEdit(start, end, rng.float() < 0.5 ? 'R:OTHER' : 'M:DET', correction, a));
        at = end + 1;
      }
    }
    return { source: tokens.join(' '), tokens, edits, line: 0 };
  });
}

function mutateText(rng: SeededRandom, text: string): string {
  let out = text;
  const steps = rng.integer(1, 3);
  for (let s = 0; s < steps; s++) {
    const at = rng.integer(0, out.length);
    switch (rng.integer(0, 6)) {
      case 0: // delete a span
        out = out.slice(0, at) + out.slice(Math.min(out.length, at + rng.integer(1, 8)));
        break;
      case 1: // insert an odd string
        out = out.slice(0, at) + ODD[rng.integer(0, ODD.length - 1)]! + out.slice(at);
        break;
      case 2: // replace a digit run by another number
        out = out.replace(/\d+/u, String(rng.integer(-3, 40)));
        break;
      case 3: // duplicate a line
        {
          const lines = out.split('\n');
          const i = rng.integer(0, lines.length - 1);
          lines.splice(i, 0, lines[i]!);
          out = lines.join('\n');
        }
        break;
      case 4: // drop a line
        {
          const lines = out.split('\n');
          lines.splice(rng.integer(0, lines.length - 1), 1);
          out = lines.join('\n');
        }
        break;
      case 5: // truncate
        out = out.slice(0, at);
        break;
      default: // CRLF line ends
        out = out.replace(/\n/gu, '\r\n');
    }
  }
  return out;
}

/**
 * Whether an annotator lists two gold edits with the same span and a common correction. m2scorer 3.2 then lets one
 * system edit match both (it counts a duplicated gold edit twice), so precision can exceed 1; gecval keeps that
 * for parity (the Bryant & Ng files A1.m2 and A4.m2 each hold one such duplicate).
 */
function hasDuplicateGoldEdit(sentences: readonly M2Sentence[]): boolean {
  return sentences.some((sentence) =>
    annotatorsOf(sentence).some((annotator) => {
      const seen = new Set<string>();
      for (const edit of editsOf(sentence, annotator)) {
        for (const alternative of correctionAlternatives(edit)) {
          const key = `${edit.start} ${edit.end} ${alternative}`;
          if (seen.has(key)) return true;
          seen.add(key);
        }
      }
      return false;
    }),
  );
}

test('M2 with a duplicated gold edit scores as m2scorer 3.2 does (precision above 1)', () => {
  // m2scorer 3.2 (python2 scripts/m2scorer.py) on this input printed P 2.0000, R 1.0000, F_0.5 1.6667.
  const gold = parseM2(
    [
      'S dogs , to',
      'A 2 2|||R:OTHER|||, She|||REQUIRED|||-NONE-|||0',
      'A 3 3|||R:OTHER|||not|||REQUIRED|||-NONE-|||0',
      'A 0 2|||R:OTHER|||the|||REQUIRED|||-NONE-|||1',
      'A 0 2|||R:OTHER|||the|||REQUIRED|||-NONE-|||1',
      'A 0 2|||R:OTHER|||the|||REQUIRED|||-NONE-|||1',
      'A 3 3|||M:DET|||dogs|||REQUIRED|||-NONE-|||1',
      '',
      '',
    ].join('\n'),
    'dup.m2',
  );
  assert.ok(hasDuplicateGoldEdit(gold));
  const scored = scoreM2(['the to dogs'], gold);
  assert.equal(scored.precision, 2);
  assert.equal(scored.recall, 1);
  assert.ok(Math.abs(scored.f - 1.6667) < 5e-5, String(scored.f));
});

test('fuzz: M2 reader and MaxMatch scorer on mutated M2 files and random hypotheses', { timeout: HANG_TIMEOUT_MS }, () => {
  const rng = new SeededRandom(SEED);
  const counts = { ok: 0, 'input-error': 0 };
  for (let i = 0; i < n(3000); i++) {
    const text = formatM2(validM2(rng, rng.integer(1, 3)));
    const mutated = rng.float() < 0.8 ? mutateText(rng, text) : text;
    const bytes = Buffer.from(mutated, 'utf8');
    let parsed: M2Sentence[] = [];
    const result = outcome('M2 reader', mutated, () => {
      parsed = parseM2(decodeUtf8(bytes, 'fuzz.m2'), 'fuzz.m2');
    });
    counts[result]++;
    if (result !== 'ok' || parsed.length === 0) continue;
    const hypotheses = parsed.map((s) => (rng.float() < 0.3 ? s.source : sentence(rng, 0, 14).join(' ')));
    outcome('M2 scorer', `${mutated}\n--- hyp ---\n${hypotheses.join('\n')}`, () => {
      const scored = scoreM2(hypotheses, parsed, { maxUnchangedWords: rng.integer(0, 3), beta: rng.float() * 2 });
      const max = hasDuplicateGoldEdit(parsed) ? Number.POSITIVE_INFINITY : 1;
      for (const value of [scored.precision, scored.recall, scored.f]) assert.ok(value >= 0 && value <= max, `score ${value} outside [0,${max}]`);
    });
  }
  assert.ok(counts.ok > 300 && counts['input-error'] > 300, `both outcomes exercised: ${JSON.stringify(counts)}`);
});

test('fuzz: M2 input that is invalid by construction is always rejected', () => {
  const rng = new SeededRandom(SEED + 1);
  const breakers: ((text: string) => string)[] = [
    (t) => t.replace(/\|\|\|REQUIRED/u, ''), // 5 fields
    (t) => t.replace(/^A (\d+) (\d+)/mu, 'A $2x $1'), // non-integer span
    (t) => t.replace(/^A \d+ \d+/mu, 'A 5 2'), // start > end
    (t) => t.replace(/^A \d+ \d+/mu, 'A 0 999'), // outside the sentence
    (t) => t.replace(/\|\|\|(\d+)$/mu, '|||-$1'), // negative annotator
    (t) => t.replace(/\|\|\|(\d+)$/mu, '|||one'), // non-integer annotator
    (t) => `A 0 1|||R:OTHER|||x|||REQUIRED|||-NONE-|||0\n${t}`, // edit before any S line
    (t) => t.replace(/\n\n/u, '\nS another sentence\n'), // S before the blank line
    (t) => t.replace(/^S /mu, 'Q '), // unknown line kind
    (t) => t.replace(/^(S [^\n]*)/mu, '$1\u0000'), // NUL byte
  ];
  for (let i = 0; i < n(1000); i++) {
    const sentences = validM2(rng, 2);
    sentences[0] = { ...sentences[0]!, edits: [makeEdit(0, 1, 'R:OTHER', 'x', 0), ...sentences[0]!.edits.slice(1)] };
    const text = formatM2(sentences);
    const broken = breakers[i % breakers.length]!(text);
    assert.notEqual(broken, text);
    const result = outcome('M2 reader (invalid)', broken, () => parseM2(decodeUtf8(Buffer.from(broken, 'utf8'), 'bad.m2'), 'bad.m2'));
    assert.equal(result, 'input-error', `accepted invalid M2 (breaker ${i % breakers.length}): ${JSON.stringify(broken)}`);
  }
});

test('fuzz: parallel text — random bytes decode or fail at a line; mismatched line counts always fail', () => {
  const rng = new SeededRandom(SEED + 2);
  for (let i = 0; i < n(2000); i++) {
    const bytes = Buffer.from(Array.from({ length: rng.integer(0, 60) }, () => (rng.float() < 0.7 ? rng.integer(0x20, 0x7e) : rng.integer(0, 255))));
    let lines: string[] = [];
    const result = outcome('text decoding', bytes.toString('latin1'), () => {
      lines = splitLines(decodeUtf8(bytes, 'fuzz.txt'));
    });
    if (result !== 'ok') continue;
    assert.ok(lines.every((line) => !line.includes('\n') && !line.endsWith('\r') && !line.includes('\u0000')));
    const other = { path: 'other.txt', lines: lines.concat(rng.float() < 0.5 ? ['extra'] : []) };
    const mine = { path: 'fuzz.txt', lines };
    const same = other.lines.length === lines.length;
    assert.equal(outcome('checkParallel', lines.join('\n'), () => checkParallel([mine, other])), same ? 'ok' : 'input-error');
  }
});

function uccaSamples(): string[] {
  const dir = dataPath('ucca', 'nucle-annotations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .slice(0, 4)
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

test('fuzz: UCCA XML and ucca-json readers on mutated real passages', { timeout: HANG_TIMEOUT_MS }, () => {
  const rng = new SeededRandom(SEED + 3);
  const samples = uccaSamples();
  const counts = { ok: 0, 'input-error': 0 };
  for (let i = 0; i < n(1500); i++) {
    const xml = samples[i % samples.length]!;
    const mutated = mutateText(rng, xml);
    counts[outcome('UCCA XML reader', mutated, () => parseUccaXml(mutated, { file: 'fuzz.xml' }))]++;
  }
  assert.ok(counts['input-error'] > 100, JSON.stringify(counts));
  const json = samples.map((xml) => JSON.stringify(toUccaJson(parseUccaXml(xml, { file: 'sample.xml' }))));
  for (let i = 0; i < n(1500); i++) {
    const mutated = mutateText(rng, json[i % json.length]!);
    outcome('ucca-json reader', mutated, () => parseUccaJsonLines(mutated, 'fuzz.jsonl'));
  }
});

test('fuzz: pairwise-judgment CSV reader (GJG15/NSPT15 format)', () => {
  const rng = new SeededRandom(SEED + 4);
  const real = readFileSync(dataPath('human', 'grundkiewicz2015', '8judgments.csv'), 'utf8').split('\n').slice(0, 30).join('\n');
  const dir = mkdtempSync(join(tmpdir(), 'gecval-fuzz-csv-'));
  for (let i = 0; i < n(800); i++) {
    const mutated = mutateText(rng, real);
    const file = join(dir, `j${i % 8}.csv`);
    writeFileSync(file, mutated);
    outcome('judgment reader', mutated, () => readPairwiseJudgments(file, { indexColumn: 'srcIndex', sentences: 1312 }));
  }
});

test('fuzz: JSON text and report configurations', () => {
  const rng = new SeededRandom(SEED + 5);
  const valid = JSON.stringify({ title: 't', dataset: { source: 's.txt', m2: 'g.m2', systems: ['a.txt', 'B=b.txt'] }, metrics: ['gleu'], bootstrap: { resamples: 100, seed: 1 }, maege: { metrics: ['bleu'], seed: 1 } }, null, 1);
  const counts = { ok: 0, 'input-error': 0 };
  for (let i = 0; i < n(1500); i++) {
    const mutated = mutateText(rng, valid);
    counts[outcome('config', mutated, () => parseReportConfig(parseJsonText(mutated, 'fuzz.json'), '/tmp', 'fuzz.json'))]++;
  }
  assert.ok(counts.ok > 50 && counts['input-error'] > 500, JSON.stringify(counts));
  // Values of the wrong type in an otherwise valid configuration are named, never accepted silently.
  const base = JSON.parse(valid) as Record<string, unknown>;
  for (const [key, value] of [['metrics', 3], ['bootstrap', { resamples: -1 }], ['dataset', []], ['maege', { metrics: ['cmd:rm -rf /'] }], ['sections', { nope: true }], ['extra', 1]] as const) {
    assert.equal(outcome('config (invalid)', key, () => parseReportConfig({ ...base, [key]: value }, '/tmp', 'bad.json')), 'input-error', `accepted ${key}=${JSON.stringify(value)}`);
  }
});
