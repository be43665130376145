import { emptyList } from '../../core/arrays.js';
import type { AnnotatedToken } from './types.js';
import { inferTags } from './tags.js';
import { winkTokens, type WinkToken } from './wink.js';

/**
 * Annotates PRE-TOKENIZED text: the given tokens are kept exactly (ERRANT builds a spaCy Doc from
 * `text.split()`), and wink-nlp's own tokens are mapped back onto them by character offsets.
 */

interface BaseAnnotation {
  readonly text: string;
  readonly lower: string;
  readonly pos: string;
  readonly lemma: string;
}

const WORDLIKE = /[\p{L}\p{N}]/u;

/** Picks the wink token that speaks for a given token wink split in several ("U.S" → "U.S", "goes." → "goes"). */
function representative(pieces: readonly WinkToken[]): WinkToken {
  return pieces.find((p) => WORDLIKE.test(p.value) && p.pos !== 'PUNCT') ?? pieces[0]!;
}

function fromPieces(text: string, pieces: readonly WinkToken[]): BaseAnnotation {
  const lower = text.toLowerCase();
  if (pieces.length === 0) return { text, lower, pos: 'X', lemma: lower };
  if (pieces.length === 1) {
    const p = pieces[0]!;
    return { text, lower, pos: p.pos, lemma: p.lemma.toLowerCase() };
  }
  // Split tokens keep the POS of their main piece, but their lemma is the whole lower-cased token.
  return { text, lower, pos: representative(pieces).pos, lemma: lower };
}

/** Maps wink tokens of `tokens.join(' ')` back to the given tokens; undefined when offsets cannot be recovered. */
function mapByOffsets(tokens: readonly string[], pieces: readonly WinkToken[]): WinkToken[][] | undefined {
  const text = tokens.join(' ');
  const starts: number[] = [];
  let offset = 0;
  for (const token of tokens) {
    starts.push(offset);
    offset += token.length + 1;
  }
  // (each list of a filled list's class from the start: core/arrays.ts)
  const groups: WinkToken[][] = [];
  for (let k = 0; k < tokens.length; k++) groups.push(emptyList());
  let cursor = 0;
  let owner = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece.value, cursor);
    if (piece.value === '' || at < 0) return undefined;
    while (owner + 1 < tokens.length && starts[owner + 1]! <= at) owner++;
    const end = at + piece.value.length;
    // A wink token spanning several given tokens lends its annotation to each of them.
    for (let k = owner; k < tokens.length && starts[k]! < end; k++) groups[k]!.push(piece);
    cursor = end;
  }
  return groups;
}

function baseAnnotations(tokens: readonly string[]): BaseAnnotation[] {
  if (tokens.length === 0) return emptyList();
  const groups = mapByOffsets(tokens, winkTokens(tokens.join(' ')));
  if (groups) return tokens.map((t, i) => fromPieces(t, groups[i]!));
  // Offsets could not be recovered (wink normalised a character): tag each token alone instead.
  return tokens.map((t) => fromPieces(t, winkTokens(t)));
}

/** Annotates one sentence given as tokens. */
export function annotateTokens(tokens: readonly string[]): AnnotatedToken[] {
  const base = baseAnnotations(tokens);
  const inferred = inferTags(base);
  return base.map((b, i) => ({ ...b, ...inferred[i]! }));
}

/**
 * A bounded cache of annotated sentences: a source is usually compared with several targets, and MAEGE
 * compares the same references against many sources, so each distinct sentence is tagged once.
 */
export class AnnotationCache {
  private readonly entries = new Map<string, AnnotatedToken[]>();
  hits = 0;
  misses = 0;

  constructor(private readonly capacity = 20_000) {}

  annotate(tokens: readonly string[]): AnnotatedToken[] {
    const key = tokens.join(' ');
    const found = this.entries.get(key);
    if (found) {
      this.hits++;
      return found;
    }
    this.misses++;
    const annotated = annotateTokens(tokens);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, annotated);
    return annotated;
  }
}
