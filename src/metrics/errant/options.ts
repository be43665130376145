import { defineConfig } from '../metric-options.js';

/** ERRANT's options, declared once (shared by ERRANT and SentERRANT). */
export const ERRANT_CONFIG = defineConfig({
  beta: { type: 'number', default: 0.5, min: 0, description: 'beta of F_beta' },
  mode: { type: 'choice', choices: ['cs', 'cse', 'ds', 'dt'], default: 'cs', description: "ERRANT's evaluation: cs span correction, cse with types, ds span detection, dt token detection" },
  single: { type: 'boolean', default: false, description: 'only single-token edits (ERRANT -single)' },
  multi: { type: 'boolean', default: false, description: 'only multi-token edits (ERRANT -multi)' },
  filter: { type: 'string', default: '', description: 'comma-separated error types not evaluated (ERRANT -filt)' },
  hypothesis: { type: 'choice', choices: ['text', 'm2'], default: 'text', description: "hypothesis file format: corrected text (edits extracted as ERRANT's parallel_to_m2) or M2" },
});
