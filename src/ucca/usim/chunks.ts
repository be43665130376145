/**
 * Sentence ends of a passage and the chunk ends two passages agree on (docs/ucca-usim.md#usim-chunks), as the
 * reference code computes them (`textutil.break2sentences`, `align.break2common_sentences`).
 */
import type { UccaGraph } from '../graph.js';

const SENTENCE_END_MARKS = new Set(['.', '?', '!']);
const QUOTES = new Set(["'", '"', '`', '»', '«']);

const endsCache = new WeakMap<UccaGraph, number[]>();

/** Sentence-final positions (1-based) of a passage; [] when it has no terminals. Cached per graph object. */
export function sentenceEnds(graph: UccaGraph): number[] {
  let ends = endsCache.get(graph);
  if (!ends) endsCache.set(graph, (ends = computeSentenceEnds(graph)));
  return ends;
}

function computeSentenceEnds(graph: UccaGraph): number[] {
  const terminals = graph.terminals;
  if (terminals.length === 0) return [];
  let marks: number[] = [];
  const labelled = graph.edges.some((e) => graph.node(e.from) !== undefined);
  if (labelled) {
    const ends = new Set<number>();
    const starts = new Set<number>();
    for (const scene of graph.topLevelScenes()) {
      const span = graph.yield(scene.id);
      ends.add(span.length > 0 ? span[span.length - 1]!.index : -1);
      starts.add(span.length > 0 ? span[0]!.index : -1);
    }
    const markSet = new Set<number>();
    for (const t of terminals) {
      const x = t.index;
      const endMark = SENTENCE_END_MARKS.has(t.text) && (ends.has(x) || (ends.has(x - 1) && !starts.has(x)));
      const trailingPunct =
        markSet.has(x - 1) && graph.isPunctuation(t.id) && !(QUOTES.has(t.text) && t.text === terminals[marks[marks.length - 1]! - 1]?.text);
      if (endMark || trailingPunct) {
        marks.push(x);
        markSet.add(x);
      }
    }
  } else {
    marks = [terminals[terminals.length - 1]!.index];
  }
  for (let i = 0; i < terminals.length; i++) {
    const next = terminals[i + 1];
    if (!next || next.paragraph !== terminals[i]!.paragraph) marks.push(terminals[i]!.index);
  }
  marks = [...new Set(marks)].sort((a, b) => a - b);
  if (marks.length > 1) {
    const kept: number[] = [];
    for (let k = 0; k < marks.length - 1; k++) {
      const x = marks[k]!;
      const y = marks[k + 1]!;
      let allPunct = true;
      for (let p = x; p <= y - 1; p++) {
        const t = terminals[p - 1];
        if (!t || !graph.isPunctuation(t.id)) {
          allPunct = false;
          break;
        }
      }
      if (!allPunct) kept.push(x);
    }
    kept.push(marks[marks.length - 1]!);
    marks = kept;
  }
  return marks;
}

/** Letters and digits only (Python's `[\W_]+` removed), no lower-casing. */
export function regularizeWord(word: string): string {
  return word.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The reference's `_choose_ending_position`: step back once over a token that regularizes to nothing. */
function endingPosition(graph: UccaGraph, position: number): [number, string] {
  const textAt = (p: number): string => {
    // Python indexing: position 0 means the last terminal (by_position(0) → all[-1]).
    const t = p >= 1 ? graph.terminals[p - 1] : graph.terminals[graph.terminals.length + p - 1];
    return t ? t.text : '';
  };
  let reg = regularizeWord(textAt(position));
  if (!reg && position) {
    position -= 1;
    reg = regularizeWord(textAt(position));
  }
  return [position, reg];
}

/** Chunk ends of both passages (same count), or null when a passage has no sentence end (no terminals). */
export function commonChunkEnds(g1: UccaGraph, g2: UccaGraph): [number[], number[]] | null {
  const b1 = sentenceEnds(g1);
  const b2 = sentenceEnds(g2);
  if (b1.length === 0 || b2.length === 0) return null;
  const e1: number[] = [];
  const e2: number[] = [];
  let i = 0;
  let j = 0;
  while (j < b2.length && i < b1.length) {
    const [p1, w1] = endingPosition(g1, b1[i]!);
    const [p2, w2] = endingPosition(g2, b2[j]!);
    const [q1, v1] = i + 1 < b1.length ? endingPosition(g1, b1[i + 1]!) : [p1, w1];
    const [q2, v2] = j + 1 < b2.length ? endingPosition(g2, b2[j + 1]!) : [p2, w2];
    if (w1 === w2) {
      e1.push(p1);
      e2.push(p2);
    } else if (v1 === w2) {
      i += 1;
      e1.push(q1);
      e2.push(p2);
    } else if (w1 === v2) {
      j += 1;
      e1.push(p1);
      e2.push(q2);
    }
    i += 1;
    j += 1;
  }
  const last1 = b1[b1.length - 1]!;
  const last2 = b2[b2.length - 1]!;
  const [p1] = endingPosition(g1, last1);
  const [p2] = endingPosition(g2, last2);
  if (e1.length === 0 || e2.length === 0 || (e1[e1.length - 1] !== p1 && e2[e2.length - 1] !== p2)) {
    e1.push(last1);
    e2.push(last2);
  } else if (e1[e1.length - 1] !== p1 && e2[e2.length - 1] === p2) {
    e1[e1.length - 1] = p1;
  } else if (e1[e1.length - 1] === p1 && e2[e2.length - 1] !== p2) {
    e2[e2.length - 1] = last2;
  }
  return [e1, e2];
}
