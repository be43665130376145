import type { M2Sentence } from './m2.js';
import { readM2 } from './m2.js';
import type { IevalAlternative, IevalCorrection, IevalError, IevalGold, IevalSentence } from './ieval-xml.js';

/**
 * M2 → I-measure gold, the way imeasure's `m2_to_ixml.py` converts it, so that scoring an M2 file gives the
 * same numbers as scoring the XML the original tool would have written:
 * - every annotator with an `A` line (noop included) counts towards `numann`;
 * - only the first correction alternative is kept, re-tokenized Penn-Treebank style (the original runs
 *   `nltk.word_tokenize`; see `treebankTokenize` for the rules kept);
 * - edits are taken longest span first and each joins the first cluster it overlaps (not transitively),
 *   clusters are ordered by the span of their first edit, and inside a cluster the edits are grouped by
 *   annotator into alternatives;
 * - an error is required only when every annotator of the sentence corrected it.
 */
interface RawEdit {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly correction: string;
  readonly annotator: number;
}

/** The original's overlap test, asymmetric corner cases included (an insertion overlaps only spans around it). */
function editsOverlap(a: RawEdit, b: RawEdit): boolean {
  if (a.start === b.start && a.end === b.end) return true;
  if (a.start === a.end) return a.start > b.start && a.end < b.end;
  if (b.start === b.end) return b.start > a.start && b.end < a.end;
  return (a.end > b.start && a.end <= b.end) || (a.start >= b.start && a.start < b.end);
}

const CONTRACTIONS = [
  /\b(can)(not)\b/gi, /\b(d)('ye)\b/gi, /\b(gim)(me)\b/gi, /\b(gon)(na)\b/gi, /\b(got)(ta)\b/gi,
  /\b(lem)(me)\b/gi, /\b(mor)('n)\b/gi, /\b(wan)(na)\s/gi, / ('t)(is)\b/gi, / ('t)(was)\b/gi,
];

/** One sentence through the Penn Treebank word tokenizer rules (as in NLTK's word tokenizer). */
function treebankSentence(input: string): string[] {
  let text = input;
  text = text.replace(/^"/, '``').replace(/(``)/g, ' $1 ').replace(/([ ([{<])("|'{2})/g, '$1 `` ');
  text = text.replace(/([^.])(\.)([\])}>"']*)\s*$/, '$1 $2$3 ');
  text = text.replace(/([:,])([^\d])/g, ' $1 $2').replace(/([:,])$/g, ' $1 ');
  text = text.replace(/\.\.\./g, ' ... ').replace(/[;@#$%&]/g, ' $& ');
  text = text.replace(/([^.])(\.)([\])}>"']*)\s*$/, '$1 $2$3 ');
  text = text.replace(/[?!]/g, ' $& ').replace(/([^'])' /g, "$1 ' ");
  text = text.replace(/[\][(){}<>]/g, ' $& ').replace(/--/g, ' -- ');
  text = ` ${text} `;
  text = text.replace(/''/g, " '' ").replace(/"/g, " '' ").replace(/(\S)('')/g, '$1 $2 ');
  text = text.replace(/([^' ])('[sSmMdD]|') /g, '$1 $2 ').replace(/([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) /g, '$1 $2 ');
  for (const rule of CONTRACTIONS) text = text.replace(rule, ' $1 $2 ');
  return text.split(/\s+/u).filter((t) => t !== '');
}

/**
 * `nltk.word_tokenize` for the short corrections of M2 files: sentences split after '.', '?' or '!' followed
 * by a space and an upper-case letter (what Punkt does for these strings), then Treebank rules per sentence.
 */
export function treebankTokenize(text: string): string[] {
  return text.split(/(?<=[.?!])\s+(?=[A-Z])/u).flatMap(treebankSentence);
}

function clusterEdits(edits: RawEdit[]): RawEdit[][] {
  const byLength = edits
    .map((edit, order) => ({ edit, order }))
    .sort((a, b) => a.edit.start - a.edit.end - (b.edit.start - b.edit.end) || a.order - b.order)
    .map((x) => x.edit);
  const clusters: RawEdit[][] = [];
  for (const edit of byLength) {
    const home = clusters.find((cluster) => cluster.some((member) => editsOverlap(edit, member)));
    if (home) home.push(edit);
    else clusters.push([edit]);
  }
  return clusters
    .map((cluster, order) => ({ cluster, order }))
    .sort((a, b) => a.cluster[0]!.start - b.cluster[0]!.start || a.cluster[0]!.end - b.cluster[0]!.end || a.order - b.order)
    .map((x) => x.cluster);
}

function clusterToError(cluster: RawEdit[], index: number, annotatorCount: number): IevalError {
  const byAnnotator = cluster
    .map((edit, order) => ({ edit, order }))
    .sort((a, b) => a.edit.annotator - b.edit.annotator || a.order - b.order)
    .map((x) => x.edit);
  const alternatives: IevalAlternative[] = [];
  for (const edit of byAnnotator) {
    const correction: IevalCorrection = { start: edit.start, end: edit.end, text: edit.correction };
    const last = alternatives[alternatives.length - 1];
    if (last && last.annotator === String(edit.annotator)) (last.corrections as IevalCorrection[]).push(correction);
    else alternatives.push({ annotator: String(edit.annotator), corrections: [correction] });
  }
  const type = [...new Set(cluster.map((e) => e.type))].join('/');
  return { id: String(index + 1), required: alternatives.length === annotatorCount, type, alternatives };
}

export function m2SentenceToIeval(sentence: M2Sentence, index: number): IevalSentence {
  const annotators = new Set<number>();
  const edits: RawEdit[] = [];
  for (const edit of sentence.edits) {
    annotators.add(edit.annotator);
    if (edit.start === -1 && edit.end === -1 && edit.type.toLowerCase() === 'noop') continue;
    const first = edit.correction.split('||')[0] ?? '';
    edits.push({ start: edit.start, end: edit.end, type: edit.type, correction: treebankTokenize(first).join(' '), annotator: edit.annotator });
  }
  const errors = clusterEdits(edits).map((cluster, i) => clusterToError(cluster, i, annotators.size));
  return { id: String(index + 1), numann: annotators.size, tokens: sentence.tokens, errors, line: sentence.line };
}

export function m2ToIeval(sentences: readonly M2Sentence[], file = '<m2>'): IevalGold {
  return { file, sentences: sentences.map((s, i) => m2SentenceToIeval(s, i)) };
}

export function readM2AsIeval(file: string): IevalGold {
  return m2ToIeval(readM2(file), file);
}
