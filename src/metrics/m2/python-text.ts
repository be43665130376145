/**
 * The official scorer is Python 2 and splits `unicode` text with `str.split()` / `str.strip()`. Its notion of
 * whitespace differs from JavaScript's `\s` (it includes U+001C..U+001F, U+0085 and U+180E, and excludes
 * U+FEFF), and token boundaries decide edit offsets, so gecval uses the same set here.
 */
import { emptyList } from '../../core/arrays.js';

const PY2_WHITESPACE = '\\t\\n\\v\\f\\r\\u001c-\\u001f \\u0085\\u00a0\\u1680\\u180e\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const RUN = new RegExp(`[${PY2_WHITESPACE}]+`, 'u');
const EDGES = new RegExp(`^[${PY2_WHITESPACE}]+|[${PY2_WHITESPACE}]+$`, 'gu');

function isPythonSpace(code: number): boolean {
  return code <= 0x20 ? (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x20)
    : code === 0x85 || code === 0xa0 || code === 0x1680 || code === 0x180e || (code >= 0x2000 && code <= 0x200a)
      || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000;
}

/** Python 2 `unicode.split()`: tokens separated by runs of whitespace, none empty. */
export function pythonSplit(text: string): string[] {
  const trimmed = pythonStrip(text);
  // the empty list with a filled list's class (core/arrays.ts): the scorer's compiled code sees both
  return trimmed === '' ? emptyList() : trimmed.split(RUN);
}

/** Python 2 `unicode.strip()`. */
export function pythonStrip(text: string): string {
  if (text === '' || (!isPythonSpace(text.charCodeAt(0)) && !isPythonSpace(text.charCodeAt(text.length - 1)))) return text;
  return text.replace(EDGES, '');
}

/**
 * Python's `'%.Nf' % x`: the exact binary value rounded half-to-even, where JavaScript's `toFixed` rounds
 * exact halves up (`(0.03125).toFixed(4)` is `0.0313`, Python prints `0.0312`).
 */
export function pythonFixed(value: number, digits: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'nan' : value > 0 ? 'inf' : '-inf';
  const plain = value.toFixed(digits);
  const exact = Math.abs(value).toFixed(Math.min(100, digits + 60));
  const tail = exact.slice(exact.indexOf('.') + 1 + digits);
  if (!/^50*$/.test(tail)) return plain;
  // An exact tie: toFixed rounded away from zero; Python keeps the even last digit.
  const truncated = exact.slice(0, exact.indexOf('.') + 1 + digits).replace(/\.$/, '');
  const lastDigit = Number(truncated[truncated.length - 1]);
  if (lastDigit % 2 === 0) return (value < 0 ? '-' : '') + truncated;
  return plain;
}
