import type { AlignmentOp, AlignmentOpKind, AnnotatedToken } from './types.js';
import { indelNormalizedDistance } from './distance.js';

/**
 * ERRANT's alignment: Damerau-Levenshtein over tokens where a substitution costs between 0 and 2 depending
 * on how alike the two tokens are (lemma, POS, characters), and a transposition of k tokens costs k.
 * `levenshtein: true` gives the plain alignment (every substitution costs 1, no transpositions).
 */

const OPEN_POS = new Set(['ADJ', 'ADV', 'NOUN', 'VERB']);

export interface AlignOptions {
  /** Plain Levenshtein costs instead of ERRANT's linguistic ones (ERRANT's `-lev`). Default false. */
  readonly levenshtein?: boolean;
}

/** The linguistic substitution cost ERRANT uses (0 for a case change, otherwise in (0, 2)). */
export function substitutionCost(o: AnnotatedToken, c: AnnotatedToken): number {
  if (o.lower === c.lower) return 0;
  const lemmaCost = o.lemma === c.lemma ? 0 : 0.499;
  const posCost = o.pos === c.pos ? 0 : OPEN_POS.has(o.pos) && OPEN_POS.has(c.pos) ? 0.25 : 0.5;
  return lemmaCost + posCost + indelNormalizedDistance(o.text, c.text);
}

/**
 * Tracks whether two growing windows hold the same multiset of words, in O(1) per added pair (ERRANT
 * re-sorts both windows at every step).
 */
class WindowBalance {
  private readonly counts = new Map<string, number>();
  private unbalanced = 0;

  reset(): void {
    if (this.counts.size > 0) this.counts.clear();
    this.unbalanced = 0;
  }

  private bump(word: string, by: number): void {
    const before = this.counts.get(word) ?? 0;
    const after = before + by;
    this.counts.set(word, after);
    if (before === 0) this.unbalanced++;
    else if (after === 0) this.unbalanced--;
  }

  add(originalWord: string, correctedWord: string): void {
    if (originalWord === correctedWord) return;
    this.bump(originalWord, 1);
    this.bump(correctedWord, -1);
  }

  /** Surplus of `word` on the original side (negative: on the corrected side). */
  surplus(word: string): number {
    return this.counts.get(word) ?? 0;
  }

  get balanced(): boolean {
    return this.unbalanced === 0;
  }
}

function firstPositions(words: readonly string[]): Map<string, number> {
  const first = new Map<string, number>();
  words.forEach((w, p) => {
    if (!first.has(w)) first.set(w, p);
  });
  return first;
}

/** Fills ERRANT's cost and operation matrices; ties go to transposition, then substitution, insertion, deletion. */
export function alignmentMatrices(
  orig: readonly AnnotatedToken[],
  cor: readonly AnnotatedToken[],
  options: AlignOptions = {},
): { cost: Float64Array[]; ops: string[][] } {
  const n = orig.length;
  const m = cor.length;
  const cost = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  const ops = Array.from({ length: n + 1 }, () => new Array<string>(m + 1).fill('O'));
  for (let i = 1; i <= n; i++) {
    cost[i]![0] = cost[i - 1]![0]! + 1;
    ops[i]![0] = 'D';
  }
  for (let j = 1; j <= m; j++) {
    cost[0]![j] = cost[0]![j - 1]! + 1;
    ops[0]![j] = 'I';
  }
  const oLow = orig.map((t) => t.lower);
  const cLow = cor.map((t) => t.lower);
  const window = new WindowBalance();
  // First position of each word on each side: a surplus word that never occurs further back on the other side
  // can never be balanced, so the diagonal walk may stop (same result, without ERRANT's cubic worst case).
  const firstInOrig = firstPositions(oLow);
  const firstInCor = firstPositions(cLow);
  const hopeless = (oWord: string, cWord: string, oBefore: number, cBefore: number) =>
    (window.surplus(oWord) > 0 && (firstInCor.get(oWord) ?? Infinity) >= cBefore) ||
    (window.surplus(cWord) < 0 && (firstInOrig.get(cWord) ?? Infinity) >= oBefore);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      if (orig[i]!.text === cor[j]!.text) {
        cost[i + 1]![j + 1] = cost[i]![j]!;
        ops[i + 1]![j + 1] = 'M';
        continue;
      }
      const del = cost[i]![j + 1]! + 1;
      const ins = cost[i + 1]![j]! + 1;
      let trans = Infinity;
      let sub: number;
      let k = 1;
      if (options.levenshtein) {
        sub = cost[i]![j]! + 1;
      } else {
        sub = cost[i]![j]! + substitutionCost(orig[i]!, cor[j]!);
        // Walk back along the diagonal while it holds no match, looking for a reordering of the same words.
        window.reset();
        window.add(oLow[i]!, cLow[j]!);
        let possible = !hopeless(oLow[i]!, cLow[j]!, i, j);
        while (possible && i - k >= 0 && j - k >= 0 && cost[i - k + 1]![j - k + 1] !== cost[i - k]![j - k]) {
          window.add(oLow[i - k]!, cLow[j - k]!);
          if (window.balanced) {
            trans = cost[i - k]![j - k]! + k;
            break;
          }
          possible = !hopeless(oLow[i - k]!, cLow[j - k]!, i - k, j - k);
          k++;
        }
      }
      const best = Math.min(trans, sub, ins, del);
      cost[i + 1]![j + 1] = best;
      ops[i + 1]![j + 1] = best === trans ? `T${k + 1}` : best === sub ? 'S' : best === ins ? 'I' : 'D';
    }
  }
  return { cost, ops };
}

/** Reads the cheapest path back from the bottom-right corner, as left-to-right operations. */
export function cheapestAlignment(ops: readonly (readonly string[])[]): AlignmentOp[] {
  let i = ops.length - 1;
  let j = ops[0]!.length - 1;
  const sequence: AlignmentOp[] = [];
  while (i + j !== 0) {
    const op = ops[i]![j]!;
    if (op === 'M' || op === 'S') {
      sequence.push({ op, oStart: i - 1, oEnd: i, cStart: j - 1, cEnd: j });
      i--;
      j--;
    } else if (op === 'D') {
      sequence.push({ op, oStart: i - 1, oEnd: i, cStart: j, cEnd: j });
      i--;
    } else if (op === 'I') {
      sequence.push({ op, oStart: i, oEnd: i, cStart: j - 1, cEnd: j });
      j--;
    } else {
      const k = Number(op.slice(1));
      sequence.push({ op: op as AlignmentOpKind, oStart: i - k, oEnd: i, cStart: j - k, cEnd: j });
      i -= k;
      j -= k;
    }
  }
  return sequence.reverse();
}

/** Aligns two annotated sentences and returns the operation sequence. */
export function alignTokens(orig: readonly AnnotatedToken[], cor: readonly AnnotatedToken[], options: AlignOptions = {}): AlignmentOp[] {
  return cheapestAlignment(alignmentMatrices(orig, cor, options).ops);
}
