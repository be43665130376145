/**
 * Correctly rounded `log` and `exp` for parity with the original Python tools. CPython calls the C library,
 * whose log/exp (glibc ≥ 2.28) are correctly rounded in practice; V8's `Math.log`/`Math.exp` (an fdlibm port)
 * are within one ulp but not always the nearest double, which made 1 in 10 GLEU/BLEU sentence scores differ
 * in the last bit. These evaluate in double-double arithmetic (~100 bits) and round once.
 */
import { EXP_TABLE, LN2_STEP, LOG_TABLE_HIGH, LOG_TABLE_LOW } from './exact-math-tables.js';

export type DD = [hi: number, lo: number];

const LN2: DD = [0.6931471805599453, 2.3190468138462996e-17];
const SPLITTER = 134217729; // 2^27 + 1

function twoSum(a: number, b: number): DD {
  const s = a + b;
  const bb = s - a;
  return [s, a - (s - bb) + (b - bb)];
}

function quickTwoSum(a: number, b: number): DD {
  const s = a + b;
  return [s, b - (s - a)];
}

function twoProd(a: number, b: number): DD {
  const p = a * b;
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return [p, ah * bh - p + ah * bl + al * bh + al * bl];
}

function add(a: DD, b: DD): DD {
  const [s, e] = twoSum(a[0], b[0]);
  return quickTwoSum(s, e + a[1] + b[1]);
}

function mul(a: DD, b: DD): DD {
  const [p, e] = twoProd(a[0], b[0]);
  return quickTwoSum(p, e + a[0] * b[1] + a[1] * b[0]);
}

function div(a: DD, b: DD): DD {
  const q1 = a[0] / b[0];
  let r = add(a, mul(b, [-q1, 0]));
  const q2 = r[0] / b[0];
  r = add(r, mul(b, [-q2, 0]));
  const q3 = r[0] / b[0];
  return add(quickTwoSum(q1, q2), [q3, 0]);
}

/** 1/(2i+1) and 1/i as double-doubles, for the series (built on first use, with the tables below). */
let inverses: { readonly odd: readonly DD[]; readonly int: readonly DD[] } | undefined;
function inverse(): { readonly odd: readonly DD[]; readonly int: readonly DD[] } {
  return (inverses ??= {
    odd: Array.from({ length: 40 }, (_, i) => div([1, 0], [2 * i + 1, 0])),
    int: Array.from({ length: 40 }, (_, i) => (i === 0 ? [1, 0] : div([1, 0], [i, 0]))),
  });
}

/** 2·atanh(s) for small |s| in double-double (the odd series, terms until they vanish). */
function twiceAtanh(s: DD): DD {
  const INV_ODD = inverse().odd;
  const s2 = mul(s, s);
  let term = s;
  let total = s;
  for (let i = 1; Math.abs(term[0]) > 1e-36 * Math.abs(total[0]); i++) {
    term = mul(term, s2);
    total = add(total, mul(term, INV_ODD[i]!));
  }
  return mul(total, [2, 0]);
}

/** log of m in [1/√2, √2) as a double-double, from the atanh series directly (only used to build the table). */
function logMantissaSlow(m: number): DD {
  return twiceAtanh(div([m - 1, 0], twoSum(m, 1)));
}

// log(1 + j/64) for the table reduction: m = c·(m/c) with c the nearest 1 + j/64 leaves |s| ≤ 1/256;
// 2^(j/64) = e^(j·ln2/64) for exp, so e^x = 2^k · 2^(j/64) · e^r with |r| ≤ ln2/128.
const TABLE_STEP = 64;
// The tables (log(1 + j/64), log(1/2 + j/64), 2^(j/64), ln2/64 as double-doubles) are literals in
// exact-math-tables.ts, written by `buildExactMathTables` below (scripts/exact-math-tables.ts; a test checks they
// are equal bit for bit): building them takes ≈ 100 slow series evaluations, ≈ 8 ms of cold code in every process
// that takes a logarithm (every BLEU, iBLEU and GLEU run).

/** Natural logarithm, correctly rounded (up to double-double hard cases, ~1 in 10^13). */
export function log(x: number): number {
  if (!(x > 0) || !Number.isFinite(x) || x < 2.2250738585072014e-308) return Math.log(x);
  if (x === 1) return 0;
  // x = m·2^k with m in [1/√2, √2); both steps are exact.
  let k = Math.floor(Math.log2(x));
  let m = x / 2 ** k;
  if (m >= 2) {
    m /= 2;
    k++;
  } else if (m < 1) {
    m *= 2;
    k--;
  }
  if (m > Math.SQRT2) {
    m /= 2;
    k++;
  }
  // log m = log c + 2·atanh((m−c)/(m+c)); m − c is exact (Sterbenz), |s| ≤ 1/256.
  let c: number;
  let logC: DD;
  if (m >= 1) {
    const j = Math.round((m - 1) * TABLE_STEP);
    c = 1 + j / TABLE_STEP;
    logC = LOG_TABLE_HIGH[j]!;
  } else {
    const j = Math.round((m - 0.5) * TABLE_STEP);
    c = 0.5 + j / TABLE_STEP;
    logC = LOG_TABLE_LOW[j]!;
  }
  const s = div([m - c, 0], twoSum(m, c));
  const result = add(add(logC, twiceAtanh(s)), mul(LN2, [k, 0]));
  return result[0] + result[1];
}

