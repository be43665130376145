/**
 * A plain, slow SARI for the tests to compare the fast one with: string n-grams in Maps, each of `SARI.py`'s
 * Counter operations spelled out, sums taken in the order Python's Counters iterate (the source's n-grams in
 * first-occurrence order). Written from the semantics in docs/metrics.md#sari, not from the fast code.
 */
import { sariTokens } from '../../src/metrics/sari/metric.js';

type Counter = Map<string, number>;

function ngrams(tokens: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= tokens.length; i++) out.push(tokens.slice(i, i + n).join(' '));
  return out;
}

function count(grams: readonly string[], times = 1): Counter {
  const c: Counter = new Map();
  for (const g of grams) c.set(g, (c.get(g) ?? 0) + times);
  return c;
}

/** Python's `a & b` and `a - b` on Counters: iterate a, keep positive results. */
function and(a: Counter, b: Counter): Counter {
  const out: Counter = new Map();
  for (const [k, v] of a) {
    const m = Math.min(v, b.get(k) ?? 0);
    if (m > 0) out.set(k, m);
  }
  return out;
}
function minus(a: Counter, b: Counter): Counter {
  const out: Counter = new Map();
  for (const [k, v] of a) {
    const d = v - (b.get(k) ?? 0);
    if (d > 0) out.set(k, d);
  }
  return out;
}

const f1 = (p: number, r: number) => (p > 0 || r > 0 ? (2 * p * r) / (p + r) : 0);

function sariNgram(s: readonly string[], c: readonly string[], refs: readonly (readonly string[])[]): [number, number, number] {
  const numRef = refs.length;
  const r = count(refs.flat());
  const sRep = count(s, numRef);
  const cRep = count(c, numRef);
  const keep = and(sRep, cRep);
  const keepGood = and(keep, r);
  const keepAll = and(sRep, r);
  let keep1 = 0;
  let keep2 = 0;
  // The original sums over the "good" Counters (subsets of the source's, in its order).
  for (const [g, good] of keepGood) {
    keep1 += good / keep.get(g)!;
    keep2 += good / keepAll.get(g)!;
  }
  const keepP = keep.size > 0 ? keep1 / keep.size : 0;
  const keepR = keepAll.size > 0 ? keep2 / keepAll.size : 0;
  const del = minus(sRep, cRep);
  const delGood = minus(del, r);
  let del1 = 0;
  for (const [g, good] of delGood) del1 += good / del.get(g)!;
  const delP = del.size > 0 ? del1 / del.size : 0;
  const sSet = new Set(s);
  const added = new Set([...new Set(c)].filter((g) => !sSet.has(g)));
  const addedGood = [...added].filter((g) => r.has(g)).length;
  const refNew = [...r.keys()].filter((g) => !sSet.has(g)).length;
  const addP = added.size > 0 ? addedGood / added.size : 0;
  const addR = refNew > 0 ? addedGood / refNew : 0;
  return [f1(keepP, keepR), delP, f1(addP, addR)];
}

/** `SARIsent(source, candidate, references)`. */
export function oracleSari(source: string, candidate: string, references: readonly string[]): number {
  const [s, c] = [sariTokens(source), sariTokens(candidate)];
  const refs = references.map(sariTokens);
  let keep = 0;
  let del = 0;
  let add = 0;
  for (let n = 1; n <= 4; n++) {
    const [k, d, a] = sariNgram(ngrams(s, n), ngrams(c, n), refs.map((t) => ngrams(t, n)));
    keep += k;
    del += d;
    add += a;
  }
  return (keep / 4 + del / 4 + add / 4) / 3;
}

/** MAX-SARI: the best single-reference SARI. */
export function oracleMaxSari(source: string, candidate: string, references: readonly string[]): number {
  return Math.max(...references.map((r) => oracleSari(source, candidate, [r])));
}
