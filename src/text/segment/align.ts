/**
 * Re-segmentation as a partition: the hypothesis is one stream of tokens H with boundary hints (where a unit or a
 * sentence of the hypothesis ends); the source is N sentences S_1..S_N. Boundaries 0 = e_0 ≤ e_1 ≤ … ≤ e_N = |H|
 * are chosen to minimise
 *
 *     Σ_i  editCost(S_i, H[e_{i-1} : e_i])  +  Σ_{0<i<N}  boundaryCost(e_i)
 *
 * where editCost is the token Levenshtein distance (a substitution that only changes case costs ½) and
 * boundaryCost is 0 where the hypothesis has a unit or sentence boundary and `mergePenalty` elsewhere (a source
 * boundary inside a hypothesis sentence: the corrector merged two sentences; the merged sentence's tokens are then
 * assigned across the pair as the token alignment says). The search is a beam over sentences: for each kept end of
 * sentence i−1, one Levenshtein table of S_i against a window of H gives the cost of every end of sentence i.
 */
export interface AlignOptions {
  /** Cost of putting a source boundary where the hypothesis has none (default 2: two token edits). */
  readonly mergePenalty?: number;
  /** End positions kept per sentence (default 16). */
  readonly beam?: number;
}

/** Per-source-sentence [start, end) into the hypothesis tokens. */
export type Spans = readonly (readonly [number, number])[];

export function alignPartition(source: readonly (readonly string[])[], hypothesis: readonly string[], isBoundary: (position: number) => boolean, options: AlignOptions = {}): Spans {
  const mergePenalty = options.mergePenalty ?? 2;
  const beam = options.beam ?? 16;
  const n = source.length;
  const total = hypothesis.length;
  const lower = hypothesis.map((t) => t.toLowerCase());
  // states[i]: end of sentence i → cost so far and the end of sentence i−1 it came from
  let states = new Map<number, number>([[0, 0]]);
  const back: Map<number, number>[] = [];
  for (let i = 0; i < n; i++) {
    const s = source[i]!;
    const sLower = s.map((t) => t.toLowerCase());
    const last = i === n - 1;
    const next = new Map<number, number>();
    const from = new Map<number, number>();
    for (const [start, base] of states) {
      const window = last ? total - start : Math.min(total - start, 2 * s.length + 20);
      // Levenshtein of s against hypothesis[start .. start+window): row over hypothesis positions
      let prev = new Float64Array(window + 1);
      for (let j = 0; j <= window; j++) prev[j] = j;
      for (let k = 1; k <= s.length; k++) {
        const row = new Float64Array(window + 1);
        row[0] = k;
        const a = s[k - 1]!;
        const al = sLower[k - 1]!;
        for (let j = 1; j <= window; j++) {
          const b = hypothesis[start + j - 1]!;
          const sub = a === b ? 0 : al === lower[start + j - 1] ? 0.5 : 1;
          row[j] = Math.min(prev[j - 1]! + sub, prev[j]! + 1, row[j - 1]! + 1);
        }
        prev = row;
      }
      const firstEnd = last ? window : 0;
      for (let j = firstEnd; j <= window; j++) {
        const end = start + j;
        const cost = base + prev[j]! + (last || isBoundary(end) ? 0 : mergePenalty);
        const seen = next.get(end);
        if (seen === undefined || cost < seen) {
          next.set(end, cost);
          from.set(end, start);
        }
      }
    }
    const kept = [...next.entries()].sort((x, y) => x[1] - y[1] || x[0] - y[0]).slice(0, last ? 1 : beam);
    states = new Map(kept);
    back.push(from);
  }
  const spans: [number, number][] = new Array(n);
  let end = total;
  for (let i = n - 1; i >= 0; i--) {
    const start = back[i]!.get(end)!;
    spans[i] = [start, end];
    end = start;
  }
  return spans;
}
