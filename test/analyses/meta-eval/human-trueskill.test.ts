import { test } from 'node:test';
import assert from 'node:assert/strict';
import { humanTrueSkill } from '../../../src/analyses/meta-eval/human-trueskill.js';
import type { SentenceRanking } from '../../../src/formats/appraise.js';

const ranking = (sentence: number, ranks: Record<string, number>): SentenceRanking => ({ sentence, user: 'u', id: String(sentence), ranks: new Map(Object.entries(ranks)), line: sentence + 1 });

test("human TrueSkill (GJG15's TS.py procedure, seeded): recovers a clear order, is reproducible per seed, refuses pairs never compared", () => {
  const rankings = Array.from({ length: 30 }, (_, k) => ranking(k, k % 5 === 0 ? { A: 1, B: 1, C: 3 } : { A: 1, B: 2, C: 3 }));
  const a = humanTrueSkill(rankings, ['A', 'B', 'C'], { runs: 3, seed: 5 });
  const b = humanTrueSkill(rankings, ['A', 'B', 'C'], { runs: 3, seed: 5 });
  assert.deepEqual([...a], [...b]);
  assert.ok(a.get('A')! > a.get('B')! && a.get('B')! > a.get('C')!, JSON.stringify([...a]));
  const other = humanTrueSkill(rankings, ['A', 'B', 'C'], { runs: 3, seed: 6 });
  assert.notDeepEqual([...a], [...other]);
  const apart = [ranking(0, { A: 1, B: 2 }), ranking(1, { C: 1, D: 2 })];
  assert.throws(() => humanTrueSkill(apart, ['A', 'B', 'C', 'D'], { runs: 1, seed: 1 }), /never compared/);
});
