/**
 * CLEME (Ye et al., EMNLP 2023) and CLEME2.0 (Ye et al., ACL 2025) over chunk sequences (chunks.ts); behaviour as
 * THUKElab/CLEME's `DependentCLEME`/`IndependentCLEME` with its PRF and HEUO scorers and length weigher.
 *
 * Per sentence and reference, every hypothesis chunk is one of: TP (corrected, equals the reference chunk), FP
 * (corrected, differs; "necessary" FP where the reference corrects that chunk too, "unnecessary" otherwise), FN
 * (unchanged where the reference corrects) or TN. Dependent: each reference on its own. Independent: a corrected
 * chunk is a TP if ANY reference has it, an unchanged chunk is a FN only if EVERY reference corrects there.
 */
import type { ClemeChunk } from './chunks.js';
import { sameChunk } from './chunks.js';
// Correctly rounded log/exp (as CPython's libm): V8's Math.log/exp differ between V8 versions (Node's, a browser's).
import { exp, log } from '../numerics/exact-math.js';

export type Assumption = 'dependent' | 'independent';

export interface ChunkCounts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  fpNe: number;
  fpUn: number;
}

/** Counts of one sentence against each reference: unweighted and length-weighted. */
export interface SentenceCounts {
  readonly plain: readonly ChunkCounts[];
  readonly weighted: readonly ChunkCounts[];
}

type Category = 'tp' | 'fpNe' | 'fpUn' | 'fn' | 'tn';

/** Category of every hypothesis chunk, per reference (independent: the same list for every reference). */
export function classifyChunks(hyp: readonly ClemeChunk[], refs: readonly (readonly ClemeChunk[])[], assumption: Assumption): Category[][] {
  if (assumption === 'dependent') {
    return refs.map((ref) =>
      hyp.map((h, i) => {
        const r = ref[i]!;
        if (h.corrected) return sameChunk(h, r) ? 'tp' : r.corrected ? 'fpNe' : 'fpUn';
        return sameChunk(h, r) ? 'tn' : 'fn';
      }),
    );
  }
  const categories = hyp.map((h, i): Category => {
    const at = refs.map((r) => r[i]!);
    if (h.corrected) return at.some((r) => sameChunk(h, r)) ? 'tp' : at.some((r) => r.corrected) ? 'fpNe' : 'fpUn';
    return at.every((r) => r.corrected) ? 'fn' : 'tn';
  });
  return refs.map(() => categories);
}

/** The length weigher's parameters (the original's defaults, which it uses whatever is configured). */
export const LENGTH_WEIGHTS = { alpha: 2, min: 0.75, max: 1.25 } as const;

function chunkLength(c: ClemeChunk): number {
  return Math.max(c.srcTokens.length, c.tgtTokens.length);
}

/**
 * Length weight of a chunk: a logistic in (length − mean corrected-chunk length of the references), rising for
 * TP/FN (long corrections count more), falling for FP, clipped to [0.75, 1.25]; TN weigh 1.
 */
export function lengthWeight(chunk: ClemeChunk, category: Category, bias: number): number {
  if (category === 'tn') return 1;
  const { alpha, min, max } = LENGTH_WEIGHTS;
  const len = chunkLength(chunk);
  const reverse = category === 'fpNe' || category === 'fpUn';
  const w = alpha * (1 / (1 + (alpha - 1) * exp(reverse ? len - bias : -len + bias)));
  return Math.min(max, Math.max(min, w));
}

/** The weigher's bias: mean length of the corrected chunks of all references in the corpus. */
export function lengthBias(referenceChunks: readonly (readonly (readonly ClemeChunk[])[])[]): number {
  let sum = 0;
  let n = 0;
  for (const refs of referenceChunks) for (const chunks of refs) for (const c of chunks) if (c.corrected) {
    sum += chunkLength(c);
    n++;
  }
  return n === 0 ? Number.NaN : sum / n;
}

export function countSentence(hyp: readonly ClemeChunk[], refs: readonly (readonly ClemeChunk[])[], assumption: Assumption, bias: number): SentenceCounts {
  const perRef = classifyChunks(hyp, refs, assumption);
  const count = (weigh: boolean) =>
    perRef.map((categories) => {
      const c: ChunkCounts = { tp: 0, fp: 0, fn: 0, tn: 0, fpNe: 0, fpUn: 0 };
      categories.forEach((category, i) => {
        const w = weigh ? lengthWeight(hyp[i]!, category, bias) : 1;
        if (category === 'fpNe' || category === 'fpUn') {
          c.fp += w;
          c[category] += w;
        } else c[category] += w;
      });
      return c;
    });
  return { plain: count(false), weighted: count(true) };
}

