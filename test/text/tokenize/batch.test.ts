import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dataPath } from '../../helpers/shared.js';
import { segment } from '../../../src/text/segment/index.js';
import { RawBatch, tokenizeLines } from '../../../src/text/tokenize/index.js';
import { prepareRaw } from '../../../src/text/raw.js';

const lines = (path: string): string[] => {
  const l = readFileSync(path, 'utf8').split('\n');
  if (l[l.length - 1] === '') l.pop();
  return l;
};

/** A rough detokenisation (marks glued to the word before, `n't` and `'s` to theirs): enough to make guidance work. */
const detok = (line: string): string =>
  line
    .replace(/ ([.,;:!?%)\]]|n't|'s|'re|'ve|'m|'ll|'d)(?= |$)/gu, '$1')
    .replace(/([([$]) /gu, '$1')
    .replace(/ ' ([A-Za-z]+) ' /gu, " '$1' ");

/** Paragraphs of 3–8 lines (a fixed pattern), blank lines kept as they are in the file. */
const paragraphs = (raw: readonly string[]): string => {
  const out: string[] = [];
  for (let i = 0, k = 0; i < raw.length; k++) {
    const n = 3 + ((k * 5) % 6);
    out.push(raw.slice(i, i + n).join(' '));
    i += n;
  }
  return out.join('\n') + '\n';
};

const source = lines(dataPath('conll14/source.txt'));
const outputs = [
  ...readdirSync(dataPath('conll14/systems')).filter((f) => f.endsWith('.txt')).sort().map((f) => dataPath('conll14/systems', f)),
  ...readdirSync(dataPath('seeda/outputs/all')).filter((f) => f.endsWith('.txt')).sort().map((f) => join(dataPath('seeda/outputs/all'), f)),
];

test('one RawBatch shared by the 15 CoNLL-2014 and 15 SEEDA outputs gives the same lines as a fresh call per output (segment, guided and plain tokenizeLines)', () => {
  assert.equal(outputs.length, 30);
  const batch = new RawBatch();
  const options = { tokenizer: 'conll14' } as const;
  for (const file of outputs) {
    const raw = lines(file).map(detok);
    const para = paragraphs(raw);
    const fresh = segment(source, para, options, file);
    const shared = segment(source, para, options, file, batch);
    assert.deepEqual(shared.lines, fresh.lines, file);
    assert.deepEqual([shared.merged, shared.split, shared.empty], [fresh.merged, fresh.split, fresh.empty], file);
    assert.deepEqual(tokenizeLines(raw, options, source, batch), tokenizeLines(raw, options, source), file);
    assert.deepEqual(tokenizeLines(raw, options, undefined, batch), tokenizeLines(raw, options), file);
  }
});

test('RawBatch: settings and sources do not mix (normalisation, guidance, another source array, a source changed in place)', () => {
  const batch = new RawBatch();
  const src = ['He said " yes " .', 'It costs 5 $ .'];
  const hyp = 'He said \u201cyes\u201d. It costs 5$.';
  for (const normalize of ['none', 'ascii-punct', 'none'] as const) {
    for (const guide of [true, false, true]) {
      const options = { tokenizer: 'conll14', normalize, guide } as const;
      assert.deepEqual(prepareRaw(hyp, { ...options, segment: true }, src, 'h', batch).lines, prepareRaw(hyp, { ...options, segment: true }, src).lines);
      assert.deepEqual(prepareRaw(hyp.replace('. ', '.\n'), options, src, 'h', batch).lines, prepareRaw(hyp.replace('. ', '.\n'), options, src).lines);
    }
  }
  // the same text against another source, and against a source array changed in place
  const other = ['He said "yes" .', 'It costs 5$ .'];
  assert.deepEqual(segment(other, hyp, { tokenizer: 'conll14' }, 'h', batch).lines, segment(other, hyp, { tokenizer: 'conll14' }).lines);
  const changing = [...src];
  segment(changing, hyp, { tokenizer: 'conll14' }, 'h', batch);
  changing[0] = 'He said "yes" .';
  assert.deepEqual(segment(changing, hyp, { tokenizer: 'conll14' }, 'h', batch).lines, segment([...changing], hyp, { tokenizer: 'conll14' }).lines);
  assert.deepEqual(tokenizeLines(['He said "yes".'], { tokenizer: 'conll14' }, changing, batch), tokenizeLines(['He said "yes".'], { tokenizer: 'conll14' }, [...changing]));
});

test('RawBatch: the same hypothesis sentence on two source lines gets each line\'s own guidance', () => {
  const batch = new RawBatch();
  const src = ['this ,they go .', 'this,they go .'];
  const expected = ['this ,they go .', 'this,they go .'];
  assert.deepEqual(segment(src, 'this,they go. this,they go.', { tokenizer: 'conll14' }, 'h', batch).lines, expected);
  assert.deepEqual(segment(src, 'this,they go. this,they go.', { tokenizer: 'conll14' }, 'h', batch).lines, expected);
  assert.deepEqual(tokenizeLines(['this,they go.', 'this,they go.'], { tokenizer: 'conll14' }, src, batch), expected);
});


test('guidedTokens\' glued-mark shortcut changes nothing (random token streams with marks, glued marks, quote spellings)', async () => {
  const { guidedTokens, guidedTokensOf, guidedTokensWithoutShortcut } = await import('../../../src/text/tokenize/guided.js');
  // a quote spelt `` in the source and " in the hypothesis: the source's spelling is taken (so `` counts as glued)
  const spaced = (tokens: string[], spaceBefore: boolean[]) => ({ tokens, spaceBefore, exact: true });
  const quoted = spaced(['He', 'said', ',', '"', 'yes'], [true, true, false, true, false]);
  assert.deepEqual(guidedTokens(quoted, ['He', 'says', ',', '``', 'yes']), ['He', 'said', ',', '``', 'yes']);
  assert.deepEqual(guidedTokensWithoutShortcut(quoted, ['He', 'says', ',', '``', 'yes']), ['He', 'said', ',', '``', 'yes']);
  const alphabet = ['a', 'b', 'cd', '.', ',', "'", '"', '(', 'a.', ',b', "n't", "'s", "''", '``', 'x``y', '-', 'e-f'];
  let state = 11;
  const next = (n: number) => (state = (state * 1103515245 + 12345) % 2 ** 31) % n;
  let changed = 0;
  for (let round = 0; round < 3000; round++) {
    const src = Array.from({ length: 1 + next(9) }, () => alphabet[next(alphabet.length)]!);
    // the hypothesis: the source with a few tokens replaced, split at a mark or joined with the next
    const hyp: string[] = [];
    for (let k = 0; k < src.length; k++) {
      const t = src[k]!;
      const r = next(10);
      if (r === 0) hyp.push(alphabet[next(alphabet.length)]!);
      else if (r === 1 && k + 1 < src.length) hyp.push(t + src[++k]!);
      else if (r === 2 && t.length > 1) hyp.push(t.slice(0, 1), t.slice(1));
      else if (r !== 3) hyp.push(t);
    }
    const spaceBefore = hyp.map((_, k) => k === 0 || next(3) === 0);
    for (const exact of [true, false]) {
      const h = { tokens: hyp, spaceBefore, exact };
      const full = guidedTokensWithoutShortcut(h, src);
      const got = guidedTokens(h, src);
      assert.deepEqual(got ?? hyp, full ?? hyp, `${hyp.join(' ')} | ${src.join(' ')} | exact ${exact}`);
      // the caller-read tokens form (segment's) gives the same answer
      assert.deepEqual(guidedTokensOf(hyp, h, src), got);
      if ((full ?? hyp).join(' ') !== hyp.join(' ')) changed++;
    }
  }
  assert.ok(changed > 100, `guidance changed ${changed} random lines`);
});
