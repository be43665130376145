/**
 * Crowdsourced corrections (docs/conservatism.md#crowd-corrections): the shared `corrections.tsv` (header with `source`, `correction`, optional
 * `sentence_id` and `status`) or a header-less `source<TAB>correction` TSV. Rejected rows are dropped, multi-line
 * answers keep their last line, and sentences are grouped by sentence id (or by the raw source string).
 */
import { GecvalInputError } from '../../core/errors.js';
import { readLines } from '../../formats/text-file.js';

export interface CrowdCorrection {
  readonly text: string;
  /** 1-based line in the input file, for error messages. */
  readonly line: number;
}

export interface CrowdSentence {
  readonly id: string;
  readonly source: string;
  readonly corrections: readonly CrowdCorrection[];
}

/**
 * The original's `normalize_sentence`: runs of non-word characters → one space, two isolated single ASCII letters
 * joined, lowercased, trimmed. "Exact match" of corrections is equality of these strings.
 */
export function normalizeSentence(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .replace(/(\s[a-zA-Z])\s([a-zA-Z]\s)/g, '$1$2')
    .toLowerCase()
    .trim();
}

export function parseCrowd(lines: readonly string[], file = '<crowd>'): CrowdSentence[] {
  const content = lines.findIndex((l) => l.trim() !== '');
  if (content < 0) throw new GecvalInputError('no corrections in the file', { file });
  const first = lines[content]!.split('\t');
  const hasHeader = first.includes('source') && first.includes('correction');
  const col = (name: string) => (hasHeader ? first.indexOf(name) : -1);
  const sourceCol = hasHeader ? col('source') : 0;
  const correctionCol = hasHeader ? col('correction') : 1;
  const idCol = col('sentence_id');
  const statusCol = col('status');
  const groups = new Map<string, { source: string; corrections: CrowdCorrection[] }>();
  for (let i = hasHeader ? content + 1 : content; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const fields = raw.split('\t');
    if (fields.length <= Math.max(sourceCol, correctionCol)) {
      throw new GecvalInputError(`expected at least ${Math.max(sourceCol, correctionCol) + 1} tab-separated fields (source, correction), got ${fields.length}`, { file, line: i + 1 });
    }
    if (statusCol >= 0 && fields[statusCol]?.trim() === 'Rejected') continue;
    const source = fields[sourceCol]!.trim();
    // Multi-line answers: keep the last line, as the original did when it built references.
    const correction = fields[correctionCol]!.split(/\r?\n|\\n/u).pop()!.trim();
    if (source === '') throw new GecvalInputError('empty source sentence', { file, line: i + 1 });
    if (correction === '') throw new GecvalInputError('empty correction (write the source sentence itself when nothing needs correcting)', { file, line: i + 1 });
    const id = idCol >= 0 && fields[idCol]!.trim() !== '' ? fields[idCol]!.trim() : source;
    let group = groups.get(id);
    if (group === undefined) groups.set(id, (group = { source, corrections: [] }));
    else if (group.source !== source) throw new GecvalInputError(`sentence id ${id} has two different sources`, { file, line: i + 1 });
    group.corrections.push({ text: correction, line: i + 1 });
  }
  if (groups.size === 0) throw new GecvalInputError('no corrections in the file (every row was rejected or empty)', { file });
  return [...groups].map(([id, g]) => ({ id, source: g.source, corrections: g.corrections }));
}

export function readCrowd(file: string): CrowdSentence[] {
  return parseCrowd(readLines(file), file);
}

/** The code's optional "no correction needed" filter: drop sentences with ≥ threshold unchanged corrections. */
export function dropUnchanged(sentences: readonly CrowdSentence[], threshold = 8): CrowdSentence[] {
  return sentences.filter((s) => {
    const source = normalizeSentence(s.source);
    return s.corrections.filter((c) => normalizeSentence(c.text) === source).length < threshold;
  });
}
