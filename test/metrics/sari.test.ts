import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSari, maxSariSentence, sariSentence } from '../../src/metrics/sari/metric.js';
import { oracleMaxSari, oracleSari } from './sari-oracle.js';
import { scoreCorpus } from '../../src/metrics/metric.js';
import { scoreSegments } from '../../src/metrics/segment-scoring.js';
import { segments } from './data.js';
import { DATASETS, firstMismatch, fixture, type DatasetName } from './fixtures.js';

type SariFixture = Record<DatasetName, Record<string, { sari: number[]; max_sari: number[] }>>;

const S = 'He go to school every day .';
const R1 = 'He goes to school every day .';
const R2 = 'He went to school every day .';

test('docs/maege.md#maege-worked-examples values', () => {
  const near = (a: number, b: number) => assert.ok(Math.abs(a - b) < 5e-7, `${a} vs ${b}`);
  near(sariSentence(S, R1, [R1, R2]), 0.888889);
  near(maxSariSentence(S, R1, [R1, R2]), 1);
  near(sariSentence(S, S, [R1, R2]), 0.261645);
  near(sariSentence(S, 'He goes to school .', [R1, R2]), 0.414683);
  near(maxSariSentence(S, 'He goes to school .', [R1, R2]), 0.494444);
});

test("SARI.py's own example sentences", () => {
  // The three candidates of SARI.py main(); values printed by running it (Python 3.11).
  const source = 'About 95 species are currently accepted .';
  const refs = ['About 95 species are currently known .', 'About 95 species are now accepted .', '95 species are now accepted .'];
  const expected = fixture<{ main: number[] }>('sari-main.json').main;
  const candidates = ['About 95 you now get in .', 'About 95 species are now agreed .', 'About 95 species are currently agreed .'];
  candidates.forEach((c, i) => assert.equal(sariSentence(source, c, refs), expected[i]));
});

test('MAX-SARI with one reference equals SARI; case and outer spaces are ignored', () => {
  assert.equal(maxSariSentence(S, R1, [R2]), sariSentence(S, R1, [R2]));
  assert.equal(sariSentence(S.toUpperCase(), ` ${R1} `, [R1, R2]), sariSentence(S, R1, [R1, R2]));
});

const expected = fixture<SariFixture>('sari.json');
for (const dataset of Object.keys(DATASETS) as DatasetName[]) {
  test(`equals SARI.py SARIsent and MAX-SARI per sentence on ${dataset}`, () => {
    const data = DATASETS[dataset]();
    // CoNLL: two of the four fixture systems, to keep the suite quick on a shared 2-core machine.
    const systems = Object.entries(expected[dataset]).filter(([name]) => dataset === 'jfleg-dev' || name === 'source' || name === 'CAMB');
    for (const [system, values] of systems) {
      const items = segments(data, data.output(system));
      for (const [metric, target] of [
        [createSari(), values.sari],
        [createSari({ mode: 'max' }), values.max_sari],
      ] as const) {
        const got = scoreCorpus(metric, items).sentences;
        const bad = firstMismatch(got, target, 1e-12);
        assert.equal(bad, -1, `${metric.name} ${system} sentence ${bad}: ${got[bad]} vs ${target[bad]}`);
      }
    }
  });
}

test('the typed-array SARI equals a plain string-keyed SARI bit for bit on JFLEG dev, and on a 12,000-word sentence', () => {
  const data = DATASETS['jfleg-dev']();
  const hyps = data.output('mle_1');
  for (let i = 0; i < data.source.length; i += 5) {
    const [source, hyp, refs] = [data.source[i]!, hyps[i]!, data.references[i]!];
    assert.equal(sariSentence(source, hyp, refs), oracleSari(source, hyp, refs), `sari sentence ${i}`);
    assert.equal(maxSariSentence(source, hyp, refs), oracleMaxSari(source, hyp, refs), `max-sari sentence ${i}`);
  }
  // 12,000 distinct words (more than any integer n-gram key of order 4 could number exactly)
  const words = Array.from({ length: 12000 }, (_, i) => `w${i}`);
  const [source, candidate, reference] = [words.slice(0, 8000).join(' '), words.slice(2000, 10000).join(' '), words.slice(4000).join(' ')];
  const value = sariSentence(source, candidate, [reference]);
  assert.ok(value > 0 && value < 1, String(value));
  assert.equal(value, oracleSari(source, candidate, [reference]));
});

test('references prepared once and reused for later systems give the same scores as the plain string-keyed SARI (seeded fuzz)', () => {
  let seed = 11;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const vocabulary = ['a', 'b', 'c', 'A', 'd', '', 'the', 'x'];
  const sentence = (): string => Array.from({ length: Math.floor(random() * 9) }, () => vocabulary[Math.floor(random() * vocabulary.length)]!).join(random() < 0.1 ? '  ' : ' ');
  for (let t = 0; t < 3000; t++) {
    const source = sentence();
    const references = Array.from({ length: 1 + Math.floor(random() * 3) }, sentence);
    // several candidates against the same source and references: the later ones reuse the prepared counts
    for (let system = 0; system < 3; system++) {
      const candidate = sentence();
      assert.equal(sariSentence(source, candidate, references), oracleSari(source, candidate, references), JSON.stringify([source, candidate, references]));
      assert.equal(maxSariSentence(source, candidate, references), oracleMaxSari(source, candidate, references), JSON.stringify([source, candidate, references]));
    }
  }
});

test('statisticsOfAll equals statistics item by item, and scoreSegments (chunks of 1,000) equals scoreCorpus on CoNLL-2014 (1,312 sentences)', async () => {
  const data = DATASETS['conll14-bn10']();
  const items = segments(data, data.output('CAMB'));
  for (const metric of [createSari(), createSari({ mode: 'max' })]) {
    assert.deepEqual(metric.statisticsOfAll!(items.slice(0, 300)), items.slice(0, 300).map((s) => metric.statistics(s)));
    const steps: number[] = [];
    const progress = { start: () => {}, increment: (by = 1) => steps.push(by), stop: () => {} };
    const viaSegments = await scoreSegments(metric, items, progress);
    const viaCorpus = scoreCorpus(metric, items);
    assert.deepEqual(viaSegments.sentences, viaCorpus.sentences);
    assert.equal(viaSegments.corpus, viaCorpus.corpus);
    assert.deepEqual(steps, [1000, 312], 'progress moves once per chunk');
  }
});
