import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkRun, officialRuns } from './official-parity.js';

const SYSTEMS = ['AMU', 'CAMB', 'CUUI', 'Char', 'IITB', 'IPN', 'JMGR', 'NTHU', 'PKU', 'POST', 'RAC', 'RoRo', 'SJTU', 'UFC', 'UMC'];
const runs = officialRuns().filter((r) => r.goldFile === 'official-2014.combined.m2' && r.options.length === 0);

test('fixture has an official run for all 15 systems on the 2-annotator gold', () => {
  assert.deepEqual(runs.map((r) => r.system).sort(), SYSTEMS);
});

test('the known CoNLL-2014 values are in the fixture', () => {
  const printed = (system: string) => Object.values(runs.find((r) => r.system === system)!.printed).join(' ');
  assert.equal(printed('AMU'), '0.4162 0.2140 0.3501');
  assert.equal(printed('CAMB'), '0.3971 0.3010 0.3733');
  assert.equal(printed('UFC'), '0.7000 0.0172 0.0784');
});

for (const run of runs) {
  test(`${run.system} vs official-2014.combined.m2 equals m2scorer (counts, printed P/R/F, annotator per sentence)`, () => checkRun(run));
}
