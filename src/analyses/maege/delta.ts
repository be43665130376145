/**
 * Per-error-type sensitivity Δ_{m,t} (docs/maege.md#maege-delta): how much a metric's score moves when an edit of type t is applied.
 * Paper (default): mean score difference of consecutive chain nodes, filed under the type of the edit between them.
 * Code (`compat`): difference to the chain's first node, filed under the type of the last applied edit.
 */
import type { Chain } from './chains.js';

export type DeltaMode = 'paper' | 'compat';

export interface TypeDelta {
  readonly type: string;
  readonly delta: number;
  readonly count: number;
  /** Standard error of the mean (NaN for a single observation). */
  readonly standardError: number;
}

/** Δ per type, sorted by type name. `scores[c][k]` is the metric score of node k of chain c. */
export function typeDeltas(chains: readonly Chain[], scores: readonly (readonly number[])[], mode: DeltaMode = 'paper'): TypeDelta[] {
  const sums = new Map<string, { sum: number; squares: number; count: number }>();
  chains.forEach((chain, c) => {
    const chainScores = scores[c]!;
    for (let k = 1; k < chain.nodes.length; k++) {
      const baseline = mode === 'paper' ? chainScores[k - 1]! : chainScores[0]!;
      const difference = chainScores[k]! - baseline;
      const type = chain.edits[k - 1]!.type;
      const entry = sums.get(type) ?? { sum: 0, squares: 0, count: 0 };
      entry.sum += difference;
      entry.squares += difference * difference;
      entry.count++;
      sums.set(type, entry);
    }
  });
  return [...sums]
    .map(([type, { sum, squares, count }]) => {
      const mean = sum / count;
      const variance = count > 1 ? (squares - count * mean * mean) / (count - 1) : Number.NaN;
      return { type, delta: mean, count, standardError: Math.sqrt(Math.max(0, variance) / count) };
    })
    .sort((a, b) => a.type.localeCompare(b.type));
}

/** Edit counts per type over all non-bottom chain nodes. */
export function typeCounts(chains: readonly Chain[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const chain of chains) for (const edit of chain.edits) counts.set(edit.type, (counts.get(edit.type) ?? 0) + 1);
  return counts;
}
