/**
 * Re-segmentation: a corrector's output written as paragraphs or whole essays (one unit per line, or units
 * separated by blank lines) is cut back onto the source's sentences, so that sentence-level scorers (M², ERRANT,
 * GLEU) can read it. The hypothesis is split into sentences (./sentences.ts), tokenised with the gold's convention
 * (src/text/tokenize), and partitioned onto the source sentences by a token alignment with boundary costs
 * (./align.ts). Where the corrector merged two source sentences, the merged sentence is cut where the alignment
 * says, and the source boundary is counted in `merged`; where it split one, `split` counts the extra boundaries.
 */
import { GecvalInputError } from '../../core/errors.js';
import { tokenize, tokenizeEachLine } from '../tokens.js';
import { RawBatch, type BatchText } from '../tokenize/batch.js';
import { batchTexts, guidedTokensOf, spacesOf, tokenizeSignatureFields, tokenizeSpaced, type SpacedTokens, type TokenizeOptions } from '../tokenize/index.js';
import { DEFAULT_MERGE_PENALTY, DEFAULT_SLACK, flatten, partitionByHints, type AlignOptions, type Spans } from './align.js';
import { splitSentences } from './sentences.js';

export { splitSentences } from './sentences.js';
export { alignPartition, alignTokens, type AlignOptions, type Spans } from './align.js';

export interface SegmentOptions extends TokenizeOptions, AlignOptions {
  /** Stretches left unchanged take the source sentence's tokens (src/text/tokenize/guided.ts); default true. */
  readonly guide?: boolean;
}

export interface SegmentResult {
  /** One tokenised line per source sentence. */
  readonly lines: string[];
  /** Units (lines or blank-line-separated blocks) and sentences found in the hypothesis. */
  readonly units: number;
  readonly hypothesisSentences: number;
  /** 0-based source sentences i whose boundary with i+1 fell inside a hypothesis sentence (merged pairs). */
  readonly merged: number[];
  /** Source sentences that received more than one hypothesis sentence: [sentence, extra boundaries]. */
  readonly split: [number, number][];
  /** Source sentences that received no hypothesis token. */
  readonly empty: number[];
  /** Signature fields: `tok`, `norm`, `seg`. */
  readonly signatureFields: Record<string, string>;
}

/** Sentence-final marks, and closing marks after one (isClosing): boundary hints inside a hypothesis sentence. */
const FINAL = ['.', '!', '?', '...'] as const;
/** A closing mark: `"` `'` `''` `)` `]` `’` `”`. */
const isClosing = (t: string): boolean =>
  t.length === 1 ? t === '"' || t === "'" || t === ')' || t === ']' || t === '’' || t === '”' : t === "''";

/** A hypothesis text's units: blank-line-separated blocks when it has a blank line, otherwise its lines. */
export function splitUnits(text: string): string[] {
  const normalized = text.includes('\r') ? text.replace(/\r\n?/gu, '\n') : text;
  const blocks = /\n[ \t]*\n/u.test(normalized.trim()) ? normalized.split(/\n[ \t]*\n/u).map((b) => b.replace(/\n/gu, ' ')) : normalized.split('\n');
  return blocks.map((b) => b.trim()).filter((b) => b !== '');
}

/** Above this share of source sentences left without hypothesis text, a re-segmentation is reported as suspect. */
const SUSPECT_EMPTY_SHARE = 0.1;

/**
 * A warning for a re-segmentation that left many source sentences without any hypothesis text: the scores are what
 * the files say (each such sentence counts as deleted), but the likely cause is a hypothesis file for another source
 * or gold, or a truncated one. `undefined` when the output covers the source.
 */
export function coverageWarning(result: Pick<SegmentResult, 'empty' | 'lines' | 'hypothesisSentences'>, file: string): string | undefined {
  const total = result.lines.length;
  if (result.hypothesisSentences === 0) return `${file}: has no text: all ${total} source sentences are scored as deleted`;
  if (result.empty.length <= SUSPECT_EMPTY_SHARE * total) return undefined;
  return (
    `${file}: ${result.empty.length} of ${total} source sentences received no text from its ${result.hypothesisSentences} ` +
    `sentence${result.hypothesisSentences === 1 ? '' : 's'} ` +
    '(scored as deleted): is it the output for this source?'
  );
}

/**
 * `seg`: the alignment's merge penalty, and its slack where a caller set another than the default (both move
 * boundaries, so both are signed; the default slack adds nothing, so the CLI's signatures stay as they were).
 */
