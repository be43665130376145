/**
 * MAEGE's data model (docs/maege.md#maege-data-model): sentences of a multi-annotator M2 file, each annotator's edits forming one
 * corrections lattice (all subsets of its edits). Eligibility differs between the sentence-level analysis
 * (no noop, ≥ 2 annotations) and the corpus-level one (no noop, ≥ 1 annotation), as in the original code.
 */
import { GecvalInputError } from '../../core/errors.js';
import type { M2Edit, M2Sentence } from '../../formats/m2.js';

export interface LatticeEdit {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  /** The correction verbatim (may be empty or several words). */
  readonly correction: string;
  readonly annotator: number;
  /** 1-based line of the `A` line (0 when built in code). */
  readonly line: number;
}

export interface Annotation {
  readonly annotator: number;
  readonly edits: readonly LatticeEdit[];
}

export interface LatticeSentence {
  /** 0-based index of the block in the M2 file. */
  readonly index: number;
  readonly line: number;
  /** The `S` line text. */
  readonly original: string;
  readonly tokens: readonly string[];
  /** Annotator groups in order of first appearance; noop-only groups are kept (with no edits). */
  readonly annotations: readonly Annotation[];
  readonly hasNoop: boolean;
}

export type CollisionPolicy = 'error' | 'merge' | 'drop-later';

export interface Collision {
  readonly sentence: number;
  readonly annotator: number;
  readonly line: number;
  readonly first: LatticeEdit;
  readonly second: LatticeEdit;
  readonly resolution: CollisionPolicy;
}

export interface LatticeWarning {
  readonly line: number;
  readonly message: string;
}

export interface LatticeOptions {
  /** What to do with overlapping edits in one annotation (docs/maege.md#maege-collisions). Default `error`. */
  readonly collisions?: CollisionPolicy;
  /** How to read a correction containing `||`: reject (default) or take the first alternative. */
  readonly alternatives?: 'error' | 'first';
  readonly file?: string;
}

export interface Lattice {
  readonly sentences: readonly LatticeSentence[];
  readonly collisions: readonly Collision[];
  readonly warnings: readonly LatticeWarning[];
}

function isNoopEdit(edit: M2Edit): boolean {
  return edit.type === 'noop' || (edit.start === -1 && edit.end === -1);
}

/** True when two edits sorted by (start, end) overlap; insertions at a replacement's end are legal. */
export function collides(previous: Pick<LatticeEdit, 'end'>, next: Pick<LatticeEdit, 'start'>): boolean {
  return previous.end > next.start;
}

function byPosition(a: LatticeEdit, b: LatticeEdit): number {
  return a.start - b.start || a.end - b.end;
}

/**
 * Detects overlapping edits of one annotation and resolves them by `policy`. `merge` replaces a colliding pair by one
 * edit spanning both, corrections concatenated in position order, with the first edit's type; `drop-later` keeps
 * the first edit. The surviving edits keep file order.
 */
export function resolveCollisions(
  edits: readonly LatticeEdit[],
  policy: CollisionPolicy,
  where: { sentence: number; file?: string },
): { edits: LatticeEdit[]; collisions: Collision[] } {
  // Tag each edit with its file position so survivors (and merged edits) can be put back in file order.
  const sorted = edits.map((edit, order) => ({ edit, order })).sort((a, b) => byPosition(a.edit, b.edit) || a.order - b.order);
  const kept: { edit: LatticeEdit; order: number }[] = [];
  const collisions: Collision[] = [];
  for (const item of sorted) {
    const previous = kept[kept.length - 1];
    if (previous === undefined || !collides(previous.edit, item.edit)) {
      kept.push(item);
      continue;
    }
    const { edit } = item;
    const first = previous.edit;
    collisions.push({ sentence: where.sentence, annotator: edit.annotator, line: edit.line, first, second: edit, resolution: policy });
    if (policy === 'error') {
      throw new GecvalInputError(
        `edit ${edit.start} ${edit.end} of annotator ${edit.annotator} overlaps edit ${first.start} ${first.end} (line ${first.line}); ` +
          'fix the annotation or choose a collision policy (merge or drop-later)',
        { file: where.file, line: edit.line || undefined },
      );
    }
    if (policy === 'merge') {
      const correction = [first.correction, edit.correction].filter((c) => c !== '').join(' ');
      kept[kept.length - 1] = { edit: { ...first, end: Math.max(first.end, edit.end), correction }, order: previous.order };
    }
  }
  return { edits: kept.sort((a, b) => a.order - b.order).map((k) => k.edit), collisions };
}

