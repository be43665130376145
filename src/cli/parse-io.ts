/** `gecval parse` input and output: reading plain lines or `id<TAB>sentence` TSV, writing the parses as UCCA XML or JSON. */
import { GecvalInputError } from '../core/errors.js';
import { MAX_THREADS, parseBoundedNumber } from '../core/numbers.js';
import { decodeUtf8, readStdinBytes, readTextFile } from '../formats/text-file.js';
import { OutputFolder } from '../report/write/files.js';

export interface ParseItem {
  id: string;
  text: string;
}

const SAFE_ID = /^[A-Za-z0-9._-]+$/;

/**
 * The longest sentence `gecval parse` takes, in whitespace-separated tokens and in characters. The parser's time
 * grows faster than the sentence (a 20,000-token line ran for minutes), and no real sentence comes near these.
 */
export const MAX_PARSE_TOKENS = 1000;
export const MAX_PARSE_CHARS = 20_000;

function checkParseLine(text: string, file: string, line: number): void {
  if (text.length > MAX_PARSE_CHARS) {
    throw new GecvalInputError(`sentence of ${text.length} characters is longer than gecval parse's limit of ${MAX_PARSE_CHARS}; split it into sentences, one a line`, { file, line });
  }
  const tokens = text.split(/\s+/u).filter((t) => t !== '').length;
  if (tokens > MAX_PARSE_TOKENS) {
    throw new GecvalInputError(`sentence of ${tokens} tokens is longer than gecval parse's limit of ${MAX_PARSE_TOKENS} tokens (its time grows faster than the sentence); split it into sentences, one a line`, { file, line });
  }
}

export function readParseInput(path: string | undefined, opts: { tsv: boolean }): ParseItem[] {
  const file = path === undefined || path === '-' ? '<stdin>' : path;
  const text = file === '<stdin>' ? decodeUtf8(readStdinBytes(file), file) : readTextFile(file);
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const items: ParseItem[] = [];
  const seen = new Set<string>();
  lines.forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    checkParseLine(opts.tsv ? line.slice(line.indexOf('\t') + 1) : line, file, i + 1);
    if (!opts.tsv) {
      items.push({ id: String(i + 1), text: line });
      return;
    }
    const tab = line.indexOf('\t');
    if (tab < 0) throw new GecvalInputError('expected `id<TAB>sentence`', { file, line: i + 1 });
    const id = line.slice(0, tab);
    if (!SAFE_ID.test(id)) throw new GecvalInputError(`id '${id}' must be letters, digits, '.', '_' or '-' (it names a file)`, { file, line: i + 1 });
    if (seen.has(id)) throw new GecvalInputError(`duplicate id '${id}'`, { file, line: i + 1 });
    seen.add(id);
    items.push({ id, text: line.slice(tab + 1) });
  });
  return items;
}

/**
 * Writes serialised parses (one per id): a file `<id>.<format>` each under `out`, or all to stdout in order. The
 * folder is written all or nothing (every file staged, then renamed), through the one writer's folder rules.
 */
export function writeParses(ids: readonly string[], texts: readonly string[], opts: { out?: string; format: 'xml' | 'json' }): void {
  if (opts.out) {
    const folder = new OutputFolder(opts.out, '--out', { staged: true });
    try {
      ids.forEach((id, i) => folder.write(`${id}.${opts.format}`, texts[i]!));
      folder.commit();
    } catch (error) {
      folder.abort();
      throw error;
    }
    return;
  }
  process.stdout.write(texts.join(''));
}

/** `--shard K/N`: the K-th (1-based) of N contiguous slices of the input lines. */
export interface Shard {
  index: number;
  count: number;
}

/** More shards than this would be empty slices of any input gecval accepts. */
export const MAX_SHARDS = 1_000_000;

export function parseShardOption(raw: string | undefined): Shard | undefined {
  if (raw === undefined) return undefined;
  // At most 7 digits each: more shards than a million would be slices of nothing, and long digit strings would round.
  const match = /^(\d{1,7})\/(\d{1,7})$/.exec(raw.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || count < 1 || index < 1 || index > count || count > MAX_SHARDS) throw new GecvalInputError(`--shard expects K/N with 1 <= K <= N <= ${MAX_SHARDS} (e.g. 2/8), got '${raw}'`);
  return { index, count };
}

/**
 * Line range [start, end) of a shard: slice K of N has lines floor((K-1)·L/N) … floor(K·L/N), so the slices of
 * 1/N … N/N are contiguous, cover every line once, and differ in size by at most one.
 */
export function shardRange(lines: number, shard: Shard | undefined): [number, number] {
  if (!shard) return [0, lines];
  return [Math.floor(((shard.index - 1) * lines) / shard.count), Math.floor((shard.index * lines) / shard.count)];
}

export function shardSlice<T>(items: readonly T[], shard: Shard | undefined): T[] {
  const [start, end] = shardRange(items.length, shard);
  return items.slice(start, end);
}
