/**
 * The raw-text step every scorer shares: a corrector's raw output (one sentence per line, or with `segment`
 * paragraphs/essays) → one tokenised line per source sentence, in the gold's convention, with the signature fields
 * that say what was done (`tok`, `norm`, `guide`, `seg`). The CLI's --tokenize/--normalize/--segment/--no-guide
 * (src/cli/raw-text.ts) and the library's raw scorers (src/metrics/raw-text.ts) both go through `prepareRaw`.
 */
import { GecvalInputError } from '../core/errors.js';
import { splitLines } from '../formats/text-file.js';
import { segment, type SegmentResult } from './segment/index.js';
import { tokenizeLines, tokenizeSignatureFields, type RawBatch, type TokenizeOptions } from './tokenize/index.js';

export interface RawTextOptions extends TokenizeOptions {
  /** The hypothesis is paragraphs or essays: cut it onto the source's sentences (needs the source). */
  readonly segment?: boolean;
  /** Stretches the corrector left unchanged take the source's tokens (default true; needs the source). */
  readonly guide?: boolean;
}

export interface PreparedRaw {
  readonly lines: string[];
  readonly signatureFields: Record<string, string>;
  /** With `segment`: what the re-segmentation found. */
  readonly segmentation?: SegmentResult;
}

/**
 * Raw hypothesis text → tokenised lines. `source`: the tokenised source sentences, when the caller has them.
 * `batch`: a RawBatch shared by the outputs of one batch (several systems' files for the same source): work they
 * share is done once; the lines are the same without it.
 */
export function prepareRaw(text: string, options: RawTextOptions, source?: readonly string[], file = 'hypothesis', batch?: RawBatch): PreparedRaw {
  const guide = options.guide !== false;
  if (options.segment) {
    if (source === undefined) throw new GecvalInputError('re-segmentation needs the source sentences (give --source, or a gold M2)', { file });
    const result = segment(source, text, { ...options, guide }, file, batch);
    return { lines: result.lines, signatureFields: result.signatureFields, segmentation: result };
  }
  const guideBy = guide ? source : undefined;
  return { lines: tokenizeLines(splitLines(text), options, guideBy, batch), signatureFields: tokenizeSignatureFields(options, guideBy !== undefined) };
}

/** A signature with `fields` inserted before its `version` field (where sacrebleu-style signatures end). */
export function signRaw(signature: string, fields: Record<string, string>): string {
  const extra = Object.entries(fields).map(([k, v]) => `${k}:${v}`).join('|');
  if (extra === '') return signature;
  const at = signature.lastIndexOf('|version:');
  return at < 0 ? `${signature}|${extra}` : `${signature.slice(0, at)}|${extra}${signature.slice(at)}`;
}
