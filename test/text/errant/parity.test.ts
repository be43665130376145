import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AnnotationCache } from '../../../src/text/errant/index.js';
import { addCounts, goldTypeParity, PARITY_TEAMS, teamParity, type ParityCounts } from '../../../bench/errant/parity.js';

/**
 * Extraction parity with ERRANT's own output (data/errant: M2 that ERRANT v2.3.3 wrote for 7 CoNLL-2014 team
 * outputs and for the ERRANT-typed human edits). Floors are the measured values (docs/errant.md, "Parity with
 * ERRANT's output"); the targets (99.8% spans, 98.5% types) are met for spans only.
 */
const cache = new AnnotationCache();

test('extraction parity: span-and-correction and type agreement with ERRANT on 7 team outputs', () => {
  const total: ParityCounts = { errantEdits: 0, gecvalEdits: 0, matched: 0, sameType: 0, confusions: new Map(), skippedSentences: 0 };
  for (const team of PARITY_TEAMS) addCounts(total, teamParity(team, cache));
  // ERRANT's NTHU and IITB files were written for slightly different versions of those outputs (10 sentences).
  assert.equal(total.skippedSentences, 10);
  assert.equal(total.errantEdits, 6873);
  // Measured 6863 / 6873 = 99.85% (before this work 99.56%).
  assert.ok(total.matched / total.errantEdits >= 0.998, `spans ${total.matched} / ${total.errantEdits}`);
  assert.ok(total.matched / total.gecvalEdits >= 0.998, `spans ${total.matched} / ${total.gecvalEdits} of gecval's`);
  // Measured 6605 / 6863 = 96.24% (third round of tagger corrections; second 95.82%, first 94.65%, before them 91.09%).
  assert.ok(total.sameType / total.matched >= 0.962, `types ${total.sameType} / ${total.matched}`);
});

test('extraction parity: gecval types ERRANT-typed gold spans like ERRANT', () => {
  const gold = goldTypeParity(cache);
  assert.equal(gold.matched, 5937);
  // Measured 5683 / 5937 = 95.72% (second round 95.42%, first 94.21%, before 91.60%).
  assert.ok(gold.sameType / gold.matched >= 0.957, `types ${gold.sameType} / ${gold.matched}`);
});
