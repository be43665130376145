import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, editsOf, makeEdit, makeNoop, type M2Sentence, readM2 } from '../../../src/formats/m2.js';
import { chooseAnnotators, countsF, m2Scores, scoreM2 } from '../../../src/metrics/m2/corpus.js';
import { goldFromM2 } from '../../../src/metrics/m2/gold.js';
import { m2Metric } from '../../../src/metrics/m2/metric.js';
import { pythonFixed, pythonSplit } from '../../../src/metrics/m2/python-text.js';
import { pythonDictOrder } from '../../../src/metrics/m2/python-dict.js';
import { scoreSentenceAnnotators } from '../../../src/metrics/m2/sentence.js';
import { buildBasicLattice } from '../../../src/metrics/m2/lattice.js';
import { DEFAULT_EXACT_LIMITS } from '../../../src/metrics/m2/streaming.js';
import { resolveM2Options } from '../../../src/metrics/m2/options.js';
import { scoreCorpus } from '../../../src/metrics/metric.js';
import { dataPath } from '../../helpers/shared.js';

const official = readM2(dataPath('conll14', 'official-2014.combined.m2'));

function sentence(source: string, edits: M2Sentence['edits']): M2Sentence {
  return { source, tokens: source.split(' '), edits, line: 0 };
}

test('the source itself proposes no edit: P = 1, correct = 0, for every annotator of every sentence', () => {
  const result = scoreM2(official.map((s) => s.source), official);
  assert.equal(result.proposed, 0);
  assert.equal(result.correct, 0);
  assert.equal(result.precision, 1);
  for (const s of result.sentences) for (const a of s.annotators) assert.equal(a.proposed, 0);
});

test('a perfect correction of isolated one-token substitutions matches every gold edit', () => {
  const single = readM2(dataPath('conll14', 'official-2014.0.m2')).filter((s) => {
    const edits = editsOf(s, 0);
    return edits.length > 0 && edits.every((e, i) => e.end - e.start === 1 && /^\S+$/.test(e.correction) && e.correction !== s.tokens[e.start]
      && (i === 0 || e.start - edits[i - 1]!.end >= 3));
  });
  assert.ok(single.length > 100, `${single.length} sentences`);
  const result = scoreM2(single.map((s) => applyEdits(s.tokens, editsOf(s, 0)).join(' ')), single);
  assert.equal(result.correct, result.gold);
  assert.equal(result.proposed, result.gold);
});

// Checked against m2scorer --very_verbose ("viterbi path"): with no gold match in reach, the path with the fewest
// epsilon-weighted edits wins, so changes merge into one edit, and with max_unchanged_words 2 an unchanged
// neighbour ("apex") can be absorbed as well.
test('merged edits follow max_unchanged_words as in m2scorer', () => {
  const gold = [sentence('It is an apex predator .', [makeEdit(4, 5, 'Nn', 'predators')])];
  const hypothesis = ['It are apex predator .'];
  const edits = (maxUnchangedWords: number) =>
    scoreM2(hypothesis, gold, { maxUnchangedWords }).sentences[0]!.systemEdits.map((e) => [e.start, e.end, e.original, e.correction]);
  assert.deepEqual(edits(0), [[1, 3, 'is an', 'are']]);
  assert.deepEqual(edits(2), [[1, 4, 'is an apex', 'are apex']]);
});

test('annotator choice depends on the counts so far; ties go to the lower id', () => {
  const counts = [
    [{ annotator: 0, correct: 1, proposed: 2, gold: 1 }],
    [{ annotator: 0, correct: 0, proposed: 1, gold: 2 }, { annotator: 1, correct: 0, proposed: 1, gold: 0 }],
    [{ annotator: 0, correct: 0, proposed: 0, gold: 0 }, { annotator: 1, correct: 0, proposed: 0, gold: 0 }],
  ];
  const { choices, totals } = chooseAnnotators(counts, 0.5);
  assert.deepEqual(choices, [0, 1, 0]);
  assert.deepEqual(totals, { correct: 1, proposed: 3, gold: 1 });
  assert.equal(countsF(0, 0, 0, 0.5), 1);
  assert.equal(countsF(1, 0, 0, 0.5), 0); // m2scorer: an empty denominator gives F = 1 only when nothing is correct
  assert.deepEqual(m2Scores({ correct: 0, proposed: 0, gold: 0 }, 0.5), { precision: 1, recall: 1, f: 1, beta: 0.5, correct: 0, proposed: 0, gold: 0 });
  assert.equal(m2Scores({ correct: 0, proposed: 3, gold: 2 }, 0.5).f, 0);
});

