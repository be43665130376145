import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

/** LD S→O's option, declared once (MinLD O→R has none). */
export const LEVENSHTEIN_CONFIG = defineConfig({
  normalization: { type: 'choice', choices: ['paper', 'code'], default: 'paper', description: 'paper divides by |O|, code by |S|' },
});

export type LevenshteinOptions = OptionsOf<typeof LEVENSHTEIN_CONFIG>;

export const DEFAULT_LEVENSHTEIN_OPTIONS: LevenshteinOptions = configDefaults(LEVENSHTEIN_CONFIG);
