/**
 * GoToScorer's chunks (Gotou et al. 2020, as gotutiyan/GTS builds them). A sentence becomes a chunk sequence over
 * the source tokens: every edit is one chunk, every source token outside the edits is a chunk of its own, and an
 * empty "insertion" chunk stands before every non-insertion chunk that does not already follow one, plus one at
 * the end. Gold chunks are judged against each system's chunks; a gold chunk's weight is the share of systems that
 * did NOT get it right (1 − correct/N), so easy chunks weigh little and hard ones much.
 */

export interface EditSpan {
  readonly start: number;
  readonly end: number;
  /** The correction as a string (tokens joined by single spaces; empty for a deletion). */
  readonly correction: string;
}

export interface Chunk {
  readonly start: number;
  readonly end: number;
  /** What the chunk becomes: the correction of an edit chunk, the token itself otherwise. */
  readonly text: string;
  /** True for chunks made from edits. */
  readonly edited: boolean;
}

/** How one system fares on one gold chunk. */
export interface ChunkJudgement {
  /** The system edited the chunk's span (or an overlapping one). */
  readonly modified: boolean;
  /** The system's chunk with the same span has the gold text (or, for untouched gold, the system left it alone). */
  readonly correct: boolean;
}

const isInsertion = (c: { start: number; end: number }) => c.start === c.end;

/**
 * The chunk sequence of a sentence. `tokens` are the source split on single spaces (so an empty line is one empty
 * token, as in the original); `edits` in file order (the original assumes them sorted by start).
 */
export function buildChunks(tokens: readonly string[], edits: readonly EditSpan[]): Chunk[] {
  const basic: Chunk[] = [];
  let next = 0;
  const tokenChunk = (i: number): Chunk => ({ start: i, end: i + 1, text: tokens[i]!, edited: false });
  for (const edit of edits) {
    for (let i = next; i < edit.start; i++) basic.push(tokenChunk(i));
    basic.push({ start: edit.start, end: edit.end, text: edit.correction, edited: true });
    next = edit.end;
  }
  for (let i = next; i < tokens.length; i++) basic.push(tokenChunk(i));
  const chunks: Chunk[] = [];
  basic.forEach((chunk, i) => {
    if (!isInsertion(chunk) && !(i > 0 && isInsertion(basic[i - 1]!))) {
      chunks.push({ start: chunk.start, end: chunk.start, text: '', edited: false });
    }
    chunks.push(chunk);
  });
  if (basic.length === 0 || !isInsertion(basic[basic.length - 1]!)) {
    chunks.push({ start: tokens.length, end: tokens.length, text: '', edited: false });
  }
  return chunks;
}

type Relation = 'equal' | 'not-equal' | 'pass';

/** The original's comparison of a gold chunk with a system chunk: same span (and text), overlapping, or unrelated. */
function relate(gold: Chunk, system: Chunk): Relation {
  if (gold.start === system.start && gold.end === system.end) return gold.text === system.text ? 'equal' : 'not-equal';
  // A gold insertion is only ever compared with a system chunk of the same (empty) span.
  if (isInsertion(gold)) return 'pass';
  if (gold.start <= system.start && system.start < gold.end) return 'not-equal';
  if (system.start <= gold.start && gold.start < system.end) return 'not-equal';
  return 'pass';
}

/**
 * Judges a gold chunk against one system's chunks, scanning them in order: a same-span chunk with the gold text
 * ends the scan as correct; overlapping or same-span-different-text chunks make it incorrect and OR their
 * "edited" flag into `modified`. With no related chunk at all, the system left the span alone: correct exactly
 * when the gold did too.
 */
export function judgeChunk(gold: Chunk, systemChunks: readonly Chunk[]): ChunkJudgement {
  let judgement: { modified: boolean; correct: boolean } | undefined;
  for (const chunk of systemChunks) {
    const relation = relate(gold, chunk);
    if (relation === 'equal') return { modified: chunk.edited, correct: true };
    if (relation === 'not-equal') {
      if (judgement === undefined) judgement = { modified: chunk.edited, correct: false };
      else judgement.modified ||= chunk.edited;
    }
  }
  return judgement ?? { modified: false, correct: !gold.edited };
}

/** Weighted confusion counts of one system. */
export interface GotoCounts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

/** Adds one gold chunk's judgement, with its weight, to a system's counts (the original's update rule). */
export function addJudgement(counts: GotoCounts, gold: Chunk, judgement: ChunkJudgement, weight: number): void {
  if (judgement.modified) {
    if (judgement.correct) counts.tp += weight;
    else {
      counts.fp += weight;
      if (gold.edited) counts.fn += weight;
    }
  } else if (judgement.correct) counts.tn += weight;
  else counts.fn += weight;
}

/** Difficulty weight of a chunk that `correct` of `systems` systems got right: a − (correct + b)/(systems + c). */
export function chunkWeight(correct: number, systems: number, a = 1, b = 0, c = 0): number {
  return a - (correct + b) / (systems + c);
}
