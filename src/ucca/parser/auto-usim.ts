/**
 * Automatic USIM from plain text: parse the source and hypothesis lines with the bundled parser and score each
 * pair with USIM (src/ucca/usim). Parses can be cached on disk, one UCCA XML file per sentence named by the
 * SHA-256 of (model file, tokenisation mode, sentence), and a directory of existing parses named the same way is
 * reused before anything is parsed. `parseLinesCached` and `textUsimSignature` are the one way gecval turns
 * text into USIM: `autoUsim` here (line pairs, `gecval usim --source`) and the `usim` metric
 * (src/metrics/usim.ts `createTextUsim`: `gecval score`, MAEGE, the report) both use them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, renameSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { GecvalInputError, isInputError } from '../../core/errors.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import type { UccaGraph } from '../graph.js';
import { usimSignature, type UsimVariant } from '../usim/score.js';
import { usimCode, type UsimResult } from '../usim/usim.js';
import { readUccaXmlFile, writeUccaXml } from '../xml.js';
import { DEFAULT_MODEL_PATH, getParser, parserSignature } from './parser.js';

export interface AutoUsimOptions {
  /** Lines are space-separated tokens kept as terminals (default true: GEC data is tokenised). */
  tokenized?: boolean;
  /** Parser model file (default: the bundled model). */
  model?: string;
  /** Write every new parse here and read cached parses from here. */
  cacheDir?: string;
  /** Read-only directory of existing parses (same naming as the cache). */
  parsesDir?: string;
  /**
   * Told about cached parses that were unusable (unreadable, or the parse of another sentence) and recomputed.
   * Default: a `gecval: warning: …` line on stderr.
   */
  onWarning?: (message: string) => void;
  /** The files the lines come from, so that an error in one sentence pair names the file and line. */
  files?: { source: string; hypothesis: string };
  /** Counts sentences as they are parsed or read from the cache (the CLI prints it on long runs). */
  progress?: Progress;
  /** `code` (default) or `code-aligned-end` (src/ucca/usim/score.ts); text mode has no `paper` variant. */
  variant?: 'code' | 'code-aligned-end';
}

export interface AutoUsimResult {
  /** One result per line pair. */
  sentences: UsimResult[];
  /** Mean USIM over the pairs. */
  mean: number;
  /** Parses computed / read from the cache or parses directory. */
  parsed: number;
  reused: number;
  signature: string;
}

const fingerprints = new Map<string, string>();

/** SHA-256 of the model file (so a retrained model never reuses stale parses). */
function modelFingerprint(path: string): string {
  let fingerprint = fingerprints.get(path);
  if (fingerprint === undefined) {
    fingerprint = existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : basename(path);
    fingerprints.set(path, fingerprint);
  }
  return fingerprint;
}

/** File name (without directory) of the cached parse of a sentence. */
export function parseCacheKey(sentence: string, opts: { tokenized?: boolean; model?: string } = {}): string {
  const model = modelFingerprint(opts.model ?? DEFAULT_MODEL_PATH);
  const text = (opts.tokenized ?? true) ? sentence.split(/[ \t]+/).filter((t) => t.length > 0).join(' ') : sentence.trim();
  return createHash('sha256').update(`${model}\n${opts.tokenized ?? true ? 'tok' : 'raw'}\n${text}`).digest('hex') + '.xml';
}

