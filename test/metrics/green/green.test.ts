import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createGreen, DEFAULT_GREEN_OPTIONS } from '../../../src/metrics/green/metric.js';
import { prepareDataset } from '../../../src/analyses/meta-eval/run.js';
import type { Segment } from '../../../src/metrics/metric.js';
import { dataPath, repoRoot } from '../../helpers/shared.js';

const fixture = JSON.parse(readFileSync(`${repoRoot}/test/fixtures/metrics/green/seeda-subset.json`, 'utf8')) as Record<string, { corpus: number; sentences?: number[] }>;

test('GREEN: worked example — counts of true, over- and under-corrections', () => {
  const green = createGreen({ n: 1, beta: 2, unit: 'word' });
  // S = a b c, H = a x c, R = a y c. Unigrams: a,c kept (TK 2); b deleted by both (TD 1); x over-inserted (OI 1);
  // y missed (UI 1). P = 3/4, R = 3/4, F2 = 3/4.
  const stats = green.statistics({ source: 'a b c', hypothesis: 'a x c', references: ['a y c'] });
  assert.deepEqual([...stats], [3, 1, 1]);
  assert.equal(green.sentenceScore(stats), 0.75);
  // The best reference is kept per sentence: the identical one.
  const best = green.statistics({ source: 'a b c', hypothesis: 'a x c', references: ['a y c', 'a x c'] });
  assert.equal(green.sentenceScore(best), 1);
});

test('GREEN equals gec-metrics on the SEEDA subset (corpus and sentence scores, word and char units)', () => {
  const p = prepareDataset('seeda', dataPath());
  const segments = (system: string, refs: number): Segment[] =>
    p.scoring.sources.map((source, i) => ({ source, hypothesis: p.scoring.outputs.get(system)![i]!, references: p.scoring.references.slice(0, refs).map((r) => r[i]!) }));
  for (const [key, expected] of Object.entries(fixture)) {
    const char = key.endsWith('-char-1ref');
    const system = char ? key.replace('-char-1ref', '') : key;
    const metric = createGreen(char ? { ...DEFAULT_GREEN_OPTIONS, unit: 'char' } : DEFAULT_GREEN_OPTIONS);
    const stats = segments(system, char ? 1 : 2).map((s) => metric.statistics(s));
    assert.ok(Math.abs(metric.corpusScore(stats) - expected.corpus) < 1e-12, `${key}: ${metric.corpusScore(stats)} vs ${expected.corpus}`);
    if (expected.sentences) {
      stats.forEach((s, i) => assert.ok(Math.abs(metric.sentenceScore(s) - expected.sentences![i]!) < 1e-12, `${key} sentence ${i + 1}`));
    }
  }
});