function toLatticeEdit(edit: M2Edit, options: LatticeOptions): LatticeEdit {
  let correction = edit.correction;
  if (correction.includes('||')) {
    if (options.alternatives !== 'first') {
      throw new GecvalInputError(`correction '${correction}' lists '||' alternatives; MAEGE needs one correction per edit (use alternatives: first)`, {
        file: options.file,
        line: edit.line || undefined,
      });
    }
    correction = correction.split('||')[0]!;
  }
  return { start: edit.start, end: edit.end, type: edit.type, correction, annotator: edit.annotator, line: edit.line };
}

/** Groups each M2 block's edits by annotator (first appearance order) and checks every annotation for collisions. */
export function buildLattice(m2: readonly M2Sentence[], options: LatticeOptions = {}): Lattice {
  const policy = options.collisions ?? 'error';
  const collisions: Collision[] = [];
  const warnings: LatticeWarning[] = [];
  const sentences = m2.map((block, index): LatticeSentence => {
    const groups = new Map<number, LatticeEdit[]>();
    let hasNoop = false;
    for (const edit of block.edits) {
      if (!groups.has(edit.annotator)) groups.set(edit.annotator, []);
      if (isNoopEdit(edit)) {
        hasNoop = true;
        continue;
      }
      const latticeEdit = toLatticeEdit(edit, options);
      if (latticeEdit.start === latticeEdit.end && latticeEdit.correction.trim() === '') {
        warnings.push({ line: edit.line, message: `null edit ${edit.start} ${edit.end} (empty insertion) kept: its chain node repeats the previous one` });
      }
      groups.get(edit.annotator)!.push(latticeEdit);
    }
    const annotations = [...groups].map(([annotator, edits]) => {
      const resolved = resolveCollisions(edits, policy, { sentence: index, file: options.file });
      collisions.push(...resolved.collisions);
      return { annotator, edits: resolved.edits };
    });
    return { index, line: block.line, original: block.source, tokens: block.tokens, annotations, hasNoop };
  });
  return { sentences, collisions, warnings };
}

export interface EligibilityOptions {
  /** The newer code's filter: skip sentences over 300 characters with more than one '.' (sentence level only). */
  readonly skipLongMultiSentence?: boolean;
}

function isLongMultiSentence(sentence: LatticeSentence): boolean {
  return sentence.original.length > 300 && sentence.original.split('.').length - 1 > 1;
}

/** Sentence-level rule of the code: no noop edit anywhere and at least two annotator groups. */
export function isSentenceLevelEligible(sentence: LatticeSentence, options: EligibilityOptions = {}): boolean {
  if (sentence.hasNoop || sentence.annotations.length < 2) return false;
  return !(options.skipLongMultiSentence && isLongMultiSentence(sentence));
}

/** Corpus-level rule of the code: no noop edit and at least one annotator group. */
export function isCorpusLevelEligible(sentence: LatticeSentence): boolean {
  return !sentence.hasNoop && sentence.annotations.length >= 1;
}

/** The paper's single rule: discard sentences that some annotation says need no correction (noop or no edits). */
export function isPaperEligible(sentence: LatticeSentence): boolean {
  return !sentence.hasNoop && sentence.annotations.length >= 1 && sentence.annotations.every((a) => a.edits.length > 0);
}
