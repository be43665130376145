/** The registry entries of MAEGE's character Levenshtein similarities; metric.ts loads on first use. */
import { segmentEntry } from '../segment-entry.js';
import { LEVENSHTEIN_CONFIG } from './options.js';

export const minLdMetricEntry = segmentEntry({
  name: 'minld-or',
  description: 'MinLD O→R: max over references of 1 − charLev(R,O)/|R|',
  config: {},
  create: async () => (await import('./metric.js')).createMinLd(),
  maege: [{ name: 'minld', aliases: ['minld-or'], paperName: 'MinLD O→R', table2: 5, reads: 'hypothesis+references', options: {} }],
  report: { label: 'MinLD O→R', column: 6 },
});

export const ldMetricEntry = segmentEntry({
  name: 'ld-so',
  description: 'LD S→O: 1 − charLev(S,O)/|O| (paper) or /|S| (original code)',
  config: LEVENSHTEIN_CONFIG,
  create: async (options) => (await import('./metric.js')).createLdSourceOutput(options),
  needsReferences: false,
  maege: [{ name: 'ld', aliases: ['ld-so'], paperName: 'LD S→O', table2: 9, reads: 'source+hypothesis', inThread: true, options: { normalization: 'code' } }],
  report: { label: 'LD S→O', column: 7 },
});
