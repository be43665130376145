import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseM2 } from '../../../src/formats/m2.js';
import { SeededRandom } from '../../../src/core/random.js';
import { applyEditSubset } from '../../../src/analyses/maege/apply.js';
import { tokenize } from '../../../src/text/tokens.js';
import { buildLattice, isCorpusLevelEligible, isPaperEligible, isSentenceLevelEligible, type LatticeEdit } from '../../../src/analyses/maege/lattice.js';
import { buildChains, chainNodes, chooseSources, distinctOrderings, type Chain } from '../../../src/analyses/maege/chains.js';
import { sentenceHumanScores } from '../../../src/analyses/maege/human.js';
import { GecvalInputError } from '../../../src/core/errors.js';

const ORIGINAL = 'She go to school every days .';
const tokens = tokenize(ORIGINAL);
const edit = (start: number, end: number, type: string, correction: string, annotator = 1, line = 0): LatticeEdit => ({ start, end, type, correction, annotator, line });
const e1 = edit(1, 2, 'Vt', 'went');
const e2 = edit(3, 3, 'ArtOrDet', 'the');
const e3 = edit(4, 6, 'Wci', 'each day');

test('docs/maege.md#maege-worked-examples: every subset of the lattice applied with offsets into the original', () => {
  const expected: [LatticeEdit[], string][] = [
    [[], 'She go to school every days .'],
    [[e1], 'She went to school every days .'],
    [[e2], 'She go to the school every days .'],
    [[e3], 'She go to school each day .'],
    [[e1, e2], 'She went to the school every days .'],
    [[e1, e3], 'She went to school each day .'],
    [[e2, e3], 'She go to the school each day .'],
    [[e3, e2, e1], 'She went to the school each day .'],
  ];
  for (const [subset, sentence] of expected) assert.equal(applyEditSubset(tokens, subset), sentence);
});

test('docs/maege.md#maege-worked-examples: deleting an end token keeps the space (as the original code), trim is an option', () => {
  assert.equal(applyEditSubset(tokens, [edit(0, 1, 'X', '')]), ' go to school every days .');
  assert.equal(applyEditSubset(tokens, [edit(6, 7, 'X', '')]), 'She go to school every days ');
  assert.equal(applyEditSubset(tokens, [edit(2, 3, 'X', '')]), 'She go school every days .');
  assert.equal(applyEditSubset(tokens, [edit(0, 1, 'X', '')], { trim: true }), 'go to school every days .');
});

test('docs/maege.md#maege-worked-examples: overlapping edits are a collision reported with their line; merge and drop-later fix them', () => {
  const m2 = `S ${ORIGINAL}\nA 2 4|||Prep|||at school|||REQUIRED|||-NONE-|||0\nA 3 5|||Wci|||every day|||REQUIRED|||-NONE-|||0\n\n`;
  assert.throws(
    () => buildLattice(parseM2(m2, 'gold.m2'), { file: 'gold.m2' }),
    (error: unknown) => error instanceof GecvalInputError && error.file === 'gold.m2' && error.line === 3 && /overlaps edit 2 4/.test(error.message),
  );
  const merged = buildLattice(parseM2(m2), { collisions: 'merge' });
  assert.equal(merged.collisions.length, 1);
  assert.equal(merged.collisions[0]!.line, 3);
  const mergedEdits = merged.sentences[0]!.annotations[0]!.edits;
  assert.deepEqual(mergedEdits.map((e) => [e.start, e.end, e.type, e.correction]), [[2, 5, 'Prep', 'at school every day']]);
  // The merged edit spans tokens 2..5 ('to school every'); 'days' stays.
  assert.equal(applyEditSubset(tokens, mergedEdits), 'She go at school every day days .');
  const dropped = buildLattice(parseM2(m2), { collisions: 'drop-later' });
  assert.deepEqual(dropped.sentences[0]!.annotations[0]!.edits.map((e) => e.start), [2]);
  // Insertions at a replacement's end and several insertions at one point are legal.
  const legal = `S ${ORIGINAL}\nA 1 2|||Vt|||went|||REQUIRED|||-NONE-|||0\nA 2 2|||Prep|||back|||REQUIRED|||-NONE-|||0\nA 2 2|||X|||home|||REQUIRED|||-NONE-|||0\n\n`;
  assert.equal(buildLattice(parseM2(legal)).collisions.length, 0);
});

