/** The registry entries of SARI and MAX-SARI (no options: the two are the library's `mode`); metric.ts loads on first use. */
import type { Metric, Segment } from '../metric.js';
import { segmentEntry } from '../segment-entry.js';
import type { SariOptions } from './metric.js';

const sari = (mode: SariOptions['mode']) => async (): Promise<Metric<Segment, unknown>> => {
  const { createSari } = await import('./metric.js');
  return createSari({ mode });
};

export const maxSariMetricEntry = segmentEntry({
  name: 'max-sari',
  description: 'MAX-SARI: maximum over references of single-reference SARI',
  config: {},
  create: sari('max'),
  maege: [{ name: 'max-sari', aliases: ['maxsari'], paperName: 'MAX-SARI', table2: 7, reads: 'all', options: {} }],
  report: { label: 'MAX-SARI', column: 5 },
});

export const sariMetricEntry = segmentEntry({
  name: 'sari',
  description: "SARI (Xu et al. 2016) as SARI.py's SARIsent: keep F1, deletion precision, addition F1",
  config: {},
  create: sari('sari'),
  maege: [{ name: 'sari', paperName: 'SARI', table2: 8, reads: 'all', options: {} }],
  report: { label: 'SARI', column: 4 },
});
