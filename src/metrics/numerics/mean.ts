/**
 * The arithmetic mean of sentence scores, summed left to right as the original tools do (Python's `sum(...)/len`),
 * 0 for none. Its own module so that metrics averaging sentence scores (SARI, the Levenshtein measures) do not load
 * BLEU's n-gram and exact-logarithm code with it.
 */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let total = 0;
  for (const v of values) total += v;
  return total / values.length;
}
