import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errantMetricEntry, sentErrantMetricEntry, sentM2MetricEntry } from '../../../src/metrics/errant/entry.js';
import { compareErrant, DEFAULT_ERRANT_COMPARE } from '../../../src/metrics/errant/compare.js';
import { readErrantM2 } from '../../../src/metrics/errant/m2-blocks.js';
import { errantCorpusCounts, errantSentenceStats } from '../../../src/metrics/errant/sentence.js';
import { scoreCorpus } from '../../../src/metrics/metric.js';
import { dataPath } from '../../helpers/shared.js';

const ref = dataPath('errant/conll14.errant');

test('errant entry: corpus F of an ERRANT hypothesis M2 equals compare_m2.py (AMU: TP 483, FP 795, FN 1934, F0.5 0.3208)', async () => {
  const result = await errantMetricEntry.scoreFiles({ m2: ref, hypothesis: dataPath('errant/conll14-AMU.errant') }, { ...errantMetricEntry.defaults, hypothesis: 'm2' }, {});
  assert.deepEqual([result.details!.tp, result.details!.fp, result.details!.fn], [483, 795, 1934]);
  assert.equal(Math.round(result.corpus * 1e4) / 1e4, 0.3208);
  assert.equal(result.sentences.length, 1312);
  assert.match(result.signature, /^errant\|mode:cs\|beta:0.5\|/u);
  const sent = await sentErrantMetricEntry.scoreFiles({ m2: ref, hypothesis: dataPath('errant/conll14-AMU.errant') }, { ...sentErrantMetricEntry.defaults, hypothesis: 'm2' }, {});
  assert.equal(sent.corpus, sent.sentences.reduce((a, b) => a + b, 0) / sent.sentences.length);
  assert.match(sent.signature, /^sent-errant\|/u);
});

test('errant entry: text hypotheses are extracted first (CUUI gives the same counts as ERRANT\'s own CUUI edits)', async () => {
  const result = await errantMetricEntry.scoreFiles({ m2: ref, hypothesis: dataPath('conll14/systems/CUUI.txt') }, errantMetricEntry.defaults, {});
  assert.deepEqual([result.details!.tp, result.details!.fp, result.details!.fn], [607, 985, 1946]);
});

test('ERRANT statistics: the running reference choice on per-sentence statistics equals compare_m2.py\'s (three modes, NUCLE reference)', () => {
  const hyp = readErrantM2(dataPath('errant/conll14-CAMB.errant'));
  const nucle = readErrantM2(dataPath('conll14/official-2014.combined.m2'));
  for (const mode of ['cs', 'cse', 'dt'] as const) {
    const options = { ...DEFAULT_ERRANT_COMPARE, mode };
    const direct = compareErrant(hyp, nucle, options);
    const viaStats = errantCorpusCounts(hyp.map((b, i) => errantSentenceStats(b, nucle[i]!, options)), options.beta);
    assert.deepEqual(viaStats, { tp: direct.tp, fp: direct.fp, fn: direct.fn }, mode);
  }
});

test('sent-m2 entry: INPUT scores the share of sentences one annotator left unchanged (SEEDA: 31.33)', async () => {
  const result = await sentM2MetricEntry.scoreFiles({ m2: dataPath('conll14/official-2014.combined.m2'), hypothesis: dataPath('seeda/outputs/all/INPUT.txt') }, sentM2MetricEntry.defaults, {});
  assert.equal((100 * result.corpus).toFixed(2), '31.33');
  assert.ok(result.sentences.every((s) => s === 0 || s === 1));
});

test('errant as a Segment metric: references are corrected texts, sentence F follows ERRANT\'s conventions', async () => {
  const metric = await errantMetricEntry.create!(errantMetricEntry.defaults, {});
  const source = 'He go to school yesterday .';
  const items = [
    { source, hypothesis: 'He went to school yesterday .', references: ['He went to school yesterday .', 'He goes to school yesterday .'] },
    { source, hypothesis: source, references: ['He went to school yesterday .'] }, // nothing proposed: P = 1, R = 0 → F 0
    { source, hypothesis: source, references: [source] }, // nothing to do, nothing done: F 1
    { source, hypothesis: 'She go to school yesterday .', references: [source] }, // a false positive only: P 0, R 1 → F 0
  ];
  const result = scoreCorpus(metric, items);
  assert.deepEqual(result.sentences, [1, 0, 1, 0]);
  // Corpus: TP 1, FP 1, FN 1 → P = R = 0.5 → F0.5 = 0.5.
  assert.equal(result.corpus, 0.5);
  const sentMetric = await sentErrantMetricEntry.create!(sentErrantMetricEntry.defaults, {});
  assert.equal(scoreCorpus(sentMetric, items).corpus, 0.5);
});
