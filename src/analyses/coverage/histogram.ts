/**
 * Fingerprint files (one non-negative integer per line, line k = number of classes seen k times) and UnseenEst
 * histogram files (`frequency<TAB># of variants` header, then `x<TAB>h` rows), plus the distribution summary
 * table of docs/conservatism.md#distribution-summary.
 */
import { GecvalInputError } from '../../core/errors.js';
import { readLines } from '../../formats/text-file.js';

/** `h[j]` classes (variants) of probability `x[j]` each. */
export interface Histogram {
  readonly x: readonly number[];
  readonly h: readonly number[];
}

export function parseFingerprint(lines: readonly string[], file = '<fingerprint>'): number[] {
  const f: number[] = [];
  lines.forEach((raw, i) => {
    const text = raw.trim();
    if (text === '') {
      if (lines.slice(i).some((l) => l.trim() !== '')) throw new GecvalInputError('empty line inside a fingerprint (write 0 for "no class seen this often")', { file, line: i + 1 });
      return;
    }
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0 || !Number.isInteger(value)) {
      throw new GecvalInputError(`fingerprint entries are non-negative integers (number of classes seen ${i + 1} times), got '${text}'`, { file, line: i + 1 });
    }
    f.push(value);
  });
  validateFingerprint(f, file);
  return f;
}

export function validateFingerprint(f: readonly number[], file = '<fingerprint>'): void {
  if (f.length === 0 || f.every((v) => v === 0)) {
    throw new GecvalInputError('the fingerprint has no observations (all counts are zero); UnseenEst needs at least one correction', { file });
  }
}

export function readFingerprint(file: string): number[] {
  return parseFingerprint(readLines(file), file);
}

export function formatFingerprint(f: readonly number[]): string {
  return `${f.join('\n')}\n`;
}

/** Python 2's `str(float)`: 12 significant digits, `%g` style. */
export function formatG12(value: number): string {
  if (value === 0) return '0.0';
  if (!Number.isFinite(value)) return String(value);
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  if (exponent < -4 || exponent >= 12) {
    const [mantissa, exp] = value.toExponential(11).split('e');
    const trimmed = mantissa!.replace(/\.?0+$/u, '');
    const e = Number(exp);
    return `${trimmed}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  const fixed = Number(value.toPrecision(12)).toString();
  return fixed.includes('.') || fixed.includes('e') ? fixed : `${fixed}.0`;
}

export function formatHistogram(hist: Histogram): string {
  const rows = ['frequency\t# of variants'];
  hist.x.forEach((x, j) => rows.push(`${formatG12(x)}\t${formatG12(hist.h[j]!)}`));
  return `${rows.join('\n')}\n`;
}

export function parseHistogram(lines: readonly string[], file = '<histogram>'): Histogram {
  const x: number[] = [];
  const h: number[] = [];
  lines.forEach((raw, i) => {
    const text = raw.trim();
    if (text === '' || (i === 0 && /[a-z]/iu.test(text) && !/^[-+0-9.eE\s]+$/u.test(text))) return;
    const fields = text.split(/\s+/u).map(Number);
    if (fields.length !== 2 || fields.some((v) => !Number.isFinite(v))) throw new GecvalInputError(`expected 'probability<TAB>count', got '${text}'`, { file, line: i + 1 });
    if (fields[0]! < 0 || fields[0]! > 1) throw new GecvalInputError(`probability ${fields[0]} outside [0, 1]`, { file, line: i + 1 });
    x.push(fields[0]!);
    h.push(fields[1]!);
  });
  if (x.length === 0) throw new GecvalInputError('the histogram has no rows', { file });
  return { x, h };
}

export function readHistogram(file: string): Histogram {
  return parseHistogram(readLines(file), file);
}

export const SUMMARY_THRESHOLDS = [0, 0.001, 0.01, 0.1] as const;

export interface ThresholdSummary {
  readonly variants: number;
  readonly mass: number;
}

/** Variants (Σh) and mass (Σxh) strictly above γ, ignoring entries with h ≤ 0. */
export function summarizeHistogram(hist: Histogram, gamma: number): ThresholdSummary {
  let variants = 0;
  let mass = 0;
  hist.x.forEach((x, j) => {
    const h = hist.h[j]!;
    if (h > 0 && x > gamma) {
      variants += h;
      mass += x * h;
    }
  });
  return { variants, mass };
}

/** Means over sentences for each threshold, keyed "0", "0.001", "0.01", "0.1". */
export function summaryTable(histograms: readonly Histogram[], thresholds: readonly number[] = SUMMARY_THRESHOLDS): Record<string, ThresholdSummary> {
  if (histograms.length === 0) throw new GecvalInputError('no histograms to summarise');
  const out: Record<string, ThresholdSummary> = {};
  for (const gamma of thresholds) {
    const rows = histograms.map((hist) => summarizeHistogram(hist, gamma));
    out[String(gamma)] = {
      variants: rows.reduce((a, r) => a + r.variants, 0) / rows.length,
      mass: rows.reduce((a, r) => a + r.mass, 0) / rows.length,
    };
  }
  return out;
}
