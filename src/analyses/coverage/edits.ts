/**
 * Turning a crowd correction into M2-style edits against the tokenised source (docs/conservatism.md#crowd-edit-extraction, the toolkit's
 * `aligned` extractor): punctuation glued to a word is split off as in the tokenised source, the whitespace
 * tokens are aligned by a minimum-edit-distance alignment comparing `pw` forms, and every maximal run of
 * non-matching tokens becomes one contiguous replace / insert / delete edit.
 */
import { pw } from '../conservatism/words.js';
import { tokenize } from '../../text/tokens.js';

export interface SimpleEdit {
  readonly start: number;
  readonly end: number;
  /** Replacement tokens joined by single spaces ('' = deletion). */
  readonly correction: string;
}

/** Puts a space between a word character and a directly following `,` `.` `(` `)` (step 1 of docs/conservatism.md#crowd-edit-extraction). */
export function splitGluedPunctuation(text: string): string {
  return text.replace(/([\p{L}\p{N}_])([,.()])/gu, '$1 $2');
}


/** A system output aligned to its source: the minimal edits and the alignment path's cut points. */
export interface AlignedOutput {
  readonly source: readonly string[];
  readonly tokens: readonly string[];
  readonly edits: readonly SimpleEdit[];
  /** For each source position i (0..n), the output positions j with (i, j) on the alignment path. */
  readonly cuts: ReadonlyArray<readonly number[]>;
}

/** Minimal contiguous edits turning `source` into `target`, comparing tokens by their `pw` form. */
export function extractEdits(source: readonly string[], target: readonly string[]): readonly SimpleEdit[] {
  return alignOutput(source, target).edits;
}

export function alignOutput(source: readonly string[], target: readonly string[]): AlignedOutput {
  const n = source.length;
  const m = target.length;
  const a = source.map(pw);
  const b = target.map(pw);
  const width = m + 1;
  const cost = new Int32Array((n + 1) * width);
  for (let i = 0; i <= n; i++) cost[i * width] = i;
  for (let j = 0; j <= m; j++) cost[j] = j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const diagonal = cost[(i - 1) * width + j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      cost[i * width + j] = Math.min(diagonal, cost[(i - 1) * width + j]! + 1, cost[i * width + j - 1]! + 1);
    }
  }
  // Backtrack preferring matches, so that unchanged tokens anchor the edits.
  const matched: Array<[number, number]> = [];
  const cuts: number[][] = Array.from({ length: n + 1 }, () => []);
  let i = n;
  let j = m;
  cuts[n]!.push(m);
  while (i > 0 || j > 0) {
    const here = cost[i * width + j]!;
    if (i > 0 && j > 0 && a[i - 1] === b[j - 1] && here === cost[(i - 1) * width + j - 1]!) {
      matched.push([i - 1, j - 1]);
      i--;
      j--;
    } else if (i > 0 && j > 0 && here === cost[(i - 1) * width + j - 1]! + 1) {
      i--;
      j--;
    } else if (i > 0 && here === cost[(i - 1) * width + j]! + 1) i--;
    else j--;
    cuts[i]!.push(j);
  }
  matched.reverse();
  matched.push([n, m]);
  const edits: SimpleEdit[] = [];
  let si = 0;
  let tj = 0;
  for (const [mi, mj] of matched) {
    if (mi > si || mj > tj) edits.push({ start: si, end: mi, correction: target.slice(tj, mj).join(' ') });
    si = mi + 1;
    tj = mj + 1;
  }
  return { source, tokens: target, edits, cuts };
}

/** A crowd correction aligned to its tokenised source sentence. */
export function alignCorrection(source: string, correction: string): AlignedOutput {
  return alignOutput(tokenize(source), tokenize(splitGluedPunctuation(correction)));
}

/** Edits of a crowd correction against a tokenised source sentence. */
export function correctionEdits(source: string, correction: string): readonly SimpleEdit[] {
  return alignCorrection(source, correction).edits;
}

/** Set key of an edit with the scorer's whitespace/case insensitivity. */
export function editKey(edit: SimpleEdit): string {
  return `${edit.start}:${edit.end}:${edit.correction.toLowerCase().replace(/\s+/gu, '')}`;
}
