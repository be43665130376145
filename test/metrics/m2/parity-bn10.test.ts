import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkRun, officialRuns } from './official-parity.js';

const runs = officialRuns().filter((r) => r.goldFile === 'bn10-combined.m2' && r.options.length === 0);

test('fixture has an official run for all 15 systems on the 10-annotator gold', () => {
  assert.equal(runs.length, 15);
});

for (const run of runs) {
  test(`${run.system} vs bn10-combined.m2 equals m2scorer (counts, printed P/R/F, annotator per sentence)`, () => checkRun(run));
}
