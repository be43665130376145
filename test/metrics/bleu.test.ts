import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bleuStatistics, createBleu, DEFAULT_BLEU_OPTIONS } from '../../src/metrics/bleu/metric.js';
import { scoreCorpus, type Segment } from '../../src/metrics/metric.js';
import { segments } from './data.js';
import { DATASETS, firstMismatch, fixture, type DatasetName } from './fixtures.js';

interface NltkSystem {
  sentence_method3: number[];
  corpus_default: number;
  corpus_method3: number;
}
type NltkFixture = { nltk: string } & Record<DatasetName, Record<string, NltkSystem>>;

const S = 'He go to school every day .';
const R1 = 'He goes to school every day .';
const R2 = 'He went to school every day .';

function sentence(metric: ReturnType<typeof createBleu>, hypothesis: string, references: string[]): number {
  return metric.sentenceScore(metric.statistics({ source: S, hypothesis, references }));
}

test('MAEGE variant (normalised, adaptive order) reproduces docs/maege.md#maege-worked-examples', () => {
  const maege = createBleu({ normalize: true, adaptiveOrder: true, corpus: 'mean' });
  assert.equal(sentence(maege, R1, [R1, R2]), 1);
  assert.ok(Math.abs(sentence(maege, R1, [S]) - 0.537285) < 5e-7);
  assert.ok(Math.abs(sentence(maege, 'the cat sat', ['a cat sat down']) - 0.394322) < 5e-7);
});

test('a hypothesis equal to its reference scores 1; no shared unigram scores 0', () => {
  const bleu = createBleu();
  assert.equal(sentence(bleu, R1, [R1, R2]), 1);
  assert.equal(sentence(bleu, 'x y z w', [R1]), 0);
  assert.equal(sentence(bleu, '', [R1]), 0);
});

const nltk = fixture<NltkFixture>('bleu-nltk.json');
for (const dataset of Object.keys(DATASETS) as DatasetName[]) {
  test(`equals NLTK ${nltk.nltk} sentence_bleu(method3) and corpus_bleu on ${dataset}`, () => {
    const data = DATASETS[dataset]();
    const withSmoothing = createBleu({ smoothing: 'method3' });
    const noSmoothing = createBleu({ smoothing: 'none' });
    for (const [system, expected] of Object.entries(nltk[dataset]).filter(([name]) => dataset === 'jfleg-dev' || name === 'source' || name === 'CAMB')) {
      const items: Segment[] = segments(data, data.output(system));
      const result = scoreCorpus(withSmoothing, items);
      const bad = firstMismatch(result.sentences, expected.sentence_method3, 1e-12);
      assert.equal(bad, -1, `${system} sentence ${bad}: ${result.sentences[bad]} vs NLTK ${expected.sentence_method3[bad]}`);
      assert.ok(Math.abs(result.corpus - expected.corpus_method3) < 1e-12, `${system} corpus method3 ${result.corpus} vs ${expected.corpus_method3}`);
      const plain = scoreCorpus(noSmoothing, items).corpus;
      assert.ok(Math.abs(plain - expected.corpus_default) < 1e-12, `${system} corpus default ${plain} vs ${expected.corpus_default}`);
    }
  });
}

/** Clipped n-gram matches the plain way (string keys, NLTK's definition), the oracle for the integer-keyed count. */
function naiveMatches(hyp: readonly string[], refs: readonly (readonly string[])[], n: number): number {
  const count = (tokens: readonly string[]) => {
    const out = new Map<string, number>();
    for (let i = 0; i + n <= tokens.length; i++) {
      const key = JSON.stringify(tokens.slice(i, i + n));
      out.set(key, (out.get(key) ?? 0) + 1);
    }
    return out;
  };
  const refCounts = refs.map(count);
  let matched = 0;
  for (const [gram, c] of count(hyp)) matched += Math.min(c, Math.max(0, ...refCounts.map((r) => r.get(gram) ?? 0)));
  return matched;
}

test('clipped matches equal the plain string-keyed count: random small vocabularies and one too large for integer keys', () => {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const sentence = (length: number, vocabulary: number) => Array.from({ length }, () => `w${Math.floor(random() * vocabulary)}`);
  const groups: { hyp: string[]; refs: string[][] }[] = [];
  for (let k = 0; k < 300; k++) {
    const vocabulary = 1 + Math.floor(random() * 8);
    groups.push({ hyp: sentence(Math.floor(random() * 12), vocabulary), refs: Array.from({ length: 1 + Math.floor(random() * 4) }, () => sentence(Math.floor(random() * 12), vocabulary)) });
  }
  // 12,000 distinct words: 12,001^4 > 2^53, so the string-keyed path counts this one
  const big = Array.from({ length: 12000 }, (_, i) => `u${i}`);
  groups.push({ hyp: [...big, 'a', 'b', 'a', 'b'], refs: [[...big.slice(0, 6000), 'a', 'b'], ['b', 'a', 'b', ...big.slice(5000)]] });
  for (const { hyp, refs } of groups) {
    const stats = bleuStatistics(hyp, refs, DEFAULT_BLEU_OPTIONS);
    for (let n = 1; n <= 4; n++) {
      assert.equal(stats.matches[n - 1], naiveMatches(hyp, refs, n), `order ${n}: ${hyp.join(' ')} | ${refs.map((r) => r.join(' ')).join(' | ')}`.slice(0, 300));
      assert.equal(stats.totals[n - 1], Math.max(1, hyp.length - n + 1));
    }
  }
});
