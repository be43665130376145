import { emptyList } from '../../core/arrays.js';
import type { M2Sentence } from '../../formats/m2.js';
import { pythonDictOrder } from './python-dict.js';
import { pythonSplit, pythonStrip } from './python-text.js';

/** A gold edit as the official scorer keeps it: token span, the source text it covers, and its alternatives. */
export interface GoldEdit {
  readonly start: number;
  readonly end: number;
  /** The source tokens `[start, end)`, joined by single spaces. */
  readonly original: string;
  /** Correction alternatives (`a||b`), each stripped; `-NONE-` reads as the empty string. */
  readonly corrections: readonly string[];
  /** 1-based line of the `A` line (0 when built in code). */
  readonly line: number;
}

export interface GoldAnnotation {
  readonly annotator: number;
  /** Real edits in file order; noop lines leave the annotator here with no edits. */
  readonly edits: readonly GoldEdit[];
}

export interface GoldSentence {
  readonly source: string;
  readonly tokens: readonly string[];
  /** Annotators in m2scorer's visiting order; a sentence without `A` lines gets annotator 0 with no edits. */
  readonly annotations: readonly GoldAnnotation[];
  /** 1-based line of the `S` line (0 when built in code). */
  readonly line: number;
}

/**
 * Reads one M2 block the way m2scorer's `load_annotation` does. Details that change scores:
 * - a `noop` line (or any `-1 -1` span) registers its annotator with zero edits, so "no correction" is a
 *   reference the system can match perfectly;
 * - the correction field splits on `||`; an alternative equal to `-NONE-` (before stripping) is a deletion;
 * - overlapping edits of one annotator are kept as they are (at most one of them can be matched, all count
 *   as gold), which is what the official scorer does with the Bryant & Ng references;
 * - annotators are visited in the order m2scorer's Python 2 dicts give (ascending for ids 0..9, not in
 *   general), which decides ties between equally good annotators.
 */
export function goldFromM2(sentence: M2Sentence): GoldSentence {
  const source = pythonStrip(sentence.source);
  const tokens = pythonSplit(source);
  // every list the scorer reads, empty or not, is of a filled list's class (core/arrays.ts): an annotator with only a
  // noop has no edit, and the scorer's compiled code meets its list beside others'
  const byAnnotator = new Map<number, GoldEdit[]>();
  for (const edit of sentence.edits) {
    let list = byAnnotator.get(edit.annotator);
    if (!list) byAnnotator.set(edit.annotator, (list = emptyList()));
    const noop = edit.type === 'noop' || edit.start < 0 || edit.end < 0;
    if (noop) continue;
    const corrections = emptyList<string>();
    for (const c of edit.correction.split('||')) corrections.push(c === '-NONE-' ? '' : pythonStrip(c));
    list.push({
      start: edit.start,
      end: edit.end,
      original: tokens.slice(edit.start, edit.end).join(' '),
      corrections,
      line: edit.line,
    });
  }
  // m2scorer fills one dict in file order, then copies it into another by iterating it: the order of the copy.
  const order = pythonDictOrder(pythonDictOrder([...byAnnotator.keys()]));
  const annotations = emptyList<GoldAnnotation>();
  for (const annotator of order) annotations.push({ annotator, edits: byAnnotator.get(annotator)! });
  if (annotations.length === 0) annotations.push({ annotator: 0, edits: emptyList() });
  return { source, tokens, annotations, line: sentence.line };
}
