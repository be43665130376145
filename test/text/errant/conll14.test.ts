import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, editsOf, readM2 } from '../../../src/formats/m2.js';
import { extractM2Sentence } from '../../../src/text/errant/index.js';
import { measureRecovery, typeAgreement } from '../../../bench/errant/recovery.js';
import { dataPath } from '../../helpers/shared.js';

const gold = readM2(dataPath('conll14', 'official-2014.combined.m2'));

test('CoNLL-2014: re-extraction from (source, annotator-0 correction) reproduces the gold spans of ≥ 80.4% of gold edits', () => {
  const result = measureRecovery(gold, 0, { merge: 'rules' });
  assert.equal(result.goldEdits, 2391);
  assert.equal(result.skippedOverlapping, 0);
  // Measured 1924 / 2391 = 80.47% (docs/errant.md explains the gap to the 90% goal with a category table
  // (bench/errant/miss-categories.ts): 14% of the gold edits touch another gold edit, 1.8% are not minimal, and
  // NUCLE's split/merge conventions differ from ERRANT's).
  // 1922 since the tagger corrections for ERRANT parity (issue 15: ERRANT's own output, not NUCLE, is the yardstick;
  // test/text/errant/parity.test.ts), 1918 after the second round of them (annotator 1: 2761 -> 2762; span agreement
  // with ERRANT's own output went from 6862 to 6863 of 6873 at the same time). The 4 lost NUCLE spans come from
  // PTB-faithful tags that move an ERRANT merge: away/back as adverbs, slash-joined pronouns, stranded prepositions.
  // Session 8: particles (RP) take spaCy's coarse POS ADP, which ERRANT's merger reads: 1918 -> 1920 here,
  // annotator 1 2762 -> 2759, span agreement with ERRANT's own output 6863 -> 6865 of 6873.
  assert.ok(result.recovered >= 1920, `span recovery ${result.recovered} / ${result.goldEdits}`);
  // Joining touching edits into regions (both sides), 2309 / 2391 = 96.57% of gold edits are recovered: the rest
  // are gold edits that are not minimal (they repeat unchanged words), which no minimal extractor reproduces.
  assert.ok(result.regionRecovered >= 2309, `region recovery ${result.regionRecovered}`);
  // Annotator 1 measured 2761 / 3207 = 86.09% exact, 3092 / 3207 = 96.41% regions.
  const second = measureRecovery(gold, 1, { merge: 'rules', classify: false });
  assert.ok(second.recovered >= 2759, `annotator 1: ${second.recovered}`);
  assert.ok(second.regionRecovered >= 3092, `annotator 1 regions: ${second.regionRecovered}`);
  // Rule-based merging must beat the naive strategies on the same data, as in Bryant et al. (2017).
  for (const merge of ['all-split', 'all-merge', 'all-equal'] as const) {
    assert.ok(measureRecovery(gold, 0, { merge, classify: false }).recovered < result.recovered, merge);
  }
});

test('CoNLL-2014: applying the extracted edits to the source gives the correction back (both annotators, all sentences)', () => {
  for (const annotator of [0, 1]) {
    const targets = gold.map((s) => applyEdits(s.tokens, editsOf(s, annotator)).join(' '));
    gold.forEach((sentence, i) => {
      const extracted = extractM2Sentence(sentence.source, [targets[i]!], { classify: false });
      assert.equal(applyEdits(sentence.tokens, extracted.edits).join(' '), targets[i], `sentence ${i + 1}, annotator ${annotator}`);
      if (targets[i] === sentence.tokens.join(' ')) assert.deepEqual(extracted.edits.map((e) => e.type), ['noop']);
    });
  }
});

test('CoNLL-2014: ERRANT categories agree with NUCLE types on the recovered edits (classifier sanity check)', () => {
  const result = measureRecovery(gold, 0, { merge: 'rules' });
  // Measured: ArtOrDet→DET 270/295, Nn→NOUN:NUM 182/209, Prep→PREP 149/172, SVA→VERB:SVA 87/99, Vt→VERB:TENSE 102/121.
  const floors: [string, string[], number][] = [
    ['ArtOrDet', ['DET'], 0.9],
    ['Nn', ['NOUN:NUM'], 0.85],
    ['Prep', ['PREP'], 0.83], // 142/170 since phrasal-verb particles are PART, as spaCy tags them for ERRANT
    ['SVA', ['VERB:SVA'], 0.85],
    ['Vt', ['VERB:TENSE'], 0.8],
  ];
  for (const [nucle, errant, floor] of floors) {
    const agreement = typeAgreement(result, nucle, errant);
    assert.ok(agreement.total > 90 && agreement.rate >= floor, `${nucle}: ${agreement.agree}/${agreement.total}`);
  }
});
