/**
 * The parse service: the one way gecval turns lines of text into UCCA graphs. It owns
 *
 *   - the model: a `ModelRef` resolved once by the caller (`resolveModel`), loaded once per thread (`getParser`);
 *   - the parse cache: one UCCA XML file per sentence under a cache folder (by default gecval's cache root,
 *     src/core/cache.ts), named by the SHA-256 of (parser code version, model digest, tokenisation mode, sentence), plus an optional
 *     read-only folder of earlier parses named the same way. A cached file is used only after checking that it holds
 *     the parse of its sentence (a content-hash name does not prove the content: files get copied, renamed,
 *     truncated); an unreadable or mismatching file is reported and parsed again;
 *   - batching and workers: missing sentences are parsed in this thread or, with `jobs > 1`, in chunks on worker
 *     threads (core/workers.ts); the result is the same graph for every line whatever `jobs` is;
 *   - progress.
 *
 * `gecval parse` (`parseSerialised`), `gecval usim --source`, the `usim` metric (score, MAEGE, meta-eval), the
 * report and the faithfulness scorer all parse through here.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { userFixable, writeFileAtomic } from '../../core/write.js';
import { GecvalInputError, isInputError } from '../../core/errors.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import { chunksOf, defineWorkerTask, mapInWorkers } from '../../core/workers.js';
import type { UccaGraph } from '../graph.js';
import { toUccaJson } from '../json.js';
import { parseUccaXml, readUccaXmlFile, writeUccaXml } from '../xml.js';
import { resolveModel, type ModelRef } from './catalogue.js';
import { getParser } from './parser.js';

export interface ParseServiceOptions {
  /** The model (resolved once with `resolveModel`; a name or file is resolved here). Default: the default model. */
  readonly model?: ModelRef | string;
  /** Lines are space-separated tokens kept as terminals (default true: GEC data is tokenised). */
  readonly tokenized?: boolean;
  /** Annotation guideline for a model with a guideline embedding (parser.ts `GUIDELINES`; 0, the current one, by default). */
  readonly guideline?: number;
  /** Cache folder: cached parses are read from it (after the check) and new parses written to it. None: no cache. */
  readonly cacheDir?: string;
  /** Read-only folder of existing parses (same naming as the cache), consulted first. */
  readonly parsesDir?: string;
  /** Worker threads for the sentences that need parsing (1: this thread). */
  readonly jobs?: number;
  /** Graph ids, one per line (default: the line number, 1-based). */
  readonly ids?: readonly string[];
  /** Told about cached parses that were unusable and parsed again. Default: a `gecval: warning: …` line on stderr. */
  readonly onWarning?: (message: string) => void;
  /** Counts sentences (in this thread) or chunks (on workers). */
  readonly progress?: Progress;
  /** The progress label. */
  readonly label?: string;
}

export interface ParsedLines {
  /** One graph per line. */
  readonly graphs: UccaGraph[];
  /** Sentences parsed / read from the cache or the parses folder (a repeated line counts as read when cached). */
  readonly parsed: number;
  readonly reused: number;
}

function sentenceTokens(line: string): string[] {
  return line.split(/[ \t]+/).filter((t) => t.length > 0);
}

/**
 * The version of the parser code's output, part of every parse cache key: bump it whenever a change to the parser
 * code (decoding, features, tagging, graph building, XML writing) changes any parse of an unchanged model file, so
 * that a cache shared between two code versions never returns the other's parse. 1: the first versioned keys
 * (session 16); a speed-up that changes no byte of output keeps it.
 */
export const PARSER_CODE_VERSION = 1;

