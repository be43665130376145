/**
 * sacreBLEU-compatible BLEU (Post 2018; sacrebleu 2.x `BLEU`): each line right-stripped and tokenized (13a by
 * default), n-grams up to 4 clipped against the per-n-gram maximum over the references, the closest reference
 * length (ties to the shorter), corpus statistics summed, and the score on sacreBLEU's 0–100 scale with its
 * smoothing (`exp` by default: the k-th zero precision becomes 1/(2^k·total)). Sentence scores use effective order,
 * as `sacrebleu.sentence_bleu` does; the corpus score does not (`corpus_bleu`). The signature carries gecval's
 * fields, and `sacrebleuSignature()` gives sacreBLEU's own string for the same settings. docs/metrics.md#sacrebleu.
 */
import { GecvalInputError } from '../../core/errors.js';
import { makeSignature } from '../../core/signature.js';
import type { Metric, Segment } from '../metric.js';
import { pythonRstrip, pythonSplit, tokenize13a } from './tokenizer-13a.js';
import { exp, log } from '../numerics/exact-math.js';
import { DEFAULT_SACREBLEU_OPTIONS, type SacreBleuOptions, type SacreBleuSmoothing } from './options.js';

export { DEFAULT_SACREBLEU_OPTIONS, SACREBLEU_CONFIG, type SacreBleuOptions, type SacreBleuSmoothing } from './options.js';

/** The sacreBLEU release whose behaviour and signature this follows (test/fixtures/sacrebleu/README.md). */
export const SACREBLEU_VERSION = '2.6.0';

const SMOOTH_DEFAULTS: Record<SacreBleuSmoothing, number | null> = { none: null, floor: 0.1, 'add-k': 1, exp: null };

/** [hypLen, refLen, correct_1..N, total_1..N] and the number of references (for the signature). */
export interface SacreBleuStats {
  readonly counts: readonly number[];
  readonly references: number;
}

export interface SacreBleuScore {
  readonly score: number;
  readonly precisions: readonly number[];
  readonly bp: number;
  readonly sysLen: number;
  readonly refLen: number;
}

