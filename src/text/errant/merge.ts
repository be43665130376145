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

/**
 * What the rules ask of a range of tokens (the original or the corrected side of a run), each answered in constant
 * time from prefix counts: a run of D/I/S operations spans up to the whole sentence, and ERRANT's rules look at
 * every (start, end) pair of operations in it, so re-reading the tokens of each pair made a 1,000-token line take
 * seconds and a 2,000-token line minutes.
 */
class TokenRange {
  private readonly from: number;
  /** Index (relative to `from`) where the run of equal POS holding token i begins. */
  private readonly posRunStart: Int32Array;
  private readonly nonVerbal: Int32Array;
  private readonly open: Int32Array;
  private readonly strippedLength: Int32Array;
  private readonly stripped: string[];

  constructor(private readonly tokens: readonly AnnotatedToken[], from: number, to: number) {
    this.from = from;
    const n = to - from;
    this.posRunStart = new Int32Array(n);
    this.nonVerbal = new Int32Array(n + 1);
    this.open = new Int32Array(n + 1);
    this.strippedLength = new Int32Array(n + 1);
    this.stripped = [];
    for (let i = 0; i < n; i++) {
      const t = tokens[from + i]!;
      this.posRunStart[i] = i > 0 && tokens[from + i - 1]!.pos === t.pos ? this.posRunStart[i - 1]! : i;
      this.nonVerbal[i + 1] = this.nonVerbal[i]! + (VERBAL_POS.has(t.pos) ? 0 : 1);
      this.open[i + 1] = this.open[i]! + (OPEN_POS.has(t.pos) ? 1 : 0);
      const stripped = t.lower.replace(/['-]/gu, '');
      this.stripped.push(stripped);
      this.strippedLength[i + 1] = this.strippedLength[i]! + stripped.length;
    }
  }

  /** All tokens of [a, b) have one POS (true for an empty range). */
  uniformPos(a: number, b: number): boolean {
    return b <= a || this.posRunStart[b - 1 - this.from]! <= a - this.from;
  }

  hasNonVerbal(a: number, b: number): boolean {
    return this.nonVerbal[b - this.from]! - this.nonVerbal[a - this.from]! > 0;
  }

  hasOpen(a: number, b: number): boolean {
    return this.open[b - this.from]! - this.open[a - this.from]! > 0;
  }

  strippedLengthOf(a: number, b: number): number {
    return this.strippedLength[b - this.from]! - this.strippedLength[a - this.from]!;
  }

  /** The lower-cased tokens of [a, b) joined, without apostrophes and hyphens (ERRANT's whitespace/hyphen test). */
  strippedText(a: number, b: number): string {
    return this.stripped.slice(a - this.from, b - this.from).join('');
  }

  token(i: number): AnnotatedToken {
    return this.tokens[i]!;
  }
}

/** ERRANT's recursive merge/split of a run of adjacent D, I and S operations. */
export function processSequence(seq: readonly AlignmentOp[], alignment: Alignment): AlignmentOp[] {
  if (seq.length <= 1) return seq.slice();
  const ops = seq.map((s) => s.op);
  const opSet = new Set(ops);
  if (opSet.size === 1 && (opSet.has('D') || opSet.has('I'))) return mergeOps(seq);
  const recurse = (part: readonly AlignmentOp[]) => processSequence(part, alignment);
  const k = seq.length;
  const substitutions = new Int32Array(k + 1);
  for (let i = 0; i < k; i++) substitutions[i + 1] = substitutions[i]! + (ops[i] === 'S' ? 1 : 0);
  const o = new TokenRange(alignment.orig, seq[0]!.oStart, seq[k - 1]!.oEnd);
  const c = new TokenRange(alignment.cor, seq[0]!.cStart, seq[k - 1]!.cEnd);
  let content = false;
  // Every (start, end) pair, widest first, pairs of equal width from the left (ERRANT's stable sort of its combinations).
  for (let width = k - 1; width >= 1; width--) {
    for (let start = 0; start + width < k; start++) {
      const end = start + width;
      // Ranges without a substitution are ignored; with one, neither side is empty.
      if (substitutions[end + 1]! - substitutions[start]! === 0) continue;
      const oa = seq[start]!.oStart;
      const ob = seq[end]!.oEnd;
      const ca = seq[start]!.cStart;
      const cb = seq[end]!.cEnd;
      const oLength = ob - oa;
      const cLength = cb - ca;
      const oFirst = o.token(oa);
      const cFirst = c.token(ca);
      const oLast = o.token(ob - 1);
      const cLast = c.token(cb - 1);
      // Possessive suffixes: split off a leading one, merge a trailing one with its noun [friends -> friend 's].
      if (start === 0 && (oFirst.tag === 'POS' || cFirst.tag === 'POS')) return [seq[0]!, ...recurse(seq.slice(1))];
      if (oLast.tag === 'POS' || cLast.tag === 'POS') {
        return [...recurse(seq.slice(0, end - 1)), ...mergeOps(seq.slice(end - 1, end + 1)), ...recurse(seq.slice(end + 1))];
      }
      if (oLast.lower === cLast.lower) {
        // Case change with an inserted or deleted first token [Cat -> The big cat].
        if (start === 0 && ((oLength === 1 && isUpper(cFirst.text[0])) || (cLength === 1 && isUpper(oFirst.text[0])))) {
          return [...mergeOps(seq.slice(start, end + 1)), ...recurse(seq.slice(end + 1))];
        }
        // Case change after punctuation [, we -> . We].
        if ((oLength > 1 && isPunct(o.token(ob - 2))) || (cLength > 1 && isPunct(c.token(cb - 2)))) {
          return [...recurse(seq.slice(0, end - 1)), ...mergeOps(seq.slice(end - 1, end + 1)), ...recurse(seq.slice(end + 1))];
        }
      }
      // Whitespace and hyphens [acat -> a cat], [sub - way -> subway] (texts compared only when their lengths agree).
      if (o.strippedLengthOf(oa, ob) === c.strippedLengthOf(ca, cb) && o.strippedText(oa, ob) === c.strippedText(ca, cb)) {
        return [...recurse(seq.slice(0, start)), ...mergeOps(seq.slice(start, end + 1)), ...recurse(seq.slice(end + 1))];
      }
      // Same POS, or auxiliary/infinitive/phrasal verbs [to eat -> eating], [watch -> look at].
      const onePos = o.uniformPos(oa, ob) && c.uniformPos(ca, cb) && oFirst.pos === cFirst.pos;
      const allVerbal = !o.hasNonVerbal(oa, ob) && !c.hasNonVerbal(ca, cb);
      if (oLength !== cLength && (onePos || allVerbal)) {
        return [...recurse(seq.slice(0, start)), ...mergeOps(seq.slice(start, end + 1)), ...recurse(seq.slice(end + 1))];
      }
      // Split rules apply to the smallest chunks only.
      if (end - start < 2) {
        if (oLength === 2 && cLength === 2) return [...recurse(seq.slice(0, start + 1)), ...recurse(seq.slice(start + 1))];
        if ((ops[start] === 'S' && charSimilarity(oFirst, cFirst) > 0.75) || (ops[end] === 'S' && charSimilarity(oLast, cLast) > 0.75)) {
          return [...recurse(seq.slice(0, start + 1)), ...recurse(seq.slice(start + 1))];
        }
        const lastOp = ops[k - 1];
        if (end === k - 1 && (((lastOp === 'D' || lastOp === 'S') && oLast.pos === 'DET') || ((lastOp === 'I' || lastOp === 'S') && cLast.pos === 'DET'))) {
          return [...recurse(seq.slice(0, -1)), seq[k - 1]!];
        }
      }
      if (o.hasOpen(oa, ob) || c.hasOpen(ca, cb)) content = true;
    }
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
