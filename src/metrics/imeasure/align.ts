/**
 * ieval's token alignment of source, hypothesis and reference (align.py): an exact sum-of-pairs three-way
 * alignment (match 0, mismatch 3, gap 2 per pair), or a pairwise one when two of the sequences are equal,
 * with the original's backtrace preferences, so that ties resolve to the same alignment. Only the counts
 * of the aligned columns are returned (see scores.ts for their meaning).
 *
 * Sequences are arrays of token ids; a gap is -1.
 */
import { GecvalInputError } from '../../core/errors.js';

/** Largest three-way table built (cells of 4 bytes): beyond it a sentence is too long to align exactly. */
export const MAX_ALIGNMENT_CELLS = 120_000_000;

export const GAP = 2;
const MISMATCH = 3;
export const NONE = -1;

export const cost = (a: number, b: number): number => (a === b ? 0 : MISMATCH);

/** Counts of one column (source, hypothesis, reference), as ieval's get_counts classifies it. */
export function countColumn(counts: number[], s: number, h: number, r: number): void {
  if (s === h) counts[h === r ? 2 : 4]!++;
  else if (s === r) counts[3]!++;
  else counts[h === r ? 0 : 1]!++;
}

export function pairwiseTable(a: readonly number[], b: readonly number[]): Int32Array {
  const m = a.length + 1;
  const n = b.length + 1;
  const t = new Int32Array(m * n);
  for (let j = 1; j < n; j++) t[j] = j * GAP;
  for (let i = 1; i < m; i++) {
    t[i * n] = i * GAP;
    for (let j = 1; j < n; j++) {
      t[i * n + j] = Math.min(t[(i - 1) * n + j]! + GAP, t[i * n + j - 1]! + GAP, t[(i - 1) * n + j - 1]! + cost(a[i - 1]!, b[j - 1]!));
    }
  }
  return t;
}

/** Pairwise backtrace: diagonal first, then a token of `a` against a gap, then a token of `b` against a gap. */
export function pairwiseColumns(a: readonly number[], b: readonly number[], visit: (x: number, y: number) => void): void {
  const t = pairwiseTable(a, b);
  const n = b.length + 1;
  let i = a.length;
  let j = b.length;
  while (i !== 0 || j !== 0) {
    const here = t[i * n + j]!;
    if (i > 0 && j > 0 && here === t[(i - 1) * n + j - 1]! + cost(a[i - 1]!, b[j - 1]!)) {
      visit(a[--i]!, b[--j]!);
    } else if (i > 0 && here === t[(i - 1) * n + j]! + GAP) {
      visit(a[--i]!, NONE);
    } else {
      visit(NONE, b[--j]!);
    }
  }
}

