import type { Alignment, AlignmentOp, AnnotatedToken, MergeStrategy } from './types.js';
import { indelNormalizedDistance } from './distance.js';

/**
 * Turning an alignment into edit spans. `rules` is ERRANT's rule-based merger (merge what humans annotate as
 * one edit: possessives, case changes after punctuation, split/joined words, same-POS phrases, phrasal and
 * auxiliary verbs); the other strategies are ERRANT's baselines.
 */

const OPEN_POS = new Set(['ADJ', 'AUX', 'ADV', 'NOUN', 'VERB']);
const VERBAL_POS = new Set(['AUX', 'PART', 'VERB']);
const ASCII_PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** ERRANT's `is_punct`: PUNCT, or (quirk kept) any substring of Python's `string.punctuation`. */
function isPunct(token: AnnotatedToken): boolean {
  return token.pos === 'PUNCT' || ASCII_PUNCTUATION.includes(token.text);
}

/** Character similarity (1 − Indel distance). */
function charSimilarity(a: AnnotatedToken, b: AnnotatedToken): number {
  return 1 - indelNormalizedDistance(a.text, b.text);
}

function isUpper(ch: string | undefined): boolean {
  return ch !== undefined && ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

/** Collapses a run of operations into one edit span. */
export function mergeOps(seq: readonly AlignmentOp[]): AlignmentOp[] {
  if (seq.length === 0) return [];
  const first = seq[0]!;
  const last = seq[seq.length - 1]!;
  return [{ op: 'X', oStart: first.oStart, oEnd: last.oEnd, cStart: first.cStart, cEnd: last.cEnd }];
}

/** Splits a sequence into consecutive groups with the same key. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): { key: K; items: T[] }[] {
  const groups: { key: K; items: T[] }[] = [];
  for (const item of items) {
    const k = key(item);
    const last = groups[groups.length - 1];
    if (last && last.key === k) last.items.push(item);
    else groups.push({ key: k, items: [item] });
  }
  return groups;
}

/** ERRANT's recursive merge/split of a run of adjacent D, I and S operations. */
export function processSequence(seq: readonly AlignmentOp[], alignment: Alignment): AlignmentOp[] {
  if (seq.length <= 1) return seq.slice();
  const ops = seq.map((s) => s.op);
  const opSet = new Set(ops);
  if (opSet.size === 1 && (opSet.has('D') || opSet.has('I'))) return mergeOps(seq);
  const recurse = (part: readonly AlignmentOp[]) => processSequence(part, alignment);
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

/** ERRANT's rule-based merging: matches dropped, transpositions kept whole, other runs processed by rule. */
export function ruleBasedSpans(alignment: Alignment): AlignmentOp[] {
  const groupKey = (s: AlignmentOp) => (s.op === 'M' ? 'M' : s.op.startsWith('T') ? 'T' : 'other');
  const spans: AlignmentOp[] = [];
  for (const group of groupBy(alignment.ops, groupKey)) {
    if (group.key === 'M') continue;
    if (group.key === 'T') spans.push(...group.items);
    else spans.push(...processSequence(group.items, alignment));
  }
  return spans;
}

/** The edit spans of an alignment under a merge strategy. */
export function mergeAlignment(alignment: Alignment, strategy: MergeStrategy = 'rules'): AlignmentOp[] {
  switch (strategy) {
    case 'rules':
      return ruleBasedSpans(alignment);
    case 'all-split':
      return alignment.ops.filter((s) => s.op !== 'M');
    case 'all-merge':
      return groupBy(alignment.ops, (s) => s.op === 'M').flatMap((g) => (g.key ? [] : mergeOps(g.items)));
    case 'all-equal':
      return groupBy(alignment.ops, (s) => s.op).flatMap((g) => (g.key === 'M' ? [] : mergeOps(g.items)));
  }
}
