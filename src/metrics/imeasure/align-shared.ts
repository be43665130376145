/**
 * The three-way alignment of align.ts for MANY references of one (source, hypothesis) pair, sharing work
 * between references with a common prefix. The sum-of-pairs table is filled reference-position-major: plane k
 * (all source × hypothesis cells for reference position k) depends only on the reference's first k tokens,
 * so when references are aligned in sorted order, each one recomputes only the planes after the prefix it
 * shares with the previous one. The cells hold the same integers as align.ts's table and the backtrace makes
 * the same choices in the same order, so every count vector equals `referenceCounts` exactly (tested).
 * References of one sentence differ only in a few edited places, so most of the table is shared.
 */
import { GecvalInputError } from '../../core/errors.js';
import {
  baselineCounts, cost, countColumn, GAP, MAX_ALIGNMENT_CELLS, NONE, pairwiseColumns, pairwiseTable, sameSequence,
} from './align.js';
import type { CountVector } from './scores.js';

class SharedPrefixAligner {
  private readonly plane: number;
  private table = new Int32Array(0);
  private previous: readonly number[] = [];
  private readonly srcIsHyp: boolean;

  constructor(private readonly src: readonly number[], private readonly hyp: readonly number[]) {
    this.plane = (src.length + 1) * (hyp.length + 1);
    this.srcIsHyp = sameSequence(src, hyp);
  }

  /** [tpc, mis, tn, fp, fn] as align.ts's alignmentCounts. */
  alignmentCounts(ref: readonly number[]): number[] {
    const { src, hyp } = this;
    const counts = [0, 0, 0, 0, 0];
    const srcIsRef = sameSequence(src, ref);
    if (this.srcIsHyp && srcIsRef) counts[2] = src.length;
    else if (this.srcIsHyp) pairwiseColumns(hyp, ref, (x, y) => countColumn(counts, x, x, y));
    else if (srcIsRef) pairwiseColumns(ref, hyp, (x, y) => countColumn(counts, x, y, x));
    else this.threeWay(ref, (a, b, c) => countColumn(counts, a, b, c));
    return counts;
  }

  private costs: Int32Array | undefined;

  /** cost(source[i-1], hypothesis[j-1]) at i * (|hyp| + 1) + j. */
  private pairCosts(): Int32Array {
    if (this.costs) return this.costs;
    const { src, hyp } = this;
    const n2 = hyp.length + 1;
    const out = new Int32Array((src.length + 1) * n2);
    for (let i = 1; i <= src.length; i++) for (let j = 1; j < n2; j++) out[i * n2 + j] = cost(src[i - 1]!, hyp[j - 1]!);
    this.costs = out;
    return out;
  }

