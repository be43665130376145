import { distance as levenshtein } from 'fastest-levenshtein';

/**
 * The two character distances ERRANT takes from rapidfuzz: Indel (insertions and deletions only, i.e.
 * `|a| + |b| − 2·LCS`) normalised by `|a| + |b|`, and Levenshtein similarity normalised by the longer length.
 * Strings are compared by UTF-16 code unit, as rapidfuzz compares by code point; they differ only outside the BMP.
 */

// Two DP rows reused across calls: tokens are short, and allocation dominated the cost of this function.
let previousRow = new Uint16Array(64);
let currentRow = new Uint16Array(64);

function longestCommonSubsequence(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  if (b.length + 1 > previousRow.length) {
    previousRow = new Uint16Array(2 * (b.length + 1));
    currentRow = new Uint16Array(2 * (b.length + 1));
  }
  let previous = previousRow;
  let current = currentRow;
  previous.fill(0, 0, b.length + 1);
  current[0] = 0;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const up = previous[j]!;
      const left = current[j - 1]!;
      current[j] = ca === b.charCodeAt(j - 1) ? previous[j - 1]! + 1 : up > left ? up : left;
    }
    const swap = previous;
    previous = current;
    current = swap;
  }
  return previous[b.length]!;
}

/** rapidfuzz `Indel.normalized_distance(a, b)`: 0 for identical strings, 1 for nothing in common. */
export function indelNormalizedDistance(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 0;
  return (total - 2 * longestCommonSubsequence(a, b)) / total;
}

/** rapidfuzz `Levenshtein.normalized_similarity(a, b)` = 1 − lev(a, b) / max(|a|, |b|). */
export function levenshteinNormalizedSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - levenshtein(a, b) / longest;
}
