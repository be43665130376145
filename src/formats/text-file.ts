import { readFileSync } from 'node:fs';
import { GecvalInputError } from '../core/errors.js';

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

export function readTextFile(file: string): string {
  const inMemory = memoryFiles?.get(file);
  if (inMemory !== undefined) return decodeUtf8(inMemory, file);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Only `gecval parse` reads standard input ('-'), before it gets here; elsewhere '-' is a file name.
    const why = code === 'ENOENT' ? (file === '-' ? "no such file ('-' means standard input only to gecval parse; give a file path)" : 'no such file') : code === 'EISDIR' ? 'is a directory, expected a file' : `cannot read (${code ?? String(error)})`;
    throw new GecvalInputError(why, { file });
  }
  return decodeUtf8(bytes, file);
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

export function readLines(file: string): string[] {
  return splitLines(readTextFile(file));
}
