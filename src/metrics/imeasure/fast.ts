import type { IevalSentence } from '../../formats/ieval-xml.js';
import { splitAsciiWhitespace } from '../../formats/whitespace.js';
import { referenceCountsMany } from './align-shared.js';
import type { Edit } from './candidates.js';
import { applyCorrections, compatible, errorChoices, forEachCombination } from './candidates.js';
import type { CountVector } from './scores.js';
import { addCounts } from './scores.js';
import { Vocabulary } from './vocabulary.js';

/**
 * The fast method: instead of building all ∏ (choices per error) references, cut the sentence at *anchors*
 * into segments that hold independent groups of errors, score each segment's few local references alone,
 * and combine the segments' count vectors (counts add up across segments, so the set of whole-sentence
 * count vectors is the set of sums, one vector per segment). See docs/imeasure.md for why this equals
 * enumeration. A cut between source tokens g-1 and g is an anchor when
 * - both tokens occur exactly once in the source, exactly once in the hypothesis, next to each other there,
 *   and in no correction of any annotator (so every reference keeps them, once, side by side);
 * - no error's edits touch either token or insert between them, and each error lies wholly on one side.
 * Returns undefined when no useful cut exists or a segment's edits reach past an anchor (overlapping edits
 * applied in candgen's order can); the caller then enumerates.
 */
interface ErrorSpan {
  readonly choices: Edit[][];
  readonly from: number;
  readonly to: number;
}

const SENTINEL = '\u0000anchor';

