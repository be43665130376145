/**
 * Test oracle: ERRANT's merge rules written the plain way (the tokens of every (start, end) pair sliced and read
 * again), as src/text/errant/merge.ts had them before it answered the same questions from prefix counts. The fast
 * version must return the same spans on every input (test/text/errant/merge.test.ts).
 */
import type { Alignment, AlignmentOp, AnnotatedToken } from '../../../src/text/errant/types.js';
import { mergeOps } from '../../../src/text/errant/merge.js';
import { indelNormalizedDistance } from '../../../src/text/errant/distance.js';

const OPEN_POS = new Set(['ADJ', 'AUX', 'ADV', 'NOUN', 'VERB']);
const VERBAL_POS = new Set(['AUX', 'PART', 'VERB']);
const ASCII_PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const isPunct = (token: AnnotatedToken) => token.pos === 'PUNCT' || ASCII_PUNCTUATION.includes(token.text);
const charSimilarity = (a: AnnotatedToken, b: AnnotatedToken) => 1 - indelNormalizedDistance(a.text, b.text);
const isUpper = (ch: string | undefined) => ch !== undefined && ch !== ch.toLowerCase() && ch === ch.toUpperCase();

/** ERRANT's recursive merge/split of a run of adjacent D, I and S operations. */
export function processSequenceOracle(seq: readonly AlignmentOp[], alignment: Alignment): AlignmentOp[] {
  if (seq.length <= 1) return seq.slice();
  const ops = seq.map((s) => s.op);
  const opSet = new Set(ops);
  if (opSet.size === 1 && (opSet.has('D') || opSet.has('I'))) return mergeOps(seq);
  const recurse = (part: readonly AlignmentOp[]) => processSequenceOracle(part, alignment);
  let content = false;
  // Every (start, end) pair, widest first; pairs of equal width keep their generation order (stable sort).
  const combos: [number, number][] = [];
  for (let a = 0; a < seq.length; a++) for (let b = a + 1; b < seq.length; b++) combos.push([a, b]);
  combos.sort((x, y) => y[1] - y[0] - (x[1] - x[0]));
  for (const [start, end] of combos) {
    if (!ops.slice(start, end + 1).includes('S')) continue;
    const o = alignment.orig.slice(seq[start]!.oStart, seq[end]!.oEnd);
    const c = alignment.cor.slice(seq[start]!.cStart, seq[end]!.cEnd);
    // Possessive suffixes: split off a leading one, merge a trailing one with its noun [friends -> friend 's].
    if (start === 0 && (o[0]?.tag === 'POS' || c[0]?.tag === 'POS')) return [seq[0]!, ...recurse(seq.slice(1))];
    if (o[o.length - 1]?.tag === 'POS' || c[c.length - 1]?.tag === 'POS') {
      return [...recurse(seq.slice(0, end - 1)), ...mergeOps(seq.slice(end - 1, end + 1)), ...recurse(seq.slice(end + 1))];
    }
    const oLast = o[o.length - 1];
    const cLast = c[c.length - 1];
    if (oLast && cLast && oLast.lower === cLast.lower) {
      // Case change with an inserted or deleted first token [Cat -> The big cat].
      if (start === 0 && ((o.length === 1 && isUpper(c[0]?.text[0])) || (c.length === 1 && isUpper(o[0]?.text[0])))) {
        return [...mergeOps(seq.slice(start, end + 1)), ...recurse(seq.slice(end + 1))];
      }
      // Case change after punctuation [, we -> . We].
      if ((o.length > 1 && isPunct(o[o.length - 2]!)) || (c.length > 1 && isPunct(c[c.length - 2]!))) {
        return [...recurse(seq.slice(0, end - 1)), ...mergeOps(seq.slice(end - 1, end + 1)), ...recurse(seq.slice(end + 1))];
      }
    }
    // Whitespace and hyphens [acat -> a cat], [sub - way -> subway].
    const strip = (tokens: readonly AnnotatedToken[]) => tokens.map((t) => t.lower).join('').replace(/['-]/gu, '');
    if (strip(o) === strip(c)) {
      return [...recurse(seq.slice(0, start)), ...mergeOps(seq.slice(start, end + 1)), ...recurse(seq.slice(end + 1))];
    }
    // Same POS, or auxiliary/infinitive/phrasal verbs [to eat -> eating], [watch -> look at].
    const posSet = new Set([...o, ...c].map((t) => t.pos));
    if (o.length !== c.length && (posSet.size === 1 || [...posSet].every((p) => VERBAL_POS.has(p)))) {
      return [...recurse(seq.slice(0, start)), ...mergeOps(seq.slice(start, end + 1)), ...recurse(seq.slice(end + 1))];
    }
    // Split rules apply to the smallest chunks only.
    if (end - start < 2) {
      if (o.length === 2 && c.length === 2) return [...recurse(seq.slice(0, start + 1)), ...recurse(seq.slice(start + 1))];
      if ((ops[start] === 'S' && charSimilarity(o[0]!, c[0]!) > 0.75) || (ops[end] === 'S' && charSimilarity(oLast!, cLast!) > 0.75)) {
        return [...recurse(seq.slice(0, start + 1)), ...recurse(seq.slice(start + 1))];
      }
      const lastOp = ops[ops.length - 1];
      if (
        end === seq.length - 1 &&
        (((lastOp === 'D' || lastOp === 'S') && oLast?.pos === 'DET') || ((lastOp === 'I' || lastOp === 'S') && cLast?.pos === 'DET'))
      ) {
        return [...recurse(seq.slice(0, -1)), seq[seq.length - 1]!];
      }
    }
    if ([...posSet].some((p) => OPEN_POS.has(p))) content = true;
  }
  return content ? mergeOps(seq) : seq.slice();
}
