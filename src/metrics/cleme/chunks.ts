/**
 * CLEME's chunk partition (Ye et al., EMNLP 2023; behaviour as THUKElab/CLEME `cleme_utils.py`). The hypothesis and
 * every reference are cut into the SAME chunk sequence over the source: edit spans of all of them are merged where
 * they overlap or touch, each merged span becomes one "corrected" chunk (for a target without an edit there, an
 * unchanged one), and the stretches between merged spans become unchanged chunks. A chunk is compared by position:
 * same index, same source span, same target tokens.
 */
import { GecvalInputError } from '../../core/errors.js';
import { isNoop, type M2Sentence } from '../../formats/m2.js';

/** An edit of one target: `source[srcStart:srcEnd]` becomes `target[tgtStart:tgtEnd]`. */
export interface ClemeEdit {
  srcStart: number;
  srcEnd: number;
  tgtStart: number;
  tgtEnd: number;
  srcTokens: readonly string[];
  tgtTokens: readonly string[];
}

/** One target (hypothesis or reference) of a sentence: its tokens and edits. */
export interface ClemeTarget {
  readonly tokens: readonly string[];
  readonly edits: readonly ClemeEdit[];
}

export interface ClemeChunk {
  readonly srcStart: number;
  readonly srcEnd: number;
  readonly srcTokens: readonly string[];
  readonly tgtTokens: readonly string[];
  /** True for chunks made from an edit of this target (CLEME: the chunk has error types). */
  readonly corrected: boolean;
}

const split = (text: string) => {
  const t = text.trim();
  return t === '' ? [] : t.split(/\s+/u);
};

/**
 * The targets of one M2 block, as CLEME's M2 reader builds them: a new target starts where the annotator id is one
 * more than the previous target's; edits are applied in file order (a correction starting with `-NONE-` deletes);
 * no-op lines mark an annotator without adding edits; a block without edit lines has one target, the source.
 */
export function targetsFromM2(sentence: M2Sentence, file = '<m2>'): ClemeTarget[] {
  const source = split(sentence.source);
  if (source.length === 0) throw new GecvalInputError('CLEME cannot score an empty source sentence', { file, line: sentence.line });
  const groups: (typeof sentence.edits)[number][][] = [];
  let current: (typeof sentence.edits)[number][] = [];
  let targetIndex = -1;
  for (const edit of sentence.edits) {
    if (edit.annotator === targetIndex + 1) {
      if (current.length > 0) groups.push(current);
      current = [];
      targetIndex = edit.annotator;
    }
    current.push(edit);
  }
  groups.push(current);
  return groups.map((lines) => {
    const tokens = [...source];
    const edits: ClemeEdit[] = [];
    let offset = 0;
    for (const line of lines) {
      if (isNoop(line) && line.start === -1) continue;
      let tgt = split(line.correction);
      if (tgt.length > 0 && tgt[0] === '-NONE-') tgt = [];
      const srcTokens = source.slice(line.start, line.end);
      const tgtStart = line.start + offset;
      tokens.splice(tgtStart, line.end + offset - tgtStart, ...tgt);
      offset += tgt.length - srcTokens.length;
      edits.push({ srcStart: line.start, srcEnd: line.end, tgtStart, tgtEnd: tgtStart + tgt.length, srcTokens, tgtTokens: tgt });
    }
    return { tokens, edits };
  });
}

/** Target position of every source position outside the edits' interiors (CLEME's `map_parallel`). */
function mapParallel(sourceLength: number, edits: readonly ClemeEdit[]): Map<number, number> {
  const mapping = new Map<number, number>();
  let src = 0;
  let tgt = 0;
  for (const edit of edits) {
    mapping.set(edit.srcStart, edit.tgtStart);
    mapping.set(edit.srcEnd, edit.tgtEnd);
    while (src < edit.srcStart) mapping.set(src++, tgt++);
    src = edit.srcEnd;
    tgt = edit.tgtEnd;
  }
  while (src <= sourceLength) mapping.set(src++, tgt++);
  return mapping;
}