/** e^r for |r| ≤ ~0.006 as a double-double (Taylor series). */
function expSmall(r: DD): DD {
  const INV_INT = inverse().int;
  let term: DD = [1, 0];
  let total: DD = [1, 0];
  for (let i = 1; i < 40 && Math.abs(term[0]) > 1e-36; i++) {
    term = mul(mul(term, r), INV_INT[i]!);
    total = add(total, term);
  }
  return total;
}

/** e^x for |x| ≤ ln2 by argument halving, used only to build the table. */
function expSlow(x: DD): DD {
  let total = expSmall([x[0] / 1024, x[1] / 1024]);
  for (let i = 0; i < 10; i++) total = mul(total, total);
  return total;
}

/** The tables exact-math-tables.ts holds, computed from the series (for the script that writes that file and the test). */
export function buildExactMathTables(): { logHigh: DD[]; logLow: DD[]; exp: DD[]; ln2Step: DD } {
  return {
    logHigh: Array.from({ length: TABLE_STEP + 1 }, (_, j) => (j === 0 ? [0, 0] : logMantissaSlow(1 + j / TABLE_STEP))),
    logLow: Array.from({ length: TABLE_STEP / 2 + 1 }, (_, j) => logMantissaSlow(0.5 + j / TABLE_STEP)),
    exp: Array.from({ length: TABLE_STEP }, (_, j) => expSlow(mul(LN2, div([j, 0], [TABLE_STEP, 0])))),
    ln2Step: div(LN2, [TABLE_STEP, 0]),
  };
}

/** e^x as a double-double m·2^k (`x` finite, within the double range), rounded by the callers. */
function expParts(x: number): { mantissa: DD; k: number } {
  const n = Math.round(x / LN2_STEP[0]);
  const r = add([x, 0], mul(LN2_STEP, [-n, 0]));
  const j = ((n % TABLE_STEP) + TABLE_STEP) % TABLE_STEP;
  return { mantissa: mul(EXP_TABLE[j]!, expSmall(r)), k: (n - j) / TABLE_STEP };
}

/** e^x, correctly rounded (up to double-double hard cases). */
export function exp(x: number): number {
  if (x === 0) return 1;
  if (!Number.isFinite(x) || x > 709.7 || x < -708) return Math.exp(x);
  const { mantissa, k } = expParts(x);
  const scale = 2 ** k;
  return mantissa[0] * scale + mantissa[1] * scale;
}

/**
 * e^x − 1 without cancellation, correctly rounded in practice: the double-double e^x minus 1 keeps ~100 − log2(1/|x|)
 * bits, plenty down to |x| = 2^−40; below that the series x + x²/2 (+ x³/6) is exact to the last bit. Math.expm1, like
 * Math.exp, differs in the last bit between V8 versions (Node's and a browser's), so a measure that must give the
 * same bytes in both uses this.
 */
export function expm1(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return Math.expm1(x);
  if (x > 709.7) return Math.exp(x);
  if (x < -40) return -1 + exp(x); // e^x < 2^-57: −1 + e^x rounds correctly
  if (Math.abs(x) < 2 ** -40) return x + (x * x) / 2 + (x * x * x) / 6;
  const { mantissa, k } = expParts(x);
  const scale = 2 ** k;
  const shifted = add([mantissa[0] * scale, mantissa[1] * scale], [-1, 0]);
  return shifted[0] + shifted[1];
}

/**
 * ln(1 + x) without cancellation, from the correctly rounded `log` by Goldberg's correction (u = 1 + x rounded, then
 * log(u)·x/(u − 1)): within a few ulps of the true value and, built only from `log` and IEEE operations, the same
 * bits in every engine (Math.log1p, like Math.log, differs in the last bit between Node's V8 and a browser's).
 */
export function log1p(x: number): number {
  if (!(x > -1) || !Number.isFinite(x)) return Math.log1p(x); // −1, below −1, NaN, +∞: the same in every engine
  const u = 1 + x;
  if (u === 1) return x;
  return (log(u) * x) / (u - 1);
}
