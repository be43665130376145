import { readFileSync, readSync, statSync, type Stats } from 'node:fs';
import { GecvalInputError } from '../core/errors.js';
import { noteInput } from '../core/write.js';

/**
 * Limits on what one input may hold. A file is read whole, so a device or a runaway file (`/dev/zero`, a 3 GB log
 * given by mistake) would be read until memory runs out: above MAX_INPUT_BYTES it is refused before reading. A line
 * of plain text (one sentence) above MAX_LINE_CHARS is not a sentence any metric can align; it is refused with its
 * line number instead of running for minutes.
 */
export const MAX_INPUT_BYTES = 256 * 1024 * 1024;
export const MAX_LINE_CHARS = 1_000_000;

const MIB = 1024 * 1024;

function tooLarge(bytes: number): string {
  return `input is larger than ${MAX_INPUT_BYTES / MIB} MiB (gecval's limit for one file, read whole${bytes > 0 ? `; this one has ${Math.ceil(bytes / MIB)} MiB` : ''}); split it into smaller files`;
}

/** What a path is when it is not a regular file, for the error that refuses it. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Refuses a path that is not a regular file, before opening it: opening a FIFO blocks until a writer comes, and
 * a device (`/dev/zero`, `/dev/urandom`) never ends. Symlinks are followed (a link to a file is a file).
 */
function checkRegularFile(file: string, stats: Stats): void {
  if (stats.isFile()) return;
  const stream = stats.isDirectory() ? '' : "; save the stream to a file first (only gecval parse reads standard input, as '-')";
  throw new GecvalInputError(`is ${kindOf(stats)}, expected a regular file${stream}`, { file });
}

/**
 * For readers of binary inputs (parser models, embeddings): refuses a path that exists but is not a regular file,
 * before it is opened. A missing path is left to the caller's own error.
 */
export function assertRegularFile(file: string): void {
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch {
    return;
  }
  checkRegularFile(file, stats);
}

/**
 * Reads all of standard input, at most MAX_INPUT_BYTES (`gecval parse -` < /dev/zero stops with an error instead
 * of filling memory). A non-blocking pipe answers EAGAIN while its writer is slow; the read waits and retries.
 */
export function readStdinBytes(file = '<stdin>'): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.allocUnsafe(1024 * 1024);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    let n: number;
    try {
      n = readSync(0, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 5);
        continue;
      }
      if (code === 'EOF') break;
      throw new GecvalInputError(`cannot read standard input (${code ?? String(error)})`, { file });
    }
    if (n === 0) break;
    total += n;
    if (total > MAX_INPUT_BYTES) throw new GecvalInputError(tooLarge(0), { file });
    chunks.push(Buffer.from(chunk.subarray(0, n)));
  }
  return Buffer.concat(chunks, total);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes UTF-8 strictly; on invalid bytes, the error names the line they are on. */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return failOnInvalidLine(bytes, file);
  }
  rejectNul(text, file);
  return text;
}

/**
 * A NUL byte is never part of a sentence or an annotation; it means a binary file, a UTF-16 file or a truncated
 * write. Reading it as a character would score garbage silently, so it is an input error at its line.
 */
function rejectNul(text: string, file: string): void {
  const at = text.indexOf('\u0000');
  if (at < 0) return;
  let line = 1;
  for (let i = 0; i < at; i++) if (text.charCodeAt(i) === 10) line++;
  throw new GecvalInputError('contains a NUL byte (binary or UTF-16 data?); expected UTF-8 text', { file, line });
}

function failOnInvalidLine(bytes: Uint8Array, file: string): never {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        strictUtf8.decode(bytes.subarray(start, i));
      } catch {
        throw new GecvalInputError('invalid UTF-8 (the file must be UTF-8 encoded text)', { file, line });
      }
      line++;
      start = i + 1;
    }
  }
  throw new GecvalInputError('invalid UTF-8 (the file must be UTF-8 encoded text)', { file });
}

/**
 * Texts that stand in for files while `withMemoryFiles` runs: `gecval serve` hands a command's library calls the
 * sentences a request carries under file names, and they read them here exactly as they would read the files
 * (the same decoding and checks), without a round trip through the disk.
 */
let memoryFiles: ReadonlyMap<string, Uint8Array> | undefined;

/** Runs `fn` with `files` (path → UTF-8 bytes) readable by readTextFile; one set at a time (not re-entrant). */
export async function withMemoryFiles<T>(files: ReadonlyMap<string, Uint8Array>, fn: () => Promise<T> | T): Promise<T> {
  if (memoryFiles !== undefined) throw new Error('withMemoryFiles: already in use');
  memoryFiles = files;
  try {
    return await fn();
  } finally {
    memoryFiles = undefined;
  }
}

/**
 * Texts read ahead of their reader: a command that looks at an input before scoring it (the tokenisation warning,
 * the gold's source sentences for --tokenize) reads it with `keep`, and the scorer's own read of the same file
 * (same path, size, modification time and inode) takes the decoded text instead of reading and decoding it again.
 * Each kept text serves one read; `forgetKeptTexts` drops what no reader took.
 */
