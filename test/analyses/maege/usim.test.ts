import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultMetricNames, maegeMetricEntry, readsKey } from '../../../src/analyses/maege/registry-adapter.js';

test('MAEGE usim entry: opt-in, reference-less, scores a candidate equal to its source 1', async () => {
  const entry = maegeMetricEntry('usim');
  assert.ok(entry);
  assert.equal(entry.reads, 'source+hypothesis');
  assert.ok(!defaultMetricNames().includes('usim'), 'usim is not in --metrics all');
  const metric = await entry.create({});
  const source = 'He go to school every days .';
  const same = metric.sentenceScore(metric.statistics({ source, hypothesis: source, references: ['x'] }));
  assert.equal(same, 1);
  const changed = { source, hypothesis: 'Yesterday the cat ate a very large fish .', references: ['He goes to school every day .'] };
  const score = metric.sentenceScore(metric.statistics(changed));
  assert.ok(score >= 0 && score < 1, `unrelated candidate scored ${score}`);
  // References do not enter USIM: items that differ only in references share a score key and a score.
  const otherRefs = { ...changed, references: ['Something else .'] };
  assert.equal(readsKey(entry.reads, changed), readsKey(entry.reads, otherRefs));
  assert.equal(metric.sentenceScore(metric.statistics(otherRefs)), score);
  assert.match(metric.signature(), /usim/);
});