function at(mapping: Map<number, number>, position: number): number {
  const value = mapping.get(position);
  // The original would stop with a KeyError here; merged spans never start or end inside an edit.
  if (value === undefined) throw new RangeError(`CLEME chunking: source position ${position} has no target position`);
  return value;
}

/**
 * Chunk sequences of one sentence, one per target (all of equal length). `targets[0]` is the hypothesis by
 * convention; nothing here depends on that.
 */
export function partitionChunks(sourceTokens: readonly string[], targets: readonly ClemeTarget[]): ClemeChunk[][] {
  const sorted = targets.map((t) => [...t.edits].sort((a, b) => a.srcStart - b.srcStart));
  const mappings = sorted.map((edits) => mapParallel(sourceTokens.length, edits));
  // Merge the spans of all targets that overlap or touch.
  const shared: [number, number][] = [];
  for (const edit of sorted.flat().sort((a, b) => a.srcStart - b.srcStart)) {
    const last = shared[shared.length - 1];
    if (last !== undefined && edit.srcStart <= last[1]) last[1] = Math.max(edit.srcEnd, last[1]);
    else shared.push([edit.srcStart, edit.srcEnd]);
  }
  // Each target's edits widened to their merged span; edits that become identical are kept once.
  const merged = sorted.map((edits, k) => {
    const out: { srcStart: number; srcEnd: number; tgtTokens: readonly string[] }[] = [];
    for (const edit of edits) {
      const span = shared.find(([s, e]) => edit.srcStart >= s && edit.srcEnd <= e)!;
      const tgtStart = span[0] === 0 ? 0 : at(mappings[k]!, span[0] - 1) + 1;
      const tgtEnd = at(mappings[k]!, span[1]);
      const widened = { srcStart: span[0], srcEnd: span[1], tgtTokens: targets[k]!.tokens.slice(tgtStart, tgtEnd) };
      if (!out.some((o) => o.srcStart === widened.srcStart && o.srcEnd === widened.srcEnd && sameTokens(o.tgtTokens, widened.tgtTokens))) out.push(widened);
    }
    return out;
  });
  // Chunk intervals: merged spans (empty ones included) and the stretches between them.
  const intervals: [number, number][] = [];
  let src = 0;
  let next = 0;
  while (src <= sourceTokens.length) {
    if (next === shared.length) {
      if (src !== sourceTokens.length) intervals.push([src, sourceTokens.length]);
      break;
    }
    const [s, e] = shared[next]!;
    if (src === s && s === e) {
      intervals.push([s, e]);
      next++;
    } else if (s <= src && src < e) {
      intervals.push([s, e]);
      src = e;
      next++;
    } else {
      intervals.push([src, s]);
      src = s;
    }
  }
  return targets.map((target, k) =>
    intervals.map(([s, e]) => {
      const edit = merged[k]!.find((m) => m.srcStart === s && m.srcEnd === e);
      const srcTokens = sourceTokens.slice(s, e);
      if (edit !== undefined) return { srcStart: s, srcEnd: e, srcTokens, tgtTokens: edit.tgtTokens, corrected: true };
      const tgtStart = at(mappings[k]!, s);
      const tgtEnd = e !== 0 ? at(mappings[k]!, e - 1) + 1 : 0;
      return { srcStart: s, srcEnd: e, srcTokens, tgtTokens: target.tokens.slice(tgtStart, Math.max(tgtStart, tgtEnd)), corrected: false };
    }),
  );
}

export function sameTokens(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

/** CLEME's chunk equality (same position is implied by comparing chunks of one index): same span, same target tokens. */
export function sameChunk(a: ClemeChunk, b: ClemeChunk): boolean {
  return a.srcStart === b.srcStart && a.srcEnd === b.srcEnd && sameTokens(a.tgtTokens, b.tgtTokens);
}
