/** Real corpora the metric tests score: JFLEG dev and CoNLL-2014 with the Bryant & Ng references. */
import { readM2, editsOf, applyEdits, type M2Edit } from '../../src/formats/m2.js';
import { readLines } from '../../src/formats/text-file.js';
import type { Segment } from '../../src/metrics/metric.js';
import { dataPath } from '../helpers/shared.js';

export const JFLEG_SYSTEMS = ['source', 'mle_1', 'mle_2', 'mle_3', 'mle_4', 'mle_5'] as const;

export function jflegDev(): { source: string[]; references: string[][]; output(system: string): string[] } {
  const source = readLines(dataPath('jfleg', 'dev.src'));
  const refFiles = [0, 1, 2, 3].map((k) => readLines(dataPath('jfleg', `dev.ref${k}`)));
  return {
    source,
    references: source.map((_, i) => refFiles.map((f) => f[i]!)),
    output: (system) => (system === 'source' ? source : readLines(dataPath('jfleg', 'systems', `${system}.txt`))),
  };
}

/** The ten Bryant & Ng references: each bn10/A*.m2 annotator's edits applied to the source tokens. */
export function conllBn10(): { source: string[]; references: string[][]; output(system: string): string[] } {
  const source = readLines(dataPath('conll14', 'source.txt'));
  const annotators = Array.from({ length: 10 }, (_, k) => {
    const file = dataPath('conll14', 'bn10', `A${k + 1}.m2`);
    return readM2(file).map((sentence) => {
      const ids = [...new Set(sentence.edits.map((e) => e.annotator))];
      const edits = dropOverlapping(ids.flatMap((id) => editsOf(sentence, id)));
      return applyEdits(sentence.tokens, edits, file).join(' ');
    });
  });
  return {
    source,
    references: source.map((_, i) => annotators.map((a) => a[i]!)),
    output: (system) => (system === 'source' ? source : readLines(dataPath('conll14', 'systems', `${system}.txt`))),
  };
}

/**
 * A few bn10 annotators wrote two edits over the same tokens (e.g. A1 line 948: `A 14 15` twice for
 * `tosimilarly`), which `applyEdits` rightly refuses. For reference text we keep the first of overlapping
 * edits in (start, end) order and drop the rest; the fixtures were made from exactly this text.
 */
export function dropOverlapping(edits: readonly M2Edit[]): M2Edit[] {
  const sorted = edits.slice().sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: M2Edit[] = [];
  let end = -1;
  for (const edit of sorted) {
    if (kept.length > 0 && edit.start < end) continue;
    kept.push(edit);
    end = edit.end;
  }
  return kept;
}

export function segments(data: { source: string[]; references: string[][] }, hypotheses: readonly string[], refCount?: number): Segment[] {
  return hypotheses.map((hypothesis, i) => ({
    source: data.source[i]!,
    hypothesis,
    references: refCount === undefined ? data.references[i]! : data.references[i]!.slice(0, refCount),
  }));
}
