import { BLEU_CONFIG } from '../bleu/options.js';
import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

/** iBLEU's options, declared once: α and the sign of the source term, then BLEU's. */
export const IBLEU_CONFIG = defineConfig({
  alpha: { type: 'number', default: 0.8, min: 0, max: 1, description: 'weight of BLEU against the references' },
  sign: { type: 'choice', choices: ['-', '+'], default: '-', description: "'-' (paper) penalises, '+' (original code) rewards similarity to the source" },
  ...BLEU_CONFIG,
});

export type IBleuOptions = OptionsOf<typeof IBLEU_CONFIG>;

export const DEFAULT_IBLEU_OPTIONS: IBleuOptions = configDefaults(IBLEU_CONFIG);
