// Bad input (issue 5): the parser never throws or loops and always returns a well-formed graph that keeps the
// given tokens; raw text is split by wink; the punctuation rule and anchor rule (docs/parser.md, "Punctuation").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getParser, parse } from '../../../src/ucca/parser/parser.js';
import { isPunctuationToken, punctuationAnchor } from '../../../src/ucca/parser/punctuation.js';
import { UccaGraph, TERMINAL } from '../../../src/ucca/graph.js';
import { SeededRandom } from '../../../src/core/random.js';
import { assertWellFormed } from './well-formed.js';
import { cpuSeconds } from '../../helpers/timeouts.js';

test('empty and whitespace-only lines give a root-only graph', () => {
  for (const line of ['', '   ', '\t']) {
    const [g] = parse([line]);
    assertWellFormed(g!, []);
    assert.equal(g!.nodes.length, 1);
    const [t] = parse([line], { tokenized: true });
    assertWellFormed(t!, []);
  }
  assert.deepEqual(getParser().parseText(''), []);
});

test('a 300-token sentence parses within the budgets', () => {
  const random = new SeededRandom(5);
  const vocabulary = ['the', 'cat', 'sat', 'on', 'a', 'mat', 'and', 'then', 'it', 'was', 'happy', ',', 'because', 'of', 'food', '.'];
  const tokens = Array.from({ length: 300 }, () => random.pick(vocabulary));
  // CPU time, not wall time (a busy machine must not fail it): well under a CPU-second on a quiet machine.
  const { result: g, seconds } = cpuSeconds(() => getParser().parseTokens(tokens, { id: 'long' }));
  assertWellFormed(g, tokens);
  assert.ok(seconds < 60, `${seconds.toFixed(2)} CPU-s`);
});

test('non-Latin text, emoji, HTML, URLs and symbol runs', () => {
  const lines = [
    'Привет , как дела ?',
    '这是 一个 句子 。',
    'I love it 😀 😀 😀 !!!',
    '<b> bold </b> <a href="http://x.org/?q=1&r=2"> link </a>',
    '+++ --- *** ### $ % & @',
    '. . . , , ;',
    'ـــ مرحبا بالعالم',
  ];
  for (const line of lines) {
    const tokens = line.split(' ');
    const [g] = parse([line], { tokenized: true, ids: ['x'] });
    assertWellFormed(g!, tokens);
    const [raw] = parse([line]);
    assert.deepEqual(raw!.terminals.map((t) => t.text).join(''), line.replace(/\s+/g, ''));
    assertWellFormed(raw!, raw!.terminals.map((t) => t.text));
  }
});

test('given tokens are kept exactly, including odd spacing', () => {
  const [g] = parse(['  John  ca n\'t   come .  '], { tokenized: true });
  assertWellFormed(g!, ['John', 'ca', "n't", 'come', '.']);
  const scenes = g!.scenes();
  assert.ok(scenes.length >= 1);
});

test('raw text: one graph per wink sentence, offsets into the text', () => {
  const text = 'The hotel was great. We will come back!';
  const graphs = getParser().parseText(text, { id: 'p' });
  assert.equal(graphs.length, 2);
  assert.deepEqual(graphs.map((g) => g.id), ['p.1', 'p.2']);
  for (const g of graphs) for (const t of g.terminals) assert.equal(text.slice(t.start!, t.end!), t.text);
});

test('punctuation rule (docs/parser.md)', () => {
  for (const p of ['.', ',', '...', '!?', '"', '(', '--', '+', '°', '>=', '\uFEFF']) assert.ok(isPunctuationToken(p), p);
  for (const w of ['&', '%', '$', '€', 'a.', 'U.S.', '3', '', 'ok']) assert.ok(!isPunctuationToken(w), w);
});

test('punctuation anchor: inside the unit spanning both neighbours, above pre-terminals at the edges', () => {
  const g = new UccaGraph({ id: 'a' });
  const [w1, comma, w2, dot] = [['John', false], [',', true], ['left', false], ['.', true]].map(([t, p]) => g.addTerminal(t as string, { punct: p as boolean }));
  const root = g.addRoot();
  const scene = g.addUnit(root.id, 'H');
  const a = g.addUnit(scene.id, 'A');
  g.addEdge(a.id, w1!.id, TERMINAL);
  const p = g.addUnit(scene.id, 'P');
  g.addEdge(p.id, w2!.id, TERMINAL);
  assert.equal(punctuationAnchor(g, comma!.index), scene.id);
  assert.equal(punctuationAnchor(g, dot!.index), scene.id);
});
