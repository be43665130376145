/**
 * Registry entries for CLEME and CLEME2.0 (the lead adds them to the registry's list). Both read the source, the
 * hypothesis and the gold M2 (every annotator is a reference): the hypothesis edits come from gecval's ERRANT-style
 * extraction, as the original takes them from ERRANT's M2.
 */
import { makeSignature } from '../../core/signature.js';
import { defineMetric } from '../metric-entry.js';
import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

const assumption = {
  type: 'choice',
  choices: ['dependent', 'independent'],
  default: 'dependent',
  description: 'references judged one by one (dependent) or chunk by chunk across references (independent)',
} as const;

/** CLEME's options, declared once; `weighted`: length-weighted chunk counts (CLEME's reported score) or plain counts. */
const CLEME_CONFIG = defineConfig({
  assumption,
  beta: { type: 'number', default: 0.5, min: 0, description: 'β of the F-score' },
  weighted: { type: 'boolean', default: true, description: 'length-weighted chunk counts (the published CLEME) or plain counts' },
});
const CLEME2_CONFIG = defineConfig({ assumption });

export type ClemeOptions = OptionsOf<typeof CLEME_CONFIG>;
export type Cleme2Options = OptionsOf<typeof CLEME2_CONFIG>;

export const DEFAULT_CLEME_OPTIONS: ClemeOptions = configDefaults(CLEME_CONFIG);
export const DEFAULT_CLEME2_OPTIONS: Cleme2Options = configDefaults(CLEME2_CONFIG);

export const clemeMetricEntry = defineMetric({
  name: 'cleme',
  description: 'CLEME (Ye et al. 2023): chunk-level F0.5 against the gold M2 references, length-weighted, dependent or independent assumption (THUKElab/CLEME)',
  reads: { required: ['source', 'hypothesis', 'm2'] },
  higherIsBetter: true,
  config: CLEME_CONFIG,
  scoreFiles: async (request, options) => {
    // Loaded on first use: the hypothesis edits come from the ERRANT-style extraction, which most runs never need.
    const { clemeCounts, clemeResult, readInputs } = await import('./files.js');
    const result = clemeResult(clemeCounts(readInputs(request, 'cleme'), options.assumption), options);
    return { ...result, signature: makeSignature('cleme', { assumption: options.assumption, beta: options.beta, weights: options.weighted ? 'length' : 'none', edits: 'errant-wink' }) };
  },
});

export const cleme2MetricEntry = defineMetric({
  name: 'cleme2',
  aliases: ['cleme2.0'],
  description: 'CLEME2.0 (Ye et al. 2025): hit, wrong, under- and over-correction of chunks combined into one score, unweighted (THUKElab/CLEME)',
  reads: { required: ['source', 'hypothesis', 'm2'] },
  higherIsBetter: true,
  config: CLEME2_CONFIG,
  scoreFiles: async (request, options) => {
    const { clemeCounts, cleme2Result, readInputs } = await import('./files.js');
    const result = cleme2Result(clemeCounts(readInputs(request, 'cleme2'), options.assumption));
    return { ...result, signature: makeSignature('cleme2', { assumption: options.assumption, weights: 'none', corpus: '0.45/0.35/0.15/0.05', sentence: '0.35/0.25/0.20/0.20', edits: 'errant-wink' }) };
  },
});
