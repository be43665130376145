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
  /** What the option takes, for an error below `min` too (`--jobs expects a positive integer, got '0'`). */
  readonly expects?: string;
}

/** Reads `raw` as a decimal number within `bounds`; `what` names the option in the error ("option --jobs"). */
export function parseBoundedNumber(what: string, raw: string, { integer = false, min, max, expects }: NumberBounds = {}): number {
  const value = DECIMAL.test(raw) ? Number(raw) : Number.NaN;
  const belowMin = expects !== undefined && min !== undefined && value < min;
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || belowMin) {
    const hint = !DECIMAL.test(raw) && Number.isFinite(Number(raw)) && raw.trim() !== '' ? ' (numbers are read in plain decimal only)' : '';
    throw new GecvalInputError(`${what} expects ${expects ?? (integer ? 'an integer' : 'a number')}, got '${raw}'${hint}`);
  }
  if (integer && !Number.isSafeInteger(value)) throw new GecvalInputError(`${what} expects an integer of at most 15 digits, got '${raw}'`);
  if (min !== undefined && value < min) throw new GecvalInputError(`${what} must be >= ${min}, got ${value}`);
  if (max !== undefined && value > max) throw new GecvalInputError(`${what} must be <= ${max}, got ${value}`);
  return value;
}

/** Worker threads (`--jobs`, `--threads`): more than any machine gecval runs on has cores. */
export const MAX_THREADS = 256;
