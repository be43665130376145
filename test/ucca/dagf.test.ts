import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath, specPath } from '../helpers/shared.js';
import { readUccaXmlFile } from '../../src/ucca/xml.js';
import { fromUccaJson } from '../../src/ucca/json.js';
import { addCounts, dagCounts, emptyCounts, prf } from '../../src/ucca/eval/evaluate.js';
import { GecvalInputError } from '../../src/core/errors.js';
import { exampleGraphs } from '../helpers/ucca-example.js';

test('docs/ucca-usim.md#worked-example DAG F example: 8/10/10 labelled, 10/10 unlabelled, 8/10 weak, empty classes score 1', () => {
  const [, g2, , y] = exampleGraphs();
  const c = dagCounts(g2!, y!);
  assert.deepEqual(c.labeled.primary, { matched: 8, guessed: 10, ref: 10 });
  assert.deepEqual(c.unlabeled.primary, { matched: 10, guessed: 10, ref: 10 });
  assert.deepEqual(c.weak.primary, { matched: 8, guessed: 10, ref: 10 });
  assert.equal(prf(c.labeled.primary).f, 0.8000000000000002);
  assert.deepEqual(prf(c.labeled.remote), { matched: 0, guessed: 0, ref: 0, p: 1, r: 1, f: 1 });
  assert.equal(dagCounts(g2!, g2!).labeled.primary.matched, 10, 'a graph with itself matches everything');
});

test('evaluator conformance: all 2,108 graphs give the reference evaluator counts', () => {
  const fixture = JSON.parse(gunzipSync(readFileSync(specPath('ucca-eval-conformance.json.gz'))).toString());
  let checked = 0;
  for (const item of fixture.items) {
    const pred = fromUccaJson(item.pred);
    const gold = readUccaXmlFile(dataPath('ucca', item.split === '20k' ? '20k' : 'ewt', 'xml', `${item.pred.id}.xml`));
    const c = dagCounts(pred, gold);
    for (const [key, [matched, guessed, ref]] of Object.entries(item.expected as Record<string, number[]>)) {
      const [type, cls] = key.split('/') as ['labeled' | 'unlabeled', 'primary' | 'remote' | 'implicit'];
      assert.deepEqual(c[type][cls], { matched, guessed, ref }, `${item.split} ${item.system} ${item.pred.id} ${key}`);
    }
    checked++;
  }
  assert.equal(checked, 2108);
});

test('DAG F IAA on the doubly annotated NUCLE passages: every per-passage count; learner micro P .820 R .849 F .834', () => {
  const golden = JSON.parse(readFileSync(specPath('golden', 'dagf_iaa.json'), 'utf8')).results;
  const learner = emptyCounts();
  for (const group of ['learner', 'corrected']) {
    for (const [n, expected] of Object.entries<Record<string, any>>(golden.groups[group].per_passage)) {
      const c = dagCounts(readUccaXmlFile(dataPath('ucca', 'nucle-annotations', `amittaic${n}.xml`)), readUccaXmlFile(dataPath('ucca', 'nucle-annotations', `tree${n}.xml`)));
      for (const [type, ours] of [['labeled', 'labeled'], ['unlabeled', 'unlabeled'], ['weak_labeled', 'weak']] as const) {
        for (const cls of ['primary', 'remote', 'implicit'] as const) {
          const e = expected[type][cls];
          assert.deepEqual(c[ours][cls], { matched: e.matched, guessed: e.guessed, ref: e.ref }, `${n} ${type} ${cls}`);
        }
      }
      if (group === 'learner') addCounts(learner, c);
    }
  }
  const micro = prf(learner.labeled.primary);
  assert.deepEqual([micro.matched, micro.guessed, micro.ref], [2513, 3065, 2959]);
  assert.deepEqual([micro.p.toFixed(3), micro.r.toFixed(3), micro.f.toFixed(3)], ['0.820', '0.849', '0.834']);
});

test('evaluator refuses passages over different terminals', () => {
  const [g1, g2] = exampleGraphs();
  assert.throws(() => dagCounts(g1!, g2!), GecvalInputError);
});