/** Python's `round(x, 4)`: the exact binary value rounded half to even at the 4th decimal. */
export function pyRound4(x: number): number {
  if (!Number.isFinite(x)) return x;
  const sign = x < 0 ? -1 : 1;
  const [int, frac = ''] = Math.abs(x).toFixed(60).split('.');
  const keep = `${int}.${frac.slice(0, 4)}`;
  const rest = frac.slice(4);
  const half = `5${'0'.repeat(rest.length - 1)}`;
  let up = rest > half;
  if (rest === half) up = Number(frac[3]) % 2 === 1;
  const down = Number(keep);
  return sign * (up ? Number((down + 1e-4).toFixed(4)) : down);
}

/** CLEME's precision, recall and F-β, each rounded to 4 decimals (1 for an empty precision/recall denominator). */
export function clemePrf(tp: number, fp: number, fn: number, beta = 0.5): { p: number; r: number; f: number } {
  const p = tp + fp !== 0 ? tp / (tp + fp) : 1;
  const r = tp + fn !== 0 ? tp / (tp + fn) : 1;
  const b2 = beta ** 2;
  const f = p + r !== 0 ? ((1 + b2) * p * r) / (b2 * p + r) : 0;
  return { p: pyRound4(p), r: pyRound4(r), f: pyRound4(f) };
}

export function clemeAcc(c: ChunkCounts): number {
  const total = c.tp + c.fp + c.fn + c.tn;
  return pyRound4(total !== 0 ? (c.tp + c.tn) / total : 0);
}

/** Lexicographic "strictly greater" of two number lists (the original's `gt_numbers`). */
function greater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! > b[i]!) return true;
    if (a[i]! < b[i]!) return false;
  }
  return false;
}

const add = (a: ChunkCounts, b: ChunkCounts): ChunkCounts => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn, tn: a.tn + b.tn, fpNe: a.fpNe + b.fpNe, fpUn: a.fpUn + b.fpUn });
const ZERO: ChunkCounts = { tp: 0, fp: 0, fn: 0, tn: 0, fpNe: 0, fpUn: 0 };

/**
 * Corpus counts: per sentence the reference that maximises the running corpus score (then more TP, fewer FP,
 * fewer FN, more TN; the first on ties), summed. `score` is the corpus score of counts.
 */
export function corpusCounts(sentences: readonly (readonly ChunkCounts[])[], score: (c: ChunkCounts) => number): ChunkCounts {
  let total = ZERO;
  for (const refs of sentences) {
    let best = ZERO;
    let bestKey = [-1, 0, 0, 0, 0];
    for (const c of refs) {
      const key = [score(add(total, c)), c.tp, -c.fp, -c.fn, c.tn];
      if (greater(key, bestKey)) {
        best = c;
        bestKey = key;
      }
    }
    total = add(total, best);
  }
  return total;
}

/** The sentence's best reference by the given key (the original compares [score, …] lexicographically, first wins). */
export function bestSentence(refs: readonly ChunkCounts[], key: (c: ChunkCounts) => number[]): ChunkCounts | undefined {
  let best: ChunkCounts | undefined;
  let bestKey: number[] | undefined;
  for (const c of refs) {
    const k = key(c);
    if (bestKey === undefined ? greater(k, k.map(() => -1)) : greater(k, bestKey)) {
      best = c;
      bestKey = k;
    }
  }
  return best;
}

/** CLEME2.0's four aspects and their combination (HEUO). */
export interface HeuoFactors {
  readonly hit: number;
  readonly wrong: number;
  readonly under: number;
  readonly over: number;
}

/** The original's defaults: corpus level and sentence level. */
export const HEUO_CORPUS: HeuoFactors = { hit: 0.45, wrong: 0.35, under: 0.15, over: 0.05 };
export const HEUO_SENTENCE: HeuoFactors = { hit: 0.35, wrong: 0.25, under: 0.2, over: 0.2 };

export interface HeuoScores {
  readonly hit: number;
  readonly wrong: number;
  readonly under: number;
  readonly over: number;
  readonly score: number;
}

/**
 * hit = TP/necessary, wrong = FP_ne/necessary, under = FN/necessary (necessary = TP + FP_ne + FN),
 * over = FP_un/(TP + FP); score = f_hit·hit + f_wrong·(1 − wrong) + f_under·(1 − under) + f_over·(1 − over).
 */
export function heuo(c: ChunkCounts, f: HeuoFactors): HeuoScores {
  const ne = c.tp + c.fpNe + c.fn;
  const fp = c.fpNe + c.fpUn;
  const hit = ne ? c.tp / ne : 0;
  const wrong = ne ? c.fpNe / ne : 0;
  const under = ne ? c.fn / ne : 0;
  const over = c.tp + fp ? c.fpUn / (c.tp + fp) : 0;
  return { hit, wrong, under, over, score: f.hit * hit + f.wrong * (1 - wrong) + f.under * (1 - under) + f.over * (1 - over) };
}