function sentenceTokens(line: string): string[] {
  return line.split(/[ \t]+/).filter((t) => t.length > 0);
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

/**
 * A cached parse of `line`, or undefined when there is none or it cannot be trusted. A cache file is checked
 * against the sentence (a content-hash name does not prove the content: files get copied, renamed, truncated), and
 * an unreadable or mismatching file is reported and then ignored, so that the sentence is parsed again.
 */
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

/** Parses `lines` (one graph per line), reusing cached parses. */
export function parseLinesCached(lines: readonly string[], opts: AutoUsimOptions = {}, counts = { parsed: 0, reused: 0 }): UccaGraph[] {
  const tokenized = opts.tokenized ?? true;
  const warn = opts.onWarning ?? stderrWarning;
  const progress = opts.progress ?? silentProgress;
  if (opts.parsesDir) checkParsesDir(opts.parsesDir);
  if (opts.cacheDir) mkdirSync(opts.cacheDir, { recursive: true });
  return lines.map((line, i) => {
    const key = parseCacheKey(line, opts);
    progress.increment();
    for (const dir of [opts.parsesDir, opts.cacheDir]) {
      if (!dir) continue;
      const cached = readCachedParse(join(dir, key), line, tokenized, warn);
      if (cached) {
        counts.reused++;
        return cached;
      }
    }
    const parser = getParser(opts.model);
    const graph = tokenized
      ? parser.parseTokens(sentenceTokens(line), { id: String(i + 1) })
      : parser.parseText(line, { id: String(i + 1), splitSentences: false })[0]!;
    counts.parsed++;
    if (opts.cacheDir) {
      // Overwrites a bad cache file too, so the warning is given once.
      const path = join(opts.cacheDir, key);
      // Unique per process, thread and write: shards on a cluster and worker threads may share one cache directory.
      const temporary = `${path}.${process.pid}.${threadId}.${randomBytes(4).toString('hex')}.tmp`;
      writeFileSync(temporary, writeUccaXml(graph, { pretty: false }));
      renameSync(temporary, path);
    }
    return graph;
  });
}

/** Where text USIM's graphs come from: the parser's signature, its `|` turned into `;` so it nests in USIM's. */
export function textUsimGraphs(opts: Pick<AutoUsimOptions, 'model' | 'tokenized'> = {}): string {
  // the parser's own `version:` field is dropped: it is gecval's version, which the outer signature ends with
  return parserSignature({ tokenized: opts.tokenized ?? true, ...(opts.model ? { model: opts.model } : {}) })
    .replace(/\|version:[^|]*$/, '')
    .replace(/\|/g, ';');
}

/** The signature of USIM computed from text with the bundled parser (one string wherever gecval prints it). */
export function textUsimSignature(opts: Pick<AutoUsimOptions, 'model' | 'tokenized'> & { variant?: UsimVariant | undefined } = {}): string {
  return usimSignature({ variant: opts.variant ?? 'code', graphs: textUsimGraphs(opts) });
}

/** USIM of every (source, hypothesis) line pair, parsing both sides automatically. */
export function autoUsim(sources: readonly string[], hypotheses: readonly string[], options: AutoUsimOptions = {}): AutoUsimResult {
  if (sources.length !== hypotheses.length) {
    throw new GecvalInputError(`source has ${sources.length} lines but the hypothesis has ${hypotheses.length}`);
  }
  const counts = { parsed: 0, reused: 0 };
  const progress = options.progress ?? silentProgress;
  progress.start(sources.length + hypotheses.length, 'parsing sources and hypotheses');
  const sourceGraphs = parseLinesCached(sources, options, counts);
  const hypothesisGraphs = parseLinesCached(hypotheses, options, counts);
  progress.stop();
  const sentences = sourceGraphs.map((g, i) => {
    try {
      return usimCode(g, hypothesisGraphs[i]!, { alignEnd: options.variant === 'code-aligned-end' });
    } catch (error) {
      // A pair too long to align: name the line, in the file whose sentence is the longer one.
      if (!isInputError(error) || error.file !== undefined || options.files === undefined) throw error;
      const file = g.terminals.length >= hypothesisGraphs[i]!.terminals.length ? options.files.source : options.files.hypothesis;
      throw new GecvalInputError(error.message, { file, line: i + 1 });
    }
  });
  const mean = sentences.length === 0 ? 0 : sentences.reduce((s, r) => s + r.usim, 0) / sentences.length;
  return { sentences, mean, ...counts, signature: textUsimSignature(options) };
}
