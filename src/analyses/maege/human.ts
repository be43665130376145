/**
 * MAEGE's "human" scores (docs/maege.md#maege-human-scores): along each chain the gold score rises linearly from the original's score to 1.
 * The original's score differs between the code (default; needed for the paper's numbers) and the paper's text.
 */
import type { Chain } from './chains.js';

export type HumanScoreMode = 'code' | 'paper';

/** `linspace(start, 1, length)`. */
function linspace(start: number, length: number): number[] {
  if (length === 1) return [start];
  return Array.from({ length }, (_, k) => start + ((1 - start) * k) / (length - 1));
}

/**
 * Human scores for the chains of one sentence. Code: orig = 1 − Lmin/C with Lmin the minimum number of chain nodes and
 * C the character length of the normalised original. Paper: orig = 1 − min |edits| / |tokens|.
 */
export function sentenceHumanScores(chains: readonly Chain[], mode: HumanScoreMode = 'code'): number[][] {
  if (chains.length === 0) return [];
  const original = chains[0]!.nodes[0]!;
  const minNodes = Math.min(...chains.map((c) => c.nodes.length));
  const orig =
    mode === 'code'
      ? 1 - minNodes / Array.from(original).length
      : 1 - (minNodes - 1) / Math.max(1, original.trim().split(/\s+/u).filter(Boolean).length);
  return chains.map((chain) => linspace(orig, chain.nodes.length));
}

/** Human scores for every chain, grouped by sentence, in chain order. */
export function humanScores(chains: readonly Chain[], mode: HumanScoreMode = 'code'): number[][] {
  const bySentence = new Map<number, Chain[]>();
  for (const chain of chains) {
    if (!bySentence.has(chain.sentence)) bySentence.set(chain.sentence, []);
    bySentence.get(chain.sentence)!.push(chain);
  }
  const out = new Array<number[]>(chains.length);
  for (const group of bySentence.values()) {
    const scores = sentenceHumanScores(group, mode);
    group.forEach((chain, i) => {
      out[chain.id] = scores[i]!;
    });
  }
  return out;
}
