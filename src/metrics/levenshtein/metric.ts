import { distance } from 'fastest-levenshtein';
import { makeSignature } from '../../core/signature.js';
import type { Metric, Segment } from '../metric.js';
import { mean } from '../numerics/mean.js';
import { DEFAULT_LEVENSHTEIN_OPTIONS, type LevenshteinOptions } from './options.js';

/**
 * Character-level Levenshtein similarities of the MAEGE paper (unit costs, raw strings, Unicode code points):
 * - MinLD O→R: max over references r of 1 − lev(r, O)/|r| (equivalently 1 − min_r of the normalised
 *   distance; paper and code agree);
 * - LD S→O: 1 − lev(S, O)/|O| in the paper's text ("normalised by the second string"), 1 − lev(S, O)/|S| in
 *   the original code (`normalization: 'code'`).
 * Both are similarities (higher = closer) and may be negative when the distance exceeds the normaliser.
 */
export { DEFAULT_LEVENSHTEIN_OPTIONS, LEVENSHTEIN_CONFIG, type LevenshteinOptions } from './options.js';

const SURROGATE = /[\uD800-\uDFFF]/;

/** Levenshtein distance in code points. fastest-levenshtein counts UTF-16 units, so astral text takes a slower DP. */
export function charDistance(a: string, b: string): number {
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return distance(a, b);
  return sequenceDistance(Array.from(a), Array.from(b));
}

/** Levenshtein distance (unit costs) between two sequences of items compared with `===`: code points, tokens. */
export function sequenceDistance<T>(x: readonly T[], y: readonly T[]): number {
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[y.length]!;
}

export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** 1 − lev(a, b)/|normaliser|; an empty normaliser gives 1 when the strings are equal, else 0 (0/0 case). */
function similarity(a: string, b: string, normaliser: string): number {
  const len = charLength(normaliser);
  if (len === 0) return a === b ? 1 : 0;
  return 1 - charDistance(a, b) / len;
}

/** LD S→O. */
export function ldSourceToOutput(source: string, output: string, options: LevenshteinOptions = DEFAULT_LEVENSHTEIN_OPTIONS): number {
  if (options.normalization === 'code') {
    // The original returns 1 for an empty source, whatever the output.
    if (charLength(source) === 0) return 1;
    return similarity(source, output, source);
  }
  return similarity(source, output, output);
}

/** MinLD O→R. */
export function minLdOutputToReferences(output: string, references: readonly string[]): number {
  if (references.length === 0) throw new RangeError('MinLD needs at least one reference');
  return Math.max(...references.map((ref) => similarity(ref, output, ref)));
}

export function createLdSourceOutput(partial: Partial<LevenshteinOptions> = {}): Metric<Segment, number> {
  const options: LevenshteinOptions = { ...DEFAULT_LEVENSHTEIN_OPTIONS, ...partial };
  return {
    name: 'ld-so',
    higherIsBetter: true,
    signature: () => makeSignature('ld-so', { unit: 'char', norm: options.normalization === 'paper' ? 'output' : 'source', corpus: 'mean' }),
    statistics: (segment) => ldSourceToOutput(segment.source, segment.hypothesis, options),
    sentenceScore: (score) => score,
    corpusScore: (scores) => mean(scores),
  };
}

export function createMinLd(): Metric<Segment, number> {
  return {
    name: 'minld-or',
    higherIsBetter: true,
    signature: () => makeSignature('minld-or', { unit: 'char', norm: 'reference', corpus: 'mean' }),
    statistics: (segment) => minLdOutputToReferences(segment.hypothesis, segment.references),
    sentenceScore: (score) => score,
    corpusScore: (scores) => mean(scores),
  };
}
