import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

/** BLEU's options (NLTK 3.8 `sentence_bleu` / `corpus_bleu`), declared once; iBLEU takes them too. */
export const BLEU_CONFIG = defineConfig({
  order: { type: 'integer', default: 4, min: 1, max: 10, description: 'maximum n-gram order (uniform weights)' },
  smoothing: { type: 'choice', choices: ['method3', 'none'], default: 'method3', description: 'NLTK smoothing: method3 (NIST geometric) or none (NLTK method0)' },
  normalize: { type: 'boolean', default: false, description: 'MAEGE text normalisation (punctuation removed, lowercase) before splitting' },
  adaptiveOrder: { type: 'boolean', default: false, description: 'MAEGE: order shrinks to the shortest of hypothesis and references' },
  corpus: { type: 'choice', choices: ['micro', 'mean'], default: 'micro', description: 'corpus score: NLTK corpus_bleu (micro) or mean of sentence scores' },
});

export type BleuOptions = OptionsOf<typeof BLEU_CONFIG>;

export const DEFAULT_BLEU_OPTIONS: BleuOptions = configDefaults(BLEU_CONFIG);

/** MAEGE's BLEU: normalised text, adaptive order, corpus score = mean of sentence scores (the paper's code). */
export const MAEGE_BLEU = { normalize: true, adaptiveOrder: true, smoothing: 'method3', corpus: 'mean' } as const;
