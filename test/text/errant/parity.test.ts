import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AnnotationCache } from '../../../src/text/errant/index.js';
import { addCounts, goldTypeParity, PARITY_TEAMS, teamParity, typedErrantSpans, type ParityCounts } from '../../../bench/errant/parity.js';
import { DEV_FILES, HELD_OUT_FILES, sentencesOf } from '../../../bench/errant/halves.js';

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
  // Measured 6865 / 6873 = 99.88% since particles (RP) take spaCy's coarse POS ADP in the merger (6863 before; before this
  // work 99.56%).
  assert.ok(total.matched >= 6865, `spans ${total.matched}`);
  assert.ok(total.matched / total.errantEdits >= 0.998, `spans ${total.matched} / ${total.errantEdits}`);
  assert.ok(total.matched / total.gecvalEdits >= 0.998, `spans ${total.matched} / ${total.gecvalEdits} of gecval's`);
  // Measured 6702 / 6863 = 97.65% with the learned disambiguator (trained on AMU, CAMB, CUUI among others, so this is
  // partly in-sample); rules alone 6616 = 96.40% (fourth round of tagger corrections, typing-only readings; third
  // 96.24%, second 95.82%, first 94.65%, before them 91.09%). Before the fourth round: 6692 = 97.51%.
  assert.ok(total.sameType / total.matched >= 0.9765, `types ${total.sameType} / ${total.matched}`);
});

test('extraction parity: gecval types ERRANT-typed gold spans like ERRANT', () => {
  const gold = goldTypeParity(cache);
  assert.equal(gold.matched, 5937);
  // Measured 5740 / 5937 = 96.68% with the learned disambiguator (trained on the first half of these sentences);
  // rules alone 5700 = 96.01% (third round 95.72%, second 95.42%, first 94.21%, before 91.60%).
  assert.ok(gold.sameType / gold.matched >= 0.966, `types ${gold.sameType} / ${gold.matched}`);
});

test('the learned disambiguator improves type agreement on the held-out half it was not trained on, and not at the expense of DEV', () => {
  const agreement = (files: readonly string[], learnedTypes: boolean) => {
    let same = 0;
    let all = 0;
    for (const file of files) {
      for (const sentence of sentencesOf(file)) {
        for (const { edit, type } of typedErrantSpans(sentence, cache, { skipNoop: true, learnedTypes })) {
          all++;
          if (type === edit.type) same++;
        }
      }
    }
    return { same, all };
  };
  const heldRules = agreement(HELD_OUT_FILES, false);
  const heldLearned = agreement(HELD_OUT_FILES, true);
  assert.equal(heldRules.all, 4830);
  // Measured: rules 4590 / 4830 = 95.03%, with the model 4626 = 95.78% (+0.75 points). Before the fourth round of
  // tagger corrections: rules 4576 = 94.74%, model 4612 = 95.49%.
  assert.ok(heldLearned.same / heldLearned.all >= 0.957, `held out ${heldLearned.same} / ${heldLearned.all}`);
  assert.ok(heldLearned.same - heldRules.same >= 0.003 * heldRules.all, `held out gain ${heldLearned.same - heldRules.same}`);
  const devRules = agreement(DEV_FILES, false);
  const devLearned = agreement(DEV_FILES, true);
  // Measured (in-sample): 7814 → 7904 / 8064 (before the fourth round 7800 → 7890).
  assert.ok(devLearned.same >= devRules.same, `DEV ${devRules.same} → ${devLearned.same}`);
});