const kept = new Map<string, { readonly size: number; readonly mtimeMs: number; readonly ino: number; readonly text: string }>();

/** Keeps `text`, just written to `file`, for the next read of it (the raw-text step's prepared hypotheses). */
export function keepWrittenText(file: string, text: string): void {
  const stats = statSync(file);
  kept.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino, text });
}

/** Drops the kept texts no reader took, and the held lines. */
export function forgetKeptTexts(): void {
  kept.clear();
  held.clear();
}

/**
 * Lines that stand in for a file this process has not written: the raw-text step's prepared hypotheses, when the
 * scorer reads them in this thread (src/cli/raw-text.ts). A read of the path gives what reading the file written
 * from them would give — the lines joined by newlines with a final one — without writing, reading, decoding and
 * splitting it; `readLines` gives (a copy of) the lines themselves. `holdLines` holds only lines for which that is
 * exact, and says whether it did: no line holds a newline or a NUL or ends with a CR, none has a lone surrogate
 * (UTF-8 would write it as U+FFFD), the first does not start with a byte-order mark (decoding drops it), and the
 * file would be within MAX_INPUT_BYTES. Held until `forgetKeptTexts`.
 */
const held = new Map<string, readonly string[]>();

/** What a held line may not hold (see `held`): a newline, a NUL, a lone surrogate, or a CR at its end. */
const NOT_HELD = /[\n\u0000\uD800-\uDFFF]|\r$/u;

/** Holds `lines` for reads of `file` when the round trip through a file would give them back exactly (see `held`). */
export function holdLines(file: string, lines: readonly string[]): boolean {
  let chars = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (NOT_HELD.test(line)) return false;
    chars += line.length + 1;
  }
  // at most 3 UTF-8 bytes per UTF-16 unit
  if (3 * chars > MAX_INPUT_BYTES || (lines.length > 0 && lines[0]!.startsWith('\uFEFF'))) return false;
  held.set(file, lines);
  return true;
}

/**
 * Whether reads of `file` take held lines (`holdLines`): the raw-text step's prepared hypotheses, whose lines are the
 * source's own line for every sentence left unchanged (a scorer may compare before splitting: M², scoreAnnotators).
 */
export function readsHeldLines(file: string): boolean {
  return memoryFiles?.has(file) !== true && held.has(file);
}

/** `options.keep`: keep the text for the next read of the same unchanged file (see `kept`). */
export function readTextFile(file: string, options: { readonly keep?: boolean } = {}): string {
  const inMemory = memoryFiles?.get(file);
  if (inMemory !== undefined) return decodeUtf8(inMemory, file);
  const lines = held.get(file);
  if (lines !== undefined) return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
  let bytes: Buffer;
  let stats: Stats;
  try {
    stats = statSync(file);
    checkRegularFile(file, stats);
    const ahead = kept.get(file);
    if (ahead !== undefined) {
      kept.delete(file);
      if (ahead.size === stats.size && ahead.mtimeMs === stats.mtimeMs && ahead.ino === stats.ino) return ahead.text;
    }
    if (stats.size > MAX_INPUT_BYTES) throw new GecvalInputError(tooLarge(stats.size), { file });
    bytes = readFileSync(file);
    noteInput(file, stats);
    // A file that grew between the stat and the read (a log being written) is held to the same limit.
    if (bytes.length > MAX_INPUT_BYTES) throw new GecvalInputError(tooLarge(bytes.length), { file });
  } catch (error) {
    if (error instanceof GecvalInputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    // Only `gecval parse` reads standard input ('-'), before it gets here; elsewhere '-' is a file name.
    const why = code === 'ENOENT' ? (file === '-' ? "no such file ('-' means standard input only to gecval parse; give a file path)" : 'no such file') : code === 'EISDIR' ? 'is a directory, expected a file' : `cannot read (${code ?? String(error)})`;
    throw new GecvalInputError(why, { file });
  }
  const text = decodeUtf8(bytes, file);
  if (options.keep) kept.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino, text });
  return text;
}

/**
 * Splits text into lines. A final newline ends the last line rather than starting an empty one;
 * CR before LF is dropped so files written on Windows read the same.
 */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

/** The lines of a text file (one sentence each); a line longer than MAX_LINE_CHARS is refused at its number. `keep`: as readTextFile. */
export function readLines(file: string, options: { readonly keep?: boolean } = {}): string[] {
  const inMemory = memoryFiles?.has(file) === true ? undefined : held.get(file);
  const lines = inMemory !== undefined ? inMemory.slice() : splitLines(readTextFile(file, options));
  checkLineLengths(lines, file);
  return lines;
}

/** Refuses the first line longer than MAX_LINE_CHARS (`first` is the number of lines[0]). */
export function checkLineLengths(lines: readonly string[], file: string, first = 1): void {
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.length > MAX_LINE_CHARS) {
      throw new GecvalInputError(`line of ${lines[i]!.length} characters is longer than gecval's limit of ${MAX_LINE_CHARS} for one sentence; split it into sentences, one a line`, { file, line: first + i });
    }
  }
}