export function segmentSignatureFields(options: SegmentOptions): Record<string, string> {
  const slack = options.slack ?? DEFAULT_SLACK;
  const seg = `align-merge${options.mergePenalty ?? DEFAULT_MERGE_PENALTY}${slack === DEFAULT_SLACK ? '' : `-slack${slack}`}`;
  return { ...tokenizeSignatureFields(options, options.guide !== false), seg };
}

/**
 * The source's sentences split into tokens, kept for as long as the caller keeps the same array of lines (a batch
 * segments every system's output onto one source: ≈ 2 ms each on CoNLL-2014). The token arrays are never modified;
 * a cached entry is used only when every line is still the same (an array changed in place is split again).
 */
interface SourceTokens {
  readonly lines: readonly string[];
  readonly tokens: readonly string[][];
  /** The tokens of every line, one after another. */
  readonly flat: readonly string[];
  /** written[i]: line i is its tokens joined by single spaces (as gecval writes a line) */
  readonly written: Uint8Array;
  /** The aligner's "phrase repeated soon" answers for `flat`, filled as they are asked (alignTokens). */
  readonly repeated: Int8Array;
}
const sourceTokenCache = new WeakMap<readonly string[], SourceTokens>();
function sourceTokens(sourceLines: readonly string[]): SourceTokens {
  const cached = sourceTokenCache.get(sourceLines);
  if (cached !== undefined && cached.lines.length === sourceLines.length && cached.lines.every((l, i) => l === sourceLines[i])) return cached;
  // tokenizeEachLine: one whitespace check for the whole source instead of one per line (same tokens as `tokenize`
  // line by line, as long as no line holds a newline itself)
  const tokens = sourceLines.some((l) => l.includes('\n')) ? sourceLines.map(tokenize) : tokenizeEachLine(sourceLines.join('\n'));
  const written = new Uint8Array(sourceLines.length);
  tokens.forEach((t, i) => {
    written[i] = t.join(' ') === sourceLines[i] ? 1 : 0;
  });
  const flat = flatten(tokens);
  const entry = { lines: [...sourceLines], tokens, flat, written, repeated: new Int8Array(flat.length) };
  sourceTokenCache.set(sourceLines, entry);
  return entry;
}

/** tokens[start, end) are the tokens `other`. */
function sameTokens(tokens: readonly string[], start: number, end: number, other: readonly string[]): boolean {
  if (end - start !== other.length) return false;
  for (let k = 0; k < other.length; k++) if (tokens[start + k] !== other[k]) return false;
  return true;
}

/** sentenceStart[k]: where sentence k starts in the flat tokens (one past the last sentence: their number). */
function sentenceStarts(perSentence: readonly (readonly string[])[]): Int32Array {
  const sentenceStart = new Int32Array(perSentence.length + 1);
  for (let k = 0; k < perSentence.length; k++) sentenceStart[k + 1] = sentenceStart[k]! + perSentence[k]!.length;
  return sentenceStart;
}

/**
 * boundary[p]: a hint that a sentence may start at token p (a unit or sentence end, or after a sentence-final mark:
 * a hypothesis written in lower case has no capital to split at). Its own function, as each hot loop of segment: see
 * partitionByHints.
 */
function boundaryHints(tokens: readonly string[], sentenceStart: Int32Array): Uint8Array {
  const boundary = new Uint8Array(tokens.length + 1);
  boundary[0] = 1;
  for (let k = 1; k < sentenceStart.length; k++) boundary[sentenceStart[k]!] = 1;
  // after a final mark (and after one closing mark that follows it), at positions 1 … tokens.length - 1: the marks
  // are found by the builtin indexOf rather than by a JavaScript loop over every token, which on a one-output run
  // (`gecval m2 --segment`, a cold process) ran in the interpreter and was compiled on stack replacement for one pass
  for (const mark of FINAL) hintsAfter(tokens, mark, boundary);
  return boundary;
}

/** boundary[q + 1] = 1 after every `mark` at q, and boundary[q + 2] = 1 where a closing mark follows it (both below tokens.length). */
function hintsAfter(tokens: readonly string[], mark: string, boundary: Uint8Array): void {
  const last = tokens.length - 1;
  for (let q = tokens.indexOf(mark); q >= 0 && q < last; q = tokens.indexOf(mark, q + 1)) {
    boundary[q + 1] = 1;
    if (q + 2 <= last && isClosing(tokens[q + 1]!)) boundary[q + 2] = 1;
  }
}

/*
 * The per-output arrays are built by push in small functions of their own, not by map/flatMap: their elements kind
 * (and so their map) is then the same in every call (a builtin's result is packed or holey depending on which path it
 * took), so that optimised code that saw one map does not bail out ("wrong map") on the next output's; and the loops
 * stay out of segment, which would otherwise become hot and be compiled whole, with everything inlined into it.
 */
