import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

/** USIM's registry options, declared once. */
export const USIM_CONFIG = defineConfig({
  variant: {
    type: 'choice',
    choices: ['code', 'code-aligned-end', 'paper'],
    default: 'code',
    description: "'code' (the original implementation), 'code-aligned-end' (the original with a final full stop aligned too: identical sentences score 1) or 'paper' (the paper's directional definition)",
  },
  model: { type: 'string', default: '', description: 'parser model: v3 (the default), v2, v2-ewt, v1, v1-ewt or a model file (empty: v3)' },
  cacheDir: { type: 'string', default: '', description: 'directory where parses are cached by sentence hash (empty: none)' },
  tokenized: { type: 'boolean', default: true, description: 'lines are whitespace-tokenized (false: raw text, tokenized by the parser)' },
});

/** `model`: a catalogued name (src/ucca/parser/catalogue.ts) or a model file, empty = the default (v3); `cacheDir` empty = no cache. */
export type UsimEntryOptions = OptionsOf<typeof USIM_CONFIG>;

export const DEFAULT_USIM_ENTRY_OPTIONS: UsimEntryOptions = configDefaults(USIM_CONFIG);
