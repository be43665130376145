import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readM2 } from '../../../src/formats/m2.js';
import { buildPlan, planCounts } from '../../../src/analyses/maege/plan.js';
import { typeCounts } from '../../../src/analyses/maege/delta.js';
import { readReferences, PAPER_REFERENCE_FILES } from '../../../src/analyses/maege/references.js';
import { collectItems } from '../../../src/analyses/maege/items.js';
import { dataPath } from '../../helpers/shared.js';

const gold = readM2(dataPath('conll14', 'official-2014.combined-withalt.m2'));

test('docs/maege.md#maege-reference-numbers: exact data counts on the CoNLL-2014 test set with alternatives', () => {
  const plan = buildPlan(gold, { seed: 1 });
  const counts = planCounts(plan);
  assert.equal(counts.sentences, 764);
  assert.equal(counts.chains, 1809);
  assert.equal(counts.nodes, 7936);
  assert.equal(counts.pairs, 19822);
  assert.equal(counts.appliedEdits, 6127);
  assert.equal(counts.corpusSentences, 831);
  // 529 sentences with 2 annotations, 194 with 3, 36 with 4, 5 with 5.
  const byAnnotations = new Map<number, number>();
  for (const s of plan.sentenceLevel) byAnnotations.set(s.annotations.length, (byAnnotations.get(s.annotations.length) ?? 0) + 1);
  assert.deepEqual([2, 3, 4, 5].map((n) => byAnnotations.get(n)), [529, 194, 36, 5]);
  assert.equal(plan.lattice.collisions.length, 0);
  assert.equal(plan.lattice.warnings.length, 6, 'six null edits');
  // Counts do not depend on the seed.
  assert.deepEqual(planCounts(buildPlan(gold, { seed: 99 })), counts);
});

test('docs/maege.md#maege-reference-numbers: per-type edit counts of the sentence-level set (27 NUCLE types, 6,127 edits)', () => {
  const counts = Object.fromEntries(typeCounts(buildPlan(gold).chains));
  assert.deepEqual(counts, {
    Wtone: 28, Mec: 731, Wa: 2, V0: 74, Pref: 235, Ssub: 89, WOadv: 30, Sfrag: 15, 'Rloc-': 336, ArtOrDet: 893,
    Vm: 92, SVA: 270, Wci: 869, Trans: 192, Srun: 30, Vt: 286, Prep: 634, Pform: 76, Vform: 250, Npos: 54,
    Wform: 192, Nn: 479, Um: 61, Others: 93, WOinc: 80, Smod: 6, Spar: 30,
  });
  assert.equal(Object.keys(counts).length, 27);
  assert.equal(Object.values(counts).reduce((a, b) => a + b, 0), 6127);
});

test('docs/maege.md#maege-reference-numbers: the newer long-sentence filter gives 759 sentences, 1,792 chains, 7,604 nodes', () => {
  const counts = planCounts(buildPlan(gold, { skipLongMultiSentence: true }));
  assert.deepEqual([counts.sentences, counts.chains, counts.nodes], [759, 1792, 7604]);
});

test('the 8 Bryant & Ng references read from M2 align with the gold file; items are shared across uses', () => {
  const refs = readReferences(
    PAPER_REFERENCE_FILES.map((f) => dataPath('conll14', 'bn10', f)),
    gold.map((s) => s.source),
  );
  assert.equal(refs.length, 1312);
  assert.ok(refs.every((r) => r.length === 8));
  assert.equal(refs[3]![0], 'People get certain diseases because of genetic changes .');
  const plan = buildPlan(gold, { settings: ['random', 'origin'] });
  const table = collectItems(plan, refs);
  assert.equal(table.nodes.random!.flat().length, 7936);
  assert.equal(table.corpus.origin![0]!.length, 11);
  assert.ok(table.items.length < 7936 * 2 + 11 * 831 * 2, 'identical items are scored once');
  // Origin as source: every node of a chain is scored against node 0.
  const chain = plan.chains[0]!;
  const firstItem = table.items[table.nodes.origin![0]![chain.nodes.length - 1]!]!;
  assert.equal(firstItem.source, chain.nodes[0]);
});