function sentencesOf(units: readonly string[]): string[] {
  const sentences: string[] = [];
  for (let u = 0; u < units.length; u++) {
    const split = splitSentences(units[u]!);
    for (let k = 0; k < split.length; k++) sentences.push(split[k]!);
  }
  return sentences;
}

function fieldsOf(entries: readonly BatchText[]): { perSentence: (readonly string[])[]; normalized: string[] } {
  const perSentence: (readonly string[])[] = [];
  const normalized: string[] = [];
  for (let k = 0; k < entries.length; k++) {
    perSentence.push(entries[k]!.tokens);
    normalized.push(entries[k]!.normalized);
  }
  return { perSentence, normalized };
}

/** [i, n] (made by a function: an array literal's first creation inside the loop made its optimised code bail out). */
function pair(i: number, n: number): [number, number] {
  return [i, n];
}

/**
 * The merged pairs, split sentences and empty sentences of a partition (a loop of its own, out of segment). The loop
 * makes the same steps for every sentence — each index is written to all three lists' typed arrays and a list's
 * length grows by 0 or 1 — so that no step first runs on a later output (a push first reached there made the loop's
 * optimised code bail out, up to three times in a batch); the lists are made from those arrays after it.
 */
function boundariesOf(spans: Spans, boundary: Uint8Array): { merged: number[]; split: [number, number][]; empty: number[] } {
  const n = spans.length;
  const mergedAt = new Int32Array(n);
  const emptyAt = new Int32Array(n);
  const splitAt = new Int32Array(n);
  const inner = new Int32Array(n);
  let merged = 0;
  let empty = 0;
  let split = 0;
  // the hints inside each span, found by the builtin indexOf from one hint to the next (a few per sentence) rather than
  // by reading every token's entry; `next`: the first hint after the previous span's start (-1: none)
  let next = boundary.indexOf(1, 1);
  let lastStart = 0;
  for (let i = 0; i < n; i++) {
    const span = spans[i]!;
    const start = span[0];
    const end = span[1];
    if (start < lastStart) next = boundary.indexOf(1, start + 1);
    lastStart = start;
    while (next >= 0 && next <= start) next = boundary.indexOf(1, next + 1);
    let count = 0;
    while (next >= 0 && next < end) {
      count++;
      next = boundary.indexOf(1, next + 1);
    }
    inner[i] = count;
    mergedAt[merged] = i;
    merged += i < n - 1 && boundary[end] !== 1 ? 1 : 0;
    emptyAt[empty] = i;
    empty += start === end ? 1 : 0;
    splitAt[split] = i;
    split += count > 0 ? 1 : 0;
  }
  const pairs: [number, number][] = [];
  for (let k = 0; k < split; k++) pairs.push(pair(splitAt[k]!, inner[splitAt[k]!]!));
  return { merged: Array.from(mergedAt.subarray(0, merged)), split: pairs, empty: Array.from(emptyAt.subarray(0, empty)) };
}

/**
 * Where the raw text had whitespace before each token of hypothesis tokens [start, end) (SpacedTokens for guidance),
 * worked out only when guidance asks (most spans equal their source sentence, or differ in no boundary guidance
 * could move). A class, not an object literal with getters: one shape and one set of functions for every span.
 */
class LazySpan implements SpacedTokens {
  private cached: { spaceBefore: boolean[]; exact: boolean } | undefined = undefined;

  /** `tokens`: the hypothesis tokens [start, end) (a sentence's own array where the span is one sentence). */
  constructor(
    private readonly lines: SpanLines,
    private readonly first: number,
    private readonly start: number,
    private readonly end: number,
    readonly tokens: readonly string[],
  ) {}

  get spaceBefore(): boolean[] {
    return this.spacing().spaceBefore;
  }

  get exact(): boolean {
    return this.spacing().exact;
  }

  private spacing(): { spaceBefore: boolean[]; exact: boolean } {
    if (this.cached !== undefined) return this.cached;
    const { perSentence, sentenceStart } = this.lines;
    const { start, end } = this;
    const spaceBefore: boolean[] = [];
    let exact = true;
    for (let k = this.first; k < perSentence.length && sentenceStart[k]! < end; k++) {
      const s = this.lines.spacingOf(k);
      exact &&= s.exact;
      const from = Math.max(start, sentenceStart[k]!) - sentenceStart[k]!;
      const to = Math.min(end, sentenceStart[k + 1]!) - sentenceStart[k]!;
      for (let i = from; i < to; i++) spaceBefore.push(s.spaceBefore[i]!);
    }
    return (this.cached = { spaceBefore, exact });
  }
}

