import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGleu, gleuCorpus, gleuStatistics, gleuFromStats, DEFAULT_GLEU_OPTIONS } from '../../src/metrics/gleu/metric.js';
import { scoreCorpus } from '../../src/metrics/metric.js';
import { segments } from './data.js';
import { DATASETS, firstMismatch, fixture, type DatasetName } from './fixtures.js';

interface GleuRun {
  sentences: number[];
  corpus: { mean: number; std: number };
}
type GleuFixture = Record<DatasetName, { all_refs: Record<string, GleuRun>; first_ref: Record<string, GleuRun> }>;

const S = 'He go to school every day .';
const R1 = 'He goes to school every day .';
const R2 = 'He went to school every day .';

test('docs/maege.md#maege-worked-examples values', () => {
  const gleu = createGleu();
  const score = (h: string) => gleu.sentenceScore(gleu.statistics({ source: S, hypothesis: h, references: [R1, R2] }));
  const near = (a: number, b: number) => assert.ok(Math.abs(a - b) < 5e-7, `${a} vs ${b}`);
  const [vsR1, vsR2] = gleuStatistics({ source: S, hypothesis: R1, references: [R1, R2] });
  assert.equal(gleuFromStats(vsR1!, true), 1);
  assert.deepEqual(vsR2, [7, 7, 6, 7, 4, 6, 3, 5, 2, 4]);
  near(gleuFromStats(vsR2!, true), 0.643459);
  near(score(R1), 0.821729);
  near(score(S), 0.330316);
  near(score('He goes to school .'), 0.380203);
});

test('an empty hypothesis scores 0 at corpus level and a smoothed small value per sentence', () => {
  const gleu = createGleu();
  const stats = [gleu.statistics({ source: S, hypothesis: '', references: [R1] })];
  assert.equal(gleu.corpusScore(stats), 0);
  assert.ok(gleu.sentenceScore(stats[0]!) > 0 && gleu.sentenceScore(stats[0]!) < 0.01);
});

const original = fixture<GleuFixture>('gleu.json');

test('JFLEG dev, 4 references, 500 iterations: the published corpus numbers within ±0.002 (seeded sampling)', () => {
  const data = DATASETS['jfleg-dev']();
  const targets: Record<string, number> = { source: 0.3821, mle_1: 0.3639, mle_2: 0.4534 };
  for (const seed of [0, 1]) {
    const gleu = createGleu({ seed });
    for (const [system, target] of Object.entries(targets)) {
      const corpus = scoreCorpus(gleu, segments(data, data.output(system))).corpus;
      assert.ok(Math.abs(corpus - target) <= 0.002, `${system} seed ${seed}: ${corpus} vs ${target}`);
    }
  }
});

for (const dataset of Object.keys(DATASETS) as DatasetName[]) {
  test(`equals compute_gleu on ${dataset}: sentences, corpus with one reference (exact) and with the original's draws`, () => {
    const data = DATASETS[dataset]();
    const runs = original[dataset];
    for (const [system, run] of Object.entries(runs.all_refs)) {
      const items = segments(data, data.output(system));
      const stats = items.map(gleuStatistics);
      const sentences = stats.map((s) => createGleu().sentenceScore(s));
      const bad = firstMismatch(sentences, run.sentences, 1e-15);
      assert.equal(bad, -1, `${system} sentence ${bad}: ${sentences[bad]} vs ${run.sentences[bad]}`);
      // The original's own reference draws (Python 2 random.seed(j*101)): same mean and std up to summation order.
      const python = gleuCorpus(stats, { ...DEFAULT_GLEU_OPTIONS, sampling: 'python' });
      assert.ok(Math.abs(python.mean - run.corpus.mean) < 1e-12, `${system} mean ${python.mean} vs ${run.corpus.mean}`);
      assert.ok(Math.abs(python.std - run.corpus.std) < 1e-12, `${system} std ${python.std} vs ${run.corpus.std}`);
      // gecval's own seeded sampling agrees within the sampling noise of 500 iterations.
      const seeded = gleuCorpus(stats, DEFAULT_GLEU_OPTIONS);
      assert.ok(Math.abs(seeded.mean - run.corpus.mean) < 0.002, `${system} seeded ${seeded.mean} vs ${run.corpus.mean}`);
    }
    for (const [system, run] of Object.entries(runs.first_ref)) {
      const result = scoreCorpus(createGleu(), segments(data, data.output(system), 1));
      assert.equal(result.corpus, run.corpus.mean, `${system} one-reference corpus`);
      // Sentence scores agree to the last bit or one ulp: V8's Math.log/Math.exp are not glibc's.
      assert.equal(firstMismatch(result.sentences, run.sentences, 1e-15), -1, `${system} one-reference sentences`);
    }
  });
}

test('corpus sampling reads cached statistics only and is reproducible per seed', () => {
  const data = DATASETS['jfleg-dev']();
  const stats = segments(data, data.output('mle_3')).map(gleuStatistics);
  const frozen = stats.map((s) => Object.freeze(s.map((row) => Object.freeze(row.slice()))));
  const a = gleuCorpus(frozen, { ...DEFAULT_GLEU_OPTIONS, seed: 7 });
  const b = gleuCorpus(frozen, { ...DEFAULT_GLEU_OPTIONS, seed: 7 });
  const c = gleuCorpus(frozen, { ...DEFAULT_GLEU_OPTIONS, seed: 8 });
  assert.deepEqual(a, b);
  assert.notEqual(a.mean, c.mean);
  assert.equal(a.iterations, 500);
  assert.ok(createGleu({ seed: 7 }).signature().includes('seed:7'));
});