/** File name (without folder) of the cached parse of a sentence. */
export function parseCacheKey(sentence: string, opts: { tokenized?: boolean; model?: ModelRef | string; guideline?: number } = {}): string {
  const tokenized = opts.tokenized ?? true;
  const model = resolveModel(opts.model).digest;
  const text = tokenized ? sentenceTokens(sentence).join(' ') : sentence.trim();
  // the current guideline (0) adds nothing to the mode
  const mode = `${tokenized ? 'tok' : 'raw'}${opts.guideline ? `+g${opts.guideline}` : ''}`;
  return createHash('sha256').update(`parser-code:${PARSER_CODE_VERSION}\n${model}\n${mode}\n${text}`).digest('hex') + '.xml';
}

/**
 * Why a cached graph is not the parse of `line`, or undefined when it is. Tokenised input must give exactly the
 * cached terminals; raw input is tokenised by the parser, so only the characters (whitespace aside) are compared.
 */
export function cachedParseMismatch(graph: UccaGraph, line: string, tokenized: boolean): string | undefined {
  const cached = graph.terminals.map((t) => t.text);
  if (tokenized) {
    const expected = sentenceTokens(line);
    if (cached.length === expected.length && cached.every((t, i) => t === expected[i])) return undefined;
  } else if (cached.join('').replace(/\s+/gu, '') === line.replace(/\s+/gu, '')) {
    return undefined;
  }
  const shown = cached.join(' ');
  return `holds the parse of another sentence ('${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}')`;
}

function checkParsesDir(dir: string): void {
  let isDirectory = false;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    throw new GecvalInputError('parses folder does not exist', { file: dir });
  }
  if (!isDirectory) throw new GecvalInputError('parses folder is not a folder', { file: dir });
}

const stderrWarning = (message: string): void => {
  process.stderr.write(`gecval: warning: ${message}\n`);
};

/** A cached parse of `line`, or undefined when there is none or it cannot be trusted (then `warn` hears why). */
function readCachedParse(path: string, line: string, tokenized: boolean, warn: (message: string) => void): UccaGraph | undefined {
  if (!existsSync(path)) return undefined;
  let graph: UccaGraph;
  try {
    graph = readUccaXmlFile(path);
  } catch (error) {
    if (!isInputError(error)) throw error;
    warn(`${path}: unreadable cached parse, parsing the sentence again (${error.message})`);
    return undefined;
  }
  const mismatch = cachedParseMismatch(graph, line, tokenized);
  if (mismatch === undefined) return graph;
  warn(`${path}: cached parse ${mismatch}, parsing the sentence again`);
  return undefined;
}

/** One line → its graph with a model loaded in this thread. */
function parseLine(line: string, id: string, tokenized: boolean, model: ModelRef, guideline = 0): UccaGraph {
  const parser = getParser(model);
  const g = guideline ? { guideline } : {};
  return tokenized ? parser.parseTokens(sentenceTokens(line), { id, ...g }) : parser.parseText(line, { id, splitSentences: false, ...g })[0]!;
}

/** How a parse crosses a thread boundary or reaches the user: `xml` as `gecval parse` prints it, `json` one ucca-json/1 line, `cache` compact XML. */
export type ParseFormat = 'xml' | 'json' | 'cache';

export function serialiseGraph(graph: UccaGraph, format: ParseFormat): string {
  if (format === 'json') return `${JSON.stringify(toUccaJson(graph))}\n`;
  return writeUccaXml(graph, format === 'cache' ? { pretty: false } : {});
}

export interface ParseChunkTask {
  readonly lines: readonly string[];
  readonly ids: readonly string[];
  readonly tokenized: boolean;
  readonly model: ModelRef;
  readonly format: ParseFormat;
  readonly guideline?: number;
}

/** Worker entry: parses a chunk of lines and returns one serialised graph per line. */
export function parseChunk(task: ParseChunkTask): string[] {
  return task.lines.map((line, i) => serialiseGraph(parseLine(line, task.ids[i]!, task.tokenized, task.model, task.guideline), task.format));
}

export const PARSE_CHUNK_TASK = defineWorkerTask('ucca/parser/service', 'parseChunk', parseChunk);

