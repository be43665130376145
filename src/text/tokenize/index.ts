/**
 * Tokenisers by name: raw text in, the tokens of a shared task's gold convention out (gecval's whitespace-separated
 * form). `tokenizeLine(text, { tokenizer, normalize })` for one sentence; `tokenizeLines` for a file's lines; the
 * signature fields `tok:NAME|norm:NAME` say what was done.
 */
import { GecvalInputError } from '../../core/errors.js';
import { tokenize } from '../tokens.js';
import { conll14Tokenize, conll14TokenizeLines } from './conll14.js';
import { ptbTokenize } from './ptb.js';
import { spacy19Tokenize, spacyTokenize } from './spacy.js';
import { normalizationNamed, normalizeCharacters, type NormalizationName } from './normalize.js';
import { guidedTokens, spacesOf, type SpacedTokens } from './guided.js';
import { RawBatch, type BatchText } from './batch.js';

export { RawBatch, type BatchText } from './batch.js';

export { guideBySource, guidedTokens, guidedTokensOf, spacesOf, type SpacedTokens } from './guided.js';

export { NORMALIZATIONS, isNormalizationName, normalizationNamed, normalizeCharacters, firstNormalizable, type NormalizationName } from './normalize.js';

export type TokenizerName = 'conll14' | 'bea19' | 'spacy3' | 'jfleg' | 'whitespace';

export interface TokenizerInfo {
  readonly name: TokenizerName;
  readonly description: string;
  readonly tokenize: (sentence: string) => string[];
  /** The same on many sentences at once (faster; the same tokens), where the tokeniser has it. */
  readonly tokenizeMany?: (sentences: readonly string[]) => string[][];
}

export const TOKENIZERS: readonly TokenizerInfo[] = [
  { name: 'conll14', description: "CoNLL-2014 / NUCLE: NLTK 2.0's regular-expression Treebank word tokenizer (ASCII word characters; \" kept; period split only at the end)", tokenize: conll14Tokenize, tokenizeMany: conll14TokenizeLines },
  { name: 'bea19', description: "BEA-2019 / W&I+LOCNESS, FCE: spaCy 1.9.0's English tokenizer rules (what ERRANT v2.0.0 and the shared task's data used)", tokenize: spacy19Tokenize },
  { name: 'spacy3', description: "spaCy v3's English tokenizer rules (ERRANT v3 and corpora tokenised with a current spaCy)", tokenize: spacyTokenize },
  { name: 'jfleg', description: 'JFLEG: the Penn Treebank tokenizer (`` and \'\' quotes, contractions split, final period split)', tokenize: ptbTokenize },
  { name: 'whitespace', description: 'split on whitespace only (the text is already tokenised)', tokenize: (s) => s.trim().split(/\s+/u).filter((t) => t !== '') },
];

export function isTokenizerName(name: string): name is TokenizerName {
  return TOKENIZERS.some((t) => t.name === name);
}

/**
 * The tokenizer a user named, or the one input error every entry point gives for a name it does not know
 * (`option`: where the name came from — `--tokenize`, `--tokenizer`, `params.tokenizer`).
 */
export function tokenizerNamed(name: string, option: string): TokenizerName {
  if (!isTokenizerName(name)) throw new GecvalInputError(`unknown tokenizer '${name}' for ${option} (expected ${TOKENIZERS.map((t) => t.name).join(', ')})`);
  return name;
}

/**
 * The tokenizer of that name. Every raw-text function of the library reads its tokenizer here, so a JavaScript caller
 * (untyped) that names none or misspells one (`tokenize` for the option `tokenizer`) gets the one input error rather
 * than a TypeError from inside a batch.
 */
export function findTokenizer(name: TokenizerName): TokenizerInfo {
  const info = TOKENIZERS.find((t) => t.name === name);
  if (info !== undefined) return info;
  if (name === undefined) throw new GecvalInputError(`no tokenizer named (the option 'tokenizer': ${TOKENIZERS.map((t) => t.name).join(', ')})`);
  return findTokenizer(tokenizerNamed(String(name), "the option 'tokenizer'"));
}

/** The options' tokenizer, after checking both of their names (findTokenizer; a normalisation the library does not know is an input error too). */
function tokenizerOf(options: TokenizeOptions): TokenizerInfo {
  if (options.normalize !== undefined && options.normalize !== 'none') normalizationNamed(String(options.normalize), "the option 'normalize'");
  return findTokenizer(options.tokenizer);
}

export interface TokenizeOptions {
  readonly tokenizer: TokenizerName;
  /** Character normalisation before tokenising (default `none`). */
  readonly normalize?: NormalizationName;
}

/** The tokens of one sentence of raw text. */
export function tokenizeLine(text: string, options: TokenizeOptions): string[] {
  return tokenizerOf(options).tokenize(normalizeCharacters(text, options.normalize ?? 'none'));
}

