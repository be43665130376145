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
import { existsSync } from 'node:fs';
import { GecvalInputError } from '../../core/errors.js';
import { makeSignature } from '../../core/signature.js';
import type { UccaGraph } from '../graph.js';
import { DEFAULT_MODEL_PATH, providedModelBytes, resolveModel, resolveParserModel, type ModelRef } from './catalogue.js';
import type { Classifier } from './classifier.js';
import { classifierFor } from './classifier-kinds.js';
import { GreedyDecoder } from './decoder.js';
import { decodeInputFor, type DecodeInput } from './input.js';
import { decodeContainer, readContainer, readModelHeader, type ModelHeader } from './model-file.js';
import { splitText, winkVersions } from './tagger.js';

export { BUNDLED_PARSER_MODELS, DEFAULT_MODEL_PATH, DEFAULT_PARSER_MODEL, PARSER_CATALOGUE, modelDigest, resolveModel, resolveParserModel, type ModelRef } from './catalogue.js';

export interface ParseOptions {
  /** Items are whitespace-separated tokens (kept exactly as terminals); otherwise wink tokenises them. */
  tokenized?: boolean;
  /** Model name (`v1`, `v2`, `v3`, `v1-ewt`, `v2-ewt`, as `gecval parse --model` takes), file or resolved reference; default the default model. */
  model?: string | ModelRef;
  /** Passage IDs, one per item (default `1`, `2`, …). */
  ids?: readonly string[];
  /** Annotation guideline for models trained with a guideline embedding (v3): 0 current (default), 1 the Wiki corpus's older one. */
  guideline?: number;
}

/** The annotation guidelines a v3 model can parse under, by the name `--guideline` takes. */
export const GUIDELINES: Readonly<Record<string, number>> = { current: 0, wiki: 1 };

/** What the toolkit needs from a parser, whichever model is loaded. */
export interface SentenceParser {
  readonly header: { readonly training: unknown; readonly scores?: unknown };
  readonly report: { repaired: number };
  parseTokens(tokens: readonly string[], opts?: { id?: string; offsets?: Array<[number, number]>; guideline?: number }): UccaGraph;
  parseText(text: string, opts?: { id?: string; splitSentences?: boolean; guideline?: number }): UccaGraph[];
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
    // A model given as bytes (provideParserModel: the browser app) is decoded from them, not read from disk.
    const provided = providedModelBytes(path);
    if (provided === undefined && !existsSync(path)) throw new GecvalInputError(`UCCA parser model not found: ${path}`, { file: path });
    const container = provided === undefined ? readContainer(path) : decodeContainer(provided, path);
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
  parseTokens(tokens: readonly string[], opts: { id?: string; offsets?: Array<[number, number]>; guideline?: number } = {}): UccaGraph {
    const words = tokens.filter((t) => t.length > 0);
    const input = decodeInputFor(words, opts.id ?? '1', words.length === tokens.length ? opts.offsets : undefined);
    return this.parseInput(opts.guideline ? { ...input, guideline: opts.guideline } : input);
  }

  /**
   * Parses raw text: wink splits and tokenises it; with `splitSentences` (default true) one graph per sentence,
   * else the whole text is one graph. Empty text gives `[]` when splitting, one empty graph otherwise.
   */
  parseText(text: string, opts: { id?: string; splitSentences?: boolean; guideline?: number } = {}): UccaGraph[] {
    const id = opts.id ?? '1';
    const sentences = splitText(text);
    const guideline = opts.guideline ? { guideline: opts.guideline } : {};
    if (opts.splitSentences ?? true) {
      return sentences.map((s, i) => this.parseTokens(s.words, { id: sentences.length === 1 ? id : `${id}.${i + 1}`, offsets: s.offsets, ...guideline }));
    }
    return [this.parseTokens(sentences.flatMap((s) => s.words), { id, offsets: sentences.flatMap((s) => s.offsets), ...guideline })];
  }
}

const loaded = new Map<string, UccaParser>();

/** The parser for a model reference, name (`v1`, `v2`, … as on the command line) or file, loaded once per process (and per worker thread). */
export function getParser(model?: string | ModelRef): UccaParser {
  const key = typeof model === 'object' ? model.path : (resolveParserModel(model) ?? DEFAULT_MODEL_PATH);
  let parser = loaded.get(key);
  if (!parser) {
    parser = UccaParser.load({ model: key });
    loaded.set(key, parser);
  }
  return parser;
}

/** `ucca-parse|model:…|recipe:…|seed:…|sha:…[|kernel:f32]|tok:…|version:…` for the parses of a model. */
export function parserSignature(options: Pick<ParseOptions, 'model' | 'tokenized' | 'guideline'> = {}): string {
  const model = resolveModel(options.model);
  // The header is enough: a model that parsed in this thread is already loaded; else (workers parsed) only the
  // file's header is read, not the whole model.
  const header = loaded.get(model.path)?.header ?? readModelHeader(model.path);
  const training = header.training as { recipe?: string; seed?: number };
  const config = (header as { config?: { inferenceF32?: number } }).config;
  return makeSignature('ucca-parse', {
    model: model.path.replace(/^.*[\\/]/u, '').replace(/\.ucca\.bin(\.gz)?$/, ''),
    recipe: training.recipe,
    seed: training.seed,
    sha: model.digest.slice(0, 8),
    // single-precision products at inference (docs/parser-v2.md): not bit-identical to the training network
    ...(config?.inferenceF32 === 1 ? { kernel: 'f32' } : {}),
    tok: options.tokenized ? 'given' : 'wink',
    // the older (Wiki) guidelines, for a model with a guideline embedding; the current ones leave the field out
    ...(options.guideline ? { guideline: Object.keys(GUIDELINES).find((k) => GUIDELINES[k] === options.guideline) ?? String(options.guideline) } : {}),
  });
}

/** One graph per item (a line: raw text, or space-separated tokens with `tokenized`). */
export function parse(sentences: ReadonlyArray<string | readonly string[]>, options: ParseOptions = {}): UccaGraph[] {
  const parser = getParser(options.model);
  return sentences.map((item, i) => {
    const id = options.ids?.[i] ?? String(i + 1);
    const guideline = options.guideline ? { guideline: options.guideline } : {};
    if (typeof item !== 'string') return parser.parseTokens(item, { id, ...guideline });
    if (options.tokenized) return parser.parseTokens(item.split(/[ \t]+/).filter((t) => t.length > 0), { id, ...guideline });
    return parser.parseText(item, { id, splitSentences: false, ...guideline })[0]!;
  });
}
