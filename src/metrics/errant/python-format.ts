/**
 * The few Python 3 behaviours ERRANT's compare_m2.py output depends on, so that gecval's text output is
 * byte-identical: `round(x, 4)` (half-to-even on the exact binary value), `str(float)` / `repr` (shortest
 * round-trip digits, `1.0` for integral values, exponent form below 1e-4 and from 1e16), `repr(str)` and the
 * string padding of `str.ljust` / `format` (widths count code points, not UTF-16 units).
 */
import { pythonFixed } from '../m2/python-text.js';

/** Python's `round(value, digits)` for a float. */
export function pythonRound(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** digits;
  const scaled = value * scale;
  // Far from a half, rounding the scaled value decides, and k / 10^digits (one correctly rounded division) is the
  // double nearest the decimal result, as Python returns it. Near a half, decide on the exact binary value.
  if (digits <= 15 && Math.abs(scaled) < 2 ** 52 && Math.abs(Math.abs(scaled % 1) - 0.5) > 1e-6) return Math.round(scaled) / scale;
  return Number(pythonFixed(value, digits));
}

/** Python's `repr(float)` (= `str(float)` in Python 3). */
export function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const exponential = value.toExponential(); // shortest round-trip digits, e.g. "1.5e-7"
  const [mantissa, exponentText] = exponential.split('e') as [string, string];
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 16) {
    const sign = exponent < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  const plain = String(value); // positional for 1e-7 < |x| < 1e21
  return plain.includes('.') ? plain : `${plain}.0`;
}

const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

/** Python's `repr(str)`: single quotes unless the text has a single quote and no double quote. */
export function pythonStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch !== ' ' && NON_PRINTABLE.test(ch)) {
      if (code < 0x100) out += `\\x${code.toString(16).padStart(2, '0')}`;
      else if (code < 0x10000) out += `\\u${code.toString(16).padStart(4, '0')}`;
      else out += `\\U${code.toString(16).padStart(8, '0')}`;
    } else out += ch;
  }
  return out + quote;
}

/** Length in code points, as Python counts `len(str)`. */
export function pythonLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** `text.ljust(width)`. */
export function pythonLjust(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - pythonLength(text)));
}

/** `'{:>width}'.format(text)`. */
export function pythonRjust(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - pythonLength(text))) + text;
}

/** `'{:<fill>^width}'.format(text)`: the left side gets the smaller half of the padding. */
export function pythonCenter(text: string, width: number, fill: string): string {
  const pad = Math.max(0, width - pythonLength(text));
  const left = Math.floor(pad / 2);
  return fill.repeat(left) + text + fill.repeat(pad - left);
}

/** Python's ordering of two strings (by code point; JavaScript's `<` compares UTF-16 units). */
export function pythonStrCompare(a: string, b: string): number {
  if (a === b) return 0;
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** Python 3 `int(text)` for the decimal forms M2 files use; undefined when Python would raise ValueError. */
export function pythonInt(text: string): number | undefined {
  const match = /^[\s]*([+-]?\d+(?:_\d+)*)[\s]*$/u.exec(text);
  return match ? Number(match[1]!.replace(/_/g, '')) : undefined;
}
