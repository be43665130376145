import type { AnnotatedToken } from './types.js';
import { RARE_POS } from './categories.js';
import { levenshteinNormalizedSimilarity } from './distance.js';

/**
 * ERRANT's last resort for 1:1 replacements of two alphabetic words: string similarity thresholds, tuned by
 * ERRANT's author on FCE and W&I training data, that separate near-homophone SPELL errors, MORPH errors and
 * word-choice errors (named by the corrected word's POS). Undefined when no threshold decides.
 */
export function classifyLexicalSubstitution(o: AnnotatedToken, c: AnnotatedToken, cPos: string): string | undefined {
  const sim = levenshteinNormalizedSimilarity(o.lower, c.lower);
  const oLen = o.text.length;
  const cLen = c.text.length;
  const pair = new Set([o.lower, c.lower]);
  const isPair = (a: string, b: string) => pair.size === 2 && pair.has(a) && pair.has(b);
  const byPos = RARE_POS.has(cPos) ? undefined : cPos;
  if (oLen === 1 && cLen === 2 && sim === 0.5) return 'SPELL';
  if (oLen === 2 && cLen >= 2 && cLen <= 3 && sim >= 0.5) return 'SPELL';
  if (oLen === 3) {
    if (o.lower === 'the' && c.lower === 'that') return 'PRON';
    if (o.lower === 'all' && c.lower === 'everything') return 'PRON';
    if (cLen >= 2 && cLen <= 4 && sim >= 0.5) return 'SPELL';
  }
  if (oLen === 4) {
    if (isPair('that', 'what')) return 'PRON';
    if (isPair('good', 'well') && byPos) return byPos;
    if (cLen === 3 && sim > 0.5) return 'SPELL';
    if (cLen === 4 && sim >= 0.5) return 'SPELL';
    if (cLen === 5 && sim === 0.8) return 'SPELL';
    if (cLen > 5 && sim > 0.5 && byPos) return byPos;
  }
  if (oLen === 5) {
    if (isPair('after', 'later') && byPos) return byPos;
    if (cLen === 4 && sim === 0.8) return 'SPELL';
    if (cLen === 5 && sim >= 0.6) return 'SPELL';
    if (cLen > 5 && byPos) return byPos;
  }
  if (oLen > 5 && cLen > 5) {
    if (o.lower === 'therefor' && c.lower === 'therefore') return 'SPELL';
    if (isPair('though', 'thought')) return 'SPELL';
    if ((o.text.startsWith(c.text) || c.text.startsWith(o.text)) && sim >= 0.66) return 'MORPH';
    if (sim > 0.8) return 'SPELL';
    if (sim < 0.55 && byPos) return byPos;
  }
  // Similarities between 0.55 and 0.8 mix SPELL, MORPH and POS errors: ERRANT falls through to its
  // multi-token rules, which the caller applies.
  return undefined;
}
