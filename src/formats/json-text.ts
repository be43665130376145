import { GecvalInputError } from '../core/errors.js';
import { readTextFile } from './text-file.js';

/**
 * Parses JSON the way gecval reads every other text input: a UTF-8 byte-order mark is accepted (editors on Windows
 * write one), and a syntax error names the file, line and column instead of V8's character offset.
 */
export function parseJsonText(text: string, file?: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(body);
  } catch (error) {
    // V8 quotes the text around the error, raw: a binary file puts control characters and newlines into the
    // message. The error is one line, so the quote is dropped (line and column say where).
    const message = (error as Error).message
      .replace(/\s*(?:in JSON )?at position \d+.*$/su, '')
      .replace(/\s*\(line \d+ column \d+\)$/u, '')
      .replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/su, '')
      .replace(/[\u0000-\u001f\u007f-\u009f\ufffd]+/gu, ' ');
    const position = /position (\d+)/u.exec((error as Error).message);
    const offset = position !== null ? Number(position[1]) : /^Unexpected end of JSON/u.test((error as Error).message) ? body.length : errorOffset(body);
    const { line, column } = lineAndColumn(body, offset);
    throw new GecvalInputError(`invalid JSON at line ${line}, column ${column}: ${message}`, file === undefined ? {} : { file, line });
  }
}

/**
 * Where JSON text stops being valid, for the V8 messages that give no position (`Unexpected token 'x', "..." is
 * not valid JSON`): the longest prefix that is still the start of some JSON document ends there. Prefixes are
 * monotone (once a bad character is in, every longer prefix is bad), so a binary search finds it in log₂(length)
 * parses, on the error path only.
 */
function errorOffset(body: string): number {
  const viable = (end: number): boolean => {
    try {
      JSON.parse(body.slice(0, end));
      return true;
    } catch (error) {
      // A prefix cut inside a valid document fails at its very end: "Unexpected end of JSON input", or an
      // "Expected ..." message whose position is the prefix's length.
      const message = (error as Error).message;
      const at = /position (\d+)/u.exec(message);
      return /^Unexpected end of JSON/u.test(message) || (at !== null && Number(at[1]) >= end);
    }
  };
  let good = 0;
  let bad = body.length;
  while (bad - good > 1) {
    const mid = Math.floor((good + bad) / 2);
    if (viable(mid)) good = mid;
    else bad = mid;
  }
  return good;
}

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** Reads and parses a JSON file (strict UTF-8, BOM allowed). */
export function readJsonFile(file: string): unknown {
  return parseJsonText(readTextFile(file), file);
}
