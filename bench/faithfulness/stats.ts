/** AUC (probability that a valid pair scores above a perturbed one, ties count half) and the agreement ceiling. */
import { pearson } from '../../src/analyses/stats/correlation.js';

export function auc(positives: readonly number[], negatives: readonly number[]): number {
  // Rank-sum form: O((n + m) log(n + m)).
  const all = [...positives.map((v) => ({ v, p: 1 })), ...negatives.map((v) => ({ v, p: 0 }))].sort((a, b) => a.v - b.v);
  let rankSum = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && all[j]!.v === all[i]!.v) j++;
    const rank = (i + j + 1) / 2; // mean 1-based rank of the tie block
    for (let k = i; k < j; k++) if (all[k]!.p === 1) rankSum += rank;
    i = j;
  }
  const n = positives.length;
  const m = negatives.length;
  return n === 0 || m === 0 ? Number.NaN : (rankSum - (n * (n + 1)) / 2) / (n * m);
}

/**
 * How well the mean of k raters can be predicted at all: correlate the mean of one half of the raters with the mean
 * of the other half (every split of k raters into ⌊k/2⌋ and the rest, averaged), then step the half-panel
 * reliability up to the full panel with Spearman–Brown; the ceiling on r is its square root.
 */
export function agreementCeiling(ratings: readonly (readonly number[])[], subset?: readonly number[]): number {
  const rows = subset ? subset.map((i) => ratings[i]!) : ratings;
  const k = rows[0]!.length;
  const half = Math.floor(k / 2);
  const splits: number[][] = [];
  const choose = (start: number, picked: number[]): void => {
    if (picked.length === half) {
      splits.push(picked.slice());
      return;
    }
    for (let i = start; i < k; i++) choose(i + 1, [...picked, i]);
  };
  choose(0, []);
  let total = 0;
  for (const a of splits) {
    const b = Array.from({ length: k }, (_, i) => i).filter((i) => !a.includes(i));
    const mean = (row: readonly number[], idx: number[]): number => idx.reduce((s, i) => s + row[i]!, 0) / idx.length;
    const r = pearson(rows.map((row) => mean(row, a)), rows.map((row) => mean(row, b))).value;
    // Spearman–Brown from a half of size |a| to the whole panel of k raters (factor k/|a|, unequal halves
    // approximated by the smaller one).
    const factor = k / a.length;
    total += (factor * r) / (1 + (factor - 1) * r);
  }
  return Math.sqrt(total / splits.length);
}