/**
 * The fewest sentences worth a worker thread: loading the default model in a thread takes about as long as parsing
 * this many sentences (0.5 s against 24 ms a sentence for v3 on the shared 2-core machine, session 15).
 */
export const MIN_SENTENCES_PER_THREAD = 20;

/**
 * Parses lines on `jobs` threads and returns them serialised in `format`, in line order (`gecval parse`: no cache,
 * the output is the parses themselves). Byte-identical whatever `jobs` is.
 */
export async function parseSerialised(lines: readonly string[], options: ParseServiceOptions & { format: ParseFormat }): Promise<string[]> {
  const model = resolveModel(options.model);
  const tokenized = options.tokenized ?? true;
  const ids = options.ids ?? lines.map((_, i) => String(i + 1));
  const progress = options.progress ?? silentProgress;
  // A worker pays for itself only with enough sentences to parse: it loads its own copy of the model first.
  const jobs = Math.min(options.jobs ?? 1, Math.ceil(lines.length / MIN_SENTENCES_PER_THREAD));
  if (jobs <= 1) {
    progress.start(lines.length, options.label ?? 'parsing sentences');
    const out = lines.map((line, i) => {
      const text = serialiseGraph(parseLine(line, ids[i]!, tokenized, model, options.guideline), options.format);
      progress.increment();
      return text;
    });
    progress.stop();
    return out;
  }
  const chunks = chunksOf(
    lines.map((_, i) => i),
    jobs,
  );
  const tasks: ParseChunkTask[] = chunks.map((chunk) => ({ lines: chunk.map((i) => lines[i]!), ids: chunk.map((i) => ids[i]!), tokenized, model, format: options.format, ...(options.guideline ? { guideline: options.guideline } : {}) }));
  const results = await mapInWorkers(PARSE_CHUNK_TASK, tasks, { threads: jobs, progress, label: options.label ?? 'parsing (chunks)' });
  return results.flat();
}

/** What the cache already holds for each line, and which lines must be parsed. */
interface CachePlan {
  readonly graphs: Array<UccaGraph | undefined>;
  /** Line indexes to parse, in line order. */
  readonly missing: number[];
  /** Line → the earlier line with the same cache key whose fresh parse it takes (the one-thread run would read it back from the cache). */
  readonly sharesWith: Map<number, number>;
  parsed: number;
  reused: number;
}

function planFromCache(lines: readonly string[], options: ParseServiceOptions, model: ModelRef, tokenized: boolean): CachePlan {
  const warn = options.onWarning ?? stderrWarning;
  if (options.parsesDir) checkParsesDir(options.parsesDir);
  if (options.cacheDir) userFixable(options.cacheDir, 'the parse cache folder', () => mkdirSync(options.cacheDir!, { recursive: true }));
  const plan: CachePlan = { graphs: new Array<UccaGraph | undefined>(lines.length), missing: [], sharesWith: new Map(), parsed: 0, reused: 0 };
  const useCache = options.parsesDir !== undefined || options.cacheDir !== undefined;
  const firstMissing = new Map<string, number>();
  lines.forEach((line, i) => {
    if (!useCache) {
      plan.missing.push(i);
      plan.parsed++;
      return;
    }
    const key = parseCacheKey(line, { tokenized, model, ...(options.guideline ? { guideline: options.guideline } : {}) });
    // An earlier line of this run had the same key and no usable parse: one thread would find the fresh parse it
    // wrote to the cache (and warn about a bad file once).
    const first = options.cacheDir ? firstMissing.get(key) : undefined;
    if (first !== undefined) {
      plan.reused++;
      plan.sharesWith.set(i, first);
      return;
    }
    for (const dir of [options.parsesDir, options.cacheDir]) {
      if (!dir) continue;
      const cached = readCachedParse(join(dir, key), line, tokenized, warn);
      if (cached) {
        plan.reused++;
        plan.graphs[i] = cached;
        return;
      }
    }
    firstMissing.set(key, i);
    plan.missing.push(i);
    plan.parsed++;
  });
  return plan;
}

