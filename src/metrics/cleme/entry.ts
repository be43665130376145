/**
 * Registry entries for CLEME and CLEME2.0 (the lead adds them to the registry's list). Both read the source, the
 * hypothesis and the gold M2 (every annotator is a reference): the hypothesis edits come from gecval's ERRANT-style
 * extraction, as the original takes them from ERRANT's M2.
 */
import { makeSignature } from '../../core/signature.js';
import { defineMetric } from '../metric-entry.js';
import type { Assumption } from './metric.js';

export interface ClemeOptions {
  readonly assumption: Assumption;
  readonly beta: number;
  /** Length-weighted chunk counts (CLEME's reported score) or plain counts. */
  readonly weighted: boolean;
}

export interface Cleme2Options {
  readonly assumption: Assumption;
}

export const DEFAULT_CLEME_OPTIONS: ClemeOptions = { assumption: 'dependent', beta: 0.5, weighted: true };
export const DEFAULT_CLEME2_OPTIONS: Cleme2Options = { assumption: 'dependent' };

const assumptionOption = { key: 'assumption', type: 'choice', choices: ['dependent', 'independent'], description: 'references judged one by one (dependent) or chunk by chunk across references (independent)' } as const;

export const clemeMetricEntry = defineMetric<ClemeOptions>({
  name: 'cleme',
  description: 'CLEME (Ye et al. 2023): chunk-level F0.5 against the gold M2 references, length-weighted, dependent or independent assumption (THUKElab/CLEME)',
  reads: { required: ['source', 'hypothesis', 'm2'] },
  higherIsBetter: true,
  defaults: DEFAULT_CLEME_OPTIONS,
  options: [
    assumptionOption,
    { key: 'beta', type: 'number', min: 0, description: 'β of the F-score' },
    { key: 'weighted', type: 'boolean', description: 'length-weighted chunk counts (the published CLEME) or plain counts' },
  ],
  scoreFiles: async (request, options) => {
    // Loaded on first use: the hypothesis edits come from the ERRANT-style extraction, which most runs never need.
    const { clemeCounts, clemeResult, readInputs } = await import('./files.js');
    const result = clemeResult(clemeCounts(readInputs(request, 'cleme'), options.assumption), options);
    return { ...result, signature: makeSignature('cleme', { assumption: options.assumption, beta: options.beta, weights: options.weighted ? 'length' : 'none', edits: 'errant-wink' }) };
  },
});

export const cleme2MetricEntry = defineMetric<Cleme2Options>({
  name: 'cleme2',
  aliases: ['cleme2.0'],
  description: 'CLEME2.0 (Ye et al. 2025): hit, wrong, under- and over-correction of chunks combined into one score, unweighted (THUKElab/CLEME)',
  reads: { required: ['source', 'hypothesis', 'm2'] },
  higherIsBetter: true,
  defaults: DEFAULT_CLEME2_OPTIONS,
  options: [assumptionOption],
  scoreFiles: async (request, options) => {
    const { clemeCounts, cleme2Result, readInputs } = await import('./files.js');
    const result = cleme2Result(clemeCounts(readInputs(request, 'cleme2'), options.assumption));
    return { ...result, signature: makeSignature('cleme2', { assumption: options.assumption, weights: 'none', corpus: '0.45/0.35/0.15/0.05', sentence: '0.35/0.25/0.20/0.20', edits: 'errant-wink' }) };
  },
});
