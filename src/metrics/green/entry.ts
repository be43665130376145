/** Registry entry for GREEN (the lead adds it to the registry's list). */
import { defineMetric } from '../metric-entry.js';
import { readSegments, scoreSegments } from '../segment-scoring.js';
import { createGreen, DEFAULT_GREEN_OPTIONS, type GreenOptions } from './metric.js';

export const greenMetricEntry = defineMetric<GreenOptions>({
  name: 'green',
  description: 'GREEN (Koyama et al. 2024): n-gram F2 of true/over/under-corrections against the best reference (gec-metrics)',
  reads: { required: ['source', 'references', 'hypothesis'] },
  higherIsBetter: true,
  defaults: DEFAULT_GREEN_OPTIONS,
  options: [
    { key: 'n', type: 'integer', min: 1, max: 10, description: 'largest n-gram order' },
    { key: 'beta', type: 'number', min: 0, description: 'β of the F-score (2 weights recall)' },
    { key: 'unit', type: 'choice', choices: ['word', 'char'], description: 'n-grams of words or of characters' },
  ],
  create: async (options) => createGreen(options),
  scoreFiles: async (request, options, context) => scoreSegments(createGreen(options), readSegments(request, { needsReferences: true }), context.progress),
});

export { createGreen, DEFAULT_GREEN_OPTIONS };
