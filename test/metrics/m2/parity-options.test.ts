import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readM2 } from '../../../src/formats/m2.js';
import { readSentenceFile } from '../../../src/formats/parallel.js';
import { scoreM2 } from '../../../src/metrics/m2/corpus.js';
import { pythonFixed } from '../../../src/metrics/m2/python-text.js';
import { checkRun, officialRuns, optionsFromFlags } from './official-parity.js';

const optionRuns = officialRuns().filter((r) => r.options.length > 0);

test('fixture has the option runs (--ignore_whitespace_casing, --max_unchanged_words 0/3, --beta 1.0)', () => {
  const flags = new Set(optionRuns.map((r) => r.options.join(' ')));
  for (const wanted of ['--ignore_whitespace_casing', '--max_unchanged_words 0', '--max_unchanged_words 3', '--beta 1.0']) assert.ok(flags.has(wanted), wanted);
});

for (const run of optionRuns) {
  test(`${run.system} vs ${run.goldFile} ${run.options.join(' ')} equals m2scorer`, () => checkRun(run));
}

interface ExampleRun {
  system: string;
  options: string[];
  correct: number;
  proposed: number;
  gold: number;
  printed: string[];
  sentences: { annotator: number; annotators: { annotator: number; correct: number; proposed: number; gold: number }[] }[];
}

const examples = new URL('../../fixtures/m2/examples/', import.meta.url).pathname;
const worked = JSON.parse(readFileSync(new URL('../../fixtures/m2/worked-examples.json', import.meta.url), 'utf8')) as { runs: ExampleRun[] };

// Hand-written sentences that exercise `||` alternatives, -NONE- deletions, a noop annotator, a sentence with no
// edits, duplicated gold edits (counted twice), two insertions at one point, merged edits, an empty hypothesis.
for (const run of worked.runs) {
  test(`worked example ${run.system} ${run.options.join(' ')}: every annotator's counts equal m2scorer's`, () => {
    const gold = readM2(`${examples}gold.m2`);
    const result = scoreM2(readSentenceFile(`${examples}${run.system}`).lines, gold, optionsFromFlags(run.options));
    assert.deepEqual([result.correct, result.proposed, result.gold], [run.correct, run.proposed, run.gold]);
    assert.deepEqual(
      result.sentences.map((s) => ({ annotator: s.annotator, annotators: s.annotators })),
      run.sentences,
    );
    const beta = result.beta;
    assert.deepEqual(run.printed, [
      `Precision   : ${pythonFixed(result.precision, 4)}`,
      `Recall      : ${pythonFixed(result.recall, 4)}`,
      `F_${pythonFixed(beta, 1)}       : ${pythonFixed(result.f, 4)}`,
    ]);
  });
}
