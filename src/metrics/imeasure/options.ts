import { GecvalInputError } from '../../core/errors.js';
import { defineConfig } from '../metric-options.js';

/** `d`: detection (an edited token is found), `c`: correction (and corrected as a reference does). */
export type Aspect = 'd' | 'c';
export type MeasureName = 'tp' | 'tn' | 'fp' | 'fn' | 'p' | 'r' | 'f' | 'acc' | 'wacc' | 'i';
export const MEASURE_NAMES: readonly MeasureName[] = ['tp', 'tn', 'fp', 'fn', 'p', 'r', 'f', 'acc', 'wacc', 'i'];

/** How the best reference of a sentence is picked: alone (`sentence`) or by its effect on the running corpus totals. */
export type Optimisation = 'sentence' | 'corpus';

/** `fast`: independent edit groups scored separately and combined (see fast.ts); `enumerate`: every combination. */
export type IMeasureMethod = 'fast' | 'enumerate';

export interface IMeasureOptions {
  /** Mix corrections of different annotators (ieval's default); false = `-nomix`, one reference per annotator. */
  readonly mix: boolean;
  /** The aspect and measure maximised when choosing the reference (ieval `-max:`, default `cwacc`). */
  readonly maximise: { readonly aspect: Aspect; readonly measure: MeasureName };
  readonly optimise: Optimisation;
  /** β of the F measure (ieval `-b:`). */
  readonly beta: number;
  /** Weight of true and false positives in weighted accuracy (ieval `-w:`). */
  readonly weight: number;
  readonly method: IMeasureMethod;
  /** Sentences with at most this many reference combinations are enumerated even by the fast method. */
  readonly enumerationLimit: number;
}

/**
 * The I-measure's settings as `score -O` and the `imeasure` command take them (ieval's command line), declared
 * once; the library's `IMeasureOptions` are these, parsed (`max` → `maximise`), with their defaults.
 */
export const IMEASURE_CONFIG = defineConfig({
  mix: { type: 'boolean', default: true, description: "mix corrections of different annotators (ieval's default; false = -nomix)" },
  max: { type: 'string', default: 'cwacc', description: 'aspect and measure maximised when choosing a reference, e.g. cwacc, di, cf (ieval -max:)' },
  opt: { type: 'choice', choices: ['sentence', 'corpus'], default: 'sentence', description: 'choose references per sentence or by the running corpus totals (ieval -opt:)' },
  beta: { type: 'number', default: 1, min: 0, description: 'beta of the F measure (ieval -b:)' },
  weight: { type: 'number', default: 2, min: 0, description: 'weight of true and false positives in weighted accuracy (ieval -w:)' },
  method: { type: 'choice', choices: ['fast', 'enumerate'], default: 'fast', description: 'fast (independent segments) or enumerate every reference combination' },
});

export const DEFAULT_IMEASURE_OPTIONS: IMeasureOptions = {
  mix: IMEASURE_CONFIG.mix.default,
  maximise: parseMaximise(IMEASURE_CONFIG.max.default),
  optimise: IMEASURE_CONFIG.opt.default,
  beta: IMEASURE_CONFIG.beta.default,
  weight: IMEASURE_CONFIG.weight.default,
  method: IMEASURE_CONFIG.method.default,
  enumerationLimit: 64,
};

export function resolveIMeasureOptions(options: Partial<IMeasureOptions> = {}): IMeasureOptions {
  const resolved = { ...DEFAULT_IMEASURE_OPTIONS, ...options };
  if (!(resolved.weight > 0) || !Number.isFinite(resolved.weight)) throw new GecvalInputError(`I-measure weight must be a positive number, got ${resolved.weight}`);
  if (!(resolved.beta > 0) || !Number.isFinite(resolved.beta)) throw new GecvalInputError(`F beta must be a positive number, got ${resolved.beta}`);
  return resolved;
}

/** Parses ieval's `-max:` value, e.g. `cwacc`, `di`, `cf`. */
export function parseMaximise(raw: string): { aspect: Aspect; measure: MeasureName } {
  const value = raw.toLowerCase();
  const aspect = value.slice(0, 1);
  const measure = value.slice(1);
  if ((aspect !== 'd' && aspect !== 'c') || !(MEASURE_NAMES as readonly string[]).includes(measure)) {
    throw new GecvalInputError(`--max '${raw}' is not d or c followed by one of ${MEASURE_NAMES.join(', ')} (e.g. cwacc, di)`);
  }
  return { aspect, measure: measure as MeasureName };
}
