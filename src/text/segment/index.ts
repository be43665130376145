/**
 * Re-segmentation: a corrector's output written as paragraphs or whole essays (one unit per line, or units
 * separated by blank lines) is cut back onto the source's sentences, so that sentence-level scorers (M², ERRANT,
 * GLEU) can read it. The hypothesis is split into sentences (./sentences.ts), tokenised with the gold's convention
 * (src/text/tokenize), and partitioned onto the source sentences by a token alignment with boundary costs
 * (./align.ts). Where the corrector merged two source sentences, the merged sentence is cut where the alignment
 * says, and the source boundary is counted in `merged`; where it split one, `split` counts the extra boundaries.
 */
import { GecvalInputError } from '../../core/errors.js';
import { guideBySource, tokenizeSignatureFields, tokenizeSpacedMany, type TokenizeOptions } from '../tokenize/index.js';
import { alignPartition, type AlignOptions } from './align.js';
import { splitSentences } from './sentences.js';

export { splitSentences } from './sentences.js';
export { alignPartition, alignTokens, type AlignOptions, type Spans } from './align.js';

export interface SegmentOptions extends TokenizeOptions, AlignOptions {
  /** Stretches left unchanged take the source sentence's tokens (src/text/tokenize/guided.ts); default true. */
  readonly guide?: boolean;
}

export interface SegmentResult {
  /** One tokenised line per source sentence. */
  readonly lines: string[];
  /** Units (lines or blank-line-separated blocks) and sentences found in the hypothesis. */
  readonly units: number;
  readonly hypothesisSentences: number;
  /** 0-based source sentences i whose boundary with i+1 fell inside a hypothesis sentence (merged pairs). */
  readonly merged: number[];
  /** Source sentences that received more than one hypothesis sentence: [sentence, extra boundaries]. */
  readonly split: [number, number][];
  /** Source sentences that received no hypothesis token. */
  readonly empty: number[];
  /** Signature fields: `tok`, `norm`, `seg`. */
  readonly signatureFields: Record<string, string>;
}

/** A hypothesis text's units: blank-line-separated blocks when it has a blank line, otherwise its lines. */
export function splitUnits(text: string): string[] {
  const normalized = text.replace(/\r\n?/gu, '\n');
  const blocks = /\n[ \t]*\n/u.test(normalized.trim()) ? normalized.split(/\n[ \t]*\n/u).map((b) => b.replace(/\n/gu, ' ')) : normalized.split('\n');
  return blocks.map((b) => b.trim()).filter((b) => b !== '');
}

export function segmentSignatureFields(options: SegmentOptions): Record<string, string> {
  return { ...tokenizeSignatureFields(options, options.guide !== false), seg: `align-merge${options.mergePenalty ?? 2}` };
}

/**
 * Cuts `hypothesisText` (raw paragraphs) onto `sourceLines` (tokenised sentences, one per line).
 * `file` names the hypothesis in errors.
 */
export function segment(sourceLines: readonly string[], hypothesisText: string, options: SegmentOptions, file = 'hypothesis'): SegmentResult {
  if (sourceLines.length === 0) throw new GecvalInputError('the source has no sentences to segment onto', { file });
  const units = splitUnits(hypothesisText);
  const tokens: string[] = [];
  const spaceBefore: boolean[] = [];
  let exact = true;
  const boundaries = new Set<number>([0]);
  let hypothesisSentences = 0;
  const sentences = units.flatMap((unit) => splitSentences(unit));
  for (const spaced of tokenizeSpacedMany(sentences, options)) {
    for (const t of spaced.tokens) tokens.push(t);
    for (const b of spaced.spaceBefore) spaceBefore.push(b);
    exact &&= spaced.exact ?? true;
    boundaries.add(tokens.length);
    hypothesisSentences++;
  }
  // a sentence-final mark is a boundary hint too (a hypothesis written in lower case has no capital to split at)
  const FINAL = new Set(['.', '!', '?', '...']);
  const CLOSING = new Set(['"', "'", "''", ')', ']', '’', '”']);
  for (let p = 1; p < tokens.length; p++) {
    if (FINAL.has(tokens[p - 1]!) || (CLOSING.has(tokens[p - 1]!) && p > 1 && FINAL.has(tokens[p - 2]!))) boundaries.add(p);
  }
  const source = sourceLines.map((l) => l.trim().split(/\s+/u).filter((t) => t !== ''));
  const spans = alignPartition(source, tokens, (p) => boundaries.has(p), options);
  const merged: number[] = [];
  const split: [number, number][] = [];
  const empty: number[] = [];
  spans.forEach(([start, end], i) => {
    if (i < spans.length - 1 && !boundaries.has(end)) merged.push(i);
    if (start === end) empty.push(i);
    let inner = 0;
    for (let p = start + 1; p < end; p++) if (boundaries.has(p)) inner++;
    if (inner > 0) split.push([i, inner]);
  });
  return {
    lines: spans.map(([start, end], i) => {
      const mine = tokens.slice(start, end);
      if (options.guide === false) return mine.join(' ');
      return guideBySource({ tokens: mine, spaceBefore: spaceBefore.slice(start, end), exact }, source[i]!).join(' ');
    }),
    units: units.length,
    hypothesisSentences,
    merged,
    split,
    empty,
    signatureFields: segmentSignatureFields(options),
  };
}
