import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dataPath } from '../../helpers/shared.js';
import { segment, splitSentences, splitUnits } from '../../../src/text/segment/index.js';

test('splitSentences: boundaries after . ! ? before a capital, not after abbreviations or initials', () => {
  assert.deepEqual(splitSentences('Mr. Smith came. He left! Did J. Doe stay? yes e.g. This'), ['Mr. Smith came.', 'He left!', 'Did J. Doe stay? yes e.g. This']);
  assert.deepEqual(splitUnits('a b\n\nc\nd\n\n\ne'), ['a b', 'c d', 'e']);
  assert.deepEqual(splitUnits('a\nb\n'), ['a', 'b']);
});

test('a merged pair is cut where the alignment says and counted', () => {
  const source = ['I like cats .', 'They are nice .', 'Dogs bark .'];
  const r = segment(source, 'I like cats, they are nice. Dogs bark.', { tokenizer: 'conll14' });
  assert.deepEqual(r.lines, ['I like cats ,', 'they are nice .', 'Dogs bark .']);
  assert.deepEqual(r.merged, [0]);
  assert.equal(r.hypothesisSentences, 2);
});

test('a split sentence is counted, and stays on its source sentence', () => {
  const source = ['I like cats , they are nice .', 'Dogs bark .'];
  const r = segment(source, 'I like cats. They are nice. Dogs bark.', { tokenizer: 'conll14' });
  assert.deepEqual(r.lines, ['I like cats . They are nice .', 'Dogs bark .']);
  assert.deepEqual(r.split, [[0, 1]]);
  assert.deepEqual(r.merged, []);
});

test('CoNLL-2014 source joined into paragraphs of 5 comes back line for line (real data)', () => {
  const lines = readFileSync(dataPath('conll14', 'source.txt'), 'utf8').trimEnd().split('\n').slice(0, 300);
  const paragraphs: string[] = [];
  for (let i = 0; i < lines.length; i += 5) paragraphs.push(lines.slice(i, i + 5).join(' '));
  const r = segment(lines, paragraphs.join('\n\n'), { tokenizer: 'whitespace' });
  const same = r.lines.filter((l, i) => l === lines[i]).length;
  assert.ok(same >= 297, `${same} / 300`);
  assert.equal(r.units, paragraphs.length);
});
