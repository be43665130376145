/**
 * Registry entry for GoToScorer (the lead adds it to the registry's list). Its weights depend on every system
 * being compared, so scoring one hypothesis file takes the others as the option `systems=FILE`: a list of output
 * files, one path per line (relative paths are relative to the list file; blank lines are skipped). The scored
 * hypothesis is one of the systems whether the list names it or not. `gecval meta-eval` fills the option in with
 * all systems of the dataset.
 */
import { defineMetric } from '../metric-entry.js';
import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';

/** GoToScorer's options, declared once. */
const GOTOSCORER_CONFIG = defineConfig({
  systems: { type: 'string', default: '', description: 'file listing every compared system output (one path per line); the weights come from these systems' },
  ref: { type: 'integer', default: 0, min: 0, description: 'the reference (or M2 annotator) that gives the gold chunks, 0-based' },
  gold: { type: 'choice', choices: ['references', 'm2'], default: 'references', description: "gold edits: extracted from reference 'ref' (SEEDA's protocol) or taken from the M2 annotator 'ref'" },
  beta: { type: 'number', default: 0.5, min: 0, description: 'β of the F-score' },
  weighted: { type: 'boolean', default: true, description: 'difficulty weights (false: every chunk weighs 1)' },
});

/** The scorer's options (`GotoScorerOptions`: beta, weighted) and which gold and which systems it reads. */
export type GotoScorerEntryOptions = OptionsOf<typeof GOTOSCORER_CONFIG>;

export const DEFAULT_GOTOSCORER_OPTIONS: GotoScorerEntryOptions = configDefaults(GOTOSCORER_CONFIG);

export const gotoscorerMetricEntry = defineMetric({
  name: 'gotoscorer',
  description: 'GoToScorer (Gotou et al. 2020): chunk F0.5 weighted by correction difficulty across systems (needs systems=LIST of all outputs; gotutiyan/GTS)',
  reads: { required: ['source', 'hypothesis'], anyOf: ['references', 'm2'] },
  higherIsBetter: true,
  config: GOTOSCORER_CONFIG,
  scoreFiles: async (request, options) => {
    // Loaded on first use: GoToScorer extracts edits with the ERRANT-style extraction, which a SARI run never needs.
    const { scoreGotoFiles } = await import('./files.js');
    return scoreGotoFiles(request, options);
  },
});