test('eligibility: noop anywhere excludes; sentence level needs two annotator groups, corpus level one', () => {
  const m2 = [
    `S a b c\nA 0 1|||X|||A|||REQUIRED|||-NONE-|||0\nA 1 2|||X|||B|||REQUIRED|||-NONE-|||1\n`,
    `S a b c\nA 0 1|||X|||A|||REQUIRED|||-NONE-|||0\n`,
    `S a b c\nA 0 1|||X|||A|||REQUIRED|||-NONE-|||0\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1\n`,
    `S a b c\n`,
  ].join('\n');
  const lattice = buildLattice(parseM2(m2));
  assert.deepEqual(lattice.sentences.map((s) => isSentenceLevelEligible(s)), [true, false, false, false]);
  assert.deepEqual(lattice.sentences.map(isCorpusLevelEligible), [true, true, false, false]);
  assert.deepEqual(lattice.sentences.map(isPaperEligible), [true, true, false, false]);
  assert.deepEqual(lattice.sentences[0]!.annotations.map((a) => a.annotator), [0, 1]);
});

test("'||' alternatives are rejected unless the first is taken explicitly", () => {
  const m2 = `S a b\nA 0 1|||X|||c||d|||REQUIRED|||-NONE-|||0\n\n`;
  assert.throws(() => buildLattice(parseM2(m2, 'alt.m2'), { file: 'alt.m2' }), (e: unknown) => e instanceof GecvalInputError && e.line === 2);
  assert.equal(buildLattice(parseM2(m2), { alternatives: 'first' }).sentences[0]!.annotations[0]!.edits[0]!.correction, 'c');
});

function chain(id: number, edits: LatticeEdit[]): Chain {
  return { id, sentence: 0, annotator: edits[0]?.annotator ?? 0, order: edits.map((_, i) => i), edits, nodes: chainNodes({ tokens }, edits) };
}

test('docs/maege.md#maege-worked-examples: chain nodes and the linear human scores (code and paper)', () => {
  const annotation1 = chain(0, [e3, e1, e2]);
  assert.deepEqual(annotation1.nodes, [
    'She go to school every days .',
    'She go to school each day .',
    'She went to school each day .',
    'She went to the school each day .',
  ]);
  const annotation0 = chain(1, [edit(1, 2, 'SVA', 'goes', 0), edit(5, 6, 'Nn', 'day', 0)]);
  const code = sentenceHumanScores([annotation1, annotation0], 'code');
  const round = (xs: number[]) => xs.map((x) => Number(x.toFixed(6)));
  assert.deepEqual(round(code[0]!), [0.896552, 0.931034, 0.965517, 1]);
  assert.deepEqual(round(code[1]!), [0.896552, 0.948276, 1]);
  const paper = sentenceHumanScores([annotation1, annotation0], 'paper');
  assert.deepEqual(round(paper[0]!), [0.714286, 0.809524, 0.904762, 1]);
  assert.deepEqual(round(paper[1]!), [0.714286, 0.857143, 1]);
});

test('chains: one per annotation by default, distinct orderings when several are asked, seeded', () => {
  const m2 = `S ${ORIGINAL}\nA 1 2|||SVA|||goes|||REQUIRED|||-NONE-|||0\nA 5 6|||Nn|||day|||REQUIRED|||-NONE-|||0\nA 1 2|||Vt|||went|||REQUIRED|||-NONE-|||1\nA 3 3|||ArtOrDet|||the|||REQUIRED|||-NONE-|||1\nA 4 6|||Wci|||each day|||REQUIRED|||-NONE-|||1\n\n`;
  const sentences = buildLattice(parseM2(m2)).sentences;
  const one = buildChains(sentences, new SeededRandom(1));
  assert.equal(one.length, 2);
  assert.deepEqual(one.map((c) => c.nodes.length), [3, 4]);
  assert.deepEqual(buildChains(sentences, new SeededRandom(1)), one, 'same seed, same chains');
  const many = buildChains(sentences, new SeededRandom(1), { chains: 10 });
  // Annotation 0 has 2 orderings, annotation 1 has 6: all of them, each once.
  assert.equal(many.length, 8);
  assert.equal(new Set(many.map((c) => `${c.annotator}:${c.order.join(',')}`)).size, 8);
  for (const c of many) assert.equal(c.nodes[c.nodes.length - 1], c.annotator === 0 ? 'She goes to school every day .' : 'She went to the school each day .');
  assert.equal(distinctOrderings([e1, e1, e2]), 3);
  const sources = chooseSources(one, 'random', new SeededRandom(3));
  sources.forEach((s, i) => assert.ok(s >= 0 && s < one[i]!.nodes.length));
  assert.deepEqual(chooseSources(one, 'origin', new SeededRandom(3)), [0, 0]);
});
