/**
 * Correction classes (docs/conservatism.md#correction-classes): Exact (equal normalised strings) and Exact Index Match (same changed source
 * positions, in the code's variant that also counts insertions, or the paper's), and the fingerprint of a
 * sentence's classes.
 */
import { WordAligner } from '../conservatism/align.js';
import { isSame, SENTINEL } from '../conservatism/words.js';
import { normalizeSentence, type CrowdSentence } from './crowd.js';

export type ClassType = 'exact' | 'index';
export type IndexKeyMode = 'compat' | 'paper';

export function exactKey(correction: string): string {
  return normalizeSentence(correction);
}

/**
 * Changed-position key of one correction, on normalised strings. `compat`: positions whose alignment pair fails
 * `isSame`, inserted words numbered from the largest source index in the alignment upwards (so the first
 * insertion collides with a change of the last word, as in the stored index fingerprints). `paper`: the set of
 * changed source positions only.
 */
export function indexKey(source: string, correction: string, mode: IndexKeyMode = 'compat', aligner = new WordAligner()): string {
  const alignment = aligner.align(normalizeSentence(source), normalizeSentence(correction));
  const positions: number[] = [];
  let pseudo = Math.max(-1, ...alignment.indices.map(([i]) => i));
  alignment.pairs.forEach(([a, b], k) => {
    if (isSame(a, b) && a !== SENTINEL && b !== SENTINEL) return;
    const i = alignment.indices[k]![0];
    if (i >= 0) positions.push(i);
    else if (mode === 'compat') positions.push(pseudo++);
  });
  const unique = mode === 'paper' ? [...new Set(positions)] : positions;
  return unique.sort((x, y) => x - y).join(',');
}

/** Class keys of every correction of a sentence. */
export function classKeys(sentence: CrowdSentence, type: ClassType, mode: IndexKeyMode = 'compat', aligner = new WordAligner()): string[] {
  return sentence.corrections.map((c) => (type === 'exact' ? exactKey(c.text) : indexKey(sentence.source, c.text, mode, aligner)));
}

/** f[k−1] = number of classes seen exactly k times. */
export function fingerprintOf(keys: readonly string[]): number[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const max = Math.max(0, ...counts.values());
  const f = new Array<number>(max).fill(0);
  for (const c of counts.values()) f[c - 1]!++;
  return f;
}
