import { makeSignature } from '../../core/signature.js';
import { sharedMemo } from '../../core/shared-work.js';
import type { Progress } from '../../core/progress.js';
import type { Metric, Segment } from '../metric.js';
import { normalizeText } from '../normalize.js';
import type { GrammarChecker } from './checker.js';
import { DEFAULT_GRAMMATICALITY_OPTIONS, type GrammaticalityOptions } from './options.js';
import { splitAsciiWhitespace } from '../../formats/whitespace.js';

/**
 * Grammaticality, the MAEGE paper's "LT": 1 − #errors/#tokens of the hypothesis (reference-less).
 *
 * Design: checkers are asynchronous, `Metric.statistics` is synchronous. `prepare(segments)` runs the checker
 * once over the distinct hypotheses not yet counted and caches the counts; `statistics` then only reads the
 * cache (and throws if `prepare` was skipped), so bootstrap resampling and MAEGE lattices never re-run it.
 */
export { DEFAULT_GRAMMATICALITY_OPTIONS, type GrammaticalityOptions } from './options.js';

export interface GrammaticalityStats {
  readonly errors: number;
  readonly length: number;
}

export interface GrammaticalityMetric extends Metric<Segment, GrammaticalityStats> {
  readonly checker: GrammarChecker;
  /** Counts errors for every hypothesis not yet counted. Await it before `statistics`/`scoreCorpus`. */
  prepare(segments: readonly Pick<Segment, 'hypothesis'>[], progress?: Progress): Promise<void>;
  /** Error counts known so far (hypothesis → count), e.g. to save for later runs. */
  readonly counts: ReadonlyMap<string, number>;
}

export function grammaticalityLength(hypothesis: string, denominator: GrammaticalityOptions['denominator']): number {
  if (denominator === 'tokens') return splitAsciiWhitespace(hypothesis).length;
  const normalised = normalizeText(hypothesis);
  let spaces = 0;
  for (const ch of normalised) if (ch === ' ') spaces++;
  return spaces;
}

/** 1 − errors/length; a zero length (empty sentence; one word under `spaces`) scores 1 — the original's rule. */
export function grammaticalityScore(stats: GrammaticalityStats, clip = false): number {
  if (stats.length === 0) return 1;
  const score = 1 - stats.errors / stats.length;
  return clip ? Math.max(0, score) : score;
}

export function createGrammaticality(checker: GrammarChecker, partial: Partial<GrammaticalityOptions> = {}): GrammaticalityMetric {
  const options: GrammaticalityOptions = { ...DEFAULT_GRAMMATICALITY_OPTIONS, ...partial };
  // Inside `withSharedWork` (src/core/shared-work.ts), metrics with the same checker share its counts: a text is
  // checked once however often it is scored (the browser app's score table, leaderboard column and report).
  const shared = checker.cacheKey === undefined ? undefined : sharedMemo<Map<string, number>>('grammaticality-counts');
  const counts = shared?.get(checker.cacheKey!) ?? new Map<string, number>();
  shared?.set(checker.cacheKey!, counts);
  const sentence = (stats: GrammaticalityStats) => grammaticalityScore(stats, options.clip);
  return {
    name: 'grammaticality',
    higherIsBetter: true,
    checker,
    counts,
    signature: () => makeSignature('grammaticality', { checker: checker.id, denom: options.denominator, clip: options.clip || undefined, corpus: 'mean' }),
    async prepare(segments, progress) {
      const missing = [...new Set(segments.map((s) => s.hypothesis).filter((h) => !counts.has(h)))];
      if (missing.length === 0) return;
      const found = await checker.countErrors(missing, progress);
      missing.forEach((text, i) => counts.set(text, found[i]!));
    },
    statistics(segment) {
      const errors = counts.get(segment.hypothesis);
      if (errors === undefined) throw new Error('grammaticality: call prepare() with these segments before statistics()');
      return { errors, length: grammaticalityLength(segment.hypothesis, options.denominator) };
    },
    sentenceScore: sentence,
    corpusScore: (stats) => (stats.length === 0 ? 0 : stats.reduce((sum, s) => sum + sentence(s), 0) / stats.length),
  };
}
