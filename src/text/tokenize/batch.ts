/**
 * Work shared by the outputs of one batch (issue #35, part 5). Several correctors' outputs for the same source share
 * most of their sentences (every sentence a corrector left as it was, or corrected as another did, is the same
 * string in many files): a `RawBatch` tokenises each distinct sentence once (the outputs then also share its token
 * strings: less garbage), and keeps each output line that is a pure function of one hypothesis sentence and the
 * source line it lands on. It lives for one call of the CLI's prepareHypotheses (or as long as a
 * library caller keeps it): nothing is kept across runs, and every output is the same with or without it
 * (test/text/tokenize/batch.test.ts).
 *
 * Why the keys are enough (each memoised result is a pure function of its key):
 * - a sentence's tokens: every tokeniser maps one sentence string to its tokens with no state (conll14's batch form
 *   equals it sentence by sentence: test/text/tokenize), after a normalisation that maps characters one by one; the
 *   key is (tokenizer, normalisation, raw sentence);
 * - an output line: re-segmentation's line for a span that is exactly one hypothesis sentence reads only that
 *   sentence's tokens and raw spacing (spacesOf of its normalised text) and the source sentence's line and tokens;
 *   tokenizeLines' line reads only its own text and the source line at the same index. The key is (settings, the
 *   sentence, the source index), valid while the source's lines are the same strings (checked per call).
 */
import { emptyList } from '../../core/arrays.js';
import { normalizeCharacters, type NormalizationName } from './normalize.js';

/** One distinct sentence of a batch: its normalised text and tokens (never modified). */
export interface BatchText {
  /** Distinct per (settings, raw text) within the batch. */
  readonly id: number;
  readonly normalized: string;
  readonly tokens: readonly string[];
}

export interface BatchTokenizer {
  readonly tokenizer: string;
  readonly normalize?: NormalizationName;
}

/**
 * A placeholder until the tokens come, with the hidden class of a real token array (core/arrays.ts): the entry's field
 * then keeps one array map, and code optimised for it is not discarded when the tokens are stored.
 */
const NO_TOKENS: readonly string[] = emptyList();

export class RawBatch {
  private readonly texts = new Map<string, Map<string, BatchText>>();
  private textCount = 0;
  private readonly lineMemos = new Map<string, { source: readonly string[]; snapshot: string[]; lines: Map<number, string> }>();

  /**
   * The batch's entry of each text (tokenised and normalised with `options`): texts seen before in this batch are
   * not tokenised again; the new ones go to `tokenizeMany` together (as the tokeniser's batch form takes them).
   */
  tokenizeTexts(texts: readonly string[], options: BatchTokenizer, tokenizeMany: (normalized: readonly string[]) => string[][]): BatchText[] {
    const normalize = options.normalize ?? 'none';
    const key = `${options.tokenizer}\u0000${normalize}`;
    let memo = this.texts.get(key);
    if (memo === undefined) this.texts.set(key, (memo = new Map()));
    const out: BatchText[] = [];
    // a new text's entry goes into the memo at once (filled below), so that a repeat within these texts finds it
    const missing: { entry: { id: number; normalized: string; tokens: readonly string[] }; text: string }[] = [];
    for (let k = 0; k < texts.length; k++) {
      const text = texts[k]!;
      let entry = memo.get(text);
      if (entry === undefined) {
        const fresh = { id: this.textCount++, normalized: text, tokens: NO_TOKENS };
        memo.set(text, (entry = fresh));
        missing.push({ entry: fresh, text });
      }
      out.push(entry);
    }
    if (missing.length > 0) {
      const normalized: string[] = [];
      for (const m of missing) normalized.push(normalizeCharacters(m.text, normalize));
      const tokens = tokenizeMany(normalized);
      for (let k = 0; k < missing.length; k++) {
        missing[k]!.entry.normalized = normalized[k]!;
        missing[k]!.entry.tokens = tokens[k]!;
      }
    }
    return out;
  }

  /**
   * The memo of output lines for one setting (`key`) and one array of source lines, keyed by `lineKey`; emptied when
   * the source's lines are no longer the same strings as when it was made.
   */
  lines(key: string, source: readonly string[]): Map<number, string> {
    const memo = this.lineMemos.get(key);
    if (memo !== undefined && memo.source === source && memo.snapshot.length === source.length && memo.snapshot.every((l, i) => l === source[i])) return memo.lines;
    const fresh = { source, snapshot: [...source], lines: new Map<number, string>() };
    this.lineMemos.set(key, fresh);
    return fresh.lines;
  }

  /**
   * Where a text's tokens have been found equal to `tokens` (a source sentence's, never modified), the entry takes that
   * array itself: later outputs then hold the source's own strings there, so that comparing them with the source's
   * compares pointers, and the batch keeps one array fewer.
   */
  static share(text: BatchText, tokens: readonly string[]): void {
    (text as { tokens: readonly string[] }).tokens = tokens;
  }

  /** The key of (text entry, source index) in a `lines` memo. */
  static lineKey(text: BatchText, index: number, sourceLength: number): number {
    return text.id * sourceLength + index;
  }
}
