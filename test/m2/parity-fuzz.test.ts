import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readM2 } from '../../src/formats/m2.js';
import { readSentenceFile } from '../../src/formats/parallel.js';
import { scoreM2 } from '../../src/metrics/m2/corpus.js';

const dir = new URL('../fixtures/m2/fuzz/', import.meta.url).pathname;
const fixture = JSON.parse(readFileSync(new URL('../fixtures/m2/fuzz-official.json', import.meta.url), 'utf8')) as {
  runs: Record<string, { totals: number[]; sentences: string[] }>;
};

// Random small sentences over a tiny vocabulary: many equal-cost paths, so every tie-break of m2scorer matters.
for (const [hypothesisFile, official] of Object.entries(fixture.runs)) {
  test(`synthetic corpus ${hypothesisFile}: every annotator's counts in every sentence equal m2scorer's`, () => {
    const gold = readM2(`${dir}${hypothesisFile.replace('hyp', 'gold').replace('.txt', '.m2')}`);
    const result = scoreM2(readSentenceFile(`${dir}${hypothesisFile}`).lines, gold);
    assert.equal(result.sentences.length, 400);
    const ours = result.sentences.map((s) => `${s.annotator}:${s.annotators.map((a) => `${a.annotator}=${a.correct}/${a.proposed}/${a.gold}`).join(' ')}`);
    const differing = ours.map((line, i) => [i + 1, line, official.sentences[i]]).filter(([, a, b]) => a !== b);
    assert.deepEqual(differing, []);
    assert.deepEqual([result.correct, result.proposed, result.gold], official.totals);
  });
}
