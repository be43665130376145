/**
 * The original code's conversion of a crowd correction into M2 edits (docs/conservatism.md#crowd-edit-extraction, `editExtractor: "compat"`):
 * a walk over the whitespace tokens that consults a word alignment computed on *alignment tokens* (docs/conservatism.md#word-alignment). The
 * two index spaces differ wherever punctuation leaves empty alignment tokens, so the consulted pairs drift and
 * some edits land on shifted spans — reproduced on purpose, because the paper's gold files contain them.
 */
import { WordAligner } from '../conservatism/align.js';
import { isSame } from '../conservatism/words.js';
import { splitGluedPunctuation, type SimpleEdit } from './edits.js';
import { tokenize } from '../../text/tokens.js';

/** Edits of one crowd correction against its source the way the original `create_golds` made them. */
export function compatEdits(source: string, correction: string, aligner = new WordAligner()): SimpleEdit[] {
  const sourceText = splitGluedPunctuation(source);
  const correctionText = splitGluedPunctuation(correction);
  const alignment = aligner.align(sourceText, correctionText);
  const pairs = new Set(alignment.indices.map(([i, j]) => `${i}:${j}`));
  const has = (i: number, j: number) => pairs.has(`${i}:${j}`);
  const s = tokenize(sourceText);
  const c = tokenize(correctionText);
  const edits: SimpleEdit[] = [];
  const replace = (from: number, to: number, words: readonly string[]) => edits.push({ start: from, end: to, correction: words.join(' ') });
  let i = 0;
  let j = 0;
  while (i < s.length || j < c.length) {
    if (i >= s.length) {
      replace(s.length, s.length, c.slice(j));
      break;
    }
    if (j >= c.length) {
      replace(i, s.length, []);
      break;
    }
    if (isSame(s[i]!, c[j]!)) {
      i++;
      j++;
    } else if (has(i, j)) {
      replace(i, i + 1, [c[j]!]);
      i++;
      j++;
    } else if (has(i, -1)) {
      replace(i, i + 1, []);
      i++;
    } else if (has(i, j + 1)) {
      replace(i, i, [c[j]!]);
      j++;
    } else if (has(i + 1, j)) {
      replace(i, i + 1, []);
      i++;
    } else if (has(i, j + 2)) {
      replace(i, i, c.slice(j, j + 2));
      j += 2;
    } else if (has(i + 2, j)) {
      replace(i, i + 2, []);
      i += 2;
    } else if (has(i, j + 3)) {
      replace(i, i, c.slice(j, j + 3));
      j += 3;
    } else if (has(i + 3, j)) {
      replace(i, i + 3, []);
      i += 3;
    } else {
      // Probe forward past words aligned to nothing (by the drifting indices) until the words agree or neither is.
      let pi = i + 1;
      let pj = j + 1;
      while (pi < s.length && pj < c.length && !isSame(s[pi]!, c[pj]!) && (has(pi, -1) || has(-1, pj))) {
        const advanceSource = has(pi, -1);
        if (has(-1, pj)) pj++;
        if (advanceSource) pi++;
      }
      if (has(pi, pj)) {
        replace(i, pi, c.slice(j, pj));
        i = pi;
        j = pj;
      } else {
        replace(i, i + 1, [c[j]!]);
        i++;
        j++;
      }
    }
  }
  return edits;
}
