import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dataPath } from '../../helpers/shared.js';
import { readLines } from '../../../src/formats/text-file.js';
import { readM2 } from '../../../src/formats/m2.js';
import { compareOutputs, wordChangeBin } from '../../../src/analyses/conservatism/compare.js';
import { referencesFromM2 } from '../../../src/analyses/conservatism/references.js';

test('CoNLL-2014: references change far more than every corrector (paper §4, docs/conservatism.md#conservatism-comparison)', () => {
  const dir = dataPath('conll14');
  const systems = readdirSync(join(dir, 'systems')).filter((f) => f.endsWith('.txt')).sort();
  assert.equal(systems.length, 15);
  const outputs = [
    ...systems.map((f) => ({ name: f.replace('.txt', ''), isReference: false, lines: readLines(join(dir, 'systems', f)) })),
    ...referencesFromM2(readM2(join(dir, 'official-2014.combined.m2')), 'combined.m2'),
  ];
  const result = compareOutputs(readLines(join(dir, 'source.txt')), outputs);
  const byName = new Map(result.outputs.map((o) => [o.summary.name, o.summary]));
  const gold = byName.get('gold-A0')!;
  // The stored code results have 45 reference sentences with exactly 5 changed words (paper: 44) and 11 for AMU.
  assert.ok(Math.abs(gold.heatMap['5'] - 45) <= 3, `gold-A0 at 5 changed words: ${gold.heatMap['5']}`);
  assert.ok(Math.abs(byName.get('AMU')!.heatMap['5'] - 11) <= 2, `AMU at 5: ${byName.get('AMU')!.heatMap['5']}`);
  const heavy = (s: typeof gold) => s.heatMap['5'] + s.heatMap['6-10'] + s.heatMap['11-20'] + s.heatMap['21+'];
  const maxSystem = Math.max(...result.outputs.filter((o) => !o.summary.isReference).map((o) => heavy(o.summary)));
  for (const ref of result.outputs.filter((o) => o.summary.isReference)) {
    assert.ok(heavy(ref.summary) >= 3 * maxSystem, `${ref.summary.name}: ${heavy(ref.summary)} sentences with ≥ 5 changes vs at most ${maxSystem} for a corrector`);
    assert.ok(ref.summary.meanRho! < Math.min(...result.outputs.filter((o) => !o.summary.isReference).map((o) => o.summary.meanRho!)), 'references reorder more');
    const maxSplits = Math.max(1, ...result.outputs.filter((o) => !o.summary.isReference).map((o) => o.summary.splits));
    assert.ok(ref.summary.splits >= 2.5 * maxSplits, `${ref.summary.name} splits ${ref.summary.splits} vs at most ${maxSplits} for a corrector`);
  }
  // UFC barely changes anything (stored: 1334 of 1341 unchanged).
  assert.ok(byName.get('UFC')!.heatMap['0'] > 1300);
  // Heat-map rows add up to the number of sentences.
  for (const o of result.outputs) assert.equal(Object.values(o.summary.heatMap).reduce((a, b) => a + b, 0), 1312);
  assert.equal(wordChangeBin(21), '21+');
  assert.equal(wordChangeBin(20), '11-20');
});
