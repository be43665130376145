/**
 * The size limit of edit extraction, in a module of its own so that commands can check it before loading the
 * extractor (the faithfulness measure checks its input files with it; the metric registry must stay light).
 */
import { GecvalInputError, type InputLocation } from '../../core/errors.js';

/**
 * Most tokens on one side of a sentence pair. ERRANT's alignment costs time in the product of the two lengths
 * (2,000 × 2,000 tokens ≈ 4 s, 5,000 × 5,000 ≈ 20 s) and its merge rules look at every pair of operations in a
 * run of differences, so a whole document on one line (a 1 MB line is ≈ 100,000 tokens) would run for hours.
 */
export const MAX_EXTRACTION_TOKENS = 5000;

/** Throws the input error for a sentence over MAX_EXTRACTION_TOKENS (with its file and line where known). */
export function checkExtractionLength(tokens: number, location?: InputLocation): void {
  if (tokens > MAX_EXTRACTION_TOKENS) {
    throw new GecvalInputError(`a sentence of ${tokens} tokens is too long for edit extraction (the limit is ${MAX_EXTRACTION_TOKENS} tokens a side: its time grows with the product of the two lengths); split the line`, location);
  }
}
