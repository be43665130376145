/**
 * N-gram counting shared by the reference-based metrics. N-grams are keyed by their tokens joined with a
 * single space: every tokenizer used here splits on spaces, so a token never contains one and the key of an
 * n-gram of a given order is unique. Maps keep insertion (first occurrence) order, which is the iteration
 * order Python's Counter has — SARI sums floats in that order, so matching it keeps results bit-identical.
 */
export type NgramCounts = Map<string, number>;


export function ngramCounts(tokens: readonly string[], n: number): NgramCounts {
  const counts: NgramCounts = new Map();
  for (let i = 0; i + n <= tokens.length; i++) {
    let key = tokens[i]!;
    for (let j = 1; j < n; j++) key += ' ' + tokens[i + j]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Counts of every order 1..maxOrder (index 0 holds unigrams). */
export function ngramCountsUpTo(tokens: readonly string[], maxOrder: number): NgramCounts[] {
  const out: NgramCounts[] = [];
  for (let n = 1; n <= maxOrder; n++) out.push(ngramCounts(tokens, n));
  return out;
}

/** Σ min(a[g], b[g]): the size of the multiset intersection. */
export function intersectionSize(a: NgramCounts, b: NgramCounts): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let total = 0;
  for (const [gram, count] of small) {
    const other = large.get(gram);
    if (other !== undefined) total += count < other ? count : other;
  }
  return total;
}

export function totalCount(counts: NgramCounts): number {
  let total = 0;
  for (const count of counts.values()) total += count;
  return total;
}

/**
 * Python's `math.fsum`: the correctly rounded sum (Shewchuk's algorithm with exact partials). NLTK sums the
 * weighted log precisions with it, and plain left-to-right addition can differ in the last bit.
 */
export function fsum(values: Iterable<number>): number {
  const partials: number[] = [];
  for (let x of values) {
    let i = 0;
    for (let y of partials) {
      if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
      const hi = x + y;
      const lo = y - (hi - x);
      if (lo !== 0) partials[i++] = lo;
      x = hi;
    }
    partials.length = i;
    partials.push(x);
  }
  // Round the partials to one double the way CPython does (half-even on the last partial).
  let n = partials.length;
  if (n === 0) return 0;
  let hi = partials[--n]!;
  let lo = 0;
  while (n > 0) {
    const x = hi;
    const y = partials[--n]!;
    hi = x + y;
    const yr = hi - x;
    lo = y - yr;
    if (lo !== 0) break;
  }
  if (n > 0 && ((lo < 0 && partials[n - 1]! < 0) || (lo > 0 && partials[n - 1]! > 0))) {
    const y = lo * 2;
    const x = hi + y;
    const yr = x - hi;
    if (y === yr) hi = x;
  }
  return hi;
}

/**
 * Integer n-gram keys for the hot path of GLEU: the tokens of one sentence group (source, hypothesis,
 * references) are numbered locally, and an n-gram of ids a,b,c,d becomes ((a·B + b)·B + c)·B + d with B the
 * local vocabulary size + 1 — exact while B^n ≤ 2^53, and a small integer for ordinary sentences, which Maps
 * hash much faster than concatenated strings. Keys of different orders never meet: each order has its own Map.
 */
export type IdNgramCounts = Map<number, number>;

export class LocalVocabulary {
  private readonly ids = new Map<string, number>();

  idsOf(tokens: readonly string[]): number[] {
    return tokens.map((token) => {
      let id = this.ids.get(token);
      if (id === undefined) {
        id = this.ids.size + 1;
        this.ids.set(token, id);
      }
      return id;
    });
  }

  /** The base for keys; callers fix it after numbering every sentence of the group. */
  get base(): number {
    return this.ids.size + 1;
  }
}

/** Counts of orders 1..maxOrder over id sequences; `base` from `LocalVocabulary`. */
export function idNgramCountsUpTo(ids: readonly number[], maxOrder: number, base: number): IdNgramCounts[] {
  if (base ** maxOrder > Number.MAX_SAFE_INTEGER) throw new RangeError('local vocabulary too large for integer n-gram keys');
  const out: IdNgramCounts[] = [];
  for (let n = 1; n <= maxOrder; n++) {
    const counts: IdNgramCounts = new Map();
    for (let i = 0; i + n <= ids.length; i++) {
      let key = ids[i]!;
      for (let j = 1; j < n; j++) key = key * base + ids[i + j]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    out.push(counts);
  }
  return out;
}
