import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createIBleu } from '../../src/metrics/ibleu/metric.js';
import { createBleu } from '../../src/metrics/bleu/metric.js';
import { charDistance, createLdSourceOutput, createMinLd, ldSourceToOutput, minLdOutputToReferences } from '../../src/metrics/levenshtein/metric.js';
import { scoreCorpus, type Metric, type Segment } from '../../src/metrics/metric.js';
import { normalizeText } from '../../src/metrics/normalize.js';
import { JFLEG_SYSTEMS, segments } from './data.js';
import { DATASETS, firstMismatch, fixture } from './fixtures.js';

const S = 'He go to school every day .';
const R1 = 'He goes to school every day .';
const R2 = 'He went to school every day .';
const near = (a: number, b: number, eps = 5e-7) => assert.ok(Math.abs(a - b) < eps, `${a} vs ${b}`);

test('iBLEU: paper sign by default, the code sign as an option (docs/maege.md#maege-worked-examples)', () => {
  const item = { source: S, hypothesis: R1, references: [R1, R2] };
  const maege = { normalize: true, adaptiveOrder: true } as const;
  const paper = createIBleu(maege);
  const code = createIBleu({ ...maege, sign: '+' });
  near(paper.sentenceScore(paper.statistics(item)), 0.692543);
  near(code.sentenceScore(code.statistics(item)), 0.907457);
  assert.match(paper.signature(), /sign:-/);
  assert.match(code.signature(), /sign:\+/);
});

test('iBLEU corpus = α·corpus BLEU(refs) − (1−α)·corpus BLEU(source) on JFLEG dev', () => {
  const data = DATASETS['jfleg-dev']();
  const items = segments(data, data.output('mle_2'));
  const toRefs = scoreCorpus(createBleu(), items).corpus;
  const toSource = scoreCorpus(createBleu(), items.map((s) => ({ ...s, references: [s.source] }))).corpus;
  near(scoreCorpus(createIBleu(), items).corpus, 0.8 * toRefs - 0.2 * toSource, 1e-15);
});

test('LD S→O and MinLD O→R (docs/maege.md#maege-worked-examples)', () => {
  near(ldSourceToOutput(S, R1, { normalization: 'code' }), 0.925926);
  near(ldSourceToOutput(S, R1), 0.931034);
  assert.equal(minLdOutputToReferences(R1, [R1, R2]), 1);
  const node1 = 'She go to school each day .';
  const chain = ['She go to school every days .', node1, 'She went to school each day .', 'She went to the school each day .'];
  const scores = chain.map((o) => ldSourceToOutput(node1, o, { normalization: 'code' }));
  [0.814815, 1, 0.851852, 0.703704].forEach((v, i) => near(scores[i]!, v));
});

test('Levenshtein counts code points, not UTF-16 units; defined 0/0 cases', () => {
  assert.equal(charDistance('a😀b', 'ab'), 1);
  assert.equal(charDistance('“quoted”', '"quoted"'), 2);
  near(ldSourceToOutput('😀😀', '😀'), 0);
  near(ldSourceToOutput('😀😀', '😀', { normalization: 'code' }), 0.5);
  assert.equal(ldSourceToOutput('', 'abc', { normalization: 'code' }), 1);
  assert.equal(ldSourceToOutput('abc', ''), 0);
  assert.equal(ldSourceToOutput('', ''), 1);
  assert.equal(minLdOutputToReferences('', ['']), 1);
  assert.equal(minLdOutputToReferences('x', ['']), 0);
});

test('a sentence compared with itself scores 1 on every Levenshtein and BLEU-family metric', () => {
  const data = DATASETS['jfleg-dev']();
  const items = data.source.slice(0, 50).map((s) => ({ source: s, hypothesis: s, references: [s] }));
  for (const metric of [createLdSourceOutput(), createMinLd(), createBleu({ normalize: true, adaptiveOrder: true, corpus: 'mean' })] as Metric<Segment, unknown>[]) {
    const result = scoreCorpus(metric, items);
    assert.ok(result.sentences.every((v) => v === 1), metric.name);
    assert.equal(result.corpus, 1, metric.name);
  }
});

test('MAEGE normaliser (docs/maege.md#maege-metric-variants)', () => {
  assert.equal(normalizeText('The U S army , "well"!'), 'the us army well');
  assert.equal(normalizeText('u s army'), 'u s army');
  // one non-overlapping pass: the third single letter in a row is not joined
  assert.equal(normalizeText(' a b c d '), 'ab c d');
  assert.equal(normalizeText('“Café” — naïve'), 'café naïve');
});

interface MaegeCodeFixture {
  readonly 'jfleg-dev': Record<string, Record<'ibleu' | 'ld', { corpus: number; sentences: number[] }>>;
}

test('parity with the MAEGE code (borgr/EoE): iBLEU and LD S→O on JFLEG dev, every sentence bit-identical', () => {
  const expected = fixture<MaegeCodeFixture>('maege-code/maege-code.json')['jfleg-dev'];
  const data = DATASETS['jfleg-dev']();
  // What compare_measures.py's _ibleu_wrapper and _levenshtein_wrapper compute (test/fixtures/metrics/maege-code/README.md).
  const ibleu = createIBleu({ sign: '+', adaptiveOrder: true, corpus: 'mean' });
  const ld = createLdSourceOutput({ normalization: 'code' });
  assert.deepEqual(Object.keys(expected), [...JFLEG_SYSTEMS]);
  for (const system of JFLEG_SYSTEMS) {
    const items = segments(data, data.output(system));
    for (const [metric, want] of [
      [ibleu, expected[system]!.ibleu],
      [ld, expected[system]!.ld],
    ] as const) {
      const got = scoreCorpus(metric as Metric<Segment, unknown>, items);
      assert.equal(firstMismatch(got.sentences, want.sentences, 0), -1, `${metric.name} ${system}`);
      // numpy's pairwise mean against gecval's left-to-right mean: the last bits may differ
      near(got.corpus, want.corpus, 1e-14);
    }
  }
});
