/**
 * Parsing many sentences on several threads (`--jobs N`) and in slices (`--shard K/N`), with results identical to
 * one thread parsing everything. The worker entry functions (`parseChunk`) take a chunk of sentences and return
 * serialised graphs: a worker thread loads its model once (getParser caches it per thread) and graphs cross threads
 * as UCCA XML/JSON text, because UccaGraph objects carry indexes that structured cloning would not keep.
 */
import { mkdirSync, writeFileSync, renameSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { randomBytes } from 'node:crypto';
import { GecvalInputError } from '../../core/errors.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import { mapInWorkers } from '../../core/workers.js';
import type { UccaGraph } from '../graph.js';
import { toUccaJson } from '../json.js';
import { usimCode } from '../usim/usim.js';
import { parseUccaXml, readUccaXmlFile, writeUccaXml } from '../xml.js';
import { autoUsim, parseCacheKey, textUsimSignature, type AutoUsimOptions, type AutoUsimResult } from './auto-usim.js';
import { getParser } from './parser.js';

/** The serialisations a chunk can return: `xml` as `gecval parse` prints it, `json` one ucca-json/1 line, `cache` compact XML. */
export type ChunkFormat = 'xml' | 'json' | 'cache';

export interface ParseChunkTask {
  readonly lines: readonly string[];
  readonly ids: readonly string[];
  readonly tokenized: boolean;
  readonly model?: string;
  readonly format: ChunkFormat;
}

/** One sentence (a line) → its graph, exactly as `parse()` and `parseLinesCached` parse it. */
function parseLine(line: string, id: string, tokenized: boolean, model: string | undefined): UccaGraph {
  const parser = getParser(model);
  return tokenized
    ? parser.parseTokens(line.split(/[ \t]+/).filter((t) => t.length > 0), { id })
    : parser.parseText(line, { id, splitSentences: false })[0]!;
}

export function serialiseGraph(graph: UccaGraph, format: ChunkFormat): string {
  if (format === 'json') return `${JSON.stringify(toUccaJson(graph))}\n`;
  return writeUccaXml(graph, format === 'cache' ? { pretty: false } : {});
}

/** Worker entry: parses a chunk of lines and returns one serialised graph per line (one `progress` step each). */
export function parseChunk(task: ParseChunkTask, progress: Progress = silentProgress): string[] {
  return task.lines.map((line, i) => {
    const text = serialiseGraph(parseLine(line, task.ids[i]!, task.tokenized, task.model), task.format);
    progress.increment();
    return text;
  });
}

/** Splits `items` into about `4 × jobs` contiguous chunks, so that fast threads take more of them. */
export function chunksOf<T>(items: readonly T[], jobs: number): T[][] {
  const count = Math.max(1, Math.min(items.length, jobs * 4));
  const chunks: T[][] = [];
  for (let c = 0; c < count; c++) chunks.push(items.slice(Math.floor((c * items.length) / count), Math.floor(((c + 1) * items.length) / count)));
  return chunks.filter((chunk) => chunk.length > 0);
}

/**
 * Parses lines on `jobs` worker threads; returns one serialised graph per line, in line order. `progress` counts
 * sentences on one thread and chunks (about 4 per thread) on several.
 */
export async function parseSerialisedInWorkers(
  lines: readonly string[],
  opts: { ids: readonly string[]; tokenized: boolean; model?: string; format: ChunkFormat; jobs: number; progress?: Progress },
): Promise<string[]> {
  const progress = opts.progress ?? silentProgress;
  if (opts.jobs <= 1 || lines.length <= 1) {
    progress.start(lines.length, 'parsing sentences');
    const out = parseChunk({ lines, ids: opts.ids, tokenized: opts.tokenized, model: opts.model, format: opts.format }, progress);
    progress.stop();
    return out;
  }
  const indexes = chunksOf(
    lines.map((_, i) => i),
    opts.jobs,
  );
  const tasks: ParseChunkTask[] = indexes.map((chunk) => ({
    lines: chunk.map((i) => lines[i]!),
    ids: chunk.map((i) => opts.ids[i]!),
    tokenized: opts.tokenized,
    ...(opts.model === undefined ? {} : { model: opts.model }),
    format: opts.format,
  }));
  const results = await mapInWorkers<ParseChunkTask, string[]>({ module: 'ucca/parser/batch', fn: 'parseChunk' }, tasks, { threads: opts.jobs, progress, label: 'parsing (chunks)' });
  return results.flat();
}

/**
 * Writes a file so that concurrent writers (threads, shards on a cluster sharing a cache directory) never leave a
 * half-written file under the final name: a unique temporary name in the same directory, then an atomic rename.
 */
export function writeFileAtomic(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.${threadId}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/**
 * `autoUsim` on `jobs` threads, with the same result and the same counts as one thread: the cache is consulted here
 * in line order (sources, then hypotheses), each distinct missing sentence is parsed once, in workers, and written to
 * the cache as the single-threaded run would write it.
 */
export async function autoUsimParallel(sources: readonly string[], hypotheses: readonly string[], options: AutoUsimOptions & { jobs: number }): Promise<AutoUsimResult> {
  if (options.jobs <= 1) return autoUsim(sources, hypotheses, options);
  if (sources.length !== hypotheses.length) {
    throw new GecvalInputError(`source has ${sources.length} lines but the hypothesis has ${hypotheses.length}`);
  }
  const tokenized = options.tokenized ?? true;
  const lines = [...sources, ...hypotheses];
  // The ids parseLinesCached gives: the line number within its own file.
  const ids = lines.map((_, i) => String((i < sources.length ? i : i - sources.length) + 1));
  if (options.cacheDir) mkdirSync(options.cacheDir, { recursive: true });
  const graphs: Array<UccaGraph | undefined> = new Array(lines.length);
  /** Line index → index of the line whose parse it shares (the first line with its cache key), for cache hits made during the run. */
  const sharesWith = new Map<number, number>();
  const firstMissing = new Map<string, number>();
  const missing: number[] = [];
  const counts = { parsed: 0, reused: 0 };
  lines.forEach((line, i) => {
    const key = parseCacheKey(line, options);
    for (const dir of [options.parsesDir, options.cacheDir]) {
      if (!dir) continue;
      const path = join(dir, key);
      if (existsSync(path)) {
        counts.reused++;
        graphs[i] = readUccaXmlFile(path);
        return;
      }
    }
    const first = options.cacheDir ? firstMissing.get(key) : undefined;
    if (first !== undefined) {
      // One thread would find this in the cache, written by the earlier line.
      counts.reused++;
      sharesWith.set(i, first);
      return;
    }
    firstMissing.set(key, i);
    missing.push(i);
    counts.parsed++;
  });
  const parsed = await parseSerialisedInWorkers(
    missing.map((i) => lines[i]!),
    {
      ids: missing.map((i) => ids[i]!),
      tokenized,
      ...(options.model === undefined ? {} : { model: options.model }),
      format: 'cache',
      jobs: options.jobs,
      ...(options.progress === undefined ? {} : { progress: options.progress }),
    },
  );
  missing.forEach((i, n) => {
    const xml = parsed[n]!;
    if (options.cacheDir) writeFileAtomic(join(options.cacheDir, parseCacheKey(lines[i]!, options)), xml);
    graphs[i] = parseUccaXml(xml);
  });
  for (const [i, first] of sharesWith) graphs[i] = graphs[first];
  const sentences = sources.map((_, i) => usimCode(graphs[i]!, graphs[sources.length + i]!, { alignEnd: options.variant === 'code-aligned-end' }));
  const mean = sentences.length === 0 ? 0 : sentences.reduce((s, r) => s + r.usim, 0) / sentences.length;
  return { sentences, mean, ...counts, signature: textUsimSignature(options) };
}
