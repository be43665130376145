import { makeSignature } from '../../core/signature.js';
import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

/**
 * MaxMatch's options, declared once, with the defaults of nusnlp/m2scorer 3.2: `beta` weighs recall in F_beta (0.5
 * weighs precision twice as much); `maxUnchangedWords` is m2scorer's `--max_unchanged_words`; `ignoreWhitespaceCasing`
 * its `--ignore_whitespace_casing`; `strictGold` (file scoring only) rejects gold files where one annotator's edits
 * overlap (m2scorer accepts them; see docs/m2.md).
 */
export const M2_CONFIG = defineConfig({
  beta: { type: 'number', default: 0.5, min: 0, description: 'beta of F_beta' },
  maxUnchangedWords: { type: 'integer', default: 2, min: 0, description: 'most unchanged tokens inside one merged system edit' },
  ignoreWhitespaceCasing: { type: 'boolean', default: false, description: 'ignore system edits that only change whitespace or case' },
  strictGold: { type: 'boolean', default: false, description: 'reject gold files where one annotator has overlapping edits' },
});

/** The options of the MaxMatch scorer (the file scorer adds `strictGold`: `M2FileOptions`). */
export type M2Options = Omit<OptionsOf<typeof M2_CONFIG>, 'strictGold'>;

const M2_DEFAULTS = configDefaults(M2_CONFIG);
export const DEFAULT_M2_OPTIONS: M2Options = Object.freeze({
  beta: M2_DEFAULTS.beta,
  maxUnchangedWords: M2_DEFAULTS.maxUnchangedWords,
  ignoreWhitespaceCasing: M2_DEFAULTS.ignoreWhitespaceCasing,
});

export function resolveM2Options(options: Partial<M2Options> = {}): M2Options {
  const resolved = { ...DEFAULT_M2_OPTIONS, ...options };
  if (!(resolved.beta >= 0) || !Number.isFinite(resolved.beta)) throw new RangeError(`beta must be a finite number >= 0, got ${resolved.beta}`);
  if (!Number.isInteger(resolved.maxUnchangedWords) || resolved.maxUnchangedWords < 0) {
    throw new RangeError(`maxUnchangedWords must be an integer >= 0, got ${resolved.maxUnchangedWords}`);
  }
  return resolved;
}

/** `m2|beta:0.5|max_unchanged:2|ws_case:no|version:X` — names every setting that changes the numbers. */
export function m2Signature(options: M2Options): string {
  return makeSignature('m2', {
    beta: options.beta,
    max_unchanged: options.maxUnchangedWords,
    ws_case: options.ignoreWhitespaceCasing ? 'ignored' : 'kept',
    scorer: 'm2scorer-3.2',
  });
}
