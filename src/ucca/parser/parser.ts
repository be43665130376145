/**
 * The parser's public face: `UccaParser` (load a model once, parse raw text or given tokens) and `parse()`,
 * which parses one sentence per item with the bundled model (loaded lazily on first use).
 *
 * ```ts
 * const [graph] = parse(['The cat sat on the mat .'], { tokenized: true });
 * const parser = UccaParser.load();               // or { model: 'path/to/model.ucca.bin.gz' }
 * parser.parseTokens(['I', 'saw', 'it', '.'], { id: 's1' });
 * parser.parseText('First sentence. Second one.');   // one graph per wink sentence
 * ```
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { GecvalInputError } from '../../core/errors.js';
import { makeSignature } from '../../core/signature.js';
import type { UccaGraph } from '../graph.js';
import { ActionClasses } from './classes.js';
import { GreedyDecoder } from './decode.js';
import { FEATURE_SET } from './features.js';
import { loadModel, modelKind, type ModelHeader } from './model-file.js';
import { V2Parser } from './v2/parser.js';
import { DEFAULT_MODEL_PATH } from './models.js';
import { winkVersions } from './tagger.js';
import { decodeInputFor, parseRawText } from './parse-text.js';

/** The model shipped in the package (resolved relative to this module, never downloaded). */
export { BUNDLED_PARSER_MODELS, DEFAULT_MODEL_PATH, DEFAULT_PARSER_MODEL, resolveParserModel } from './models.js';

export interface ParseOptions {
  /** Items are whitespace-separated tokens (kept exactly as terminals); otherwise wink tokenises them. */
  tokenized?: boolean;
  /** Model file; default the bundled model. */
  model?: string;
  /** Passage IDs, one per item (default `1`, `2`, …). */
  ids?: readonly string[];
}

export class UccaParser {
  readonly header: ModelHeader;
  private readonly decoder: GreedyDecoder;
  /** Graphs whose decoding needed the repair step (a unit or token attached to the root after FINISH). */
  readonly report = { repaired: 0 };

  private constructor(header: ModelHeader, decoder: GreedyDecoder) {
    this.header = header;
    this.decoder = decoder;
  }

  static load(opts: { model?: string } = {}): UccaParser {
    const path = opts.model ?? DEFAULT_MODEL_PATH;
    if (!existsSync(path)) throw new GecvalInputError(`UCCA parser model not found: ${path}`, { file: path });
    const { header, weights } = loadModel(path);
    if (header.featureSet !== FEATURE_SET) throw new GecvalInputError(`model feature set ${header.featureSet} does not match this parser (${FEATURE_SET})`, { file: path });
    const wink = winkVersions();
    if (header.preprocess.winkNlp !== wink.winkNlp || header.preprocess.winkModel !== wink.model) {
      process.emitWarning(`UCCA parser model was trained with wink-nlp ${header.preprocess.winkNlp} / model ${header.preprocess.winkModel}, installed ${wink.winkNlp} / ${wink.model}; scores may differ`);
    }
    const classes = new ActionClasses(header.labels);
    if (classes.size !== header.actions.length) throw new GecvalInputError(`model has ${header.actions.length} classes, its labels give ${classes.size}`, { file: path });
    return new UccaParser(header, new GreedyDecoder(classes, weights, header.hashSeed));
  }

  /** Parses given tokens; the graph's terminals are exactly these tokens. */
  parseTokens(tokens: readonly string[], opts: { id?: string; offsets?: Array<[number, number]> } = {}): UccaGraph {
    const words = tokens.filter((t) => t.length > 0);
    return this.decoder.parse(decodeInputFor(words, opts.id ?? '1', words.length === tokens.length ? opts.offsets : undefined), this.report);
  }

  /**
   * Parses raw text: wink tokenises it; with `splitSentences` (default true) one graph per sentence, else the
   * whole text is one graph. Empty text gives `[]` when splitting, one empty graph otherwise.
   */
  parseText(text: string, opts: { id?: string; splitSentences?: boolean } = {}): UccaGraph[] {
    return parseRawText((tokens, o) => this.parseTokens(tokens, o), text, opts);
  }
}


/** What the toolkit needs from a parser, whichever model version (v1 perceptron or v2 BiLSTM) is loaded. */
export interface SentenceParser {
  readonly header: { readonly training: unknown; readonly scores?: unknown };
  readonly report: { repaired: number };
  parseTokens(tokens: readonly string[], opts?: { id?: string; offsets?: Array<[number, number]> }): UccaGraph;
  parseText(text: string, opts?: { id?: string; splitSentences?: boolean }): UccaGraph[];
}

const loaded = new Map<string, SentenceParser>();

/** The parser for a model file (v1 or v2, told apart by the file's header), loaded once per process. */
export function getParser(model?: string): SentenceParser {
  const key = model ?? DEFAULT_MODEL_PATH;
  let parser = loaded.get(key);
  if (!parser) {
    if (!existsSync(key)) throw new GecvalInputError(`UCCA parser model not found: ${key}`, { file: key });
    parser = modelKind(key).startsWith('bilstm') ? V2Parser.load(key) : UccaParser.load({ model: key });
    loaded.set(key, parser);
  }
  return parser;
}

/** `ucca-parse|model:…|recipe:…|seed:…|tok:…|version:…` for the parses of a model. */
export function parserSignature(options: Pick<ParseOptions, 'model' | 'tokenized'> = {}): string {
  const parser = getParser(options.model);
  const training = parser.header.training as { recipe?: string; seed?: number };
  return makeSignature('ucca-parse', {
    model: basename(options.model ?? DEFAULT_MODEL_PATH).replace(/\.ucca\.bin(\.gz)?$/, ''),
    recipe: training.recipe,
    seed: training.seed,
    tok: options.tokenized ? 'given' : 'wink',
  });
}

/** One graph per item (a line: raw text, or space-separated tokens with `tokenized`). */
export function parse(sentences: ReadonlyArray<string | readonly string[]>, options: ParseOptions = {}): UccaGraph[] {
  const parser = getParser(options.model);
  return sentences.map((item, i) => {
    const id = options.ids?.[i] ?? String(i + 1);
    if (typeof item !== 'string') return parser.parseTokens(item, { id });
    if (options.tokenized) return parser.parseTokens(item.split(/[ \t]+/).filter((t) => t.length > 0), { id });
    return parser.parseText(item, { id, splitSentences: false })[0]!;
  });
}
