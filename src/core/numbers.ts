import { GecvalInputError } from './errors.js';

/**
 * The one strict reader of numbers typed by a user (command-line options, `-O key=value`, config values). Only
 * plain decimal is a number: `0x2`, `0b1`, `0o7`, `Infinity`, `1_000` and blanks are refused, so `--jobs 0x2`
 * is an error rather than 2. Integers must be exact (at most 2^53 − 1: beyond that a double silently rounds to a
 * neighbour, a different seed than the one asked for) and every bound is checked here.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/u;

export interface NumberBounds {
  readonly integer?: boolean;
  readonly min?: number;
  readonly max?: number;
}

/** Reads `raw` as a decimal number within `bounds`; `what` names the option in the error ("option --jobs"). */
export function parseBoundedNumber(what: string, raw: string, { integer = false, min, max }: NumberBounds = {}): number {
  const value = DECIMAL.test(raw) ? Number(raw) : Number.NaN;
  // `--jobs 0` is refused as "a positive integer" like `--jobs two`: the bound is part of what is expected.
  const positive = integer && min === 1;
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || (positive && value < 1)) {
    const hint = !DECIMAL.test(raw) && Number.isFinite(Number(raw)) && raw.trim() !== '' ? ' (numbers are read in plain decimal only)' : '';
    throw new GecvalInputError(`${what} expects ${positive ? 'a positive integer' : integer ? 'an integer' : 'a number'}, got '${raw}'${hint}`);
  }
  if (integer && !Number.isSafeInteger(value)) throw new GecvalInputError(`${what} expects an integer of at most 15 digits, got '${raw}'`);
  if (min !== undefined && value < min) throw new GecvalInputError(`${what} must be >= ${min}, got ${value}`);
  if (max !== undefined && value > max) throw new GecvalInputError(`${what} must be <= ${max}, got ${value}`);
  return value;
}

/** Worker threads (`--jobs`, `--threads`): more than any machine gecval runs on has cores. */
export const MAX_THREADS = 256;
