import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partitionChunks, targetsFromM2 } from '../../../src/metrics/cleme/chunks.js';
import { classifyChunks, pyRound4 } from '../../../src/metrics/cleme/metric.js';
import { clemeMetricEntry, DEFAULT_CLEME_OPTIONS } from '../../../src/metrics/cleme/entry.js';
import { clemeChunks, clemeCounts, clemeResult, cleme2Result } from '../../../src/metrics/cleme/files.js';
import { parseM2, readM2 } from '../../../src/formats/m2.js';
import { isInputError } from '../../../src/core/errors.js';
import { dataPath, repoRoot } from '../../helpers/shared.js';

interface Expected {
  cleme: Record<string, { f: number; p: number; r: number; tp: number; fp: number; fn: number; tn: number; sentenceF: number; unweightedF: number }>;
  cleme2: Record<string, { score: number; hit: number; wrong: number; under: number; over: number; tp: number; fpNe: number; fpUn: number; fn: number; sentence: number }>;
}
const fixture = JSON.parse(readFileSync(`${repoRoot}/test/fixtures/metrics/cleme/conll14.json`, 'utf8')) as Record<string, Expected>;

test('CLEME: chunk partition and dependent/independent categories, worked example', () => {
  const [block] = parseM2(
    [
      'S a b c d',
      'A 1 2|||R|||x|||REQUIRED|||-NONE-|||0',
      'A 1 1|||M|||y|||REQUIRED|||-NONE-|||1',
      'A 3 4|||R|||z|||REQUIRED|||-NONE-|||1',
      '',
      'S a b c d',
      'A 1 2|||R|||x|||REQUIRED|||-NONE-|||0',
      '',
    ].join('\n'),
  );
  const [, hypBlock] = parseM2(['S a b c d', 'A 1 1|||M|||y|||REQUIRED|||-NONE-|||0', '', 'S a b c d', 'A 1 2|||R|||x|||REQUIRED|||-NONE-|||0', 'A 3 4|||R|||q|||REQUIRED|||-NONE-|||0', ''].join('\n'));
  const refs = targetsFromM2(block!);
  assert.deepEqual(refs.map((r) => r.tokens.join(' ')), ['a x c d', 'a y b c z']);
  const [hyp] = targetsFromM2(hypBlock!);
  // The insertion before b (ref 1) touches ref 0's b→x, so both merge into one chunk over source [1, 2).
  const chunks = partitionChunks(block!.tokens, [hyp!, ...refs]);
  assert.deepEqual(chunks.map((c) => c.map((x) => `${x.srcTokens.join(' ')}>${x.tgtTokens.join(' ')}${x.corrected ? '*' : ''}`)), [
    ['a>a', 'b>x*', 'c>c', 'd>q*'],
    ['a>a', 'b>x*', 'c>c', 'd>d'],
    ['a>a', 'b>y b*', 'c>c', 'd>z*'],
  ]);
  // Dependent: against ref 0 the hypothesis has a TP (b→x) and an unnecessary FP (d→q); against ref 1 a necessary
  // FP (b→x vs y b) and a necessary FP (d→q vs z). Independent: b→x is a TP (ref 0 has it), d→q a necessary FP.
  assert.deepEqual(classifyChunks(chunks[0]!, chunks.slice(1), 'dependent'), [['tn', 'tp', 'tn', 'fpUn'], ['tn', 'fpNe', 'tn', 'fpNe']]);
  assert.deepEqual(classifyChunks(chunks[0]!, chunks.slice(1), 'independent')[0], ['tn', 'tp', 'tn', 'fpNe']);
  // Python's round(x, 4) rounds the exact binary value half to even: 1/32 = 0.03125 → 0.0312, 3/32 → 0.0938.
  assert.equal(pyRound4(1 / 32), 0.0312);
  assert.equal(pyRound4(3 / 32), 0.0938);
  assert.equal(pyRound4(0.45675), 0.4567); // 0.45675 is stored just below the tie
});

test('CLEME and CLEME2.0 equal THUKElab/CLEME on CoNLL-2014 (5 SEEDA systems, both assumptions)', () => {
  const all = dataPath('seeda', 'outputs', 'all');
  const gold = readM2(dataPath('conll14', 'official-2014.combined.m2'));
  const lines = (f: string) => readFileSync(f, 'utf8').split('\n').slice(0, gold.length);
  const sources = lines(join(all, 'INPUT.txt'));
  const near = (a: number, b: number, what: string, tol = 1e-9) => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} vs CLEME ${b}`);
  for (const [system, expected] of Object.entries(fixture)) {
    const chunks = clemeChunks(sources, lines(join(all, `${system}.txt`)), gold);
    for (const assumption of ['dependent', 'independent'] as const) {
      const counts = clemeCounts(chunks, assumption);
      const e = expected.cleme[assumption]!;
      const r = clemeResult(counts, { ...DEFAULT_CLEME_OPTIONS, assumption });
      const d = r.details as Record<string, number>;
      const what = `${system} ${assumption}`;
      assert.equal(r.corpus, e.f, `${what} F`);
      assert.equal(d['p'], e.p, `${what} P`);
      assert.equal(d['r'], e.r, `${what} R`);
      for (const k of ['tp', 'fp', 'fn', 'tn'] as const) near(d[k]!, e[k], `${what} ${k}`);
      near(d['sentenceMean']!, e.sentenceF, `${what} sentence-level F`, 1e-12);
      assert.equal(clemeResult(counts, { ...DEFAULT_CLEME_OPTIONS, assumption, weighted: false }).corpus, e.unweightedF, `${what} unweighted F`);
      const c2 = cleme2Result(counts);
      const e2 = expected.cleme2[assumption]!;
      const d2 = c2.details as Record<string, number>;
      near(c2.corpus, e2.score, `${what} CLEME2.0`, 1e-12);
      for (const k of ['hit', 'wrong', 'under', 'over'] as const) near(d2[k]!, e2[k], `${what} ${k}`, 1e-12);
      near(d2['fpNecessary']!, e2.fpNe, `${what} fp_ne`);
      near(d2['fpUnnecessary']!, e2.fpUn, `${what} fp_un`);
      near(d2['sentenceMean']!, e2.sentence, `${what} SentCLEME2.0`, 1e-12);
    }
  }
});

test('CLEME: bad input gets one clear error', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-cleme-'));
  try {
    const w = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const source = w('src.txt', 'a b c\nd e\n');
    const hyp = w('hyp.txt', 'a x c\nd e\n');
    const m2 = w('gold.m2', 'S a b c\nA 1 2|||R|||x|||REQUIRED|||-NONE-|||0\n\nS d f\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n');
    await assert.rejects(clemeMetricEntry.scoreFiles({ source, hypothesis: hyp }, DEFAULT_CLEME_OPTIONS, {}), (e: unknown) => isInputError(e) && /--m2/u.test((e as Error).message));
    await assert.rejects(clemeMetricEntry.scoreFiles({ source, hypothesis: hyp, m2 }, DEFAULT_CLEME_OPTIONS, {}), (e: unknown) => isInputError(e) && /sentence 2 differs/u.test((e as Error).message));
    const good = w('gold2.m2', 'S a b c\nA 1 2|||R|||x|||REQUIRED|||-NONE-|||0\n\nS d e\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n');
    const result = await clemeMetricEntry.scoreFiles({ source, hypothesis: hyp, m2: good }, DEFAULT_CLEME_OPTIONS, {});
    assert.equal(result.corpus, 1);
    assert.deepEqual(result.sentences, [1, 1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
