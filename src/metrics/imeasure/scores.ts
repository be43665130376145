import type { Aspect, MeasureName } from './options.js';

/**
 * Counts of one reference match, packed as the 7 numbers every score derives from:
 * [0] tpc: edited tokens the system corrected as the reference did, [1] mis: edited tokens the system changed
 * differently (detection TP, correction FP+FN+FPN), [2] tn, [3] fp, [4] fn (shared by both aspects),
 * [5] btn, [6] bfn: the do-nothing baseline's true negatives and false negatives.
 */
export type CountVector = readonly number[];
export const COUNT_VECTOR_LENGTH = 7;

export function addCounts(a: CountVector, b: CountVector): number[] {
  const out = new Array<number>(COUNT_VECTOR_LENGTH);
  for (let i = 0; i < COUNT_VECTOR_LENGTH; i++) out[i] = a[i]! + b[i]!;
  return out;
}

export const ZERO_COUNTS: CountVector = [0, 0, 0, 0, 0, 0, 0];

export interface AspectScores {
  readonly tp: number;
  readonly tn: number;
  readonly fp: number;
  readonly fn: number;
  readonly fpn: number;
  readonly p: number;
  readonly r: number;
  readonly f: number;
  readonly acc: number;
  readonly wacc: number;
  readonly i: number;
  /** Accuracy and weighted accuracy of the do-nothing baseline (source as hypothesis). */
  readonly accBase: number;
  readonly waccBase: number;
}

export interface IMeasureScores {
  readonly detection: AspectScores;
  readonly correction: AspectScores;
}

interface RawCounts { tp: number; tn: number; fp: number; fn: number; fpn: number }

export function aspectCounts(v: CountVector, aspect: Aspect): RawCounts {
  const [tpc, mis, tn, fp, fn] = v as [number, number, number, number, number];
  return aspect === 'd' ? { tp: tpc + mis, tn, fp, fn, fpn: 0 } : { tp: tpc, tn, fp: fp + mis, fn: fn + mis, fpn: mis };
}

// The formulas below keep ieval.py's operation order so that every float is bit-identical.
const precision = (c: RawCounts): number => (c.tp + c.fp > 0 ? c.tp / (c.tp + c.fp) : 1);
const recall = (c: RawCounts): number => (c.tp + c.fn > 0 ? c.tp / (c.tp + c.fn) : 1);

function fMeasure(p: number, r: number, beta: number): number {
  const b2 = beta * beta;
  const denominator = b2 * p + r;
  // Python raises ZeroDivisionError when p = r = 0 and ieval catches it as F = 0.
  return denominator === 0 ? 0 : (1 + b2) * ((p * r) / denominator);
}

const accuracy = (c: RawCounts): number => (c.tp + c.tn) / (c.tp + c.tn + c.fp + c.fn - c.fpn);

export function weightedAccuracy(c: RawCounts, w: number): number {
  return (w * c.tp + c.tn) / (w * (c.tp + c.fp) + c.tn + c.fn - (w + 1) * (c.fpn / 2));
}

/** I: improvement of the system's WAcc over the baseline's, scaled to [-1, 1]. */
export function improvement(waccSys: number, waccBase: number): number {
  if (waccSys === waccBase) return Math.floor(waccSys);
  if (waccSys > waccBase) return (waccSys - waccBase) / (1 - waccBase);
  return waccSys / waccBase - 1;
}

function scoreAspect(v: CountVector, aspect: Aspect, beta: number, w: number): AspectScores {
  const c = aspectCounts(v, aspect);
  const base: RawCounts = { tp: 0, tn: v[5]!, fp: 0, fn: v[6]!, fpn: 0 };
  const p = precision(c);
  const r = recall(c);
  const wacc = weightedAccuracy(c, w);
  const waccBase = weightedAccuracy(base, w);
  return {
    ...c, p, r, f: fMeasure(p, r, beta), acc: accuracy(c), wacc, i: improvement(wacc, waccBase),
    accBase: accuracy(base), waccBase,
  };
}

export function computeScores(v: CountVector, beta: number, w: number): IMeasureScores {
  return { detection: scoreAspect(v, 'd', beta, w), correction: scoreAspect(v, 'c', beta, w) };
}

/**
 * The key ieval ranks references by: the maximised measure, then I, WAcc and Acc of the same aspect, then the
 * same four of the other aspect. A reference replaces the best so far only when its key is strictly greater.
 */
export function rankingKey(s: IMeasureScores, aspect: Aspect, measure: MeasureName): number[] {
  const main = aspect === 'd' ? s.detection : s.correction;
  const other = aspect === 'd' ? s.correction : s.detection;
  return [main[measure], main.i, main.wacc, main.acc, other[measure], other.i, other.wacc, other.acc];
}

/** -1, 0 or 1 as key a is below, equal to or above key b (lexicographic). */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! > b[i]!) return 1;
    if (a[i]! < b[i]!) return -1;
  }
  return 0;
}

/** Deterministic choice between references whose ranking keys are equal: the smaller count vector. */
export function compareVectors(a: CountVector, b: CountVector): number {
  for (let i = 0; i < COUNT_VECTOR_LENGTH; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
