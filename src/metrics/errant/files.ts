/**
 * Scoring a system's output file with ERRANT against reference M2: the hypothesis is corrected text (its edits are
 * extracted by gecval's ERRANT-style extractor from the source, which is the reference M2's `S` lines unless a
 * source file is given) or an M2 file of hypothesis edits.
 */
import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { formatM2 } from '../../formats/m2.js';
import { readSentenceFile, type SentenceFile } from '../../formats/parallel.js';
import { dropTrailingBlankLines } from '../../text/errant/input.js';
import { extractionSignature, extractM2 } from '../../text/errant/index.js';
import { type Counts, DEFAULT_ERRANT_COMPARE, type ErrantCompareOptions, errantF } from './compare.js';
import { type ErrantBlock, parseErrantM2, readErrantM2 } from './m2-blocks.js';
import { errantCompareSignature } from './run-m2.js';
import { errantCorpusCounts, errantSentenceF, errantSentenceStats, type ErrantSentenceStats } from './sentence.js';

export interface ErrantFileRequest {
  /** Reference M2 (e.g. ERRANT-typed gold). */
  readonly ref: string;
  /** The system output: corrected text, one tokenized sentence per line (or M2 with `hypothesisFormat: 'm2'`). */
  readonly hypothesis: string;
  readonly hypothesisFormat?: 'text' | 'm2';
  /** Original sentences; default: the reference M2's `S` lines. */
  readonly source?: string;
}

export interface ErrantFileResult extends Counts {
  /** Corpus F (ERRANT's, unrounded). */
  readonly f: number;
  readonly precision: number;
  readonly recall: number;
  /** Per-sentence F, each sentence judged alone (SentERRANT's terms). */
  readonly sentenceF: readonly number[];
  /** Mean of sentenceF (SentERRANT). */
  readonly sentenceMean: number;
  readonly stats: readonly ErrantSentenceStats[];
  readonly signature: string;
  readonly notes: readonly string[];
}

function sourceFromReference(ref: readonly ErrantBlock[], file: string): SentenceFile {
  return { path: `${file} (S lines)`, lines: ref.map((b) => b.original) };
}

/** Reads the hypothesis as ERRANT blocks (extracting edits from text when needed). */
export function hypothesisBlocks(request: ErrantFileRequest, ref: readonly ErrantBlock[], progress?: Progress): { blocks: ErrantBlock[]; notes: string[]; extraction?: string } {
  if (request.hypothesisFormat === 'm2') return { blocks: readErrantM2(request.hypothesis), notes: [] };
  const source = request.source === undefined ? sourceFromReference(ref, request.ref) : readSentenceFile(request.source);
  const { files, notes } = dropTrailingBlankLines([source, readSentenceFile(request.hypothesis)]);
  const [src, hyp] = files as [SentenceFile, SentenceFile];
  if (src.lines.length !== ref.length || hyp.lines.length !== ref.length) {
    const bad = hyp.lines.length !== ref.length ? hyp : src;
    throw new GecvalInputError(`has ${bad.lines.length} lines but ${request.ref} has ${ref.length} sentences`, { file: bad.path, line: Math.min(bad.lines.length, ref.length) + 1 });
  }
  const m2 = formatM2(extractM2(src.lines, [hyp.lines], {}, progress));
  return { blocks: parseErrantM2(m2, `${request.hypothesis} (extracted edits)`), notes, extraction: extractionSignature({}) };
}

export function scoreErrantFiles(request: ErrantFileRequest, options: ErrantCompareOptions = DEFAULT_ERRANT_COMPARE, progress?: Progress): ErrantFileResult {
  const ref = readErrantM2(request.ref);
  const { blocks, notes, extraction } = hypothesisBlocks(request, ref, progress);
  if (blocks.length !== ref.length) throw new GecvalInputError(`has ${blocks.length} sentences but ${request.ref} has ${ref.length}`, { file: request.hypothesis });
  const stats = blocks.map((b, i) => errantSentenceStats(b, ref[i]!, options));
  const counts = errantCorpusCounts(stats, options.beta);
  const sentenceF = stats.map((s) => errantSentenceF(s, options.beta));
  const precision = counts.fp ? counts.tp / (counts.tp + counts.fp) : 1;
  const recall = counts.fn ? counts.tp / (counts.tp + counts.fn) : 1;
  return {
    ...counts,
    f: errantF(counts.tp, counts.fp, counts.fn, options.beta),
    precision,
    recall,
    sentenceF,
    sentenceMean: sentenceF.length === 0 ? 0 : sentenceF.reduce((a, b) => a + b, 0) / sentenceF.length,
    stats,
    signature: errantCompareSignature(options, extraction),
    notes,
  };
}
