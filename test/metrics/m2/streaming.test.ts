import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readM2 } from '../../../src/formats/m2.js';
import { GecvalInputError } from '../../../src/core/errors.js';
import { scoreM2 } from '../../../src/metrics/m2/corpus.js';
import { goldFromM2, type GoldSentence } from '../../../src/metrics/m2/gold.js';
import { buildBasicLattice } from '../../../src/metrics/m2/lattice.js';
import { resolveM2Options } from '../../../src/metrics/m2/options.js';
import { pythonFixed, pythonSplit } from '../../../src/metrics/m2/python-text.js';
import { scoreSentenceAnnotators } from '../../../src/metrics/m2/sentence.js';
import { exactBestPaths } from '../../../src/metrics/m2/streaming.js';
import { dataPath } from '../../helpers/shared.js';
import { referenceBestPaths } from './reference/paths.js';

const official = readM2(dataPath('conll14', 'official-2014.combined.m2'));
const officialGold = official.map(goldFromM2);
const bart = readFileSync(dataPath('seeda', 'outputs', 'all', 'BART.txt'), 'utf8').split('\n').slice(0, official.length);

function samePaths(gold: GoldSentence, hypothesis: readonly string[], maxUnchangedWords: number): void {
  const lattice = buildBasicLattice(gold.tokens, hypothesis);
  const streamed = exactBestPaths({ source: gold.tokens, hypothesis, lattice, annotators: gold.annotations, maxUnchangedWords });
  const reference = referenceBestPaths(gold.tokens, hypothesis, lattice, gold.annotations, maxUnchangedWords);
  assert.deepEqual(streamed, reference, `${gold.source} => ${hypothesis.join(' ')}`);
}

/** A seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('streaming paths equal the materialised graph on 400 seeded random edits of CoNLL sentences (max unchanged 0-3)', () => {
  const next = random(17);
  for (let trial = 0; trial < 400; trial++) {
    const gold = officialGold[Math.floor(next() * officialGold.length)]!;
    if (gold.tokens.length > 40) continue;
    // Random substitutions, deletions, insertions and repeated tokens, some taken from the gold corrections.
    const vocabulary = ['the', 'a', ',', '.', ...gold.annotations.flatMap((a) => a.edits.flatMap((e) => e.corrections.flatMap(pythonSplit)))];
    const hypothesis: string[] = [];
    for (const token of gold.tokens) {
      const roll = next();
      if (roll < 0.1) continue;
      if (roll < 0.2) hypothesis.push(vocabulary[Math.floor(next() * vocabulary.length)]!);
      else hypothesis.push(token);
      if (next() < 0.1) hypothesis.push(vocabulary[Math.floor(next() * vocabulary.length)]!);
    }
    samePaths(gold, hypothesis, trial % 4);
  }
});

test('streaming paths equal the materialised graph on a 120-token repeated-word output', () => {
  const gold = officialGold.find((s) => s.tokens.length >= 20 && s.tokens.includes('the'))!;
  samePaths(gold, Array(120).fill('the'), 2);
});

// How long these take is measured by bench/m2/pathological.ts; a test asserts results only (a busy machine must not fail it).
test('BART (SEEDA) sentence 333, a 95-token output: annotator 0 gets m2scorer\'s 5 correct / 14 proposed / 31 gold', () => {
  const value = scoreSentenceAnnotators(bart[332]!, officialGold[332]!, resolveM2Options());
  assert.deepEqual([value[0]!.correct, value[0]!.proposed, value[0]!.gold], [5, 14, 31]);
});

test('BART (SEEDA) on CoNLL-2014: F0.5 0.5030 as m2scorer prints it (the SEEDA README publishes 50.30)', () => {
  const result = scoreM2(bart, official);
  assert.equal(pythonFixed(result.f, 4), '0.5030');
});

test('a 300-token repeated-word output is scored exactly (its lattice within the exact search\'s limits, not refused)', () => {
  const gold = officialGold.find((s) => s.tokens.length >= 20 && s.tokens.includes('the'))!;
  const value = scoreSentenceAnnotators(Array(300).fill('the').join(' '), gold, resolveM2Options());
  // One merged edit per stretch: nothing of the source survives but its "the"s.
  for (const annotator of value) assert.ok(annotator.proposed > 0 && annotator.proposed <= gold.tokens.length);
});

test('a lattice past the limits fails loudly with an input error naming the sentence, never an approximation', () => {
  const gold = officialGold.find((s) => s.tokens.length >= 20)!;
  const hypothesis = Array(300).fill('zzz');
  const lattice = buildBasicLattice(gold.tokens, hypothesis);
  assert.throws(
    () => exactBestPaths({ source: gold.tokens, hypothesis, lattice, annotators: gold.annotations, maxUnchangedWords: 2, limits: { maxPairs: 1000, maxBytes: 1e9 }, where: 'hyp.txt:7' }),
    (error: unknown) => error instanceof GecvalInputError && /^hyp\.txt:7: .*too large to score exactly/.test(error.message),
  );
  const hypotheses = official.map((s) => s.source);
  hypotheses[3] = Array(3000).fill('zzz').join(' ');
  assert.throws(() => scoreM2(hypotheses, official), (error: unknown) => error instanceof GecvalInputError && /^sentence 4 \(gold S line \d+\): /.test(error.message));
});
