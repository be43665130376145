import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

/** Grammaticality's options, declared once: the score's own (`denominator`, `clip`) and which checker counts errors. */
export const GRAMMATICALITY_CONFIG = defineConfig({
  denominator: { type: 'choice', choices: ['tokens', 'spaces'], default: 'tokens', description: 'tokens (paper) or spaces in the normalised sentence (original code)' },
  clip: { type: 'boolean', default: false, description: 'clip sentence scores at 0' },
  ltUrl: { type: 'string', default: '', description: 'LanguageTool server URL (empty: the embedded Harper checker)' },
  ignoreKinds: { type: 'string', default: 'Formatting', description: 'Harper lint kinds not counted, comma-separated' },
  counts: { type: 'string', default: '', description: 'TSV of precomputed error counts (<errors><TAB><sentence>) instead of a checker' },
});

/** Every option of the registry entry (score and checker). */
export type GrammaticalityEntryOptions = OptionsOf<typeof GRAMMATICALITY_CONFIG>;

/**
 * The score's options: `denominator` = whitespace tokens of the hypothesis (`tokens`, paper) or spaces in the
 * MAEGE-normalised hypothesis, i.e. normalised tokens − 1 (`spaces`, original code); `clip` = clip sentence scores
 * at 0 (more errors than tokens would otherwise go negative), off like the paper.
 */
export type GrammaticalityOptions = Pick<GrammaticalityEntryOptions, 'denominator' | 'clip'>;

const DEFAULTS = configDefaults(GRAMMATICALITY_CONFIG);
export const DEFAULT_GRAMMATICALITY_OPTIONS: GrammaticalityOptions = { denominator: DEFAULTS.denominator, clip: DEFAULTS.clip };
