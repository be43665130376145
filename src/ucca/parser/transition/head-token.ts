/** The token that stands for a node when a classifier describes it (both shipped feature sets use it). */
import { KIND_TOKEN, type ParserState } from './state.js';

const LABEL_RANK: Record<string, number> = { P: 0, S: 1, C: 2, H: 3, A: 4 };

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
      const r = st.kind[k] === KIND_TOKEN ? 6 : LABEL_RANK[st.parentLabel[k]!.charAt(0)] ?? 5;
      if (r < bestRank) {
        bestRank = r;
        best = k;
      }
    }
    node = best;
  }
  return -1;
}
