/**
 * References for MAEGE: M2 files (the corrected text is obtained by applying the file's edits — the first annotator
 * of each block) or plain files of one sentence per line. Either way, line i must be M2 block i of the gold file.
 */
import { GecvalInputError } from '../../core/errors.js';
import { annotatorsOf, correctionAlternatives, editsOf, readM2, type M2Sentence } from '../../formats/m2.js';
import { checkParallel, sentenceFile } from '../../formats/parallel.js';
import { readLines } from '../../formats/text-file.js';
import { applyEditSubset } from './apply.js';
import { resolveCollisions, type Collision, type CollisionPolicy } from './lattice.js';

/** The 8 Bryant & Ng references the paper used (A3 and A7 are the NUCLE annotators). */
export const PAPER_REFERENCE_FILES = ['A1.m2', 'A2.m2', 'A4.m2', 'A5.m2', 'A6.m2', 'A8.m2', 'A9.m2', 'A10.m2'] as const;

/**
 * Corrected sentences of an M2 file: each block's first annotator's edits applied (noop / no edits: the source).
 * Overlapping edits follow `policy`; the Bryant & Ng files have a few (mostly one token edited twice), so readers of
 * those files pass `merge` and report the collisions.
 */
export function correctedFromM2(sentences: readonly M2Sentence[], file = '<m2>', policy: CollisionPolicy = 'error', collisions: Collision[] = []): string[] {
  return sentences.map((sentence, index) => {
    const annotator = annotatorsOf(sentence)[0];
    if (annotator === undefined) return sentence.tokens.join(' ');
    const edits = editsOf(sentence, annotator).map((e) => ({ ...e, correction: correctionAlternatives(e)[0] ?? '' }));
    const resolved = resolveCollisions(edits, policy, { sentence: index, file });
    collisions.push(...resolved.collisions);
    return applyEditSubset(sentence.tokens, resolved.edits, { trim: true });
  });
}

function isM2Path(path: string, firstLine: string | undefined): boolean {
  return /\.m2$/iu.test(path) || (firstLine !== undefined && firstLine.startsWith('S '));
}

/**
 * Reads reference files and transposes them to one reference list per gold sentence.
 * `goldSources` are the gold M2 `S` lines, used to check that M2 references are aligned with the gold file.
 */
export function readReferences(
  paths: readonly string[],
  goldSources: readonly string[],
  options: { collisions?: CollisionPolicy; report?: (file: string, collision: Collision) => void; goldFile?: string } = {},
): string[][] {
  if (paths.length === 0) throw new GecvalInputError('MAEGE needs at least one reference file (--refs)');
  // An empty gold file is the gold file's problem, not a length mismatch of the first reference.
  if (goldSources.length === 0) throw new GecvalInputError('the gold M2 file has no sentences', options.goldFile === undefined ? {} : { file: options.goldFile });
  const named = options.goldFile === undefined ? '' : ` (${options.goldFile})`;
  const columns = paths.map((path) => {
    const lines = readLines(path);
    if (!isM2Path(path, lines[0])) {
      const plain = sentenceFile(path, lines);
      checkParallel([plain], { count: goldSources.length, what: `the gold M2 file${named}` });
      return plain.lines.map((line) => line.trim().split(/\s+/u).filter(Boolean).join(' '));
    }
    const m2 = readM2(path);
    if (m2.length !== goldSources.length) {
      const line = m2[Math.min(m2.length, goldSources.length) - 1]?.line;
      throw new GecvalInputError(`has ${m2.length} sentences but the gold M2 file has ${goldSources.length}${named}`, { file: path, line });
    }
    m2.forEach((sentence, i) => {
      if (sentence.tokens.join(' ') !== goldSources[i]!.trim().split(/\s+/u).filter(Boolean).join(' ')) {
        throw new GecvalInputError(`sentence ${i + 1} differs from the gold M2 file's sentence ${i + 1}${named}; references must be aligned`, { file: path, line: sentence.line });
      }
    });
    const collisions: Collision[] = [];
    const corrected = correctedFromM2(m2, path, options.collisions ?? 'merge', collisions);
    for (const collision of collisions) options.report?.(path, collision);
    return corrected;
  });
  return goldSources.map((_, i) => columns.map((column) => column[i]!));
}
