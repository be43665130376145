/**
 * M² corpus precision, recall and F_β over per-sentence, per-annotator edit counts (NUS M² scorer 3.2
 * semantics, docs/conservatism.md#perfect-corrector-scoring and docs/conservatism.md#conservatism-worked-examples): each sentence takes the annotator that maximises the cumulative F so far.
 * Counts are computed once per (sentence, annotator); a bootstrap replicate only replays the cheap choice.
 */
import { editKey, type AlignedOutput, type SimpleEdit } from './edits.js';

/** (correct, proposed, gold) of one sentence against one annotator. */
export type EditCounts = readonly [number, number, number];

export function countsAgainst(system: readonly SimpleEdit[], gold: readonly SimpleEdit[]): EditCounts {
  const goldKeys = new Set(gold.map(editKey));
  const systemKeys = new Set(system.map(editKey));
  let correct = 0;
  for (const key of systemKeys) if (goldKeys.has(key)) correct++;
  return [correct, systemKeys.size, goldKeys.size];
}

const normal = (tokens: readonly string[]): string => tokens.join('').toLowerCase();

/**
 * Counts of a system output against one annotator the way the M² scorer finds them: a gold edit is correct when
 * the output's alignment to the source has cut points at the edit's boundaries and the output tokens between
 * them equal the gold correction (case and whitespace ignored) — so several minimal system edits, or a system
 * edit plus neighbouring unchanged words, can make up one gold edit, as in the scorer's edit lattice. The
 * proposed count is the system's minimal edits with those inside a matched gold span counted once.
 */
export function latticeCounts(output: AlignedOutput, gold: readonly SimpleEdit[]): EditCounts {
  const matchedSpans: Array<[number, number]> = [];
  let correct = 0;
  const seen = new Set<string>();
  for (const g of gold) {
    const key = editKey(g);
    if (seen.has(key)) continue;
    seen.add(key);
    const target = g.correction.toLowerCase().replace(/\s+/gu, '');
    if (normal(output.source.slice(g.start, g.end)) === target) continue; // not a change
    const starts = output.cuts[g.start] ?? [];
    const ends = output.cuts[g.end] ?? [];
    const hit = starts.some((js) => ends.some((je) => je >= js && normal(output.tokens.slice(js, je)) === target));
    if (hit) {
      correct++;
      matchedSpans.push([g.start, g.end]);
    }
  }
  const inside = (e: SimpleEdit) => matchedSpans.some(([s, t]) => e.start >= s && e.end <= t && (e.start < t || s === t));
  const proposed = mergedEditCount(output.edits.filter((e) => !inside(e)), matchedSpans) + matchedSpans.length;
  return [correct, proposed, seen.size];
}

/** The scorer's transitive arcs may cover up to this many unchanged words (M² `max_unchanged_words`). */
export const MAX_UNCHANGED_WORDS = 2;

/**
 * The scorer's shortest path prefers one arc over several: consecutive unmatched edits are merged while the
 * unchanged words they enclose total at most MAX_UNCHANGED_WORDS and no matched gold span lies between them.
 * Greedy grouping from the left is optimal for this interval chain.
 */
function mergedEditCount(edits: readonly SimpleEdit[], barriers: ReadonlyArray<readonly [number, number]>): number {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let groups = 0;
  let unchanged = 0;
  let previous: SimpleEdit | undefined;
  for (const e of sorted) {
    const gap = previous === undefined ? Infinity : e.start - previous.end;
    const blocked = previous !== undefined && barriers.some(([s, t]) => s >= previous!.end && t <= e.start);
    if (previous !== undefined && !blocked && unchanged + gap <= MAX_UNCHANGED_WORDS) unchanged += gap;
    else {
      groups++;
      unchanged = 0;
    }
    previous = e;
  }
  return groups;
}

/** F_β alone, allocation-free (the inner loop of every bootstrap replicate). */
function fScore(correct: number, proposed: number, gold: number, b2: number): number {
  const p = proposed > 0 ? correct / proposed : 1;
  const r = gold > 0 ? correct / gold : 1;
  return p + r > 0 ? ((1 + b2) * p * r) / (b2 * p + r) : 0;
}

export function prf(correct: number, proposed: number, gold: number, beta = 0.5): [number, number, number] {
  const p = proposed > 0 ? correct / proposed : 1;
  const r = gold > 0 ? correct / gold : 1;
  const b2 = beta * beta;
  const f = p + r > 0 ? ((1 + b2) * p * r) / (b2 * p + r) : 0;
  return [p, r, f];
}

/**
 * Corpus (P, R, F) of the sentences listed in `indices` (in that order). `sentences[i]` holds the counts against
 * each annotator of sentence i (at least one entry; a sentence without gold edits has one all-zero annotator).
 */
export function corpusScore(sentences: ReadonlyArray<readonly EditCounts[]>, indices: ArrayLike<number>, beta = 0.5): [number, number, number] {
  let c = 0;
  let p = 0;
  let g = 0;
  const b2 = beta * beta;
  for (let k = 0; k < indices.length; k++) {
    const options = sentences[indices[k]!]!;
    let best = options[0]!;
    if (options.length > 1) {
      let bestF = -1;
      for (const o of options) {
        const f = fScore(c + o[0], p + o[1], g + o[2], b2);
        const better =
          f > bestF ||
          (f === bestF && o[0] > best[0]) ||
          (f === bestF && o[0] === best[0] && o[1] + b2 * o[2] < best[1] + b2 * best[2]);
        if (better) {
          best = o;
          bestF = f;
        }
      }
    }
    c += best[0];
    p += best[1];
    g += best[2];
  }
  return prf(c, p, g, beta);
}