/**
 * The output lines of one segment call, one per source sentence, from the spans (which come in order: the cursors
 * only move forward). Methods of a class rather than closures made per call: optimised code that had inlined one
 * call's closures bailed out on the next output's ("wrong call target") and was compiled again (≈ 20 ms of
 * background compilation in a 15-output batch).
 */
class SpanLines {
  /** Spacing per hypothesis sentence, worked out when first asked. */
  private readonly spacing: ({ spaceBefore: boolean[]; exact: boolean } | undefined)[];
  /** The hypothesis sentence holding the start of the current span (spacedSpan). */
  private sentenceAt = 0;
  /** Cursors of wholeSentences and singleSentence. */
  private wholeAt = 0;
  private singleAt = 0;

  constructor(
    private readonly sourceLines: readonly string[],
    private readonly source: readonly string[][],
    private readonly written: Uint8Array,
    private readonly options: SegmentOptions,
    private readonly entries: readonly BatchText[],
    readonly perSentence: readonly (readonly string[])[],
    private readonly normalized: readonly string[],
    readonly tokens: string[],
    readonly sentenceStart: Int32Array,
  ) {
    this.spacing = new Array(perSentence.length);
  }

  all(spans: Spans, memo: Map<number, string> | undefined): string[] {
    const { perSentence, source, written, sourceLines, entries } = this;
    const m = sourceLines.length;
    const lines: string[] = new Array(spans.length);
    for (let i = 0; i < spans.length; i++) {
      const [start, end] = spans[i]!;
      const k = memo === undefined ? -1 : this.singleSentence(start, end);
      if (k < 0) {
        lines[i] = this.lineOf(start, end, i, -1);
        continue;
      }
      // the sentence holds the source sentence's own token array (found equal before): its line, as lineOf gives it
      if (perSentence[k] === source[i] && written[i] === 1) {
        lines[i] = sourceLines[i]!;
        continue;
      }
      const key = RawBatch.lineKey(entries[k]!, i, m);
      let line = memo!.get(key);
      if (line === undefined) memo!.set(key, (line = this.lineOf(start, end, i, k)));
      lines[i] = line;
    }
    return lines;
  }

  spacingOf(k: number): { spaceBefore: boolean[]; exact: boolean } {
    return (this.spacing[k] ??= spacesOf(this.normalized[k]!, this.perSentence[k]!));
  }

  /** The span [start, end) (exactly hypothesis sentence k when k >= 0: its token array, not a copy; guidance does not modify it). */
  private spacedSpan(start: number, end: number, k: number): LazySpan {
    const { sentenceStart, perSentence } = this;
    while (sentenceStart[this.sentenceAt + 1]! <= start && this.sentenceAt < perSentence.length - 1) this.sentenceAt++;
    return new LazySpan(this, this.sentenceAt, start, end, k >= 0 ? perSentence[k]! : this.tokens.slice(start, end));
  }

  /** The (normalised) text of the hypothesis sentences that make up tokens [start, end) exactly, if there are two or more. */
  private wholeSentences(start: number, end: number): string | undefined {
    const { sentenceStart, perSentence } = this;
    while (this.wholeAt < perSentence.length && sentenceStart[this.wholeAt]! < start) this.wholeAt++;
    const at = this.wholeAt;
    if (sentenceStart[at] !== start) return undefined;
    let last = at;
    while (last < perSentence.length && sentenceStart[last + 1]! < end) last++;
    if (last === at || last >= perSentence.length || sentenceStart[last + 1] !== end) return undefined;
    return this.normalized.slice(at, last + 1).join(' ');
  }

  /** The hypothesis sentence whose tokens are exactly [start, end), or -1. */
  private singleSentence(start: number, end: number): number {
    const { sentenceStart, perSentence } = this;
    while (this.singleAt < perSentence.length && sentenceStart[this.singleAt]! < start) this.singleAt++;
    const at = this.singleAt;
    return at < perSentence.length && sentenceStart[at] === start && sentenceStart[at + 1] === end ? at : -1;
  }

