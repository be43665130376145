/**
 * Sentence segmentation of tokenised learner text and line-mode split/merge counting (docs/conservatism.md#split-merge).
 * A split: one source sentence became several output sentences; a merge: several became one.
 */
export interface SentenceSegmenter {
  segment(line: string): string[][];
}

export const DEFAULT_ABBREVIATIONS: readonly string[] = ['e.g.', 'i.e.', 'etc.', 'mr.', 'mrs.', 'dr.', 'vs.', 'ms.', 'no.', 'st.'];

const ENDERS = new Set(['.', '?', '!', ';']);
const CLOSERS = /^["'”’)\]}»]+$/u;
const GLUED_BOUNDARY = /(\p{L}{2}[.?!;])(?=\p{Lu})/gu;
const OPENING = /^["'“‘(\[{«]/u;

export function ruleSegmenter(abbreviations: readonly string[] = DEFAULT_ABBREVIATIONS): SentenceSegmenter {
  const abbrev = new Set(abbreviations.map((a) => a.toLowerCase()));
  const endsSentence = (token: string): boolean => {
    if (ENDERS.has(token)) return true;
    const last = token.slice(-1);
    if (!ENDERS.has(last)) return false;
    const lower = token.toLowerCase();
    return !abbrev.has(lower) && !/^\p{L}\.$/u.test(token);
  };
  const startsSentence = (token: string): boolean => /^[\p{Lu}\p{N}]/u.test(token) || OPENING.test(token);
  return {
    segment(line: string): string[][] {
      // Untokenised learner text glues sentences ("occur.For"): break after two letters and an ender
      // directly followed by an uppercase letter, as the original's regex passes do.
      const tokens = line.replace(GLUED_BOUNDARY, '$1 ').split(/\s+/u).filter((t) => t !== '');
      const sentences: string[][] = [];
      let current: string[] = [];
      for (let k = 0; k < tokens.length; k++) {
        current.push(tokens[k]!);
        if (!endsSentence(tokens[k]!)) continue;
        while (k + 1 < tokens.length && CLOSERS.test(tokens[k + 1]!)) current.push(tokens[++k]!);
        const next = tokens[k + 1];
        if (next === undefined || startsSentence(next)) {
          sentences.push(current);
          current = [];
        }
      }
      if (current.length > 0) sentences.push(current);
      return sentences;
    },
  };
}

export type AlignmentKind = 'same' | 'split' | 'merge' | 'empty';

export interface SplitMerge {
  readonly sourceSentences: number;
  readonly outputSentences: number;
  readonly splits: number;
  readonly merges: number;
  readonly kind: AlignmentKind;
}

/** Compares the sentence counts of a line pair; an empty side counts as neither split nor merge. */
export function countSplitMerge(source: string, output: string, segmenter: SentenceSegmenter = ruleSegmenter()): SplitMerge {
  const s = segmenter.segment(source).length;
  const o = segmenter.segment(output).length;
  if (s === 0 || o === 0) return { sourceSentences: s, outputSentences: o, splits: 0, merges: 0, kind: 'empty' };
  const splits = Math.max(0, o - s);
  const merges = Math.max(0, s - o);
  return { sourceSentences: s, outputSentences: o, splits, merges, kind: splits > 0 ? 'split' : merges > 0 ? 'merge' : 'same' };
}
