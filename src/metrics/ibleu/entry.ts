/** iBLEU's registry entry; the implementation (metric.ts) loads on first use. */
import { MAEGE_BLEU } from '../bleu/options.js';
import { segmentEntry } from '../segment-entry.js';
import { IBLEU_CONFIG } from './options.js';

export const ibleuMetricEntry = segmentEntry({
  name: 'ibleu',
  description: 'iBLEU: α·BLEU(O,R) − (1−α)·BLEU(O,S), α = 0.8 (sign + = the MAEGE code)',
  config: IBLEU_CONFIG,
  create: async (options) => (await import('./metric.js')).createIBleu(options),
  maege: [{ name: 'ibleu', paperName: 'iBLEU', table2: 1, reads: 'all', options: { ...MAEGE_BLEU, alpha: 0.8, sign: '+' } }],
  report: { label: 'iBLEU', column: 3 },
});