  /** The line of source sentence i, the span [start, end) (exactly hypothesis sentence k when k >= 0). */
  private lineOf(start: number, end: number, i: number, k: number): string {
    const { options, written, source, sourceLines, tokens } = this;
    // a span of two or more whole hypothesis sentences is one sentence of the gold's: tokenised as one, as the
    // convention tokenises a line (conll14 and jfleg split a period off only at the end: `differently. Many`)
    const whole = this.wholeSentences(start, end);
    // the source sentence's own tokens (tokens never hold whitespace, so this is `line === sourceLines[i]` below
    // without building the line)
    if (whole === undefined && written[i] === 1 && sameTokens(tokens, start, end, source[i]!)) {
      // the sentence's tokens are the source sentence's: later outputs share the source's token strings
      if (k >= 0) RawBatch.share(this.entries[k]!, source[i]!);
      return sourceLines[i]!;
    }
    if (whole === undefined && written[i] === 1 && options.guide !== false) {
      // not the source sentence's tokens, so not its line either (sameTokens above): guided straight away, and the
      // span's tokens joined once (as they stand where guidance's cheap checks show it changes nothing)
      const span = this.spacedSpan(start, end, k);
      return (guidedTokensOf(span.tokens, span, source[i]!) ?? span.tokens).join(' ');
    }
    const spaced = whole === undefined ? undefined : tokenizeSpaced(whole, { tokenizer: options.tokenizer });
    const line = spaced !== undefined ? spaced.tokens.join(' ') : tokens.slice(start, end).join(' ');
    // unguided, or the source sentence itself as gecval writes tokens (guidance has nothing to change)
    if (options.guide === false || line === sourceLines[i]) return line;
    // the tokens read where each kind of span is known (a LazySpan, or tokenizeSpaced's object)
    if (spaced !== undefined) return guidedTokensOf(spaced.tokens, spaced, source[i]!)?.join(' ') ?? line;
    const span = this.spacedSpan(start, end, k);
    return guidedTokensOf(span.tokens, span, source[i]!)?.join(' ') ?? line;
  }
}

/**
 * The alignment's two numbers, as a library caller may set them: a negative, fractional or non-numeric slack, or a
 * merge penalty that is not a non-negative number, would place boundaries silently wrong (and sign the penalty).
 */
function checkAlignOptions(options: AlignOptions): void {
  const { mergePenalty, slack } = options;
  if (mergePenalty !== undefined && !(typeof mergePenalty === 'number' && Number.isFinite(mergePenalty) && mergePenalty >= 0)) {
    throw new GecvalInputError(`the option 'mergePenalty' must be a non-negative number (got ${String(mergePenalty)})`);
  }
  if (slack !== undefined && !(Number.isSafeInteger(slack) && slack >= 0)) throw new GecvalInputError(`the option 'slack' must be a non-negative whole number of tokens (got ${String(slack)})`);
}

/**
 * Cuts `hypothesisText` (raw paragraphs) onto `sourceLines` (tokenised sentences, one per line).
 * `file` names the hypothesis in errors. `batch`: work shared with the other outputs of a batch (each distinct
 * sentence tokenised once, lines memoised; ../tokenize/batch.ts); the result is the same without it.
 */
export function segment(sourceLines: readonly string[], hypothesisText: string, options: SegmentOptions, file = 'hypothesis', batch = new RawBatch()): SegmentResult {
  if (sourceLines.length === 0) throw new GecvalInputError('the source has no sentences to segment onto', { file });
  checkAlignOptions(options);
  const units = splitUnits(hypothesisText);
  const sentences = sentencesOf(units);
  const { tokens: source, flat: flatSource, written, repeated } = sourceTokens(sourceLines);
  const entries = batchTexts(sentences, options, batch);
  const { perSentence, normalized } = fieldsOf(entries);
  // the hypothesis as one stream of tokens, with boundary hints
  const tokens = flatten(perSentence);
  const sentenceStart = sentenceStarts(perSentence);
  const boundary = boundaryHints(tokens, sentenceStart);
  const spans = partitionByHints(source, tokens, boundary, options, flatSource, repeated);
  const { merged, split, empty } = boundariesOf(spans, boundary);
  // the line of a span that is exactly one hypothesis sentence depends only on that sentence and source line i: kept
  // for the batch (with a sentence of no tokens, a span can hold it beside another one: then nothing is kept)
  const memo = perSentence.every((t) => t.length > 0) ? batch.lines(`seg\u0000${options.tokenizer}\u0000${options.normalize ?? 'none'}\u0000${options.guide !== false}`, sourceLines) : undefined;
  const lines = new SpanLines(sourceLines, source, written, options, entries, perSentence, normalized, tokens, sentenceStart).all(spans, memo);
  return {
    lines,
    units: units.length,
    hypothesisSentences: sentences.length,
    merged,
    split,
    empty,
    signatureFields: segmentSignatureFields(options),
  };
}
