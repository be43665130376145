import { GecvalInputError } from '../core/errors.js';
import { readTextFile } from './text-file.js';

/**
 * Deepest nesting of arrays and objects gecval reads. V8 parses any depth, but every later walk of the value (a
 * copy, `JSON.stringify`, a schema check) recurses per level and overflows the stack past a few thousand; no
 * gecval input (configs, UCCA JSON, requests) nests more than a handful deep.
 */
export const MAX_JSON_DEPTH = 1000;

/** Refuses JSON text nesting deeper than MAX_JSON_DEPTH, at the line where the limit is passed (`first`: line of text's start). */
export function checkJsonDepth(text: string, file?: string, first = 1): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > MAX_JSON_DEPTH) {
        let line = first;
        for (let j = 0; j < i; j++) if (text.charCodeAt(j) === 10) line++;
        throw new GecvalInputError(`JSON nests more than ${MAX_JSON_DEPTH} arrays or objects deep (gecval's limit); flatten or split the input`, file === undefined ? {} : { file, line });
      }
    } else if (c === 93 || c === 125) depth--;
  }
}

/**
 * Parses JSON the way gecval reads every other text input: a UTF-8 byte-order mark is accepted (editors on Windows
 * write one), and a syntax error names the file, line and column instead of V8's character offset.
 */
export function parseJsonText(text: string, file?: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  checkJsonDepth(body, file);
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
