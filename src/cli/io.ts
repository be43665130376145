import { oneLineSafe } from '../core/errors.js';
import { parseBoundedNumber, type NumberBounds } from '../core/numbers.js';
import type { InputWarning } from '../metrics/metric.js';

/** One `gecval: warning: …` line on stderr: the one way commands warn (errors go through main's handler). */
export function printWarning(message: string): void {
  process.stderr.write(`gecval: warning: ${oneLineSafe(message)}\n`);
}

/** `gecval: warning: FILE:LINE: …` on stderr for each place an input was flagged, each place once (a batch of systems flags the same gold line for every system). */
export function printInputWarnings(warnings: Iterable<InputWarning>): void {
  const seen = new Set<string>();
  for (const w of warnings) {
    const message = `${w.file}:${w.line}: ${w.message}`;
    if (seen.has(message)) continue;
    seen.add(message);
    printWarning(message);
  }
}

/** Prints a value as JSON on stdout (one document, two-space indent, trailing newline). */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Prints one JSON document per line (for --verbose per-sentence streams). */
export function printJsonLine(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** Parses a numeric option, with an error that names the option (plain decimal only; see core/numbers.ts). */
export function parseNumberOption(name: string, raw: string, bounds: NumberBounds = {}): number {
  return parseBoundedNumber(`option ${name}`, raw, bounds);
}

/** Formats a score the way gecval prints numbers: 4 decimals unless asked otherwise. */
export function formatScore(value: number, digits = 4): string {
  return Number.isNaN(value) ? 'nan' : value.toFixed(digits);
}
