/**
 * GREEN (Koyama et al. 2024): n-gram F-β of a correction against a reference, where each n-gram's counts in source
 * S, hypothesis H and reference R are split into true (kept/deleted/inserted as the reference does), over- and
 * under-corrections. Per n: TP = TD + TI + TK, FP = OD + OI, FN = UD + UI with
 *   TD = max(s − max(r, h), 0), TI = max(min(r, h) − s, 0), TK = min(s, h, r),
 *   OD = max(min(s, r) − h, 0), OI = max(h − max(s, r), 0), UD = max(min(s, h) − r, 0), UI = max(r − max(s, h), 0).
 * Precision and recall are geometric means over n = 1..N (0 if any is 0; an empty count is 1), F-β with β = 2.
 * With several references each sentence keeps the reference with the best sentence score (the first on ties); the
 * corpus score sums the kept counts. Behaviour as gotutiyan/gec-metrics' `GREEN` (see docs/meta-eval.md).
 */
import { makeSignature } from '../../core/signature.js';
import type { Metric, Segment } from '../metric.js';
// Correctly rounded log/exp (as CPython's libm): V8's Math.log/exp differ between V8 versions (Node's, a browser's).
import { exp, log } from '../numerics/exact-math.js';
import { DEFAULT_GREEN_OPTIONS, type GreenOptions } from './options.js';

export { DEFAULT_GREEN_OPTIONS, GREEN_CONFIG, type GreenOptions } from './options.js';

/** Per order n: [tp, fp, fn] of the reference kept for the sentence, flattened (3·N numbers). */
export type GreenStats = Float64Array;

function ngramCounts(sentence: string, options: GreenOptions): Map<string, number> {
  const counts = new Map<string, number>();
  const text = sentence.trim();
  if (text === '') return counts;
  // The original splits on single spaces (so doubled spaces make empty tokens) or into characters.
  const units = options.unit === 'word' ? text.split(' ') : Array.from(text);
  for (let n = 1; n <= options.n; n++) {
    for (let i = 0; i + n <= units.length; i++) {
      const key = `${n}\u0000${units.slice(i, i + n).join('\u0001')}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

function countsAgainst(s: Map<string, number>, h: Map<string, number>, r: Map<string, number>, order: number): Float64Array {
  const out = new Float64Array(3 * order);
  const keys = new Set([...s.keys(), ...h.keys(), ...r.keys()]);
  for (const key of keys) {
    const n = Number(key.slice(0, key.indexOf('\u0000')));
    const ms = s.get(key) ?? 0;
    const mh = h.get(key) ?? 0;
    const mr = r.get(key) ?? 0;
    const base = 3 * (n - 1);
    out[base] += Math.max(ms - Math.max(mr, mh), 0) + Math.max(Math.min(mr, mh) - ms, 0) + Math.min(ms, mh, mr);
    out[base + 1] += Math.max(Math.min(ms, mr) - mh, 0) + Math.max(mh - Math.max(ms, mr), 0);
    out[base + 2] += Math.max(Math.min(ms, mh) - mr, 0) + Math.max(mr - Math.max(ms, mh), 0);
  }
  return out;
}

/** Geometric-mean precision and recall over the orders, then F-β. */
export function greenScore(stats: Float64Array, options: GreenOptions): number {
  const order = stats.length / 3;
  let logP = 0;
  let logR = 0;
  let zeroP = false;
  let zeroR = false;
  for (let k = 0; k < order; k++) {
    const [tp, fp, fn] = [stats[3 * k]!, stats[3 * k + 1]!, stats[3 * k + 2]!];
    const p = fp === 0 ? 1 : tp / (tp + fp);
    const r = fn === 0 ? 1 : tp / (tp + fn);
    if (p === 0) zeroP = true;
    else logP += log(p);
    if (r === 0) zeroR = true;
    else logR += log(r);
  }
  const p = zeroP ? 0 : exp(logP / order);
  const r = zeroR ? 0 : exp(logR / order);
  const b2 = options.beta * options.beta;
  return p + r === 0 ? 0 : ((1 + b2) * p * r) / (b2 * p + r);
}

export function createGreen(options: GreenOptions = DEFAULT_GREEN_OPTIONS): Metric<Segment, GreenStats> {
  return {
    name: 'green',
    higherIsBetter: true,
    signature: () => makeSignature('green', { n: options.n, beta: options.beta, unit: options.unit, refs: 'best-per-sentence' }),
    statistics(item) {
      const s = ngramCounts(item.source, options);
      const h = ngramCounts(item.hypothesis, options);
      let best: Float64Array | undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const ref of item.references) {
        const stats = countsAgainst(s, h, ngramCounts(ref, options), options.n);
        const score = greenScore(stats, options);
        if (best === undefined || bestScore < score) {
          best = stats;
          bestScore = score;
        }
      }
      return best ?? new Float64Array(3 * options.n);
    },
    sentenceScore: (stats) => greenScore(stats, options),
    corpusScore(stats) {
      const sum = new Float64Array(3 * options.n);
      for (const s of stats) for (let k = 0; k < sum.length; k++) sum[k] += s[k]!;
      return greenScore(sum, options);
    },
  };
}
