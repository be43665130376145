import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

/** GREEN's options, declared once: `unit` word = n-grams of space-separated tokens, char = of characters. */
export const GREEN_CONFIG = defineConfig({
  n: { type: 'integer', default: 4, min: 1, max: 10, description: 'largest n-gram order' },
  beta: { type: 'number', default: 2, min: 0, description: 'β of the F-score (2 weights recall)' },
  unit: { type: 'choice', choices: ['word', 'char'], default: 'word', description: 'n-grams of words or of characters' },
});

export type GreenOptions = OptionsOf<typeof GREEN_CONFIG>;

export const DEFAULT_GREEN_OPTIONS: GreenOptions = configDefaults(GREEN_CONFIG);