function ngramCounts(tokens: readonly string[], order: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let n = 1; n <= order; n++) {
    for (let i = 0; i + n <= tokens.length; i++) {
      // \u0001 cannot occur inside a token (tokens never hold whitespace, and this control character is not one)
      const key = `${n}\u0001${tokens.slice(i, i + n).join('\u0001')}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** The closest reference length, ties to the shorter (sacreBLEU's `_get_closest_ref_len`). */
function closestRefLength(hypLen: number, refLens: readonly number[]): number {
  let bestDiff = -1;
  let best = -1;
  for (const len of refLens) {
    const diff = Math.abs(hypLen - len);
    if (bestDiff === -1 || diff < bestDiff) {
      bestDiff = diff;
      best = len;
    } else if (diff === bestDiff && len < best) best = len;
  }
  return best;
}

// Correctly rounded log/exp (exact-math.ts), as CPython's libm gives them: V8's differ from it, and from one V8
// version to another (Node's and a browser's), in the last bit.
const myLog = (x: number): number => (x === 0 ? -9999999999 : log(x));

/** BLEU from summed statistics (sacreBLEU's `compute_bleu`). */
export function sacreBleuFromCounts(counts: readonly number[], options: SacreBleuOptions, effectiveOrder: boolean): SacreBleuScore {
  const order = options.order;
  const sysLen = counts[0]!;
  const refLen = counts[1]!;
  const correct = counts.slice(2, 2 + order);
  const total = counts.slice(2 + order, 2 + 2 * order);
  const value = options.smoothValue >= 0 ? options.smoothValue : (SMOOTH_DEFAULTS[options.smooth] ?? 0);
  let bp = 1;
  if (sysLen < refLen) bp = sysLen > 0 ? exp(1 - refLen / sysLen) : 0;
  const precisions = new Array<number>(order).fill(0);
  if (!correct.some((c) => c !== 0)) return { score: 0, precisions, bp, sysLen, refLen };
  let smoothMteval = 1;
  let effOrder = order;
  for (let n = 1; n <= order; n++) {
    if (options.smooth === 'add-k' && n > 1) {
      correct[n - 1]! += value;
      total[n - 1]! += value;
    }
    if (total[n - 1] === 0) break;
    if (effectiveOrder) effOrder = n;
    if (correct[n - 1] === 0) {
      if (options.smooth === 'exp') {
        smoothMteval *= 2;
        precisions[n - 1] = 100 / (smoothMteval * total[n - 1]!);
      } else if (options.smooth === 'floor') precisions[n - 1] = (100 * value) / total[n - 1]!;
    } else precisions[n - 1] = (100 * correct[n - 1]!) / total[n - 1]!;
  }
  // Python's sum() of the logs, left to right, then one exp.
  let logSum = 0;
  for (let k = 0; k < effOrder; k++) logSum += myLog(precisions[k]!);
  return { score: bp * exp(logSum / effOrder), precisions, bp, sysLen, refLen };
}

function sumCounts(stats: readonly SacreBleuStats[], width: number): number[] {
  const sum = new Array<number>(width).fill(0);
  for (const s of stats) for (let k = 0; k < width; k++) sum[k]! += s.counts[k]!;
  return sum;
}

/** sacreBLEU's signature string for these options (`eff:no` for corpus scores, `eff:yes` for sentence scores). */
export function sacreBleuSignature(options: SacreBleuOptions, references: number | 'var', effectiveOrder: boolean): string {
  const def = SMOOTH_DEFAULTS[options.smooth];
  const smooth = def === null ? options.smooth : `${options.smooth}[${(options.smoothValue >= 0 ? options.smoothValue : def).toFixed(2)}]`;
  return `nrefs:${references}|case:${options.lowercase ? 'lc' : 'mixed'}|eff:${effectiveOrder ? 'yes' : 'no'}|tok:${options.tokenize}|smooth:${smooth}|version:${SACREBLEU_VERSION}`;
}

export function createSacreBleu(options: SacreBleuOptions = DEFAULT_SACREBLEU_OPTIONS): Metric<Segment, SacreBleuStats> & { sacrebleuSignature(references: number | 'var', effectiveOrder: boolean): string } {
  // −1 is the sentinel for sacreBLEU's own default; any other negative value would silently act as it
  if (!(options.smoothValue === -1 || options.smoothValue >= 0) || !Number.isFinite(options.smoothValue)) {
    throw new GecvalInputError(`sacrebleu: smoothValue must be -1 (sacreBLEU's default for the method) or a number >= 0, got ${options.smoothValue}`);
  }
  const width = 2 + 2 * options.order;
  const preprocess = (text: string): string[] => {
    const line = pythonRstrip(options.lowercase ? text.toLowerCase() : text);
    return pythonSplit(options.tokenize === '13a' ? tokenize13a(line) : line);
  };
  const refCache = new WeakMap<readonly string[], { ngrams: Map<string, number>; lens: number[] }>();
  const referenceInfo = (refs: readonly string[]) => {
    let info = refCache.get(refs);
    if (!info) {
      const ngrams = new Map<string, number>();
      const lens: number[] = [];
      for (const ref of refs) {
        const tokens = preprocess(ref);
        lens.push(tokens.length);
        for (const [k, c] of ngramCounts(tokens, options.order)) if (c > (ngrams.get(k) ?? 0)) ngrams.set(k, c);
      }
      refCache.set(refs, (info = { ngrams, lens }));
    }
    return info;
  };
  const referencesOf = (stats: readonly SacreBleuStats[]): number | 'var' => {
    const n = stats[0]?.references ?? 0;
    return stats.every((s) => s.references === n) ? n : 'var';
  };
  return {
    name: 'sacrebleu',
    higherIsBetter: true,
    signature: () =>
      makeSignature('sacrebleu', {
        tok: options.tokenize,
        case: options.lowercase ? 'lc' : 'mixed',
        smooth: options.smooth,
        smoothValue: options.smoothValue >= 0 ? options.smoothValue : undefined,
        order: options.order,
        eff: 'sentence:yes;corpus:no',
        scale: '0-100',
        compat: `sacrebleu-${SACREBLEU_VERSION}`,
      }),
    sacrebleuSignature: (references, effectiveOrder) => sacreBleuSignature(options, references, effectiveOrder),
    statistics(item: Segment): SacreBleuStats {
      if (item.references.length === 0) throw new RangeError('sacreBLEU needs at least one reference');
      const { ngrams, lens } = referenceInfo(item.references);
      const hyp = preprocess(item.hypothesis);
      const counts = new Array<number>(width).fill(0);
      counts[0] = hyp.length;
      counts[1] = closestRefLength(hyp.length, lens);
      for (const [key, count] of ngramCounts(hyp, options.order)) {
        const n = Number(key.slice(0, key.indexOf('\u0001')));
        counts[2 + options.order + n - 1]! += count;
        const ref = ngrams.get(key);
        if (ref !== undefined) counts[2 + n - 1]! += Math.min(count, ref);
      }
      return { counts, references: item.references.length };
    },
    sentenceScore: (stats) => sacreBleuFromCounts(stats.counts, options, true).score,
    corpusScore: (stats) => sacreBleuFromCounts(sumCounts(stats, width), options, false).score,
    corpusDetails(stats) {
      const s = sacreBleuFromCounts(sumCounts(stats, width), options, false);
      const refs = referencesOf(stats);
      return {
        sacrebleuSignature: sacreBleuSignature(options, refs, false),
        sacrebleuSentenceSignature: sacreBleuSignature(options, refs, true),
        precisions: s.precisions,
        bp: s.bp,
        ratio: s.refLen ? s.sysLen / s.refLen : 0,
        hypLength: s.sysLen,
        refLength: s.refLen,
      };
    },
  };
}
