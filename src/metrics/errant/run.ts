/**
 * `gecval errant-compare` as a library call: reads the files, optionally extracts the hypothesis edits from
 * corrected text first, scores as compare_m2.py does and formats the output (ERRANT's text or JSON). Scoring M2
 * files alone is run-m2.ts, which does not load the extractor.
 */
import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { formatM2 } from '../../formats/m2.js';
import { checkParallel, readSentenceFile } from '../../formats/parallel.js';
import { dropTrailingBlankLines } from '../../text/errant/input.js';
import { extractionSignature, extractM2 } from '../../text/errant/index.js';
import { type ErrantBlock, parseErrantM2, readErrantM2 } from './m2-blocks.js';
import { checkErrantRequest, type ErrantCompareRequest, type ErrantCompareRun, errantCompareOutput, runErrantCompareM2 } from './run-m2.js';

export { resolveErrantOptions, errantCompareSignature, type ErrantCompareRequest, type ErrantCompareRun } from './run-m2.js';

/** Extracts hypothesis edits (`gecval edits`) from a source and corrected text, as ERRANT's parallel_to_m2 would. */
export function extractHypothesis(source: string, hypText: string, progress?: Progress): { blocks: ErrantBlock[]; m2: string; notes: string[]; signature: string } {
  const { files, notes } = dropTrailingBlankLines([readSentenceFile(source), readSentenceFile(hypText)]);
  checkParallel(files);
  const m2 = formatM2(extractM2(files[0]!.lines, [files[1]!.lines], {}, progress, { source, targets: [hypText] }));
  return { blocks: parseErrantM2(m2, `${hypText} (extracted edits)`), m2, notes, signature: extractionSignature({}) };
}

export function runErrantCompare(request: ErrantCompareRequest, progress?: Progress): ErrantCompareRun {
  const resolved = checkErrantRequest(request);
  if (request.hypText === undefined) return runErrantCompareM2(request);
  const ref = readErrantM2(request.ref);
  const extracted = extractHypothesis(request.source!, request.hypText, progress);
  if (extracted.blocks.length !== ref.length) {
    throw new GecvalInputError(`has ${extracted.blocks.length} sentences but ${request.ref} has ${ref.length}`, { file: request.hypText });
  }
  return errantCompareOutput(request, resolved, { blocks: extracted.blocks, notes: extracted.notes, extraction: extracted.signature, hypothesisM2: extracted.m2 }, ref);
}
