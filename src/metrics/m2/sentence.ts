import { emptyList } from '../../core/arrays.js';
import type { GoldEdit, GoldSentence } from './gold.js';
import { buildBasicLattice } from './lattice.js';
import type { M2Options } from './options.js';
import { pythonSplit } from './python-text.js';
import { exactBestPaths } from './streaming.js';

/** A system edit: source token span, the source text it replaces, its replacement. */
export interface SystemEdit {
  readonly start: number;
  readonly end: number;
  readonly original: string;
  readonly correction: string;
}

/** The counts of one sentence against one annotator: the sufficient statistics of MaxMatch. */
export interface AnnotatorCounts {
  readonly annotator: number;
  readonly correct: number;
  readonly proposed: number;
  readonly gold: number;
}

export interface AnnotatorResult extends AnnotatorCounts {
  /** Edits the system made, left to right, as extracted to best match this annotator. */
  readonly systemEdits: readonly SystemEdit[];
  readonly goldEdits: readonly GoldEdit[];
  /** System edits that match a gold edit (an edit appears once per gold edit it matches, as in m2scorer). */
  readonly correctEdits: readonly SystemEdit[];
}

/** The result of a sentence whose tokens are the source's: every annotator's edits missed, nothing proposed. */
function unchangedSentence(gold: GoldSentence): AnnotatorResult[] {
  // (every list here, as in scoreSentenceAnnotators, of a filled list's class: core/arrays.ts)
  const results = emptyList<AnnotatorResult>();
  for (const { annotator, edits } of gold.annotations) {
    results.push({ annotator, correct: 0, proposed: 0, gold: edits.length, systemEdits: emptyList(), goldEdits: edits, correctEdits: emptyList() });
  }
  return results;
}

function sameTokens(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((token, i) => token === b[i]);
}

function sameIgnoringWhitespaceAndCase(a: string, b: string): boolean {
  return a.replaceAll(' ', '').toLowerCase() === b.replaceAll(' ', '').toLowerCase();
}

/**
 * m2scorer's `matchSeq`: walks the system edits left to right and the gold edits in file order, and only looks
 * at gold edits after the last one matched. It does not stop at the first match, so one system edit that
 * matches two identical gold edits counts twice; reproduced because it changes counts on real data.
 */
export function matchEdits(system: readonly SystemEdit[], gold: readonly GoldEdit[]): SystemEdit[] {
  const correct = emptyList<SystemEdit>();
  let from = 0;
  for (const edit of system) {
    const end = gold.length;
    for (let g = from; g < end; g++) {
      const candidate = gold[g]!;
      if (edit.start === candidate.start && edit.end === candidate.end && edit.original === candidate.original
        && candidate.corrections.includes(edit.correction)) {
        correct.push(edit);
        from = g + 1;
      }
    }
  }
  return correct;
}

/**
 * Scores one hypothesis against every annotator of one gold sentence: builds the edit lattice once, then for
 * each annotator finds the system edit sequence that best matches that annotator's edits. `sourceFirst`: compare the
 * hypothesis with the gold's source text before splitting it (see scoreAnnotators).
 */
export function scoreSentenceAnnotators(hypothesis: string, gold: GoldSentence, options: M2Options, sourceFirst = false): AnnotatorResult[] {
  // the gold's (stripped) source text itself: its split is the gold's tokens, so the sentence is unchanged
  if (sourceFirst && hypothesis === gold.source) return unchangedSentence(gold);
  const hypothesisTokens = pythonSplit(hypothesis);
  if (sameTokens(hypothesisTokens, gold.tokens)) {
    // An unchanged sentence: the lattice is one chain of unchanged tokens, so every path proposes nothing.
    return unchangedSentence(gold);
  }
  const lattice = buildBasicLattice(gold.tokens, hypothesisTokens);
  const paths = exactBestPaths({
    source: gold.tokens, hypothesis: hypothesisTokens, lattice, annotators: gold.annotations, maxUnchangedWords: options.maxUnchangedWords,
  });
  const cache = new Map<string, SystemEdit[]>();
  const results = emptyList<AnnotatorResult>();
  for (let a = 0; a < gold.annotations.length; a++) {
    const { annotator, edits } = gold.annotations[a]!;
    const path = paths[a]!;
    // (a loop, not path.map(…).join: map gives an empty path's list another class than a filled one's, core/arrays.ts)
    let signature = '';
    for (const e of path) signature += `${e.start},${e.end},${e.hypothesisStart},${e.hypothesisEnd};`;
    let systemEdits = cache.get(signature);
    if (!systemEdits) {
      // the path's edits in source order, in a list of a filled list's class even when empty (core/arrays.ts)
      systemEdits = emptyList<SystemEdit>();
      for (let k = path.length - 1; k >= 0; k--) {
        const e = path[k]!;
        systemEdits.push({
          start: e.start,
          end: e.end,
          original: gold.tokens.slice(e.start, e.end).join(' '),
          correction: hypothesisTokens.slice(e.hypothesisStart, e.hypothesisEnd).join(' '),
        });
      }
      if (options.ignoreWhitespaceCasing) systemEdits = systemEdits.filter((e) => !sameIgnoringWhitespaceAndCase(e.original, e.correction));
      cache.set(signature, systemEdits);
    }
    const correctEdits = matchEdits(systemEdits, edits);
    results.push({
      annotator,
      correct: correctEdits.length,
      proposed: systemEdits.length,
      gold: edits.length,
      systemEdits,
      goldEdits: edits,
      correctEdits,
    });
  }
  return results;
}