  private ensurePlanes(ref: readonly number[]): void {
    const { src: s1, hyp: s2, plane } = this;
    const n1 = s1.length + 1;
    const n2 = s2.length + 1;
    const n3 = ref.length + 1;
    if (n3 * plane > MAX_ALIGNMENT_CELLS) {
      throw new GecvalInputError(`sentence of ${s1.length} tokens (hypothesis ${s2.length}, reference ${ref.length}) is too long for the exact three-way alignment (${n3 * plane} cells > ${MAX_ALIGNMENT_CELLS}) and has no anchor words to split it at`);
    }
    let shared = 0;
    if (this.table.length === 0) {
      this.table = new Int32Array(Math.max(n3, 8) * plane);
    } else {
      const limit = Math.min(ref.length, this.previous.length);
      while (shared < limit && ref[shared] === this.previous[shared]) shared++;
      if (this.table.length < n3 * plane) {
        const grown = new Int32Array(Math.max(n3, 2 * (this.table.length / plane)) * plane);
        grown.set(this.table.subarray(0, (shared + 1) * plane));
        this.table = grown;
      }
    }
    const d = this.table;
    const t13 = pairwiseTable(s1, ref);
    const t23 = pairwiseTable(s2, ref);
    const gap2 = 2 * GAP;
    // Plane 0 is the source–hypothesis pairwise table; it is filled once.
    const firstPlane = this.previous.length === 0 && shared === 0 ? 0 : shared + 1;
    if (firstPlane === 0) {
      const t12 = pairwiseTable(s1, s2);
      for (let i = 0; i < n1; i++) for (let j = 0; j < n2; j++) d[i * n2 + j] = t12[i * n2 + j]! + (i + j) * GAP;
    }
    // Costs that do not depend on k are computed once per call: source×hypothesis (cij) per cell of a plane.
    const cij = this.pairCosts();
    const cjk = new Int32Array(n2);
    for (let k = Math.max(1, firstPlane); k < n3; k++) {
      const c = ref[k - 1]!;
      const base = k * plane;
      for (let j = 1; j < n2; j++) cjk[j] = s2[j - 1] === c ? 0 : 3;
      for (let j = 0; j < n2; j++) d[base + j] = t23[j * n3 + k]! + (j + k) * GAP;
      for (let i = 1; i < n1; i++) {
        const cik = s1[i - 1] === c ? 0 : 3;
        const row = base + i * n2;
        const pairRow = i * n2;
        d[row] = t13[i * n3 + k]! + (i + k) * GAP;
        for (let j = 1; j < n2; j++) {
          const cell = row + j;
          const ij = cij[pairRow + j]!;
          const jk = cjk[j]!;
          // The same minimum as align.ts's Math.min over the seven predecessors (integers: order is immaterial).
          let best = d[cell - plane - n2 - 1]! + ij + cik + jk;
          let x = d[cell - n2 - 1]! + ij + gap2; if (x < best) best = x;
          x = d[cell - plane - n2]! + cik + gap2; if (x < best) best = x;
          x = d[cell - plane - 1]! + jk + gap2; if (x < best) best = x;
          x = d[cell - n2]! + gap2; if (x < best) best = x;
          x = d[cell - 1]! + gap2; if (x < best) best = x;
          x = d[cell - plane]! + gap2; if (x < best) best = x;
          d[cell] = best;
        }
      }
    }
    this.previous = ref;
  }

  private threeWay(s3: readonly number[], visit: (a: number, b: number, c: number) => void): void {
    this.ensurePlanes(s3);
    const { src: s1, hyp: s2, plane, table: d } = this;
    const n2 = s2.length + 1;
    const gap2 = 2 * GAP;
    let i = s1.length;
    let j = s2.length;
    let k = s3.length;
    // The backtrace of align.ts, with the same preference order; only the cell layout differs.
    while (i !== 0 || j !== 0 || k !== 0) {
      const cell = k * plane + i * n2 + j;
      const here = d[cell]!;
      const a = i > 0 ? s1[i - 1]! : NONE;
      const b = j > 0 ? s2[j - 1]! : NONE;
      const c = k > 0 ? s3[k - 1]! : NONE;
      if (i > 0 && j > 0 && k > 0 && here === d[cell - plane - n2 - 1]! + cost(a, b) + cost(a, c) + cost(b, c)) {
        visit(a, b, c); i--; j--; k--;
      } else if (i > 0 && j > 0 && here === d[cell - n2 - 1]! + cost(a, b) + gap2) {
        visit(a, b, NONE); i--; j--;
      } else if (i > 0 && k > 0 && here === d[cell - plane - n2]! + cost(a, c) + gap2) {
        visit(a, NONE, c); i--; k--;
      } else if (j > 0 && k > 0 && here === d[cell - plane - 1]! + cost(b, c) + gap2) {
        visit(NONE, b, c); j--; k--;
      } else if (i > 0 && here === d[cell - n2]! + gap2) {
        visit(a, NONE, NONE); i--;
      } else if (j > 0 && here === d[cell - 1]! + gap2) {
        visit(NONE, b, NONE); j--;
      } else {
        visit(NONE, NONE, c); k--;
      }
    }
  }
}

function compareSequences(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * The seven counts (align.ts's referenceCounts) of every reference, in the order given, computed in sorted
 * order so that neighbours share their common prefix's part of the alignment table.
 */
export function referenceCountsMany(src: readonly number[], hyp: readonly number[], refs: readonly (readonly number[])[]): CountVector[] {
  const aligner = new SharedPrefixAligner(src, hyp);
  const order = refs.map((_, i) => i).sort((x, y) => compareSequences(refs[x]!, refs[y]!));
  const out = new Array<CountVector>(refs.length);
  for (const i of order) out[i] = [...aligner.alignmentCounts(refs[i]!), ...baselineCounts(src, refs[i]!)];
  return out;
}
