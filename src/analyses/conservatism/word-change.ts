/**
 * WordChange (docs/conservatism.md#word-change) and the word-order Spearman ρ (docs/conservatism.md#word-order-rho) of one aligned sentence pair.
 */
import type { WordAlignment } from './align.js';
import { approxSame, isWord, nounSuffixLemmatizer, pw, type Lemmatizer } from './words.js';

export type WordChangeMode = 'code' | 'strict';

export interface WordChangeOptions {
  /** `code` (default): the original's lemma + Levenshtein tolerance; `strict`: any difference of `pw` forms. */
  readonly mode?: WordChangeMode;
  readonly lemmatizer?: Lemmatizer;
}

/** Number of aligned pairs with at least one real word whose two sides are not "the same". */
export function wordChange(alignment: WordAlignment, options: WordChangeOptions = {}): number {
  const mode = options.mode ?? 'code';
  const lemmatizer = options.lemmatizer ?? nounSuffixLemmatizer;
  let changed = 0;
  for (const [a, b] of alignment.pairs) {
    if (!isWord(a) && !isWord(b)) continue;
    const same = mode === 'strict' ? isWord(a) && isWord(b) && pw(a) === pw(b) : approxSame(a, b, lemmatizer);
    if (!same) changed++;
  }
  return changed;
}

/**
 * Spearman ρ between source and correction positions of the word–word pairs. Indices are distinct on each
 * side, so ranks have no ties and ρ = 1 − 6Σd²/(n(n²−1)) exactly (integers until the last division).
 * Fewer than two pairs → null.
 */
export function wordOrderRho(alignment: WordAlignment): number | null {
  const sourceIdx: number[] = [];
  const correctionIdx: number[] = [];
  alignment.pairs.forEach(([a, b], k) => {
    if (isWord(a) && isWord(b)) {
      const [i, j] = alignment.indices[k]!;
      sourceIdx.push(i);
      correctionIdx.push(j);
    }
  });
  const n = sourceIdx.length;
  if (n < 2) return null;
  const rs = ranks(sourceIdx);
  const rc = ranks(correctionIdx);
  let sumSquares = 0;
  for (let k = 0; k < n; k++) sumSquares += (rs[k]! - rc[k]!) ** 2;
  const denominator = n * (n * n - 1);
  return (denominator - 6 * sumSquares) / denominator;
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0]);
  const out = new Array<number>(values.length);
  order.forEach(([, i], rank) => (out[i] = rank));
  return out;
}

/** Times the source index decreases when word–word pairs are read in correction order (the code's index_diff). */
export function indexDiff(alignment: WordAlignment): number {
  const pairs = alignment.indices.filter((_, k) => isWord(alignment.pairs[k]![0]) && isWord(alignment.pairs[k]![1]));
  const sorted = [...pairs].sort((x, y) => x[1] - y[1]);
  let decreases = 0;
  for (let k = 1; k < sorted.length; k++) if (sorted[k]![0] < sorted[k - 1]![0]) decreases++;
  return decreases;
}
