/**
 * Applying a subset of one annotation's edits to the original sentence (docs/maege.md#maege-apply-edits). Offsets always refer to the
 * original tokens; edits are applied in one left-to-right pass, so they never shift each other.
 */
import { GecvalInputError } from '../../core/errors.js';
import type { LatticeEdit } from './lattice.js';

export interface ApplyOptions {
  /**
   * Trim the result. Off by default, as in the original code: deleting the first or last token leaves a leading or
   * trailing space, which character-level metrics and SARI (split on single spaces) see.
   */
  readonly trim?: boolean;
}


/** Corrected sentence for the given edits (any order; sorted stably by (start, end) here). */
export function applyEditSubset(tokens: readonly string[], edits: readonly LatticeEdit[], options: ApplyOptions = {}): string {
  const sorted = edits.slice().sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: string[] = [];
  let cursor = 0;
  for (const edit of sorted) {
    if (cursor > 0 && edit.start < cursor) {
      throw new GecvalInputError(`edit ${edit.start} ${edit.end} overlaps an earlier edit ending at ${cursor}`, { line: edit.line || undefined });
    }
    if (edit.end > tokens.length || edit.start < 0 || edit.end < edit.start) {
      throw new GecvalInputError(`edit span ${edit.start} ${edit.end} is outside the sentence (${tokens.length} tokens)`, { line: edit.line || undefined });
    }
    for (let i = cursor; i < edit.start; i++) parts.push(tokens[i]!);
    parts.push(edit.correction);
    cursor = edit.end;
  }
  for (let i = cursor; i < tokens.length; i++) parts.push(tokens[i]!);
  const joined = parts.join(' ').replace(/\s+/gu, ' ');
  return options.trim ? joined.trim() : joined;
}
