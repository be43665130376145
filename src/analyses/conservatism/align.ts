/**
 * Word alignment by weighted bipartite matching (docs/conservatism.md#word-alignment): the minimum-cost perfect assignment between the
 * alignment tokens of the two sentences, cost = character Levenshtein distance plus a positional tie-breaker
 * `|i − j| / L` (always < 1, so it never overrides a character edit), padding columns cost 0. Solved with the
 * Hungarian algorithm of the `munkres` package.
 */
import { distance as levenshtein } from 'fastest-levenshtein';
import { munkres } from 'munkres';
import { GecvalInputError } from '../../core/errors.js';
import { alignmentTokens, SENTINEL } from './words.js';

/**
 * Most alignment tokens on the longer side of a sentence pair. The assignment is solved on a square cost matrix of
 * that size: 6,000 tokens take ≈ 0.45 GB and 1.5 s, while a 1 MB line (100,000 tokens) would need 80 GB and end
 * in an out-of-memory crash. GEC sentences have tens of tokens; a longer line is almost always a whole document
 * or a file that lost its line breaks.
 */
export const MAX_ALIGNMENT_TOKENS = 6000;

export interface WordAlignment {
  /** (source word, correction word); SENTINEL stands for "nothing". */
  readonly pairs: ReadonlyArray<readonly [string, string]>;
  /** (source index, correction index) in alignment-token coordinates; −1 = aligned to nothing. */
  readonly indices: ReadonlyArray<readonly [number, number]>;
  readonly sourceTokens: readonly string[];
  readonly correctionTokens: readonly string[];
}

/**
 * Aligns two token lists (already split); exported for callers with their own tokenisation. Identical lists skip
 * the solver (`identityShortcut`, on by default; the benchmark turns it off for its baseline).
 */
export function alignTokenLists(source: readonly string[], correction: readonly string[], identityShortcut = true): WordAlignment {
  // The longer side gives the rows; on equal length the correction is "longer", as in the original.
  const correctionLonger = correction.length >= source.length;
  const longer = correctionLonger ? correction : source;
  const shorter = correctionLonger ? source : correction;
  const size = longer.length;
  const realColumns = shorter.length;
  const pairs: Array<readonly [string, string]> = [];
  const indices: Array<readonly [number, number]> = [];
  if (size === 0) return { pairs, indices, sourceTokens: source, correctionTokens: correction };

  if (size > MAX_ALIGNMENT_TOKENS) {
    throw new GecvalInputError(`a sentence of ${size} tokens is too long to word-align (the limit is ${MAX_ALIGNMENT_TOKENS}: the alignment needs memory for tokens²); split the line`);
  }
  const columnOf = (identityShortcut ? identicalAssignment(longer, shorter) : null) ?? solveAssignment(longer, shorter);
  for (let row = 0; row < size; row++) {
    const column = columnOf[row]!;
    const longIndex = row;
    const shortIndex = column < realColumns ? column : -1;
    const longWord = longer[longIndex]!;
    const shortWord = shortIndex >= 0 ? shorter[shortIndex]! : SENTINEL;
    if (correctionLonger) {
      pairs.push([shortWord, longWord]);
      indices.push([shortIndex, longIndex]);
    } else {
      pairs.push([longWord, shortWord]);
      indices.push([longIndex, shortIndex]);
    }
  }
  return { pairs, indices, sourceTokens: source, correctionTokens: correction };
}

/** Identical token lists: the identity is the unique zero-cost assignment, no need for the solver. */
function identicalAssignment(longer: readonly string[], shorter: readonly string[]): number[] | null {
  if (longer.length !== shorter.length) return null;
  for (let i = 0; i < longer.length; i++) if (longer[i] !== shorter[i]) return null;
  return longer.map((_, i) => i);
}

function solveAssignment(longer: readonly string[], shorter: readonly string[]): number[] {
  const size = longer.length;
  const realColumns = shorter.length;
  const cost: number[][] = [];
  for (let i = 0; i < size; i++) {
    const row = new Array<number>(size).fill(0);
    for (let j = 0; j < realColumns; j++) row[j] = levenshtein(longer[i]!, shorter[j]!) + Math.abs(i - j) / size;
    cost.push(row);
  }
  const columnOf = new Array<number>(size).fill(-1);
  for (const [row, column] of munkres(cost)) columnOf[row] = column;
  return columnOf;
}

/** Aligns two sentences on their alignment tokens (docs/conservatism.md#alignment-tokens), with a per-aligner cache. */
export class WordAligner {
  private readonly cache = new Map<string, WordAlignment>();

  align(source: string, correction: string): WordAlignment {
    const key = `${source}\u0000${correction}`;
    let hit = this.cache.get(key);
    if (hit === undefined) {
      hit = alignTokenLists(alignmentTokens(source), alignmentTokens(correction));
      this.cache.set(key, hit);
    }
    return hit;
  }

  get size(): number {
    return this.cache.size;
  }
}

export function alignWords(source: string, correction: string): WordAlignment {
  return alignTokenLists(alignmentTokens(source), alignmentTokens(correction));
}
