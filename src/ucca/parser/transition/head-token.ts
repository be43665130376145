/** The token that stands for a node when a classifier describes it (both shipped feature sets use it). */
import { KIND_TOKEN, type ParserState } from './state.js';

/** Rank of a primary edge label by its first letter: P, S, C, H, A, then every other label (and ''). */
function labelRank(label: string): number {
  switch (label.charCodeAt(0)) {
    case 80: // P
      return 0;
    case 83: // S
      return 1;
    case 67: // C
      return 2;
    case 72: // H
      return 3;
    case 65: // A
      return 4;
  }
  return 5;
}

/**
 * The head token of a node: itself for a token; for a unit, follow the best-ranked primary child (P, S, C, H, A,
 * then other labels). `maxDepth` bounds the walk; v1's features were trained with 40, v2's with 64.
 */
export function headToken(st: ParserState, node: number, maxDepth = 40): number {
  for (let depth = 0; depth < maxDepth && node >= 0; depth++) {
    if (st.kind[node] === KIND_TOKEN) return node;
    const kids = st.children[node]!;
    if (kids.length === 0) return -1;
    let best = kids[0]!;
    let bestRank = 99;
    for (const k of kids) {
      const r = st.kind[k] === KIND_TOKEN ? 6 : labelRank(st.parentLabel[k]!);
      if (r < bestRank) {
        bestRank = r;
        best = k;
      }
    }
    node = best;
  }
  return -1;
}
