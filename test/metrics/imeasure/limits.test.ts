import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GecvalInputError } from '../../../src/core/errors.js';
import { readM2AsIeval } from '../../../src/formats/m2-to-ieval.js';
import { scoreIMeasure } from '../../../src/metrics/imeasure/score.js';
import { sharedPath } from '../../helpers/shared.js';

// ../shared/cases/imeasure: one 40-token sentence, 10 annotators, 130 edits (1.8e17 mixed references), which
// used to run out of heap after 5-6 minutes; and the same sentence with 2 annotators (2^18 references).
const manyalt = readM2AsIeval(sharedPath('cases', 'imeasure', 'manyalt.m2'));
const manyaltHypothesis = readFileSync(sharedPath('cases', 'imeasure', 'manyalt_hyp.txt'), 'utf8').split('\n').slice(0, 1);

// How long these take is measured by bench/m2/pathological.ts; the tests assert results and memory only (a busy
// machine must not fail a test). Enumerating 1.8e17 references would never end, so the refusal shows it was not tried.
for (const options of [{ method: 'fast' as const }, { method: 'enumerate' as const }, { method: 'fast' as const, enumerationLimit: 1e12 }]) {
  test(`10 annotators, 1.8e17 mixed references (${JSON.stringify(options)}): a one-line input error naming the sentence and --nomix, before enumerating`, () => {
    assert.throws(
      () => scoreIMeasure(manyalt, manyaltHypothesis, options),
      (error: unknown) => error instanceof GecvalInputError && /^sentence 1: .*1\.77e\+17 references.*--nomix/.test(error.message) && !error.message.includes('\n')
        && error.line === 1,
    );
  });
}

test('the same sentence scores with --nomix (one reference per annotator)', () => {
  const result = scoreIMeasure(manyalt, manyaltHypothesis, { mix: false });
  assert.equal(result.sentences.length, 1);
  assert.equal(result.corpus.correction.tp + result.corpus.correction.fn, 10); // the hypothesis fixes 5 of the 10 errors its best annotator marks
});

test('2 annotators, 2^18 mixed references: scored exactly (every reference enumerated) within the bound', () => {
  const gold = readM2AsIeval(sharedPath('cases', 'imeasure', 'manyalt2.m2'));
  const hypothesis = readFileSync(sharedPath('cases', 'imeasure', 'src1.txt'), 'utf8').split('\n').slice(0, 1);
  const before = process.memoryUsage().rss;
  const value = scoreIMeasure(gold, hypothesis);
  assert.ok(process.memoryUsage().rss - before < 1e9, 'under 1 GB');
  // The hypothesis is the source: no detection, so TP = FP = 0 whatever the reference.
  assert.equal(value.corpus.detection.tp, 0);
  assert.equal(value.corpus.detection.fp, 0);
  assert.ok(value.sentences[0]!.candidates > 0);
});
