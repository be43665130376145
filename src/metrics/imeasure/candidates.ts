import type { IevalAlternative, IevalSentence } from '../../formats/ieval-xml.js';
import { splitAsciiWhitespace } from '../../formats/whitespace.js';

/**
 * Reference candidates of a gold sentence, as imeasure's candgen.py builds them: the corrected sentences
 * obtainable by choosing one alternative per error (mix mode), or one per annotator (`-nomix`).
 */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** An alternative's corrections, those on the same span joined by a space (candgen's _mergeCorrections). */
export function mergeCorrections(alternative: IevalAlternative): Edit[] {
  const merged = new Map<string, Edit>();
  for (const c of alternative.corrections) {
    const key = `${c.start}:${c.end}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, text: `${seen.text} ${c.text}` } : { start: c.start, end: c.end, text: c.text });
  }
  return [...merged.values()];
}

const editsKey = (edits: readonly Edit[]): string =>
  edits.map((e) => `${e.start}\u0000${e.end}\u0000${e.text}`).sort().join('\u0001');

/**
 * The choices of each error in mix mode: its distinct alternatives, plus "leave it" when it is optional.
 * (candgen keeps them in a set, so identical alternatives of two annotators count once.)
 */
export function errorChoices(sentence: IevalSentence): Edit[][][] {
  return sentence.errors.map((error) => {
    const choices: Edit[][] = [];
    const seen = new Set<string>();
    const add = (edits: Edit[]): void => {
      const key = editsKey(edits);
      if (!seen.has(key)) {
        seen.add(key);
        choices.push(edits);
      }
    };
    if (!error.required) add([]);
    for (const alternative of error.alternatives) add(mergeCorrections(alternative));
    return choices;
  });
}

/** Python slice assignment `list[start:end] = items`, negative and out-of-range indices included. */
function sliceAssign(list: string[], start: number, end: number, items: readonly string[]): void {
  const norm = (x: number): number => Math.min(list.length, x < 0 ? Math.max(0, x + list.length) : x);
  const from = norm(start);
  const to = Math.max(from, norm(end));
  list.splice(from, to - from, ...items);
}

/**
 * candgen's correct_sentence: edits applied from the last span to the first; an edit that would empty the
 * sentence is skipped, and an empty result falls back to the source (both "workarounds for NUCLE").
 */
export function applyCorrections(source: readonly string[], edits: readonly Edit[]): string[] {
  let corrected = [...source];
  const ordered = edits.map((e, i) => ({ e, i })).sort((a, b) => b.e.start - a.e.start || b.e.end - a.e.end || a.i - b.i);
  for (const { e } of ordered) {
    const before = corrected;
    corrected = [...corrected];
    sliceAssign(corrected, e.start, e.end, splitAsciiWhitespace(e.text));
    if (corrected.length === 0) corrected = before;
  }
  return corrected.length === 0 ? [...source] : corrected;
}

/** No two edits on the same span (candgen's are_compatible). */
export function compatible(edits: readonly Edit[]): boolean {
  const spans = new Set<string>();
  for (const e of edits) {
    const key = `${e.start}:${e.end}`;
    if (spans.has(key)) return false;
    spans.add(key);
  }
  return true;
}

/** Calls `visit` with every combination of one choice per group, the last group varying fastest. */
export function forEachCombination<T>(groups: readonly (readonly T[])[], visit: (picked: T[]) => void): void {
  // An odometer rather than recursion: one sentence may hold 10,000 errors, one stack frame each would overflow.
  if (groups.some((g) => g.length === 0)) return;
  const at = new Array<number>(groups.length).fill(0);
  const picked = groups.map((g) => g[0]!);
  for (;;) {
    visit(picked);
    let g = groups.length - 1;
    while (g >= 0 && at[g]! + 1 >= groups[g]!.length) {
      at[g] = 0;
      picked[g] = groups[g]![0]!;
      g--;
    }
    if (g < 0) return;
    at[g]!++;
    picked[g] = groups[g]![at[g]!]!;
  }
}

export function combinationCount(groups: readonly (readonly unknown[])[]): number {
  return groups.reduce((n, g) => n * g.length, 1);
}

/** Distinct reference token lists of a sentence, in order of first generation. */
export function referenceCandidates(sentence: IevalSentence, mix: boolean): string[][] {
  const targets = new Map<string, string[]>();
  const add = (tokens: string[]): void => {
    const key = tokens.join(' ');
    if (!targets.has(key)) targets.set(key, tokens);
  };
  const source = sentence.tokens;
  if (mix) {
    if (sentence.errors.length === 0) return [[...source]];
    forEachCombination(errorChoices(sentence), (picked) => {
      const edits = picked.flat();
      if (edits.length === 0) add([...source]);
      else if (compatible(edits)) add(applyCorrections(source, edits));
    });
  } else {
    const annotators: string[] = [];
    for (const error of sentence.errors) for (const alt of error.alternatives) if (!annotators.includes(alt.annotator)) annotators.push(alt.annotator);
    // Annotators who corrected nothing in this sentence accept the source as it is.
    if (sentence.numann <= 0 || annotators.length < sentence.numann) add([...source]);
    if (sentence.numann > 0) {
      for (const annotator of annotators) {
        const edits = sentence.errors.flatMap((error) =>
          error.alternatives.filter((a) => a.annotator === annotator).flatMap((a) => mergeCorrections(a)));
        add(edits.length === 0 ? [...source] : applyCorrections(source, edits));
      }
    }
  }
  return [...targets.values()];
}