/** Fills the plan with the fresh parses (writing them to the cache) and returns one graph per line. */
function finishPlan(plan: CachePlan, lines: readonly string[], fresh: readonly UccaGraph[], serialised: readonly string[] | undefined, options: ParseServiceOptions, model: ModelRef, tokenized: boolean): ParsedLines {
  plan.missing.forEach((i, n) => {
    plan.graphs[i] = fresh[n]!;
    if (options.cacheDir) writeFileAtomic(join(options.cacheDir, parseCacheKey(lines[i]!, { tokenized, model, ...(options.guideline ? { guideline: options.guideline } : {}) })), serialised?.[n] ?? writeUccaXml(fresh[n]!, { pretty: false }), 'the parse cache', { durable: false });
  });
  for (const [i, first] of options.cacheDir ? plan.sharesWith : []) plan.graphs[i] = plan.graphs[first];
  return { graphs: plan.graphs as UccaGraph[], parsed: plan.parsed, reused: plan.reused };
}

/**
 * One graph per line in this thread, reusing checked cached parses (for callers that cannot wait: a metric's
 * per-item statistics). `parseLines` is the same with workers.
 */
export function parseLinesSync(lines: readonly string[], options: ParseServiceOptions = {}): ParsedLines {
  const model = resolveModel(options.model);
  const tokenized = options.tokenized ?? true;
  const ids = options.ids ?? lines.map((_, i) => String(i + 1));
  const progress = options.progress ?? silentProgress;
  const plan = planFromCache(lines, options, model, tokenized);
  progress.start(plan.missing.length, options.label ?? 'parsing sentences');
  const fresh = plan.missing.map((i) => {
    const graph = parseLine(lines[i]!, ids[i]!, tokenized, model, options.guideline);
    progress.increment();
    return graph;
  });
  progress.stop();
  return finishPlan(plan, lines, fresh, undefined, options, model, tokenized);
}

/**
 * One graph per line, reusing checked cached parses; the sentences that need parsing are parsed on `jobs` worker
 * threads (in this thread when `jobs` ≤ 1). Graphs, counts, warnings and cache files are the same whatever `jobs` is.
 */
export async function parseLines(lines: readonly string[], options: ParseServiceOptions = {}): Promise<ParsedLines> {
  const jobs = options.jobs ?? 1;
  if (jobs <= 1) return parseLinesSync(lines, options);
  const model = resolveModel(options.model);
  const tokenized = options.tokenized ?? true;
  const ids = options.ids ?? lines.map((_, i) => String(i + 1));
  const plan = planFromCache(lines, options, model, tokenized);
  const serialised = await parseSerialised(
    plan.missing.map((i) => lines[i]!),
    { ...options, model, tokenized, ids: plan.missing.map((i) => ids[i]!), format: 'cache' },
  );
  return finishPlan(plan, lines, serialised.map((xml) => parseUccaXml(xml)), serialised, options, model, tokenized);
}

/** @deprecated the name before the parse service: `parseLinesSync(lines, options).graphs`, adding to `counts`. */
export function parseLinesCached(lines: readonly string[], options: ParseServiceOptions = {}, counts = { parsed: 0, reused: 0 }): UccaGraph[] {
  const result = parseLinesSync(lines, options);
  counts.parsed += result.parsed;
  counts.reused += result.reused;
  return result.graphs;
}

/** One sentence's given tokens → its graph, in this thread (for callers that parse as they go: the faithfulness scorer). */
export function parseTokens(tokens: readonly string[], model?: ModelRef | string, id?: string): UccaGraph {
  return getParser(typeof model === 'object' ? model : resolveModel(model)).parseTokens(tokens, id === undefined ? {} : { id });
}
