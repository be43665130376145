import { makeSignature } from '../../core/signature.js';

/** Options of the MaxMatch scorer, with the defaults of nusnlp/m2scorer 3.2. */
export interface M2Options {
  /** Weight of recall in F_beta (0.5 weighs precision twice as much as recall). */
  readonly beta: number;
  /** Most unchanged tokens a merged system edit may contain (m2scorer `--max_unchanged_words`). */
  readonly maxUnchangedWords: number;
  /** Drop system edits that only change whitespace or case (m2scorer `--ignore_whitespace_casing`). */
  readonly ignoreWhitespaceCasing: boolean;
}

export const DEFAULT_M2_OPTIONS: M2Options = Object.freeze({
  beta: 0.5,
  maxUnchangedWords: 2,
  ignoreWhitespaceCasing: false,
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
