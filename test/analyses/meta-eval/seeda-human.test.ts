import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSeeda, seedaExpectedWins, SEEDA_SYSTEMS } from '../../../src/analyses/meta-eval/seeda.js';
import { dataPath } from '../../helpers/shared.js';

test('SEEDA Expected Wins recomputed from the Appraise XML within 0.001 of the published human scores', () => {
  const seeda = readSeeda(dataPath('seeda'));
  for (const [kind, yardstick] of [['sentence', 'SEEDA-S/ExpectedWins'], ['edit', 'SEEDA-E/ExpectedWins']] as const) {
    const recomputed = seedaExpectedWins(seeda, kind);
    const published = seeda.human[yardstick]!;
    assert.equal(recomputed.size, 15);
    for (const s of SEEDA_SYSTEMS) {
      const diff = Math.abs(recomputed.get(s)! - published.get(s)!);
      assert.ok(diff < 0.001, `${yardstick} ${s}: recomputed ${recomputed.get(s)} vs published ${published.get(s)}`);
    }
  }
});

test('every SEEDA ranking maps onto a subset line and ranks at least five systems', () => {
  const seeda = readSeeda(dataPath('seeda'));
  for (const r of seeda.rankings.sentence.rankings) assert.ok(r.sentence >= 0 && r.sentence < seeda.sources.length && r.ranks.size >= 5);
});