function countTokens(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** Valid cuts g (between source tokens g-1 and g) with the hypothesis position of the same cut. */
function anchorCuts(source: readonly string[], hypothesis: readonly string[], errors: readonly ErrorSpan[], run: number): Map<number, number> {
  const inSource = countTokens(source);
  const inHypothesis = countTokens(hypothesis);
  const inCorrections = new Set<string>();
  for (const error of errors) for (const choice of error.choices) for (const edit of choice) for (const t of splitAsciiWhitespace(edit.text)) inCorrections.add(t);
  const hypothesisIndex = new Map<string, number>();
  hypothesis.forEach((t, i) => hypothesisIndex.set(t, i));
  const isAnchor = (t: string | undefined): boolean => t !== undefined && inSource.get(t) === 1 && inHypothesis.get(t) === 1 && !inCorrections.has(t);
  const cuts = new Map<number, number>();
  for (let g = run; g + run <= source.length; g++) {
    const h = hypothesisIndex.get(source[g] ?? '');
    let ok = h !== undefined;
    for (let k = -run; ok && k < run; k++) ok = isAnchor(source[g + k]) && hypothesisIndex.get(source[g + k]!) === h! + k;
    if (ok && errors.every((e) => e.to <= g - run || e.from >= g + run)) cuts.set(g, h!);
  }
  return cuts;
}

/**
 * One cut between each pair of consecutive branching errors where an anchor allows it (the middle one); with
 * `everywhere`, every anchor (long sentences, where one three-way alignment table would not fit in memory).
 */
function chooseCuts(errors: readonly ErrorSpan[], cuts: Map<number, number>, everywhere: boolean): number[] {
  const valid = [...cuts.keys()].sort((a, b) => a - b);
  if (everywhere) return valid;
  const branching = errors.filter((e) => e.choices.length > 1).sort((a, b) => a.from - b.from);
  const chosen: number[] = [];
  for (let i = 1; i < branching.length; i++) {
    const leftEnd = Math.max(...branching.slice(0, i).map((e) => e.to));
    const rightStart = Math.min(...branching.slice(i).map((e) => e.from));
    const between = valid.filter((g) => g > leftEnd && g <= rightStart && (chosen.length === 0 || g > chosen[chosen.length - 1]!));
    if (between.length > 0) chosen.push(between[between.length >> 1]!);
  }
  return chosen;
}

/** Local references of one segment [from, to) of the source, or undefined when an edit leaves the segment. */
function segmentReferences(source: readonly string[], from: number, to: number, errors: readonly ErrorSpan[]): string[][] | undefined {
  const isLast = to === source.length;
  // The segment's last token is an anchor: a sentinel in its place shows whether any slice reached it.
  const base = isLast ? [...source] : [...source.slice(0, to - 1), SENTINEL];
  const references = new Map<string, string[]>();
  let escaped = false;
  forEachCombination(errors.map((e) => e.choices), (picked) => {
    if (escaped) return;
    const edits = picked.flat();
    if (!compatible(edits)) return;
    const corrected = edits.length === 0 ? base : applyCorrections(base, edits);
    const prefixKept = corrected.length >= from && source.slice(0, from).every((t, i) => corrected[i] === t);
    const anchorKept = isLast || (corrected[corrected.length - 1] === SENTINEL && corrected.indexOf(SENTINEL) === corrected.length - 1);
    if (!prefixKept || !anchorKept) {
      escaped = true;
      return;
    }
    const local = isLast ? corrected.slice(from) : [...corrected.slice(from, -1), source[to - 1]!];
    references.set(local.join(' '), local);
  });
  return escaped ? undefined : [...references.values()];
}

const vectorKey = (v: CountVector): string => v.join(',');

export interface FastOptions {
  /** Sentences with at most this many combinations are left to enumeration. */
  readonly enumerationLimit: number;
  /** Cut at every anchor, whatever the number of combinations (for sentences too long to align whole). */
  readonly cutEverywhere?: boolean;
  /** Anchor words required on each side of a cut (default ANCHOR_RUN). */
  readonly anchorRun?: number;
  /** Overrides SEGMENT_COST_LIMIT. */
  readonly segmentLimit?: number;
}

export const ANCHOR_RUN = 2;
/** Most (combinations × alignment cells) enumerated inside one segment before giving up on the sentence. */
export const SEGMENT_COST_LIMIT = 2e8;

export function fastCountVectors(sentence: IevalSentence, hypothesis: readonly string[], options: FastOptions): CountVector[] | undefined {
  const source = sentence.tokens;
  const choiceLists = errorChoices(sentence);
  const combinations = choiceLists.reduce((n, c) => n * c.length, 1);
  const everywhere = options.cutEverywhere === true;
  if (!everywhere && (sentence.errors.length === 0 || combinations <= options.enumerationLimit)) return undefined;
  const errors: ErrorSpan[] = [];
  for (const choices of choiceLists) {
    const edits = choices.flat();
    if (edits.some((e) => e.start < 0)) return undefined;
    const from = edits.length > 0 ? Math.min(...edits.map((e) => e.start)) : Number.POSITIVE_INFINITY;
    const to = edits.length > 0 ? Math.max(...edits.map((e) => e.end)) : Number.NEGATIVE_INFINITY;
    errors.push({ choices, from, to });
  }
  const cuts = anchorCuts(source, hypothesis, errors, options.anchorRun ?? ANCHOR_RUN);
  const chosen = chooseCuts(errors, cuts, everywhere);
  if (chosen.length === 0) return undefined;
  const bounds = [0, ...chosen, source.length];
  const hypBounds = [0, ...chosen.map((g) => cuts.get(g)!), hypothesis.length];
  // A hypothesis that reorders anchor pairs cannot be cut consistently; enumerate it.
  for (let i = 1; i < hypBounds.length - 1; i++) if (hypBounds[i]! <= hypBounds[i - 1]! && i > 1) return undefined;
  const vocabulary = new Vocabulary();
  let totals = new Map<string, CountVector>([[vectorKey([0, 0, 0, 0, 0, 0, 0]), [0, 0, 0, 0, 0, 0, 0]]]);
  for (let s = 0; s + 1 < bounds.length; s++) {
    const from = bounds[s]!;
    const to = bounds[s + 1]!;
    const inside = errors.filter((e) => e.from >= from && e.to <= to);
    // Enumerating a segment costs (its combinations) × (its three-way table); give up when that is too much.
    const segmentCost = inside.reduce((n, e) => n * e.choices.length, 1) * (to - from + 2) ** 3;
    if (segmentCost > (options.segmentLimit ?? SEGMENT_COST_LIMIT)) return undefined;
    const references = segmentReferences(source, from, to, inside);
    if (!references) return undefined;
    const src = vocabulary.encode(source.slice(from, to));
    const hyp = vocabulary.encode(hypothesis.slice(hypBounds[s], hypBounds[s + 1]));
    const local = new Map<string, CountVector>();
    for (const v of referenceCountsMany(src, hyp, references.map((ref) => vocabulary.encode(ref)))) local.set(vectorKey(v), v);
    const next = new Map<string, CountVector>();
    for (const a of totals.values()) {
      for (const b of local.values()) {
        const sum = addCounts(a, b);
        next.set(vectorKey(sum), sum);
      }
    }
    totals = next;
  }
  return [...totals.values()];
}