/** The tokens of each sentence (normalised first), in one batch where the tokeniser has one; with the normalised texts. */
export function tokenizeTexts(texts: readonly string[], options: TokenizeOptions): { normalized: string[]; tokens: string[][] } {
  const info = tokenizerOf(options);
  const normalize = options.normalize ?? 'none';
  const normalized = normalize === 'none' ? [...texts] : texts.map((t) => normalizeCharacters(t, normalize));
  return { normalized, tokens: info.tokenizeMany !== undefined ? info.tokenizeMany(normalized) : normalized.map(info.tokenize) };
}

/** tokenizeTexts through a batch: each text's entry (normalised text, tokens, token ids), distinct texts tokenised once per batch. */
export function batchTexts(texts: readonly string[], options: TokenizeOptions, batch: RawBatch): BatchText[] {
  const info = tokenizerOf(options);
  return batch.tokenizeTexts(texts, options, info.tokenizeMany ?? ((normalized) => normalized.map(info.tokenize)));
}

/** SpacedTokens whose spacing is worked out only when asked for (guidance leaves most sentences before it needs it). */
function lazilySpaced(raw: string, tokens: readonly string[]): SpacedTokens {
  let spaces: ReturnType<typeof spacesOf> | undefined;
  return {
    tokens,
    get spaceBefore() {
      return (spaces ??= spacesOf(raw, tokens)).spaceBefore;
    },
    get exact() {
      return (spaces ??= spacesOf(raw, tokens)).exact;
    },
  };
}

/** The tokens of one sentence, with where the (normalised) raw text had whitespace before each. */
export function tokenizeSpaced(text: string, options: TokenizeOptions): SpacedTokens {
  const normalized = normalizeCharacters(text, options.normalize ?? 'none');
  const tokens = tokenizerOf(options).tokenize(normalized);
  return { tokens, ...spacesOf(normalized, tokens) };
}

/**
 * Each line tokenised and joined with single spaces (the one-sentence-per-line form every scorer reads). With
 * `source` (the tokenised source sentences, line-parallel), stretches the corrector left unchanged take the
 * source's tokens (./guided.ts). `batch`: work shared with the other outputs of a batch (each distinct line
 * tokenised once; a line's result kept per (line, source line)); the result is the same without it.
 */
export function tokenizeLines(lines: readonly string[], options: TokenizeOptions, source?: readonly string[], batch = new RawBatch()): string[] {
  const entries = batchTexts(lines, options, batch);
  const memo = batch.lines(`tok\u0000${options.tokenizer}\u0000${options.normalize ?? 'none'}\u0000${source !== undefined}`, source ?? NO_SOURCE);
  const m = source === undefined ? 1 : source.length + 1;
  return entries.map((entry, i) => {
    // one key per (line, source index); lines past the source's end share the index m - 1 (no source line)
    const key = RawBatch.lineKey(entry, source === undefined ? 0 : Math.min(i, m - 1), m);
    let out = memo.get(key);
    if (out === undefined) memo.set(key, (out = tokenizedLine(entry, source, i)));
    return out;
  });
}

const NO_SOURCE: readonly string[] = [];

/** One line of tokenizeLines. */
function tokenizedLine(entry: BatchText, source: readonly string[] | undefined, i: number): string {
  const line = entry.tokens.join(' ');
  if (source === undefined) return line;
  const src = source[i];
  // the source sentence itself, written as gecval writes tokens: guidance has nothing to change
  if (src === undefined || line === src) return line;
  // the line as it stands where guidance's cheap checks show it changes nothing (most changed lines)
  return guidedTokens(lazilySpaced(entry.normalized, entry.tokens), sourceLineTokens(source, i))?.join(' ') ?? line;
}

/**
 * `tokenize(source[i])`, kept for as long as the caller keeps the same array of source lines (a batch guides every
 * system's output by one source: each changed line's source tokens are split once, not once per system). An entry
 * is used only while its line is still the same string (an array changed in place is split again); the token arrays
 * are never modified (guidance only reads them).
 */
const sourceLineCache = new WeakMap<readonly string[], { lines: (string | undefined)[]; tokens: (string[] | undefined)[] }>();
function sourceLineTokens(source: readonly string[], i: number): string[] {
  let entry = sourceLineCache.get(source);
  if (entry === undefined) sourceLineCache.set(source, (entry = { lines: [], tokens: [] }));
  const line = source[i]!;
  if (entry.lines[i] !== line || entry.tokens[i] === undefined) {
    entry.lines[i] = line;
    entry.tokens[i] = tokenize(line);
  }
  return entry.tokens[i]!;
}

/** `tok:NAME|norm:NAME` (and `guide:source` when the source guided the boundaries): the fields a raw-text step adds to a signature. */
export function tokenizeSignatureFields(options: TokenizeOptions, guided = false): Record<string, string> {
  return { tok: options.tokenizer, norm: options.normalize ?? 'none', ...(guided ? { guide: 'source' } : {}) };
}

export { checkTokenization, type TokenizationCheck } from './mismatch.js';
