// The parser quality tests re-parse a split and require the evaluator counts recorded in the model header.
import assert from 'node:assert/strict';
import type { ParseScores } from '../../src/ucca/parser/evaluation.js';

export function assertCountsEqualHeader(scores: ParseScores, header: { readonly scores?: unknown }, split: string): void {
  const recorded = (header.scores as Record<string, ParseScores>)[split]!;
  for (const cls of ['primary', 'remote'] as const) {
    for (const type of ['labeled', 'unlabeled'] as const) {
      const { matched, guessed, ref } = scores[cls][type];
      const r = recorded[cls][type];
      assert.deepEqual({ matched, guessed, ref }, { matched: r.matched, guessed: r.guessed, ref: r.ref }, `${split} ${type} ${cls}`);
    }
  }
}
