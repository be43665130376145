/**
 * The text normaliser of the MAEGE code (borgr/assess_learner_language, docs/maege.md#maege-metric-variants): used by the
 * MAEGE variant of BLEU and by the code's grammaticality denominator.
 */
export function normalizeText(text: string): string {
  // 1. every run of non-word characters (Python 3 `\W`, Unicode-aware) becomes one space
  let out = text.replace(/[^\p{L}\p{N}_]+/gu, ' ');
  // 2. one left-to-right, non-overlapping pass joining two single ASCII letters (" u s " -> " us ")
  out = out.replace(/ ([A-Za-z]) ([A-Za-z]) /g, ' $1$2 ');
  // 3. lowercase, 4. trim
  return out.toLowerCase().trim();
}
