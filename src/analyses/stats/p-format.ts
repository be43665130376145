/**
 * How a p-value is written: what is known, never a made-up bound. A p that underflows a double (below ~1e-308) is
 * written from its base-10 logarithm ("3.2e-412"); a p that is exactly 0 under its model (|r| = 1 in the t test)
 * is written "0"; NaN is left to the caller.
 */

/** p in scientific notation from its log10 when the double underflowed; `digits` significant digits after the first. */
function fromLog10(log10: number, digits: number): string {
  let exponent = Math.floor(log10);
  let mantissa = 10 ** (log10 - exponent);
  if (Number(mantissa.toFixed(digits)) >= 10) {
    mantissa /= 10;
    exponent += 1;
  }
  return `${mantissa.toFixed(digits)}e${exponent}`;
}

/** Display form: 4 decimals from 0.001 up, two significant digits below, from log10 below the doubles. */
export function formatPValue(p: number, log10?: number): string {
  if (Number.isNaN(p)) return 'nan';
  if (p >= 0.001) return p.toFixed(4);
  if (p >= 1e-300) return p.toExponential(1);
  if (log10 !== undefined && Number.isFinite(log10)) return fromLog10(log10, 1);
  return p === 0 ? '0' : p.toExponential(1);
}

/** CSV/JSON-text form: the double at full precision, or, where it underflowed, the value from log10 (5 significant digits). */
export function csvPValue(p: number, log10?: number): string {
  if (Number.isNaN(p)) return 'nan';
  if (p >= 1e-300 || log10 === undefined || !Number.isFinite(log10)) return String(p);
  return fromLog10(log10, 4);
}
