/** BLEU's registry entry; the implementation (metric.ts) loads on first use. */
import { segmentEntry } from '../segment-entry.js';
import { BLEU_CONFIG, MAEGE_BLEU } from './options.js';

export const bleuMetricEntry = segmentEntry({
  name: 'bleu',
  description: 'BLEU as NLTK 3.8 sentence_bleu/corpus_bleu (smoothing method3 by default)',
  config: BLEU_CONFIG,
  create: async (options) => (await import('./metric.js')).createBleu(options),
  maege: [{ name: 'bleu', paperName: 'BLEU', table2: 4, reads: 'hypothesis+references', options: { ...MAEGE_BLEU } }],
  report: { label: 'BLEU', column: 2 },
});
