import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareTeams } from '../../../bench/errant/f05.js';

test('CoNLL-2014 CAMB: M2 F0.5 against re-extracted references stays within 0.005 of F0.5 against the gold M2', () => {
  const [camb] = compareTeams(['CAMB']);
  // The gold score is the official CoNLL-2014 CAMB F0.5 (37.33); re-extraction measured 0.3734 (delta 0.0002).
  assert.equal(camb!.gold.f.toFixed(4), '0.3733');
  assert.ok(Math.abs(camb!.reextracted.f - camb!.gold.f) < 0.005, `re-extracted F0.5 ${camb!.reextracted.f}`);
  assert.ok(Math.abs(camb!.reextracted.p - camb!.gold.p) < 0.01 && Math.abs(camb!.reextracted.r - camb!.gold.r) < 0.01);
});
