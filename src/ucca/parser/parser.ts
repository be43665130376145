/**
 * The parser's public face, the same for every model: `UccaParser` (load a model file once, parse raw text or
 * given tokens) and `parse()`, which parses one sentence per item (the default model is loaded lazily on first use).
 * Nothing here or below imports training code (test/ucca/parser/parse-path.test.ts checks it).
 *
 * ```ts
 * const [graph] = parse(['The cat sat on the mat .'], { tokenized: true });
 * const parser = UccaParser.load();               // or { model: 'v1' resolved by resolveParserModel, or a file }
 * parser.parseTokens(['I', 'saw', 'it', '.'], { id: 's1' });
 * parser.parseText('First sentence. Second one.');   // one graph per wink sentence
 * ```
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { GecvalInputError } from '../../core/errors.js';
import { assertRegularFile } from '../../formats/text-file.js';
import { makeSignature } from '../../core/signature.js';
import type { UccaGraph } from '../graph.js';
import { DEFAULT_MODEL_PATH, resolveParserModel } from './catalogue.js';
import type { Classifier } from './classifier.js';
import { classifierFor } from './classifier-kinds.js';
import { GreedyDecoder } from './decoder.js';
import { decodeInputFor, type DecodeInput } from './input.js';
import { readContainer, type ModelHeader } from './model-file.js';
import { splitText, winkVersions } from './tagger.js';

export { BUNDLED_PARSER_MODELS, DEFAULT_MODEL_PATH, DEFAULT_PARSER_MODEL, PARSER_CATALOGUE, resolveParserModel } from './catalogue.js';

export interface ParseOptions {
  /** Items are whitespace-separated tokens (kept exactly as terminals); otherwise wink tokenises them. */
  tokenized?: boolean;
  /** Model name (`v1`, `v2`, `v1-ewt`, `v2-ewt`, as `gecval parse --model` takes) or file; default the default model. */
  model?: string;
  /** Passage IDs, one per item (default `1`, `2`, …). */
  ids?: readonly string[];
}

/** What the toolkit needs from a parser, whichever model is loaded. */
export interface SentenceParser {
  readonly header: { readonly training: unknown; readonly scores?: unknown };
  readonly report: { repaired: number };
  parseTokens(tokens: readonly string[], opts?: { id?: string; offsets?: Array<[number, number]> }): UccaGraph;
  parseText(text: string, opts?: { id?: string; splitSentences?: boolean }): UccaGraph[];
}

export class UccaParser implements SentenceParser {
  private readonly decoder: GreedyDecoder;
  /** Graphs whose decoding needed the repair step (a unit or token attached to the root after FINISH). */
  readonly report = { repaired: 0 };

  private constructor(
    readonly header: ModelHeader,
    readonly classifier: Classifier,
  ) {
    this.decoder = new GreedyDecoder(classifier);
  }

  /** A parser over a classifier in memory (e.g. one just trained) with its model header. */
  static fromClassifier(header: ModelHeader, classifier: Classifier): UccaParser {
    return new UccaParser(header, classifier);
  }

  /** Loads a model file of any kind (its header says which classifier reads it); default the default model. */
  static load(opts: { model?: string } = {}): UccaParser {
    const path = opts.model ?? DEFAULT_MODEL_PATH;
    if (!existsSync(path)) throw new GecvalInputError(`UCCA parser model not found: ${path}`, { file: path });
    const container = readContainer(path);
    const classifier = classifierFor(container, path);
    const { preprocess } = container.header;
    const wink = winkVersions();
    if (preprocess.winkNlp && (preprocess.winkNlp !== wink.winkNlp || preprocess.winkModel !== wink.model)) {
      process.emitWarning(`UCCA parser model was trained with wink-nlp ${preprocess.winkNlp} / model ${preprocess.winkModel}, installed ${wink.winkNlp} / ${wink.model}; scores may differ`);
    }
    return new UccaParser(container.header, classifier);
  }

  /** Parses a prepared input (e.g. gold tokens of an evaluation set). */
  parseInput(input: DecodeInput): UccaGraph {
    return this.decoder.parse(input, this.report);
  }

  /** Parses given tokens; the graph's terminals are exactly these tokens. */
  parseTokens(tokens: readonly string[], opts: { id?: string; offsets?: Array<[number, number]> } = {}): UccaGraph {
    const words = tokens.filter((t) => t.length > 0);
    return this.parseInput(decodeInputFor(words, opts.id ?? '1', words.length === tokens.length ? opts.offsets : undefined));
  }

  /**
   * Parses raw text: wink splits and tokenises it; with `splitSentences` (default true) one graph per sentence,
   * else the whole text is one graph. Empty text gives `[]` when splitting, one empty graph otherwise.
   */
  parseText(text: string, opts: { id?: string; splitSentences?: boolean } = {}): UccaGraph[] {
    const id = opts.id ?? '1';
    const sentences = splitText(text);
    if (opts.splitSentences ?? true) {
      return sentences.map((s, i) => this.parseTokens(s.words, { id: sentences.length === 1 ? id : `${id}.${i + 1}`, offsets: s.offsets }));
    }
    return [this.parseTokens(sentences.flatMap((s) => s.words), { id, offsets: sentences.flatMap((s) => s.offsets) })];
  }
}

const loaded = new Map<string, UccaParser>();

/** The parser for a model name (`v1`, `v2`, … as on the command line) or file, loaded once per process. */
export function getParser(model?: string): UccaParser {
  const key = resolveParserModel(model) ?? DEFAULT_MODEL_PATH;
  let parser = loaded.get(key);
  if (!parser) {
    parser = UccaParser.load({ model: key });
    loaded.set(key, parser);
  }
  return parser;
}

/**
 * The first 8 hex digits of a model file's sha256: a retrained or replaced file under the same name (v3 in
 * session 10) gives another signature. Computed once per file and process.
 */
const fileDigests = new Map<string, string>();
function modelDigest(path: string): string {
  let digest = fileDigests.get(path);
  if (digest === undefined) {
    assertRegularFile(path);
    digest = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 8);
    fileDigests.set(path, digest);
  }
  return digest;
}

/** `ucca-parse|model:…|recipe:…|seed:…|sha:…[|kernel:f32]|tok:…|version:…` for the parses of a model. */
export function parserSignature(options: Pick<ParseOptions, 'model' | 'tokenized'> = {}): string {
  const parser = getParser(options.model);
  const file = resolveParserModel(options.model) ?? DEFAULT_MODEL_PATH;
  const training = parser.header.training as { recipe?: string; seed?: number };
  const config = (parser.header as { config?: { inferenceF32?: number } }).config;
  return makeSignature('ucca-parse', {
    model: basename(file).replace(/\.ucca\.bin(\.gz)?$/, ''),
    recipe: training.recipe,
    seed: training.seed,
    sha: modelDigest(file),
    // single-precision products at inference (docs/parser-v2.md): not bit-identical to the training network
    ...(config?.inferenceF32 === 1 ? { kernel: 'f32' } : {}),
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
