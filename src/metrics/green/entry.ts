/** Registry entry for GREEN (the lead adds it to the registry's list). */
import { defineMetric } from '../metric-entry.js';
import { readSegments, scoreSegments } from '../segment-scoring.js';
import { createGreen, DEFAULT_GREEN_OPTIONS } from './metric.js';
import { GREEN_CONFIG } from './options.js';

export const greenMetricEntry = defineMetric({
  name: 'green',
  description: 'GREEN (Koyama et al. 2024): n-gram F2 of true/over/under-corrections against the best reference (gec-metrics)',
  reads: { required: ['source', 'references', 'hypothesis'] },
  higherIsBetter: true,
  config: GREEN_CONFIG,
  create: async (options) => createGreen(options),
  scoreFiles: async (request, options, context) => scoreSegments(createGreen(options), readSegments(request, { needsReferences: true }), context.progress),
});

export { createGreen, DEFAULT_GREEN_OPTIONS };
