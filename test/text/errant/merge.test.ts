import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, editsOf, readM2 } from '../../../src/formats/m2.js';
import { SeededRandom } from '../../../src/core/random.js';
import { alignTokens, AnnotationCache, extractEdits, extractM2, processSequence, ruleBasedSpans } from '../../../src/text/errant/index.js';
import { MAX_EXTRACTION_TOKENS } from '../../../src/text/errant/limits.js';
import { isInputError } from '../../../src/core/errors.js';
import type { Alignment, AlignmentOp, AnnotatedToken } from '../../../src/text/errant/types.js';
import { processSequenceOracle } from './merge-oracle.js';
import { dataPath } from '../../helpers/shared.js';
import { cpuSeconds } from '../../helpers/timeouts.js';

/** The spans of the oracle, grouped as ruleBasedSpans groups them (matches dropped, transpositions kept whole). */
function oracleSpans(alignment: Alignment): AlignmentOp[] {
  const spans: AlignmentOp[] = [];
  let run: AlignmentOp[] = [];
  const flush = () => {
    if (run.length > 0) spans.push(...processSequenceOracle(run, alignment));
    run = [];
  };
  for (const op of alignment.ops) {
    if (op.op === 'M') flush();
    else if (op.op.startsWith('T')) {
      flush();
      spans.push(op);
    } else run.push(op);
  }
  flush();
  return spans;
}

test('rule-based merging equals the plain transcription of ERRANT\'s rules on CoNLL-2014 (corrections of both annotators)', () => {
  const gold = readM2(dataPath('conll14', 'official-2014.combined.m2'));
  const cache = new AnnotationCache();
  let runs = 0;
  for (const annotator of [0, 1]) {
    for (const sentence of gold) {
      const orig = cache.annotate(sentence.tokens);
      const cor = cache.annotate(applyEdits(sentence.tokens, editsOf(sentence, annotator)));
      const alignment: Alignment = { orig, cor, ops: alignTokens(orig, cor) };
      const fast = ruleBasedSpans(alignment);
      assert.deepEqual(fast, oracleSpans(alignment), sentence.tokens.join(' '));
      runs += fast.length;
    }
  }
  assert.ok(runs > 5000, `spans compared: ${runs}`);
});

const POS = ['NOUN', 'VERB', 'AUX', 'PART', 'DET', 'ADJ', 'ADV', 'ADP', 'PUNCT', 'PRON'];
const WORDS = ['cat', 'Cat', 'the', 'The', "'s", 'sub', 'way', 'subway', 'a', 'acat', ',', '.', 'We', 'we', 'to', 'eat', 'eating', 'look', 'at', 'co-op', 'coop', 'his', 'her'];

function randomToken(random: SeededRandom): AnnotatedToken {
  const text = random.pick(WORDS);
  const pos = random.pick(POS);
  const tag = random.float() < 0.1 ? 'POS' : pos === 'NOUN' ? 'NN' : 'X';
  return { text, lower: text.toLowerCase(), pos, lemma: text.toLowerCase(), tag, dep: '', precededByAux: false };
}

test('rule-based merging equals the plain transcription on 3,000 seeded random runs of D, I and S operations', () => {
  const random = new SeededRandom(20261124);
  for (let round = 0; round < 3000; round++) {
    const orig: AnnotatedToken[] = [];
    const cor: AnnotatedToken[] = [];
    const seq: AlignmentOp[] = [];
    const length = random.integer(2, 12);
    for (let i = 0; i < length; i++) {
      const op = random.pick(['D', 'I', 'S', 'S'] as const);
      const oStart = orig.length;
      const cStart = cor.length;
      if (op !== 'I') orig.push(randomToken(random));
      if (op !== 'D') cor.push(randomToken(random));
      seq.push({ op, oStart, oEnd: orig.length, cStart, cEnd: cor.length });
    }
    const alignment: Alignment = { orig, cor, ops: seq };
    assert.deepEqual(processSequence(seq, alignment), processSequenceOracle(seq, alignment), `seed 20261124, round ${round}`);
  }
});

test('a 2,000-token line against a short correction merges in well under a second (it took minutes)', () => {
  const words = ['the', 'cat', 'sat', 'on', 'a', 'mat', ',', 'and'];
  const cache = new AnnotationCache();
  const orig = cache.annotate(Array.from({ length: 2000 }, (_, i) => words[i % words.length]!));
  const cor = cache.annotate(['He', 'goes', '.']);
  const alignment: Alignment = { orig, cor, ops: alignTokens(orig, cor) };
  // CPU time, not wall time (a busy machine must not fail it): ≈ 0.05 CPU-s now, minutes before the fix.
  const { result: spans, seconds } = cpuSeconds(() => ruleBasedSpans(alignment));
  assert.ok(spans.length >= 1);
  assert.ok(seconds < 20, `${seconds.toFixed(2)} CPU-s`);
});

test('a sentence over the extraction limit is an input error naming the longest side\'s file and line', () => {
  const long = Array.from({ length: MAX_EXTRACTION_TOKENS + 1 }, () => 'word').join(' ');
  assert.throws(() => extractEdits(long.split(' '), ['word']), (error: unknown) => isInputError(error) && /5001 tokens is too long/u.test((error as Error).message));
  assert.throws(
    () => extractM2(['A short one .', 'Short .'], [['A short one .', long]], {}, undefined, { source: 'src.txt', targets: ['hyp.txt'] }),
    (error: unknown) => isInputError(error) && error.file === 'hyp.txt' && error.line === 2,
  );
  // At the limit it runs (5,000 tokens against a short correction: a second or two).
  const atLimit = Array.from({ length: MAX_EXTRACTION_TOKENS }, (_, i) => ['the', 'cat', 'sat', '.'][i % 4]!);
  assert.ok(extractEdits(atLimit, ['He', 'goes', '.']).length >= 1);
});
