import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

/** GLEU's options, declared once. */
export const GLEU_CONFIG = defineConfig({
  iterations: { type: 'integer', default: 500, min: 1, max: 1_000_000, description: 'reference-sampling iterations for the corpus score' },
  seed: { type: 'integer', default: 0, description: 'seed of the reference sampling' },
  sampling: { type: 'choice', choices: ['seeded', 'python'], default: 'seeded', description: "seeded (gecval's RNG) or python (the original's draws, exact)" },
});

export type GleuOptions = OptionsOf<typeof GLEU_CONFIG>;

export const DEFAULT_GLEU_OPTIONS: GleuOptions = configDefaults(GLEU_CONFIG);
