/**
 * Scorers that take a corrector's raw output: the raw-text step (src/text/raw.ts: tokenise in the gold's
 * convention, optionally re-segment, guided by the source) and then the scorer, with the step's fields in the
 * signature. `scoreM2Raw` for M² against gold M2 sentences; `rawSegments` turns raw text into the `Segment`s every
 * registry metric scores (GLEU, ERRANT-free metrics, …).
 */
import type { M2Sentence } from '../formats/m2.js';
import { prepareRaw, signRaw, type PreparedRaw, type RawTextOptions } from '../text/raw.js';
import { scoreM2, type M2Result } from './m2/corpus.js';
import type { M2Options } from './m2/options.js';
import type { Segment } from './metric.js';

export { prepareRaw, signRaw, type PreparedRaw, type RawTextOptions } from '../text/raw.js';

/** M² of a raw hypothesis text against gold M2 sentences; the signature carries `tok|norm|guide|seg`. */
export function scoreM2Raw(text: string, gold: readonly M2Sentence[], options: RawTextOptions & Partial<M2Options>): M2Result & { readonly prepared: PreparedRaw } {
  const prepared = prepareRaw(text, options, gold.map((s) => s.tokens.join(' ')));
  const result = scoreM2(prepared.lines, gold, options);
  return { ...result, signature: signRaw(result.signature, prepared.signatureFields), prepared };
}

/** Segments (source, tokenised hypothesis, references) from a raw hypothesis text and tokenised source and references. */
export function rawSegments(text: string, source: readonly string[], references: readonly (readonly string[])[], options: RawTextOptions): { segments: Segment[]; prepared: PreparedRaw } {
  const prepared = prepareRaw(text, options, source);
  return { segments: source.map((s, i) => ({ source: s, hypothesis: prepared.lines[i] ?? '', references: references.map((r) => r[i] ?? '') })), prepared };
}