function threeWayColumns(s1: readonly number[], s2: readonly number[], s3: readonly number[], visit: (a: number, b: number, c: number) => void): void {
  const n1 = s1.length + 1;
  const n2 = s2.length + 1;
  const n3 = s3.length + 1;
  const plane = n2 * n3;
  if (n1 * plane > MAX_ALIGNMENT_CELLS) {
    throw new GecvalInputError(`sentence of ${s1.length} tokens (hypothesis ${s2.length}, reference ${s3.length}) is too long for the exact three-way alignment (${n1 * plane} cells > ${MAX_ALIGNMENT_CELLS}) and has no anchor words to split it at`);
  }
  const d = new Int32Array(n1 * plane);
  const t12 = pairwiseTable(s1, s2);
  const t13 = pairwiseTable(s1, s3);
  const t23 = pairwiseTable(s2, s3);
  for (let i = 0; i < n1; i++) for (let j = 0; j < n2; j++) d[i * plane + j * n3] = t12[i * n2 + j]! + (i + j) * GAP;
  for (let i = 0; i < n1; i++) for (let k = 0; k < n3; k++) d[i * plane + k] = t13[i * n3 + k]! + (i + k) * GAP;
  for (let j = 0; j < n2; j++) for (let k = 0; k < n3; k++) d[j * n3 + k] = t23[j * n3 + k]! + (j + k) * GAP;
  const gap2 = 2 * GAP;
  for (let i = 1; i < n1; i++) {
    const a = s1[i - 1]!;
    for (let j = 1; j < n2; j++) {
      const b = s2[j - 1]!;
      const cij = cost(a, b);
      const row = i * plane + j * n3;
      for (let k = 1; k < n3; k++) {
        const c = s3[k - 1]!;
        const cik = cost(a, c);
        const cjk = cost(b, c);
        const cell = row + k;
        d[cell] = Math.min(
          d[cell - plane - n3 - 1]! + cij + cik + cjk,
          d[cell - plane - n3]! + cij + gap2,
          d[cell - plane - 1]! + cik + gap2,
          d[cell - n3 - 1]! + cjk + gap2,
          d[cell - plane]! + gap2,
          d[cell - n3]! + gap2,
          d[cell - 1]! + gap2,
        );
      }
    }
  }
  let i = s1.length;
  let j = s2.length;
  let k = s3.length;
  while (i !== 0 || j !== 0 || k !== 0) {
    const cell = i * plane + j * n3 + k;
    const here = d[cell]!;
    const a = i > 0 ? s1[i - 1]! : NONE;
    const b = j > 0 ? s2[j - 1]! : NONE;
    const c = k > 0 ? s3[k - 1]! : NONE;
    if (i > 0 && j > 0 && k > 0 && here === d[cell - plane - n3 - 1]! + cost(a, b) + cost(a, c) + cost(b, c)) {
      visit(a, b, c); i--; j--; k--;
    } else if (i > 0 && j > 0 && here === d[cell - plane - n3]! + cost(a, b) + gap2) {
      visit(a, b, NONE); i--; j--;
    } else if (i > 0 && k > 0 && here === d[cell - plane - 1]! + cost(a, c) + gap2) {
      visit(a, NONE, c); i--; k--;
    } else if (j > 0 && k > 0 && here === d[cell - n3 - 1]! + cost(b, c) + gap2) {
      visit(NONE, b, c); j--; k--;
    } else if (i > 0 && here === d[cell - plane]! + gap2) {
      visit(a, NONE, NONE); i--;
    } else if (j > 0 && here === d[cell - n3]! + gap2) {
      visit(NONE, b, NONE); j--;
    } else {
      visit(NONE, NONE, c); k--;
    }
  }
}

export const sameSequence = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Column counts [tpc, mis, tn, fp, fn] of the alignment of source, hypothesis and reference, following
 * align.py's choice of method: identity when all three are equal, pairwise when the source equals the
 * hypothesis or the reference, otherwise three-way (also when only hypothesis and reference are equal —
 * align.py's `if s1 and s2` test is false there because s2 is index 0).
 */
export function alignmentCounts(src: readonly number[], hyp: readonly number[], ref: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0];
  const srcIsHyp = sameSequence(src, hyp);
  const srcIsRef = sameSequence(src, ref);
  if (srcIsHyp && srcIsRef) {
    counts[2] = src.length;
  } else if (srcIsHyp) {
    pairwiseColumns(hyp, ref, (x, y) => countColumn(counts, x, x, y));
  } else if (srcIsRef) {
    pairwiseColumns(ref, hyp, (x, y) => countColumn(counts, x, y, x));
  } else {
    threeWayColumns(src, hyp, ref, (a, b, c) => countColumn(counts, a, b, c));
  }
  return counts;
}

/** Baseline counts [btn, bfn]: the source scored as its own correction against the reference. */
export function baselineCounts(src: readonly number[], ref: readonly number[]): [number, number] {
  if (sameSequence(src, ref)) return [src.length, 0];
  let tn = 0;
  let fn = 0;
  pairwiseColumns(src, ref, (x, y) => (x === y ? tn++ : fn++));
  return [tn, fn];
}

/** All seven counts of a (source, hypothesis, reference) triple. */
export function referenceCounts(src: readonly number[], hyp: readonly number[], ref: readonly number[]): number[] {
  return [...alignmentCounts(src, hyp, ref), ...baselineCounts(src, ref)];
}
