import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readM2 } from '../../../src/formats/m2.js';
import { readSentenceFile } from '../../../src/formats/parallel.js';
import { scoreM2 } from '../../../src/metrics/m2/corpus.js';
import { optionsFromFlags } from './official-parity.js';

const dir = new URL('../../fixtures/m2/fuzz/', import.meta.url).pathname;
const fixture = JSON.parse(readFileSync(new URL('../../fixtures/m2/fuzz-official.json', import.meta.url), 'utf8')) as {
  runs: { hypothesis: string; gold: string; options: string[]; totals: number[]; sentences: string[] }[];
};

// Random small sentences over a tiny vocabulary: many equal-cost paths, so every tie-break of m2scorer matters.
for (const run of fixture.runs) {
  test(`synthetic corpus ${run.hypothesis} ${run.options.join(' ')}: every annotator's counts in every sentence equal m2scorer's`, () => {
    const result = scoreM2(readSentenceFile(`${dir}${run.hypothesis}`).lines, readM2(`${dir}${run.gold}`), optionsFromFlags(run.options));
    assert.equal(result.sentences.length, run.sentences.length);
    const ours = result.sentences.map((s) => `${s.annotator}:${s.annotators.map((a) => `${a.annotator}=${a.correct}/${a.proposed}/${a.gold}`).join(' ')}`);
    const differing = ours.map((line, i) => [i + 1, line, run.sentences[i]]).filter(([, a, b]) => a !== b);
    assert.deepEqual(differing, []);
    assert.deepEqual([result.correct, result.proposed, result.gold], run.totals);
  });
}
