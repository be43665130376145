import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chrCorrelation, expectedWins, judgedSentences, restrictToSystems, type PairwiseJudgment } from '../../../src/analyses/maege/chr.js';
import { readChrDatasets } from '../../../src/analyses/maege/chr-run.js';
import { dataPath } from '../../helpers/shared.js';

const j = (first: string, second: string, firstRank: number, secondRank: number, sentence = 0): PairwiseJudgment => ({ sentence, judge: 'x', first, second, firstRank, secondRank });

test('Expected Wins: mean head-to-head win rate, ties ignored', () => {
  const scores = expectedWins([j('A', 'B', 1, 2), j('A', 'B', 1, 2), j('B', 'A', 1, 2), j('A', 'C', 1, 1), j('C', 'B', 1, 3), j('A', 'C', 2, 1)]);
  // A: vs B 2/3, vs C 0/1 → (2/3 + 0)/2; B: vs A 1/3, vs C 0/1; C: vs A 1/1, vs B 1/1.
  assert.ok(Math.abs(scores.get('A')! - 1 / 3) < 1e-12);
  assert.ok(Math.abs(scores.get('B')! - 1 / 6) < 1e-12);
  assert.equal(scores.get('C'), 1);
  const correlation = chrCorrelation(scores, new Map([['A', 0.5], ['B', 0.1], ['C', 0.9]]));
  assert.equal(correlation.spearman.value, 1);
  assert.equal(chrCorrelation(scores, new Map([['A', 0.5], ['B', 0.1], ['C', 0.9]]), false).spearman.value, -1);
});

test('human rankings on the real data: the judged subsets and the 12 CoNLL-2014 systems', () => {
  const datasets = readChrDatasets(dataPath('human'), 1312);
  const [gjg, nspt, combined] = datasets;
  const teams = new Set(['AMU', 'CAMB', 'CUUI', 'IITB', 'IPN', 'NTHU', 'PKU', 'POST', 'RAC', 'SJTU', 'UFC', 'UMC']);
  assert.equal(judgedSentences(nspt!.judgments).length, 655);
  // GJG15 judged 990 sentence ids, some beyond the 1,312 test sentences; those are dropped.
  const gjgSentences = judgedSentences(gjg!.judgments);
  assert.ok(gjgSentences.length > 500 && gjgSentences.length < 990 && gjgSentences[gjgSentences.length - 1]! < 1312);
  assert.equal(combined!.judgments.length, gjg!.judgments.length + nspt!.judgments.length);
  const systems = new Set(restrictToSystems(combined!.judgments, teams).flatMap((x) => [x.first, x.second]));
  assert.deepEqual([...systems].sort(), [...teams].sort());
  const wins = expectedWins(restrictToSystems(nspt!.judgments, teams));
  assert.equal(wins.size, 12);
  for (const value of wins.values()) assert.ok(value > 0 && value < 1);
});
