/**
 * Registry entry for GoToScorer (the lead adds it to the registry's list). Its weights depend on every system
 * being compared, so scoring one hypothesis file takes the others as the option `systems=FILE`: a list of output
 * files, one path per line (relative paths are relative to the list file; blank lines are skipped). The scored
 * hypothesis is one of the systems whether the list names it or not. `gecval meta-eval` fills the option in with
 * all systems of the dataset.
 */
import { defineMetric } from '../metric-entry.js';
import type { GotoScorerOptions } from './metric.js';

export interface GotoScorerEntryOptions extends GotoScorerOptions {
  /** Which reference (0-based) gives the gold chunks: GoToScorer uses one. */
  readonly ref: number;
  /** `references`: gold edits extracted from reference `ref` (SEEDA's protocol); `m2`: annotator `ref`'s edits in the gold M2. */
  readonly gold: 'references' | 'm2';
  /** File listing the output files of all systems compared (one path per line). */
  readonly systems: string;
}

export const DEFAULT_GOTOSCORER_OPTIONS: GotoScorerEntryOptions = { beta: 0.5, weighted: true, ref: 0, gold: 'references', systems: '' };

export const gotoscorerMetricEntry = defineMetric<GotoScorerEntryOptions>({
  name: 'gotoscorer',
  description: 'GoToScorer (Gotou et al. 2020): chunk F0.5 weighted by correction difficulty across systems (needs systems=LIST of all outputs; gotutiyan/GTS)',
  reads: { required: ['source', 'hypothesis'], anyOf: ['references', 'm2'] },
  higherIsBetter: true,
  defaults: DEFAULT_GOTOSCORER_OPTIONS,
  options: [
    { key: 'systems', type: 'string', description: 'file listing every compared system output (one path per line); the weights come from these systems' },
    { key: 'ref', type: 'integer', min: 0, description: 'the reference (or M2 annotator) that gives the gold chunks, 0-based' },
    { key: 'gold', type: 'choice', choices: ['references', 'm2'], description: "gold edits: extracted from reference 'ref' (SEEDA's protocol) or taken from the M2 annotator 'ref'" },
    { key: 'beta', type: 'number', min: 0, description: 'β of the F-score' },
    { key: 'weighted', type: 'boolean', description: 'difficulty weights (false: every chunk weighs 1)' },
  ],
  scoreFiles: async (request, options) => {
    // Loaded on first use: GoToScorer extracts edits with the ERRANT-style extraction, which a SARI run never needs.
    const { scoreGotoFiles } = await import('./files.js');
    return scoreGotoFiles(request, options);
  },
});