test('gold reading follows m2scorer: noop lines register the annotator, -NONE- and || alternatives', () => {
  const gold = goldFromM2(sentence('a b c', [makeEdit(1, 2, 'X', 'B||-NONE-', 1), makeNoop(0)]));
  assert.deepEqual(gold.annotations.map((a) => [a.annotator, a.edits.length]), [[0, 0], [1, 1]]);
  assert.deepEqual(gold.annotations[1]!.edits[0]!.corrections, ['B', '']);
  assert.deepEqual(goldFromM2(sentence('a b', [])).annotations, [{ annotator: 0, edits: [] }]);
});

test('the Metric adapter: corpus score equals scoreM2, sentence score is the sentence alone', () => {
  const items = official.slice(0, 60).map((gold) => ({ hypothesis: gold.source.replace(' the ', ' a '), gold }));
  const metric = m2Metric();
  const result = scoreCorpus(metric, items);
  const direct = scoreM2(items.map((i) => i.hypothesis), items.map((i) => i.gold));
  assert.equal(result.corpus, direct.f);
  assert.match(result.signature, /^m2\|beta:0\.5\|max_unchanged:2\|ws_case:kept\|/);
  const stats = metric.statistics(items[0]!);
  assert.equal(metric.sentenceScore(stats), m2Scores(chooseAnnotators([stats], 0.5).totals, 0.5).f);
});

test('Python text conventions: unicode whitespace split and half-even %.4f', () => {
  assert.deepEqual(pythonSplit('\u00a0a\u001cb  c\ufeffd '), ['a', 'b', 'c\ufeffd']);
  assert.equal(pythonFixed(0.03125, 4), '0.0312');
  assert.equal(pythonFixed(0.09375, 4), '0.0938');
  assert.equal(pythonFixed(0.41618969, 4), '0.4162');
  assert.equal(pythonFixed(0.25, 1), '0.2');
  assert.equal(pythonFixed(0.5, 1), '0.5');
});

// Expected orders printed by Python 2.7.18 for `b = {}; for k in a.iteritems(): b[k] = ...` after filling `a` in
// the given order, which is how m2scorer orders a sentence's annotators.
test('annotators are visited in Python 2 dict order', () => {
  const twice = (keys: number[]) => pythonDictOrder(pythonDictOrder(keys));
  assert.deepEqual(twice([9, 3, 0, 1, 2, 4, 5, 6, 7, 8]), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.deepEqual(twice([8, 0]), [8, 0]);
  assert.deepEqual(twice([3, 11, 19, 2]), [19, 3, 2, 11]);
  assert.deepEqual(twice([100, 5, 37, 9, 64, 1]), [64, 1, 100, 37, 9, 5]);
  const gold = goldFromM2(sentence('a b', [makeEdit(0, 1, 'X', 'c', 11), makeEdit(0, 1, 'X', 'd', 3)]));
  assert.deepEqual(gold.annotations.map((a) => a.annotator), [11, 3]); // not ascending: 11 and 3 share slot 3
});

test('options are validated', () => {
  assert.throws(() => resolveM2Options({ beta: -1 }), /beta/);
  assert.throws(() => resolveM2Options({ maxUnchangedWords: 1.5 }), /maxUnchangedWords/);
});

// m2scorer runs Bellman-Ford over the transitive closure of the lattice: on these inputs that closure has
// millions of arcs and the official scorer runs for hours. gecval's exact search works row by row on (target,
// source) vertex pairs and refuses a lattice above DEFAULT_EXACT_LIMITS instead of running unbounded, so what these
// tests check is deterministic: the lattice is within the limits (scored exactly, not refused) and every annotator
// gets a path. How long they take is measured by bench/m2/pathological.ts, not asserted here (a busy machine must
// not fail a test).
for (const [length, word] of [[14, 'the'], [25, 'zzz'], [70, 'the']] as const) {
  test(`pathological: 200 x '${word}' against a ${length}+ token sentence is scored exactly, within the exact search's limits`, () => {
    const gold = official.find((s) => s.tokens.length >= length)!;
    const hypothesis = Array(200).fill(word).join(' ');
    const vertices = buildBasicLattice(gold.tokens, pythonSplit(hypothesis)).cellOf.length;
    assert.ok((vertices * vertices) / 2 <= DEFAULT_EXACT_LIMITS.maxPairs, `${vertices} vertices`);
    const value = scoreSentenceAnnotators(hypothesis, goldFromM2(gold), resolveM2Options());
    assert.equal(value.length, goldFromM2(gold).annotations.length);
    for (const annotator of value) {
      assert.ok(annotator.proposed > 0);
      assert.ok(annotator.correct <= Math.min(annotator.proposed, annotator.gold));
    }
  });
}
