import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

/** sacreBLEU's options, declared once. */
export const SACREBLEU_CONFIG = defineConfig({
  tokenize: { type: 'choice', choices: ['13a', 'none'], default: '13a', description: "sacreBLEU's tokenizer: 13a (mteval-v13a, the default) or none" },
  lowercase: { type: 'boolean', default: false, description: 'lowercase hypothesis and references (sacreBLEU -lc)' },
  smooth: { type: 'choice', choices: ['exp', 'floor', 'add-k', 'none'], default: 'exp', description: 'smoothing method (sacreBLEU -s)' },
  smoothValue: { type: 'number', default: -1, description: 'value for floor/add-k; -1 = sacreBLEU default (floor 0.1, add-k 1)' },
  order: { type: 'integer', default: 4, min: 1, max: 9, description: 'maximum n-gram order' },
});

/** `tokenize`: `13a` (sacreBLEU's default) or `none` (split on whitespace only); `smoothValue` −1 = sacreBLEU's default (floor 0.1, add-k 1). */
export type SacreBleuOptions = OptionsOf<typeof SACREBLEU_CONFIG>;

export type SacreBleuSmoothing = SacreBleuOptions['smooth'];

export const DEFAULT_SACREBLEU_OPTIONS: SacreBleuOptions = configDefaults(SACREBLEU_CONFIG);
